import { ERR_NONE, HOST_END, HOST_START, OFFSET_SLOTS, QUERY_END, QUERY_START, scanUriReference, splitUriReference, } from "@urikit/core/offsets";
import { isIprivate, isUcschar } from "./iri-char-class.js";
const LOW_LINE = 0x5f;
const LEFT_SQUARE_BRACKET = 0x5b;
const NON_ASCII = /[^\0-\x7f]/;
/** What stands for a character that the IRI grammar does not take here: U+00FF, which no rule of RFC 3986 takes. */
const NOT_URI_CHAR = 0xff;
// INVARIANT: filled and read within one call of scanIriReference.
const split = new Int32Array(OFFSET_SLOTS);
/**
 * Scan an IRI reference into the component-offsets layout of `@urikit/core` (`out`), and return the error code
 * number (`ERR_NONE` when valid); the offsets index into `text` itself.
 *
 * How: the IRI grammar of RFC 3987 §2.2 is the URI grammar of RFC 3986 with `ucschar` added wherever `unreserved`
 * stands, except inside an `IP-literal` (whose `IPvFuture` keeps `unreserved`), and `iprivate` added to `iquery`.
 * "_" is an `unreserved` character that is not a scheme, port, or delimiter character, so it is accepted exactly
 * where a `ucschar` is. Each `ucschar` (and each `iprivate` of the query) outside an IP literal is therefore read
 * as "_" ("__" for a surrogate pair, so that every index stays the same) and the result is scanned by the strict
 * RFC 3986 scanner of `@urikit/core`. Every other non-ASCII code unit is read as U+00FF, which no rule of RFC 3986
 * takes either, so it is rejected there at its own index. The query and the IP literal are located by the delimiters
 * alone (RFC 3986 Appendix B), which are the same in the text and in its stand-in.
 * ```abnf
 * IRI-reference = IRI / irelative-ref
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function scanIriReference(text, out) {
    if (!NON_ASCII.test(text))
        return scanUriReference(text, out);
    splitUriReference(text, split);
    const queryStart = split[QUERY_START];
    const queryEnd = split[QUERY_END];
    const hostStart = split[HOST_START];
    const literalEnd = hostStart >= 0 && text.charCodeAt(hostStart) === LEFT_SQUARE_BRACKET ? split[HOST_END] : -1;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
        const unit = text.charCodeAt(i);
        if (unit < 0x80) {
            bytes[i] = unit;
            continue;
        }
        const codePoint = text.codePointAt(i);
        const width = codePoint > 0xffff ? 2 : 1;
        const inLiteral = i > hostStart && i < literalEnd;
        const allowed = !inLiteral && (isUcschar(codePoint) || (isIprivate(codePoint) && i >= queryStart && i < queryEnd));
        const stand = allowed ? LOW_LINE : NOT_URI_CHAR;
        bytes[i] = stand;
        if (width === 2)
            bytes[i + 1] = stand;
        i += width - 1;
    }
    // PERF: the stand-in is made from the bytes in one call, or 8,192 at a time for a long text (a call takes a
    // bounded number of arguments), and no string or number is made per character.
    if (bytes.length <= 8192)
        return scanUriReference(String.fromCharCode.apply(null, bytes), out);
    let standIn = "";
    for (let k = 0; k < bytes.length; k += 8192) {
        standIn += String.fromCharCode.apply(null, bytes.subarray(k, k + 8192));
    }
    return scanUriReference(standIn, out);
}
export { ERR_NONE };
