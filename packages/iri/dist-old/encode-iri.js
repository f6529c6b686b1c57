import { ERR_NONE, OFFSET_SLOTS, errorFromOffsets } from "@urikit/core/offsets";
import { expectString } from "@urikit/core/engine";
import { scanIriReference } from "./scan-iri.js";
import { iriSyntaxError } from "./iri-error.js";
/**
 * Percent-encode every character of `text` outside US-ASCII as its UTF-8 octets, `%HH` with uppercase hex digits
 * (§3.1 steps 2.1–2.3). ASCII, and so every existing percent-encoding, is kept as it is.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export function percentEncodeNonAscii(text) {
    let out = "";
    let from = 0; // text[from, i) is kept as it is, not yet in `out`
    for (let i = 0; i < text.length; i++) {
        if (text.charCodeAt(i) < 0x80)
            continue;
        // PERF: a run of characters outside US-ASCII is encoded by one native call, not one call and one string each.
        let end = i + 1;
        while (end < text.length && text.charCodeAt(end) >= 0x80)
            end++;
        // INVARIANT: the caller validated the IRI, so no lone surrogate reaches encodeURIComponent (which would throw).
        out += text.slice(from, i) + encodeURIComponent(text.slice(i, end));
        from = end;
        i = end - 1;
    }
    return from === 0 ? text : out + text.slice(from);
}
// INVARIANT: filled and read within one call.
const scratch = new Int32Array(OFFSET_SLOTS);
/**
 * Map an IRI reference to a URI reference by RFC 3987 §3.1 with every `ucschar` and `iprivate` percent-encoded as
 * UTF-8, the host included (no IDNA: `iriToUri` converts a domain name by ToASCII instead). Throws `UriError` when
 * `iri` is not an IRI reference. The identity on URI references, and idempotent.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export function encodeIri(iri) {
    expectString(iri, "encodeIri");
    if (scanIriReference(iri, scratch) !== ERR_NONE)
        throw iriSyntaxError(errorFromOffsets(iri, scratch));
    return percentEncodeNonAscii(iri);
}
