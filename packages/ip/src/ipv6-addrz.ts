import { DIGIT_FIVE, DIGIT_TWO, HEXDIG, PERCENT_SIGN, UNRESERVED } from "./char-class.js";
import { checkIPLiteralWith } from "./ip-literal.js";
import { checkIPv6address } from "./ipv6-address.js";

/**
 * `IPv6address`, optionally followed by `"%25" ZoneID`: the same -1/index contract as `checkIPv6address`.
 * ```abnf
 * IPv6addrz = IPv6address "%25" ZoneID
 * ZoneID    = 1*( unreserved / pct-encoded )
 * ```
 * RFC 6874 §2 <https://www.rfc-editor.org/rfc/rfc6874#section-2>
 * See also RFC 3986 §3.2.2
 */
export function checkIPv6addrz(s: string, start: number, end: number): number {
  let percent = start;
  while (percent < end && s.charCodeAt(percent) !== PERCENT_SIGN) percent++;
  const index = checkIPv6address(s, start, percent);
  if (index !== -1 || percent === end) return index;
  // > | [fe80::1%25eth0]
  //              ^^ the "%" of a zone is itself percent-encoded
  if (percent + 1 === end) return end;
  if (s.charCodeAt(percent + 1) !== DIGIT_TWO) return percent + 1;
  if (percent + 2 === end) return end;
  if (s.charCodeAt(percent + 2) !== DIGIT_FIVE) return percent + 2;
  let i = percent + 3;
  if (i === end) return end;
  while (i < end) {
    const c = s.charCodeAt(i);
    if (c === PERCENT_SIGN) {
      // pct-encoded = "%" HEXDIG HEXDIG
      for (let k = 1; k <= 2; k++) {
        if (i + k === end) return end;
        const h = s.charCodeAt(i + k);
        if (h >= 0x80 || HEXDIG[h] === 0) return i + k;
      }
      i += 3;
    } else if (c < 0x80 && UNRESERVED[c] === 1) {
      i++;
    } else {
      return i;
    }
  }
  return -1;
}

/**
 * Check that `s[start, end)` is exactly an `IP-literal` as RFC 6874 extends it, brackets included: the same -1/index
 * contract as `checkIPLiteral`, and an IPv6 address may carry a zone (`"[fe80::1%25eth0]"`). Never throws, never
 * allocates. On the subpath `@urikit/ip/zone` because zones are rare in URIs and the URI parser never takes them.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
 * IPv6addrz  = IPv6address "%25" ZoneID
 * ```
 * RFC 6874 §2 <https://www.rfc-editor.org/rfc/rfc6874#section-2>
 * See also RFC 3986 §3.2.2
 */
export function checkIPLiteralWithZone(s: string, start: number, end: number): number {
  return checkIPLiteralWith(s, start, end, checkIPv6addrz);
}

/**
 * Whether `text` is exactly an `IP-literal` as RFC 6874 extends it (`"[::1]"`, `"[v1.x]"`, `"[fe80::1%25eth0]"`).
 * Never throws.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
 * ```
 * RFC 6874 §2 <https://www.rfc-editor.org/rfc/rfc6874#section-2>
 */
export function isIPLiteralWithZone(text: string): boolean {
  return checkIPLiteralWithZone(text, 0, text.length) === -1;
}
