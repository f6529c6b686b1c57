import { expectString, typeName } from "@urikit/core/engine";
import * as tr46 from "tr46";
/**
 * An IDNA failure: the domain name cannot be converted (UTS #46 §4.2 ToASCII reports an error), so an IRI with it
 * as host "cannot be resolved".
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export class IdnaError extends Error {
    name = "IdnaError";
    /** The domain name that failed. */
    domain;
    constructor(domain) {
        super(`UTS #46 ToASCII fails on ${JSON.stringify(domain)}: a label is not valid after mapping (RFC 3987 §3.1)`);
        this.domain = domain;
    }
}
const FLAGS = ["checkHyphens", "checkBidi", "checkJoiners", "useSTD3ASCIIRules", "verifyDnsLength", "ignoreInvalidPunycode"];
function flags(options, caller) {
    if (options !== undefined && (typeof options !== "object" || options === null)) {
        throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
    }
    const o = options ?? {};
    for (const key of Object.keys(o)) {
        if (!FLAGS.includes(key))
            throw new RangeError(`${caller}: unknown option ${JSON.stringify(key)}`);
        const value = o[key];
        if (value !== undefined && typeof value !== "boolean")
            throw new RangeError(`${caller}: option ${key} must be a boolean`);
    }
    return {
        checkHyphens: o.checkHyphens ?? false,
        checkBidi: o.checkBidi ?? true,
        checkJoiners: o.checkJoiners ?? true,
        useSTD3ASCIIRules: o.useSTD3ASCIIRules ?? false,
        verifyDNSLength: o.verifyDnsLength ?? false,
        ignoreInvalidPunycode: o.ignoreInvalidPunycode ?? false,
        transitionalProcessing: false,
    };
}
/**
 * UTS #46 ToASCII, nontransitional, by `tr46`: map, normalize and check each label of `domain`, and write each
 * label that is not ASCII as "xn--" Punycode. Throws `IdnaError` when UTS #46 reports an error.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1> (the ToASCII step for `ireg-name`).
 * See also UTS #46 §4.2 <https://www.unicode.org/reports/tr46/#ToASCII>
 */
export function toASCII(domain, options) {
    expectString(domain, "toASCII");
    const result = tr46.toASCII(domain, flags(options, "toASCII"));
    if (result === null)
        throw new IdnaError(domain);
    return result;
}
/**
 * UTS #46 ToUnicode, nontransitional, by `tr46`: the domain with every "xn--" label decoded and every label mapped,
 * and whether UTS #46 reported an error (ToUnicode always gives a result; `error` says whether to trust it).
 * RFC 3987 §3.2.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.2.1> (converting Punycode labels with ToUnicode).
 * See also UTS #46 §4.3 <https://www.unicode.org/reports/tr46/#ToUnicode>
 */
export function toUnicode(domain, options) {
    expectString(domain, "toUnicode");
    // verifyDNSLength is a flag of ToASCII only; tr46's toUnicode does not read it.
    return tr46.toUnicode(domain, flags(options, "toUnicode"));
}
