import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { FRAGMENT_START, PATH_START, QUERY_START } from "@urikit/core/offsets";
import { decodeRange } from "../decode-range.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

/**
 * The fields of a `gopher` URL, decoded. `gophertype` is absent when the gopher-path is empty (RFC 1738 §3.4 says
 * it then defaults to "1"); `search` and `gopherPlus` follow the first and second "%09".
 */
export interface GopherFields {
  host: string;
  port: number;
  gophertype?: string;
  selector?: string;
  search?: string;
  gopherPlus?: string;
}

const TAB = "%09";
const CITE = "RFC 1738 §3.4";
const syntaxError = schemeSyntaxError(CITE);

/**
 * Parse the scheme-specific part of a `gopher` URL. A "?" and the query are part of the gopher-path (RFC 1738 counts
 * "?" as an `xchar`), so `gopher://h/7a?b` has selector `a?b`. The selector is opaque (RFC 1738 §3.4): it is decoded
 * whole, so `%2F` and "/" both give "/" there. The host follows RFC 1738 (`hostname | hostnumber`, or an RFC 3986
 * IP literal). `offsets` are core's component offsets of `text` (scanned when not given). Throws `UriError` code
 * `scheme-syntax`.
 * ```abnf
 * gopherurl      = "gopher://" hostport [ / [ gtype [ selector
 *                  [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 * gtype          = xchar
 * selector       = *xchar
 * gopher+_string = *xchar
 * ```
 * RFC 4266 §2.1 <https://www.rfc-editor.org/rfc/rfc4266#section-2.1>
 * See also RFC 1738 §3.4
 */
export function parseGopher(components: ParsedUri, text: string, offsets?: Int32Array): GopherFields {
  expectString(text, "parseGopher");
  const o = uriOffsets(text, offsets);
  const { host, port } = parseLogin(components, text, o, { production: "gopherurl", userinfo: false, defaultPort: 70, rfc1738: true, cite: CITE });
  const fields: GopherFields = { host, port };
  if (components.path.length === 0 && o[QUERY_START] >= 0) {
    throw syntaxError(text, o[QUERY_START] - 1, "gopherurl", `expected "/" before the gopher-path`);
  }
  // The gopher-path runs from after the first "/" to the fragment (or the end), "?" and query included.
  const end = o[FRAGMENT_START] >= 0 ? o[FRAGMENT_START] - 1 : text.length;
  let i = o[PATH_START] + 1;
  if (components.path.length === 0 || i >= end) return fields;
  // > | gopher://h/0sel%09search%09+
  //                ^ gtype: one xchar, which may be an escape
  const typeEnd = text.charCodeAt(i) === 0x25 ? i + 3 : i + 1;
  fields.gophertype = decodeRange(text, i, typeEnd);
  i = typeEnd;
  const tab1 = text.indexOf(TAB, i);
  const selectorEnd = tab1 >= 0 && tab1 < end ? tab1 : end;
  fields.selector = decodeRange(text, i, selectorEnd);
  if (selectorEnd === end) return fields;
  i = selectorEnd + TAB.length;
  const tab2 = text.indexOf(TAB, i);
  const searchEnd = tab2 >= 0 && tab2 < end ? tab2 : end;
  fields.search = decodeRange(text, i, searchEnd);
  if (searchEnd === end) return fields;
  fields.gopherPlus = decodeRange(text, searchEnd + TAB.length, end);
  return fields;
}

/**
 * The `gopher` scheme rule: default port 70, an authority, and {@link parseGopher}.
 * ```abnf
 * gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
 * ```
 * RFC 4266 §2.1 <https://www.rfc-editor.org/rfc/rfc4266#section-2.1>
 */
export const gopherScheme: SchemeRule = { name: "gopher", defaultPort: 70, hasAuthority: true, parse: parseGopher };
