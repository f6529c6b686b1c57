/**
 * Percent-encode every character of `text` outside US-ASCII as its UTF-8 octets, `%HH` with uppercase hex digits
 * (§3.1 steps 2.1–2.3). ASCII, and so every existing percent-encoding, is kept as it is.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export declare function percentEncodeNonAscii(text: string): string;
/**
 * Map an IRI reference to a URI reference by RFC 3987 §3.1 with every `ucschar` and `iprivate` percent-encoded as
 * UTF-8, the host included (no IDNA: `iriToUri` converts a domain name by ToASCII instead). Throws `UriError` when
 * `iri` is not an IRI reference. The identity on URI references, and idempotent.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export declare function encodeIri(iri: string): string;
