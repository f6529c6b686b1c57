import type { ParsedUri } from "@urikit/core";
import { componentOffsets } from "../component-offsets.js";
import { decodeRange } from "../decode-range.js";
import { parseNewsGroup } from "../news-group.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { COLON, QUESTION, SEMICOLON, SLASH, AMPERSAND, EQUALS, findDisallowed } from "../rfc1738-char-class.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";

/**
 * The fields of a `news` URI, decoded: either `group` (a newsgroup name, a wildmat with "*", or "*" for all
 * groups) or `messageId` (without the angle brackets). `host`/`port` appear only for the RFC 5538 `news://server/…` form.
 */
export interface NewsFields {
  host?: string;
  port?: number;
  group?: string;
  messageId?: string;
}

/**
 * Parse the scheme-specific part of a `news` URI: a part with "@" is a message-id, anything else a group. Throws
 * `UriError` code `scheme-syntax`.
 * ```abnf
 * newsurl   = "news:" grouppart
 * grouppart = "*" | group | article
 * group     = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 * article   = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host
 * ```
 * RFC 5538 §2.1 <https://www.rfc-editor.org/rfc/rfc5538#section-2.1>
 * See also RFC 1738 §3.6
 */
export function parseNews(components: ParsedUri, text: string): NewsFields {
  const offsets = componentOffsets(components, text);
  const fields: NewsFields = {};
  let start = offsets.path;
  const end = offsets.query >= 0 ? offsets.query - 1 : start + components.path.length;
  if (components.host !== undefined) {
    // RFC 5538 §2.1: news-URI = "news:" [ server "/" ] ( article / newsgroups ), server = "//" authority
    const login = parseLogin(components, text, offsets, { production: "newsurl", userinfo: false, defaultPort: 119 });
    fields.host = login.host;
    fields.port = login.port;
    if (start === end) throw schemeSyntaxError(text, start, "newsurl", `expected "/" and a group or message-id`);
    start++;
  }
  if (offsets.query >= 0) {
    throw schemeSyntaxError(text, offsets.query - 1, "grouppart", `expected "?" to be encoded as "%3F"`);
  }
  const at = text.indexOf("@", start);
  if (at >= 0 && at < end) {
    // > | news:123@host
    //          ^^^ 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] then "@" host
    if (at === start) throw schemeSyntaxError(text, start, "article", `expected the message-id's local part before "@"`);
    const bad = findDisallowed(text, start, at, SEMICOLON | SLASH | QUESTION | COLON | AMPERSAND | EQUALS);
    if (bad >= 0) throw schemeSyntaxError(text, bad, "article", "expected a uchar or one of ; / ? : & =");
    const badHost = findDisallowed(text, at + 1, end, 0);
    if (at + 1 === end || badHost >= 0) throw schemeSyntaxError(text, at + 1 === end ? end : badHost, "article", `expected a host after "@"`);
    fields.messageId = decodeRange(text, start, end);
    return fields;
  }
  fields.group = parseNewsGroup(text, start, end, true);
  return fields;
}

/**
 * The `news` scheme rule: no default port (119 when a server is named), no authority, and {@link parseNews}.
 * ```abnf
 * newsurl = "news:" grouppart
 * ```
 * RFC 5538 §2.1 <https://www.rfc-editor.org/rfc/rfc5538#section-2.1>
 */
export const newsScheme: SchemeRule = { name: "news", hasAuthority: false, parse: parseNews };
