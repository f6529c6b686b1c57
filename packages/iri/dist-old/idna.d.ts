/**
 * The flags of UTS #46 §4 that a caller may set. Processing is always nontransitional (ß, ς, ZWJ and ZWNJ are
 * kept), as WHATWG URL does. The defaults are those of WHATWG's "domain to ASCII" (with beStrict false):
 * `checkBidi` and `checkJoiners` on, `checkHyphens`, `useSTD3ASCIIRules` and `verifyDnsLength` off.
 */
export interface IdnaOptions {
    /** V2, V3: no "--" in the third and fourth positions, no "-" at either end of a label. Default false. */
    checkHyphens?: boolean;
    /** The Bidi Rule of RFC 5893 (B1–B6). Default true. */
    checkBidi?: boolean;
    /** The ContextJ rules of RFC 5892 Appendix A (C1, C2). Default true. */
    checkJoiners?: boolean;
    /** Only letters, digits and "-" among the ASCII characters (U1). Default false. */
    useSTD3ASCIIRules?: boolean;
    /** ToASCII only: labels of 1–63 and a name of 1–253 characters (A4_1, A4_2). Default false. */
    verifyDnsLength?: boolean;
    /** Keep an "xn--" label whose Punycode does not decode as it is, instead of failing. Default false. */
    ignoreInvalidPunycode?: boolean;
}
/**
 * An IDNA failure: the domain name cannot be converted (UTS #46 §4.2 ToASCII reports an error), so an IRI with it
 * as host "cannot be resolved".
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export declare class IdnaError extends Error {
    name: string;
    /** The domain name that failed. */
    readonly domain: string;
    constructor(domain: string);
}
/**
 * UTS #46 ToASCII, nontransitional, by `tr46`: map, normalize and check each label of `domain`, and write each
 * label that is not ASCII as "xn--" Punycode. Throws `IdnaError` when UTS #46 reports an error.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1> (the ToASCII step for `ireg-name`).
 * See also UTS #46 §4.2 <https://www.unicode.org/reports/tr46/#ToASCII>
 */
export declare function toASCII(domain: string, options?: IdnaOptions): string;
/**
 * UTS #46 ToUnicode, nontransitional, by `tr46`: the domain with every "xn--" label decoded and every label mapped,
 * and whether UTS #46 reported an error (ToUnicode always gives a result; `error` says whether to trust it).
 * RFC 3987 §3.2.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.2.1> (converting Punycode labels with ToUnicode).
 * See also UTS #46 §4.3 <https://www.unicode.org/reports/tr46/#ToUnicode>
 */
export declare function toUnicode(domain: string, options?: IdnaOptions): {
    domain: string;
    error: boolean;
};
