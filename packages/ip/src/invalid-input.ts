/**
 * Build the `RangeError` thrown by the `parse*` functions of this package. The message names the ABNF rule and
 * the UTF-16 index of the first code unit the rule cannot take, e.g. `invalid IPv6address: unexpected ":" at index 15`,
 * or `invalid IPv4address: unexpected end at index 5` when the input stops too early. The index is the one the
 * matching `check*` function returns.
 * ```abnf
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function invalidInput(rule: string, text: string, index: number): RangeError {
  const what = index >= text.length ? "end" : JSON.stringify(text[index]);
  return new RangeError(`invalid ${rule}: unexpected ${what} at index ${index}`);
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
