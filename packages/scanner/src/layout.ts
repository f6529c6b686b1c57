// @urikit/scanner/layout: the engine constants of the rows a scan writes (the slots per line, the layout version the
// WASM loader checks, the error number → code table), for readers of `ScanResult.offsets` and `rows`. Kept off the
// `.` entry, which holds what a user calls; the slot names themselves are on @urikit/core/offsets.
import { LAYOUT_VERSION as CORE_LAYOUT_VERSION, OFFSET_SLOTS } from "@urikit/core/offsets";
import { URI_ERROR_CODES, type UriErrorCode } from "@urikit/core";

/**
 * Version of the component-offsets layout the scanner writes (the one of @urikit/core); the WASM loader refuses a
 * module that reports another.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export const LAYOUT_VERSION: number = CORE_LAYOUT_VERSION;

/**
 * `Int32` slots per line in `ScanResult.offsets` (start/end of the seven components, host kind, error code, index).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export const SLOT_COUNT: number = OFFSET_SLOTS;

/**
 * The single number → code table of the scanner: error number `n` (the `ERROR_CODE` slot) is `ERROR_CODE_NAMES[n]`;
 * 0 (valid) maps to `undefined`. Number = index in `URI_ERROR_CODES` of @urikit/core, plus one.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export const ERROR_CODE_NAMES: readonly (UriErrorCode | undefined)[] = [undefined, ...URI_ERROR_CODES];
