/**
 * Character tables and code-unit names for the IP rules of RFC 3986 §3.2.2 and RFC 6874 §2.
 * Each table is a `Uint8Array(128)` indexed by an ASCII code unit: 1 when the unit is in the set, 0 otherwise.
 * Callers guard `c < 0x80` first, so every non-ASCII unit is outside every set.
 * These tables are internal to `@urikit/ip`; `@urikit/core` keeps its own (the dependency runs core → ip, and the
 * core tables carry more classes than the IP rules need).
 */

const DIGIT_CHARS = "0123456789";
const HEXDIG_CHARS = DIGIT_CHARS + "ABCDEFabcdef";
const ALPHA_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const UNRESERVED_CHARS = ALPHA_CHARS + DIGIT_CHARS + "-._~";
const SUB_DELIMS_CHARS = "!$&'()*+,;=";

function table(chars: string): Uint8Array {
  const t = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) t[chars.charCodeAt(i)] = 1;
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
export const DIGIT: Readonly<Uint8Array> = table(DIGIT_CHARS);

/**
 * `HEXDIG`: hexadecimal digits in either case (ABNF string literals are case-insensitive).
 * ```abnf
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
 * ```
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 * See also RFC 5234 Appendix B.1
 */
export const HEXDIG: Readonly<Uint8Array> = table(HEXDIG_CHARS);

/**
 * `unreserved`: characters allowed in a URI without percent-encoding and without a reserved purpose.
 * ```abnf
 * unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * ```
 * RFC 3986 §2.3 <https://www.rfc-editor.org/rfc/rfc3986#section-2.3>
 */
export const UNRESERVED: Readonly<Uint8Array> = table(UNRESERVED_CHARS);

/**
 * `sub-delims`: the reserved characters that delimit inside a component.
 * ```abnf
 * sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
 * ```
 * RFC 3986 §2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-2.2>
 */
export const SUB_DELIMS: Readonly<Uint8Array> = table(SUB_DELIMS_CHARS);

/**
 * The characters after the "." of an `IPvFuture`: `unreserved / sub-delims / ":"`.
 * ```abnf
 * IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export const IPVFUTURE_CHAR: Readonly<Uint8Array> = table(UNRESERVED_CHARS + SUB_DELIMS_CHARS + ":");

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

/** Code units by their Unicode names, for readable comparisons in the scanners. */
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
