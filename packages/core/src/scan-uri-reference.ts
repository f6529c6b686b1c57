import { expectString } from "@urikit/ip/expect-string";
import { checkIPv4address, checkIPv6address, checkIPvFuture } from "@urikit/ip";
import {
  CHAR_CLASS,
  COLON,
  COMMERCIAL_AT,
  DIGIT,
  HEXDIG,
  LEFT_SQUARE_BRACKET,
  NUMBER_SIGN,
  PCHAR,
  PERCENT_SIGN,
  QUERY,
  QUESTION_MARK,
  REG_NAME,
  RIGHT_SQUARE_BRACKET,
  SCHEME_CHAR,
  SOLIDUS,
  USERINFO,
  ALPHA,
} from "./char-class.js";
import {
  ERROR_CODE,
  ERROR_INDEX,
  FRAGMENT_END,
  FRAGMENT_START,
  HOST_END,
  HOST_KIND,
  HOST_KIND_IPV4,
  HOST_KIND_IPV6,
  HOST_KIND_IPVFUTURE,
  HOST_KIND_NONE,
  HOST_KIND_REG_NAME,
  HOST_START,
  OFFSET_SLOTS,
  PATH_END,
  PATH_START,
  PORT_END,
  PORT_START,
  QUERY_END,
  QUERY_START,
  SCHEME_END,
  SCHEME_START,
  USERINFO_END,
  USERINFO_START,
} from "./offsets-layout.js";

/** Error numbers written to the `ERROR_CODE` slot: the index in `URI_ERROR_CODES` plus one (RFC 3986 §4.1). */
export const ERR_NONE = 0;
export const ERR_UNEXPECTED_CHAR = 1;
export const ERR_INVALID_SCHEME = 2;
export const ERR_MISSING_SCHEME = 3;
export const ERR_INVALID_PORT = 4;
export const ERR_INVALID_PCT_ENCODED = 5;
export const ERR_INVALID_IP_LITERAL = 6;
export const ERR_UNCLOSED_IP_LITERAL = 7;

/** Bits of `SCAN_CLASS`: one per character run the scanner skips (each less `pct-encoded`). */
const SC_SCHEME = 1; // ALPHA / DIGIT / "+" / "-" / "."
const SC_REG_NAME = 2; // unreserved / sub-delims
const SC_USERINFO = 4; // unreserved / sub-delims / ":"
const SC_SEGMENT_NZ_NC = 8; // unreserved / sub-delims / "@"
const SC_PATH = 16; // pchar / "/"
const SC_QUERY = 32; // pchar / "/" / "?"
const SC_DIGIT = 64; // DIGIT
const SC_HEXDIG = 128; // HEXDIG

/**
 * One byte of run bits per ASCII code unit, derived from `CHAR_CLASS` (the one source of truth) so that each run
 * of the scanner is one load and one test per code unit; units ≥ 0x80 are in no run (RFC 3986 §2).
 */
function buildScanClass(): Uint8Array {
  const table = new Uint8Array(0x80);
  for (let c = 0; c < 0x80; c++) {
    const f = CHAR_CLASS[c]!;
    let bits = 0;
    if (f & SCHEME_CHAR) bits |= SC_SCHEME;
    if (f & REG_NAME) bits |= SC_REG_NAME;
    if (f & USERINFO) bits |= SC_USERINFO;
    if (f & REG_NAME || c === COMMERCIAL_AT) bits |= SC_SEGMENT_NZ_NC;
    if (f & PCHAR || c === SOLIDUS) bits |= SC_PATH;
    if (f & QUERY) bits |= SC_QUERY;
    if (f & DIGIT) bits |= SC_DIGIT;
    if (f & HEXDIG) bits |= SC_HEXDIG;
    table[c] = bits;
  }
  return table;
}
const SCAN_CLASS = buildScanClass();

/** Whether code unit `c` (possibly NaN past the end) is a HEXDIG (RFC 3986 §2.1). */
function isHexdig(c: number): boolean {
  return c < 0x80 && (SCAN_CLASS[c]! & SC_HEXDIG) !== 0;
}

