import { checkIPv4address } from "@urikit/ip";
import { expectString } from "./expect-string.js";
import { COLON, COMMERCIAL_AT, LEFT_SQUARE_BRACKET, NUMBER_SIGN, QUESTION_MARK, RIGHT_SQUARE_BRACKET, SOLIDUS } from "./char-class.js";
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

/** The first index in [from, end) holding "/", "?" or "#" (the delimiters that end an authority), or `end`. */
function authorityEnd(s: string, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN) return i;
  }
  return end;
}

/** The first index of code unit `unit` in [from, to), or -1. */
function find(s: string, unit: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) === unit) return i;
  return -1;
}

/**
 * Split any string into the components of a URI reference by the delimiters alone, as the regular expression of
 * RFC 3986 Appendix B does (`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`), then split the authority
 * at its first "@" and at the ":" after the host (or after the "]" of an IP literal). Writes the offsets layout
 * into `out` at `base`, never validates and never throws. For a valid URI reference the offsets equal those
 * `scanUriReference` writes; for an invalid one they are the reading `diagnose`, `inspect` and `repair` resume from.
 * Linear: every index is visited a constant number of times.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 Appendix B <https://www.rfc-editor.org/rfc/rfc3986#appendix-B>, the split that §4.1 rests on:
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function splitUriReference(s: string, out: Int32Array, base = 0): void {
  expectString(s, "splitUriReference");
  const end = s.length;
  for (let k = 0; k < OFFSET_SLOTS; k++) out[base + k] = -1;
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = 0;
  out[base + ERROR_INDEX] = -1;

  // ^(([^:/?#]+):)?  the scheme: one or more units up to the first ":", before any "/", "?" or "#"
  let i = 0;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === COLON || c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN) break;
    i++;
  }
  if (i > 0 && i < end && s.charCodeAt(i) === COLON) {
    out[base + SCHEME_START] = 0;
    out[base + SCHEME_END] = i;
    i++;
  } else {
    i = 0;
  }

  // (//([^/?#]*))?  the authority
  if (i + 1 < end && s.charCodeAt(i) === SOLIDUS && s.charCodeAt(i + 1) === SOLIDUS) {
    const start = i + 2;
    const stop = authorityEnd(s, start, end);
    const at = find(s, COMMERCIAL_AT, start, stop);
    let hostStart = start;
    if (at >= 0) {
      out[base + USERINFO_START] = start;
      out[base + USERINFO_END] = at;
      hostStart = at + 1;
    }
    let hostEnd: number;
    let kind = HOST_KIND_REG_NAME;
    if (hostStart < stop && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      // > | http://[::1]:80/
      //            ^ an IP literal runs to its "]" (or to the end of the authority when unclosed)
      const close = find(s, RIGHT_SQUARE_BRACKET, hostStart + 1, stop);
      const colon = find(s, COLON, close < 0 ? stop : close + 1, stop);
      hostEnd = colon < 0 ? stop : colon;
      const v = s.charCodeAt(hostStart + 1);
      kind = v === 0x76 || v === 0x56 ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6;
    } else {
      const colon = find(s, COLON, hostStart, stop);
      hostEnd = colon < 0 ? stop : colon;
      if (hostEnd > hostStart && checkIPv4address(s, hostStart, hostEnd) < 0) kind = HOST_KIND_IPV4;
    }
    out[base + HOST_START] = hostStart;
    out[base + HOST_END] = hostEnd;
    out[base + HOST_KIND] = kind;
    if (hostEnd < stop) {
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = stop;
    }
    i = stop;
  }

  // ([^?#]*)  the path
  out[base + PATH_START] = i;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === QUESTION_MARK || c === NUMBER_SIGN) break;
    i++;
  }
  out[base + PATH_END] = i;

  // (\?([^#]*))?  the query
  if (i < end && s.charCodeAt(i) === QUESTION_MARK) {
    out[base + QUERY_START] = ++i;
    while (i < end && s.charCodeAt(i) !== NUMBER_SIGN) i++;
    out[base + QUERY_END] = i;
  }

  // (#(.*))?  the fragment: everything after the first "#"
  if (i < end) {
    out[base + FRAGMENT_START] = i + 1;
    out[base + FRAGMENT_END] = end;
  }
}
