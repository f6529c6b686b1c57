import { decodeRange } from "./decode-range.js";
import { schemeSyntaxError } from "./scheme-syntax-error.js";

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Check and decode a newsgroup name at `text[start, end)` (escapes allowed, checked after decoding). With
 * `wildcards`, "*" may appear anywhere (an RFC 5538 wildmat such as `comp.*`, or `*` alone), which only `news` allows. Errors end with `cite`.
 * ```abnf
 * group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]
 * ```
 * RFC 5538 §2.1 <https://www.rfc-editor.org/rfc/rfc5538#section-2.1>
 * See also RFC 1738 §5
 */
export function parseNewsGroup(text: string, start: number, end: number, wildcards: boolean, cite: string): string {
  const syntaxError = schemeSyntaxError(cite);
  if (start === end) throw syntaxError(text, start, "group", "expected a newsgroup name");
  const STAR = 0x2a;
  for (let i = start; i < end; ) {
    let c = text.charCodeAt(i);
    let next = i + 1;
    if (c === 0x25) {
      c = parseInt(text.slice(i + 1, i + 3), 16);
      next = i + 3;
    }
    const ok =
      isAlpha(c) ||
      (wildcards && c === STAR) ||
      (i > start && ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x2b || c === 0x5f));
    if (!ok) {
      throw syntaxError(text, i, "group", i === start ? "expected a letter to start the newsgroup name" : "expected a letter, digit, \"-\", \".\", \"+\" or \"_\"");
    }
    i = next;
  }
  return decodeRange(text, start, end);
}
