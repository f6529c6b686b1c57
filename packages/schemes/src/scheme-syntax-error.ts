import { UriError, describeChar } from "@urikit/core";

/**
 * A `scheme-syntax` error at `index` of `text`: `rule` names the scheme rule that failed, `what` says what the rule
 * expected; the character found there is added to the detail.
 * RFC 1738 §5 <https://www.rfc-editor.org/rfc/rfc1738#section-5>
 */
export function schemeSyntaxError(text: string, index: number, rule: string, what: string): UriError {
  return new UriError("scheme-syntax", index, { rule, detail: `${what}, found ${describeChar(text, index)}` });
}
