import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { PATH_END, PATH_START, QUERY_END, QUERY_START } from "@urikit/core/offsets";
import { decodeRange } from "../decode-range.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { AMPERSAND, AT, COLON, EQUALS, SEMICOLON, findDisallowed } from "../rfc1738-char-class.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

const CITE = "RFC 1738 §3.9";
const syntaxError = schemeSyntaxError(CITE);

/** The fields of a `wais` URL, decoded: a database, then either a `search` or a document's `wtype` and `wpath`. */
export interface WaisFields {
  host: string;
  port: number;
  database: string;
  wtype?: string;
  wpath?: string;
  search?: string;
}

function checkUchars(text: string, start: number, end: number, rule: string): string {
  const bad = findDisallowed(text, start, end, 0);
  if (bad >= 0) throw syntaxError(text, bad, rule, "expected a uchar (reserved characters must be percent-encoded)");
  return decodeRange(text, start, end);
}

/**
 * Parse the scheme-specific part of a `wais` URL. The host follows RFC 1738 (`hostname | hostnumber`, or an RFC 3986 IP literal). `offsets` are core's component offsets of `text` (scanned when not given). Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * waisurl      = waisdatabase | waisindex | waisdoc
 * waisdatabase = "wais://" hostport "/" database
 * waisindex    = "wais://" hostport "/" database "?" search
 * waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
 * database     = *uchar
 * wtype        = *uchar
 * wpath        = *uchar
 * search       = *[ uchar | ";" | ":" | "@" | "&" | "=" ]
 * ```
 * RFC 4156 §2 <https://www.rfc-editor.org/rfc/rfc4156#section-2>
 * See also RFC 1738 §3.9
 */
export function parseWais(components: ParsedUri, text: string, offsets?: Int32Array): WaisFields {
  expectString(text, "parseWais");
  const o = uriOffsets(text, offsets);
  const { host, port } = parseLogin(components, text, o, { production: "waisurl", userinfo: false, defaultPort: 210, rfc1738: true, cite: CITE });
  const pathEnd = o[PATH_END];
  if (o[PATH_START] === pathEnd) throw syntaxError(text, pathEnd, "waisurl", `expected "/" and a database`);
  const databaseStart = o[PATH_START] + 1;
  let slash = text.indexOf("/", databaseStart);
  if (slash < 0 || slash > pathEnd) slash = pathEnd;
  const fields: WaisFields = { host, port, database: checkUchars(text, databaseStart, slash, "database") };
  if (slash < pathEnd) {
    // > | wais://h/db/wtype/wpath
    //              ^^^^^ ^^^^^ exactly two more segments
    const second = text.indexOf("/", slash + 1);
    if (second < 0 || second > pathEnd) throw syntaxError(text, pathEnd, "waisdoc", `expected "/" and a wpath after the wtype`);
    fields.wtype = checkUchars(text, slash + 1, second, "wtype");
    fields.wpath = checkUchars(text, second + 1, pathEnd, "wpath");
    if (o[QUERY_START] >= 0) throw syntaxError(text, o[QUERY_START] - 1, "waisdoc", `expected "?" to be encoded as "%3F"`);
    return fields;
  }
  if (o[QUERY_START] >= 0) {
    const queryEnd = o[QUERY_END];
    const bad = findDisallowed(text, o[QUERY_START], queryEnd, SEMICOLON | COLON | AT | AMPERSAND | EQUALS);
    if (bad >= 0) throw syntaxError(text, bad, "search", "expected a uchar or one of ; : @ & =");
    fields.search = decodeRange(text, o[QUERY_START], queryEnd);
  }
  return fields;
}

/**
 * The `wais` scheme rule: default port 210, an authority, and {@link parseWais}.
 * ```abnf
 * waisurl = waisdatabase | waisindex | waisdoc
 * ```
 * RFC 4156 §2 <https://www.rfc-editor.org/rfc/rfc4156#section-2>
 */
export const waisScheme: SchemeRule = { name: "wais", defaultPort: 210, hasAuthority: true, parse: parseWais };
