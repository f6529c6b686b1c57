import { describe, expect, it } from "vitest";
import { equivalent } from "./equivalent.js";

describe("equivalent (RFC 3986 §6.1, §6.2)", () => {
  it("equates the four forms of §6.2.3", () => {
    const forms = ["http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/"];
    for (const a of forms) for (const b of forms) expect(equivalent(a, b)).toBe(true);
    expect(equivalent("http://example.com/?", "http://example.com/")).toBe(false);
  });

  it("equates the two URIs of §6.2.2", () => {
    expect(equivalent("example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d")).toBe(true);
  });

  it("tells apart an encoded reserved character and the character", () => {
    expect(equivalent("http://a/b%2Fc", "http://a/b/c")).toBe(false);
    expect(equivalent("http://a/b%2fc", "http://a/b%2Fc")).toBe(true);
  });

  it("follows the options", () => {
    expect(equivalent("http://a/%7e", "http://a/~")).toBe(true);
    expect(equivalent("http://a/%7e", "http://a/~", { decodeUnreserved: false })).toBe(false);
    expect(equivalent("http://a:80/", "http://a/", { removeDefaultPort: false })).toBe(false);
  });

  it("returns false, never throws, when either side is invalid", () => {
    expect(equivalent("http://[::1", "http://[::1")).toBe(false);
    expect(equivalent("http://a/", "http://a/%")).toBe(false);
    expect(equivalent("http://a/ b", "http://a/")).toBe(false);
  });
});
