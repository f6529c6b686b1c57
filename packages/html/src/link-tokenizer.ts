import { QuoteType, Tokenizer } from "htmlparser2";

/**
 * The attributes that hold links, by element: the `<base href>` of draft-fielding-uri-rfc2396bis-01 Appendix D,
 * and the attributes through which a page links to or loads a resource:
 * `href` of `a`, `area`, `link`, `base`; `src` of `img`, `script`, `iframe`, `source`; `action` of `form`.
 */
export const LINK_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  base: ["href"],
  img: ["src"],
  script: ["src"],
  iframe: ["src"],
  source: ["src"],
  form: ["action"],
};

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
      },
      onattribdata: (start, end) => {
        if (this.#attribute === undefined) return;
        this.#scanValueStart(start);
        this.#addPiece(this.#slice(start, end));
        this.#valueCursor = end;
      },
      onattribentity: (codePoint) => {
        if (this.#attribute === undefined) return;
        this.#scanValueStart(this.#end);
        this.#addPiece(String.fromCodePoint(codePoint));
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
    this.#onLink({ element, attribute, value: stripHtmlSpace(value), start, end });
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
