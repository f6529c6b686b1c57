import { UriError } from "@urikit/core";
import { expectString, typeName } from "@urikit/core/engine";

/** One `name=value` pair of a query, in the order it appears. */
export type QueryPair = [name: string, value: string];

/**
 * Something in a query that could not be decoded. It is reported, never dropped: the RFC 3986 reading keeps the
 * undecodable text as it stands (`%zz`, or the `%XX` bytes that are not UTF-8), the form reading puts what the
 * WHATWG URL standard puts (a literal `%`, U+FFFD for bytes that are not UTF-8).
 */
export interface QueryProblem {
  /** `invalid-pct-encoded`: a `%` not followed by two hex digits; `invalid-utf8`: `%XX` bytes that are not UTF-8. */
  code: "invalid-pct-encoded" | "invalid-utf8";
  /** UTF-16 index in the query of the `%` that starts the bad sequence. */
  index: number;
  /** Which pair (0-based, counting only the pairs returned) and which half of it. */
  pair: number;
  part: "name" | "value";
}

/** Options of {@link parseQuery}. */
export interface ParseQueryOptions {
  /**
   * Read `application/x-www-form-urlencoded` as the WHATWG URL standard does (`+` is a space, bytes that are not
   * UTF-8 become U+FFFD). Default false: split on `&` and the first `=`, percent-decode only (RFC 3986 §2.1).
   */
  form?: boolean;
  /** Called for each undecodable sequence, in order. */
  onProblem?: (problem: QueryProblem) => void;
  /** Throw `UriError` at the first undecodable sequence instead of keeping it. Default false. */
  strict?: boolean;
}

/**
 * Read a query as ordered `[name, value]` pairs: split on `&` (empty parts skipped), then on the first `=`, then
 * percent-decode each half as UTF-8. The query is the text after `?` (a leading `?` is data, as in RFC 3986).
 * ```abnf
 * query = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.4 <https://www.rfc-editor.org/rfc/rfc3986#section-3.4>
 * See also WHATWG URL §5.1 (application/x-www-form-urlencoded parsing), RFC 3986 §2.1
 */
export function parseQuery(query: string, options: ParseQueryOptions = {}): QueryPair[] {
  expectString(query, "parseQuery");
  const checked = checkOptions(options);
  const text = checked.form ? toWellFormed(query) : query;
  const pairs: QueryPair[] = [];
  let start = 0;
  // The first "=" at or after `start`, or -1 when there is none. PERF: searched again only once passed, so that
  // pairs without "=" ("a&a&a…") do not each search the rest of the text: that took time quadratic in its length.
  let nextEquals = text.indexOf("=");
  while (start <= text.length) {
    let end = text.indexOf("&", start);
    if (end < 0) end = text.length;
    if (end > start) {
      if (nextEquals >= 0 && nextEquals < start) nextEquals = text.indexOf("=", start);
      const eq = nextEquals < 0 || nextEquals > end ? end : nextEquals;
      const pair = pairs.length;
      const name = decodePart(text, start, eq, checked, pair, "name");
      const value = eq < end ? decodePart(text, eq + 1, end, checked, pair, "value") : "";
      pairs.push([name, value]);
    }
    start = end + 1;
  }
  return pairs;
}

/** The options of a call, checked, with their defaults. */
interface CheckedOptions {
  form: boolean;
  onProblem: ParseQueryOptions["onProblem"];
  strict: boolean;
}

function checkOptions(options: ParseQueryOptions): CheckedOptions {
  if (typeof options !== "object" || options === null) throw new TypeError(`parseQuery: expected an options object, got ${typeName(options)}`);
  const { form = false, onProblem, strict = false } = options;
  if (typeof form !== "boolean") throw new RangeError(`parseQuery: option "form" must be a boolean, got ${typeName(form)}`);
  if (typeof strict !== "boolean") throw new RangeError(`parseQuery: option "strict" must be a boolean, got ${typeName(strict)}`);
  if (onProblem !== undefined && typeof onProblem !== "function") {
    throw new RangeError(`parseQuery: option "onProblem" must be a function, got ${typeName(onProblem)}`);
  }
  return { form, onProblem, strict };
}

