import { describe, expect, it } from "vitest";
import { parse, parseAbsoluteUri, parseRelativeRef, parseUri } from "./parse.js";
import { UriError } from "./uri-error.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("parse (RFC 3986 §4.1)", () => {
  it("tells absent from empty components", () => {
    expect(parse("http://a/?")).toMatchObject({ query: "", fragment: undefined });
    expect(parse("http://a:/")).toMatchObject({ port: "", userinfo: undefined });
    expect(parse("http://@a/")).toMatchObject({ userinfo: "" });
    expect(parse("file:///x")).toMatchObject({ host: "", path: "/x" });
    expect(parse("x")).toMatchObject({ host: undefined, path: "x" });
  });

  it("keeps case and percent-encoding as written", () => {
    expect(parse("HTTP://Ex%41mple.COM/%7e")).toMatchObject({ scheme: "HTTP", host: "Ex%41mple.COM", path: "/%7e" });
  });

  it("every result has the same seven keys", () => {
    expect(Object.keys(parse("a"))).toEqual(["scheme", "userinfo", "host", "port", "path", "query", "fragment"]);
  });

  it("says what was wrong, where, and under which rule", () => {
    const e = errorOf(() => parse("http://example.com/a^b"));
    expect(e.message).toBe('invalid character "^" in path at index 20 (unexpected-char, path, RFC 3986 §3.3)');
    expect(e.rule).toBe("path");
    expect(e.subject).toBe("input");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("UriError");
    expect(errorOf(() => parse("http://a:8x/")).message).toBe(
      'invalid character "x" in port (digits only) at index 10 (invalid-port, port, RFC 3986 §3.2.3)',
    );
    expect(errorOf(() => parse("http://[::1")).message).toContain("not closed");
    expect(errorOf(() => parse("http://a b/")).rule).toBe("reg-name");
    expect(errorOf(() => parse("http://u r@b/")).rule).toBe("userinfo");
    expect(errorOf(() => parse("?a b")).rule).toBe("query");
    expect(errorOf(() => parse("#a b")).rule).toBe("fragment");
    expect(errorOf(() => parse("/%4")).message).toContain("end of input");
    expect(errorOf(() => parse("/\u0000")).message).toContain('"\\u0000"');
  });
});

describe("the productions of RFC 3986 §3, §4.2, §4.3", () => {
  it("parseUri needs a scheme", () => {
    expect(parseUri("a:b").scheme).toBe("a");
    const e = errorOf(() => parseUri("a/b"));
    expect([e.code, e.index]).toEqual(["missing-scheme", 1]);
    expect(errorOf(() => parseUri("//h")).index).toBe(0);
    expect(errorOf(() => parseUri("")).code).toBe("missing-scheme");
  });

  it("parseUri fails where the URI rule stops, also on text that is no URI reference either", () => {
    // Without a scheme and its ":", at the first character the scheme cannot take (not at the ":" that makes the
    // text a bad relative reference, RFC 3986 §4.2); with them, where parse fails.
    const at = (s: string) => {
      const e = errorOf(() => parseUri(s));
      return [e.code, e.index];
    };
    expect(at("3ttp://a.com")).toEqual(["missing-scheme", 0]);
    expect(at("exam=ple:foo")).toEqual(["missing-scheme", 4]);
    expect(at("a%20:foo")).toEqual(["missing-scheme", 1]);
    expect(at("(:")).toEqual(["missing-scheme", 0]);
    expect(at("foo\\bar")).toEqual(["missing-scheme", 3]);
    expect(at("http://[::1")).toEqual(["unclosed-ip-literal", 7]);
    expect(at("a:b c")).toEqual(["unexpected-char", 3]);
  });

  it("parseAbsoluteUri refuses a fragment", () => {
    expect(parseAbsoluteUri("a:b?c").query).toBe("c");
    const e = errorOf(() => parseAbsoluteUri("a:b?c#d"));
    expect([e.code, e.index]).toEqual(["unexpected-char", 5]);
  });

  it("parseRelativeRef refuses a scheme", () => {
    expect(parseRelativeRef("//h/p").host).toBe("h");
    const e = errorOf(() => parseRelativeRef("http:g"));
    expect([e.code, e.index]).toEqual(["unexpected-char", 4]);
  });
});
