import { expectString } from "./expect-string.js";
import { CHAR_CLASS, HEXDIG, PCHAR, QUERY, REG_NAME, USERINFO } from "./char-class.js";
import { EncodedText } from "./encoded-text.js";
import { UriError } from "./uri-error.js";

/** The components `encodeComponent` knows, each with the characters it leaves unencoded. */
export type EncodableComponent = "userinfo" | "host" | "path" | "segment" | "query" | "fragment";

const SOLIDUS_FLAG = 1 << 15; // private to this module: "/" inside a path

function allowedFlags(component: EncodableComponent): number {
  switch (component) {
    case "userinfo":
      return USERINFO; // §3.2.1: unreserved / sub-delims / ":"
    case "host":
      return REG_NAME; // §3.2.2: unreserved / sub-delims
    case "segment":
      return PCHAR; // §3.3: pchar, so "/" is encoded
    case "path":
      return PCHAR | SOLIDUS_FLAG; // §3.3: segments joined by "/"
    case "query":
    case "fragment":
      return QUERY; // §3.4, §3.5: pchar / "/" / "?"
  }
}

/**
 * Percent-encode `value` for use as the given component: UTF-8 bytes of every character the component does not
 * allow unencoded become `%XX` (uppercase, §2.1); `%` itself is always encoded. Throws `UriError` (`invalid-utf8`)
 * on a lone surrogate, which has no UTF-8 form.
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 * See also RFC 3986 §2.4, §2.5
 */
export function encodeComponent(value: string, component: EncodableComponent): string {
  expectString(value, "encodeComponent");
  const allowed = allowedFlags(component);
  const allowSolidus = (allowed & SOLIDUS_FLAG) !== 0;
  let out: EncodedText | undefined; // created at the first character to encode: most values have none
  let runStart = 0; // value[runStart, i) stays as it is, not yet in `out`
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x80 && (CHAR_CLASS[c] & allowed) !== 0) || (allowSolidus && c === 0x2f)) continue;
    out ??= new EncodedText();
    out.slice(value, runStart, i);
    let codePoint = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      const low = value.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) {
        throw new UriError("invalid-utf8", i, {
          rule: "UTF8",
          detail: `lone surrogate ${JSON.stringify(value[i])} has no UTF-8 encoding`,
        });
      }
      codePoint = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
      i++;
    }
    out.percentEncoded(codePoint);
    runStart = i + 1;
  }
  if (out === undefined) return value;
  out.slice(value, runStart, value.length);
  return out.toString();
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Read the byte of the `%XX` at `i`, or throw `invalid-pct-encoded` at the first missing hex digit. */
function byteAt(text: string, i: number): number {
  const high = i + 1 < text.length ? hexValue(text.charCodeAt(i + 1)) : -1;
  const low = high >= 0 && i + 2 < text.length ? hexValue(text.charCodeAt(i + 2)) : -1;
  if (high < 0 || low < 0) {
    const index = high < 0 ? i + 1 : i + 2;
    const found = index >= text.length ? "end of input" : JSON.stringify(text[index]);
    throw new UriError("invalid-pct-encoded", index, {
      rule: "pct-encoded",
      detail: `expected two hex digits after "%", found ${found}`,
    });
  }
  return (high << 4) | low;
}

/**
 * Decode every `%XX` in `text` as UTF-8 and return the text; other characters are kept as they are.
 * Throws `UriError`: `invalid-pct-encoded` at a `%` not followed by two hex digits, `invalid-utf8` at the `%`
 * that starts a byte sequence which is not UTF-8 (overlong forms and surrogates included).
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 * See also RFC 3986 §2.5
 */
export function decode(text: string): string {
  expectString(text, "decode");
  let i = text.indexOf("%");
  if (i < 0) return text;
  const out = new EncodedText();
  let runStart = 0; // text[runStart, i) is literal text still to be copied
  while (i >= 0) {
    out.slice(text, runStart, i);
    const sequenceStart = i;
    const first = byteAt(text, i);
    i += 3;
    let needed: number;
    let codePoint: number;
    let minimum: number;
    if (first < 0x80) {
      needed = 0;
      codePoint = first;
      minimum = 0;
    } else if (first >= 0xc2 && first <= 0xdf) {
      needed = 1;
      codePoint = first & 0x1f;
      minimum = 0x80;
    } else if (first >= 0xe0 && first <= 0xef) {
      needed = 2;
      codePoint = first & 0x0f;
      minimum = 0x800;
    } else if (first >= 0xf0 && first <= 0xf4) {
      needed = 3;
      codePoint = first & 0x07;
      minimum = 0x10000;
    } else {
      throw invalidUtf8(sequenceStart);
    }
    for (let k = 0; k < needed; k++) {
      if (text.charCodeAt(i) !== 0x25) throw invalidUtf8(sequenceStart);
      const next = byteAt(text, i);
      if ((next & 0xc0) !== 0x80) throw invalidUtf8(sequenceStart);
      codePoint = (codePoint << 6) | (next & 0x3f);
      i += 3;
    }
    if (codePoint < minimum || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
      throw invalidUtf8(sequenceStart);
    }
    out.codePoint(codePoint);
    runStart = i;
    i = text.indexOf("%", i);
  }
  out.slice(text, runStart, text.length);
  return out.toString();
}

function invalidUtf8(index: number): UriError {
  return new UriError("invalid-utf8", index, {
    rule: "UTF8",
    detail: "percent-encoded bytes are not UTF-8",
  });
}

/**
 * Whether `c` is a hexadecimal digit (either case).
 * ```abnf
 * HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export function isHexDigit(c: number): boolean {
  return c < 0x80 && (CHAR_CLASS[c] & HEXDIG) !== 0;
}
