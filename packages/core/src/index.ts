export * from "./char-class.js";
// The boundary check of every public function of urikit (RFC 3986 §2: a URI is a string of characters).
export { expectString, typeName } from "@urikit/ip/expect-string";
export type { UriComponents, ParsedUri } from "./components.js";
export * from "./offsets-layout.js";
export { UriError, URI_ERROR_CODES, describeChar } from "./uri-error.js";
export type { UriErrorCode, UriErrorOptions, UriErrorSubject } from "./uri-error.js";
export {
  scanUriReference,
  checkPctEncoded,
  ERR_NONE,
  ERR_UNEXPECTED_CHAR,
  ERR_INVALID_SCHEME,
  ERR_MISSING_SCHEME,
  ERR_INVALID_PORT,
  ERR_INVALID_PCT_ENCODED,
  ERR_INVALID_IP_LITERAL,
  ERR_UNCLOSED_IP_LITERAL,
} from "./scan-uri-reference.js";
export {
  parse,
  tryParse,
  parseUriReference,
  parseUri,
  parseAbsoluteUri,
  parseRelativeRef,
  componentsFromOffsets,
  errorFromOffsets,
} from "./parse.js";
export { isUri, isUriReference, isAbsoluteUri, isRelativeReference, classifyHost } from "./validate.js";
export { serialize } from "./serialize.js";
export { encodeComponent, decode, isHexDigit } from "./percent-encoding.js";
export type { EncodableComponent } from "./percent-encoding.js";
export { hasDotSegment, removeDotSegments } from "./remove-dot-segments.js";
export { diagnose } from "./diagnose.js";
export { splitUriReference } from "./split-uri-reference.js";
