import {
  ERR_NONE,
  FRAGMENT_END,
  FRAGMENT_START,
  OFFSET_SLOTS,
  PATH_END,
  PATH_START,
  QUERY_END,
  QUERY_START,
  USERINFO_END,
  USERINFO_START,
  errorFromOffsets,
  scanUriReference,
} from "@urikit/core/offsets";
import { expectString } from "@urikit/core/engine";
import { isIprivate, isUcschar } from "./iri-char-class.js";

// INVARIANT: filled and read within one call.
const scratch = new Int32Array(OFFSET_SLOTS);

const HEX = "0123456789ABCDEF";

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** `%HH` with uppercase hex digits, as §3.1 step 2.2 recommends and the §3.2.1 examples show. */
function triplet(octet: number): string {
  return "%" + HEX[octet >> 4] + HEX[octet & 15];
}

/** `unreserved` of RFC 3986 §2.3: the only US-ASCII characters §3.2 step 2 decodes (not "%", reserved, or disallowed). */
function isUnreservedAscii(octet: number): boolean {
  return (
    (octet >= 0x41 && octet <= 0x5a) ||
    (octet >= 0x61 && octet <= 0x7a) ||
    (octet >= 0x30 && octet <= 0x39) ||
    octet === 0x2d ||
    octet === 0x2e ||
    octet === 0x5f ||
    octet === 0x7e
  );
}

/**
 * The length of the strictly legal UTF-8 sequence (RFC 3629 §4) that starts at `bytes[j]`, or 0: no overlong form,
 * no surrogate, nothing above U+10FFFF.
 */
function utf8Length(bytes: readonly number[], j: number): number {
  const b0 = bytes[j];
  let n: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) n = 2;
  else if (b0 >= 0xe0 && b0 <= 0xef) {
    n = 3;
    if (b0 === 0xe0) lo = 0xa0;
    if (b0 === 0xed) hi = 0x9f;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    n = 4;
    if (b0 === 0xf0) lo = 0x90;
    if (b0 === 0xf4) hi = 0x8f;
  } else return 0;
  if (j + n > bytes.length) return 0;
  if (bytes[j + 1] < lo || bytes[j + 1] > hi) return 0;
  for (let k = 2; k < n; k++) if (bytes[j + k] < 0x80 || bytes[j + k] > 0xbf) return 0;
  return n;
}

function decodeUtf8(bytes: readonly number[], j: number, n: number): number {
  if (n === 2) return ((bytes[j] & 0x1f) << 6) | (bytes[j + 1] & 0x3f);
  if (n === 3) return ((bytes[j] & 0x0f) << 12) | ((bytes[j + 1] & 0x3f) << 6) | (bytes[j + 2] & 0x3f);
  return ((bytes[j] & 0x07) << 18) | ((bytes[j + 1] & 0x3f) << 12) | ((bytes[j + 2] & 0x3f) << 6) | (bytes[j + 3] & 0x3f);
}

// White space and default-ignorable characters are invisible or look like a space: the latter include every
// bidirectional formatting character that §4.1 forbids (LRM, RLM, LRE, RLE, LRO, RLO, PDF; also ALM, LRI, RLI, FSI,
// PDI, which Unicode added later), ZWJ, ZWNJ, soft hyphen and the variation selectors.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;
// An ASCII character other than `unreserved` (a delimiter, "%", a space, or a character not allowed in URIs).
const NOT_UNRESERVED_ASCII = /[^\x80-\u{10FFFF}A-Za-z0-9\-._~]/u;

/**
 * Whether §3.2 step 4 lets `codePoint` stand decoded: it is a `ucschar` (or an `iprivate` in the query, §2.2); it is
 * not a bidirectional formatting character (§4.1) nor invisible; and it is not a compatibility look-alike of a
 * delimiter, "%" or a space (§6.1 b: its NFKC form has an ASCII character other than `unreserved`, e.g. U+FF0F
 * FULLWIDTH SOLIDUS or U+FE56 SMALL QUESTION MARK).
 * RFC 3987 §6.1 <https://www.rfc-editor.org/rfc/rfc3987#section-6.1>
 */
export function isAppropriateInIri(codePoint: number, inQuery: boolean): boolean {
  if (!(isUcschar(codePoint) || (inQuery && isIprivate(codePoint)))) return false;
  if (codePoint > 0xffff || !Number.isInteger(codePoint)) return isVisibleAndPlain(codePoint);
  // PERF: the answer for each BMP character, once known, from a table: the two Unicode property tests and the
  // NFKC of one character cost about a microsecond, and the characters of a script repeat (bench: none; measured
  // in one process on Node 20: uriToIri on short Japanese, German and Arabic Wikipedia URLs).
  let known = bmpAppropriate[codePoint]!;
  if (known === UNKNOWN) bmpAppropriate[codePoint] = known = isVisibleAndPlain(codePoint) ? APPROPRIATE : INAPPROPRIATE;
  return known === APPROPRIATE;
}

