import { expectInteger } from "./invalid-input.js";
import { formatIPv4 } from "./ipv4-address.js";
/**
 * Format eight 16-bit words (most significant first) as the RFC 5952 §4 canonical text of an IPv6 address:
 * lowercase hex, no leading zeros in a group, the longest run of two or more zero groups shortened to `"::"`
 * (the first such run on a tie), and a single zero group never shortened.
 *
 * RFC 5952 §5 is applied to IPv4-mapped addresses (`::ffff:0:0/96`) and only to them: their last 32 bits are written
 * in dotted decimal, `"::ffff:192.0.2.1"`. Every other address, including the deprecated IPv4-compatible
 * `::a.b.c.d` form, is written in hex (`"::c000:201"`), as §5 recommends the mixed notation only where the address
 * itself tells that it embeds an IPv4 address.
 *
 * Throws a `RangeError` unless `words` has length 8 and every word is an integer in 0 … 0xffff.
 * The output is always an `IPv6address`, and `formatIPv6(parseIPv6(formatIPv6(w)))` equals `formatIPv6(w)`.
 * ```abnf
 * IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 * ls32        = ( h16 ":" h16 ) / IPv4address
 * h16         = 1*4HEXDIG
 * ```
 * RFC 5952 §4 <https://www.rfc-editor.org/rfc/rfc5952#section-4>
 * See also RFC 5952 §5
 */
export function formatIPv6(words: ArrayLike<number>): string {
  if (words.length !== 8) throw new RangeError(`formatIPv6: expected 8 words, got ${words.length}`);
  // RFC 5952 §4.2.1–§4.2.3: the first longest run of at least two zero groups ("run > bestLength" keeps the first
  // on a tie). Each word is checked in the same pass, in order, so the first bad one is the one reported.
  let bestStart = -1;
  let bestLength = 1;
  for (let k = 0, run = 0; k < 8; k++) {
    expectInteger(words[k]!, 0xffff, `formatIPv6: word ${k}`);
    run = words[k] === 0 ? run + 1 : 0;
    if (run > bestLength) {
      bestLength = run;
      bestStart = k - run + 1;
    }
  }
  // RFC 5952 §5: IPv4-mapped addresses, ::ffff:0:0/96 (the zero run is then exactly words 0–4).
  if (bestStart === 0 && bestLength === 5 && words[5] === 0xffff) return `::ffff:${formatIPv4(words[6]! * 0x10000 + words[7]!)}`;
  // RFC 5952 §4.1 (no leading zeros) and §4.3 (lowercase): Number#toString(16) gives both.
  const hex = Array.from(words, (w) => w.toString(16));
  if (bestStart < 0) return hex.join(":");
  return `${hex.slice(0, bestStart).join(":")}::${hex.slice(bestStart + bestLength).join(":")}`;
}
