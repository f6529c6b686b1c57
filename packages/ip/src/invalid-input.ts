import { expectString } from "./expect-string.js";

/**
 * The boundary of the `parse*` functions of this package: throw `TypeError` unless `text` is a string,
 * then the `RangeError` naming the ABNF rule and the UTF-16 index of the first code unit the rule cannot take,
 * e.g. `invalid IPv6address: unexpected ":" at index 15`, or `invalid IPv4address: unexpected end at index 5` when
 * the input stops too early, unless `check` (the matching `check*` function, whose index this is) takes all of it.
 * One function for both parsers, so the sequence is written once (bundle size: packages/uri/test/size.test.ts holds the budget).
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function expectAddress(text: string, caller: string, rule: string, check: (s: string, start: number, end: number) => number): void {
  expectString(text, caller);
  const index = check(text, 0, text.length);
  if (index !== -1) throw new RangeError(`invalid ${rule}: unexpected ${index >= text.length ? "end" : JSON.stringify(text[index])} at index ${index}`);
}

/**
 * Throw the `RangeError` of the `format*` functions unless `value` is an integer in 0 … `max`: `formatIPv6: word 3
 * is not an integer in 0 … 65535: -1`. One message shape for both, so it is written once.
 * ```abnf
 * h16 = 1*4HEXDIG
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function expectInteger(value: number, max: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`${what} is not an integer in 0 … ${max}: ${String(value)}`);
}
