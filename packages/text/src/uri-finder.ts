import { isUri } from "@urikit/core";
import { iriToUri } from "./iri-to-uri.js";
import { REGISTERED_SCHEMES } from "./registered-schemes.js";
import {
  CONTINUES,
  HEX,
  IN_SCHEME,
  SPACE,
  SPECIAL,
  TEXT_CLASS,
  TRAILING_PUNCTUATION,
  hasFlag,
} from "./text-char-class.js";

/**
 * A URI (or IRI) found in text.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 Appendix C <https://www.rfc-editor.org/rfc/rfc3986#appendix-C> (RFC 3986 §3, RFC 3987 §3.1)
 */
export interface UriMatch {
  /** A valid absolute URI (the `URI` rule of RFC 3986 §3): the text itself, or the RFC 3987 §3.1 mapping of `iri`. */
  uri: string;
  /** Set when the text holds non-ASCII letters: the IRI as written (RFC 3987 §2.2), of which `uri` is the mapping. */
  iri?: string;
  /** UTF-16 index of its first character in the text (after `<`, `"`, `URL:` and leading whitespace). */
  start: number;
  /**
   * Index after its last character. `text.slice(start, end)` is `iri ?? uri` unless whitespace inside `<…>` was
   * removed, `http://` was added to an abbreviated URI, or a `#` inside the fragment was written `%23` in `uri`.
   */
  end: number;
  /** How the text delimited it: `<…>`, `"…"`, or nothing (a bare or abbreviated URI). */
  delimiter: "angle" | "quote" | "none";
  /** Set for an abbreviated `www.` URI (draft-fielding-uri-rfc2396bis-01 Appendix F): `uri` is `http://` + the text. */
  abbreviated?: true;
  /** Set when a line break followed a hyphen inside `<…>`: the hyphen was kept, but it may not belong (App. C). */
  hyphenBreak?: true;
  /** With the `lineNumbers` option: the 1-based line of `start` (lines end at LF). */
  line?: number;
  /** With the `lineNumbers` option: the 1-based column of `start`, in UTF-16 code units. */
  column?: number;
}

/** How many code units each phase of the search touched: the proof, in tests, that the search is linear. */
export interface FinderWork {
  /** Code units read while locating candidates, walking back over schemes and running over URI characters. */
  scanned: number;
  /** Code units handed to the RFC 3986 validator of `@urikit/core` (and to the RFC 3987 §3.1 mapping). */
  validated: number;
  /** Candidates examined. */
  candidates: number;
}

const COLON = 0x3a;
const SOLIDUS = 0x2f;
const APOSTROPHE = 0x27;
const PERCENT_SIGN = 0x25;
const HYPHEN = 0x2d;
const NUMBER_SIGN = 0x23;
const QUESTION_MARK = 0x3f;
const COMMERCIAL_AT = 0x40;
const LEFT_PARENTHESIS = 0x28;
const RIGHT_PARENTHESIS = 0x29;
const LEFT_SQUARE_BRACKET = 0x5b;
const RIGHT_SQUARE_BRACKET = 0x5d;
const REVERSE_SOLIDUS = 0x5c;
const LEFT_CURLY_BRACKET = 0x7b;
const TILDE = 0x7e;
const FULL_STOP = 0x2e;
const LOW_LINE = 0x5f;
const CARRIAGE_RETURN = 0x0d;
const LINE_FEED = 0x0a;

/** A letter, mark or number of any script: what continues a candidate beyond ASCII (it becomes an IRI). */
const LETTER = /[\p{L}\p{M}\p{N}]/uy;
/**
 * A dash or symbol of any script but the sentence dashes U+2014 and U+2015, or a middle dot (U+00B7, U+30FB): it
 * stands inside IRIs (`…/wiki/Read–eval–print_loop`, `…/wiki/タイムズ・ニュー・ローマン`), so it continues a bare
 * candidate when what follows continues it too.
 */
const INNER = /[\p{Pd}\p{S}\u00b7\u30fb]/uy;
/**
 * What no IRI holds (RFC 3987 §2.2): a code point outside ASCII and `ucschar` (a lone surrogate, private use, a
 * noncharacter), or whitespace of any script. Inside `<…>` and `"…"` every other character is the IRI's.
 */
