import fc from "fast-check";
import { UriError, decode, parseUriReference, removeDotSegments } from "@urikit/core";
import { parseQuery } from "@urikit/query";
import { describe, expect, it } from "vitest";
import {
  withFragment,
  withHost,
  withPath,
  withPathSegments,
  withPort,
  withQuery,
  withQueryParam,
  withScheme,
  withUserinfo,
  withoutQueryParam,
} from "./with.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("with* edits one component (RFC 3986 §3)", () => {
  const u = "http://user@example.com:8080/a/b?q=1#f";
  it("sets and removes each component", () => {
    expect(withScheme(u, "https")).toBe("https://user@example.com:8080/a/b?q=1#f");
    expect(withUserinfo(u, "a b:c@d")).toBe("http://a%20b:c%40d@example.com:8080/a/b?q=1#f");
    expect(withUserinfo(u, undefined)).toBe("http://example.com:8080/a/b?q=1#f");
    expect(withHost(u, "exä mple.org")).toBe("http://user@ex%C3%A4%20mple.org:8080/a/b?q=1#f");
    expect(withPort(u, 443)).toBe("http://user@example.com:443/a/b?q=1#f");
    expect(withPort(u, "")).toBe("http://user@example.com:/a/b?q=1#f");
    expect(withPort(u, undefined)).toBe("http://user@example.com/a/b?q=1#f");
    expect(withPath(u, "/x y/%z")).toBe("http://user@example.com:8080/x%20y/%25z?q=1#f");
    expect(withPath(u, "")).toBe("http://user@example.com:8080?q=1#f");
    expect(withQuery(u, "a=b c&d#")).toBe("http://user@example.com:8080/a/b?a=b%20c&d%23#f");
    expect(withQuery(u, [["a b", "&"]])).toBe("http://user@example.com:8080/a/b?a%20b=%26#f");
    expect(withQuery(u, [["a b", "+"]], { form: true })).toBe("http://user@example.com:8080/a/b?a+b=%2B#f");
    expect(withQuery(u, undefined)).toBe("http://user@example.com:8080/a/b#f");
    expect(withFragment(u, "sec 1#2")).toBe("http://user@example.com:8080/a/b?q=1#sec%201%232");
    expect(withFragment(u, undefined)).toBe("http://user@example.com:8080/a/b?q=1");
  });

  it("takes components as well as text, and leaves the input alone", () => {
    const c = parseUriReference("http://a/b");
    expect(withFragment(c, "x")).toBe("http://a/b#x");
    expect(c.fragment).toBeUndefined();
    expect(withPath({ path: "" }, "a")).toBe("a");
    expect(() => withPath({ path: "a:b" }, "x")).toThrowError(UriError);
    expect(() => withPath(null as unknown as string, "x")).toThrowError(TypeError);
    expect(() => withPath("http://a b", "x")).toThrowError(UriError);
  });

  it("brackets IP literals and checks IPv6 (§3.2.2)", () => {
    expect(withHost("http://a/", "::1")).toBe("http://[::1]/");
    expect(withHost("http://a/", "[2001:db8::7]")).toBe("http://[2001:db8::7]/");
    expect(withHost("http://a/", "v7.x:y")).toBe("http://[v7.x:y]/");
    expect(withHost("http://a/", "192.0.2.1")).toBe("http://192.0.2.1/");
    expect(withHost("http://a/", "")).toBe("http:///");
    const e = errorOf(() => withHost("http://a/", "1:2:3"));
    expect([e.code, e.rule, e.index]).toEqual(["invalid-ip-literal", "host", 0]);
    expect(errorOf(() => withHost("http://a/", "[x]")).index).toBe(1);
  });

  it("throws UriError naming the component for a value that cannot be made valid", () => {
    const scheme = errorOf(() => withScheme("a:b", "ht:tp"));
    expect([scheme.code, scheme.rule, scheme.index]).toEqual(["invalid-scheme", "scheme", 2]);
    expect(errorOf(() => withScheme("a:b", "1http")).index).toBe(0);
    expect(errorOf(() => withScheme("a:b", "")).code).toBe("invalid-scheme");
    const port = errorOf(() => withPort("http://a/", "80a"));
    expect([port.code, port.rule, port.index]).toEqual(["invalid-port", "port", 2]);
    expect(errorOf(() => withPort("http://a/", 65536)).rule).toBe("port");
    expect(errorOf(() => withPort("http://a/", 1.5)).rule).toBe("port");
    expect(errorOf(() => withPort("/x", 80)).rule).toBe("port");
    expect(errorOf(() => withUserinfo("/x", "me")).rule).toBe("userinfo");
    expect(errorOf(() => withPath("http://a", "x")).rule).toBe("path");
    const surrogate = errorOf(() => withFragment("a", "x\uD800"));
    expect([surrogate.code, surrogate.rule, surrogate.index]).toEqual(["invalid-utf8", "fragment", 1]);
    expect(() => withPort("http://a/", null as unknown as number)).toThrowError(TypeError);
    expect(() => withHost("http://a/", 1 as unknown as string)).toThrowError(TypeError);
    expect(() => withScheme("a:b", 1 as unknown as string)).toThrowError(TypeError);
    expect(() => withPath("a", 1 as unknown as string)).toThrowError(TypeError);
    expect(() => withPathSegments("a", "a/b" as unknown as string[])).toThrowError(TypeError);
  });
});

