/**
 * Character classes of RFC 3986 as one lookup table of bit flags, indexed by UTF-16 code unit (ASCII only).
 * The table is built once at load from `CHAR_CLASS_RANGES`, which tools/grammar/generate.mjs writes from the ABNF of
 * RFC 3986 Appendix A, as it writes the same bytes for the AssemblyScript scanner.
 */
import { CHAR_CLASS_RANGES } from "./generated/grammar.js";

// The flags and their code points are generated from the ABNF of RFC 3986 Appendix A (tools/grammar/).
export { ALPHA, DIGIT, HEXDIG, SCHEME_CHAR, UNRESERVED, SUB_DELIMS, PCHAR, QUERY, USERINFO, REG_NAME, GEN_DELIMS } from "./generated/grammar.js";

/**
 * Code units by their Unicode names, for readable comparisons in the parsers: the delimiters of RFC 3986 §2.2
 * and the "%" of §2.1.
 */
// Declared before the table is built at load, so that esbuild inlines them as literals (bundle size: packages/uri/test/size.test.ts holds the budget).
export const PERCENT_SIGN = 0x25;
export const SOLIDUS = 0x2f;
export const COLON = 0x3a;
export const QUESTION_MARK = 0x3f;
export const NUMBER_SIGN = 0x23;
export const COMMERCIAL_AT = 0x40;
export const LEFT_SQUARE_BRACKET = 0x5b;
export const RIGHT_SQUARE_BRACKET = 0x5d;
export const FULL_STOP = 0x2e;

function buildCharClass(): Uint16Array {
  const table = new Uint16Array(128);
  // Each class as ranges: pairs of first and last character, so "AZaz" is A-Z and a-z, "$$" is "$" alone.
  for (let bit = 0; bit < CHAR_CLASS_RANGES.length; bit++) {
    const ranges = CHAR_CLASS_RANGES[bit]!;
    for (let i = 0; i < ranges.length; i += 2) {
      for (let c = ranges.charCodeAt(i); c <= ranges.charCodeAt(i + 1); c++) table[c] |= 1 << bit;
    }
  }
  return table;
}

/**
 * Bit flags per ASCII code unit: `CHAR_CLASS[c] & PCHAR` is non-zero when `c` may stand unencoded in a path segment.
 * ```abnf
 * unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * reserved   = gen-delims / sub-delims
 * ```
 * RFC 3986 §2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-2.2>
 * See also RFC 3986 §2.3
 */
export const CHAR_CLASS: Readonly<Uint16Array> = buildCharClass();

/**
 * Whether code unit `c` is in the character class `flag` (false for every non-ASCII unit).
 * ```abnf
 * pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
 * ```
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export function hasCharClass(c: number, flag: number): boolean {
  return c < 0x80 && (CHAR_CLASS[c]! & flag) !== 0;
}
