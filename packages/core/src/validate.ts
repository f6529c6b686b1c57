import { FRAGMENT_START, HOST_KIND, HOST_KIND_NAMES, OFFSET_SLOTS, SCHEME_START, type HostKind } from "./offsets-layout.js";
import { isCommonShape } from "./common-shape.js";
import { ERR_NONE, scanReference } from "./scan-uri-reference.js";

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
  // PERF: the common shape is one regex call with no offsets written (bench: validate/kasztp, validate/isaacs_files).
  return isCommonShape(text) || scanReference(text, scratch) === ERR_NONE;
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
  // Reuse the one scanner: "//" + host is a relative reference whose authority is exactly `host`,
  // provided host holds no delimiter that would end the authority early.
  for (let i = 0; i < host.length; i++) {
    const c = host.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x40 || c === 0x3a) {
      // ":" may only appear inside an IP-literal
      if (c === 0x3a && host.charCodeAt(0) === 0x5b) continue;
      return undefined;
    }
  }
  if (scanReference("//" + host, scratch) !== ERR_NONE) return undefined;
  return HOST_KIND_NAMES[scratch[HOST_KIND]];
}
