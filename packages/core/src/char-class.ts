/**
 * Character classes of RFC 3986 as one lookup table of bit flags, indexed by UTF-16 code unit (ASCII only).
 * The table is built once from the ABNF character sets spelled out below, so the sets read like the RFC.
 * `tools/gen-char-tables.mjs` reads the built table to emit the same bytes for the AssemblyScript scanner.
 */

/** `ALPHA = %x41-5A / %x61-7A`, the core rule RFC 3986 §1.3 takes from RFC 2234. */
export const ALPHA = 1 << 0;
/** `DIGIT = %x30-39`, the core rule RFC 3986 §1.3 takes from RFC 2234. */
export const DIGIT = 1 << 1;
/** `HEXDIG = DIGIT / "A"-"F"` (case-insensitive, RFC 3986 §2.1). */
export const HEXDIG = 1 << 2;
/** Characters after the first in `scheme`: `ALPHA / DIGIT / "+" / "-" / "."` (RFC 3986 §3.1). */
export const SCHEME_CHAR = 1 << 3;
/** `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 §2.3). */
export const UNRESERVED = 1 << 4;
/** `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 §2.2). */
export const SUB_DELIMS = 1 << 5;
/** `pchar` less `pct-encoded`: `unreserved / sub-delims / ":" / "@"` (RFC 3986 §3.3). */
export const PCHAR = 1 << 6;
/** `query` and `fragment` characters less `pct-encoded`: `pchar / "/" / "?"` (RFC 3986 §3.4, §3.5). */
export const QUERY = 1 << 7;
/** `userinfo` characters less `pct-encoded`: `unreserved / sub-delims / ":"` (RFC 3986 §3.2.1). */
export const USERINFO = 1 << 8;
/** `reg-name` characters less `pct-encoded`: `unreserved / sub-delims` (RFC 3986 §3.2.2). */
export const REG_NAME = 1 << 9;
/** `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (RFC 3986 §2.2). */
export const GEN_DELIMS = 1 << 10;

/**
 * Code units by their Unicode names, for readable comparisons in the parsers: the delimiters of RFC 3986 §2.2
 * and the "%" of §2.1.
 */
// Declared before the table is built at load, so that esbuild inlines them as literals (issue 10 §2: size).
export const PERCENT_SIGN = 0x25;
export const SOLIDUS = 0x2f;
export const COLON = 0x3a;
export const QUESTION_MARK = 0x3f;
export const NUMBER_SIGN = 0x23;
export const COMMERCIAL_AT = 0x40;
export const LEFT_SQUARE_BRACKET = 0x5b;
export const RIGHT_SQUARE_BRACKET = 0x5d;
export const FULL_STOP = 0x2e;

// Each class as ranges: pairs of first and last character, so "AZaz" is A-Z and a-z, "$$" is "$" alone.
// PERF: ranges instead of spelled-out alphabets keep the minified, gzipped bundle small (issue 10 §2).
const UNRESERVED_RANGES = "AZaz09-.__~~"; // ALPHA / DIGIT / "-" / "." / "_" / "~"
const SUB_DELIM_RANGES = "!!$$&,;;=="; // "!" / "$" / "&" "'" "(" ")" "*" "+" "," / ";" / "="

function buildCharClass(): Uint16Array {
  const table = new Uint16Array(128);
  const mark = (ranges: string, flag: number): void => {
    for (let i = 0; i < ranges.length; i += 2) {
      for (let c = ranges.charCodeAt(i); c <= ranges.charCodeAt(i + 1); c++) table[c] |= flag;
    }
  };
  mark("AZaz", ALPHA);
  mark("09", DIGIT);
  mark("09AFaf", HEXDIG);
  mark("AZaz09++-.", SCHEME_CHAR);
  mark(UNRESERVED_RANGES, UNRESERVED);
  mark(SUB_DELIM_RANGES, SUB_DELIMS);
  mark(UNRESERVED_RANGES + SUB_DELIM_RANGES + "::@@", PCHAR);
  mark(UNRESERVED_RANGES + SUB_DELIM_RANGES + "::@@//??", QUERY);
  mark(UNRESERVED_RANGES + SUB_DELIM_RANGES + "::", USERINFO);
  mark(UNRESERVED_RANGES + SUB_DELIM_RANGES, REG_NAME);
  mark("::////??##[[]]@@", GEN_DELIMS);
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
