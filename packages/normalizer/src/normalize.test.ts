import { UriError, isUriReference } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { normalize } from "./normalize.js";

function errorOf(run: () => unknown): UriError {
  try {
    run();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("normalize (RFC 3986 §6.2.2, §6.2.3)", () => {
  it("follows the example of §6.2.2", () => {
    expect(normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")).toBe("example://a/b/c/%7Bfoo%7D");
  });

  it("decodes before removing dot segments, so %2E segments are dot segments (§6.2.2.2 then §6.2.2.3)", () => {
    expect(normalize("http://a/b/%2E%2E/c/%2e")).toBe("http://a/c/");
    expect(normalize("http://a/b/%2E%2E/c", { decodeUnreserved: false })).toBe("http://a/b/%2E%2E/c");
  });

  it('removes dot segments only from paths that begin with "/" (relative-path and rootless paths keep them)', () => {
    expect(normalize("../a/./b")).toBe("../a/./b");
    expect(normalize("/../a/./b")).toBe("/a/b");
    expect(normalize("//h/../a/./b")).toBe("//h/a/b");
    expect(normalize("s:/../a/./b")).toBe("s:/a/b");
    expect(normalize("s:../a/./b")).toBe("s:../a/./b");
    expect(normalize("urn:ex:a/../b")).toBe("urn:ex:a/../b");
  });

  it('keeps a path without authority from starting with "//" (§3.3)', () => {
    for (const input of ["/..//a", "s:/..//a", "s:/b/..//a", "/.//a"]) {
      const n = normalize(input);
      expect(n.endsWith("/.//a")).toBe(true);
      expect(isUriReference(n)).toBe(true);
      expect(normalize(n)).toBe(n);
    }
    expect(normalize("/.//a", { removeDotSegments: false })).toBe("/.//a");
  });

  it("drops an empty port always, and the default port of a registered scheme (§3.2.3, §6.2.3)", () => {
    expect(normalize("http://a:/")).toBe("http://a/");
    expect(normalize("x://a:/")).toBe("x://a/");
    expect(normalize("//a:")).toBe("//a");
    expect(normalize("http://a:80/")).toBe("http://a/");
    expect(normalize("HTTP://a:00080/")).toBe("http://a/");
    expect(normalize("http://a:8/")).toBe("http://a:8/");
    expect(normalize("http://a:800/")).toBe("http://a:800/");
    expect(normalize("http://a:0/")).toBe("http://a:0/");
    expect(normalize("x://a:80/")).toBe("x://a:80/");
    expect(normalize("//a:80/")).toBe("//a:80/");
  });

  it('makes an empty path "/" only after an authority and for a scheme registered with one (§6.2.3)', () => {
    expect(normalize("http://a")).toBe("http://a/");
    expect(normalize("HTTPS://a?q")).toBe("https://a/?q");
    expect(normalize("http:")).toBe("http:");
    expect(normalize("x://a")).toBe("x://a");
    expect(normalize("mailto:")).toBe("mailto:");
    expect(normalize("//a")).toBe("//a");
    // A scheme and a host already normal with nothing after them (the fast path), and the same with an empty host,
    // or a scheme the registry knows without an authority (mailto) or not at all (urn, foo).
    expect(["http://", "file://", "ws://h-1.x_y~z", "http://a.b", "foo://", "urn://x", "mailto://a"].map((s) => normalize(s))).toEqual([
      "http:///", "file:///", "ws://h-1.x_y~z/", "http://a.b/", "foo://", "urn://x", "mailto://a",
    ]);
  });

  it("keeps empty query and fragment, and an empty userinfo (§6.2.3)", () => {
    expect(normalize("http://a/?")).toBe("http://a/?");
    expect(normalize("http://a/#")).toBe("http://a/#");
    expect(normalize("http://a?#")).toBe("http://a/?#");
    expect(normalize("http://@a/")).toBe("http://@a/");
  });

  it("lowercases scheme and host only; userinfo, path, query and fragment keep their case (§6.2.2.1)", () => {
    expect(normalize("HTTP://User@WWW.Example.COM/Path?Q#F")).toBe("http://User@www.example.com/Path?Q#F");
    expect(normalize("HTTP://A/", { lowercaseScheme: false })).toBe("HTTP://a/");
    expect(normalize("HTTP://A/", { lowercaseHost: false })).toBe("http://A/");
  });

  it("never decodes reserved or non-ASCII octets, only uppercases them", () => {
    expect(normalize("http://a/%2f%3f%23?%26%3d#%20%c3%a9")).toBe("http://a/%2F%3F%23?%26%3D#%20%C3%A9");
  });

  it("rejects invalid input with the core parser's error", () => {
    const e = errorOf(() => normalize("http://[::1"));
    expect(e.code).toBe("unclosed-ip-literal");
    expect(e.index).toBe(7);
    expect(e.rule).toBe("IP-literal");
    expect(errorOf(() => normalize("http://a/%7")).code).toBe("invalid-pct-encoded");
    expect(errorOf(() => normalize("a b")).index).toBe(1);
  });

  it("returns the empty reference and plain references as they are", () => {
    expect(normalize("")).toBe("");
    expect(normalize("a")).toBe("a");
    expect(normalize("?")).toBe("?");
    expect(normalize("#")).toBe("#");
  });
});

describe("normalize: percent-encodings already normal, or not", () => {
  it("keeps a URI whose %XX are uppercase and not unreserved, and rebuilds one with a lowercase or unreserved %XX", () => {
    expect(normalize("http://a/b%20c/%C3%A9?q=%2F#%5B")).toBe("http://a/b%20c/%C3%A9?q=%2F#%5B");
    expect(normalize("http://a/b%2fc")).toBe("http://a/b%2Fc");
    expect(normalize("http://a/b%c3%A9")).toBe("http://a/b%C3%A9");
    expect(normalize("http://a/%7E%41%2D%2E%5F%30")).toBe("http://a/~A-._0");
    expect(normalize("http://a/x/%2E%2E/y%20")).toBe("http://a/y%20");
    expect(normalize("http://A%20B/%20")).toBe("http://a%20b/%20");
    expect(normalize("http://a:80/%20")).toBe("http://a/%20");
    expect(normalize("http://a%20b")).toBe("http://a%20b/");
  });
});
