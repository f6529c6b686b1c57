/**
 * Character tables and code-unit names for the IP rules of RFC 3986 §3.2.2 and RFC 6874 §2.
 * Each table is a `Uint8Array(128)` indexed by an ASCII code unit: 1 when the unit is in the set, 0 otherwise.
 * Callers guard `c < 0x80` first (or read past the end, which gives `undefined`), so every non-ASCII unit is outside
 * every set. The checkers of @urikit/ip test with `isDigit`/`isHexdig` and `IPVFUTURE_RUN`, no table (bundle size: packages/uri/test/size.test.ts holds the budget).
 * These tables are internal to `@urikit/ip`; `@urikit/core` keeps its own (the dependency runs core → ip, and the
 * core tables carry more classes than the IP rules need).
 */

/** Code units by their Unicode names, for readable comparisons in the scanners. */
// Declared before any function that reads them, so that esbuild inlines them as literals (a const read before its
// declaration in the file, even only inside a function, is kept as a variable) (bundle size: packages/uri/test/size.test.ts holds the budget).
export const PERCENT_SIGN = 0x25;
export const FULL_STOP = 0x2e;
export const DIGIT_ZERO = 0x30;
export const DIGIT_ONE = 0x31;
export const DIGIT_TWO = 0x32;
export const DIGIT_FOUR = 0x34;
export const DIGIT_FIVE = 0x35;
export const DIGIT_NINE = 0x39;
export const COLON = 0x3a;
export const LATIN_CAPITAL_LETTER_V = 0x56;
export const LEFT_SQUARE_BRACKET = 0x5b;
export const RIGHT_SQUARE_BRACKET = 0x5d;
export const LATIN_SMALL_LETTER_V = 0x76;
export const LATIN_SMALL_LETTER_A = 0x61;
export const LATIN_SMALL_LETTER_F = 0x66;

// Each class as ranges: pairs of first and last character, so "AZaz" is A-Z and a-z, "$$" is "$" alone.
// PERF: ranges instead of spelled-out alphabets keep the minified, gzipped bundle small (bundle size: packages/uri/test/size.test.ts holds the budget).
const DIGIT_RANGES = "09";
const HEXDIG_RANGES = "09AFaf";
const UNRESERVED_RANGES = "AZaz09-.__~~"; // ALPHA / DIGIT / "-" / "." / "_" / "~"
const SUB_DELIMS_RANGES = "!!$$&,;;=="; // "!" / "$" / "&" "'" "(" ")" "*" "+" "," / ";" / "="

function table(ranges: string): Uint8Array {
  const t = new Uint8Array(128);
  for (let i = 0; i < ranges.length; i += 2) t.fill(1, ranges.charCodeAt(i), ranges.charCodeAt(i + 1) + 1);
  return t;
}

/**
 * `DIGIT`: the ten decimal digits.
 * ```abnf
 * DIGIT = %x30-39
 * ```
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 * See also RFC 5234 Appendix B.1
 */
export const DIGIT: Readonly<Uint8Array> = /* @__PURE__ */ table(DIGIT_RANGES);

/**
 * `HEXDIG`: hexadecimal digits in either case (ABNF string literals are case-insensitive).
 * ```abnf
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
 * ```
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 * See also RFC 5234 Appendix B.1
 */
export const HEXDIG: Readonly<Uint8Array> = /* @__PURE__ */ table(HEXDIG_RANGES);

/**
 * Whether code unit `c` is a `DIGIT`. A comparison, not a table, so the bundles that check an IPv4address carry
 * no table (bundle size: packages/uri/test/size.test.ts holds the budget).
 * ```abnf
 * DIGIT = %x30-39
 * ```
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 */
export function isDigit(c: number): boolean {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}

/**
 * Whether code unit `c` is a `HEXDIG`, in either case. Comparisons, not a table (bundle size: packages/uri/test/size.test.ts holds the budget).
 * ```abnf
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
 * ```
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 */
export function isHexdig(c: number): boolean {
  const folded = c | 0x20; // "A"-"F" onto "a"-"f" (and nothing else into that range: 0x41-0x46 only)
  return isDigit(c) || (folded >= LATIN_SMALL_LETTER_A && folded <= LATIN_SMALL_LETTER_F);
}

/**
 * `unreserved`: characters allowed in a URI without percent-encoding and without a reserved purpose.
 * ```abnf
 * unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * ```
 * RFC 3986 §2.3 <https://www.rfc-editor.org/rfc/rfc3986#section-2.3>
 */
export const UNRESERVED: Readonly<Uint8Array> = /* @__PURE__ */ table(UNRESERVED_RANGES);

/**
 * `sub-delims`: the reserved characters that delimit inside a component.
 * ```abnf
 * sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
 * ```
 * RFC 3986 §2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-2.2>
 */
export const SUB_DELIMS: Readonly<Uint8Array> = /* @__PURE__ */ table(SUB_DELIMS_RANGES);

/**
 * The longest prefix of an `IPvFuture` at `lastIndex`, as a sticky regular expression: "v" (either case), then as
 * far as the input goes, 1*HEXDIG, ".", and the characters after it (`unreserved / sub-delims / ":"`). It fails
 * when the first unit is no "v". Linear: the only choice, whether the "." part is there, is settled by one unit.
 * PERF: one literal instead of tables built at load keeps the bundles that check an IP literal small (bundle size: packages/uri/test/size.test.ts holds the budget).
 * ```abnf
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export const IPVFUTURE_PREFIX = /[vV](?:[0-9A-Fa-f]+(?:\.[A-Za-z0-9\-._~!$&'()*+,;=:]*)?)?/y;

/**
 * Value of the hexadecimal digit `c` (the caller has checked `HEXDIG[c]`).
 * ```abnf
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
 * ```
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 * See also RFC 5234 Appendix B.1
 */
export function hexValue(c: number): number {
  // 0x20 folds "A"-"F" onto "a"-"f"; "a" (0x61) - 0x57 = 10.
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}
