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
  for (let k = 0; k < 8; k++) {
    const w = words[k]!;
    if (!Number.isInteger(w) || w < 0 || w > 0xffff) {
      throw new RangeError(`formatIPv6: word ${k} is not an integer in 0 … 0xffff: ${String(w)}`);
    }
  }
  // RFC 5952 §5: IPv4-mapped addresses, ::ffff:0:0/96.
  if (words[0] === 0 && words[1] === 0 && words[2] === 0 && words[3] === 0 && words[4] === 0 && words[5] === 0xffff) {
    const hi = words[6]!;
    const lo = words[7]!;
    return `::ffff:${hi >>> 8}.${hi & 0xff}.${lo >>> 8}.${lo & 0xff}`;
  }
  // RFC 5952 §4.2.1–§4.2.3: the first longest run of at least two zero groups.
  let bestStart = -1;
  let bestLength = 1;
  for (let k = 0; k < 8; ) {
    if (words[k] !== 0) {
      k++;
      continue;
    }
    let m = k;
    while (m < 8 && words[m] === 0) m++;
    if (m - k > bestLength) {
      bestStart = k;
      bestLength = m - k;
    }
    k = m;
  }
  // RFC 5952 §4.1 (no leading zeros) and §4.3 (lowercase): Number#toString(16) gives both.
  let out = "";
  for (let k = 0; k < 8; k++) {
    if (k === bestStart) {
      out += "::";
      k += bestLength - 1;
      continue;
    }
    if (out !== "" && !out.endsWith(":")) out += ":";
    out += words[k]!.toString(16);
  }
  return out;
}