/**
 * Skip a run of code units carrying run bit `bit` and valid `pct-encoded` triplets from `i`; return the index of
 * the first code unit that is neither (a "%" there starts an invalid triplet), or `end`.
 * PERF: a plain `charCodeAt` loop over one byte table, no allocation; V8 inlines it at each call site with the bit
 * as a constant (bench: parse/kasztp, validate/isaacs_files). Linear: each unit is read once, a triplet's digits
 * twice at most.
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
function skipRun(s: string, i: number, end: number, bit: number): number {
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && (SCAN_CLASS[c]! & bit) !== 0) continue;
    // INVARIANT: "%" is in no run, so a triplet is taken only here, and only whole.
    if (c !== PERCENT_SIGN || i + 2 >= end || !isHexdig(s.charCodeAt(i + 1)) || !isHexdig(s.charCodeAt(i + 2))) break;
    i += 2;
  }
  return i;
}

/** Skip a run of code units carrying `bit`, with no `pct-encoded` (scheme, port); return the first other index. */
function skipPlainRun(s: string, i: number, end: number, bit: number): number {
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || (SCAN_CLASS[c]! & bit) === 0) break;
  }
  return i;
}

/**
 * Check `pct-encoded` at `i` (where `s[i]` is "%"): return -1 when two HEXDIG follow, else the index of the
 * first one missing (`s.length` when the input ends).
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export function checkPctEncoded(s: string, i: number, end: number): number {
  expectString(s, "checkPctEncoded");
  return pctEncodedFailure(s, i, end);
}

/**
 * `checkPctEncoded` without the boundary check, for callers inside @urikit/core whose own public function has
 * checked `s` already (issue 10 §2: one check per call, and none in the bundles of functions that never need it).
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export function pctEncodedFailure(s: string, i: number, end: number): number {
  if (i + 1 >= end || !isHexdig(s.charCodeAt(i + 1))) return i + 1;
  if (i + 2 >= end || !isHexdig(s.charCodeAt(i + 2))) return i + 2;
  return -1;
}

function fail(out: Int32Array, base: number, code: number, index: number): number {
  out[base + ERROR_CODE] = code;
  out[base + ERROR_INDEX] = index;
  return code;
}

/**
 * Split and validate a URI reference in one pass, writing component offsets into `out` at `base`
 * (see `offsets-layout.ts`); return 0 when `s` is a valid `URI-reference`, else the error number, with the
 * index of the first bad character in the `ERROR_INDEX` slot. Never throws, never allocates.
 * ```abnf
 * URI-reference = URI / relative-ref
 * URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * See also RFC 3986 Appendix A
 */
export function scanUriReference(s: string, out: Int32Array, base = 0): number {
  expectString(s, "scanUriReference");
  return scanReference(s, out, base);
}

/**
 * `scanUriReference` without the boundary check, for callers inside @urikit/core whose own public function has
 * checked `s` already (`parse`, `isUri`, …): the fast path for the common shape, then, for anything it does not
 * take, the general scanner, which writes the exact error.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanReference(s: string, out: Int32Array, base = 0): number {
  return scanCommonShape(s, out, base) === ERR_NONE ? ERR_NONE : scanGeneral(s, out, base);
}

/**
 * A sticky regular expression matching a run of `query` characters (`pchar / "/" / "?"`) and valid `pct-encoded`
 * triplets, built from `CHAR_CLASS` so the table stays the one source of truth, written "unrolled":
 * `[class]*(?:%HEXDIG HEXDIG[class]*)*`.
 * PERF: the one regex of the scanner, for the one long run (path, query and fragment). Measured on Node 20 over the
 * bench lists: a `charCodeAt` loop costs about 1.4 ns per code unit on a flat string and about 3 ns on the sliced
 * strings that `split` returns, this run about 0.9 ns plus about 20 ns per call; so the short runs (scheme, host,
 * port) are loops and the long one is this (bench: validate/isaacs_files, where it took the scan from 0.64× to 0.85×
 * `URL.canParse` before `isUriReference` moved to `isCommonShape`).
 * Linear: "%" is outside the class, so each repetition starts at a "%" and nothing else can match there; a "%" not
 * followed by two HEXDIG undoes only that last repetition.
 */
function queryRun(): RegExp {
  let set = "";
  for (let c = 0; c < 0x80; c++) if ((CHAR_CLASS[c]! & QUERY) !== 0) set += "\\x" + c.toString(16).padStart(2, "0");
  return new RegExp(`[${set}]*(?:%[0-9A-Fa-f]{2}[${set}]*)*`, "y");
}
const QUERY_RUN = queryRun();

