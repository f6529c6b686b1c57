import { ERR_NONE } from "@urikit/core/offsets";
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
export declare function scanIriReference(text: string, out: Int32Array): number;
export { ERR_NONE };
