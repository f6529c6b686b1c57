import { QuoteType, Tokenizer } from "htmlparser2";

/**
 * The attributes that hold links, by element: the `<base href>` of draft-fielding-uri-rfc2396bis-01 Appendix D,
 * and the attributes through which a page links to or loads a resource, as a crawler follows them: `href` of `a`,
 * `area`, `link`, `base`; `src` of `img`, `script`, `iframe`, `embed`, `input`, `audio`, `video`, `source`,
 * `track`; `srcset` of `img` and `source` (every candidate); `poster` of `video`; `data` of `object`; `cite` of
 * `blockquote`, `q`, `del`, `ins`; `action` of `form`; and `content` of `<meta http-equiv=refresh>` (its URL).
 */
export const LINK_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  base: ["href"],
  img: ["src", "srcset"],
  script: ["src"],
  iframe: ["src"],
  embed: ["src"],
  input: ["src"],
  audio: ["src"],
  video: ["src", "poster"],
  source: ["src", "srcset"],
  track: ["src"],
  object: ["data"],
  blockquote: ["cite"],
  q: ["cite"],
  del: ["cite"],
  ins: ["cite"],
  form: ["action"],
  // Read both; a link only when http-equiv is "refresh" and content has a URL (see refreshUrl).
  meta: ["http-equiv", "content"],
};

/** A range of a decoded attribute value: `[start, end)`. */
export interface ValueRange {
  start: number;
  end: number;
}

/**
 * The URL of each image candidate of a `srcset` value, in order, by the HTML standard's "parse a srcset
 * attribute": split at commas that follow a URL (a URL's own trailing commas end it), skip each candidate's
 * descriptors (commas inside their parentheses do not split). Descriptors are not judged: a candidate that a
 * browser would drop for a bad descriptor is still a URL the page names.
 * HTML Living Standard, "parse a srcset attribute" <https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute>
 */
export function srcsetUrls(input: string): ValueRange[] {
  const out: ValueRange[] = [];
  const n = input.length;
  let i = 0;
  for (;;) {
    // Splitting loop: skip whitespace and commas.
    while (i < n && (isHtmlSpace(input.charCodeAt(i)) || input.charCodeAt(i) === 0x2c)) i++;
    if (i >= n) return out;
    const start = i;
    while (i < n && !isHtmlSpace(input.charCodeAt(i))) i++;
    let end = i;
    if (input.charCodeAt(end - 1) === 0x2c) {
      // A URL that ends with commas: they end the candidate, which has no descriptors.
      while (end > start && input.charCodeAt(end - 1) === 0x2c) end--;
      out.push({ start, end });
      continue;
    }
    out.push({ start, end });
    // Descriptor tokenizer: up to a comma outside parentheses, or the end.
    let inParens = false;
    while (i < n) {
      const c = input.charCodeAt(i++);
      if (inParens) {
        if (c === 0x29) inParens = false;
      } else if (c === 0x28) inParens = true;
      else if (c === 0x2c) break;
    }
  }
}

/**
 * The URL of a `<meta http-equiv=refresh>` `content` value (`"5; url=next.html"`), or `null` when it has none (a
 * refresh of the page itself) or is not a refresh value, by the HTML standard's "shared declarative refresh steps":
 * a time, then `;` or `,`, then the URL, optionally after `url=` and inside quotes.
 * HTML Living Standard, "shared declarative refresh steps" <https://html.spec.whatwg.org/multipage/semantics.html#shared-declarative-refresh-steps>
 */
