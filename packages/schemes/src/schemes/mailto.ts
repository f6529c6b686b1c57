import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { PATH_END, PATH_START, QUERY_END, QUERY_START } from "@urikit/core/offsets";
import { decodeRange } from "../decode-range.js";
import type { SchemeRule } from "../registry.js";
import { AT, COLON, SEMICOLON, findDisallowed } from "../rfc1738-char-class.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

const CITE = "RFC 6068 §2";
const syntaxError = schemeSyntaxError(CITE);

/**
 * The fields of a `mailto` URI, decoded: the addresses of the path in `to`, and the header fields of the query in
 * `headers` (names lowercased, since header names are case-insensitive; `body` and `subject` included).
 */
export interface MailtoFields {
  to: string[];
  headers?: Record<string, string>;
}

/** Header fields whose repeated values are joined with "," (address lists); for others the last value wins. */
const ADDRESS_HEADERS = new Set(["to", "cc", "bcc"]);

/**
 * Parse the scheme-specific part of a `mailto` URI. Each address must be an `addr-spec` once decoded (dot-atom or
 * quoted-string local part, UTF-8 allowed per RFC 6532); characters RFC 6068 §2 says must be percent-encoded
 * ("/", "?", "&", ";", "=", …) are errors when they appear raw. `offsets` are core's component offsets of `text` (scanned when not given). Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * mailtoURI    = "mailto:" [ to ] [ hfields ]
 * to           = addr-spec *("," addr-spec )
 * hfields      = "?" hfield *( "&" hfield )
 * hfield       = hfname "=" hfvalue
 * hfname       = *qchar
 * hfvalue      = *qchar
 * addr-spec    = local-part "@" domain
 * local-part   = dot-atom-text / quoted-string
 * domain       = dot-atom-text / "[" *dtext-no-obs "]"
 * qchar        = unreserved / pct-encoded / some-delims
 * some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
 *              / "+" / "," / ";" / ":" / "@"
 * ```
 * RFC 6068 §2 <https://www.rfc-editor.org/rfc/rfc6068#section-2>
 * See also RFC 1738 §3.5
 */
export function parseMailto(components: ParsedUri, text: string, offsets?: Int32Array): MailtoFields {
  expectString(text, "parseMailto");
  const o = uriOffsets(text, offsets);
  if (components.host !== undefined) {
    throw syntaxError(text, components.scheme!.length + 1, "mailtoURI", `expected an address ("/" must be encoded as "%2F")`);
  }
  const fields: MailtoFields = { to: [] };
  const pathStart = o[PATH_START];
  const pathEnd = o[PATH_END];
  if (pathStart < pathEnd) {
    let start = pathStart;
    for (;;) {
      let end = text.indexOf(",", start);
      if (end < 0 || end > pathEnd) end = pathEnd;
      fields.to.push(parseAddrSpec(text, start, end));
      if (end === pathEnd) break;
      start = end + 1;
    }
  }
  if (o[QUERY_START] >= 0) {
    const headers: Record<string, string> = Object.create(null) as Record<string, string>;
    const queryEnd = o[QUERY_END];
    let start = o[QUERY_START];
    for (;;) {
      let end = text.indexOf("&", start);
      if (end < 0 || end > queryEnd) end = queryEnd;
      let equals = text.indexOf("=", start);
      if (equals < 0 || equals > end) equals = -1;
      const nameEnd = equals < 0 ? end : equals;
      const badName = findDisallowed(text, start, nameEnd, SEMICOLON | COLON | AT);
      if (badName >= 0) throw syntaxError(text, badName, "hfname", "expected a qchar (reserved characters must be percent-encoded)");
      if (equals < 0) throw syntaxError(text, end, "hfield", `expected "=" after the header name`);
      const badValue = findDisallowed(text, equals + 1, end, SEMICOLON | COLON | AT);
      if (badValue >= 0) throw syntaxError(text, badValue, "hfvalue", "expected a qchar (reserved characters must be percent-encoded)");
      const name = decodeRange(text, start, equals).toLowerCase();
      const value = decodeRange(text, equals + 1, end);
      const previous = headers[name];
      headers[name] = previous !== undefined && ADDRESS_HEADERS.has(name) ? `${previous},${value}` : value;
      if (end === queryEnd) break;
      start = end + 1;
    }
    fields.headers = { ...headers };
  }
  return fields;
}

