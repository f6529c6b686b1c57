import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { PATH_END, PATH_START, QUERY_START } from "@urikit/core/offsets";
import { parseNewsGroup } from "../news-group.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

/**
 * The fields of an `nntp` URL: `group` decoded, `article` the article number as a decimal string without leading
 * zeros (exact for all 16 digits RFC 5538 allows, beyond `Number.MAX_SAFE_INTEGER`; `BigInt(article)` for arithmetic).
 */
export interface NntpFields {
  host: string;
  port: number;
  group: string;
  article?: string;
}

/** RFC 5538 §2.2: article-number = 1*16DIGIT. */
const MAX_ARTICLE_DIGITS = 16;
const CITE = "RFC 5538 §2.2";
const syntaxError = schemeSyntaxError(CITE);

/**
 * Parse the scheme-specific part of an `nntp` URL. The article number has 1 to 16 digits (RFC 5538 §2.2) and is
 * returned exactly, as a decimal string without leading zeros: a valid URI is never refused for a JavaScript
 * limit (`nntp://h/g/9999999999999999` gives `article: "9999999999999999"`). The host follows RFC 1738
 * (`hostname | hostnumber`, or an RFC 3986 IP literal). `offsets` are core's component offsets of `text` (scanned
 * when not given). Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * nntpurl = "nntp://" hostport "/" group [ "/" digits ]
 * ```
 * RFC 5538 §2.2 <https://www.rfc-editor.org/rfc/rfc5538#section-2.2>
 * See also RFC 1738 §3.7
 */
export function parseNntp(components: ParsedUri, text: string, offsets?: Int32Array): NntpFields {
  expectString(text, "parseNntp");
  const o = uriOffsets(text, offsets);
  const { host, port } = parseLogin(components, text, o, { production: "nntpurl", userinfo: false, defaultPort: 119, rfc1738: true, cite: CITE });
  const pathEnd = o[PATH_END];
  if (o[QUERY_START] >= 0) throw syntaxError(text, o[QUERY_START] - 1, "nntpurl", `expected "?" to be encoded as "%3F"`);
  if (o[PATH_START] === pathEnd) throw syntaxError(text, pathEnd, "nntpurl", `expected "/" and a newsgroup name`);
  const groupStart = o[PATH_START] + 1;
  let slash = text.indexOf("/", groupStart);
  if (slash < 0 || slash > pathEnd) slash = pathEnd;
  const fields: NntpFields = { host, port, group: parseNewsGroup(text, groupStart, slash, false, CITE) };
  if (slash === pathEnd) return fields;
  // > | nntp://h/group/123
  //                    ^^^ 1 to 16 digits, and nothing after them
  const digitsStart = slash + 1;
  let i = digitsStart;
  while (i < pathEnd && i - digitsStart < MAX_ARTICLE_DIGITS) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    i++;
  }
  if (i === digitsStart || i < pathEnd) {
    throw syntaxError(text, i, "article-number", `expected an article number of 1 to ${MAX_ARTICLE_DIGITS} digits`);
  }
  // Leading zeros name the same article (a number, RFC 5538 §2.2): drop them, keeping one digit.
  let first = digitsStart;
  while (first < pathEnd - 1 && text.charCodeAt(first) === 0x30) first++;
  fields.article = text.slice(first, pathEnd);
  return fields;
}

/**
 * The `nntp` scheme rule: default port 119, an authority, and {@link parseNntp}.
 * ```abnf
 * nntpurl = "nntp://" hostport "/" group [ "/" digits ]
 * ```
 * RFC 5538 §2.2 <https://www.rfc-editor.org/rfc/rfc5538#section-2.2>
 */
export const nntpScheme: SchemeRule = { name: "nntp", defaultPort: 119, hasAuthority: true, parse: parseNntp };
