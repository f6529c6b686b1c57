// The component-offsets layout of @urikit/core (packages/core/src/offsets-layout.ts), mirrored for AssemblyScript.
// test/layout.test.ts reads this file and checks every number against the constants exported by @urikit/core.

/** Version of the layout; the loader refuses a module whose `LAYOUT_VERSION` differs from core's. */
export const LAYOUT_VERSION_VALUE: i32 = 1;
/** `Int32` slots per row (one row per line). */
export const SLOT_COUNT_VALUE: i32 = 17;

export const SCHEME_START: i32 = 0;
export const SCHEME_END: i32 = 1;
export const USERINFO_START: i32 = 2;
export const USERINFO_END: i32 = 3;
export const HOST_START: i32 = 4;
export const HOST_END: i32 = 5;
export const PORT_START: i32 = 6;
export const PORT_END: i32 = 7;
export const PATH_START: i32 = 8;
export const PATH_END: i32 = 9;
export const QUERY_START: i32 = 10;
export const QUERY_END: i32 = 11;
export const FRAGMENT_START: i32 = 12;
export const FRAGMENT_END: i32 = 13;
export const HOST_KIND: i32 = 14;
export const ERROR_CODE: i32 = 15;
export const ERROR_INDEX: i32 = 16;

export const HOST_KIND_NONE: i32 = 0;
export const HOST_KIND_REG_NAME: i32 = 1;
export const HOST_KIND_IPV4: i32 = 2;
export const HOST_KIND_IPV6: i32 = 3;
export const HOST_KIND_IPVFUTURE: i32 = 4;

// Error numbers: the index in URI_ERROR_CODES of @urikit/core, plus one.
export const ERR_NONE: i32 = 0;
export const ERR_UNEXPECTED_CHAR: i32 = 1;
export const ERR_INVALID_SCHEME: i32 = 2;
export const ERR_INVALID_PORT: i32 = 4;
export const ERR_INVALID_PCT_ENCODED: i32 = 5;
export const ERR_INVALID_IP_LITERAL: i32 = 6;
export const ERR_UNCLOSED_IP_LITERAL: i32 = 7;