export function refreshUrl(input: string): ValueRange | null {
  const n = input.length;
  const at = (k: number): number => (k < n ? input.charCodeAt(k) : -1);
  const skipSpace = (k: number): number => {
    while (k < n && isHtmlSpace(input.charCodeAt(k))) k++;
    return k;
  };
  let i = skipSpace(0);
  const digits = i;
  while (at(i) >= 0x30 && at(i) <= 0x39) i++;
  // Without a time, a refresh value starts with ".": "If timeString is the empty string ... not U+002E (.) return".
  if (i === digits && at(i) !== 0x2e) return null;
  while ((at(i) >= 0x30 && at(i) <= 0x39) || at(i) === 0x2e) i++;
  if (i < n) {
    const c = at(i);
    if (c !== 0x3b && c !== 0x2c && !isHtmlSpace(c)) return null;
    i = skipSpace(i);
    if (at(i) === 0x3b || at(i) === 0x2c) i++;
    i = skipSpace(i);
  }
  if (i >= n) return null;
  let start = i;
  if (at(i) === 0x55 || at(i) === 0x75) {
    // "url" (any case), whitespace, "=", whitespace; short of all of it, the URL is the text from the "u" on,
    // taken without the quote step.
    const k = skipSpace(i + 3);
    const named = (at(i + 1) === 0x52 || at(i + 1) === 0x72) && (at(i + 2) === 0x4c || at(i + 2) === 0x6c) && at(k) === 0x3d;
    if (!named) return strip(input, i, n);
    start = skipSpace(k + 1);
  }
  // "Skip quotes": a quote before the URL ends it at the same quote.
  const quote = at(start);
  if (quote === 0x22 || quote === 0x27) {
    start++;
    const close = input.indexOf(String.fromCharCode(quote), start);
    return strip(input, start, close === -1 ? n : close);
  }
  return strip(input, start, n);
}

/** `[start, end)` of `input` without its leading and trailing ASCII whitespace (the URL parser strips them). */
function strip(input: string, start: number, end: number): ValueRange | null {
  while (start < end && isHtmlSpace(input.charCodeAt(start))) start++;
  while (end > start && isHtmlSpace(input.charCodeAt(end - 1))) end--;
  return start === end ? null : { start, end };
}

/** A link attribute as the document holds it, before resolution. */
export interface RawLink {
  /** Element name, lower case. */
  element: string;
  /** Attribute name, lower case. */
  attribute: string;
  /** The attribute value with character references decoded and surrounding ASCII whitespace stripped. */
  value: string;
  /** Index of the first code unit of the raw attribute value in the HTML (inside the quotes). */
  start: number;
  /** Index after its last code unit. */
  end: number;
}

/** What the tokenizer's own code has done, in code units: the proof of linear time counts these (no clock). */
export interface TokenizerWork {
  /** Code units handed to htmlparser2's tokenizer (a state machine that reads each once). */
  tokenized: number;
  /** Code units our code copied, scanned or stepped over: names, value pieces, joins, strips, chunk look-ups. */
  handled: number;
}

/** ASCII whitespace of the HTML standard: TAB, LF, FF, CR, SPACE. */
export function isHtmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/** Strip leading and trailing ASCII whitespace (the HTML standard's "strip leading and trailing ASCII whitespace"). */
export function stripHtmlSpace(value: string): string {
  let from = 0;
  let to = value.length;
  while (from < to && isHtmlSpace(value.charCodeAt(from))) from++;
  while (to > from && isHtmlSpace(value.charCodeAt(to - 1))) to--;
  return from === 0 && to === value.length ? value : value.slice(from, to);
}

/**
 * The raw offsets of a range of a decoded attribute value, from the value's data pieces (flat triples: decoded
 * offset, raw start, raw end; the gaps between pieces are character references, each taken whole) and the raw
 * value's `[valueStart, valueEnd)`.
 */
function rawRanges(segments: readonly number[], valueStart: number, valueEnd: number): (range: ValueRange) => ValueRange {
  /** Index of the last triple whose decoded offset is at most `p`, or -1. */
  const find = (p: number): number => {
    let lo = 0;
    let hi = segments.length / 3;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (segments[mid * 3] <= p) lo = mid + 1;
      else hi = mid;
    }
    return (lo - 1) * 3;
  };
  const inData = (t: number, p: number): boolean => t >= 0 && p < segments[t] + segments[t + 2] - segments[t + 1];
  return ({ start, end }) => {
    // The first code unit: inside a data piece, or a reference that starts where the piece before it ends.
    const s = find(start);
    const rawStart = inData(s, start) ? segments[s + 1] + start - segments[s] : s < 0 ? valueStart : segments[s + 2];
    // The last code unit: inside a data piece, or a reference that ends where the next piece starts.
    const e = find(end - 1);
    const next = e + 3 < segments.length ? segments[e + 4] : valueEnd;
    const rawEnd = inData(e, end - 1) ? segments[e + 1] + end - segments[e] : next;
    return { start: rawStart, end: rawEnd };
  };
}

