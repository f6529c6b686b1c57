import { abnfOracle } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSchemeName, matchScheme } from "./match-scheme.js";

// The ABNF oracle of @urikit/corpus compiles `scheme` from the RFC's text, independently of the generated regex.
const scheme = abnfOracle("scheme");

/** The end of the longest scheme at the start of `s` by the oracle (every non-empty prefix of a scheme is one), or -1. */
function oracleEnd(s: string): number {
  const bad = scheme.check(s);
  const end = bad === -1 ? s.length : bad;
  return end === 0 ? -1 : end;
}

describe("matchScheme and isSchemeName (RFC 3986 §3.1)", () => {
  it.each([
    ["http", 4],
    ["HTTP+x.y-z://a", 10],
    ["a1:", 2],
    ["1a", -1],
    ["", -1],
    ["+a", -1],
    ["é", -1],
    ["ab\u00e9", 2],
  ])("matchScheme(%j) = %i", (s, end) => {
    expect(matchScheme(s, 0, s.length)).toBe(end);
  });

  it("starts at `start` and stops at `end`", () => {
    expect(matchScheme("xx http:", 3, 8)).toBe(7);
    expect(matchScheme("http", 0, 2)).toBe(2);
    expect(matchScheme("http", 2, 2)).toBe(-1);
    expect(matchScheme("http", 4, 4)).toBe(-1);
  });

  it("isSchemeName takes a whole scheme only, and answers false for a non-string", () => {
    expect(isSchemeName("web+x")).toBe(true);
    expect(isSchemeName("a b")).toBe(false);
    expect(isSchemeName("")).toBe(false);
    expect(isSchemeName(1 as never)).toBe(false);
  });

  it("property: agrees with the ABNF oracle of `scheme` on any string (fixed seed)", () => {
    const unit = fc.constantFrom(..."aZ09+-.:/%é_ ".split(""));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }).map((a) => a.join("")), (s) => {
        expect(matchScheme(s, 0, s.length)).toBe(oracleEnd(s));
        expect(isSchemeName(s)).toBe(scheme.accepts(s));
      }),
      { seed: 19, numRuns: 2000 },
    );
  });
});
