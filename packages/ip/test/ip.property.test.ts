import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkIPLiteral, checkIPv4address, checkIPv6address, checkIPvFuture, formatIPv6, isIPv6, parseIPv6 } from "../src/index.js";
import { checkIPLiteralWithZone } from "../src/zone.js";
import { referenceCheck } from "./reference/abnf.js";

const SEED = 20250101;
const params = (numRuns: number): fc.Parameters<unknown> => ({ seed: SEED, numRuns });

/** Words biased towards zero runs, so that "::" placement and RFC 5952 tie-breaking get exercised. */
const word = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(0xffff) }, { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }) });
const words = fc.array(word, { minLength: 8, maxLength: 8 });

/** Valid IPv6 text in every form (fast-check's generator follows RFC 3986 §3.2.2), in random case. */
const ipv6Text = fc.tuple(fc.ipV6(), fc.boolean()).map(([s, upper]) => (upper ? s.toUpperCase() : s));

describe("formatIPv6 and parseIPv6", () => {
  it("parseIPv6(formatIPv6(w)) equals w", () => {
    fc.assert(
      fc.property(words, (w) => {
        const text = formatIPv6(w);
        expect(isIPv6(text)).toBe(true);
        expect([...parseIPv6(text)]).toEqual(w);
      }),
      params(5000),
    );
  });

  it("formatIPv6(parseIPv6(x)) is valid and reparses to the same words", () => {
    fc.assert(
      fc.property(ipv6Text, (x) => {
        const parsed = parseIPv6(x);
        const text = formatIPv6(parsed);
        expect(checkIPv6address(text, 0, text.length)).toBe(-1);
        expect(parseIPv6(text)).toEqual(parsed);
      }),
      params(5000),
    );
  });

  it("formatIPv6 output is stable", () => {
    fc.assert(
      fc.property(ipv6Text, (x) => {
        const once = formatIPv6(parseIPv6(x));
        expect(formatIPv6(parseIPv6(once))).toBe(once);
      }),
      params(3000),
    );
  });

  it("formatIPv6 output is lowercase, has at most one '::' and never shortens a single zero group", () => {
    fc.assert(
      fc.property(words, (w) => {
        const text = formatIPv6(w);
        expect(text).toBe(text.toLowerCase());
        expect(text.split("::").length).toBeLessThanOrEqual(2);
        if (text.includes("::") && !text.startsWith("::ffff:") ) {
          const explicit = text.split("::").flatMap((side) => (side === "" ? [] : side.split(":")));
          expect(8 - explicit.length).toBeGreaterThanOrEqual(2);
        }
      }),
      params(3000),
    );
  });
});

describe("checkIPv6address", () => {
  it("reports an injected invalid character at its own position", () => {
    const bad = fc.constantFrom("g", "^", " ", "é", "%", "[", "]", "/", "\u0000", "\ud83d\ude00", "G", "-");
    fc.assert(
      fc.property(ipv6Text, bad, fc.nat(), (x, b, n) => {
        const p = n % (x.length + 1);
        const y = x.slice(0, p) + b + x.slice(p);
        // x.slice(0, p) is a prefix of the valid x, and b is in no IPv6address, so p is the first unit not taken.
        expect(checkIPv6address(y, 0, y.length)).toBe(p);
      }),
      params(5000),
    );
  });

  it("agrees with the ABNF reference on random strings over 0-9a-fA-F:.g", () => {
    const unit = fc.constantFrom(..."0123456789abcdefABCDEF:.g");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 45 }), (s) => {
        expect(checkIPv6address(s, 0, s.length)).toBe(referenceCheck("IPv6address", s));
      }),
      params(5000),
    );
  });

  it("agrees with the ABNF reference on strings built from IPv6 pieces", () => {
    const piece = fc.constantFrom("::", ":", "0", "1", "ff", "abcd", "12345", ".", "1.2.3.4", "255.", "256", "01", "g");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const s = pieces.join("");
        expect(checkIPv6address(s, 0, s.length)).toBe(referenceCheck("IPv6address", s));
      }),
      params(10000),
    );
  });
});

describe("other rules against the ABNF reference", () => {
  it("checkIPv4address", () => {
    const unit = fc.constantFrom(..."0123456789.", "25", "1", "0");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 18 }), (units) => {
        const s = units.join("");
        expect(checkIPv4address(s, 0, s.length)).toBe(referenceCheck("IPv4address", s));
      }),
      params(5000),
    );
  });

  it("checkIPvFuture", () => {
    const unit = fc.constantFrom(..."vV0aF.:!~-%[]g z");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 12 }), (s) => {
        expect(checkIPvFuture(s, 0, s.length)).toBe(referenceCheck("IPvFuture", s));
      }),
      params(5000),
    );
  });

  it("checkIPLiteral, with and without zones", () => {
    const piece = fc.constantFrom("[", "]", "::", ":", "1", "fe80", "1.2.3.4", "%25", "%", "eth0", "%41", "v1.", "x", "V", ".");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const s = pieces.join("");
        expect(checkIPLiteral(s, 0, s.length)).toBe(referenceCheck("IPLiteral", s));
        expect(checkIPLiteralWithZone(s, 0, s.length)).toBe(referenceCheck("IPLiteralZ", s));
      }),
      params(10000),
    );
  });
});
