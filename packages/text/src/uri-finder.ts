import { isUri } from "@urikit/core";
import {
  HEX,
  IN_SCHEME,
  IN_URI,
  LINE_BREAK,
  RECORDED,
  SPACE,
  TEXT_CLASS,
  TRIMMABLE,
  hasFlag,
} from "./text-char-class.js";

/**
 * A URI found in text.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 Appendix C <https://www.rfc-editor.org/rfc/rfc3986#appendix-C> (RFC 3986 §3)
 */
export interface UriMatch {
  /** A valid absolute URI (the `URI` rule of RFC 3986 §3: a fragment is allowed). */
  uri: string;
  /** UTF-16 index of its first character in the text (after `<`, `"`, `URL:` and leading whitespace). */
  start: number;
  /**
   * Index after its last character. `text.slice(start, end) === uri` unless whitespace inside `<…>` was removed
   * or, for an abbreviated URI, `http://` was added.
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
  /** Code units handed to the RFC 3986 validator of `@urikit/core`. */
  validated: number;
  /** Candidates examined. */
  candidates: number;
}

const COLON = 0x3a;
const SOLIDUS = 0x2f;
const PERCENT_SIGN = 0x25;
const HYPHEN = 0x2d;
const NUMBER_SIGN = 0x23;
const QUESTION_MARK = 0x3f;
const LEFT_PARENTHESIS = 0x28;
const RIGHT_PARENTHESIS = 0x29;
const LEFT_SQUARE_BRACKET = 0x5b;
const RIGHT_SQUARE_BRACKET = 0x5d;
const FULL_STOP = 0x2e;

function isSpace(c: number): boolean {
  return c < 128 && (TEXT_CLASS[c] & SPACE) !== 0;
}

function isAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function lowerAscii(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

/** Whether `text[start, end)` equals lower-case ASCII `word`, ignoring case. */
function equalsIgnoringCase(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (lowerAscii(text.charCodeAt(start + k)) !== word.charCodeAt(k)) return false;
  return true;
}

/** The schemes a bare URI may have without `//` after the colon (issue 8, rule 3): mailto, urn, news, tel. */
function isNamedScheme(text: string, start: number, colon: number): boolean {
  const length = colon - start;
  if (length === 3) return equalsIgnoringCase(text, start, colon, "urn") || equalsIgnoringCase(text, start, colon, "tel");
  if (length === 4) return equalsIgnoringCase(text, start, colon, "news");
  return length === 6 && equalsIgnoringCase(text, start, colon, "mailto");
}

/** Number of elements of the ascending `positions` that are < `index`. */
function countBelow(positions: number[], index: number): number {
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (positions[mid] < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Number of elements of the ascending `positions` in `[from, to)`. */
function countIn(positions: number[], from: number, to: number): number {
  return to <= from ? 0 : countBelow(positions, to) - countBelow(positions, from);
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
 * The search of RFC 3986 Appendix C (and draft-fielding-uri-rfc2396bis-01 Appendices E and F) over one text, or
 * over the successive buffers of a stream: it keeps, between buffers, the quote pairing and the code unit before the
 * buffer, and says from where the next buffer must start so that nothing is found twice or lost.
 *
 * Candidates start only at `:`, `<`, `"` and `www.`, located with `indexOf`; everything else is skipped unread.
 * INVARIANT (linear time): every code unit is walked back over at most once (scheme runs end at a `:`), every run of
 * URI characters is scanned forward once (its bracket, parenthesis and `#` positions recorded, so each candidate in
 * it is trimmed and checked in O(log n)), the authorities validated for bare candidates are disjoint, and only
 * disjoint texts reach the full validator (bracket and quote contents that hold no other delimiter, and matches).
 */
export class UriFinder {
  readonly abbreviated: boolean;
  readonly work: FinderWork = { scanned: 0, validated: 0, candidates: 0 };
  /** A `"` before the current position waits for its closer (the closer opens nothing). */
  #quoteOpen = false;
  /** The code unit just before the current buffer (-1 at the start of the input). */
  #before = -1;

  // The current run of URI characters (offsets into the current buffer), and what it holds.
  #runFrom = -1;
  #runEnd = -1;
  // The run of scheme characters walked last from a "www." (offsets into the current buffer).
  #schemeFrom = -1;
  #schemeEnd = -1;
  /** Start of the run's trailing region of trimmable characters. */
  #trimFrom = -1;
  readonly #opens: number[] = [];
  readonly #closes: number[] = [];
  readonly #bracketOpens: number[] = [];
  readonly #bracketCloses: number[] = [];
  readonly #hashes: number[] = [];

  constructor(abbreviated: boolean) {
    this.abbreviated = abbreviated;
  }

  /**
   * Find the URIs of `text` (whose first code unit is at `offset` in the whole input) and push them to `out` in
   * order. With `final` false more text may follow: the search stops before anything that more text could change
   * (a run of URI characters at the end, an open `<` or `"` whose candidate is still alive) and returns the index
   * from which the caller must keep `text` for the next call; with `final`, it returns `text.length`.
   */
  find(text: string, offset: number, final: boolean, out: UriMatch[]): number {
    const n = text.length;
    let limit = n;
    if (!final) {
      while (limit > 0 && hasFlag(text.charCodeAt(limit - 1), IN_URI)) limit--;
      this.work.scanned += n - limit;
    }
    this.#runFrom = this.#runEnd = this.#schemeFrom = this.#schemeEnd = -1;
    let pos = 0;
    let floor = 0; // end of the last match in this buffer: a scheme may not start inside it
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
        //         ^ a quote opens; its content is a match when it is a URI as it stands (rule 2)
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
        const match = this.#delimitedMatch(text, t + 1, close);
        if (match) {
          out.push({ uri: match, start: offset + t + 1, end: offset + close, delimiter: "quote" });
          floor = pos = close + 1;
        } else {
          this.#quoteOpen = true;
          pos = t + 1;
        }
        continue;
      }

      if (t === nextLess) {
        // > | pick it up from <ftp://foo.example.
        //                     ^ the text up to the next ">", its whitespace removed, is a match when it is a URI (rule 1)
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
        else nextWww = this.#indexOfWww(text, -1 - result, n); // no match here: the search for "www." goes on
        continue;
      }

      // t === nextColon: a bare URI (rule 3)
      const end = this.#bareCandidate(text, t, floor, offset, out);
      if (end < 0) {
        pos = t + 1; // the search goes on right after the ":" (rule 6)
      } else {
        floor = pos = end;
      }
    }
    if (keep > 0) this.#before = text.charCodeAt(keep - 1);
    return keep;
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

  /** Whether the code unit before index `i` ends a word: not an ASCII letter, digit, `+`, `-`, `.` (rule 3). */
  #atWordBoundary(text: string, i: number): boolean {
    return !hasFlag(i > 0 ? text.charCodeAt(i - 1) : this.#before, IN_SCHEME);
  }

  /** The content of a `"…"` pair: the URI when it is one as it stands, else `undefined` (rule 2). */
  #delimitedMatch(text: string, from: number, to: number): string | undefined {
    // PERF: most quoted text is prose; a URI starts with ALPHA *( scheme char ) ":".
    if (!isAlpha(text.charCodeAt(from))) return undefined;
    let i = from + 1;
    while (i < to && hasFlag(text.charCodeAt(i), IN_SCHEME)) i++;
    if (i >= to || text.charCodeAt(i) !== COLON) return undefined;
    const candidate = text.slice(from, to);
    this.work.validated += to - from;
    return isUri(candidate) ? candidate : undefined;
  }

  /** Whether an open `"` at `from - 1` with no closer yet may still enclose a URI: only URI characters so far. */
  #quoteMayMatch(text: string, from: number, n: number): boolean {
    this.work.scanned += n - from;
    for (let i = from; i < n; i++) if (!hasFlag(text.charCodeAt(i), IN_URI)) return false;
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
      if (!hasFlag(c, IN_URI)) return false; // whitespace included: none before the scheme's ":"
    }
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (!hasFlag(c, IN_URI) && !isSpace(c)) return false;
    }
    return true;
  }

  /**
   * The match of a `<…>` pair whose content is `text[from, to)`: RFC 3986 Appendix C. Leading whitespace and a
   * `URL:` prefix are skipped, the part before the first `:` may hold no whitespace, every space, tab, CR, LF and
   * FF is removed, and what is left must be a URI.
   */
  #angleMatch(text: string, from: number, to: number, offset: number): UriMatch | undefined {
    let i = from;
    while (i < to && isSpace(text.charCodeAt(i))) i++;
    if (urlPrefixAt(text, i, to) === 4) {
      i += 4;
      while (i < to && isSpace(text.charCodeAt(i))) i++;
    }
    const start = i;
    let colon = i;
    while (colon < to && text.charCodeAt(colon) !== COLON) {
      if (isSpace(text.charCodeAt(colon))) return undefined;
      colon++;
    }
    if (colon >= to || colon === start) return undefined;
    let end = to;
    while (end > colon && isSpace(text.charCodeAt(end - 1))) end--;
    this.work.scanned += end - from;

    // Remove the whitespace; "the interpreter of a URI containing a line break immediately after a hyphen should
    // ignore all whitespace around the line break and should be aware that the hyphen may or may not actually be
    // part of the URI" (App. C): the hyphen is kept and the match says so.
    let uri = "";
    let hyphenBreak = false;
    let piece = start;
    let k = colon;
    while (k < end) {
      if (!isSpace(text.charCodeAt(k))) {
        k++;
        continue;
      }
      const runStart = k;
      let lineBreak = false;
      while (k < end && isSpace(text.charCodeAt(k))) {
        if (hasFlag(text.charCodeAt(k), LINE_BREAK)) lineBreak = true;
        k++;
      }
      if (lineBreak && text.charCodeAt(runStart - 1) === HYPHEN) hyphenBreak = true;
      uri += text.slice(piece, runStart);
      piece = k;
    }
    uri = piece === start ? text.slice(start, end) : uri + text.slice(piece, end);
    this.work.validated += uri.length;
    if (!isUri(uri)) return undefined;
    const match: UriMatch = { uri, start: offset + start, end: offset + end, delimiter: "angle" };
    if (hyphenBreak) match.hyphenBreak = true;
    return match;
  }

  /**
   * Scan the run of URI characters that goes on from `from` (unless `from` is inside the run scanned last) and
   * record where its `( ) [ ] #` stand. A `%` not followed by two HEXDIG ends the run before the `%` (rule 3).
   */
  #scanRun(text: string, from: number): void {
    if (from >= this.#runFrom && from < this.#runEnd) return;
    this.#opens.length = this.#closes.length = this.#bracketOpens.length = this.#bracketCloses.length = this.#hashes.length = 0;
    const n = text.length;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c >= 128) break;
      const flags = TEXT_CLASS[c];
      if ((flags & IN_URI) === 0) break;
      if (c === PERCENT_SIGN) {
        if (!hasFlag(text.charCodeAt(i + 1), HEX) || !hasFlag(text.charCodeAt(i + 2), HEX)) break;
        i += 3;
        continue;
      }
      if ((flags & RECORDED) !== 0) {
        if (c === LEFT_PARENTHESIS) this.#opens.push(i);
        else if (c === RIGHT_PARENTHESIS) this.#closes.push(i);
        else if (c === LEFT_SQUARE_BRACKET) this.#bracketOpens.push(i);
        else if (c === RIGHT_SQUARE_BRACKET) this.#bracketCloses.push(i);
        else this.#hashes.push(i);
      }
      i++;
    }
    let trimFrom = i;
    while (trimFrom > from && hasFlag(text.charCodeAt(trimFrom - 1), TRIMMABLE)) trimFrom--;
    this.work.scanned += i - from;
    this.#runFrom = from;
    this.#runEnd = i;
    this.#trimFrom = trimFrom;
  }

  /**
   * Where a candidate starting at `start` ends once trailing punctuation and unopened `)` / `]` are dropped
   * (rule 3). Dropping alternates between the two until neither applies; a `)` goes when the match holds more `)`
   * than `(`. Every character of the trailing region goes but for the `)` and `]` that the openers before the
   * region balance: with d more `(` than `)` before it, the region keeps up to its d-th `)`.
   */
  #trimmedEnd(start: number): number {
    const trimFrom = this.#trimFrom;
    let end = trimFrom;
    const parens = countIn(this.#opens, start, trimFrom) - countIn(this.#closes, start, trimFrom);
    if (parens > 0) {
      const first = countBelow(this.#closes, trimFrom);
      const inRegion = this.#closes.length - first;
      if (inRegion > 0) end = Math.max(end, this.#closes[first + Math.min(parens, inRegion) - 1] + 1);
    }
    const brackets = countIn(this.#bracketOpens, start, trimFrom) - countIn(this.#bracketCloses, start, trimFrom);
    if (brackets > 0) {
      const first = countBelow(this.#bracketCloses, trimFrom);
      const inRegion = this.#bracketCloses.length - first;
      if (inRegion > 0) end = Math.max(end, this.#bracketCloses[first + Math.min(brackets, inRegion) - 1] + 1);
    }
    return end;
  }

  /**
   * Whether `text[from, to)`, inside the current run, is a valid `path-abempty / path-absolute / path-rootless`
   * with query and fragment: within a run of URI characters that holds only when no `[` or `]` stands there and
   * at most one `#` (RFC 3986 §3.3–§3.5: every other URI character is a pchar, "/" or "?").
   */
  #tailIsValid(from: number, to: number): boolean {
    if (countIn(this.#bracketOpens, from, to) > 0 || countIn(this.#bracketCloses, from, to) > 0) return false;
    return countIn(this.#hashes, from, to) <= 1;
  }

  /** Index of the first `/`, `?` or `#` in `text[from, to)`, or `to`: where an authority ends (RFC 3986 §3.2). */
  #authorityEnd(text: string, from: number, to: number): number {
    let i = from;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN) break;
      i++;
    }
    this.work.scanned += i - from;
    return i;
  }

  /** Push the match when `text[start, end)` (a URI by the checks so far) is one by `@urikit/core`; say whether. */
  #confirm(uri: string): boolean {
    this.work.validated += uri.length;
    return isUri(uri);
  }

  /**
   * A bare URI whose scheme ends at the `:` at `colon` (rule 3): return the index after the match, or -1.
   * > | see http://a/b).
   *        ^ walk back over the scheme, run forward over URI characters, trim, then validate
   */
  #bareCandidate(text: string, colon: number, floor: number, offset: number, out: UriMatch[]): number {
    let start = colon;
    while (start > 0 && hasFlag(text.charCodeAt(start - 1), IN_SCHEME)) start--;
    this.work.scanned += colon - start;
    if (start === colon || start < floor || !isAlpha(text.charCodeAt(start)) || !this.#atWordBoundary(text, start)) return -1;
    const slashes = text.charCodeAt(colon + 1) === SOLIDUS && text.charCodeAt(colon + 2) === SOLIDUS;
    if (!slashes && !isNamedScheme(text, start, colon)) return -1;
    this.#scanRun(text, colon);
    const end = this.#trimmedEnd(start);
    if (end <= colon) return -1;
    let tail = colon + 1;
    if (slashes) {
      // scheme "://" authority: validated on its own; authorities of successive candidates never overlap.
      tail = this.#authorityEnd(text, colon + 3, end);
      this.work.validated += tail - start;
      if (!isUri(text.slice(start, tail))) return -1;
    }
    if (!this.#tailIsValid(tail, end)) return -1;
    const uri = text.slice(start, end);
    if (!this.#confirm(uri)) return -1;
    out.push({ uri, start: offset + start, end: offset + end, delimiter: "none" });
    return end;
  }

  /**
   * An abbreviated URI at `start`, where `www.` stands (rule 4, draft-fielding-uri-rfc2396bis-01 Appendix F):
   * `www.` and a reg-name with at least one more `.label`, an optional port, path, query and fragment, ended as a
   * bare URI. Return the index after the match, or, when there is none, `-1 - i` where `i` is the index from which
   * the search for `www.` goes on.
   */
  #wwwCandidate(text: string, start: number, floor: number, offset: number, out: UriMatch[]): number {
    if (start < floor || !this.#atWordBoundary(text, start)) return -2 - start;
    // A scheme that starts here wins: "www.example.org://x" is a bare URI (rule 3), not an abbreviated one.
    const schemeEnd = this.#schemeRunEnd(text, start);
    if (text.charCodeAt(schemeEnd) === COLON && (text.charCodeAt(schemeEnd + 1) === SOLIDUS || isNamedScheme(text, start, schemeEnd))) {
      return -2 - start;
    }
    this.#scanRun(text, start);
    const end = this.#trimmedEnd(start);
    // host = "www" 1*( "." label ), each label non-empty reg-name characters
    let i = start;
    let labels = 0;
    let labelStart = start;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === FULL_STOP) {
        if (i === labelStart) break;
        labels++;
        labelStart = i + 1;
        i++;
      } else if (c === PERCENT_SIGN) {
        i += 3; // the run holds only valid pct-encoded triplets
      } else if (hasFlag(c, IN_URI) && c !== COLON && c !== SOLIDUS && c !== QUESTION_MARK && c !== NUMBER_SIGN && c !== 0x40 && c !== LEFT_SQUARE_BRACKET && c !== RIGHT_SQUARE_BRACKET) {
        i++;
      } else {
        break;
      }
    }
    this.work.scanned += i - start;
    const hostEnd = i;
    const emptyLabel = i === labelStart;
    if (!emptyLabel) labels++;
    const after = hostEnd < end ? text.charCodeAt(hostEnd) : -1;
    const hostOk = !emptyLabel && labels >= 3 && (after === -1 || after === COLON || after === SOLIDUS || after === QUESTION_MARK || after === NUMBER_SIGN);
    if (hostOk) {
      let tail = hostEnd;
      if (after === COLON) {
        tail++;
        while (tail < end && text.charCodeAt(tail) >= 0x30 && text.charCodeAt(tail) <= 0x39) tail++;
        this.work.scanned += tail - hostEnd;
      }
      const tailStart = tail;
      const tailOk = tail >= end || text.charCodeAt(tail) === SOLIDUS || text.charCodeAt(tail) === QUESTION_MARK || text.charCodeAt(tail) === NUMBER_SIGN;
      if (tailOk && this.#tailIsValid(tailStart, end)) {
        const uri = "http://" + text.slice(start, end);
        if (this.#confirm(uri)) {
          out.push({ uri, start: offset + start, end: offset + end, delimiter: "none", abbreviated: true });
          return end;
        }
      }
    }
    // No match. Every later "www." inside this host meets the same end of host and the same rest, so the search
    // goes on after the host (after the empty label, when that was the fault: a later start may avoid it).
    return -1 - Math.max(start + 1, hostEnd);
  }

  /**
   * End of the run of scheme characters that contains `start`. INVARIANT (linear time): every `www.` inside one
   * such run shares its end, so the run is walked once.
   */
  #schemeRunEnd(text: string, start: number): number {
    if (start >= this.#schemeFrom && start < this.#schemeEnd) return this.#schemeEnd;
    let i = start;
    while (hasFlag(text.charCodeAt(i), IN_SCHEME)) i++;
    this.work.scanned += i - start;
    this.#schemeFrom = start;
    this.#schemeEnd = i;
    return i;
  }
}
