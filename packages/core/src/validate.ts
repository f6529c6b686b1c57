import { FRAGMENT_START, HOST_END, HOST_KIND, HOST_KIND_NAMES, HOST_START, OFFSET_SLOTS, SCHEME_START, type HostKind } from "./offsets-layout.js";
import { isCommonShape } from "./common-shape.js";
import { GEN_DELIMS, PERCENT_SIGN, SUB_DELIMS, UNRESERVED, hasCharClass } from "./char-class.js";
import { COMMON_SHAPE_TEST } from "./generated/grammar.js";
import { ERR_NONE, scanReference } from "./scan-uri-reference.js";
import { WASM_UNDECIDED, WASM_VALID, checkLong, wasmMinLength } from "./validate-wasm.js";

const scratch = new Int32Array(OFFSET_SLOTS);

/**
 * Whether `text` is a URI reference: a URI or a relative reference. Never throws.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function isUriReference(text: string): boolean {
  if (typeof text !== "string") return false;
  // PERF: a long string is checked 16 bytes at a time in WebAssembly, where the regex's classes cost several times
  // more per character; the module leaves what it does not decide (no scheme, userinfo, an IP literal), and every
  // runtime without WebAssembly SIMD everything, to the regex path below (validate-wasm.ts).
  if (text.length >= wasmMinLength) {
    const verdict = checkLong(text);
    if (verdict !== WASM_UNDECIDED) return verdict === WASM_VALID;
  }
  return isUriReferenceByRegex(text);
}

/**
 * `isUriReference` without WebAssembly: the common-shape regex, then the scanner. @internal
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function isUriReferenceByRegex(text: string): boolean {
  // PERF: the common shape is one regex call with no offsets written (bench: validate/kasztp, validate/isaacs_files).
  if (isCommonShape(text)) return true;
  // PERF: where the common shape stopped (0 when it did not match at all), a character that no rule of the grammar
  // takes (RFC 3986 §2: a URI is made of unreserved, reserved and "%" alone) proves `text` invalid without the
  // scanner, which costs several times the regex (bench: as-used/validate-kasztp, where such lines are invalid).
  const stop = COMMON_SHAPE_TEST.lastIndex;
  if (stop < text.length) {
    const c = text.charCodeAt(stop);
    if (c !== PERCENT_SIGN && !hasCharClass(c, UNRESERVED | SUB_DELIMS | GEN_DELIMS)) return false;
  }
  return scanReference(text, scratch) === ERR_NONE;
}

/**
 * Whether `text` is a URI: it has a scheme. Never throws.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function isUri(text: string): boolean {
  if (typeof text !== "string") return false;
  // The common shape has a scheme.
  return isCommonShape(text) || (scanReference(text, scratch) === ERR_NONE && scratch[SCHEME_START] >= 0);
}

/**
 * Whether `text` is an absolute URI: a scheme and no fragment. Never throws.
 * ```abnf
 * absolute-URI = scheme ":" hier-part [ "?" query ]
 * ```
 * RFC 3986 §4.3 <https://www.rfc-editor.org/rfc/rfc3986#section-4.3>
 */
export function isAbsoluteUri(text: string): boolean {
  if (typeof text !== "string") return false;
  return scanReference(text, scratch) === ERR_NONE && scratch[SCHEME_START] >= 0 && scratch[FRAGMENT_START] < 0;
}

/**
 * Whether `text` is a relative reference: a valid URI reference without a scheme. Never throws.
 * ```abnf
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §4.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>
 */
export function isRelativeReference(text: string): boolean {
  if (typeof text !== "string") return false;
  // The common shape has a scheme, so it is never a relative reference.
  return !isCommonShape(text) && scanReference(text, scratch) === ERR_NONE && scratch[SCHEME_START] < 0;
}

/**
 * Classify a host as RFC 3986 does: `ipv6`/`ipvfuture` for an IP-literal, `ipv4` for an IPv4address,
 * else `reg-name`; `undefined` when `host` is not a valid host. Never throws.
 * ```abnf
 * host = IP-literal / IPv4address / reg-name
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function classifyHost(host: string): HostKind | undefined {
  if (typeof host !== "string") return undefined;
  // Reuse the one scanner: "//" + host is a relative reference whose authority holds `host`; it is a host exactly
  // when the host the scanner finds spans all of it (no "@" before it, no ":" port, "/", "?" or "#" after it).
  if (scanReference("//" + host, scratch) !== ERR_NONE) return undefined;
  if (scratch[HOST_START] !== 2 || scratch[HOST_END] !== host.length + 2) return undefined;
  return HOST_KIND_NAMES[scratch[HOST_KIND]];
}
