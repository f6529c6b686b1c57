import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { PATH_END, PATH_START, PORT_START, QUERY_START, USERINFO_START } from "@urikit/core/offsets";
import { decodeRange } from "../decode-range.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

const CITE = "RFC 8089 §2";
const syntaxError = schemeSyntaxError(CITE);

/**
 * The fields of a `file` URI: `host` as written (`""` when absent or empty, `"localhost"` kept); `segments`, the path
 * after its first "/" split on "/", each decoded (lossless: `file:///a%2Fb` gives `["a/b"]`, `file:///a/b` gives
 * `["a", "b"]`); and `path`, the whole path decoded for convenience, which is lossy when the path holds `%2F` (both
 * of those give `"/a/b"`).
 */
export interface FileFields {
  host: string;
  path: string;
  segments: string[];
}

/**
 * Parse the scheme-specific part of a `file` URI: an optional authority that is only a host (RFC 3986's, as RFC 8089
 * §2 says), then an absolute path; no query. `offsets` are core's component offsets of `text` (scanned when not
 * given). The non-standard forms of RFC 8089 Appendix E (drive letters without "/", UNC "file:////h/s") are
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
export function parseFile(components: ParsedUri, text: string, offsets?: Int32Array): FileFields {
  expectString(text, "parseFile");
  const o = uriOffsets(text, offsets);
  if (components.userinfo !== undefined) throw syntaxError(text, o[USERINFO_START], "file-auth", "expected a host (no user or password)");
  if (components.port !== undefined) throw syntaxError(text, o[PORT_START] - 1, "file-auth", "expected a host (no port)");
  const path = components.path;
  // > | file://host/path     file:/path
  //                ^ path-absolute: "/" and not "//"
  if (path.charCodeAt(0) !== 0x2f) throw syntaxError(text, o[PATH_START], "file path", `expected an absolute path starting with "/"`);
  if (path.charCodeAt(1) === 0x2f) throw syntaxError(text, o[PATH_START] + 1, "file path", `expected a path segment, not an empty one`);
  if (o[QUERY_START] >= 0) throw syntaxError(text, o[QUERY_START] - 1, "file-URI", `expected "?" to be encoded as "%3F"`);
  const start = o[PATH_START];
  const end = o[PATH_END];
  const segments: string[] = [];
  // > | file:///a%2Fb/c
  //             ^^^^^ ^ each segment decoded on its own, so "%2F" stays apart from "/"
  for (let segmentStart = start + 1; ; ) {
    let segmentEnd = text.indexOf("/", segmentStart);
    if (segmentEnd < 0 || segmentEnd > end) segmentEnd = end;
    segments.push(decodeRange(text, segmentStart, segmentEnd));
    if (segmentEnd === end) break;
    segmentStart = segmentEnd + 1;
  }
  return { host: components.host ?? "", path: decodeRange(text, start, end), segments };
}

/**
 * The `file` scheme rule: no default port, an authority (possibly empty), and {@link parseFile}.
 * ```abnf
 * file-URI = file-scheme ":" file-hier-part
 * ```
 * RFC 8089 §2 <https://www.rfc-editor.org/rfc/rfc8089#section-2>
 */
export const fileScheme: SchemeRule = { name: "file", hasAuthority: true, parse: parseFile };
