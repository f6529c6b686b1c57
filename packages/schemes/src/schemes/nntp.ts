import type { ParsedUri } from "@urikit/core";
import { componentOffsets } from "../component-offsets.js";
import { parseNewsGroup } from "../news-group.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";

/** The fields of an `nntp` URL: `group` decoded, `article` the article number. */
export interface NntpFields {
  host: string;
  port: number;
  group: string;
  article?: number;
}

/** RFC 5538 §2.2: article-number = 1*16DIGIT; we also keep it within Number.MAX_SAFE_INTEGER, so it stays exact. */
const MAX_ARTICLE_DIGITS = 16;

/**
 * Parse the scheme-specific part of an `nntp` URL. Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * nntpurl = "nntp://" hostport "/" group [ "/" digits ]
 * ```
 * RFC 5538 §2.2 <https://www.rfc-editor.org/rfc/rfc5538#section-2.2>
 * See also RFC 1738 §3.7
 */
export function parseNntp(components: ParsedUri, text: string): NntpFields {
  const offsets = componentOffsets(components, text);
  const { host, port } = parseLogin(components, text, offsets, { production: "nntpurl", userinfo: false, defaultPort: 119 });
  const pathEnd = offsets.path + components.path.length;
  if (offsets.query >= 0) throw schemeSyntaxError(text, offsets.query - 1, "nntpurl", `expected "?" to be encoded as "%3F"`);
  if (offsets.path === pathEnd) throw schemeSyntaxError(text, pathEnd, "nntpurl", `expected "/" and a newsgroup name`);
  const groupStart = offsets.path + 1;
  let slash = text.indexOf("/", groupStart);
  if (slash < 0 || slash > pathEnd) slash = pathEnd;
  const fields: NntpFields = { host, port, group: parseNewsGroup(text, groupStart, slash, false) };
  if (slash === pathEnd) return fields;
  // > | nntp://h/group/123
  //                    ^^^ digits, and nothing after them
  let value = 0;
  let i = slash + 1;
  for (; i < pathEnd; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39 || i - slash > MAX_ARTICLE_DIGITS) break;
    value = value * 10 + (c - 0x30);
  }
  if (i === slash + 1 || i < pathEnd || !Number.isSafeInteger(value)) {
    throw schemeSyntaxError(text, Number.isSafeInteger(value) ? i : slash + 1, "article-number", "expected an article number of 1 to 16 digits");
  }
  fields.article = value;
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
