import { ERR_NONE, OFFSET_SLOTS, SCHEME_START, componentsFromOffsets, errorFromOffsets } from "@urikit/core/offsets";
import { UriError } from "@urikit/core";
import { describeChar, expectString } from "@urikit/core/engine";
import { COLON, matchScheme } from "@urikit/core/chars";
import { iriSyntaxError } from "./iri-error.js";
import { scanIriReference } from "./scan-iri.js";
// INVARIANT: filled and read within one call.
const scratch = new Int32Array(OFFSET_SLOTS);
function scan(text) {
    if (scanIriReference(text, scratch) !== ERR_NONE)
        throw iriSyntaxError(errorFromOffsets(text, scratch));
}
/**
 * Parse any IRI reference into its components (as `parse` of `@urikit/core` does for URIs: `undefined` = absent,
 * nothing decoded), or throw `UriError` with the code and index of the first character the grammar cannot take.
 * ```abnf
 * IRI-reference = IRI / irelative-ref
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function parseIriReference(text) {
    expectString(text, "parseIriReference");
    scan(text);
    return componentsFromOffsets(text, scratch);
}
/**
 * Parse an IRI (a scheme is required), or throw `UriError` (`missing-scheme` for a relative reference).
 * ```abnf
 * IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function parseIri(text) {
    expectString(text, "parseIri");
    // The longest prefix that could still begin a scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ). Without a
    // scheme and its ":" the IRI rule stops there, even in a text that is no IRI reference either ("3ttp://a" at the
    // "3", not at the ":" that would make it a bad relative reference).
    const schemeEnd = matchScheme(text, 0, text.length);
    if (schemeEnd <= 0 || text.charCodeAt(schemeEnd) !== COLON) {
        const index = Math.max(schemeEnd, 0);
        throw new UriError("missing-scheme", index, {
            rule: "IRI",
            detail: `an IRI needs a scheme followed by ":", found ${describeChar(text, index)}`,
            cite: "RFC 3987 §2.2",
        });
    }
    scan(text);
    return componentsFromOffsets(text, scratch);
}
/**
 * Whether `text` is an IRI reference (an IRI or a relative IRI reference). Never throws.
 * ```abnf
 * IRI-reference = IRI / irelative-ref
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function isIriReference(text) {
    return typeof text === "string" && scanIriReference(text, scratch) === ERR_NONE;
}
/**
 * Whether `text` is an IRI: an IRI reference with a scheme. Never throws.
 * ```abnf
 * IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function isIri(text) {
    return typeof text === "string" && scanIriReference(text, scratch) === ERR_NONE && scratch[SCHEME_START] >= 0;
}
