import { OFFSET_SLOTS, componentsFromOffsets, errorFromOffsets, scanUriReference } from "@urikit/core/offsets";
import { type ParsedUri, type UriErrorSubject } from "@urikit/core";

// INVARIANT: filled and read within one call of `parseAs`; no caller keeps a reference to it.
const scratch = new Int32Array(OFFSET_SLOTS);

/**
 * Parse `text` as a URI reference for reference resolution, throwing the very `UriError` the core parser gives
 * (same code, index, rule and detail) but with `subject` naming which string of the pair was bad.
 * Internal: not re-exported from the package.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function parseAs(text: string, subject: UriErrorSubject): ParsedUri {
  if (scanUriReference(text, scratch) !== 0) throw errorFromOffsets(text, scratch, subject);
  return componentsFromOffsets(text, scratch);
}
