import { expectString } from "./expect-string.js";
import { checkIPv4address, checkIPv6address, checkIPvFuture } from "@urikit/ip";
import {
  CHAR_CLASS,
  COLON,
  DIGIT,
  HEXDIG,
  LEFT_SQUARE_BRACKET,
  NUMBER_SIGN,
  PERCENT_SIGN,
  QUESTION_MARK,
  SOLIDUS,
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
// PERF: V8 compiles a sticky regex to native code that runs about twice as fast as a `charCodeAt` loop on typical
// URIs, and the unrolled form of the runs takes a run full of `%XX` in one call (bench: parse/kasztp,
// pathological/pct-escapes). Measured on Node 20 over the bench lists: a run costs about 0.9 ns per code unit plus
// about 20 ns per call, a `charCodeAt` loop over a byte table about 1.4 ns per code unit on a flat string and about
// 3 ns on the sliced strings that `split` returns. The runs are generated from the ABNF (tools/grammar/).
import {
  DIGIT_RUN,
  PATH_RUN,
  QUERY_RUN,
  REG_NAME_RUN,
  RUN_REPEAT_MAX,
  SCHEME_RUN,
  USERINFO_RUN,
} from "./generated/grammar.js";

/** Error numbers written to the `ERROR_CODE` slot: the index in `URI_ERROR_CODES` plus one (RFC 3986 §4.1). */
export const ERR_NONE = 0;
export const ERR_UNEXPECTED_CHAR = 1;
export const ERR_INVALID_SCHEME = 2;
export const ERR_MISSING_SCHEME = 3;
export const ERR_INVALID_PORT = 4;
export const ERR_INVALID_PCT_ENCODED = 5;
export const ERR_INVALID_IP_LITERAL = 6;
export const ERR_UNCLOSED_IP_LITERAL = 7;

/**
 * Whether code unit `c` carries `flag`; every unit ≥ 0x80 is outside every class of RFC 3986 §2: the table read
 * past 0x7f is `undefined`, and `undefined & flag` is 0 (no range test to ship: bundle size).
 */
function is(c: number, flag: number): boolean {
  return (CHAR_CLASS[c]! & flag) !== 0;
}

/** Everything but "/", "?", "#": the run that makes up an authority (§3.2). */
const AUTHORITY_RUN = /[^/?#]*/y;

/**
 * Skip a run of `run` characters and valid pct-encoded triplets from `i`; return the index of the first code unit
 * that is neither (a "%" there starts an invalid triplet).
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
function skipRun(s: string, i: number, run: RegExp): number {
  run.lastIndex = i;
  run.test(s);
  // A call takes RUN_REPEAT_MAX triplets at most (each three units or more): one that went that far may have stopped
  // at the cap rather than at the run's end, so the run goes on from there until a call stops short of the cap.
  while (run.lastIndex - i >= 3 * RUN_REPEAT_MAX) {
    i = run.lastIndex;
    run.test(s);
  }
  return run.lastIndex;
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
 * checked `s` already (bundle size: one check per call, and none in the bundles of functions that never need it).
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export function pctEncodedFailure(s: string, i: number, end: number): number {
  if (i + 1 >= end || !is(s.charCodeAt(i + 1), HEXDIG)) return i + 1;
  if (i + 2 >= end || !is(s.charCodeAt(i + 2), HEXDIG)) return i + 2;
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
 * checked `s` already (`parse`, `isUri`, …).
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanReference(s: string, out: Int32Array, base = 0): number {
  return scanWith(s, out, base, scanPlainAuthority);
}

/**
 * The scanner, with `plainAuthority` as its fast path for a plain authority, or none (`null`): `parse` passes
 * `null`, since its common-shape regex has taken every plain authority before it gets here, and its bundle then
 * leaves `scanPlainAuthority` out (bundle size: packages/uri/test/size.test.ts holds the budget).
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanWith(s: string, out: Int32Array, base: number, plainAuthority: typeof scanPlainAuthority | null): number {
  const end = s.length;
  // PERF: stores instead of `out.fill(-1, base, base + OFFSET_SLOTS)`, whose builtin call cost about a tenth of a
  // whole scan of a short reference (bench: as-used/resolve-fixed-base-*).
  out[base + SCHEME_START] = out[base + SCHEME_END] = out[base + USERINFO_START] = out[base + USERINFO_END] = -1;
  out[base + HOST_START] = out[base + HOST_END] = out[base + PORT_START] = out[base + PORT_END] = -1;
  out[base + PATH_START] = out[base + PATH_END] = out[base + QUERY_START] = out[base + QUERY_END] = -1;
  out[base + FRAGMENT_START] = out[base + FRAGMENT_END] = out[base + ERROR_INDEX] = -1;
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = ERR_NONE;

  // §3.1 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  // > | http://a/b
  //         ^ the scheme ends at the first ":" reached through scheme characters only
  let i = 0;
  if (end > 0 && is(s.charCodeAt(0), ALPHA)) {
    const j = skipRun(s, 1, SCHEME_RUN);
    if (j < end && s.charCodeAt(j) === COLON) {
      out[base + SCHEME_START] = 0;
      out[base + SCHEME_END] = j;
      i = j + 1;
    }
  }
  const hasScheme = i > 0;

  // §3.2 authority: after "//", up to the next "/", "?", "#" or the end.
  // > | http://user@host:80/p
  //            ^ authority starts here; userinfo, host and port are split once its end is known
  let hasAuthority = false;
  let authorityStart = 0;
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    hasAuthority = true;
    authorityStart = i + 2;
    i = plainAuthority ? plainAuthority(s, authorityStart, end, out, base) : -1;
  }
  if (i < 0) {
    // The plain authority did not fit (or was not tried): split it the general way, with userinfo and IP literals.
    out[base + HOST_START] = -1; // set again below, once the userinfo (if any) is checked
    const authorityEnd = skipRun(s, authorityStart, AUTHORITY_RUN);
    let at = s.indexOf("@", authorityStart);
    if (at >= authorityEnd) at = -1;
    let hostStart = authorityStart;
    if (at >= 0) {
      // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
      out[base + USERINFO_START] = authorityStart;
      out[base + USERINFO_END] = at;
      const stop = skipRun(s, authorityStart, USERINFO_RUN);
      if (stop < at) return failAt(s, out, base, stop, at);
      hostStart = at + 1;
    }
    out[base + HOST_START] = hostStart;
    let hostEnd: number;
    if (hostStart < authorityEnd && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      // §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"
      const close = s.indexOf("]", hostStart + 1);
      if (close < 0 || close >= authorityEnd) {
        out[base + HOST_END] = authorityEnd;
        return fail(out, base, ERR_UNCLOSED_IP_LITERAL, hostStart);
      }
      out[base + HOST_END] = close + 1;
      const first = s.charCodeAt(hostStart + 1);
      const isFuture = first === 0x76 || first === 0x56; // "v" / "V": ABNF literals are case-insensitive
      const bad = isFuture ? checkIPvFuture(s, hostStart + 1, close) : checkIPv6address(s, hostStart + 1, close);
      if (bad >= 0) return fail(out, base, ERR_INVALID_IP_LITERAL, bad);
      out[base + HOST_KIND] = isFuture ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6;
      hostEnd = close + 1;
      if (hostEnd < authorityEnd && s.charCodeAt(hostEnd) !== COLON) {
        return fail(out, base, ERR_UNEXPECTED_CHAR, hostEnd);
      }
    } else {
      // §3.2.2 host = IPv4address / reg-name; reg-name = *( unreserved / pct-encoded / sub-delims )
      hostEnd = skipRun(s, hostStart, REG_NAME_RUN);
      if (hostEnd < authorityEnd && s.charCodeAt(hostEnd) !== COLON) {
        out[base + HOST_END] = hostEnd;
        return failAt(s, out, base, hostEnd, authorityEnd);
      }
      out[base + HOST_KIND] = regNameKind(s, hostStart, hostEnd);
    }
    out[base + HOST_END] = hostEnd;
    if (hostEnd < authorityEnd) {
      // §3.2.3 port = *DIGIT, after the ":" that ends the host
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = authorityEnd;
      const stop = skipRun(s, hostEnd + 1, DIGIT_RUN);
      if (stop < authorityEnd) return fail(out, base, ERR_INVALID_PORT, stop);
    }
    i = authorityEnd;
  }

  // §3.3 path: up to the first "?" or "#". Without scheme and authority it is path-noscheme (or
  // path-absolute / path-empty), whose first segment must not contain ":" (§4.2).
  out[base + PATH_START] = i;
  const pathStart = i;
  i = skipRun(s, i, PATH_RUN);
  if (!hasScheme && !hasAuthority) {
    // The first segment of a relative path may not contain ":" (path-noscheme, §4.2); the run took the whole path.
    // PERF: one run and a native `indexOf` instead of a first-segment run and then a path run (bench:
    // as-used/resolve-fixed-base-isaacs_files, where most references are relative paths).
    // > | 1http://x   or   a_b:c
    //         ^ a ":" in the first segment would end a scheme, but what precedes it is not one
    const colon = s.indexOf(":", pathStart);
    if (colon >= 0 && colon < i) {
      const slash = s.indexOf("/", pathStart);
      if (slash < 0 || slash > colon) {
        out[base + PATH_END] = colon;
        return fail(out, base, ERR_INVALID_SCHEME, colon);
      }
    }
  }
  if (i < end) {
    const c = s.charCodeAt(i);
    if (c !== QUESTION_MARK && c !== NUMBER_SIGN) return failAt(s, out, base, i, end);
  }
  out[base + PATH_END] = i;

  // §3.4 query = *( pchar / "/" / "?" ), after "?" and up to "#"
  if (i < end && s.charCodeAt(i) === QUESTION_MARK) {
    out[base + QUERY_START] = i + 1;
    i = skipRun(s, i + 1, QUERY_RUN);
    if (i < end && s.charCodeAt(i) !== NUMBER_SIGN) return failAt(s, out, base, i, end);
    out[base + QUERY_END] = i;
  }

  // §3.5 fragment = *( pchar / "/" / "?" ), after "#" to the end; a second "#" is not allowed
  if (i < end) {
    out[base + FRAGMENT_START] = i + 1; // s[i] is "#": the path and query runs stop only there
    i = skipRun(s, i + 1, QUERY_RUN);
    if (i < end) return failAt(s, out, base, i, end);
    out[base + FRAGMENT_END] = i;
  }
  return ERR_NONE;
}

/**
 * Fast path for the common authority `reg-name [ ":" port ]` with no userinfo and no IP literal: return the
 * authority's end, or -1 (offsets half-written) when anything else is there, for the general path to redo.
 * PERF: one regex run for the host instead of three scans (bench: parse/kasztp).
 * RFC 3986 §3.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2>
 */
function scanPlainAuthority(s: string, start: number, end: number, out: Int32Array, base: number): number {
  out[base + HOST_START] = start;
  const hostEnd = skipRun(s, start, REG_NAME_RUN);
  // Past the host: ":" and the port's digits, or nothing; either way the authority must end there.
  const authorityEnd = s.charCodeAt(hostEnd) === COLON ? skipRun(s, hostEnd + 1, DIGIT_RUN) : hostEnd;
  if (authorityEnd < end) {
    const c = s.charCodeAt(authorityEnd);
    if (c !== SOLIDUS && c !== QUESTION_MARK && c !== NUMBER_SIGN) return -1;
  }
  if (authorityEnd > hostEnd) {
    out[base + PORT_START] = hostEnd + 1;
    out[base + PORT_END] = authorityEnd;
  }
  out[base + HOST_END] = hostEnd;
  out[base + HOST_KIND] = regNameKind(s, start, hostEnd);
  return authorityEnd;
}

/**
 * The kind of a host that is a valid `reg-name` at `s[start, end)`: an IPv4address is also a reg-name, and the
 * first-match-wins rule of §3.2.2 makes it IPv4.
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
function regNameKind(s: string, start: number, end: number): number {
  return end > start && is(s.charCodeAt(start), DIGIT) && checkIPv4address(s, start, end) < 0 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME;
}

/** Fail at `i`, where a run stopped: an invalid pct-encoded triplet if `s[i]` is "%", else an unexpected char. */
function failAt(s: string, out: Int32Array, base: number, i: number, end: number): number {
  if (s.charCodeAt(i) === PERCENT_SIGN) return fail(out, base, ERR_INVALID_PCT_ENCODED, pctEncodedFailure(s, i, end));
  return fail(out, base, ERR_UNEXPECTED_CHAR, i);
}
