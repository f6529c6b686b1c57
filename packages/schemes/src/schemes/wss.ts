import type { SchemeRule } from "../registry.js";
import { httpLikeParser } from "./http.js";
import type { HttpLikeParser } from "./http.js";

/**
 * Parse the scheme-specific part of a `wss` URI: the same fields as `http`.
 * ```abnf
 * wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]
 * ```
 * RFC 6455 §3 <https://www.rfc-editor.org/rfc/rfc6455#section-3>
 */
export const parseWss: HttpLikeParser = httpLikeParser({
  production: "wss-URI",
  name: "parseWss",
  defaultPort: 443,
  fragment: false,
  cite: "RFC 6455 §3",
});

/**
 * The `wss` scheme rule: default port 443, an authority, and {@link parseWss}.
 * ```abnf
 * wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]
 * ```
 * RFC 6455 §3 <https://www.rfc-editor.org/rfc/rfc6455#section-3>
 */
export const wssScheme: SchemeRule = { name: "wss", defaultPort: 443, hasAuthority: true, parse: parseWss };
