// The TypeScript twin of assembly/index.ts: the same steps, the same names, on a Uint8Array instead of linear memory.
// Both follow `scanUriReference` of packages/core/src/scan-uri-reference.ts and the IP checks of packages/ip/src;
// test/scan.diff.test.ts proves them equal to each other and to core on random bytes. The SIMD build's structural
// path (`scanLineStructural`) has no twin here: it is an accelerator that writes a row only for lines it proves valid,
// and `scanLine`, whose twin this file is, stays the reference (test/scan.structural.test.ts).
import {
  ALPHA,
  CHAR_CLASS,
  DIGIT,
  ERROR_CODE,
  ERROR_INDEX,
  FRAGMENT_END,
  FRAGMENT_START,
  HEXDIG,
  HOST_END,
  HOST_KIND,
  HOST_KIND_IPV4,
  HOST_KIND_IPV6,
  HOST_KIND_IPVFUTURE,
  HOST_KIND_REG_NAME,
  HOST_START,
  PATH_END,
  PATH_START,
  PCHAR,
  PORT_END,
  PORT_START,
  QUERY,
  QUERY_END,
  QUERY_START,
  REG_NAME,
  SCHEME_CHAR,
  SCHEME_END,
  SCHEME_START,
  USERINFO,
  USERINFO_END,
  USERINFO_START,
  ERR_INVALID_IP_LITERAL,
  ERR_INVALID_PCT_ENCODED,
  ERR_INVALID_PORT,
  ERR_INVALID_SCHEME,
  ERR_NONE,
  ERR_UNCLOSED_IP_LITERAL,
  ERR_UNEXPECTED_CHAR,
} from "@urikit/core";
import { SLOT_COUNT } from "./layout.js";

/** `CHAR_CLASS` of @urikit/core widened to 256 entries, so a byte indexes it without a `< 0x80` check (as in AS). */
const CLASS_OF_BYTE: Uint16Array = (() => {
  const table = new Uint16Array(256);
  table.set(CHAR_CLASS);
  return table;
})();

// Code units by their Unicode names.
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const NUMBER_SIGN = 0x23;
const PERCENT_SIGN = 0x25;
const FULL_STOP = 0x2e;
const SOLIDUS = 0x2f;
const DIGIT_ZERO = 0x30;
const DIGIT_ONE = 0x31;
const DIGIT_TWO = 0x32;
const DIGIT_FOUR = 0x34;
const DIGIT_FIVE = 0x35;
const DIGIT_NINE = 0x39;
const COLON = 0x3a;
const QUESTION_MARK = 0x3f;
const COMMERCIAL_AT = 0x40;
const LATIN_CAPITAL_LETTER_V = 0x56;
const LEFT_SQUARE_BRACKET = 0x5b;
const RIGHT_SQUARE_BRACKET = 0x5d;
const LATIN_SMALL_LETTER_V = 0x76;

/** "No bad byte" from the check functions (the AS module uses address 0, never an input byte there). */
const OK = -1;
/** "No `@` seen" in the authority loop. */
const NONE = -1;

/** Whether byte `c` carries `flag`; every byte ≥ 0x80 is in no class (RFC 3986 §2). */
function is(c: number, flag: number): boolean {
  return (CLASS_OF_BYTE[c] & flag) !== 0;
}

// The line being scanned: offsets in a row are relative to its first byte, as `scanUriReference` writes string indexes.
let b: Uint8Array = new Uint8Array(0);
let lineStart = 0;
let out: Int32Array = new Int32Array(0);
let row = 0;

function put(slot: number, value: number): void {
  out[row + slot] = value;
}

function rel(p: number): number {
  return p - lineStart;
}

function fail(code: number, p: number): number {
  put(ERROR_CODE, code);
  put(ERROR_INDEX, rel(p));
  return code;
}

/** The index of the first LF in `bytes[p, end)`, or `end`. */
function findLineFeed(bytes: Uint8Array, p: number, end: number): number {
  const lf = bytes.indexOf(LINE_FEED, p); // PERF: native memchr; the AS module scans 8 or 16 bytes at a time
  return lf < 0 || lf >= end ? end : lf;
}

