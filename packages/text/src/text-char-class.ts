import { CHAR_CLASS, GEN_DELIMS, HEXDIG, SCHEME_CHAR, SUB_DELIMS, UNRESERVED } from "@urikit/core/chars";

/** A code unit that may stand in a URI: `unreserved / reserved / "%"` (RFC 3986 §2). */
export const IN_URI = 1 << 0;
/** `ALPHA / DIGIT / "+" / "-" / "."`: a scheme character, and what breaks a word boundary (RFC 3986 §3.1). */
export const IN_SCHEME = 1 << 1;
/** The whitespace RFC 3986 Appendix C lets a writer put inside `<…>`: space, tab, CR, LF, FF. */
export const SPACE = 1 << 2;
/** Punctuation dropped from the end of a bare URI (GFM's autolink rule): `. , : ; ! ? * _ ~ '`. */
export const TRAILING_PUNCTUATION = 1 << 3;
/** Code units the forward scan of a candidate looks at closely: `( ) [ ] # % ' / ? @ \\`. */
export const SPECIAL = 1 << 4;
/** What may continue a candidate: the URI characters, and `\\` and `{`, which then spoil it. */
export const CONTINUES = 1 << 5;
/** CR and LF: a line break inside `<…>`. */
export const LINE_BREAK = 1 << 6;
/** `HEXDIG` (RFC 3986 §2.1). */
export const HEX = 1 << 7;

function buildTextClass(): Uint8Array {
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const flags = CHAR_CLASS[c];
    if ((flags & (UNRESERVED | GEN_DELIMS | SUB_DELIMS)) !== 0) table[c] |= IN_URI;
    if ((flags & SCHEME_CHAR) !== 0) table[c] |= IN_SCHEME;
    if ((flags & HEXDIG) !== 0) table[c] |= HEX;
  }
  table[0x25] |= IN_URI; // "%": stands in a URI as the start of pct-encoded
  for (const c of " \t\r\n\f") table[c.charCodeAt(0)] |= SPACE;
  for (const c of "\r\n") table[c.charCodeAt(0)] |= LINE_BREAK;
  for (const c of ".,:;!?*_~'") table[c.charCodeAt(0)] |= TRAILING_PUNCTUATION;
  for (const c of "()[]#%'/?@\\{") table[c.charCodeAt(0)] |= SPECIAL;
  for (let c = 0; c < 128; c++) if ((table[c] & IN_URI) !== 0) table[c] |= CONTINUES;
  table[0x5c] |= CONTINUES; // "\\" spoils a candidate rather than ending it
  table[0x7b] |= CONTINUES; // "{" too: a URI Template (RFC 6570) is no URI, and no URI is cut out of it
  return table;
}

/**
 * Flags per ASCII code unit for finding URIs in text, derived from the RFC 3986 character classes of
 * `@urikit/core` (one grammar source); every unit ≥ 0x80 has none.
 * ```abnf
 * reserved   = gen-delims / sub-delims
 * unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * ```
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export const TEXT_CLASS: Uint8Array = buildTextClass();

/** Whether code unit `c` (any number, -1 included) carries `flag`. */
export function hasFlag(c: number, flag: number): boolean {
  return c >= 0 && c < 128 && (TEXT_CLASS[c] & flag) !== 0;
}
