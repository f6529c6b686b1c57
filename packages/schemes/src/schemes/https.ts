import type { SchemeRule } from "../registry.js";
import { httpLikeParser } from "./http.js";
import type { HttpLikeParser } from "./http.js";

/**
 * Parse the scheme-specific part of a `https` URI: the same fields as `http`.
 * ```abnf
 * https-URI = "https" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.2>
 */
export const parseHttps: HttpLikeParser = httpLikeParser({
  production: "https-URI",
  name: "parseHttps",
  defaultPort: 443,
  fragment: true,
  cite: "RFC 9110 §4.2.2",
});

/**
 * The `https` scheme rule: default port 443, an authority, and {@link parseHttps}.
 * ```abnf
 * https-URI = "https" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.2>
 */
export const httpsScheme: SchemeRule = { name: "https", defaultPort: 443, hasAuthority: true, parse: parseHttps };
