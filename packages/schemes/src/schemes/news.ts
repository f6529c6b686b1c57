import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { FRAGMENT_START, PATH_END, PATH_START, PORT_START, QUERY_START } from "@urikit/core/offsets";
import { checkRfc1738Host } from "../check-rfc1738-host.js";
import { decodeRange } from "../decode-range.js";
import { parseNewsGroup } from "../news-group.js";
import { parseLogin } from "../parse-login.js";
import { defaultPort, type SchemeRule } from "../registry.js";
import { COLON, QUESTION, SEMICOLON, SLASH, AMPERSAND, EQUALS, findDisallowed } from "../rfc1738-char-class.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

/**
 * The fields of a `news` URI, decoded: either `group` (a newsgroup name, a wildmat with "*", or "*" for all
 * groups) or `messageId` (without the angle brackets). `host`/`port` appear only for the RFC 5538 `news://server/…`
 * form; `port` is the registry's default port of `news` (119) when the URI names none.
 */
export interface NewsFields {
  host?: string;
  port?: number;
  group?: string;
  messageId?: string;
}

const CITE = "RFC 5538 §2.1";
const syntaxError = schemeSyntaxError(CITE);

/**
 * Parse the scheme-specific part of a `news` URI: a part with "@" is a message-id, anything else a group. A "?" is
 * an `article` character, so what RFC 3986 parses as the query is part of the article (`news:a?b@host` has
 * messageId `a?b@host`); a group may not contain "?". The host after "@" and the server's host follow RFC 1738
 * (`hostname | hostnumber`; the server may also be an RFC 3986 IP literal). `offsets` are core's component offsets
 * of `text` (scanned when not given). Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * newsurl   = "news:" grouppart
 * grouppart = "*" | group | article
 * group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 * article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 * ```
 * RFC 5538 §2.1 <https://www.rfc-editor.org/rfc/rfc5538#section-2.1>
 * See also RFC 1738 §3.6
 */
export function parseNews(components: ParsedUri, text: string, offsets?: Int32Array): NewsFields {
  expectString(text, "parseNews");
  const o = uriOffsets(text, offsets);
  const fields: NewsFields = {};
  let start = o[PATH_START];
  // The grouppart runs from the path to the fragment (or the end), "?" and query included.
  const end = o[FRAGMENT_START] >= 0 ? o[FRAGMENT_START] - 1 : text.length;
  if (components.host !== undefined) {
    // RFC 5538 §2.1: news-URI = "news:" [ server "/" ] ( article / newsgroups ), server = "//" authority
    const login = parseLogin(components, text, o, { production: "newsurl", userinfo: false, defaultPort: 0, rfc1738: true, cite: CITE });
    fields.host = login.host;
    const port = o[PORT_START] >= 0 ? login.port : defaultPort("news");
    if (port !== undefined) fields.port = port;
    if (start === o[PATH_END]) throw syntaxError(text, start, "newsurl", `expected "/" and a group or message-id`);
    start++;
  }
  const at = text.indexOf("@", start);
  if (at >= 0 && at < end) {
    // > | news:123@host
    //          ^^^ 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] then "@" host
    if (at === start) throw syntaxError(text, start, "article", `expected the message-id's local part before "@"`);
    const bad = findDisallowed(text, start, at, SEMICOLON | SLASH | QUESTION | COLON | AMPERSAND | EQUALS);
    if (bad >= 0) throw syntaxError(text, bad, "article", "expected a uchar or one of ; / ? : & =");
    if (at + 1 === end) throw syntaxError(text, end, "article", `expected a host after "@"`);
    const badHost = checkRfc1738Host(text, at + 1, end);
    if (badHost >= 0) {
      throw syntaxError(text, badHost, "host", "expected a host name (letters, digits, inner \"-\", labels separated by \".\", the last one starting with a letter) or four dot-separated numbers");
    }
    fields.messageId = decodeRange(text, start, end);
    return fields;
  }
  // > | news:comp?x
  //              ^ a group has no "?" (only an article may hold one, before its "@")
  if (o[QUERY_START] >= 0) throw syntaxError(text, o[QUERY_START] - 1, "grouppart", `expected "?" only in a message-id (before "@")`);
  fields.group = parseNewsGroup(text, start, end, true, CITE);
  return fields;
}

/**
 * The `news` scheme rule: default port 119 (used by the RFC 5538 `news://server/…` form), no authority (the usual
 * `news:group` form has none; a server form always has a non-empty path, so the §6.2.3 empty-path rule never
 * applies), and {@link parseNews}.
 * ```abnf
 * newsurl = "news:" grouppart
 * ```
 * RFC 5538 §2.1 <https://www.rfc-editor.org/rfc/rfc5538#section-2.1>
 */
export const newsScheme: SchemeRule = { name: "news", defaultPort: 119, hasAuthority: false, parse: parseNews };
