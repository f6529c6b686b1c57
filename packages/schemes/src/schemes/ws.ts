import type { SchemeRule } from "../registry.js";
import { httpLikeParser } from "./http.js";
import type { HttpLikeParser } from "./http.js";

/**
 * Parse the scheme-specific part of a `ws` URI: the same fields as `http`.
 * ```abnf
 * ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]
 * ```
 * RFC 6455 §3 <https://www.rfc-editor.org/rfc/rfc6455#section-3>
 */
export const parseWs: HttpLikeParser = httpLikeParser({
  production: "ws-URI",
  name: "parseWs",
  defaultPort: 80,
  fragment: false,
  cite: "RFC 6455 §3",
});

/**
 * The `ws` scheme rule: default port 80, an authority, and {@link parseWs}.
 * ```abnf
 * ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]
 * ```
 * RFC 6455 §3 <https://www.rfc-editor.org/rfc/rfc6455#section-3>
 */
export const wsScheme: SchemeRule = { name: "ws", defaultPort: 80, hasAuthority: true, parse: parseWs };
