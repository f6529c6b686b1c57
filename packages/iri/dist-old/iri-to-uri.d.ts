/** Options of {@link iriToUri}. */
export interface IriToUriOptions {
    /**
     * Convert a host that is a domain name by UTS #46 ToASCII (the default, `true`), or percent-encode every host
     * (`false`, §3.1 step 2 alone).
     */
    idna?: boolean;
}
/**
 * Map an IRI reference to the URI reference it stands for (RFC 3987 §3.1): every `ucschar` and `iprivate` becomes
 * its UTF-8 octets percent-encoded (`%HH`, uppercase). A host that is a domain name (a `ireg-name` with a character
 * outside US-ASCII and no percent-encoding, for which UTS #46 ToASCII, nontransitional, with UseSTD3ASCIIRules as
 * §3.1 asks, succeeds) becomes its "xn--" form instead; any other host is percent-encoded. Throws `UriError` when
 * `iri` is not an IRI reference. The identity on URI references.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export declare function iriToUri(iri: string, options?: IriToUriOptions): string;