/** ASCII lower case, as HTML folds element and attribute names (a non-ASCII letter stays as it is). */
function asciiLower(name: string): string {
  let lower = name;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) {
      lower = name.replace(/[A-Z]+/g, (run) => run.toLowerCase());
      break;
    }
  }
  return lower;
}

/**
 * The longest element or attribute name the tokenizer reads: every name it looks for is shorter, so text further
 * back than this is released even while a (longer, hence unwanted) name is still being read.
 */
const NAME_WINDOW = 1024;
/** More than the longest character reference name (33 code units): how far back a reference may end. */
const REFERENCE_LOOKAHEAD = 64;
/** Value pieces joined into one string at a time, so that a value fed in tiny chunks costs no deep rope. */
const PIECES_PER_JOIN = 1024;

// The scan for where a link attribute's value starts, from the end of its name: "=" between optional whitespace,
// then a quote or the first character of an unquoted value.
//   > | <a href = "x">
//          ^^^^ ^^^
//   after name, after "=", found
const AFTER_NAME = 0;
const AFTER_EQUALS = 1;
const FOUND = 2;

/**
 * Tokenizes HTML (whole, or chunk by chunk) with htmlparser2's tokenizer and reports every link attribute of
 * {@link LINK_ATTRIBUTES} in document order, with its exact raw-value offsets. Only the first of duplicate
 * attributes counts (HTML: the later one is dropped).
 *
 * Memory: the value of the link attribute being read, plus a constant: the chunks that hold it and the last
 * {@link NAME_WINDOW} code units. Text that is not part of a link value (other attributes' values, comments, text)
 * is released as the chunks pass, and a name too long to be one the tokenizer looks for is never copied.
 */
export class LinkTokenizer {
  readonly #onLink: (link: RawLink) => void;
  readonly #tokenizer: Tokenizer;
  readonly #table: Readonly<Record<string, readonly string[]>>;
  /** The chunks still held, and the global index of each one's first code unit (from `#head` on). */
  #chunks: string[] = [];
  #starts: number[] = [];
  #head = 0;
  /** Code units in the chunks held. */
  #held = 0;
  /** Global index after the last code unit written. */
  #end = 0;
  // The tag being read: its name when it may hold links, the link attributes seen, the link attribute being read.
  #element: string | undefined;
  #wanted: readonly string[] | undefined;
  #seen: string[] = [];
  #attribute: string | undefined;
  #attributeNameEnd = 0;
  /** The value read so far: `#joined`, then `#pieces`. */
  #joined = "";
  #pieces: string[] = [];
  /**
   * For a value split into several URLs (`srcset`, a refresh `content`): its data pieces as flat triples (decoded
   * offset, raw start, raw end); the gaps between them are character references. `#decoded` counts decoded units.
   */
  #mapped = false;
  #segments: number[] = [];
  #decoded = 0;
  /** The `<meta>` being read: its `http-equiv` value, and its `content` value and raw-offset map. */
  #metaEquiv: string | undefined;
  #metaContent: { value: string; start: number; map: (range: ValueRange) => ValueRange } | undefined;
  /** Where the value starts (after its quote), once `#scanState` is FOUND; the scan's position before that. */
  #valueStart = 0;
  #scanState = FOUND;
  /** INVARIANT: while a link value is read, no later callback reports text before this index. */
  #valueCursor = 0;
  readonly #work: TokenizerWork = { tokenized: 0, handled: 0 };

