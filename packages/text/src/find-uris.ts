import { expectString, typeName } from "@urikit/core";
import { LineCounter } from "./line-counter.js";
import { UriFinder, type UriMatch } from "./uri-finder.js";

/** Options of {@link findUris} and {@link findUrisStream}. */
export interface FindUrisOptions {
  /**
   * Also find abbreviated URIs, `www.` and a host of at least two more labels (`www.w3.org/Addressing/`), as
   * `http://` URIs (draft-fielding-uri-rfc2396bis-01 Appendix F). Default `false`.
   */
  abbreviated?: boolean;
  /** Add `line` and `column` (1-based; lines end at LF; columns count UTF-16 code units) to every match. */
  lineNumbers?: boolean;
}

/** The options, checked. @internal */
export interface FindSettings {
  abbreviated: boolean;
  lineNumbers: boolean;
}

/** Check the options argument of `caller`: `undefined` or an object with known keys of the right type. @internal */
export function readFindOptions(options: unknown, caller: string): FindSettings {
  if (options === undefined) return { abbreviated: false, lineNumbers: false };
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (key !== "abbreviated" && key !== "lineNumbers") throw new TypeError(`${caller}: unknown option ${JSON.stringify(key)}`);
  }
  const flag = (name: "abbreviated" | "lineNumbers"): boolean => {
    const value = (options as FindUrisOptions)[name];
    if (value !== undefined && typeof value !== "boolean") {
      throw new TypeError(`${caller}: option "${name}" must be a boolean, got ${typeName(value)}`);
    }
    return value === true;
  };
  return { abbreviated: flag("abbreviated"), lineNumbers: flag("lineNumbers") };
}

/** Set `line` and `column` on `matches`, found in `text` (at index `offset` of the whole), in order. @internal */
export function numberLines(counter: LineCounter, text: string, offset: number, matches: UriMatch[]): void {
  for (const match of matches) {
    const { line, column } = counter.advance(text, offset, match.start);
    match.line = line;
    match.column = column;
  }
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
  const settings = readFindOptions(options, "findUris");
  const finder = new UriFinder(settings.abbreviated);
  const out: UriMatch[] = [];
  finder.find(text, 0, true, out);
  if (settings.lineNumbers) numberLines(new LineCounter(), text, 0, out);
  return out;
}