/** A USVString, as WHATWG's `URLSearchParams` sees its argument: each lone surrogate becomes U+FFFD. */
function toWellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  c |= 0x20;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** The byte of a valid `%XX` at `i` (before `end`), or -1. */
function byteAt(text: string, i: number, end: number): number {
  if (text.charCodeAt(i) !== 0x25 || i + 2 >= end) return -1;
  const high = hexValue(text.charCodeAt(i + 1));
  const low = hexValue(text.charCodeAt(i + 2));
  return high < 0 || low < 0 ? -1 : (high << 4) | low;
}

/**
 * Report an undecodable sequence: thrown as a `UriError` under `strict`, else passed to `onProblem`. PERF: a plain
 * function, so that no pair makes closures of its own.
 */
function report(options: CheckedOptions, code: QueryProblem["code"], index: number, pair: number, part: QueryProblem["part"]): void {
  if (options.strict) {
    throw new UriError(code, index, {
      rule: code === "invalid-utf8" ? "UTF8" : "pct-encoded",
      detail: code === "invalid-utf8" ? `percent-encoded bytes in the query are not UTF-8` : `"%" in the query is not followed by two hex digits`,
    });
  }
  options.onProblem?.({ code, index, pair, part });
}

/**
 * Decode `text[start, end)`. A run of `%XX` triplets is one byte sequence, read by the UTF-8 decoder of the
 * WHATWG Encoding standard (whose errors are the maximal subparts that U+FFFD replaces, as `TextDecoder` does).
 */
function decodePart(
  text: string,
  start: number,
  end: number,
  options: CheckedOptions,
  pair: number,
  part: QueryProblem["part"],
): string {
  const form = options.form;
  let out = "";
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 0x2b && form) {
      out += " ";
      i++;
      continue;
    }
    if (c !== 0x25) {
      let j = i + 1;
      while (j < end) {
        const d = text.charCodeAt(j);
        if (d === 0x25 || (d === 0x2b && form)) break;
        j++;
      }
      out += text.slice(i, j);
      i = j;
      continue;
    }
    if (byteAt(text, i, end) < 0) {
      report(options, "invalid-pct-encoded", i, pair, part);
      out += "%";
      i++;
      continue;
    }
    // A run of valid triplets: the UTF-8 decoder, step for step (WHATWG Encoding §9.1.1).
    let needed = 0;
    let seen = 0;
    let codePoint = 0;
    let lower = 0x80;
    let upper = 0xbf;
    let sequenceStart = i;
    let byte: number;
    while ((byte = byteAt(text, i, end)) >= 0 || needed > 0) {
      if (needed > 0 && (byte < lower || byte > upper)) {
        // the bytes so far are a maximal subpart: one error; the byte (if any) is read again as a first byte
        report(options, "invalid-utf8", sequenceStart, pair, part);
        out += form ? "\uFFFD" : text.slice(sequenceStart, i);
        needed = seen = codePoint = 0;
        lower = 0x80;
        upper = 0xbf;
        continue;
      }
      if (needed === 0) {
        sequenceStart = i;
        i += 3;
        if (byte <= 0x7f) out += String.fromCharCode(byte);
        else if (byte >= 0xc2 && byte <= 0xdf) {
          needed = 1;
          codePoint = byte & 0x1f;
        } else if (byte >= 0xe0 && byte <= 0xef) {
          if (byte === 0xe0) lower = 0xa0;
          if (byte === 0xed) upper = 0x9f;
          needed = 2;
          codePoint = byte & 0xf;
        } else if (byte >= 0xf0 && byte <= 0xf4) {
          if (byte === 0xf0) lower = 0x90;
          if (byte === 0xf4) upper = 0x8f;
          needed = 3;
          codePoint = byte & 0x7;
        } else {
          report(options, "invalid-utf8", sequenceStart, pair, part);
          out += form ? "\uFFFD" : text.slice(sequenceStart, i);
        }
        continue;
      }
      lower = 0x80;
      upper = 0xbf;
      codePoint = (codePoint << 6) | (byte & 0x3f);
      i += 3;
      if (++seen === needed) {
        out += String.fromCodePoint(codePoint);
        needed = seen = codePoint = 0;
      }
    }
  }
  return out;
}