describe("edits that would change another component's meaning (§3.3, §4.2, §5.2.3)", () => {
  it("removing the authority from a path that begins with // puts /. before it", () => {
    expect(withHost("http://a//x/y", undefined)).toBe("http:/.//x/y");
    expect(parseUriReference(withHost("http://a//x/y", undefined)).host).toBeUndefined();
    expect(removeDotSegments(parseUriReference(withHost("http://u@a:1//x", undefined)).path)).toBe("//x");
    expect(withPath("mailto:x", "//y")).toBe("mailto:/.//y");
  });
  it("removing the scheme from a path whose first segment has ':' puts ./ before it (§4.2)", () => {
    expect(withScheme("urn:isbn:0451450523", undefined)).toBe("./isbn:0451450523");
    expect(withScheme("a:b/c:d", undefined)).toBe("b/c:d");
    expect(withPath("", "a:b")).toBe("./a:b");
    expect(withPath("?q", "a/b:c")).toBe("a/b:c?q");
  });
  it("adding an authority roots a relative path, as §5.2.3's merge does", () => {
    expect(withHost("mailto:me", "h")).toBe("mailto://h/me");
    expect(withHost("a/b?q", "h")).toBe("//h/a/b?q");
  });
});

describe("query parameters", () => {
  it("withQueryParam replaces the first pair of the name, drops later ones, appends when absent", () => {
    expect(withQueryParam("http://a/?x=1&y=%41&x=2", "x", "a b")).toBe("http://a/?x=a%20b&y=%41");
    expect(withQueryParam("http://a/", "k", "v&w")).toBe("http://a/?k=v%26w");
    expect(withQueryParam("http://a/?", "k", "")).toBe("http://a/?k=");
    expect(withQueryParam("http://a/?a+b=1", "a b", "2", { form: true })).toBe("http://a/?a+b=2");
    expect(withQueryParam("http://a/?a+b=1", "a b", "2")).toBe("http://a/?a+b=1&a%20b=2");
  });
  it("withoutQueryParam removes every pair of the name and the ? when nothing is left", () => {
    expect(withoutQueryParam("http://a/?x=1&y=2&x=3#f", "x")).toBe("http://a/?y=2#f");
    expect(withoutQueryParam("http://a/?x=1&&x", "x")).toBe("http://a/");
    expect(withoutQueryParam("http://a/?", "x")).toBe("http://a/?");
    expect(withoutQueryParam("http://a/?y", "x")).toBe("http://a/?y");
    expect(withoutQueryParam("http://a/", "x")).toBe("http://a/");
    expect(() => withoutQueryParam("http://a/", 1 as unknown as string)).toThrowError(TypeError);
    expect(() => withoutQueryParam("http://a/", "x", { form: 1 as unknown as boolean })).toThrowError(RangeError);
    expect(() => withQueryParam("http://a/", "x", "y", null as unknown as object)).toThrowError(TypeError);
  });
});

