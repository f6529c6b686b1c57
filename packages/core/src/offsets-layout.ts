/**
 * The component-offsets form: one `Int32Array` of {@link OFFSET_SLOTS} slots per URI reference, holding the start
 * and end index of every component (-1 for both when the component is absent), the host kind and the error.
 * `parse` is built on it; the bulk scanner of `@urikit/scanner` writes the very same layout, one row per line.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export const SCHEME_START = 0;
export const SCHEME_END = 1;
export const USERINFO_START = 2;
export const USERINFO_END = 3;
export const HOST_START = 4;
export const HOST_END = 5;
export const PORT_START = 6;
export const PORT_END = 7;
export const PATH_START = 8;
export const PATH_END = 9;
export const QUERY_START = 10;
export const QUERY_END = 11;
export const FRAGMENT_START = 12;
export const FRAGMENT_END = 13;
/** Slot holding one of the `HOST_KIND_*` numbers. */
export const HOST_KIND = 14;
/** Slot holding 0 when valid, else `URI_ERROR_CODES.indexOf(code) + 1`. */
export const ERROR_CODE = 15;
/** Slot holding the index of the first bad character, or -1 when valid. */
export const ERROR_INDEX = 16;
/** Number of `Int32` slots per URI reference. */
export const OFFSET_SLOTS = 17;
/** Version of this layout; the WASM scanner refuses a module built for another one. */
export const LAYOUT_VERSION = 1;

/** No authority, so no host. */
export const HOST_KIND_NONE = 0;
/** `reg-name` (possibly empty). */
export const HOST_KIND_REG_NAME = 1;
/** `IPv4address`. */
export const HOST_KIND_IPV4 = 2;
/** `IP-literal` holding an `IPv6address`. */
export const HOST_KIND_IPV6 = 3;
/** `IP-literal` holding an `IPvFuture`. */
export const HOST_KIND_IPVFUTURE = 4;

/** The kinds of host of RFC 3986 §3.2.2, by name. */
export type HostKind = "reg-name" | "ipv4" | "ipv6" | "ipvfuture";

/** Host kind names indexed by the `HOST_KIND_*` numbers (index 0, no host, is `undefined`); RFC 3986 §3.2.2. */
export const HOST_KIND_NAMES: readonly (HostKind | undefined)[] = [undefined, "reg-name", "ipv4", "ipv6", "ipvfuture"];

/** One of the seven components of RFC 3986 §3. */
export type ComponentName = "scheme" | "userinfo" | "host" | "port" | "path" | "query" | "fragment";

/** The component names of RFC 3986 §3 in layout order; component `k` occupies slots `2k` and `2k + 1`. */
export const COMPONENT_NAMES = ["scheme", "userinfo", "host", "port", "path", "query", "fragment"] as const satisfies readonly ComponentName[];
