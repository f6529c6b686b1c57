// @urikit/core/engine: helpers the urikit packages share, not a stable API (a minor release may change them):
// the boundary check every public function runs on its arguments, the character description of error messages,
// the text builder of the percent-encoders, the dot-segment test the resolver's fast paths use, and the WebAssembly
// checks of long references.
// The boundary check of every public function of urikit (RFC 3986 §2: a URI is a string of characters). @urikit/ip,
// which imports nothing, keeps an identical private copy (tools/test/repo.test.ts checks that the two are the same).
export { expectString, typeName } from "./expect-string.js";
export { describeChar } from "./uri-error.js";
// Text built from slices and percent-encoded UTF-8 without a string per character (encoders of query and template).
export { EncodedText } from "./encoded-text.js";
export { hasDotSegment } from "./remove-dot-segments.js";
export { COMMON_SHAPE } from "./common-shape.js";
export { WASM_VALID, checkLong, checkLongRelative, wasmMinLength } from "./validate-wasm.js";