/**
 * The fast path for the common shape `scheme ":" [ "//" reg-name [ ":" port ] ] path [ "?" query ] [ "#" fragment ]`
 * (and a network-path reference `"//" authority path …`): write the whole row and return `ERR_NONE`, or return -1
 * (row half-written) for anything else, valid or not (userinfo, an IP literal, a relative-path reference, any
 * error), which `scanGeneral` then scans from scratch. It checks every code unit: the scheme, host and port by
 * their runs, and path, query and fragment by one run of `query` characters, since `query` = path characters + "?":
 * the first "?" of that run ends the path, and a "#" (outside the class) ends the query.
 * > | https://example.com:8080/a/b?c=d#e
 *     ^^^^^  ^^^^^^^^^^^ ^^^^^^^^^^^^^^ ^ scheme loop, host loop, port loop, one query run, one fragment run
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
function scanCommonShape(s: string, out: Int32Array, base: number): number {
  const end = s.length;
  let c = s.charCodeAt(0);
  let schemeEnd = -1;
  let i = 0;
  if (c < 0x80 && (CHAR_CLASS[c]! & ALPHA) !== 0) {
    const j = skipPlainRun(s, 1, end, SC_SCHEME);
    if (j < end && s.charCodeAt(j) === COLON) {
      schemeEnd = j;
      i = j + 1;
    }
  }
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  let kind = HOST_KIND_NONE;
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    hostStart = i + 2;
    hostEnd = skipRun(s, hostStart, end, SC_REG_NAME);
    i = hostEnd;
    if (i < end && s.charCodeAt(i) === COLON) {
      portStart = i + 1;
      i = skipPlainRun(s, portStart, end, SC_DIGIT);
    }
    if (i < end) {
      c = s.charCodeAt(i);
      if (c !== SOLIDUS && c !== QUESTION_MARK && c !== NUMBER_SIGN) return -1;
    }
    kind = regNameKind(s, hostStart, hostEnd);
  } else if (schemeEnd < 0) {
    return -1; // a relative-path reference: its first segment may not hold ":" (§4.2), which scanGeneral checks
  }
  const pathStart = i;
  QUERY_RUN.lastIndex = i;
  QUERY_RUN.test(s);
  const runEnd = QUERY_RUN.lastIndex;
  let fragmentStart = -1;
  if (runEnd < end) {
    if (s.charCodeAt(runEnd) !== NUMBER_SIGN) return -1;
    fragmentStart = runEnd + 1;
    QUERY_RUN.lastIndex = fragmentStart;
    QUERY_RUN.test(s);
    if (QUERY_RUN.lastIndex < end) return -1;
  }
  // INVARIANT: [pathStart, runEnd) holds only query characters and whole triplets; "?" is not a HEXDIG, so the
  // first "?" in it is a delimiter, and the run a path scan from pathStart would make stops exactly there.
  let question = pathStart < runEnd ? s.indexOf("?", pathStart) : -1;
  if (question >= runEnd) question = -1;

  out[base + SCHEME_START] = schemeEnd < 0 ? -1 : 0;
  out[base + SCHEME_END] = schemeEnd;
  out[base + USERINFO_START] = -1;
  out[base + USERINFO_END] = -1;
  out[base + HOST_START] = hostStart;
  out[base + HOST_END] = hostEnd;
  out[base + PORT_START] = portStart;
  out[base + PORT_END] = portStart < 0 ? -1 : pathStart;
  out[base + PATH_START] = pathStart;
  out[base + PATH_END] = question < 0 ? runEnd : question;
  out[base + QUERY_START] = question < 0 ? -1 : question + 1;
  out[base + QUERY_END] = question < 0 ? -1 : runEnd;
  out[base + FRAGMENT_START] = fragmentStart;
  out[base + FRAGMENT_END] = fragmentStart < 0 ? -1 : end;
  out[base + HOST_KIND] = kind;
  out[base + ERROR_CODE] = ERR_NONE;
  out[base + ERROR_INDEX] = -1;
  return ERR_NONE;
}

/**
 * The general scanner: every shape of RFC 3986 Appendix A, and the exact error (code and index) of an invalid
 * reference, with the row written up to the component that failed. One pass of `charCodeAt` loops.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
function scanGeneral(s: string, out: Int32Array, base: number): number {
  const end = s.length;
  out.fill(-1, base, base + OFFSET_SLOTS);
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = ERR_NONE;

  // §3.1 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  // > | http://a/b
  //         ^ the scheme ends at the first ":" reached through scheme characters only
  let i = 0;
  let c = s.charCodeAt(0);
  if (c < 0x80 && (CHAR_CLASS[c]! & ALPHA) !== 0) {
    const j = skipPlainRun(s, 1, end, SC_SCHEME);
    if (j < end && s.charCodeAt(j) === COLON) {
      out[base + SCHEME_START] = 0;
      out[base + SCHEME_END] = j;
      i = j + 1;
    }
  }
  const hasScheme = i > 0;

  // §3.2 authority: after "//", up to the next "/", "?", "#" or the end.
  // > | http://user@host:80/p
  //            ^ authority starts here
  let hasAuthority = false;
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    hasAuthority = true;
    const start = i + 2;
    // Fast path, the common authority `reg-name [ ":" port ]`: one run for the host, one for the port.
    // PERF: no userinfo search and no second pass over the authority (bench: parse/kasztp).
    const hostEnd = skipRun(s, start, end, SC_REG_NAME);
    let authorityEnd = hostEnd;
    if (hostEnd < end && s.charCodeAt(hostEnd) === COLON) authorityEnd = skipPlainRun(s, hostEnd + 1, end, SC_DIGIT);
    c = authorityEnd < end ? s.charCodeAt(authorityEnd) : SOLIDUS;
    if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN) {
      out[base + HOST_START] = start;
      out[base + HOST_END] = hostEnd;
      if (authorityEnd > hostEnd) {
        out[base + PORT_START] = hostEnd + 1;
        out[base + PORT_END] = authorityEnd;
      }
      out[base + HOST_KIND] = regNameKind(s, start, hostEnd);
      i = authorityEnd;
    } else {
      // Anything else (userinfo, an IP literal, a bad character) takes the general path, which checks it all again.
      i = scanAuthority(s, start, end, out, base);
      if (i < 0) return out[base + ERROR_CODE]!;
    }
  }

  // §3.3 path: up to the first "?" or "#". Without scheme and authority it is path-noscheme (or
  // path-absolute / path-empty), whose first segment must not contain ":" (§4.2).
  out[base + PATH_START] = i;
  if (!hasScheme && !hasAuthority) {
    const stop = skipRun(s, i, end, SC_SEGMENT_NZ_NC);
    if (stop < end && s.charCodeAt(stop) === COLON) {
      // > | 1http://x   or   a_b:c
      //         ^ a ":" in the first segment would end a scheme, but what precedes it is not one
      out[base + PATH_END] = stop;
      return fail(out, base, ERR_INVALID_SCHEME, stop);
    }
    i = stop;
  }
  i = skipRun(s, i, end, SC_PATH);
  if (i < end) {
    c = s.charCodeAt(i);
    if (c !== QUESTION_MARK && c !== NUMBER_SIGN) return failAt(s, out, base, i, end);
  }
  out[base + PATH_END] = i;

  // §3.4 query = *( pchar / "/" / "?" ), after "?" and up to "#"
  if (i < end && c === QUESTION_MARK) {
    out[base + QUERY_START] = i + 1;
    i = skipRun(s, i + 1, end, SC_QUERY);
    if (i < end && s.charCodeAt(i) !== NUMBER_SIGN) return failAt(s, out, base, i, end);
    out[base + QUERY_END] = i;
  }

  // §3.5 fragment = *( pchar / "/" / "?" ), after "#" to the end; a second "#" is not allowed
  if (i < end) {
    out[base + FRAGMENT_START] = i + 1; // s[i] is "#": the path and query runs stop only there
    i = skipRun(s, i + 1, end, SC_QUERY);
    if (i < end) return failAt(s, out, base, i, end);
    out[base + FRAGMENT_END] = i;
  }
  return ERR_NONE;
}

/**
 * The general authority: split at its first "@" (userinfo) and at the ":" after the host or the "]" of an IP
 * literal, checking each part; return the authority's end, or -1 with the error written to `out`.
 * ```abnf
 * authority = [ userinfo "@" ] host [ ":" port ]
 * ```
 * RFC 3986 §3.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2>
 */
