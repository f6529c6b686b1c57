import { UriError, decode } from "@urikit/core";

/**
 * Percent-decode `text[start, end)` as UTF-8 with core `decode`, reporting errors at their index in `text`.
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export function decodeRange(text: string, start: number, end: number): string {
  const slice = text.slice(start, end);
  try {
    return decode(slice);
  } catch (error) {
    if (!UriError.is(error)) throw error;
    throw new UriError(error.code, error.index + start, { rule: error.rule, detail: error.detail });
  }
}
