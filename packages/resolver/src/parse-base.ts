import { CHAR_CLASS, SCHEME_CHAR, UriError, describeChar, type ParsedUri } from "@urikit/core";
import { parseAs } from "./parse-as.js";

/**
 * Index where `scheme ":"` fails in `text`: after the longest prefix that could still begin a scheme
 * (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`), or 0 when the first character is no letter. This is the
 * index core's `parseUri` reports for `missing-scheme`, so the two errors point at the same place.
 */
function schemeEndIndex(text: string): number {
  const first = text.charCodeAt(0) | 0x20; // ASCII letters fold to lower case; NaN (empty text) becomes 0x20
  if (!(first >= 0x61 && first <= 0x7a)) return 0;
  let i = 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || (CHAR_CLASS[c]! & SCHEME_CHAR) === 0) break;
    i++;
  }
  return i;
}

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

/** The `base-not-absolute` error for a valid reference `text` that has no scheme. Internal. */
export function baseNotAbsolute(text: string): UriError {
  const index = schemeEndIndex(text);
  return new UriError("base-not-absolute", index, {
    rule: "base URI",
    detail: `a base URI needs a scheme followed by ":", found ${describeChar(text, index)}`,
    subject: "base",
  });
}
