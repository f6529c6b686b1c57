/**
 * The components record of uri-js and fast-uri, the shape Ajv's `uriResolver` option passes around. `undefined`
 * means absent, `""` present but empty, as in `@urikit/core`. Two differences from `@urikit/core`'s
 * `UriComponents`, both for the drop-in: an IPv6 host has no brackets (`::1`, as fast-uri writes it; an IPvFuture
 * keeps them, since `v1.x` without brackets would be a reg-name), and `port` is a number when it has digits.
 * `reference` says which production matched and `error` is set (and nothing else) when the input is no URI reference.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export interface UriComponent {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: number | string;
  path?: string;
  query?: string;
  fragment?: string;
  /** `"same-document"` (only a fragment, or nothing), `"relative"` (a relative-ref), `"absolute"` (an absolute-URI), `"uri"` (a URI with a fragment). */
  reference?: string;
  /** Set when the text is not a URI reference: the message of the `UriError`, which `serialize` throws again. */
  error?: string;
}
