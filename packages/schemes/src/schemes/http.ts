import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { FRAGMENT_START } from "@urikit/core/offsets";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

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
  /** The exported name of the parser, named when it refuses a non-string text, e.g. `"parseHttp"`. */
  readonly name?: string;
  readonly defaultPort: number;
  /** Whether a fragment may follow (RFC 6455 §3 forbids it for ws/wss). */
  readonly fragment: boolean;
  /** The governing section ending the message of `scheme-syntax` errors, e.g. `"RFC 9110 §4.2.1"`. */
  readonly cite: string;
}

/**
 * The parser of an http-like scheme: the generic components of `text`, and optionally core's component offsets of
 * `text`, in; the fields out.
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 */
export type HttpLikeParser = (components: ParsedUri, text: string, offsets?: Int32Array) => HttpFields;

/**
 * Make the parser for an http-like scheme: an authority with a non-empty host and no userinfo, `path-abempty`, an
 * optional query. RFC 9110 §4.2 supersedes the `httpurl` BNF of RFC 1738 §5: host, port, path and query are RFC
 * 3986's, so "/" and "?" may appear in the query and `http://h?q` (empty path, then a query) is valid; a host such
 * as `a_b` (a `reg-name`) and an empty port (`http://h:/`) are accepted. The parser takes the generic components,
 * the text, and optionally core's component offsets of the text (scanned when not given). Throws `UriError` code
 * `scheme-syntax`.
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 * See also RFC 9110 §4.2.4 (userinfo is deprecated: "treat its presence as an error"), RFC 6455 §3
 */
export function httpLikeParser(options: HttpLikeOptions): HttpLikeParser {
  const { production, defaultPort, cite } = options;
  const syntaxError = schemeSyntaxError(cite);
  const caller = options.name ?? "httpLikeParser";
  return (components, text, offsets) => {
    expectString(text, caller);
    const o = uriOffsets(text, offsets);
    // RFC 9110 §4.2.4: a recipient SHOULD treat userinfo as an error; we do, so it is never silently dropped.
    const { host, port } = parseLogin(components, text, o, { production, userinfo: false, defaultPort, rfc1738: false, cite });
    if (!options.fragment && o[FRAGMENT_START] >= 0) {
      throw syntaxError(text, o[FRAGMENT_START] - 1, production, `expected no fragment ("#" must be encoded as "%23")`);
    }
    const fields: HttpFields = { host, port, path: components.path };
    if (components.query !== undefined) fields.search = components.query;
    return fields;
  };
}

/**
 * Parse the scheme-specific part of an `http` URI (see {@link httpLikeParser}). RFC 9110 §4.2.1 supersedes the RFC 1738
 * §3.3 `httpurl` BNF: `http://h?q` is valid and the query may hold "/" and "?".
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 * See also RFC 1738 §3.3
 */
export const parseHttp: HttpLikeParser = httpLikeParser({
  production: "http-URI",
  name: "parseHttp",
  defaultPort: 80,
  fragment: true,
  cite: "RFC 9110 §4.2.1",
});

/**
 * The `http` scheme rule: default port 80, an authority, and {@link parseHttp}.
 * ```abnf
 * http-URI = "http" "://" authority path-abempty [ "?" query ]
 * ```
 * RFC 9110 §4.2.1 <https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1>
 */
export const httpScheme: SchemeRule = { name: "http", defaultPort: 80, hasAuthority: true, parse: parseHttp };
