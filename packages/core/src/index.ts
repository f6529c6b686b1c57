// @urikit/core: what a user calls. Parse, validate and recompose URI references (RFC 3986 §3–§5.3), percent-encoding
// (§2.1) and dot segments (§5.2.4), with `UriError` for syntax errors. The engine behind them is on documented
// subpaths (STYLE A9): `@urikit/core/offsets` (the component-offsets layout the scanner and the sibling packages
// share), `@urikit/core/chars` (the character classes of §2 as one table) and `@urikit/core/engine` (helpers the
// urikit packages share; not a stable API).
export type { UriComponents, ParsedUri } from "./components.js";
export { UriError, URI_ERROR_CODES } from "./uri-error.js";
export type { UriErrorCode, UriErrorOptions, UriErrorSubject } from "./uri-error.js";
export { parse, tryParse, parseUriReference, parseUri, parseAbsoluteUri, parseRelativeRef } from "./parse.js";
export { isUri, isUriReference, isAbsoluteUri, isRelativeReference, classifyHost } from "./validate.js";
export type { HostKind, ComponentName } from "./offsets-layout.js";
export { serialize } from "./serialize.js";
export { encodeComponent, decode } from "./percent-encoding.js";
export type { EncodableComponent } from "./percent-encoding.js";
export { removeDotSegments } from "./remove-dot-segments.js";
export { diagnose } from "./diagnose.js";
export type { DiagnoseOptions } from "./diagnose.js";
