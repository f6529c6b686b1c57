/**
 * Character classes of the RFC 1738 §5 scheme grammars as bit flags per ASCII code unit. `uchar` here is RFC 1738's
 * `unreserved | escape` brought up to RFC 3986: "~" is `unreserved` (RFC 3986 §2.3) and so counts as `uchar`.
 * `%` stands for `escape`; RFC 3986 parsing has already checked that two hex digits follow it.
 * ```abnf
 * uchar      = unreserved | escape
 * unreserved = alpha | digit | safe | extra
 * safe       = "$" | "-" | "_" | "." | "+"
 * extra      = "!" | "*" | "'" | "(" | ")" | ","
 * reserved   = ";" | "/" | "?" | ":" | "@" | "&" | "="
 * ```
 * RFC 1738 §5 <https://www.rfc-editor.org/rfc/rfc1738#section-5>
 */
export const RFC1738_CLASS: Uint8Array = buildClass();

/** `uchar` less the two hex digits of an escape. */
export const UCHAR = 1 << 0;
/** ";" */
export const SEMICOLON = 1 << 1;
/** "/" */
export const SLASH = 1 << 2;
/** "?" */
export const QUESTION = 1 << 3;
/** ":" */
export const COLON = 1 << 4;
/** "@" */
export const AT = 1 << 5;
/** "&" */
export const AMPERSAND = 1 << 6;
/** "=" */
export const EQUALS = 1 << 7;

function buildClass(): Uint8Array {
  const table = new Uint8Array(128);
  const uchar = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789$-_.+!*'(),~%";
  for (let i = 0; i < uchar.length; i++) table[uchar.charCodeAt(i)] = 1 << 0;
  const reserved = ";/?:@&=";
  for (let i = 0; i < reserved.length; i++) table[reserved.charCodeAt(i)] = 1 << (i + 1);
  return table;
}

/**
 * The index of the first code unit in `text[start, end)` outside `uchar` and the reserved characters in `allowed`
 * (a mask of the flags above), or -1 when every one is allowed.
 * ```abnf
 * uchar = unreserved | escape
 * ```
 * RFC 1738 §5 <https://www.rfc-editor.org/rfc/rfc1738#section-5>
 */
export function findDisallowed(text: string, start: number, end: number, allowed: number): number {
  const mask = allowed | UCHAR;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || (RFC1738_CLASS[c] & mask) === 0) return i;
  }
  return -1;
}
