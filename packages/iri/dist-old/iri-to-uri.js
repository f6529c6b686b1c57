import { ERR_NONE, HOST_END, HOST_START, OFFSET_SLOTS, errorFromOffsets } from "@urikit/core/offsets";
import { expectString, typeName } from "@urikit/core/engine";
import { percentEncodeNonAscii } from "./encode-iri.js";
import { IdnaError, toASCII } from "./idna.js";
import { iriSyntaxError } from "./iri-error.js";
import { scanIriReference } from "./scan-iri.js";
// INVARIANT: filled and read within one call.
const scratch = new Int32Array(OFFSET_SLOTS);
/**
 * Map an IRI reference to the URI reference it stands for (RFC 3987 §3.1): every `ucschar` and `iprivate` becomes
 * its UTF-8 octets percent-encoded (`%HH`, uppercase). A host that is a domain name (a `ireg-name` with a character
 * outside US-ASCII and no percent-encoding, for which UTS #46 ToASCII, nontransitional, with UseSTD3ASCIIRules as
 * §3.1 asks, succeeds) becomes its "xn--" form instead; any other host is percent-encoded. Throws `UriError` when
 * `iri` is not an IRI reference. The identity on URI references.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export function iriToUri(iri, options) {
    expectString(iri, "iriToUri");
    if (options !== undefined && (typeof options !== "object" || options === null || Array.isArray(options))) {
        throw new TypeError(`iriToUri: expected an options object, got ${typeName(options)}`);
    }
    for (const key of Object.keys(options ?? {}))
        if (key !== "idna")
            throw new RangeError(`iriToUri: unknown option ${JSON.stringify(key)}`);
    const idna = options?.idna ?? true;
    if (typeof idna !== "boolean")
        throw new RangeError("iriToUri: option idna must be a boolean");
    if (scanIriReference(iri, scratch) !== ERR_NONE)
        throw iriSyntaxError(errorFromOffsets(iri, scratch));
    const hostStart = scratch[HOST_START];
    const hostEnd = scratch[HOST_END];
    if (idna && hostStart >= 0 && hostEnd > hostStart) {
        const host = iri.slice(hostStart, hostEnd);
        if (/[^\0-\x7f]/.test(host) && !host.includes("%") && host.charCodeAt(0) !== 0x5b) {
            let ascii;
            try {
                ascii = toASCII(host, { useSTD3ASCIIRules: true });
            }
            catch (e) {
                // RFC 3987 §3.1: "The ToASCII operation may fail, but this would mean that the IRI cannot be resolved";
                // the percent-encoded host below is still the URI the IRI maps to.
                if (!(e instanceof IdnaError))
                    throw e;
            }
            if (ascii !== undefined) {
                return percentEncodeNonAscii(iri.slice(0, hostStart)) + ascii + percentEncodeNonAscii(iri.slice(hostEnd));
            }
        }
    }
    return percentEncodeNonAscii(iri);
}
