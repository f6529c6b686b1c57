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

/** Error numbers written to the `ERROR_CODE` slot: the index in `URI_ERROR_CODES` plus one. */
export const ERR_NONE = 0;
export const ERR_UNEXPECTED_CHAR = 1;
export const ERR_INVALID_SCHEME = 2;
export const ERR_MISSING_SCHEME = 3;
export const ERR_INVALID_PORT = 4;
export const ERR_INVALID_PCT_ENCODED = 5;
export const ERR_INVALID_IP_LITERAL = 6;
export const ERR_UNCLOSED_IP_LITERAL = 7;

/** Whether ASCII code unit `c` carries `flag`; every unit ≥ 0x80 is outside every class of RFC 3986 §2. */
function is(c: number, flag: number): boolean {
  return c < 0x80 && (CHAR_CLASS[c] & flag) !== 0;
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
  const end = s.length;
  for (let k = 0; k < OFFSET_SLOTS; k++) out[base + k] = -1;
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = ERR_NONE;

  // §3.1 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  // > | http://a/b
  //       ^ the scheme ends at the first ":" reached through scheme characters only
  let i = 0;
  if (end > 0 && is(s.charCodeAt(0), ALPHA)) {
    let j = 1;
    while (j < end && is(s.charCodeAt(j), SCHEME_CHAR)) j++;
    if (j < end && s.charCodeAt(j) === COLON) {
      out[base + SCHEME_START] = 0;
      out[base + SCHEME_END] = j;
      i = j + 1;
    }
  }
  const hasScheme = i > 0;

  // §3.2 authority: after "//", up to the next "/", "?", "#" or the end.
  // > | http://user@host:80/p
  //            ^ authority starts here, host and port are split once its end is known
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    const authorityStart = i + 2;
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
      for (let j = authorityStart; j < at; j++) {
        const c = s.charCodeAt(j);
        if (is(c, USERINFO)) continue;
        if (c === PERCENT_SIGN) {
          const bad = checkPctEncoded(s, j, at);
          if (bad >= 0) return fail(out, base, ERR_INVALID_PCT_ENCODED, bad);
          j += 2;
          continue;
        }
        return fail(out, base, ERR_UNEXPECTED_CHAR, j);
      }
      hostStart = at + 1;
    }
    out[base + HOST_START] = hostStart;
    let hostEnd = hostStart;
    if (hostStart < authorityEnd && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      // §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"
      let close = hostStart + 1;
      while (close < authorityEnd && s.charCodeAt(close) !== RIGHT_SQUARE_BRACKET) close++;
      out[base + HOST_END] = close < authorityEnd ? close + 1 : authorityEnd;
      if (close >= authorityEnd) return fail(out, base, ERR_UNCLOSED_IP_LITERAL, hostStart);
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
      for (; hostEnd < authorityEnd; hostEnd++) {
        const c = s.charCodeAt(hostEnd);
        if (is(c, REG_NAME)) continue;
        if (c === COLON) break;
        if (c === PERCENT_SIGN) {
          const bad = checkPctEncoded(s, hostEnd, authorityEnd);
          if (bad >= 0) {
            out[base + HOST_END] = hostEnd;
            return fail(out, base, ERR_INVALID_PCT_ENCODED, bad);
          }
          hostEnd += 2;
          continue;
        }
        out[base + HOST_END] = hostEnd;
        return fail(out, base, ERR_UNEXPECTED_CHAR, hostEnd);
      }
      // An IPv4address is also a reg-name; the first-match-wins rule of §3.2.2 makes it IPv4.
      const isIPv4 = hostEnd > hostStart && is(s.charCodeAt(hostStart), DIGIT) && checkIPv4address(s, hostStart, hostEnd) < 0;
      out[base + HOST_KIND] = isIPv4 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME;
    }
    out[base + HOST_END] = hostEnd;
    if (hostEnd < authorityEnd) {
      // §3.2.3 port = *DIGIT, after the ":" that ends the host
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = authorityEnd;
      for (let j = hostEnd + 1; j < authorityEnd; j++) {
        if (!is(s.charCodeAt(j), DIGIT)) return fail(out, base, ERR_INVALID_PORT, j);
      }
    }
    i = authorityEnd;
  }

  // §3.3 path: up to the first "?" or "#". Without scheme and authority it is path-noscheme (or
  // path-absolute / path-empty), whose first segment must not contain ":" (§4.2).
  out[base + PATH_START] = i;
  const noSchemeNoAuthority = !hasScheme && out[base + HOST_START] < 0;
  let inFirstSegment = noSchemeNoAuthority;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === SOLIDUS) {
      inFirstSegment = false;
      continue;
    }
    if (is(c, PCHAR)) {
      if (c === COLON && inFirstSegment) {
        // > | 1http://x   or   a_b:c
        //         ^ a ":" in the first segment would end a scheme, but what precedes it is not one
        out[base + PATH_END] = i;
        return fail(out, base, ERR_INVALID_SCHEME, i);
      }
      continue;
    }
    if (c === PERCENT_SIGN) {
      const bad = checkPctEncoded(s, i, end);
      if (bad >= 0) return fail(out, base, ERR_INVALID_PCT_ENCODED, bad);
      i += 2;
      continue;
    }
    if (c === QUESTION_MARK || c === NUMBER_SIGN) break;
    return fail(out, base, ERR_UNEXPECTED_CHAR, i);
  }
  out[base + PATH_END] = i;

  // §3.4 query = *( pchar / "/" / "?" ), after "?" and up to "#"
  if (i < end && s.charCodeAt(i) === QUESTION_MARK) {
    const start = ++i;
    out[base + QUERY_START] = start;
    for (; i < end; i++) {
      const c = s.charCodeAt(i);
      if (is(c, QUERY)) continue;
      if (c === PERCENT_SIGN) {
        const bad = checkPctEncoded(s, i, end);
        if (bad >= 0) return fail(out, base, ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      if (c === NUMBER_SIGN) break;
      return fail(out, base, ERR_UNEXPECTED_CHAR, i);
    }
    out[base + QUERY_END] = i;
  }

  // §3.5 fragment = *( pchar / "/" / "?" ), after "#" to the end; a second "#" is not allowed
  if (i < end) {
    const start = ++i; // s[i - 1] is "#": the path and query loops stop only there
    out[base + FRAGMENT_START] = start;
    for (; i < end; i++) {
      const c = s.charCodeAt(i);
      if (is(c, QUERY)) continue;
      if (c === PERCENT_SIGN) {
        const bad = checkPctEncoded(s, i, end);
        if (bad >= 0) return fail(out, base, ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      return fail(out, base, ERR_UNEXPECTED_CHAR, i);
    }
    out[base + FRAGMENT_END] = i;
  }
  return ERR_NONE;
}
