import { isSchemeName } from "@urikit/core/chars";
import { expectString, typeName } from "@urikit/core/engine";
import { LineCounter } from "./line-counter.js";
import { UriFinder, registeredSchemes, type UriMatch } from "./uri-finder.js";

/** Options of {@link findUris} and {@link findUrisStream}. */
export interface FindUrisOptions {
  /**
   * Also find abbreviated URIs, `www.` and a host of at least two more labels (`www.w3.org/Addressing/`), as
   * `http://` URIs (draft-fielding-uri-rfc2396bis-01 Appendix F). Default `false`.
   */
  abbreviated?: boolean;
  /** Add `line` and `column` (1-based; lines end at LF; columns count UTF-16 code units) to every match. */
  lineNumbers?: boolean;
  /**
   * More schemes (RFC 3986 §3.1 names, any case) that make a match without `//` after the colon, besides the
   * permanent and provisional schemes of the IANA registry (`mailto:`, `urn:`, `news:`, `tel:`, `data:`…).
   */
  schemes?: readonly string[];
}

/** The options, checked. @internal */
export interface FindSettings {
  abbreviated: boolean;
  lineNumbers: boolean;
  schemes: ReadonlySet<string>;
}


/** Check the options argument of `caller`: `undefined` or an object with known keys of the right type. @internal */
export function readFindOptions(options: unknown, caller: string): FindSettings {
  if (options === undefined) return { abbreviated: false, lineNumbers: false, schemes: registeredSchemes() };
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (key !== "abbreviated" && key !== "lineNumbers" && key !== "schemes") throw new RangeError(`${caller}: unknown option ${JSON.stringify(key)}`);
  }
  const flag = (name: "abbreviated" | "lineNumbers"): boolean => {
    const value = (options as FindUrisOptions)[name];
    if (value !== undefined && typeof value !== "boolean") {
      throw new RangeError(`${caller}: option "${name}" must be a boolean, got ${typeName(value)}`);
    }
    return value === true;
  };
  return { abbreviated: flag("abbreviated"), lineNumbers: flag("lineNumbers"), schemes: readSchemes((options as FindUrisOptions).schemes, caller) };
}

/** The registry's schemes, plus those of the `schemes` option: an array of scheme names (RFC 3986 §3.1). */
function readSchemes(value: unknown, caller: string): ReadonlySet<string> {
  if (value === undefined) return registeredSchemes();
  if (!Array.isArray(value)) throw new RangeError(`${caller}: option "schemes" must be an array of strings, got ${typeName(value)}`);
  const schemes = new Set(registeredSchemes());
  for (const [k, scheme] of value.entries()) {
    if (typeof scheme !== "string") throw new RangeError(`${caller}: option "schemes" must be an array of strings, got ${typeName(scheme)} at ${k}`);
    if (!isSchemeName(scheme)) throw new RangeError(`${caller}: option "schemes": ${JSON.stringify(scheme)} at ${k} is not a scheme (RFC 3986 §3.1)`);
    schemes.add(scheme.toLowerCase());
  }
  return schemes;
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
 * Find the URIs and IRIs in a text, in order and never overlapping: inside `<…>` (broken only at line ends, a `URL:`
 * prefix dropped), inside `"…"`, and bare (`scheme://…`, or a scheme of the IANA registry such as `mailto:`), ended
 * where a reader sees the end; with `abbreviated`, also `www.` URIs. Every `uri` is a valid RFC 3986 `URI` (the
 * RFC 3987 §3.1 mapping of `iri` when the text holds non-ASCII letters); linear time.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 * See also RFC 3986 Appendix C, draft-fielding-uri-rfc2396bis-01 Appendices E and F.
 */
export function findUris(text: string, options?: FindUrisOptions): UriMatch[] {
  expectString(text, "findUris");
  const settings = readFindOptions(options, "findUris");
  const finder = new UriFinder(settings.abbreviated, settings.schemes);
  const out: UriMatch[] = [];
  finder.find(text, 0, true, out);
  if (settings.lineNumbers) numberLines(new LineCounter(), text, 0, out);
  return out;
}
