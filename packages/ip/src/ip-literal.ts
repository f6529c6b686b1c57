import { expectString } from "./expect-string.js";
import { LATIN_CAPITAL_LETTER_V, LATIN_SMALL_LETTER_V, LEFT_SQUARE_BRACKET } from "./char-class.js";
import { checkIPv6address } from "./ipv6-address.js";
import { checkIPvFuture } from "./ipv-future.js";

/**
 * Check that `s[start, end)` is exactly an `IP-literal`, brackets included. Return -1 when it is; otherwise the
 * index of the first code unit that cannot be taken: `start` + the length of the longest prefix of `s[start, end)`
 * that is a prefix of some `IP-literal` (`end` when the input stops too early, as in `"[::1"`; the index of the `"]"`
 * when the address inside is cut short, as in `"[1:2]"` → 4). An `IPvFuture` starts with `"v"` or `"V"`. No zone: for
 * RFC 6874's `"[fe80::1%25eth0]"` see `checkIPLiteralWithZone` of `@urikit/ip/zone`. Never throws, never allocates.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function checkIPLiteral(s: string, start: number, end: number): number {
  expectString(s, "checkIPLiteral");
  return checkIPLiteralWith(s, start, end, checkIPv6address);
}

/**
 * `checkIPLiteral` with `checkIPv6` for the IPv6 alternative (`checkIPv6addrz` admits an RFC 6874 zone). @internal
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function checkIPLiteralWith(s: string, start: number, end: number, checkIPv6: (s: string, start: number, end: number) => number): number {
  if (start >= end) return end;
  if (s.charCodeAt(start) !== LEFT_SQUARE_BRACKET) return start;
  const inner = start + 1;
  // INVARIANT: none of IPv6address, ZoneID, IPvFuture contains "]", so the first "]" closes the literal.
  let close = s.indexOf("]", inner);
  if (close < 0 || close > end) close = end;
  // INVARIANT: for an empty address (inner === close) both checks return `close`, whatever s[inner] is.
  const c = s.charCodeAt(inner);
  const index = c === LATIN_SMALL_LETTER_V || c === LATIN_CAPITAL_LETTER_V ? checkIPvFuture(s, inner, close) : checkIPv6(s, inner, close);
  // > | [1:2]
  //        ^ index === close: the address is cut short, so the "]" (or the end) is the first unit not taken
  if (index !== -1) return index;
  if (close === end) return end;
  return close + 1 === end ? -1 : close + 1;
}

/**
 * Whether `text` is exactly an `IP-literal`, brackets included (`"[::1]"`, `"[v1.x]"`; no RFC 6874 zone: see
 * `isIPLiteralWithZone` of `@urikit/ip/zone`). Never throws.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function isIPLiteral(text: string): boolean {
  return typeof text === "string" && checkIPLiteral(text, 0, text.length) === -1;
}
