import { CHAR_CLASS, QUERY } from "@urikit/core/chars";
import { UriError } from "@urikit/core";
import { EncodedText, typeName } from "@urikit/core/engine";

/** Options of {@link serializeQuery}. */
export interface SerializeQueryOptions {
  /** Write for the form reading (`application/x-www-form-urlencoded`): a space becomes `+`, and `+` is encoded. */
  form?: boolean;
}

// What a name and a value may keep as they are: the `query` characters of RFC 3986 §3.4 (from core's table)
// less the delimiters that the reading gives a meaning: "&" ends a pair, the first "=" ends the name, and in the
// form reading "+" is a space. "%" and "#" are not `query` characters, so they are always encoded.
const NAME = 1;
const VALUE = 2;
const FORM_NAME = 4;
const FORM_VALUE = 8;

function buildKeep(): Uint8Array {
  const keep = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    if ((CHAR_CLASS[c] & QUERY) === 0 || c === 0x26) continue;
    keep[c] = c === 0x3d ? VALUE | FORM_VALUE : c === 0x2b ? NAME | VALUE : NAME | VALUE | FORM_NAME | FORM_VALUE;
  }
  return keep;
}
const KEEP = buildKeep();

function encodePart(text: string, flag: number, form: boolean, pairIndex: number): string {
  let out: EncodedText | undefined; // created at the first character to encode: most parts have none
  let run = 0; // text[run, i) is kept as it is, not yet in `out`
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 && (KEEP[c] & flag) !== 0) continue;
    out ??= new EncodedText();
    out.slice(text, run, i);
    run = i + 1;
    if (c === 0x20 && form) {
      out.unit(0x2b); // "+"
      continue;
    }
    let codePoint = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      const low = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) {
        throw new UriError("invalid-utf8", i, {
          rule: "UTF8",
          detail: `lone surrogate in ${flag & (NAME | FORM_NAME) ? "the name" : "the value"} of pair ${pairIndex} has no UTF-8 encoding`,
        });
      }
      codePoint = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
      i++;
      run = i + 1;
    }
    out.percentEncoded(codePoint);
  }
  if (out === undefined) return text;
  out.slice(text, run, text.length);
  return out.toString();
}

/**
 * Write `[name, value]` pairs as a query (without the `?`), percent-encoding (UTF-8, uppercase hex) exactly what
 * the reading needs: characters outside `query`, `%`, `&`, `=` in a name, and in the form reading `+` (a space is
 * written `+`). Everything else that RFC 3986 §3.4 allows stays as it is, so `parseQuery` reads the pairs back.
 * An empty value is written `name=`. Throws `UriError` (`invalid-utf8`) for a lone surrogate.
 * ```abnf
 * query = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.4 <https://www.rfc-editor.org/rfc/rfc3986#section-3.4>
 * See also WHATWG URL §5.2 (application/x-www-form-urlencoded serializing), RFC 3986 §2.1
 */
export function serializeQuery(pairs: Iterable<readonly [string, string]>, options: SerializeQueryOptions = {}): string {
  if (typeof options !== "object" || options === null) throw new TypeError(`serializeQuery: expected an options object, got ${typeName(options)}`);
  const { form = false } = options;
  if (typeof form !== "boolean") throw new RangeError(`serializeQuery: option "form" must be a boolean, got ${typeName(form)}`);
  if (pairs === null || typeof pairs !== "object" || typeof (pairs as Iterable<unknown>)[Symbol.iterator] !== "function") {
    throw new TypeError(`serializeQuery: expected an iterable of [name, value] pairs, got ${typeName(pairs)}`);
  }
  const parts: string[] = [];
  for (const pair of pairs) {
    const index = parts.length;
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "string" || typeof pair[1] !== "string") {
      throw new TypeError(`serializeQuery: pair ${index} is not a [name, value] pair of strings: ${typeName(pair)}`);
    }
    const name = encodePart(pair[0], form ? FORM_NAME : NAME, form, index);
    const value = encodePart(pair[1], form ? FORM_VALUE : VALUE, form, index);
    parts.push(name + "=" + value);
  }
  return parts.join("&");
}
