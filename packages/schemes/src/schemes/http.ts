import type { ParsedUri } from "@urikit/core";
import { componentOffsets } from "../component-offsets.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";

/**
 * The fields of an `http`, `https`, `ws` or `wss` URI: `host` as written (IP literals keep their brackets),
 * `port` a number, `path` and `search` (the query) as written, not decoded — HTTP sends them as they are.
 */
export interface HttpFields {
  host: string;
  port: number;
  path: string;
  search?: string;
}

/** How one member of the http family differs. */
export interface HttpLikeOptions {
  /** The URI production named in errors, e.g. `"http-URI"`. */
  readonly production: string;
  readonly defaultPort: number;
  /** Whether a fragment may follow (RFC 6455 §3 forbids it for ws/wss). */
  readonly fragment: boolean;
}

/**
 * Make the parser for an http-like scheme: an authority with a non-empty host and no userinfo, `path-abempty`, an
 * optional query. Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 * See also RFC 9110 §4.2.4 (userinfo is deprecated: "treat its presence as an error"), RFC 6455 §3
 */
export function httpLikeParser(options: HttpLikeOptions): (components: ParsedUri, text: string) => HttpFields {
  const { production, defaultPort } = options;
  return (components, text) => {
    const offsets = componentOffsets(components, text);
    // RFC 9110 §4.2.4: a recipient SHOULD treat userinfo as an error; we do, so it is never silently dropped.
    const { host, port } = parseLogin(components, text, offsets, { production, userinfo: false, defaultPort });
    if (!options.fragment && offsets.fragment >= 0) {
      throw schemeSyntaxError(text, offsets.fragment - 1, production, `expected no fragment ("#" must be encoded as "%23")`);
    }
    const fields: HttpFields = { host, port, path: components.path };
    if (components.query !== undefined) fields.search = components.query;
    return fields;
  };
}

/**
 * Parse the scheme-specific part of an `http` URI (see {@link httpLikeParser}).
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 * See also RFC 1738 §3.3
 */
export const parseHttp: (components: ParsedUri, text: string) => HttpFields = httpLikeParser({
  production: "http-URI",
  defaultPort: 80,
  fragment: true,
});

/**
 * The `http` scheme rule: default port 80, an authority, and {@link parseHttp}.
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 */
export const httpScheme: SchemeRule = { name: "http", defaultPort: 80, hasAuthority: true, parse: parseHttp };
