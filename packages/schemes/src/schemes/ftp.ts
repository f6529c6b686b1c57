import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { FRAGMENT_START, PATH_END, PATH_START } from "@urikit/core/offsets";
import { decodeRange } from "../decode-range.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

/** The fields of an `ftp` URL: login parts decoded, one decoded string per path segment, and the `;type=` code. */
export interface FtpFields {
  user?: string;
  password?: string;
  host: string;
  port: number;
  segments: string[];
  typecode?: "a" | "i" | "d";
}

const TYPE_PARAM = ";type=";
const CITE = "RFC 1738 §3.2";
const syntaxError = schemeSyntaxError(CITE);

/**
 * Parse the scheme-specific part of an `ftp` URL. `segments` is the fpath (the text after the first "/", up to the
 * fragment) split on "/", each decoded (`""` path → `[]`, `"/"` → `[""]`); `typecode` is lowercased. A "?" is an
 * `fsegment` character, so what RFC 3986 parses as the query is part of the fpath: `ftp://h/a?b` has segments
 * `["a?b"]`. The host follows RFC 1738 (`hostname | hostnumber`, or an RFC 3986 IP literal). `offsets` are core's
 * component offsets of `text` (scanned when not given). Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 * fpath    = fsegment *[ "/" fsegment ]
 * fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 * ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
 * ```
 * RFC 1738 §3.2 <https://www.rfc-editor.org/rfc/rfc1738#section-3.2>
 */
export function parseFtp(components: ParsedUri, text: string, offsets?: Int32Array): FtpFields {
  expectString(text, "parseFtp");
  const o = uriOffsets(text, offsets);
  const login = parseLogin(components, text, o, { production: "ftpurl", userinfo: true, defaultPort: 21, rfc1738: true, cite: CITE });
  const fields: FtpFields = { ...login, segments: [] };
  // The fpath runs from the path to the fragment (or the end), "?" and query included.
  const start = o[PATH_START];
  const end = o[FRAGMENT_START] >= 0 ? o[FRAGMENT_START] - 1 : text.length;
  if (start === end) return fields;
  // > | ftp://h?x
  //           ^ "/" must come before the fpath
  if (start === o[PATH_END]) throw syntaxError(text, start, "ftpurl", `expected "/" before the path`);
  // INVARIANT: with an authority a non-empty path is path-abempty, so it starts with "/".
  let segmentStart = start + 1;
  // The first ";" at or after `segmentStart`, or -1 when there is none. PERF: searched again only once passed, so
  // that segments without ";" do not each search the rest of the URL (that took time quadratic in its length).
  let semicolon = text.indexOf(";", segmentStart);
  for (;;) {
    let segmentEnd = text.indexOf("/", segmentStart);
    const last = segmentEnd < 0 || segmentEnd >= end;
    if (last) segmentEnd = end;
    if (semicolon >= 0 && semicolon < segmentStart) semicolon = text.indexOf(";", segmentStart);
    if (semicolon >= 0 && semicolon < segmentEnd) {
      if (!last || !text.startsWith(TYPE_PARAM, semicolon)) {
        throw syntaxError(text, semicolon, "fsegment", `expected ";" to be encoded as "%3B" (only a final ";type=" is allowed)`);
      }
      // > | ftp://h/f;type=i
      //                   ^ exactly one of A I D a i d, then the end of the path
      const codeAt = semicolon + TYPE_PARAM.length;
      const code = codeAt < end ? text.charCodeAt(codeAt) | 0x20 : 0;
      if (code !== 0x61 && code !== 0x69 && code !== 0x64) {
        throw syntaxError(text, codeAt, "ftptype", `expected "A", "I" or "D"`);
      }
      if (codeAt + 1 < end) throw syntaxError(text, codeAt + 1, "ftptype", "expected the end of the path after the type code");
      fields.typecode = String.fromCharCode(code) as "a" | "i" | "d";
      fields.segments.push(decodeRange(text, segmentStart, semicolon));
      return fields;
    }
    fields.segments.push(decodeRange(text, segmentStart, segmentEnd));
    if (last) return fields;
    segmentStart = segmentEnd + 1;
  }
}

/**
 * The `ftp` scheme rule: default port 21, an authority, and {@link parseFtp}.
 * ```abnf
 * ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 * ```
 * RFC 1738 §3.2 <https://www.rfc-editor.org/rfc/rfc1738#section-3.2>
 */
export const ftpScheme: SchemeRule = { name: "ftp", defaultPort: 21, hasAuthority: true, parse: parseFtp };