/**
 * Check `pct-encoded` at `i` (where the byte is "%"): `OK` when two HEXDIG follow, else the index of the first one
 * missing (`end` when the line ends).
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
function checkPctEncoded(i: number, end: number): number {
  if (i + 1 >= end || !is(b[i + 1], HEXDIG)) return i + 1;
  if (i + 2 >= end || !is(b[i + 2], HEXDIG)) return i + 2;
  return OK;
}

/** `IPv4address` check, mirroring `checkIPv4address` of @urikit/ip (RFC 3986 §3.2.2). */
function checkIPv4address(start: number, end: number): number {
  let dots = 0;
  let digits = 0;
  let value = 0;
  for (let i = start; i < end; i++) {
    const c = b[i];
    if (is(c, DIGIT)) {
      if (digits === 0) {
        value = c - DIGIT_ZERO;
      } else {
        if (value === 0) return i; // a dec-octet never has a leading zero
        value = value * 10 + (c - DIGIT_ZERO);
        if (value > 255) return i;
      }
      digits++;
    } else if (c === FULL_STOP && digits > 0 && dots < 3) {
      dots++;
      digits = 0;
    } else {
      return i;
    }
  }
  return dots === 3 && digits > 0 ? OK : end;
}

/** Whether `b[start, end)` (1 to 4 bytes, all HEXDIG) is a `dec-octet`; reads only bytes inside the range. */
function isDecOctet(start: number, end: number): boolean {
  const length = end - start;
  if (length === 1) return isDigit(b[start]);
  if (length === 2) {
    const c0 = b[start];
    return c0 >= DIGIT_ONE && c0 <= DIGIT_NINE && isDigit(b[start + 1]);
  }
  if (length === 3) {
    const c0 = b[start];
    const c1 = b[start + 1];
    const c2 = b[start + 2];
    if (c0 === DIGIT_ONE) return isDigit(c1) && isDigit(c2);
    if (c0 !== DIGIT_TWO) return false;
    if (c1 >= DIGIT_ZERO && c1 <= DIGIT_FOUR) return isDigit(c2);
    return c1 === DIGIT_FIVE && c2 >= DIGIT_ZERO && c2 <= DIGIT_FIVE;
  }
  return false;
}

function isDigit(c: number): boolean {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}

/** `IPv6address` check, mirroring `checkIPv6address` of @urikit/ip branch for branch (RFC 3986 §3.2.2). */
function checkIPv6address(start: number, end: number): number {
  let groups = 0; // complete h16 groups (each ended by ":")
  let digits = 0; // HEXDIGs of the current h16
  let colons = 0; // ":" just read: 1 after "h16:" or a leading ":", 2 after "::"
  let compressed = false; // "::" seen
  let groupStart = start;
  for (let i = start; i < end; i++) {
    const c = b[i];
    if (is(c, HEXDIG)) {
      if (digits === 0) {
        if (colons === 1 && groups === 0) return i; // a leading ":" must be the first half of "::"
        if (compressed && groups === 7) return i; // with "::", seven explicit groups at most
        groupStart = i;
      } else if (digits === 4) {
        return i; // h16 = 1*4HEXDIG
      }
      digits++;
      colons = 0;
    } else if (c === COLON) {
      if (digits > 0) {
        groups++;
        digits = 0;
        if (groups > (compressed ? 6 : 7)) return i; // no room for another group
        colons = 1;
      } else if (colons === 1 || i === start) {
        if (i !== start) {
          if (compressed) return i; // only one "::"
          compressed = true;
        }
        colons++;
      } else {
        return i; // never three ":" in a row
      }
    } else if (c === FULL_STOP) {
      // the current group is the first dec-octet of an IPv4address ls32, which takes the last two of the 8 groups
      if (digits === 0 || (compressed ? groups > 5 : groups !== 6)) return i;
      if (!isDecOctet(groupStart, i)) return i;
      return checkIPv4address(groupStart, end);
    } else {
      return i;
    }
  }
  if (digits > 0) return compressed || groups === 7 ? OK : end;
  return colons === 2 ? OK : end;
}

/** `IPvFuture` check, mirroring `checkIPvFuture` of @urikit/ip; its tail set is core's USERINFO class (RFC 3986 §3.2.2). */
function checkIPvFuture(start: number, end: number): number {
  if (start >= end) return end;
  const v = b[start];
  if (v !== LATIN_SMALL_LETTER_V && v !== LATIN_CAPITAL_LETTER_V) return start;
  let i = start + 1;
  while (i < end && is(b[i], HEXDIG)) i++;
  if (i === end) return end;
  if (i === start + 1 || b[i] !== FULL_STOP) return i; // the version needs at least one HEXDIG
  i++;
  if (i === end) return end;
  for (; i < end; i++) {
    if (!is(b[i], USERINFO)) return i;
  }
  return OK;
}

