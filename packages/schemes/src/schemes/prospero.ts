import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { FRAGMENT_START, PATH_START } from "@urikit/core/offsets";
import { decodeRange } from "../decode-range.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { AMPERSAND, AT, COLON, EQUALS, QUESTION, SLASH, findDisallowed } from "../rfc1738-char-class.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

const CITE = "RFC 1738 §3.11";
const syntaxError = schemeSyntaxError(CITE);

/** The fields of a `prospero` URL, decoded: the host-specific object name and the `;field=value` pairs. */
export interface ProsperoFields {
  host: string;
  port: number;
  hsoname: string;
  fields: Record<string, string>;
}

/**
 * Parse the scheme-specific part of a `prospero` URL. A "?" is a psegment character here (RFC 1738 §5), so a query
 * is read as part of the path. The host follows RFC 1738 (`hostname | hostnumber`, or an RFC 3986 IP literal). `offsets` are core's component offsets of `text` (scanned when not given). Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
 * ppath       = psegment *[ "/" psegment ]
 * psegment    = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
 * fieldspec   = ";" fieldname "=" fieldvalue
 * fieldname   = *[ uchar | "?" | ":" | "@" | "&" ]
 * fieldvalue  = *[ uchar | "?" | ":" | "@" | "&" ]
 * ```
 * RFC 4157 §2 <https://www.rfc-editor.org/rfc/rfc4157#section-2>
 * See also RFC 1738 §3.11
 */
export function parseProspero(components: ParsedUri, text: string, offsets?: Int32Array): ProsperoFields {
  expectString(text, "parseProspero");
  const o = uriOffsets(text, offsets);
  const { host, port } = parseLogin(components, text, o, { production: "prosperourl", userinfo: false, defaultPort: 1525, rfc1738: true, cite: CITE });
  const end = o[FRAGMENT_START] >= 0 ? o[FRAGMENT_START] - 1 : text.length;
  if (components.path.length === 0) throw syntaxError(text, o[PATH_START], "prosperourl", `expected "/" and an hsoname`);
  const start = o[PATH_START] + 1;
  let semicolon = text.indexOf(";", start);
  if (semicolon < 0 || semicolon > end) semicolon = end;
  const bad = findDisallowed(text, start, semicolon, SLASH | QUESTION | COLON | AT | AMPERSAND | EQUALS);
  if (bad >= 0) throw syntaxError(text, bad, "psegment", "expected a uchar or one of / ? : @ & =");
  const result: ProsperoFields = { host, port, hsoname: decodeRange(text, start, semicolon), fields: {} };
  let i = semicolon;
  while (i < end) {
    // > | prospero://h/name;field=value
    //                      ^ ";" fieldname "=" fieldvalue
    const specStart = i + 1;
    let next = text.indexOf(";", specStart);
    if (next < 0 || next > end) next = end;
    let equals = text.indexOf("=", specStart);
    if (equals < 0 || equals > next) equals = -1;
    const nameEnd = equals < 0 ? next : equals;
    const badName = findDisallowed(text, specStart, nameEnd, QUESTION | COLON | AT | AMPERSAND);
    if (badName >= 0) throw syntaxError(text, badName, "fieldname", "expected a uchar or one of ? : @ &");
    if (equals < 0) throw syntaxError(text, next, "fieldspec", `expected "=" after the field name`);
    const badValue = findDisallowed(text, equals + 1, next, QUESTION | COLON | AT | AMPERSAND);
    if (badValue >= 0) throw syntaxError(text, badValue, "fieldvalue", "expected a uchar or one of ? : @ &");
    Object.defineProperty(result.fields, decodeRange(text, specStart, equals), {
      value: decodeRange(text, equals + 1, next),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    i = next;
  }
  return result;
}

/**
 * The `prospero` scheme rule: default port 1525, an authority, and {@link parseProspero}.
 * ```abnf
 * prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
 * ```
 * RFC 4157 §2 <https://www.rfc-editor.org/rfc/rfc4157#section-2>
 */
export const prosperoScheme: SchemeRule = { name: "prospero", defaultPort: 1525, hasAuthority: true, parse: parseProspero };