function scanAuthority(s: string, authorityStart: number, end: number, out: Int32Array, base: number): number {
  let authorityEnd = authorityStart;
  let at = -1;
  for (; authorityEnd < end; authorityEnd++) {
    const c = s.charCodeAt(authorityEnd);
    if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN) break;
    if (c === COMMERCIAL_AT && at < 0) at = authorityEnd;
  }
  let hostStart = authorityStart;
  if (at >= 0) {
    // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    out[base + USERINFO_START] = authorityStart;
    out[base + USERINFO_END] = at;
    const stop = skipRun(s, authorityStart, at, SC_USERINFO);
    if (stop < at) {
      failAt(s, out, base, stop, at);
      return -1;
    }
    hostStart = at + 1;
  }
  out[base + HOST_START] = hostStart;
  let hostEnd: number;
  if (hostStart < authorityEnd && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
    // §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"
    // > | http://[::1]:80/
    //            ^ the literal runs to its "]", which must lie within the authority
    let close = hostStart + 1;
    while (close < authorityEnd && s.charCodeAt(close) !== RIGHT_SQUARE_BRACKET) close++;
    if (close >= authorityEnd) {
      out[base + HOST_END] = authorityEnd;
      fail(out, base, ERR_UNCLOSED_IP_LITERAL, hostStart);
      return -1;
    }
    out[base + HOST_END] = close + 1;
    const first = s.charCodeAt(hostStart + 1);
    const isFuture = first === 0x76 || first === 0x56; // "v" / "V": ABNF literals are case-insensitive
    const bad = isFuture ? checkIPvFuture(s, hostStart + 1, close) : checkIPv6address(s, hostStart + 1, close);
    if (bad >= 0) {
      fail(out, base, ERR_INVALID_IP_LITERAL, bad);
      return -1;
    }
    out[base + HOST_KIND] = isFuture ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6;
    hostEnd = close + 1;
    if (hostEnd < authorityEnd && s.charCodeAt(hostEnd) !== COLON) {
      fail(out, base, ERR_UNEXPECTED_CHAR, hostEnd);
      return -1;
    }
  } else {
    // §3.2.2 host = IPv4address / reg-name; reg-name = *( unreserved / pct-encoded / sub-delims )
    hostEnd = skipRun(s, hostStart, authorityEnd, SC_REG_NAME);
    if (hostEnd < authorityEnd && s.charCodeAt(hostEnd) !== COLON) {
      out[base + HOST_END] = hostEnd;
      failAt(s, out, base, hostEnd, authorityEnd);
      return -1;
    }
    out[base + HOST_KIND] = regNameKind(s, hostStart, hostEnd);
  }
  out[base + HOST_END] = hostEnd;
  if (hostEnd < authorityEnd) {
    // §3.2.3 port = *DIGIT, after the ":" that ends the host
    out[base + PORT_START] = hostEnd + 1;
    out[base + PORT_END] = authorityEnd;
    const stop = skipPlainRun(s, hostEnd + 1, authorityEnd, SC_DIGIT);
    if (stop < authorityEnd) {
      fail(out, base, ERR_INVALID_PORT, stop);
      return -1;
    }
  }
  return authorityEnd;
}

/**
 * The kind of a host that is a valid `reg-name` at `s[start, end)`: an IPv4address is also a reg-name, and the
 * first-match-wins rule of §3.2.2 makes it IPv4.
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
function regNameKind(s: string, start: number, end: number): number {
  if (end <= start) return HOST_KIND_REG_NAME;
  const c = s.charCodeAt(start);
  return c >= 0x30 && c <= 0x39 && checkIPv4address(s, start, end) < 0 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME;
}

/** Fail at `i`, where a run stopped: an invalid pct-encoded triplet if `s[i]` is "%", else an unexpected char. */
function failAt(s: string, out: Int32Array, base: number, i: number, end: number): number {
  if (s.charCodeAt(i) === PERCENT_SIGN) return fail(out, base, ERR_INVALID_PCT_ENCODED, pctEncodedFailure(s, i, end));
  return fail(out, base, ERR_UNEXPECTED_CHAR, i);
}