/** Fill a row as `scanUriReference` starts it: every offset -1, host kind none, no error. */
function initRow(): void {
  out.fill(-1, row, row + 14);
  out[row + HOST_KIND] = 0;
  out[row + ERROR_CODE] = 0;
  out[row + ERROR_INDEX] = -1;
}

/**
 * Split and validate the URI reference in `bytes[start, end)`, writing its row into `rows` at `rowBase`; return 0
 * when valid, else the error number (offsets and error index relative to `start`, equal to what
 * `scanUriReference` of @urikit/core writes for the same text).
 * ```abnf
 * URI-reference = URI / relative-ref
 * URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanLine(bytes: Uint8Array, start: number, end: number, rows: Int32Array, rowBase: number): number {
  b = bytes;
  lineStart = start;
  out = rows;
  row = rowBase;
  initRow();

  // §3.1 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  let i = start;
  if (end > start && is(b[start], ALPHA)) {
    let j = start + 1;
    while (j < end && is(b[j], SCHEME_CHAR)) j++;
    if (j < end && b[j] === COLON) {
      put(SCHEME_START, 0);
      put(SCHEME_END, rel(j));
      i = j + 1;
    }
  }
  const hasScheme = i > start;

  // §3.2 authority: after "//", up to the next "/", "?", "#" or the end.
  if (i + 1 < end && b[i] === SOLIDUS && b[i + 1] === SOLIDUS) {
    const authorityStart = i + 2;
    let authorityEnd = authorityStart;
    let at = NONE;
    for (; authorityEnd < end; authorityEnd++) {
      const c = b[authorityEnd];
      if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN) break;
      if (c === COMMERCIAL_AT && at === NONE) at = authorityEnd;
    }
    let hostStart = authorityStart;
    if (at !== NONE) {
      // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
      put(USERINFO_START, rel(authorityStart));
      put(USERINFO_END, rel(at));
      for (let j = authorityStart; j < at; j++) {
        const c = b[j];
        if (is(c, USERINFO)) continue;
        if (c === PERCENT_SIGN) {
          const bad = checkPctEncoded(j, at);
          if (bad !== OK) return fail(ERR_INVALID_PCT_ENCODED, bad);
          j += 2;
          continue;
        }
        return fail(ERR_UNEXPECTED_CHAR, j);
      }
      hostStart = at + 1;
    }
    put(HOST_START, rel(hostStart));
    let hostEnd = hostStart;
    if (hostStart < authorityEnd && b[hostStart] === LEFT_SQUARE_BRACKET) {
      // §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"
      let close = hostStart + 1;
      while (close < authorityEnd && b[close] !== RIGHT_SQUARE_BRACKET) close++;
      put(HOST_END, rel(close < authorityEnd ? close + 1 : authorityEnd));
      if (close >= authorityEnd) return fail(ERR_UNCLOSED_IP_LITERAL, hostStart);
      const first = b[hostStart + 1]; // INVARIANT: hostStart + 1 <= close < end
      const isFuture = first === LATIN_SMALL_LETTER_V || first === LATIN_CAPITAL_LETTER_V; // ABNF literals are case-insensitive
      const bad = isFuture ? checkIPvFuture(hostStart + 1, close) : checkIPv6address(hostStart + 1, close);
      if (bad !== OK) return fail(ERR_INVALID_IP_LITERAL, bad);
      put(HOST_KIND, isFuture ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6);
      hostEnd = close + 1;
      if (hostEnd < authorityEnd && b[hostEnd] !== COLON) {
        return fail(ERR_UNEXPECTED_CHAR, hostEnd);
      }
    } else {
      // §3.2.2 host = IPv4address / reg-name; reg-name = *( unreserved / pct-encoded / sub-delims )
      for (; hostEnd < authorityEnd; hostEnd++) {
        const c = b[hostEnd];
        if (is(c, REG_NAME)) continue;
        if (c === COLON) break;
        if (c === PERCENT_SIGN) {
          const bad = checkPctEncoded(hostEnd, authorityEnd);
          if (bad !== OK) {
            put(HOST_END, rel(hostEnd));
            return fail(ERR_INVALID_PCT_ENCODED, bad);
          }
          hostEnd += 2;
          continue;
        }
        put(HOST_END, rel(hostEnd));
        return fail(ERR_UNEXPECTED_CHAR, hostEnd);
      }
      // An IPv4address is also a reg-name; the first-match-wins rule of §3.2.2 makes it IPv4.
      const isIPv4 = hostEnd > hostStart && is(b[hostStart], DIGIT) && checkIPv4address(hostStart, hostEnd) === OK;
      put(HOST_KIND, isIPv4 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME);
    }
    put(HOST_END, rel(hostEnd));
    if (hostEnd < authorityEnd) {
      // §3.2.3 port = *DIGIT, after the ":" that ends the host
      put(PORT_START, rel(hostEnd + 1));
      put(PORT_END, rel(authorityEnd));
      for (let j = hostEnd + 1; j < authorityEnd; j++) {
        if (!is(b[j], DIGIT)) return fail(ERR_INVALID_PORT, j);
      }
    }
    i = authorityEnd;
  }

  // §3.3 path: up to the first "?" or "#". Without scheme and authority it is path-noscheme (or path-absolute /
  // path-empty), whose first segment must not contain ":" (§4.2).
  put(PATH_START, rel(i));
  let inFirstSegment = !hasScheme && out[row + HOST_START] < 0;
  for (; i < end; i++) {
    const c = b[i];
    if (c === SOLIDUS) {
      inFirstSegment = false;
      continue;
    }
    if (is(c, PCHAR)) {
      if (c === COLON && inFirstSegment) {
        // a ":" in the first segment would end a scheme, but what precedes it is not one
        put(PATH_END, rel(i));
        return fail(ERR_INVALID_SCHEME, i);
      }
      continue;
    }
    if (c === PERCENT_SIGN) {
      const bad = checkPctEncoded(i, end);
      if (bad !== OK) return fail(ERR_INVALID_PCT_ENCODED, bad);
      i += 2;
      continue;
    }
    if (c === QUESTION_MARK || c === NUMBER_SIGN) break;
    return fail(ERR_UNEXPECTED_CHAR, i);
  }
  put(PATH_END, rel(i));

  // §3.4 query = *( pchar / "/" / "?" ), after "?" and up to "#"
  if (i < end && b[i] === QUESTION_MARK) {
    const queryStart = ++i;
    put(QUERY_START, rel(queryStart));
    for (; i < end; i++) {
      const c = b[i];
      if (is(c, QUERY)) continue;
      if (c === PERCENT_SIGN) {
        const bad = checkPctEncoded(i, end);
        if (bad !== OK) return fail(ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      if (c === NUMBER_SIGN) break;
      return fail(ERR_UNEXPECTED_CHAR, i);
    }
    put(QUERY_END, rel(i));
  }

  // §3.5 fragment = *( pchar / "/" / "?" ), after "#" to the end; a second "#" is not allowed
  if (i < end) {
    const fragmentStart = ++i; // the byte before is "#": the path and query loops stop only there
    put(FRAGMENT_START, rel(fragmentStart));
    for (; i < end; i++) {
      const c = b[i];
      if (is(c, QUERY)) continue;
      if (c === PERCENT_SIGN) {
        const bad = checkPctEncoded(i, end);
        if (bad !== OK) return fail(ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      return fail(ERR_UNEXPECTED_CHAR, i);
    }
    put(FRAGMENT_END, rel(i));
  }
  return ERR_NONE;
}

let next = 0;

/** The index after the last line consumed by the latest `scanLines` call. */
export function nextLine(): number {
  return next;
}