  /** `elements` narrows {@link LINK_ATTRIBUTES} (`findBaseHref` reads only `<base href>`). */
  constructor(onLink: (link: RawLink) => void, elements?: Readonly<Record<string, readonly string[]>>) {
    this.#onLink = onLink;
    this.#table = elements ?? LINK_ATTRIBUTES;
    this.#tokenizer = new Tokenizer({ decodeEntities: true }, {
      onopentagname: (start, end) => {
        const name = this.#name(start, end);
        this.#wanted = name === undefined ? undefined : this.#table[name];
        this.#element = this.#wanted === undefined ? undefined : name;
        if (this.#seen.length > 0) this.#seen = [];
        this.#attribute = undefined;
        this.#metaEquiv = undefined;
        this.#metaContent = undefined;
      },
      onattribname: (start, end) => {
        this.#attribute = undefined;
        if (this.#wanted === undefined) return;
        const name = this.#name(start, end);
        if (name === undefined || !this.#wanted.includes(name)) return;
        if (this.#seen.includes(name)) return; // a duplicate attribute is dropped (HTML parsing, "attribute name state")
        this.#seen.push(name);
        this.#attribute = name;
        this.#attributeNameEnd = end;
        this.#valueStart = end;
        this.#valueCursor = end;
        this.#scanState = AFTER_NAME;
        this.#joined = "";
        if (this.#pieces.length > 0) this.#pieces = [];
        this.#mapped = name === "srcset" || this.#element === "meta";
        this.#decoded = 0;
        if (this.#segments.length > 0) this.#segments = [];
      },
      onattribdata: (start, end) => {
        if (this.#attribute === undefined) return;
        this.#scanValueStart(start);
        if (this.#mapped) {
          this.#segments.push(this.#decoded, start, end);
          this.#decoded += end - start;
        }
        this.#addPiece(this.#slice(start, end));
        this.#valueCursor = end;
      },
      onattribentity: (codePoint) => {
        if (this.#attribute === undefined) return;
        this.#scanValueStart(this.#end);
        const piece = String.fromCodePoint(codePoint);
        this.#decoded += piece.length;
        this.#addPiece(piece);
        // The reference ended in this chunk, or a little before it: its decoder may read a few code units past the
        // end of a reference without ";" (the longest name) and then go back. What follows it may be asked for.
        const current = this.#starts[this.#starts.length - 1];
        this.#valueCursor = Math.max(this.#valueCursor, current - REFERENCE_LOOKAHEAD);
      },
      onattribend: (quote, endIndex) => {
        if (this.#attribute !== undefined) this.#report(quote, endIndex);
      },
      onopentagend: () => this.#endTag(),
      onselfclosingtag: () => this.#endTag(),
      oncdata() {},
      onclosetag() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
      ontext() {},
      ontextentity() {},
    });
  }

  /** Feed the next piece of the document. */
  write(chunk: string): void {
    if (chunk.length === 0) return;
    this.#chunks.push(chunk);
    this.#starts.push(this.#end);
    this.#held += chunk.length;
    this.#end += chunk.length;
    this.#work.tokenized += chunk.length;
    this.#tokenizer.write(chunk);
    if (this.#attribute !== undefined) this.#scanValueStart(this.#end);
    this.#release();
  }

  /** Signal the end of the document. */
  end(): void {
    this.#tokenizer.end();
    this.#chunks = [];
    this.#starts = [];
    this.#head = 0;
    this.#held = 0;
  }

  /** Stop reading (the rest of the current chunk is not tokenized); used when only the first `<base>` is wanted. */
  pause(): void {
    this.#tokenizer.pause();
  }

  /** Code units of the document still held (for the flat-memory test). */
  get heldLength(): number {
    return this.#held;
  }

  /** Where the earliest link still to be reported may start: text before it holds no link to come. */
  get pendingFrom(): number {
    if (this.#attribute !== undefined) return this.#attributeNameEnd;
    return this.#metaContent?.start ?? this.#end;
  }

  /** Work done so far (for the linear-time test). */
  get work(): Readonly<TokenizerWork> {
    return this.#work;
  }

  /** Report the link attribute that ends at `endIndex` (after its closing quote, if quoted). */
  #report(quote: QuoteType, endIndex: number): void {
    const element = this.#element as string;
    const attribute = this.#attribute as string;
    this.#attribute = undefined;
    let start = this.#attributeNameEnd;
    let end = start;
    if (quote !== QuoteType.NoValue) {
      end = quote === QuoteType.Unquoted ? endIndex : endIndex - 1;
      this.#scanValueStart(end);
      start = this.#valueStart;
    }
    const pieces = this.#pieces;
    const value = this.#joined + (pieces.length === 1 ? pieces[0] : pieces.join(""));
    this.#work.handled += value.length;
    this.#joined = "";
    this.#pieces = [];
    if (!this.#mapped) {
      this.#onLink({ element, attribute, value: stripHtmlSpace(value), start, end });
      return;
    }
    const map = rawRanges(this.#segments, start, end);
    this.#segments = [];
    if (attribute === "http-equiv") this.#metaEquiv = value;
    else if (attribute === "content") this.#metaContent = { value, start, map };
    else {
      this.#work.handled += value.length;
      for (const range of srcsetUrls(value)) this.#emit(element, attribute, value, range, map);
    }
  }

  #emit(element: string, attribute: string, value: string, range: ValueRange, map: (range: ValueRange) => ValueRange): void {
    const raw = map(range);
    this.#onLink({ element, attribute, value: value.slice(range.start, range.end), start: raw.start, end: raw.end });
  }

  #addPiece(piece: string): void {
    this.#work.handled += piece.length;
    this.#pieces.push(piece);
    if (this.#pieces.length >= PIECES_PER_JOIN) {
      // PERF: a rope of joined blocks, not of single pieces: a value fed one code unit at a time stays small.
      this.#joined += this.#pieces.join("");
      this.#pieces = [];
    }
  }

  /** Advance the scan for the value's start over the text before `upTo` (see AFTER_NAME). */
  #scanValueStart(upTo: number): void {
    if (this.#scanState === FOUND) return;
    let i = this.#valueStart;
    let k = this.#chunkAt(i);
    while (i < upTo && this.#scanState !== FOUND) {
      while (this.#starts[k] + this.#chunks[k].length <= i) k++;
      const c = this.#chunks[k].charCodeAt(i - this.#starts[k]);
      this.#work.handled++;
      if (isHtmlSpace(c)) i++;
      else if (this.#scanState === AFTER_NAME) {
        // A value follows only after "="; without one the tokenizer reports the attribute without a value.
        if (c === 0x3d) this.#scanState = AFTER_EQUALS;
        i++;
      } else {
        if (c === 0x22 || c === 0x27) i++; // the opening quote
        this.#scanState = FOUND;
      }
    }
    this.#valueStart = i;
    this.#valueCursor = Math.max(this.#valueCursor, i);
  }

  #endTag(): void {
    const content = this.#metaContent;
    if (content !== undefined && this.#metaEquiv !== undefined && asciiLower(this.#metaEquiv) === "refresh") {
      this.#work.handled += content.value.length;
      const range = refreshUrl(content.value);
      if (range !== null) this.#emit("meta", "content", content.value, range, content.map);
    }
    this.#metaEquiv = undefined;
    this.#metaContent = undefined;
    this.#element = undefined;
    this.#wanted = undefined;
    this.#attribute = undefined;
  }

  /** The lower-cased name at `[start, end)`, or `undefined` when it is longer than any name looked for. */
  #name(start: number, end: number): string | undefined {
    if (end - start > NAME_WINDOW || start < this.#starts[this.#head]) return undefined;
    return asciiLower(this.#slice(start, end));
  }

  /** Index in `#chunks` of the chunk holding global index `at` (searched from the newest: callbacks ask for recent text). */
  #chunkAt(at: number): number {
    let k = this.#chunks.length - 1;
    while (k > this.#head && this.#starts[k] > at) {
      k--;
      this.#work.handled++;
    }
    return k;
  }

  #slice(start: number, end: number): string {
    this.#work.handled += end - start;
    let k = this.#chunkAt(start);
    const first = this.#chunks[k];
    const from = start - this.#starts[k];
    if (end - this.#starts[k] <= first.length) return first.slice(from, end - this.#starts[k]);
    // A range over several chunks: text whose callback came after a chunk boundary (a character reference split
    // across chunks holds back the value text before it).
    const parts = [first.slice(from)];
    while (this.#starts[++k] + this.#chunks[k].length < end) parts.push(this.#chunks[k]);
    parts.push(this.#chunks[k].slice(0, end - this.#starts[k]));
    return parts.join("");
  }

  /** Drop the chunks no later callback can ask for: those before the name window and before the value being read. */
  #release(): void {
    let keepFrom = this.#end - NAME_WINDOW;
    if (this.#attribute !== undefined) keepFrom = Math.min(keepFrom, this.#valueCursor);
    let head = this.#head;
    while (head + 1 < this.#chunks.length && this.#starts[head + 1] <= keepFrom) head++;
    // Drop the reference to released chunks at once, so that a large one is collected before the next arrives.
    for (let k = head - 1; k >= 0 && this.#chunks[k] !== ""; k--) {
      this.#held -= this.#chunks[k].length;
      this.#chunks[k] = "";
    }
    this.#head = head;
    if (head > 64 && head * 2 > this.#chunks.length) {
      this.#chunks = this.#chunks.slice(head);
      this.#starts = this.#starts.slice(head);
      this.#head = 0;
    }
  }
}
