import type { ParsedUri } from "@urikit/core";

/**
 * Where each component of a parsed URI starts in its text (-1 when absent); ends follow from the component lengths.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export interface ComponentOffsets {
  readonly userinfo: number;
  readonly host: number;
  readonly port: number;
  readonly path: number;
  readonly query: number;
  readonly fragment: number;
}

/**
 * Compute {@link ComponentOffsets} for `components`, the result of parsing `text`.
 * ```abnf
 * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
 * authority = [ userinfo "@" ] host [ ":" port ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function componentOffsets(components: ParsedUri, text: string): ComponentOffsets {
  const fragment = components.fragment === undefined ? -1 : text.length - components.fragment.length;
  const afterQuery = fragment < 0 ? text.length : fragment - 1;
  const query = components.query === undefined ? -1 : afterQuery - components.query.length;
  const path = (query < 0 ? afterQuery : query - 1) - components.path.length;
  let userinfo = -1;
  let host = -1;
  let port = -1;
  if (components.host !== undefined) {
    const authority = (components.scheme === undefined ? 0 : components.scheme.length + 1) + 2;
    userinfo = components.userinfo === undefined ? -1 : authority;
    host = components.userinfo === undefined ? authority : authority + components.userinfo.length + 1;
    port = components.port === undefined ? -1 : host + components.host.length + 1;
  }
  return { userinfo, host, port, path, query, fragment };
}
