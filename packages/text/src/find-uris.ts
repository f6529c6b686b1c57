import { expectString, typeName } from "@urikit/core";
import { UriFinder, type UriMatch } from "./uri-finder.js";

/** Options of {@link findUris} and {@link findUrisStream}. */
export interface FindUrisOptions {
  /**
   * Also find abbreviated URIs, `www.` and a host of at least two more labels (`www.w3.org/Addressing/`), as
   * `http://` URIs (draft-fielding-uri-rfc2396bis-01 Appendix F). Default `false`.
   */
  abbreviated?: boolean;
}

/** Check the options argument of `caller`: `undefined` or an object with known keys of the right type. @internal */
export function readFindOptions(options: unknown, caller: string): boolean {
  if (options === undefined) return false;
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (key !== "abbreviated") throw new TypeError(`${caller}: unknown option ${JSON.stringify(key)}`);
  }
  const abbreviated = (options as FindUrisOptions).abbreviated;
  if (abbreviated !== undefined && typeof abbreviated !== "boolean") {
    throw new TypeError(`${caller}: option "abbreviated" must be a boolean, got ${typeName(abbreviated)}`);
  }
  return abbreviated === true;
}

/**
 * Find the URIs in a text, in order and never overlapping: inside `<…>` (whitespace removed, a `URL:` prefix
 * dropped), inside `"…"`, and bare (`scheme://…`, `mailto:`, `urn:`, `news:`, `tel:`) with trailing punctuation and
 * unopened brackets trimmed; with `abbreviated`, also `www.` URIs. Every `uri` is a valid RFC 3986 `URI`; linear time.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 * See also RFC 3986 Appendix C, draft-fielding-uri-rfc2396bis-01 Appendices E and F.
 */
export function findUris(text: string, options?: FindUrisOptions): UriMatch[] {
  expectString(text, "findUris");
  const finder = new UriFinder(readFindOptions(options, "findUris"));
  const out: UriMatch[] = [];
  finder.find(text, 0, true, out);
  return out;
}
