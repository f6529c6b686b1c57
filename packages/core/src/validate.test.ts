import { describe, expect, it } from "vitest";
import { classifyHost, isAbsoluteUri, isRelativeReference, isUri, isUriReference } from "./validate.js";

describe("validators (RFC 3986 §3, §4)", () => {
  it.each([
    // text, isUriReference, isUri, isAbsoluteUri, isRelativeReference
    ["http://a/b?c#d", true, true, false, false],
    ["http://a/b?c", true, true, true, false],
    ["//a/b", true, false, false, true],
    ["", true, false, false, true],
    ["a:b", true, true, true, false],
    ["a b", false, false, false, false],
    [":", false, false, false, false],
  ] as const)("%j", (text, reference, uri, absolute, relative) => {
    expect(isUriReference(text)).toBe(reference);
    expect(isUri(text)).toBe(uri);
    expect(isAbsoluteUri(text)).toBe(absolute);
    expect(isRelativeReference(text)).toBe(relative);
  });

  it.each([
    ["example.com", "reg-name"],
    ["", "reg-name"],
    ["192.0.2.16", "ipv4"],
    ["256.0.0.1", "reg-name"],
    ["[::1]", "ipv6"],
    ["[v7.x]", "ipvfuture"],
    ["a b", undefined],
    ["a:80", undefined],
    ["a/b", undefined],
    ["u@h", undefined],
    ["[::1", undefined],
  ])("classifyHost(%j) is %j (RFC 3986 §3.2.2)", (host, kind) => {
    expect(classifyHost(host)).toBe(kind);
  });
});
