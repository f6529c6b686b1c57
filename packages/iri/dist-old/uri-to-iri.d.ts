/**
 * Whether §3.2 step 4 lets `codePoint` stand decoded: it is a `ucschar` (or an `iprivate` in the query, §2.2); it is
 * not a bidirectional formatting character (§4.1) nor invisible; and it is not a compatibility look-alike of a
 * delimiter, "%" or a space (§6.1 b: its NFKC form has an ASCII character other than `unreserved`, e.g. U+FF0F
 * FULLWIDTH SOLIDUS or U+FE56 SMALL QUESTION MARK).
 * RFC 3987 §6.1 <https://www.rfc-editor.org/rfc/rfc3987#section-6.1>
 */
export declare function isAppropriateInIri(codePoint: number, inQuery: boolean): boolean;
/**
 * Whether a component follows the Bidi IRI structure of §4.2: it does not mix right-to-left and left-to-right
 * letters, and if it has right-to-left letters it starts and ends with one (trailing combining marks aside).
 * RFC 3987 §4.2 <https://www.rfc-editor.org/rfc/rfc3987#section-4.2>
 */
export declare function followsBidiStructure(component: string): boolean;
/**
 * Convert a URI reference to an IRI reference (RFC 3987 §3.2): decode each percent-encoded unreserved US-ASCII
 * character and each percent-encoded strictly legal UTF-8 sequence of a character appropriate in an IRI; keep
 * "%", reserved and disallowed US-ASCII, octets that are not UTF-8, and inappropriate characters (bidi formatting,
 * invisible, look-alikes of delimiters, private use outside the query) encoded. A component (`iuserinfo`, each path
 * segment, each name and value of the query, `ifragment`) that would break the Bidi structure of §4.2 keeps all of
 * its non-ASCII encoded. The host keeps its percent-encodings: decoded, it would map back (§3.1) by ToASCII to a
 * different URI. Throws `UriError` when `uri` is not a URI reference.
 * RFC 3987 §3.2 <https://www.rfc-editor.org/rfc/rfc3987#section-3.2>
 */
export declare function uriToIri(uri: string): string;
