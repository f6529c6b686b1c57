import { UriError } from "@urikit/core";
/** The RFC 3987 names of the rules that RFC 3986 names in core's errors: an "i" before each rule that §2.2 changed. */
const IRI_RULES = {
    userinfo: "iuserinfo",
    "reg-name": "ireg-name",
    host: "ihost",
    path: "ipath",
    query: "iquery",
    fragment: "ifragment",
    "URI-reference": "IRI-reference",
    "relative-ref": "irelative-ref",
    URI: "IRI",
};
/**
 * Re-issue an error of the RFC 3986 scanner for the IRI grammar: the same code and index, the rule renamed as
 * RFC 3987 §2.2 names it ("path" → "ipath"), and RFC 3987 §2.2 cited.
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function iriSyntaxError(error) {
    const rule = IRI_RULES[error.rule] ?? error.rule;
    const detail = error.detail.replace(/ in (userinfo|host|path|query|fragment)$/, " in i$1");
    return new UriError(error.code, error.index, { rule, detail, cite: "RFC 3987 §2.2", subject: error.subject });
}