const UNKNOWN = 0;
const APPROPRIATE = 1;
const INAPPROPRIATE = 2;
/** `isVisibleAndPlain` of each BMP code point, filled as characters are met (64 KiB). */
const bmpAppropriate = new Uint8Array(0x10000);

/** Neither invisible nor a compatibility look-alike of an ASCII character outside `unreserved` (§4.1, §6.1 b). */
function isVisibleAndPlain(codePoint: number): boolean {
  const ch = String.fromCodePoint(codePoint);
  return !INVISIBLE.test(ch) && !NOT_UNRESERVED_ASCII.test(ch.normalize("NFKC"));
}

// Strong right-to-left characters (Bidi_Class R or AL), by script: JavaScript has no Bidi_Class property, and every
// letter of these scripts is R or AL (their digits and marks are weak, and are not in this class).
const RTL =
  /[\p{Script=Adlam}\p{Script=Arabic}\p{Script=Avestan}\p{Script=Chorasmian}\p{Script=Cypriot}\p{Script=Elymaic}\p{Script=Hanifi_Rohingya}\p{Script=Hatran}\p{Script=Hebrew}\p{Script=Imperial_Aramaic}\p{Script=Inscriptional_Pahlavi}\p{Script=Inscriptional_Parthian}\p{Script=Kharoshthi}\p{Script=Lydian}\p{Script=Mandaic}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Meroitic_Cursive}\p{Script=Meroitic_Hieroglyphs}\p{Script=Nabataean}\p{Script=Nko}\p{Script=Old_Hungarian}\p{Script=Old_North_Arabian}\p{Script=Old_Sogdian}\p{Script=Old_South_Arabian}\p{Script=Old_Turkic}\p{Script=Palmyrene}\p{Script=Phoenician}\p{Script=Psalter_Pahlavi}\p{Script=Samaritan}\p{Script=Sogdian}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Yezidi}]/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

const BIDI_UNKNOWN = 0;
const RTL_LETTER = 1;
const LTR_LETTER = 2;
const COMBINING_MARK = 3;
const NEUTRAL = 4;
/** `bidiKind` of each BMP code point, filled as characters are met (64 KiB). */
const bmpBidiKind = new Uint8Array(0x10000);

/** What §4.2 sees in a character: a right-to-left letter, another letter, a combining mark, or neither. */
function bidiKind(codePoint: number): number {
  const known = codePoint < 0x10000 ? bmpBidiKind[codePoint] : BIDI_UNKNOWN;
  if (known !== BIDI_UNKNOWN) return known;
  const ch = String.fromCodePoint(codePoint);
  const kind = LETTER.test(ch) ? (RTL.test(ch) ? RTL_LETTER : LTR_LETTER) : MARK.test(ch) ? COMBINING_MARK : NEUTRAL;
  if (codePoint < 0x10000) bmpBidiKind[codePoint] = kind;
  return kind;
}

/**
 * Whether a component follows the Bidi IRI structure of §4.2: it does not mix right-to-left and left-to-right
 * letters, and if it has right-to-left letters it starts and ends with one (trailing combining marks aside).
 * RFC 3987 §4.2 <https://www.rfc-editor.org/rfc/rfc3987#section-4.2>
 */
export function followsBidiStructure(component: string): boolean {
  // PERF: one search for a right-to-left character decides most components.
  if (!RTL.test(component)) return true;
  let rtl = false;
  let ltr = false;
  let first = NEUTRAL;
  // The kind of the last character that is not a combining mark (of the first character, if all after it are).
  let lastNotMark = NEUTRAL;
  for (let i = 0; i < component.length; ) {
    const codePoint = component.codePointAt(i)!;
    const kind = bidiKind(codePoint);
    if (kind === RTL_LETTER) rtl = true;
    else if (kind === LTR_LETTER) ltr = true;
    if (i === 0) first = kind;
    if (i === 0 || kind !== COMBINING_MARK) lastNotMark = kind;
    i += codePoint > 0xffff ? 2 : 1;
  }
  if (!rtl) return true;
  if (ltr) return false;
  return first === RTL_LETTER && lastNotMark === RTL_LETTER;
}

/**
 * §3.2 steps 2–5 on one component `uri[start, end)`: decode each run of percent-encodings that is unreserved
 * US-ASCII or a strictly legal UTF-8 sequence of an appropriate character; with `nonAscii` false, only the ASCII.
 */
