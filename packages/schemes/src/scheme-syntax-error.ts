import { UriError } from "@urikit/core";
import { describeChar } from "@urikit/core/engine";

/**
 * Throwable `scheme-syntax` errors of one scheme: `schemeSyntaxError("RFC 1738 §3.2")` gives
 * `(text, index, rule, what) => UriError`, an error at `index` of `text` whose `rule` names the scheme rule that
 * failed and whose message ends with `cite`, the scheme's governing section; `what` says what the rule expected, and
 * the character found there is added to the detail.
 * RFC 1738 §5 <https://www.rfc-editor.org/rfc/rfc1738#section-5>
 */
export function schemeSyntaxError(cite: string): SchemeSyntaxError {
  return (text, index, rule, what) =>
    new UriError("scheme-syntax", index, { rule, detail: `${what}, found ${describeChar(text, index)}`, cite });
}

/**
 * Make the `scheme-syntax` error of one scheme at `index` of `text` (see {@link schemeSyntaxError}).
 * RFC 1738 §5 <https://www.rfc-editor.org/rfc/rfc1738#section-5>
 */
export type SchemeSyntaxError = (text: string, index: number, rule: string, what: string) => UriError;