/**
 * Scan the lines of `bytes[from, end)` (LF or CRLF; a final line without LF counts), at most `maxLines` of them: row k
 * into `rows` at `k * SLOT_COUNT`, its content range (without CR LF) into `ranges` at `2k`. Returns the number of
 * lines; `nextLine()` tells where to continue when the output was full.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanLines(bytes: Uint8Array, from: number, end: number, rows: Int32Array, ranges: Int32Array, maxLines: number): number {
  let p = from;
  let count = 0;
  while (p < end && count < maxLines) {
    const lf = findLineFeed(bytes, p, end);
    // CR before LF belongs to the line ending; a lone CR (also one just before the end of input) stays in the line.
    const contentEnd = lf < end && lf > p && bytes[lf - 1] === CARRIAGE_RETURN ? lf - 1 : lf;
    ranges[2 * count] = p;
    ranges[2 * count + 1] = contentEnd;
    scanLine(bytes, p, contentEnd, rows, count * SLOT_COUNT);
    count++;
    p = lf < end ? lf + 1 : end;
  }
  next = p;
  return count;
}

/**
 * Scan `count` lines whose ranges in `bytes` are given as (start, end) pairs; nothing splits them.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanRanges(bytes: Uint8Array, ranges: Int32Array, count: number, rows: Int32Array): void {
  for (let k = 0; k < count; k++) scanLine(bytes, ranges[2 * k], ranges[2 * k + 1], rows, k * SLOT_COUNT);
}
