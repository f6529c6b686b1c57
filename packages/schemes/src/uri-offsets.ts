import { ERR_NONE, OFFSET_SLOTS, SCHEME_START, scanUriReference } from "@urikit/core/offsets";
import { parseUri } from "@urikit/core";

/**
 * The component offsets of the URI `text` in core's layout (`scanUriReference`: start/end slots per component, -1
 * when absent): `offsets` when the caller already has them, else a fresh scan. Throws the `UriError` of core
 * `parseUri` when `text` is not a URI (a scheme is required).
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function uriOffsets(text: string, offsets?: Int32Array): Int32Array {
  if (offsets !== undefined) return offsets;
  const out = new Int32Array(OFFSET_SLOTS);
  if (scanUriReference(text, out) !== ERR_NONE || out[SCHEME_START] < 0) {
    // Only on failure: core's parseUri throws the error it would (missing-scheme included).
    parseUri(text);
  }
  return out;
}
