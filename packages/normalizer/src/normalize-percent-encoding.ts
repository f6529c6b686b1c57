import { CHAR_CLASS, UNRESERVED } from "@urikit/core/chars";

/** Decode `%XX` whose octet is an `unreserved` character (RFC 3986 §6.2.2.2). */
export const DECODE_UNRESERVED = 1 << 0;
/** Write the hex digits of every `%XX` that stays encoded in uppercase (RFC 3986 §6.2.2.1). */
export const UPPERCASE_PERCENT_ENCODING = 1 << 1;
/** Lowercase the letters of the text, decoded ones included, but never the hex digits of a `%XX` (RFC 3986 §6.2.2.1). */
export const LOWERCASE_LETTERS = 1 << 2;

const HEX_UPPER = "0123456789ABCDEF";

function hexValue(c: number): number {
  // INVARIANT: `c` is a HEXDIG: the scanner validated every pct-encoded triplet before we get here.
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}

/**
 * Normalize the percent-encodings of `text[start, end)`, one component of a URI reference that the core scanner
 * already validated: decode each `%XX` whose octet is `unreserved`, write the hex digits of every other `%XX` in
 * uppercase, and lowercase letters outside of `%XX` when asked (for a `reg-name`). A reserved or non-ASCII octet is
 * never decoded, so `%2F` stays `%2F` and `%C3%A9` stays `%C3%A9`. One pass over the component; the slice comes
 * back as it is when nothing changes.
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * ```
 * RFC 3986 §6.2.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2>
 * See also RFC 3986 §6.2.2.1, §2.1, §2.3
 */
export function normalizePercentEncoding(text: string, start: number, end: number, flags: number): string {
  const decodeUnreserved = (flags & DECODE_UNRESERVED) !== 0;
  const uppercaseHex = (flags & UPPERCASE_PERCENT_ENCODING) !== 0;
  const lowercase = (flags & LOWERCASE_LETTERS) !== 0;
  let percent = text.indexOf("%", start);
  if (percent < 0 || percent >= end) {
    // PERF: no "%" at all is the common case; one native call lowercases the whole (ASCII-only) component.
    return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
  }
  let out = "";
  // PERF: the first FEW triplets that change join `out` as string pieces, which costs least for the few of a URI.
  // After them, what a triplet becomes, and a short literal run before it, wait in `waiting` and join `out` up to 256
  // code units at a time: one string piece per triplet makes one cons-string node each, and for 10⁶ escapes the
  // garbage collector took two-thirds of the time (9.6 MB of "%41": 752–1,519 ms a call and 589 MB peak RSS over four
  // calls, against 109–856 ms and 216 MB now; bench: pathological/pct-escapes).
  let changed = 0;
  let waitingLength = 0;
  let runStart = start; // text[runStart, percent) is literal text still to be copied
  while (percent >= 0 && percent < end) {
    const high = text.charCodeAt(percent + 1);
    const low = text.charCodeAt(percent + 2);
    const octet = (hexValue(high) << 4) | hexValue(low);
    // §6.2.2.2: "%41" is "A"; in a host the decoded letter is then lowercased like any other (§6.2.2.1).
    const decode = decodeUnreserved && octet < 0x80 && (CHAR_CLASS[octet] & UNRESERVED) !== 0;
    // §6.2.2.1: "%3a" and "%3A" are equivalent; the uppercase form is the normal one, also inside a reg-name.
    if (!decode && !(uppercaseHex && (high >= 0x61 || low >= 0x61))) {
      // PERF: a triplet that stays as it is joins the current run instead of being copied on its own.
      percent = text.indexOf("%", percent + 3);
      continue;
    }
    const decoded = lowercase && octet >= 0x41 && octet <= 0x5a ? octet + 0x20 : octet;
    if (changed < FEW) {
      changed++;
      if (runStart < percent) out += lowercase ? lowercaseOutsidePercent(text, runStart, percent) : text.slice(runStart, percent);
      out += decode ? String.fromCharCode(decoded) : "%" + HEX_UPPER[octet >> 4] + HEX_UPPER[octet & 15];
      runStart = percent + 3;
      percent = text.indexOf("%", runStart);
      continue;
    }
    const runLength = percent - runStart;
    if (runLength >= SHORT_RUN || waitingLength + runLength + 3 > WAITING) {
      out += waitingText(waitingLength);
      waitingLength = 0;
    }
    if (runLength >= SHORT_RUN) {
      out += lowercase ? lowercaseOutsidePercent(text, runStart, percent) : text.slice(runStart, percent);
    } else {
      for (let k = runStart; k < percent; k++) {
        let c = text.charCodeAt(k);
        if (c === PERCENT_SIGN) {
          // a triplet kept as it is: its hex digits are never lowercased
          waiting[waitingLength++] = c;
          waiting[waitingLength++] = text.charCodeAt(++k);
          c = text.charCodeAt(++k);
        } else if (lowercase && c >= 0x41 && c <= 0x5a) c += 0x20;
        waiting[waitingLength++] = c;
      }
    }
    if (decode) waiting[waitingLength++] = decoded;
    else {
      waiting[waitingLength++] = PERCENT_SIGN;
      waiting[waitingLength++] = HEX_UPPER.charCodeAt(octet >> 4);
      waiting[waitingLength++] = HEX_UPPER.charCodeAt(octet & 15);
    }
    runStart = percent + 3;
    percent = text.indexOf("%", runStart);
  }
  if (waitingLength > 0) out += waitingText(waitingLength);
  if (runStart < end) out += lowercase ? lowercaseOutsidePercent(text, runStart, end) : text.slice(runStart, end);
  return out;
}

/** How many changed triplets join the output as string pieces before the rest go through `waiting`. */
const FEW = 32;
/** A literal run shorter than this is copied unit by unit into `waiting`; a longer one joins the output as a slice. */
const SHORT_RUN = 16;
/** Room in `waiting`: at most a short run and one triplet are added before it is checked again. */
const WAITING = 256;
const waiting = new Uint16Array(WAITING);
const PERCENT_SIGN = 0x25;

/** The first `length` code units of `waiting` as a string. */
function waitingText(length: number): string {
  return String.fromCharCode.apply(null, waiting.subarray(0, length) as unknown as number[]);
}

/** Lowercase the ASCII letters of `text[start, end)` except the two hex digits after each "%" (kept as they are). */
function lowercaseOutsidePercent(text: string, start: number, end: number): string {
  let out = "";
  let runStart = start;
  let percent = text.indexOf("%", start);
  while (percent >= 0 && percent < end) {
    out += text.slice(runStart, percent).toLowerCase() + text.slice(percent, percent + 3);
    runStart = percent + 3;
    percent = text.indexOf("%", runStart);
  }
  return out + text.slice(runStart, end).toLowerCase();
}
