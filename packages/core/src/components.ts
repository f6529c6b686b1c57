/**
 * The seven components of a URI reference. `undefined` means the component is absent; `""` means present but
 * empty (`http://a/?` has query `""`, `http://a:/` has port `""`). Nothing is decoded and case is kept;
 * an IP-literal host keeps its brackets.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export interface UriComponents {
  scheme?: string | undefined;
  userinfo?: string | undefined;
  host?: string | undefined;
  port?: string | undefined;
  path: string;
  query?: string | undefined;
  fragment?: string | undefined;
}

/**
 * What `parse` returns: every key is present (with `undefined` for an absent component), so all results share
 * one shape.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export interface ParsedUri extends UriComponents {
  scheme: string | undefined;
  userinfo: string | undefined;
  host: string | undefined;
  port: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}