describe("withPathSegments", () => {
  it("encodes / inside a segment and roots the path under an authority", () => {
    expect(withPathSegments("http://a/x", ["a/b", "c d"])).toBe("http://a/a%2Fb/c%20d");
    expect(withPathSegments("http://a", [])).toBe("http://a");
    expect(withPathSegments("x/y", ["p", "q"])).toBe("p/q");
    expect(withPathSegments("/x", ["", "q"])).toBe("/.//q");
    expect(withPathSegments("", ["a:b"])).toBe("./a:b");
    expect(errorOf(() => withPathSegments("x", ["", "a"])).rule).toBe("path");
  });
});

// The rule that holds the builder: the result parses, and reading the component back gives exactly the value.
describe("property: parse(with*(u, x)) reads back x", () => {
  const uris = fc.constantFrom(
    "http://user@example.com:8080/a/b?q=1#f",
    "mailto:me@example.org",
    "urn:isbn:0451450523",
    "//h/p",
    "a/b:c?x",
    "",
    "file:///c:/x",
    "http://[::1]/",
    "s:/x//y",
  );
  const text = fc.string({ unit: "grapheme", maxLength: 10 });
  const parsed = (s: string) => parseUriReference(s);
  // the §4.2 dot segment that finish() may put before a path
  const undot = (p: string) => (p.startsWith("/.//") ? p.slice(2) : p.startsWith("./") ? p.slice(2) : p);

  it("userinfo, host, query, fragment", () => {
    fc.assert(
      fc.property(uris, text, (u, x) => {
        const hasHost = parsed(u).host !== undefined;
        if (hasHost) expect(decode(parsed(withUserinfo(u, x)).userinfo!)).toBe(x);
        if (!x.includes(":")) expect(decode(parsed(withHost(u, x)).host!)).toBe(x);
        expect(decode(parsed(withQuery(u, x)).query!)).toBe(x);
        expect(decode(parsed(withFragment(u, x)).fragment!)).toBe(x);
      }),
      { numRuns: 500, seed: 24 },
    );
  });
  it("scheme and port", () => {
    const scheme = fc.stringMatching(/^[A-Za-z][A-Za-z0-9+.-]{0,6}$/);
    fc.assert(
      fc.property(uris, scheme, fc.integer({ min: 0, max: 65535 }), (u, s, port) => {
        expect(parsed(withScheme(u, s)).scheme).toBe(s);
        if (parsed(u).host !== undefined) expect(parsed(withPort(u, port)).port).toBe(String(port));
      }),
      { numRuns: 300, seed: 24 },
    );
  });
  it("IPv6 hosts come back in brackets", () => {
    fc.assert(
      fc.property(uris, fc.ipV6(), (u, ip) => {
        expect(parsed(withHost(u, ip)).host).toBe(`[${ip}]`);
      }),
      { numRuns: 200, seed: 24 },
    );
  });
  it("path and segments", () => {
    fc.assert(
      fc.property(uris, text, fc.array(text, { maxLength: 4 }), (u, x, segs) => {
        const hasHost = parsed(u).host !== undefined;
        const path = hasHost && x !== "" && !x.startsWith("/") ? "/" + x : x;
        expect(decode(undot(parsed(withPath(u, path)).path))).toBe(path);
        const rooted = hasHost || parsed(u).path.startsWith("/");
        if (!rooted && segs.length > 1 && segs[0] === "") {
          expect(() => withPathSegments(u, segs)).toThrowError(UriError);
          return;
        }
        const p = undot(parsed(withPathSegments(u, segs)).path);
        const read = p === "" ? [] : p.replace(/^\//, "").split("/").map(decode);
        expect(read).toEqual(segs.length === 1 && segs[0] === "" && !rooted ? [] : segs);
      }),
      { numRuns: 500, seed: 24 },
    );
  });
  it("query parameters", () => {
    fc.assert(
      fc.property(uris, text, text, fc.boolean(), (u, n, v, form) => {
        const q = parsed(withQueryParam(u, n, v, { form })).query!;
        const pairs = parseQuery(q, { form });
        expect(pairs.filter(([name]) => name === n)).toEqual([[n, v]]);
        const without = parsed(withoutQueryParam(withQueryParam(u, n, v, { form }), n, { form })).query;
        expect(parseQuery(without ?? "", { form }).some(([name]) => name === n)).toBe(false);
      }),
      { numRuns: 500, seed: 24 },
    );
  });
});
