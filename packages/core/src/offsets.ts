// @urikit/core/offsets: the component-offsets layout (RFC 3986 §4.1) that `scanUriReference`, the bulk scanner's
// rows and the sibling packages share: slot indexes, host kinds, error numbers, and the functions that write and
// read that layout. Engine internals rather than everyday API (STYLE A9): the `.` entry leaves them out, and the
// @urikit/uri facade has them on its own `@urikit/uri/offsets` subpath.
export * from "./offsets-layout.js";
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
export { componentsFromOffsets, errorFromOffsets, errorRecordFromOffsets } from "./parse.js";
export { splitUriReference } from "./split-uri-reference.js";
export { URI_ERROR_CODES } from "./uri-error.js";
