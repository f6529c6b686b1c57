import type { ParsedUri } from "@urikit/core";
import { componentOffsets } from "../component-offsets.js";
import { decodeRange } from "../decode-range.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";

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

/**
 * Parse the scheme-specific part of an `ftp` URL. `segments` is the path after the first "/" split on "/", each
 * decoded (`""` path → `[]`, `"/"` → `[""]`); `typecode` is lowercased. Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * ftpurl   = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
 * fpath    = fsegment *[ "/" fsegment ]
 * fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 * ftptype  = "A" | "I" | "D" | "a" | "i" | "d"
 * ```
 * RFC 1738 §3.2 <https://www.rfc-editor.org/rfc/rfc1738#section-3.2>
 */
export function parseFtp(components: ParsedUri, text: string): FtpFields {
  const offsets = componentOffsets(components, text);
  const login = parseLogin(components, text, offsets, { production: "ftpurl", userinfo: true, defaultPort: 21 });
  if (offsets.query >= 0) throw schemeSyntaxError(text, offsets.query - 1, "fsegment", `expected "?" to be encoded as "%3F"`);
  const fields: FtpFields = { ...login, segments: [] };
  const start = offsets.path;
  const end = start + components.path.length;
  if (start === end) return fields;
  // INVARIANT: with an authority the path is path-abempty, so it starts with "/".
  let segmentStart = start + 1;
  for (;;) {
    let segmentEnd = text.indexOf("/", segmentStart);
    const last = segmentEnd < 0 || segmentEnd >= end;
    if (last) segmentEnd = end;
    const semicolon = text.indexOf(";", segmentStart);
    if (semicolon >= 0 && semicolon < segmentEnd) {
      if (!last || !text.startsWith(TYPE_PARAM, semicolon)) {
        throw schemeSyntaxError(text, semicolon, "fsegment", `expected ";" to be encoded as "%3B" (only a final ";type=" is allowed)`);
      }
      // > | ftp://h/f;type=i
      //                   ^ exactly one of A I D a i d, then the end of the path
      const codeAt = semicolon + TYPE_PARAM.length;
      const code = codeAt < end ? text.charCodeAt(codeAt) | 0x20 : 0;
      if (code !== 0x61 && code !== 0x69 && code !== 0x64) {
        throw schemeSyntaxError(text, codeAt, "ftptype", `expected "A", "I" or "D"`);
      }
      if (codeAt + 1 < end) throw schemeSyntaxError(text, codeAt + 1, "ftptype", "expected the end of the path after the type code");
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