function decodeRange(uri: string, start: number, end: number, inQuery: boolean, nonAscii: boolean): string {
  let out = "";
  let i = start;
  while (i < end) {
    const c = uri.charCodeAt(i);
    if (c !== 0x25) {
      const next = uri.indexOf("%", i);
      const stop = next < 0 || next > end ? end : next;
      out += uri.slice(i, stop);
      i = stop;
      continue;
    }
    // Step 2: a run of consecutive percent-encodings, as octets (the URI is valid, so every "%" has two hex digits).
    const bytes: number[] = [];
    const runStart = i;
    while (i < end && uri.charCodeAt(i) === 0x25) {
      bytes.push(hexValue(uri.charCodeAt(i + 1)) * 16 + hexValue(uri.charCodeAt(i + 2)));
      i += 3;
    }
    let j = 0;
    while (j < bytes.length) {
      const b = bytes[j];
      if (b < 0x80) {
        // Step 2: "%", reserved and disallowed US-ASCII stay encoded as they were written.
        out += isUnreservedAscii(b) ? String.fromCharCode(b) : uri.slice(runStart + 3 * j, runStart + 3 * j + 3);
        j++;
        continue;
      }
      const n = utf8Length(bytes, j);
      if (n === 0) {
        // Step 3: an octet outside a strictly legal UTF-8 sequence is re-percent-encoded.
        out += triplet(b);
        j++;
        continue;
      }
      const codePoint = decodeUtf8(bytes, j, n);
      // Step 4: a character not appropriate in an IRI (§2.2, §4.1, §6.1) is re-percent-encoded; step 5 decodes the rest.
      if (nonAscii && isAppropriateInIri(codePoint, inQuery)) out += String.fromCodePoint(codePoint);
      else for (let k = 0; k < n; k++) out += triplet(bytes[j + k]);
      j += n;
    }
  }
  return out;
}

/**
 * One Bidi component of §4.2 that holds a "%": decoded, or with its non-ASCII kept encoded as a whole when decoding
 * would break §4.2.
 */
function decodeComponent(uri: string, start: number, end: number, inQuery: boolean): string {
  const decoded = decodeRange(uri, start, end, inQuery, true);
  // §4.2: "If the above restrictions cannot be satisfied otherwise, the affected component can always be mapped to
  // URI notation"; "the whole component has to be mapped".
  return followsBidiStructure(decoded) ? decoded : decodeRange(uri, start, end, inQuery, false);
}

/** Decode `uri[start, end)` component by component, each ended by one of `separators` (kept as they are). */
function decodeParts(uri: string, start: number, end: number, separators: string, inQuery: boolean): string {
  // The first "%" at or after the current component, or -1 when there is none. A component without one has nothing
  // to decode, and a URI has no right-to-left letter of its own: it is copied as it is. PERF: searched again only
  // once passed, so that components without "%" do not each search the rest of the URI (quadratic time).
  let percent = uri.indexOf("%", start);
  if (percent < 0 || percent >= end) return uri.slice(start, end);
  let out = "";
  let copied = start; // uri[copied, from) joins `out` as it is
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end) {
      const c = uri.charCodeAt(i);
      // PERF: a code unit that is none of the separators ("/", "&", "=", ";") is passed over without a string.
      if ((c !== 0x2f && c !== 0x26 && c !== 0x3d && c !== 0x3b) || !separators.includes(uri[i]!)) continue;
    }
    if (percent >= 0 && percent < from) percent = uri.indexOf("%", from);
    if (percent >= from && percent < i) {
      out += uri.slice(copied, from) + decodeComponent(uri, from, i, inQuery);
      copied = i;
    }
    from = i + 1;
  }
  return out + uri.slice(copied, end);
}

/**
 * Convert a URI reference to an IRI reference (RFC 3987 §3.2): decode each percent-encoded unreserved US-ASCII
 * character and each percent-encoded strictly legal UTF-8 sequence of a character appropriate in an IRI; keep
 * "%", reserved and disallowed US-ASCII, octets that are not UTF-8, and inappropriate characters (bidi formatting,
 * invisible, look-alikes of delimiters, private use outside the query) encoded. A component (`iuserinfo`, each path
 * segment, each name and value of the query, `ifragment`) that would break the Bidi structure of §4.2 keeps all of
 * its non-ASCII encoded. The host keeps its percent-encodings: decoded, it would map back (§3.1) by ToASCII to a
 * different URI. Throws `UriError` when `uri` is not a URI reference.
 * RFC 3987 §3.2 <https://www.rfc-editor.org/rfc/rfc3987#section-3.2>
 */
export function uriToIri(uri: string): string {
  expectString(uri, "uriToIri");
  if (scanUriReference(uri, scratch) !== ERR_NONE) throw errorFromOffsets(uri, scratch);
  if (!uri.includes("%")) return uri;
  const parts: [number, number, string, boolean][] = [
    [scratch[USERINFO_START], scratch[USERINFO_END], "", false],
    [scratch[PATH_START], scratch[PATH_END], "/", false],
    [scratch[QUERY_START], scratch[QUERY_END], "&=;", true],
    [scratch[FRAGMENT_START], scratch[FRAGMENT_END], "", false],
  ];
  let out = "";
  let copied = 0;
  for (const [start, end, separators, inQuery] of parts) {
    if (start < 0) continue;
    out += uri.slice(copied, start) + decodeParts(uri, start, end, separators, inQuery);
    copied = end;
  }
  return out + uri.slice(copied);
}
