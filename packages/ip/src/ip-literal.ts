import { expectString } from "./expect-string.js";
import {
  DIGIT_FIVE,
  DIGIT_TWO,
  HEXDIG,
  LATIN_CAPITAL_LETTER_V,
  LATIN_SMALL_LETTER_V,
  LEFT_SQUARE_BRACKET,
  PERCENT_SIGN,
  RIGHT_SQUARE_BRACKET,
  UNRESERVED,
} from "./char-class.js";
import { checkIPv6address } from "./ipv6-address.js";
import { checkIPvFuture } from "./ipv-future.js";

/** Options of `checkIPLiteral` and `isIPLiteral`. */
export interface IPLiteralOptions {
  /**
   * Also accept an RFC 6874 zone after an IPv6 address, percent-encoded as `"%25"`: `"[fe80::1%25eth0]"`.
   * Default `false` (RFC 3986 alone has no zones).
   */
  zoneId?: boolean;
}

/**
 * Check that `s[start, end)` is exactly an `IP-literal`, brackets included. Return -1 when it is; otherwise the
 * index of the first code unit that cannot be taken: `start` + the length of the longest prefix of `s[start, end)`
 * that is a prefix of some `IP-literal` (`end` when the input stops too early, as in `"[::1"`; the index of the `"]"`
 * when the address inside is cut short, as in `"[1:2]"` → 4). With `{ zoneId: true }` an IPv6 address may carry an
 * RFC 6874 zone (`"[fe80::1%25eth0]"`). An `IPvFuture` starts with `"v"` or `"V"`. Never throws, never allocates.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 * See also RFC 6874 §2
 */
export function checkIPLiteral(s: string, start: number, end: number, options?: IPLiteralOptions): number {
  expectString(s, "checkIPLiteral");
  if (start >= end) return end;
  if (s.charCodeAt(start) !== LEFT_SQUARE_BRACKET) return start;
  const inner = start + 1;
  // INVARIANT: none of IPv6address, ZoneID, IPvFuture contains "]", so the first "]" closes the literal.
  let close = inner;
  while (close < end && s.charCodeAt(close) !== RIGHT_SQUARE_BRACKET) close++;
  let index: number;
  const c = inner < close ? s.charCodeAt(inner) : -1;
  if (c === LATIN_SMALL_LETTER_V || c === LATIN_CAPITAL_LETTER_V) {
    index = checkIPvFuture(s, inner, close);
  } else if (options?.zoneId === true) {
    index = checkIPv6addrz(s, inner, close);
  } else {
    index = checkIPv6address(s, inner, close);
  }
  // > | [1:2]
  //        ^ index === close: the address is cut short, so the "]" (or the end) is the first unit not taken
  if (index !== -1) return index;
  if (close === end) return end;
  return close + 1 === end ? -1 : close + 1;
}

/**
 * `IPv6address`, optionally followed by `"%25" ZoneID`: the same -1/index contract as `checkIPv6address`.
 * ```abnf
 * IPv6addrz = IPv6address "%25" ZoneID
 * ZoneID    = 1*( unreserved / pct-encoded )
 * ```
 * RFC 6874 §2 <https://www.rfc-editor.org/rfc/rfc6874#section-2>
 */
function checkIPv6addrz(s: string, start: number, end: number): number {
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
 * Whether `text` is exactly an `IP-literal`, brackets included (`"[::1]"`, `"[v1.x]"`; with `{ zoneId: true }`
 * also `"[fe80::1%25eth0]"`). Never throws.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 * See also RFC 6874 §2
 */
export function isIPLiteral(text: string, options?: IPLiteralOptions): boolean {
  if (typeof text !== "string") return false;
  return checkIPLiteral(text, 0, text.length, options) === -1;
}
