import { UriError } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { relativize } from "./relativize.js";
import { resolve } from "./resolve.js";

const base = "http://a/b/c/d;p?q";

function expectForm(b: string, target: string, relative: string): void {
  expect(relativize(b, target)).toBe(relative);
  expect(resolve(b, relative)).toBe(target);
}

describe("relativize (inverse of RFC 3986 §5.2)", () => {
  it("inverts the RFC 3986 §5.4.1 examples with the shortest form", () => {
    expectForm(base, "http://a/b/c/g", "g");
    expectForm(base, "http://a/b/c/g/", "g/");
    expectForm(base, "http://a/g", "/g");
    expectForm(base, "http://g", "//g");
    expectForm(base, "http://a/b/c/d;p?y", "?y");
    expectForm(base, "http://a/b/c/d;p?q#s", "#s");
    expectForm(base, "http://a/b/c/d;p?q", "");
    expectForm(base, "http://a/b/c/", ".");
    expectForm(base, "http://a/b/", "..");
    expectForm(base, "http://a/b/g", "../g");
    expectForm(base, "http://a/", "/");
    expectForm(base, "g:h", "g:h");
  });

  it("needs a path when the target drops the base's query", () => {
    expectForm(base, "http://a/b/c/d;p", "d;p");
    expectForm("http://a/b/c/?q", "http://a/b/c/", ".");
    expectForm("http://a?q", "http://a", "//a");
  });

  it('never starts a relative path with "//" or puts ":" in its first segment', () => {
    expectForm(base, "http://a/b/c/a:b", "./a:b");
    expectForm(base, "http://a/b/c//x", ".//x");
    expectForm(base, "http://a//x", "/.//x");
    expectForm("foo:x", "foo:a:b", "./a:b");
  });

  it("returns the target when the scheme differs, even only in case", () => {
    expect(relativize(base, "https://a/b/c/g")).toBe("https://a/b/c/g");
    expect(relativize(base, "HTTP://a/b/c/g")).toBe("HTTP://a/b/c/g");
  });

  it("returns the target when it has no authority but the base has", () => {
    expectForm(base, "http:/b/c/g", "http:/b/c/g");
  });

  it("uses a network-path reference when only the authority differs, ports and userinfo included", () => {
    expectForm(base, "http://u@a/b/c/g", "//u@a/b/c/g");
    expectForm("http://a:/x", "http://a/x", "//a/x");
  });

  it("works on paths without authority", () => {
    expectForm("foo:a/b", "foo:a/c", "c");
    expectForm("foo:/a/b", "foo:/.//x", "/.//x");
    expectForm("foo:a/b", "foo:q", "foo:q");
  });

  it("reaches a target with dot-segments as resolve does: without them", () => {
    expect(relativize(base, "http://a/b/c/./g")).toBe("g");
    expect(resolve(base, relativize(base, "http://a/x/../y"))).toBe("http://a/y");
  });

  it("throws for an invalid base (subject base) and an invalid or relative target (subject input)", () => {
    expect(() => relativize("/a", "http://a/")).toThrow(expect.objectContaining({ code: "base-not-absolute", subject: "base" }));
    expect(() => relativize("http://a b", "http://a/")).toThrow(expect.objectContaining({ code: "unexpected-char", index: 8, subject: "base" }));
    expect(() => relativize(base, "g")).toThrow(expect.objectContaining({ code: "missing-scheme", index: 1, subject: "input" }));
    const e = (() => {
      try {
        relativize(base, "http://a/^");
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(UriError.is(e) && e.subject === "input" && e.index === 9).toBe(true);
  });
});