/** Check and decode one `addr-spec` at `text[start, end)`, reporting errors at their index in `text`. */
function parseAddrSpec(text: string, start: number, end: number): string {
  if (start === end) throw syntaxError(text, start, "addr-spec", "expected an address");
  // Raw "/", "?", "#", "[", "]", "&", ";", "=" must be percent-encoded (RFC 6068 §2, rule 1).
  const bad = findDisallowed(text, start, end, COLON | AT);
  if (bad >= 0) throw syntaxError(text, bad, "addr-spec", "expected the character to be percent-encoded");
  // Decode, keeping for every decoded code unit the index in `text` it came from.
  let value = "";
  const from: number[] = [];
  for (let i = start; i < end; ) {
    let next = i + 1;
    if (text.charCodeAt(i) === 0x25) {
      const lead = parseInt(text.slice(i + 1, i + 3), 16);
      const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
      next = Math.min(i + 3 * length, end);
    }
    const unit = decodeRange(text, i, next);
    value += unit;
    for (let k = 0; k < unit.length; k++) from.push(i);
    i = next;
  }
  const failure = checkAddrSpec(value);
  if (failure >= 0) {
    throw syntaxError(text, failure < from.length ? from[failure]! : end, "addr-spec", "expected local-part \"@\" domain (RFC 5322 §3.4.1)");
  }
  return value;
}

/** atext of RFC 5322 §3.2.3 (ASCII part); non-ASCII counts as atext too (RFC 6532 §3.2). */
const ATEXT = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~") ATEXT[c.charCodeAt(0)] = 1;

function isAtext(c: number): boolean {
  return c >= 0x80 || ATEXT[c] === 1;
}

/** Index after a `dot-atom-text` at `start`, or the negated index + 1 of its first bad unit. */
function matchDotAtomText(s: string, start: number, end: number): number {
  let i = start;
  for (;;) {
    const atomStart = i;
    while (i < end && isAtext(s.charCodeAt(i))) i++;
    if (i === atomStart) return -(i + 1);
    if (i < end && s.charCodeAt(i) === 0x2e) {
      i++;
      continue;
    }
    return i;
  }
}

/** -1 when `s` is an addr-spec, else the index of its first bad code unit (`s.length` when it ends too early). */
function checkAddrSpec(s: string): number {
  const end = s.length;
  let i: number;
  if (s.charCodeAt(0) === 0x22) {
    // quoted-string = DQUOTE *([FWS] qcontent) [FWS] DQUOTE; qcontent = qtext / quoted-pair
    i = 1;
    for (;;) {
      if (i >= end) return end;
      const c = s.charCodeAt(i);
      if (c === 0x22) break;
      if (c === 0x5c) {
        const n = s.charCodeAt(i + 1);
        if (!(i + 1 < end && (n === 0x20 || n === 0x09 || (n >= 0x21 && n <= 0x7e) || n >= 0x80))) return i + 1;
        i += 2;
        continue;
      }
      if (!(c === 0x20 || c === 0x09 || c === 0x21 || (c >= 0x23 && c <= 0x7e) || c >= 0x80)) return i;
      i++;
    }
    i++;
  } else {
    i = matchDotAtomText(s, 0, end);
    if (i < 0) return -i - 1;
  }
  if (i >= end || s.charCodeAt(i) !== 0x40) return i;
  i++;
  if (s.charCodeAt(i) === 0x5b) {
    // "[" *dtext-no-obs "]"; dtext-no-obs = %d33-90 / %d94-126
    i++;
    while (i < end) {
      const c = s.charCodeAt(i);
      if (c === 0x5d) return i + 1 === end ? -1 : i + 1;
      if (!((c >= 33 && c <= 90) || (c >= 94 && c <= 126))) return i;
      i++;
    }
    return end;
  }
  const domainEnd = matchDotAtomText(s, i, end);
  if (domainEnd < 0) return -domainEnd - 1;
  return domainEnd === end ? -1 : domainEnd;
}

/**
 * The `mailto` scheme rule: no default port, no authority, and {@link parseMailto}.
 * ```abnf
 * mailtoURI = "mailto:" [ to ] [ hfields ]
 * ```
 * RFC 6068 §2 <https://www.rfc-editor.org/rfc/rfc6068#section-2>
 */
export const mailtoScheme: SchemeRule = { name: "mailto", hasAuthority: false, parse: parseMailto };
