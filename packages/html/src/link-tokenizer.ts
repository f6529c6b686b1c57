import { QuoteType, Tokenizer } from "htmlparser2";

/**
 * The attributes that hold links, by element: the `<base href>` of draft-fielding-uri-rfc2396bis-01 Appendix D,
 * and the attributes through which a page links to or loads a resource:
 * `href` of `a`, `area`, `link`, `base`; `src` of `img`, `script`, `iframe`, `source`; `action` of `form`.
 */
export const LINK_ATTRIBUTES: Readonly<Record<string, string>> = {
  a: "href",
  area: "href",
  link: "href",
  base: "href",
  img: "src",
  script: "src",
  iframe: "src",
  source: "src",
  form: "action",
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

/** ASCII whitespace of the HTML standard: TAB, LF, FF, CR, SPACE. */
function isHtmlSpace(c: number): boolean {
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
 * Tokenizes HTML (whole, or chunk by chunk) with htmlparser2's tokenizer and reports every link attribute of
 * {@link LINK_ATTRIBUTES} in document order, with its exact raw-value offsets. Only the first of duplicate
 * attributes counts (HTML: the later one is dropped). Memory: the text of the current tag, not of the document.
 */
export class LinkTokenizer {
  readonly #onLink: (link: RawLink) => void;
  readonly #tokenizer: Tokenizer;
  /** Text not yet released, starting at global index `#bufferOffset`. */
  #buffer = "";
  #bufferOffset = 0;
  // The tag being read: its name when it may hold links, the attributes seen, the attribute being read.
  #element: string | undefined;
  #wanted: string | undefined;
  #seen = new Set<string>();
  #attribute: string | undefined;
  #attributeNameEnd = 0;
  #value = "";
  /**
   * INVARIANT: no later callback reports text before this index: it is the end of the last section the tokenizer
   * reported (text, tag name, attribute, tag end, comment), held back at a link attribute's name while its value is
   * read, because the value's start is found from there.
   */
  #safe = 0;

  constructor(onLink: (link: RawLink) => void) {
    this.#onLink = onLink;
    this.#tokenizer = new Tokenizer({ decodeEntities: true }, {
      onopentagname: (start, end) => {
        this.#safe = end;
        const name = this.#slice(start, end).toLowerCase();
        this.#wanted = LINK_ATTRIBUTES[name];
        this.#element = this.#wanted === undefined ? undefined : name;
        this.#seen.clear();
      },
      onattribname: (start, end) => {
        this.#safe = end;
        this.#attribute = undefined;
        if (this.#element === undefined) return;
        const name = this.#slice(start, end).toLowerCase();
        if (this.#seen.has(name)) return; // a duplicate attribute is dropped (HTML parsing, "attribute name state")
        this.#seen.add(name);
        if (name !== this.#wanted) return;
        this.#attribute = name;
        this.#attributeNameEnd = end;
        this.#value = "";
      },
      onattribdata: (start, end) => {
        if (this.#attribute !== undefined) this.#value += this.#slice(start, end);
        else this.#safe = end;
      },
      onattribentity: (codePoint) => {
        if (this.#attribute !== undefined) this.#value += String.fromCodePoint(codePoint);
      },
      onattribend: (quote, endIndex) => {
        const wanted = this.#attribute !== undefined;
        if (wanted) this.#report(quote, endIndex);
        this.#safe = endIndex;
      },
      onopentagend: (endIndex) => this.#endTag(endIndex),
      onselfclosingtag: (endIndex) => this.#endTag(endIndex),
      oncdata: (_, endIndex) => this.#passed(endIndex),
      onclosetag: (_, endIndex) => this.#passed(endIndex),
      oncomment: (_, endIndex) => this.#passed(endIndex),
      ondeclaration: (_, endIndex) => this.#passed(endIndex),
      onend() {},
      onprocessinginstruction: (_, endIndex) => this.#passed(endIndex),
      ontext: (_, endIndex) => this.#passed(endIndex),
      ontextentity: (_, endIndex) => this.#passed(endIndex),
    });
  }

  /** Report the link attribute that ends at `endIndex` (after its closing quote, if quoted). */
  #report(quote: QuoteType, endIndex: number): void {
    if (this.#attribute === undefined || this.#element === undefined) return;
    let start = this.#attributeNameEnd;
    let end = start;
    if (quote !== QuoteType.NoValue) {
      end = quote === QuoteType.Unquoted ? endIndex : endIndex - 1;
      start = this.#valueStart(this.#attributeNameEnd, quote);
    }
    const link: RawLink = { element: this.#element, attribute: this.#attribute, value: stripHtmlSpace(this.#value), start, end };
    this.#attribute = undefined;
    this.#onLink(link);
  }

  /** Feed the next piece of the document. */
  write(chunk: string): void {
    this.#buffer += chunk;
    this.#tokenizer.write(chunk);
    this.#release();
  }

  /** Code units of the document still held (for the flat-memory test). */
  get heldLength(): number {
    return this.#buffer.length;
  }

  /** Signal the end of the document. */
  end(): void {
    this.#tokenizer.end();
    this.#buffer = "";
  }

  /** Stop reading (the rest of the current chunk is not tokenized); used when only the first `<base>` is wanted. */
  pause(): void {
    this.#tokenizer.pause();
  }

  #endTag(endIndex: number): void {
    this.#element = undefined;
    this.#attribute = undefined;
    this.#safe = endIndex;
  }

  #passed(endIndex: number): void {
    if (this.#attribute === undefined) this.#safe = endIndex;
  }

  #slice(start: number, end: number): string {
    return this.#buffer.slice(start - this.#bufferOffset, end - this.#bufferOffset);
  }

  /** Where a quoted or unquoted value starts: after the name, whitespace, "=", whitespace and the quote. */
  #valueStart(nameEnd: number, quote: QuoteType): number {
    let i = nameEnd - this.#bufferOffset;
    const text = this.#buffer;
    while (i < text.length && isHtmlSpace(text.charCodeAt(i))) i++;
    i++; // "="
    while (i < text.length && isHtmlSpace(text.charCodeAt(i))) i++;
    if (quote !== QuoteType.Unquoted) i++; // the opening quote
    return i + this.#bufferOffset;
  }

  /** Drop the text no later callback can ask for; in large steps, so that releasing costs linear time. */
  #release(): void {
    const drop = this.#safe - this.#bufferOffset;
    if (drop > 65536 && drop > this.#buffer.length / 2) {
      this.#buffer = this.#buffer.slice(drop);
      this.#bufferOffset += drop;
    }
  }
}
