import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DECODE_UNRESERVED,
  LOWERCASE_LETTERS,
  UPPERCASE_PERCENT_ENCODING,
  normalizePercentEncoding,
} from "./normalize-percent-encoding.js";

const ALL = DECODE_UNRESERVED | UPPERCASE_PERCENT_ENCODING;
const whole = (text: string, flags: number) => normalizePercentEncoding(text, 0, text.length, flags);

describe("normalizePercentEncoding (RFC 3986 §6.2.2.1, §6.2.2.2)", () => {
  it.each([
    ["", ""],
    ["abc", "abc"],
    ["%7e", "~"],
    ["%7E%2d%2E%5f", "~-._"],
    ["%41%5A%61%7a%30%39", "AZaz09"],
    ["%2f", "%2F"],
    ["%3a%3A", "%3A%3A"],
    ["%20", "%20"],
    ["%c3%a9", "%C3%A9"],
    ["%25", "%25"],
    ["%2541", "%2541"],
    ["a%2fb%7ec", "a%2Fb~c"],
  ])("%j → %j", (input, expected) => {
    expect(whole(input, ALL)).toBe(expected);
  });

  it("decodes without uppercasing the rest, and uppercases without decoding", () => {
    expect(whole("%7e%3a", DECODE_UNRESERVED)).toBe("~%3a");
    expect(whole("%7e%3a", UPPERCASE_PERCENT_ENCODING)).toBe("%7E%3A");
    expect(whole("%7e%3a", 0)).toBe("%7e%3a");
  });

  it("lowercases letters, decoded ones too, but never the hex digits of a %XX left encoded", () => {
    expect(whole("WWW.%4CX%c3%a9.COM", ALL | LOWERCASE_LETTERS)).toBe("www.lx%C3%A9.com");
    expect(whole("A%2fB", LOWERCASE_LETTERS)).toBe("a%2fb");
    expect(whole("A%2FB", LOWERCASE_LETTERS)).toBe("a%2Fb");
  });

  it("reads only text[start, end)", () => {
    const text = "http://EX%41MPLE.com/%7e";
    expect(normalizePercentEncoding(text, 7, 20, ALL | LOWERCASE_LETTERS)).toBe("example.com");
    expect(normalizePercentEncoding(text, 20, 24, ALL)).toBe("/~");
    expect(normalizePercentEncoding(text, 0, 4, LOWERCASE_LETTERS)).toBe("http");
  });
});

describe("normalizePercentEncoding on long components (many triplets changed: the pieces wait in a buffer)", () => {
  /** The same rules, written as one regex replace over triplets and literal runs: the test's oracle. */
  function oracle(text: string, flags: number): string {
    const decode = (flags & DECODE_UNRESERVED) !== 0;
    const upper = (flags & UPPERCASE_PERCENT_ENCODING) !== 0;
    const lower = (flags & LOWERCASE_LETTERS) !== 0;
    return text.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (piece) => {
      if (piece[0] !== "%") return lower ? piece.toLowerCase() : piece;
      const char = String.fromCharCode(parseInt(piece.slice(1), 16));
      if (decode && /^[A-Za-z0-9\-._~]$/.test(char)) return lower ? char.toLowerCase() : char;
      return upper ? piece.toUpperCase() : piece;
    });
  }
  // Literal runs of every length around the 16-unit cut, triplets decoded, uppercased or kept, in any mix.
  const piece = fc.oneof(
    fc.constantFrom("%41", "%7e", "%7E", "%2f", "%2F", "%3a", "%c3", "%A9", "%25", "%5a", "%61", "%30", "%2D"),
    fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]{1,40}$/),
  );
  // From 40 pieces on: more than the 32 changed triplets that join the output as string pieces.
  const text = fc.array(piece, { minLength: 40, maxLength: 400, size: "max" }).map((pieces) => pieces.join(""));

  it("equals the oracle for every flag, on texts of 40 to 400 pieces (fast-check)", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 7 }), (t, flags) => {
        expect(whole(t, flags)).toBe(oracle(t, flags));
      }),
      { seed: 6222, numRuns: 1000 },
    );
  });

  it("reads only text[start, end) there too", () => {
    fc.assert(
      fc.property(text, text, text, fc.integer({ min: 0, max: 7 }), (before, t, after, flags) => {
        expect(normalizePercentEncoding(before + t + after, before.length, before.length + t.length, flags)).toBe(oracle(t, flags));
      }),
      { seed: 6222, numRuns: 200 },
    );
  });

  it("on 10⁵ triplets in a row, each kind", () => {
    for (const [triplet, flags] of [["%41", ALL], ["%7e", ALL | LOWERCASE_LETTERS], ["%3a", ALL], ["%41", LOWERCASE_LETTERS], ["a%7E", ALL]] as const) {
      const t = triplet.repeat(100_000);
      expect(whole(t, flags)).toBe(oracle(t, flags));
    }
  });
});
