/** alpha = lowalpha | hialpha */
function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

const FULL_STOP = 0x2e;
const HYPHEN_MINUS = 0x2d;
const LEFT_SQUARE_BRACKET = 0x5b;

/**
 * Check `text[start, end)` against the RFC 1738 `host` rule; return -1 when it matches, else the index of the first
 * character no valid host can continue with (`end` when the host stops too early: `1.2.3`, `a.1`, `h.`, `h-`).
 * An IP literal (`[…]`, already checked by RFC 3986 parsing) is accepted: RFC 3986 §3.2.2 supersedes the host rule
 * there. A trailing "." (an absolute DNS name) is not: the BNF has no empty toplabel. Escapes are not allowed (the
 * rule has no `escape`), and `digits` in `hostnumber` are not range-checked (the BNF sets no bound).
 * ```abnf
 * host        = hostname | hostnumber
 * hostname    = *[ domainlabel "." ] toplabel
 * domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit
 * toplabel    = alpha | alpha *[ alphadigit | "-" ] alphadigit
 * alphadigit  = alpha | digit
 * hostnumber  = digits "." digits "." digits "." digits
 * ```
 * RFC 1738 §3.1 <https://www.rfc-editor.org/rfc/rfc1738#section-3.1>
 * See also RFC 1738 §5, RFC 3986 §3.2.2
 */
export function checkRfc1738Host(text: string, start: number, end: number): number {
  if (start === end) return start;
  if (text.charCodeAt(start) === LEFT_SQUARE_BRACKET) return -1;
  let labelStart = start;
  let labels = 0;
  let allDigits = true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (i === labelStart) {
      // > | ftp://a.-b/
      //            ^ a label starts with an alphadigit
      if (!isAlpha(c) && !isDigit(c)) return i;
    } else if (c === FULL_STOP) {
      // > | ftp://a-.b/
      //            ^ a label ends with an alphadigit, so "-." cannot occur
      if (text.charCodeAt(i - 1) === HYPHEN_MINUS) return i;
      labels++;
      labelStart = i + 1;
      continue;
    } else if (!isAlpha(c) && !isDigit(c) && c !== HYPHEN_MINUS) {
      return i;
    }
    if (!isDigit(c)) allDigits = false;
  }
  // > | ftp://h./   ftp://h-/   ftp://1.2.3/   ftp://a.1/
  //              ^          ^              ^            ^ the host ended where a valid one cannot
  const last = text.charCodeAt(end - 1);
  if (labelStart === end || last === HYPHEN_MINUS) return end;
  // toplabel = alpha …: the last label decides between hostname and hostnumber.
  if (isAlpha(text.charCodeAt(labelStart))) return -1;
  return allDigits && labels === 3 ? -1 : end;
}
