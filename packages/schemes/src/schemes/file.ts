import type { ParsedUri } from "@urikit/core";
import { componentOffsets } from "../component-offsets.js";
import { decodeRange } from "../decode-range.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";

/** The fields of a `file` URI: `host` as written (`""` when absent or empty, `"localhost"` kept), `path` decoded. */
export interface FileFields {
  host: string;
  path: string;
}

/**
 * Parse the scheme-specific part of a `file` URI: an optional authority that is only a host, then an absolute path;
 * no query. The non-standard forms of RFC 8089 Appendix E (drive letters without "/", UNC "file:////h/s") are
 * errors. Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * file-URI       = file-scheme ":" file-hier-part
 * file-hier-part = ( "//" auth-path ) / local-path
 * auth-path      = [ file-auth ] path-absolute
 * local-path     = path-absolute
 * file-auth      = "localhost" / host
 * ```
 * RFC 8089 §2 <https://www.rfc-editor.org/rfc/rfc8089#section-2>
 * See also RFC 1738 §3.10
 */
export function parseFile(components: ParsedUri, text: string): FileFields {
  const offsets = componentOffsets(components, text);
  if (components.userinfo !== undefined) throw schemeSyntaxError(text, offsets.userinfo, "file-auth", "expected a host (no user or password)");
  if (components.port !== undefined) throw schemeSyntaxError(text, offsets.port - 1, "file-auth", "expected a host (no port)");
  const path = components.path;
  // > | file://host/path     file:/path
  //                ^ path-absolute: "/" and not "//"
  if (path.charCodeAt(0) !== 0x2f) throw schemeSyntaxError(text, offsets.path, "file path", `expected an absolute path starting with "/"`);
  if (path.charCodeAt(1) === 0x2f) throw schemeSyntaxError(text, offsets.path + 1, "file path", `expected a path segment, not an empty one`);
  if (offsets.query >= 0) throw schemeSyntaxError(text, offsets.query - 1, "file-URI", `expected "?" to be encoded as "%3F"`);
  return { host: components.host ?? "", path: decodeRange(text, offsets.path, offsets.path + path.length) };
}

/**
 * The `file` scheme rule: no default port, an authority (possibly empty), and {@link parseFile}.
 * ```abnf
 * file-URI = file-scheme ":" file-hier-part
 * ```
 * RFC 8089 §2 <https://www.rfc-editor.org/rfc/rfc8089#section-2>
 */
export const fileScheme: SchemeRule = { name: "file", hasAuthority: true, parse: parseFile };
