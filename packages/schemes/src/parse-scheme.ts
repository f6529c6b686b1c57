import { expectString } from "@urikit/core/engine";
import { UriError } from "@urikit/core";
import { componentsFromOffsets } from "@urikit/core/offsets";
import { getSchemeRule } from "./get-scheme-rule.js";
import type { FileFields } from "./schemes/file.js";
import type { FtpFields } from "./schemes/ftp.js";
import type { GopherFields } from "./schemes/gopher.js";
import type { HttpFields } from "./schemes/http.js";
import type { MailtoFields } from "./schemes/mailto.js";
import type { NewsFields } from "./schemes/news.js";
import type { NntpFields } from "./schemes/nntp.js";
import type { ProsperoFields } from "./schemes/prospero.js";
import type { TelnetFields } from "./schemes/telnet.js";
import type { UrnFields } from "./schemes/urn.js";
import type { WaisFields } from "./schemes/wais.js";
import { uriOffsets } from "./uri-offsets.js";

/**
 * The fields each scheme's parser returns, by lowercase scheme name. Augment it for a scheme you register, so
 * `parseScheme` is typed for it too:
 * `declare module "@urikit/schemes" { interface SchemeFieldsMap { foo: { bar: string } } }`.
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export interface SchemeFieldsMap {
  ftp: FtpFields;
  http: HttpFields;
  https: HttpFields;
  ws: HttpFields;
  wss: HttpFields;
  gopher: GopherFields;
  mailto: MailtoFields;
  news: NewsFields;
  nntp: NntpFields;
  telnet: TelnetFields;
  wais: WaisFields;
  prospero: ProsperoFields;
  file: FileFields;
  urn: UrnFields;
}

/**
 * What `parseScheme` returns: a union discriminated on `scheme` (lowercase), so `if (r.scheme === "ftp")` narrows
 * to the ftp fields.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export type ParsedScheme = { [K in keyof SchemeFieldsMap]: { scheme: K } & SchemeFieldsMap[K] }[keyof SchemeFieldsMap];

/**
 * Parse `uri` as a URI (RFC 3986 errors come first), then by the rules of its scheme, and return the scheme's
 * fields with `scheme` in lowercase. The text is scanned once with core `scanUriReference`; the rule's parser gets
 * the components and those offsets. Throws `UriError`: the codes of `parseUri`, `unknown-scheme` (index 0) when no
 * rule is registered, `scheme-syntax` with `rule` naming the scheme rule that failed. A registered rule without
 * `parse` gives `{ scheme }` alone.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 * See also RFC 1738 §3
 */
export function parseScheme(uri: string): ParsedScheme {
  expectString(uri, "parseScheme");
  const offsets = uriOffsets(uri);
  const components = componentsFromOffsets(uri, offsets);
  const scheme = components.scheme!;
  const rule = getSchemeRule(scheme);
  if (rule === undefined) {
    throw new UriError("unknown-scheme", 0, { rule: "scheme", detail: `no rules are registered for the scheme "${scheme}"` });
  }
  const fields = rule.parse === undefined ? {} : rule.parse(components, uri, offsets);
  const result = { scheme: rule.name, ...fields };
  result.scheme = rule.name;
  return result as ParsedScheme;
}
