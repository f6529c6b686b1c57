import { UriError } from "@urikit/core";
/**
 * Re-issue an error of the RFC 3986 scanner for the IRI grammar: the same code and index, the rule renamed as
 * RFC 3987 §2.2 names it ("path" → "ipath"), and RFC 3987 §2.2 cited.
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function iriSyntaxError(error: UriError): UriError;
