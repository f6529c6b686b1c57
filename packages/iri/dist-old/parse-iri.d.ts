import { type ParsedUri } from "@urikit/core";
/**
 * Parse any IRI reference into its components (as `parse` of `@urikit/core` does for URIs: `undefined` = absent,
 * nothing decoded), or throw `UriError` with the code and index of the first character the grammar cannot take.
 * ```abnf
 * IRI-reference = IRI / irelative-ref
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function parseIriReference(text: string): ParsedUri;
/**
 * Parse an IRI (a scheme is required), or throw `UriError` (`missing-scheme` for a relative reference).
 * ```abnf
 * IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function parseIri(text: string): ParsedUri;
/**
 * Whether `text` is an IRI reference (an IRI or a relative IRI reference). Never throws.
 * ```abnf
 * IRI-reference = IRI / irelative-ref
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function isIriReference(text: string): boolean;
/**
 * Whether `text` is an IRI: an IRI reference with a scheme. Never throws.
 * ```abnf
 * IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function isIri(text: string): boolean;
