// @urikit/core/chars: the character classes of RFC 3986 §2 as one table of bit flags (`CHAR_CLASS`, tested with
// `hasCharClass(c, PCHAR)`), generated from the ABNF of Appendix A, and the delimiter code units by their Unicode
// names, and the one scheme-name check (`matchScheme`, `isSchemeName`). For code that scans URIs itself (the sibling
// packages, a template or query parser).
export * from "./char-class.js";
export { isHexDigit } from "./percent-encoding.js";
export { isSchemeName, matchScheme } from "./match-scheme.js";