const NOT_UCSCHAR =
  /[^\0-\x7f\xa0-\ud7ff\uf900-\ufdcf\ufdf0-\uffef\u{10000}-\u{1fffd}\u{20000}-\u{2fffd}\u{30000}-\u{3fffd}\u{40000}-\u{4fffd}\u{50000}-\u{5fffd}\u{60000}-\u{6fffd}\u{70000}-\u{7fffd}\u{80000}-\u{8fffd}\u{90000}-\u{9fffd}\u{a0000}-\u{afffd}\u{b0000}-\u{bfffd}\u{c0000}-\u{cfffd}\u{d0000}-\u{dfffd}\u{e1000}-\u{efffd}]|\p{Z}/u;
const NON_ASCII = /[^\0-\x7f]/;

/** Length (1 or 2 code units) of the non-ASCII letter, mark or number at `i`, else 0. */
function letterAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (!(c >= 0x80)) return 0; // ASCII, or NaN past the end
  LETTER.lastIndex = i;
  if (!LETTER.test(text)) return 0;
  return c >= 0xd800 && c <= 0xdbff ? 2 : 1;
}

/** Length (1 or 2 code units) of the non-ASCII dash or symbol at `i` (not U+2014, U+2015), else 0. */
function innerAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (!(c >= 0x80) || c === 0x2014 || c === 0x2015) return 0;
  INNER.lastIndex = i;
  if (!INNER.test(text)) return 0;
  return c >= 0xd800 && c <= 0xdbff ? 2 : 1;
}

