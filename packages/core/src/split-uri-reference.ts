import { checkIPv4address } from "@urikit/ip";
import { expectString } from "./expect-string.js";
import { LEFT_SQUARE_BRACKET } from "./char-class.js";
import { APPENDIX_B, AUTHORITY_SPLIT } from "./generated/grammar.js";
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

/**
 * Split any string into the components of a URI reference by the delimiters alone, with the regular expression of
 * RFC 3986 Appendix B itself (`APPENDIX_B`, generated from the RFC's text by tools/grammar), then split the authority
 * at its first "@" and at the ":" after the host (or after the "]" of an IP literal) with `AUTHORITY_SPLIT`, generated
 * from the `authority` and `IP-literal` rules. Writes the offsets layout
 * into `out` at `base`, never validates and never throws. For a valid URI reference the offsets equal those
 * `scanUriReference` writes; for an invalid one they are the reading `diagnose`, `inspect` and `repair` resume from.
 * Linear: neither regex backtracks more than once over any unit (packages/core/test/pathological.test.ts).
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 Appendix B <https://www.rfc-editor.org/rfc/rfc3986#appendix-B>, the split that §4.1 rests on:
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function splitUriReference(s: string, out: Int32Array, base = 0): void {
  expectString(s, "splitUriReference");
  for (let k = 0; k < OFFSET_SLOTS; k++) out[base + k] = -1;
  out[base + HOST_KIND] = HOST_KIND_NONE;
  out[base + ERROR_CODE] = 0;
  out[base + ERROR_INDEX] = -1;

  // INVARIANT: every group of Appendix B's regex is optional and it is anchored only at the start, so it matches
  // every string, and its last group takes the rest: $5 ends at "?", "#" or the end, $7 at "#" or the end, $9 at the end.
  const m = APPENDIX_B.exec(s)!;
  let i = 0;
  const scheme = m[2];
  if (scheme !== undefined) {
    out[base + SCHEME_START] = 0;
    out[base + SCHEME_END] = scheme.length;
    i = scheme.length + 1;
  }
  const authority = m[4];
  if (authority !== undefined) {
    // > | http://u@[::1]:80/
    //            ^ $4 starts after "//"; the authority split reads userinfo, host and port from there
    const start = i + 2;
    const stop = start + authority.length;
    AUTHORITY_SPLIT.lastIndex = start;
    const a = AUTHORITY_SPLIT.exec(s)!; // every group optional: it matches, and its port (or host) runs to `stop`
    let hostStart = start;
    if (a[1] !== undefined) {
      out[base + USERINFO_START] = start;
      out[base + USERINFO_END] = start + a[1].length;
      hostStart = start + a[1].length + 1;
    }
    const hostEnd = hostStart + a[2]!.length;
    let kind = HOST_KIND_REG_NAME;
    if (hostStart < stop && s.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET) {
      const v = s.charCodeAt(hostStart + 1);
      kind = v === 0x76 || v === 0x56 ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6;
    } else if (hostEnd > hostStart && checkIPv4address(s, hostStart, hostEnd) < 0) {
      kind = HOST_KIND_IPV4;
    }
    out[base + HOST_START] = hostStart;
    out[base + HOST_END] = hostEnd;
    out[base + HOST_KIND] = kind;
    if (a[3] !== undefined) {
      out[base + PORT_START] = hostEnd + 1;
      out[base + PORT_END] = stop;
    }
    i = stop;
  }
  out[base + PATH_START] = i;
  i += m[5]!.length;
  out[base + PATH_END] = i;
  const query = m[7];
  if (query !== undefined) {
    out[base + QUERY_START] = ++i;
    i += query.length;
    out[base + QUERY_END] = i;
  }
  if (m[9] !== undefined) {
    out[base + FRAGMENT_START] = i + 1;
    out[base + FRAGMENT_END] = s.length;
  }
}
