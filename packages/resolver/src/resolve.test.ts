import { UriError, parse } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { resolve } from "./resolve.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("resolve (RFC 3986 §5.2)", () => {
  const base = "http://a/b/c/d;p?q";

  it("resolves the RFC's examples of each kind of reference", () => {
    expect(resolve(base, "g:h")).toBe("g:h");
    expect(resolve(base, "//g")).toBe("http://g");
    expect(resolve(base, "/g")).toBe("http://a/g");
    expect(resolve(base, "../g")).toBe("http://a/b/g");
    expect(resolve(base, "?y")).toBe("http://a/b/c/d;p?y");
    expect(resolve(base, "#s")).toBe("http://a/b/c/d;p?q#s");
    expect(resolve(base, "")).toBe(base);
  });

  it("takes the one-pass merge only when neither half has a dot segment, with the same result", () => {
    // no dot segment: T = the base up to its path's last "/" + R from its path on
    expect(resolve(base, "g/h?y#s")).toBe("http://a/b/c/g/h?y#s");
    expect(resolve("http://a", "g")).toBe("http://a/g"); // empty base path with an authority: "/" + R.path
    expect(resolve("a:b", "c?d")).toBe("a:c?d"); // base path without "/": R.path alone
    expect(resolve("a:/b", "c")).toBe("a:/c");
    expect(resolve("http://a/b/c", "/d;e?f#g")).toBe("http://a/d;e?f#g"); // absolute-path reference
    expect(resolve(base, "x:y/z?q#f")).toBe("x:y/z?q#f"); // a reference with a scheme comes back as it is
    // a dot segment in either half goes through remove_dot_segments
    expect(resolve("http://a/b/./c/d", "e")).toBe("http://a/b/c/e");
    expect(resolve("http://a/b/../c/d", "e")).toBe("http://a/c/e");
    expect(resolve("http://a/b/c/d", "../e")).toBe("http://a/b/e");
    expect(resolve("http://a/b/c/d", "e/..")).toBe("http://a/b/c/");
    expect(resolve("http://a/b/c/d", "/e/./f")).toBe("http://a/e/f");
    expect(resolve(base, "x:y/../z")).toBe("x:/z");
    expect(resolve("a:b", "./c")).toBe("a:c");
  });

  it("is strict by default; strict: false is the backward-compatible mode", () => {
    expect(resolve(base, "http:g")).toBe("http:g");
    expect(resolve(base, "http:g", { strict: true })).toBe("http:g");
    expect(resolve(base, "http:g", { strict: false })).toBe("http://a/b/c/g");
  });

  it("ignores the base's fragment", () => {
    expect(resolve(base + "#frag", "")).toBe(base);
    expect(resolve(base + "#frag", "#s")).toBe(base + "#s");
  });

  it("keeps IP literals and ports of the base", () => {
    expect(resolve("http://[::1]:8080/a/b", "c")).toBe("http://[::1]:8080/a/c");
  });

  it("throws base-not-absolute where the scheme would have had to end", () => {
    const e = errorOf(() => resolve("/a/b", "g"));
    expect(e).toMatchObject({ code: "base-not-absolute", index: 0, subject: "base", rule: "base URI" });
    expect(e.message).toBe(
      'a base URI needs a scheme followed by ":", found "/" at index 0 of the base (base-not-absolute, base URI, RFC 3986 §5.1)',
    );
    expect(errorOf(() => resolve("ab/c", "g"))).toMatchObject({ code: "base-not-absolute", index: 2 });
    expect(errorOf(() => resolve("", "g"))).toMatchObject({ code: "base-not-absolute", index: 0 });
  });

  it("re-throws the parser's error for an invalid base with subject base", () => {
    const e = errorOf(() => resolve("http://a/%x", "g"));
    const core = errorOf(() => parse("http://a/%x"));
    expect(e).toMatchObject({ code: core.code, index: core.index, rule: core.rule, subject: "base" });
    expect(e.message).toContain("of the base");
  });

  it("re-throws the parser's error for an invalid reference with subject reference", () => {
    const e = errorOf(() => resolve(base, "a b"));
    expect(e).toMatchObject({ code: "unexpected-char", index: 1, subject: "reference" });
    expect(errorOf(() => resolve(base, "//h:x"))).toMatchObject({ code: "invalid-port", index: 4, subject: "reference" });
  });

  it("checks the base before the reference", () => {
    expect(errorOf(() => resolve("a b", "c d")).subject).toBe("base");
  });
});
