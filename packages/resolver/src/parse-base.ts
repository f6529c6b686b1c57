import { UriError, parseUri, type ParsedUri } from "@urikit/core";
import { describeChar } from "@urikit/core/engine";
import { parseAs } from "./parse-as.js";

/**
 * Parse the base URI of a resolution: any URI reference syntax error is thrown with subject `"base"`; a base
 * without a scheme throws `base-not-absolute` at the index where `scheme ":"` would have had to end (0 when the
 * base does not begin with a letter). A fragment on the base is kept here and ignored by the caller (§5.1).
 * Internal: not re-exported from the package.
 * ```abnf
 * absolute-URI = scheme ":" hier-part [ "?" query ]
 * ```
 * RFC 3986 §5.2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.1>
 */
export function parseBase(text: string): ParsedUri {
  const base = parseAs(text, "base");
  if (base.scheme === undefined) throw baseNotAbsolute(text);
  return base;
}

/**
 * The `base-not-absolute` error for a valid reference `text` that has no scheme, at the index core's `parseUri`
 * reports for `missing-scheme` (where `scheme ":"` would have had to end), so the two errors point at the same place.
 * Internal.
 */
export function baseNotAbsolute(text: string): UriError {
  let index = 0;
  try {
    parseUri(text);
  } catch (e) {
    if (!UriError.is(e)) throw e;
    index = e.index;
  }
  return new UriError("base-not-absolute", index, {
    rule: "base URI",
    detail: `a base URI needs a scheme followed by ":", found ${describeChar(text, index)}`,
    subject: "base",
  });
}
