import { uriReference } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { equal } from "./equal.js";
import { normalize } from "./normalize.js";
import { parse } from "./parse.js";

describe("equal and normalize (RFC 3986 §6.2.2, §6.2.3)", () => {
  it("compares strings and records under normalization", () => {
    expect(equal("HTTP://a:80/%7e", "http://a/~")).toBe(true);
    expect(equal(parse("http://[0:0::1]/"), "http://[::1]/")).toBe(true);
    expect(equal("http://a/x%2Fy", "http://a/x/y")).toBe(false);
    expect(equal("urn:ex:a/../b", "urn:ex:b")).toBe(false);
  });

  it("a reference that is no URI equals nothing, not even itself", () => {
    expect(equal("a b", "a b")).toBe(false);
    expect(equal(parse("a b"), "a")).toBe(false);
  });

  it("normalize gives a string for a string and a record for a record", () => {
    expect(normalize("HTTP://A/./b")).toBe("http://a/b");
    expect(normalize(parse("HTTP://A/./b"))).toEqual(parse("http://a/b"));
    expect(() => normalize("http://[::1")).toThrow(/unclosed-ip-literal/);
  });

  it("equal is reflexive and symmetric on valid references (fast-check, fixed seed)", () => {
    const part = fc.stringMatching(/^[a-zA-Z0-9%.~:/?#@!$&'()*+,;=-]{0,12}$/);
    fc.assert(
      fc.property(part, part, (a, b) => {
        const x = parse(a);
        const y = parse(b);
        if (x.error !== undefined || y.error !== undefined) return;
        expect(equal(a, a)).toBe(true);
        expect(equal(a, b)).toBe(equal(b, a));
      }),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  // Against spellings made here, not by the normalizer: a respelling RFC 3986 calls equivalent must compare equal,
  // and a reference with a different fragment (another resource or view, §3.5) must not.
  it("equal holds across §6.2.2.1 respellings and fails across a changed fragment (fast-check, fixed seed)", () => {
    fc.assert(
      fc.property(uriReference, fc.boolean(), fc.boolean(), (g, upperScheme, lowerHex) => {
        const a = g.text;
        let b = upperScheme && g.scheme !== undefined ? g.scheme.toUpperCase() + a.slice(g.scheme.length) : a;
        // §6.2.2.1: the hex digits of a percent-encoding are case-insensitive ("%" stands only in triplets here).
        if (lowerHex) b = b.replace(/%[0-9A-Fa-f]{2}/g, (t) => t.toLowerCase());
        expect(equal(a, b)).toBe(true);
        expect(equal(b, a)).toBe(true);
        const other = g.fragment === undefined ? a + "#x" : a + "x";
        expect(equal(a, other)).toBe(false);
        expect(equal(other, b)).toBe(false);
      }),
      { seed: 20261126, numRuns: 2000 },
    );
  });
});