function isSpace(c: number): boolean {
  return c < 128 && (TEXT_CLASS[c] & SPACE) !== 0;
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function lowerAscii(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

/** Length of a leading `URL:` (any case) at `i`: 4, 0 when absent, -1 when the text ends inside it. */
function urlPrefixAt(text: string, i: number, end: number): number {
  const word = "url:";
  for (let k = 0; k < 4; k++) {
    if (i + k >= end) return -1;
    if (lowerAscii(text.charCodeAt(i + k)) !== word.charCodeAt(k)) return 0;
  }
  return 4;
}

/**
 * End of the whitespace that starts at `i` (before `to`), or -1 when it may not stand inside `<…>`: RFC 3986
 * Appendix C lets a URI break only at the end of a line, so the whitespace must hold exactly one line break (CR, LF
 * or CRLF) — none is whitespace inside a line, two are a blank line. At the edges (`edge`), none is allowed too.
 */
function lineBreakEnd(text: string, i: number, to: number, edge: boolean): number {
  let breaks = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (!isSpace(c)) break;
    if (c === LINE_FEED || (c === CARRIAGE_RETURN && text.charCodeAt(i + 1) !== LINE_FEED)) breaks++;
    i++;
  }
  return breaks > 1 || (breaks === 0 && !edge) ? -1 : i;
}

let registry: ReadonlySet<string> | undefined;

/**
 * The permanent and provisional schemes of the IANA URI scheme registry (2022-11-18), lower case.
 * RFC 7595 §3 <https://www.rfc-editor.org/rfc/rfc7595#section-3>
 */
export function registeredSchemes(): ReadonlySet<string> {
  registry ??= new Set(REGISTERED_SCHEMES.split(" "));
  return registry;
}

/**
 * The search of RFC 3986 Appendix C (and draft-fielding-uri-rfc2396bis-01 Appendices E and F) over one text, or
 * over the successive buffers of a stream: it keeps, between buffers, the quote pairing and the code unit before the
 * buffer, and says from where the next buffer must start so that nothing is found twice or lost.
 *
 * Candidates start only at `:`, `<`, `"` and `www.`, located with `indexOf`; everything else is skipped unread.
 * INVARIANT (linear time): every code unit is walked back over at most once (scheme runs end at a `:`); a bare or
 * abbreviated candidate is scanned forward once, and the search goes on after it whether it matched or not, so no
 * two such scans overlap; only disjoint texts reach the validator (bracket and quote contents that hold no other
 * delimiter, and candidates).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 * See also RFC 3986 Appendix C, draft-fielding-uri-rfc2396bis-01 Appendices E and F.
 */
export class UriFinder {
  readonly abbreviated: boolean;
  /** The schemes that make a match without `//` after the colon (lower case). */
  readonly schemes: ReadonlySet<string>;
  readonly work: FinderWork = { scanned: 0, validated: 0, candidates: 0 };
  /** A `"` before the current position waits for its closer (the closer opens nothing). */
  #quoteOpen = false;
  /** The code unit just before the current buffer (-1 at the start of the input). */
  #before = -1;
  /** The longest scheme of `schemes`: a longer one is not looked up. */
  readonly #longest: number;
  /**
   * The open run the last non-final search found at the end of its buffer, as indexes of the whole input: it began
   * at `#runStart` and ended at `#runEnd` (equal when there was none). The next buffer holds that text again.
   */
  #runStart = 0;
  #runEnd = 0;

  // What the last forward scan found (#scan): where the candidate ends once trimmed, and what spoils it.
  #end = 0;
  /** Index of the first `%` without two HEXDIG or `\` in the candidate, or -1: such a candidate is no URI. */
  #spoiled = -1;
  /** Index of the first `(`, `)` or `'` in the candidate's host, or -1. */
  #hostBad = -1;

  constructor(abbreviated: boolean, schemes: ReadonlySet<string> = registeredSchemes()) {
    this.abbreviated = abbreviated;
    this.schemes = schemes;
    let longest = 0;
    for (const s of schemes) longest = Math.max(longest, s.length);
    this.#longest = longest;
  }

  /**
   * Find the URIs of `text` (whose first code unit is at `offset` in the whole input) and push them to `out` in
   * order. With `final` false more text may follow: the search stops before anything that more text could change
   * (a run of characters that may continue a candidate at the end, an open `<` or `"` whose candidate is still
   * alive) and returns the index from which the caller must keep `text` for the next call; with `final`, it
   * returns `text.length`.
   */
  find(text: string, offset: number, final: boolean, out: UriMatch[]): number {
    const n = text.length;
    const limit = final ? n : this.#openRunStart(text, offset);
    // Nothing before the open run: the whole buffer waits for more text (the loop below would stop at once).
    if (limit === 0) return 0;
    let pos = 0;
    let floor = 0; // end of the last candidate in this buffer: a scheme may not start inside it
    let nextColon = -1;
    let nextLess = -1;
    let nextQuote = -1;
    let nextGreater = -1;
    let nextWww = this.abbreviated ? -1 : n;
    let keep = limit;
    for (;;) {
      if (nextColon < pos) nextColon = this.#indexOf(text, ":", pos, n);
      if (nextLess < pos) nextLess = this.#indexOf(text, "<", pos, n);
      if (nextQuote < pos) nextQuote = this.#indexOf(text, '"', pos, n);
      if (nextWww < pos) nextWww = this.#indexOfWww(text, pos, n);
      const t = Math.min(nextColon, nextLess, nextQuote, nextWww);
      if (t >= limit) break;
      this.work.candidates++;

      if (t === nextQuote) {
        // > | say "http://a/b" now
        //         ^ a quote opens; its content is a match when it is a URI or IRI as it stands
        if (this.#quoteOpen) {
          this.#quoteOpen = false; // a closing quote opens nothing
          pos = t + 1;
          continue;
        }
        const close = this.#indexOf(text, '"', t + 1, n);
        if (close >= n) {
          if (!final && this.#quoteMayMatch(text, t + 1, n)) {
            keep = t;
            break;
          }
          this.#quoteOpen = true;
          pos = t + 1;
          continue;
        }
        nextQuote = close;
        const match = this.#delimitedMatch(text, t + 1, close, offset);
        if (match) {
          out.push(match);
          floor = pos = close + 1;
        } else {
          this.#quoteOpen = true;
          pos = t + 1;
        }
        continue;
      }

      if (t === nextLess) {
        // > | pick it up from <ftp://foo.example.
        //                     ^ the text up to the next ">", broken only at line ends, is a match when it is a URI
        nextLess = this.#indexOf(text, "<", t + 1, n);
        if (nextGreater <= t) nextGreater = this.#indexOf(text, ">", t + 1, n);
        if (nextGreater >= n) {
          if (!final && this.#angleMayMatch(text, t + 1, n)) {
            keep = t;
            break;
          }
          pos = t + 1;
          continue;
        }
        // Another "<" before the ">" leaves no URI here: only the last "<" before a ">" can open one.
        const match = nextLess < nextGreater ? undefined : this.#angleMatch(text, t + 1, nextGreater, offset);
        if (match) {
          out.push(match);
          floor = pos = nextGreater + 1;
        } else {
          pos = t + 1;
        }
        continue;
      }

      if (t === nextWww) {
        const result = this.#wwwCandidate(text, t, floor, offset, out);
        if (result >= 0) floor = pos = result;
        else nextWww = this.#indexOfWww(text, -1 - result, n); // the search for "www." goes on from there
        continue;
      }

      // t === nextColon: a bare URI
      const end = this.#bareCandidate(text, t, floor, offset, out);
      if (end < 0) pos = t + 1; // no candidate here: the search goes on right after the ":"
      else floor = pos = end; // a candidate, matched or not: the search goes on after it
    }
    if (keep > 0) this.#before = text.charCodeAt(keep - 1);
    return keep;
  }

  /**
   * Start of the run at the end of `text` of code units that may continue a candidate (URI characters, `\`, `{`,
   * non-ASCII letters, dashes and symbols, and a high surrogate whose pair may follow): more text may extend it.
   */
  #openRunStart(text: string, offset: number): number {
    const n = text.length;
    // The run the last search found, in this buffer's indexes. INVARIANT: the walk back from its end (an ASCII code
    // unit, whose reading no later text changes) takes the steps that search's walk took, so a walk that reaches that
    // end goes on to where that walk stopped: it jumps there, and each code unit is walked over once in all.
    const knownStart = this.#runStart - offset;
    const knownEnd = this.#runEnd - offset;
    const known = knownStart >= 0 && knownStart < knownEnd && knownEnd <= n && text.charCodeAt(knownEnd - 1) < 0x80;
    const floor = known ? knownEnd : 0;
    let limit = n;
    while (limit > floor) {
      const c = text.charCodeAt(limit - 1);
      if (c < 0x80) {
        if (!hasFlag(c, CONTINUES)) break;
        limit--;
      } else if (c >= 0xdc00 && c <= 0xdfff && limit >= 2 && letterAt(text, limit - 2) === 2) {
        limit -= 2;
      } else if (c >= 0xdc00 && c <= 0xdfff && limit >= 2 && innerAt(text, limit - 2) === 2) {
        limit -= 2;
      } else if ((c >= 0xd800 && c <= 0xdbff && limit === n) || letterAt(text, limit - 1) === 1 || innerAt(text, limit - 1) === 1) {
        limit--;
      } else {
        break;
      }
    }
    this.work.scanned += n - limit;
    // A step of two (a surrogate pair) cannot pass over the floor: the code unit before it is ASCII.
    if (known && limit === floor) limit = knownStart;
    this.#runStart = offset + limit;
    this.#runEnd = offset + n;
    return limit;
  }

  #indexOf(text: string, char: string, from: number, n: number): number {
    const i = text.indexOf(char, from);
    const found = i < 0 ? n : i;
    this.work.scanned += found - from;
    return found;
  }

  /** Index of the next `www.` (any case) at or after `from`, or `n`. */
  #indexOfWww(text: string, from: number, n: number): number {
    let dot = text.indexOf(".", from + 3);
    while (dot >= 0) {
      if (
        (text.charCodeAt(dot - 1) | 0x20) === 0x77 &&
        (text.charCodeAt(dot - 2) | 0x20) === 0x77 &&
        (text.charCodeAt(dot - 3) | 0x20) === 0x77
      ) {
        this.work.scanned += dot - from;
        return dot - 3;
      }
      dot = text.indexOf(".", dot + 1);
    }
    this.work.scanned += n - from;
    return n;
  }

  /** The code unit before index `i` (the one before the buffer when `i` is 0). */
  #unitBefore(text: string, i: number): number {
    return i > 0 ? text.charCodeAt(i - 1) : this.#before;
  }

  /** Whether the code unit before index `i` ends a word: not an ASCII letter, digit, `+`, `-`, `.`. */
  #atWordBoundary(text: string, i: number): boolean {
    return !hasFlag(this.#unitBefore(text, i), IN_SCHEME);
  }

  /** Whether `www.` at `i` starts a word: not after a letter (of any script), digit, `+ - . / @ _`. */
  #wwwAtWordStart(text: string, i: number): boolean {
    const c = this.#unitBefore(text, i);
    if (hasFlag(c, IN_SCHEME) || c === SOLIDUS || c === COMMERCIAL_AT || c === LOW_LINE) return false;
    if (c < 0x80) return true;
    if (c >= 0xdc00 && c <= 0xdfff) return !(i >= 2 && letterAt(text, i - 2) === 2);
    return letterAt(String.fromCharCode(c), 0) === 0;
  }

  /**
   * Whether `text[start, colon)` names a scheme that needs no `//` (the IANA registry and the `schemes` option),
   * written in lower case as RFC 3986 §3.1 asks documents to write schemes, and not followed by a second `:`: in
   * real text `INFO:root`, `Example:/home`, `File::Spec`, `APT::Color` are prose and code, not URIs.
   */
  #registered(text: string, start: number, colon: number): boolean {
    if (colon - start > this.#longest || text.charCodeAt(colon + 1) === COLON) return false;
    for (let i = start; i < colon; i++) if (text.charCodeAt(i) >= 0x41 && text.charCodeAt(i) <= 0x5a) return false;
    return this.schemes.has(text.slice(start, colon));
  }

  /**
   * Whether a scheme ending at `colon` may start a match: `//` and something after it, or a registered scheme and
   * something after the colon. `to` is where the candidate ends.
   */
  #schemeAllows(text: string, start: number, colon: number, to: number): boolean {
    if (text.charCodeAt(colon + 1) === SOLIDUS && text.charCodeAt(colon + 2) === SOLIDUS) return to > colon + 3;
    return to > colon + 1 && this.#registered(text, start, colon);
  }

  /**
   * The URI of a candidate as written (`raw`): a `#` inside the fragment is kept only right after a `/` (the
   * client-side routes of `https://matrix.to/#/#room:server`) and written `%23`; non-ASCII letters make it an IRI,
   * mapped by RFC 3987 §3.1; the result must be a URI by `@urikit/core`. Returns `[uri, iri]` or undefined.
   */
  #complete(raw: string): [string, string | undefined] | undefined {
    this.work.validated += raw.length;
    let uri = raw;
    const hash = raw.indexOf("#");
    if (hash >= 0 && raw.indexOf("#", hash + 1) >= 0) {
      const parts = raw.slice(hash + 1).split("#");
      for (let k = 0; k < parts.length - 1; k++) if (parts[k].charCodeAt(parts[k].length - 1) !== SOLIDUS) return undefined;
      uri = raw.slice(0, hash + 1) + parts.join("%23");
    }
    let iri: string | undefined;
    if (NON_ASCII.test(raw)) {
      // A bare candidate holds only what #scan let in; a delimited one any ucschar.
      if (NOT_UCSCHAR.test(raw)) return undefined;
      iri = raw;
      uri = iriToUri(uri);
    }
    return isUri(uri) ? [uri, iri] : undefined;
  }

  #push(out: UriMatch[], raw: string, start: number, end: number, delimiter: UriMatch["delimiter"]): UriMatch | undefined {
    const done = this.#complete(raw);
    if (done === undefined) return undefined;
    const match: UriMatch = { uri: done[0], start, end, delimiter };
    if (done[1] !== undefined) match.iri = done[1];
    out.push(match);
    return match;
  }

  /** The content of a `"…"` pair, `text[from, to)`: a match when it is a URI or IRI as it stands (no whitespace). */
  #delimitedMatch(text: string, from: number, to: number, offset: number): UriMatch | undefined {
    // PERF: most quoted text is prose; a URI starts with ALPHA *( scheme char ) ":".
    if (!isAlpha(text.charCodeAt(from))) return undefined;
    let i = from + 1;
    while (i < to && hasFlag(text.charCodeAt(i), IN_SCHEME)) i++;
    if (i >= to || text.charCodeAt(i) !== COLON || !this.#schemeAllows(text, from, i, to)) return undefined;
    const found: UriMatch[] = [];
    return this.#push(found, text.slice(from, to), offset + from, offset + to, "quote");
  }

  /** Whether an open `"` at `from - 1` with no closer yet may still enclose a URI: only candidate characters so far. */
  #quoteMayMatch(text: string, from: number, n: number): boolean {
    this.work.scanned += n - from;
    for (let i = from; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80 && !hasFlag(c, CONTINUES)) return false;
    }
    return true;
  }

  /** Whether an open `<` at `from - 1` with no `>` yet may still enclose a URI (the checks of #angleMatch so far). */
  #angleMayMatch(text: string, from: number, n: number): boolean {
    this.work.scanned += n - from;
    let i = from;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const prefix = urlPrefixAt(text, i, n);
    if (prefix < 0) return true;
    if (prefix > 0) {
      i += prefix;
      while (i < n && isSpace(text.charCodeAt(i))) i++;
    }
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === COLON) break;
      if (!hasFlag(c, IN_SCHEME)) return false; // whitespace included: none in the scheme
    }
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        const after = lineBreakEnd(text, i, n, true);
        if (after < 0 || (after < n && lineBreakEnd(text, i, n, false) < 0)) return false;
        i = after;
      } else if (c < 0x80 && !hasFlag(c, CONTINUES)) {
        return false;
      } else {
        i++;
      }
    }
    return true;
  }

  /**
   * The match of a `<…>` pair whose content is `text[from, to)`: RFC 3986 Appendix C. Leading whitespace and a
   * `URL:` prefix are skipped; the text may break only at the end of a line, where the whitespace before and after
   * the line break (the next line's indentation) is removed; what is left must be a URI or IRI.
   */
  #angleMatch(text: string, from: number, to: number, offset: number): UriMatch | undefined {
    let i = lineBreakEnd(text, from, to, true);
    if (i >= 0 && urlPrefixAt(text, i, to) === 4) i = lineBreakEnd(text, i + 4, to, true);
    if (i < 0 || !isAlpha(text.charCodeAt(i))) return undefined;
    const start = i;
    let colon = i;
    while (colon < to && hasFlag(text.charCodeAt(colon), IN_SCHEME)) colon++;
    if (colon >= to || text.charCodeAt(colon) !== COLON) return undefined;
    let end = to;
    while (end > colon && isSpace(text.charCodeAt(end - 1))) end--;
    if (lineBreakEnd(text, end, to, true) < 0) return undefined;
    this.work.scanned += end - from;

    // "the interpreter of a URI containing a line break immediately after a hyphen should ignore all whitespace
    // around the line break and should be aware that the hyphen may or may not actually be part of the URI"
    // (App. C): the hyphen is kept and the match says so.
    let raw = "";
    let hyphenBreak = false;
    let piece = start;
    let k = colon;
    while (k < end) {
      if (!isSpace(text.charCodeAt(k))) {
        k++;
        continue;
      }
      const runStart = k;
      k = lineBreakEnd(text, k, end, false);
      if (k < 0) return undefined;
      if (text.charCodeAt(runStart - 1) === HYPHEN) hyphenBreak = true;
      raw += text.slice(piece, runStart);
      piece = k;
    }
    raw = piece === start ? text.slice(start, end) : raw + text.slice(piece, end);
    // The scheme's "//" may stand after a line break: it is looked for once the whitespace is gone.
    if (!this.#schemeAllows(raw, 0, colon - start, raw.length)) return undefined;
    const found: UriMatch[] = [];
    const match = this.#push(found, raw, offset + start, offset + end, "angle");
    if (match && hyphenBreak) match.hyphenBreak = true;
    return match;
  }

  /**
   * Scan forward a bare or abbreviated candidate from `from` (after `scheme://`, after `scheme:`, or at `www.`):
   * return where the scan stopped, and set `#end` (the end once trailing punctuation is dropped), `#spoiled` and
   * `#hostBad`. With `authority`, the text up to the first `/`, `?` or `#` is an authority; with `literal`, a `[` at
   * the start of its host opens an IP literal. With `quoted` (the scheme follows a `'`), the next `'` ends it.
   *
   * It stops at what no URI or IRI holds (whitespace, controls, `< > " { } | ^` and backquote, a non-ASCII
   * character that is not a letter, mark or number), and at the boundaries a reader sees: a `[` or `]` outside an
   * IP literal (Markdown `](`, AsciiDoc `url[text]`, Org `[[url][text]]`), a `)` that no `(` of the candidate
   * opened, a second `#` (unless right after a `/`). A `\`, a `{` (a URI Template) or a `%` without two HEXDIG do
   * not stop it: they spoil it.
   */
  #scan(text: string, from: number, authority: boolean, literal: boolean, quoted: boolean): number {
    const n = text.length;
    let i = from;
    let inAuthority = authority;
    let hostStart = literal;
    let inLiteral = false;
    let fragment = false;
    let depth = 0;
    this.#spoiled = this.#hostBad = -1;
    scan: while (i < n) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) {
        let length = letterAt(text, i);
        if (length === 0) {
          // > | …/wiki/Read–eval–print_loop
          //                 ^ a dash or symbol continues only what goes on after it
          length = innerAt(text, i);
          const next = text.charCodeAt(i + length);
          if (length === 0 || !(next < 0x80 ? hasFlag(next, CONTINUES) : letterAt(text, i + length) > 0)) break;
        }
        hostStart = false;
        i += length;
        continue;
      }
      const flags = TEXT_CLASS[c];
      if ((flags & CONTINUES) === 0) break;
      if ((flags & SPECIAL) === 0) {
        hostStart = false;
        i++;
        continue;
      }
      switch (c) {
        case PERCENT_SIGN:
          if (hasFlag(text.charCodeAt(i + 1), HEX) && hasFlag(text.charCodeAt(i + 2), HEX)) i += 2;
          else if (this.#spoiled < 0) this.#spoiled = i;
          break;
        case REVERSE_SOLIDUS:
        case LEFT_CURLY_BRACKET:
          if (this.#spoiled < 0) this.#spoiled = i;
          break;
        case COMMERCIAL_AT:
          if (inAuthority && !inLiteral) {
            // > | http://user(x)@host/
            //                    ^ what came before was userinfo: the host starts here
            this.#hostBad = -1;
            hostStart = literal;
            i++;
            continue scan;
          }
          break;
        case LEFT_SQUARE_BRACKET:
          if (!hostStart) break scan;
          inLiteral = true;
          break;
        case RIGHT_SQUARE_BRACKET:
          if (!inLiteral) break scan;
          inLiteral = false;
          break;
        case LEFT_PARENTHESIS:
          if (inAuthority && this.#hostBad < 0) this.#hostBad = i;
          depth++;
          break;
        case RIGHT_PARENTHESIS:
          if (depth === 0) break scan;
          depth--;
          break;
        case APOSTROPHE:
          if (quoted) break scan;
          if (inAuthority && this.#hostBad < 0) this.#hostBad = i;
          break;
        case NUMBER_SIGN:
          if (fragment && text.charCodeAt(i - 1) !== SOLIDUS) break scan;
          fragment = true;
          inAuthority = false;
          break;
        default: // "/" and "?"
          if (!inLiteral) inAuthority = false;
      }
      hostStart = false;
      i++;
    }
    let end = i;
    // GFM drops trailing punctuation; a "~" right after a "/" is a home directory ("sftp://host/~"), not markup.
    while (end > from && hasFlag(text.charCodeAt(end - 1), TRAILING_PUNCTUATION) && !(text.charCodeAt(end - 1) === TILDE && text.charCodeAt(end - 2) === SOLIDUS)) end--;
    this.work.scanned += i - from;
    this.#end = end;
    return i;
  }

  /** Whether the last scan left a candidate that nothing spoils up to `#end`. */
  #scanClean(): boolean {
    return this.#spoiled < 0 && (this.#hostBad < 0 || this.#hostBad >= this.#end);
  }

  /**
   * A bare URI whose scheme ends at the `:` at `colon`: return -1 when no candidate starts here, else the index
   * after the candidate (pushing the match when it is one).
   * > | see [site](http://a/b)).
   *                ^ walk back over the scheme, scan forward to a boundary, drop trailing punctuation, validate
   */
  #bareCandidate(text: string, colon: number, floor: number, offset: number, out: UriMatch[]): number {
    let start = colon;
    while (start > 0 && hasFlag(text.charCodeAt(start - 1), IN_SCHEME)) start--;
    this.work.scanned += colon - start;
    if (start === colon || start < floor || !isAlpha(text.charCodeAt(start)) || !this.#atWordBoundary(text, start)) return -1;
    const slashes = text.charCodeAt(colon + 1) === SOLIDUS && text.charCodeAt(colon + 2) === SOLIDUS;
    if (!slashes) {
      // PERF: most colons in prose ("Note: x") have nothing after them; no lookup, no slice (bench: extract/prose-sparse)
      const next = text.charCodeAt(colon + 1);
      if ((next < 0x80 && !hasFlag(next, CONTINUES)) || Number.isNaN(next) || !this.#registered(text, start, colon)) return -1;
    }
    const quoted = this.#unitBefore(text, start) === APOSTROPHE;
    const stop = this.#scan(text, slashes ? colon + 3 : colon + 1, slashes, slashes, quoted);
    const end = this.#end;
    if (this.#scanClean() && this.#schemeAllows(text, start, colon, end)) {
      this.#push(out, text.slice(start, end), offset + start, offset + end, "none");
    }
    return stop;
  }

  /**
   * An abbreviated URI at `start`, where `www.` stands (draft-fielding-uri-rfc2396bis-01 Appendix F): `www.` at the
   * start of a word and a reg-name with at least one more `.label`, an optional port, path, query and fragment,
   * ended as a bare URI. Return the index after the candidate, or, when none starts here, `-1 - i` where `i` is
   * the index from which the search for `www.` goes on.
   */
  #wwwCandidate(text: string, start: number, floor: number, offset: number, out: UriMatch[]): number {
    if (start < floor || !this.#wwwAtWordStart(text, start)) return -2 - start;
    // A scheme that starts here wins: "www.example.org://x" is a bare URI, not an abbreviated one.
    let schemeEnd = start;
    while (hasFlag(text.charCodeAt(schemeEnd), IN_SCHEME)) schemeEnd++;
    this.work.scanned += schemeEnd - start;
    if (text.charCodeAt(schemeEnd) === COLON && (text.charCodeAt(schemeEnd + 1) === SOLIDUS || this.#registered(text, start, schemeEnd))) {
      return -1 - schemeEnd;
    }
    const quoted = this.#unitBefore(text, start) === APOSTROPHE;
    const stop = this.#scan(text, start, true, false, quoted);
    const end = this.#end;
    // host = "www" 1*( "." label ), each label non-empty; then [ ":" port ] and a path, query or fragment
    let i = start;
    let labels = 1;
    let labelStart = start;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === FULL_STOP) {
        if (i === labelStart) break;
        labels++;
        labelStart = i + 1;
      } else if (c === COLON || c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN || c === COMMERCIAL_AT) {
        break;
      }
    }
    let tail = i;
    if (text.charCodeAt(tail) === COLON) {
      tail++;
      while (tail < end && text.charCodeAt(tail) >= 0x30 && text.charCodeAt(tail) <= 0x39) tail++;
    }
    const c = tail < end ? text.charCodeAt(tail) : -1;
    const hostOk = i > labelStart && labels >= 3 && (c === -1 || c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN);
    if (hostOk && this.#scanClean()) {
      const found: UriMatch[] = [];
      const match = this.#push(found, "http://" + text.slice(start, end), offset + start, offset + end, "none");
      if (match) {
        match.abbreviated = true;
        out.push(match);
        return stop;
      }
    }
    return -1 - stop;
  }
}
