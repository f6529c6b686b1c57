// A byte-level TSV/CSV row writer for `urikit split`: components of valid lines are copied straight from the
// input bytes into a large output buffer, so a row costs no JavaScript strings at all.
// PERF: about 3× faster than building each row as a string (measured with `urikit split` on kasztp.txt × 5).

/** Where full buffers go. */
export interface ByteSink {
  writeRaw(bytes: Uint8Array): void;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const COMMA = 0x2c;
const QUOTATION_MARK = 0x22;
const BACKSLASH = 0x5c;
/** Text cells up to this many code units are tried on the plain-ASCII copy first. */
const PLAIN_TEXT = 256;
/** Code units of a text cell escaped and written at a time. */
const TEXT_PIECE = 1 << 14;
const CSV_QUOTED = /[",\r\n]/;
const TSV_ESCAPED = /[\\\t\n\r]/g;
const escapeTsv = (ch: string): string => (ch === "\\" ? "\\\\" : ch === "\t" ? "\\t" : ch === "\n" ? "\\n" : "\\r");

export class ByteRowWriter {
  readonly #sink: ByteSink;
  readonly #csv: boolean;
  #buffer: Buffer = Buffer.allocUnsafe(1 << 20);
  #position = 0;
  #cellsInRow = 0;

  constructor(sink: ByteSink, format: "tsv" | "csv") {
    this.#sink = sink;
    this.#csv = format === "csv";
  }

  #reserve(n: number): void {
    if (this.#position + n <= this.#buffer.length) return;
    this.flush();
    if (n > this.#buffer.length) this.#buffer = Buffer.allocUnsafe(n);
  }

  #separate(): void {
    if (this.#cellsInRow++ > 0) this.#buffer[this.#position++] = this.#csv ? COMMA : TAB;
  }

  /** A cell written as it is, in UTF-8 (`true`/`false`, names, the `--absent` marker). */
  raw(text: string): void {
    this.#reserve(text.length * 3 + 1);
    this.#separate();
    // PERF: a JS copy for short ASCII beats a native Buffer#write call (most cells here are "" or a short name).
    let ascii = text.length <= 32;
    for (let i = 0; ascii && i < text.length; i++) if (text.charCodeAt(i) >= 0x80) ascii = false;
    if (ascii) {
      for (let i = 0; i < text.length; i++) this.#buffer[this.#position++] = text.charCodeAt(i);
    } else {
      this.#position += this.#buffer.write(text, this.#position, "utf8");
    }
  }

  /** A whole number ≥ 0, written digit by digit. */
  number(value: number): void {
    this.#reserve(17);
    this.#separate();
    let digits = 1;
    for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
    let p = this.#position + digits;
    this.#position = p;
    const buffer = this.#buffer;
    let v = value;
    // PERF: 32-bit integer division for the common case (line numbers, offsets) instead of floating-point floor.
    while (v > 0x7fffffff) {
      buffer[--p] = 0x30 + (v % 10);
      v = Math.floor(v / 10);
    }
    do {
      const next = (v / 10) | 0;
      buffer[--p] = 0x30 + v - next * 10;
      v = next;
    } while (v > 0);
  }

  /**
   * Bytes `source[start, end)` of a valid line: ASCII with no tab, CR, LF, backslash or quote (RFC 3986 §2), so
   * TSV needs no escaping; CSV quotes a cell holding a comma (a sub-delim).
   */
  uriBytes(source: Uint8Array, start: number, end: number): void {
    this.#reserve(end - start + 3);
    this.#separate();
    const buffer = this.#buffer;
    let p = this.#position;
    let quoted = false;
    if (this.#csv) {
      for (let i = start; i < end; i++) {
        if (source[i] === COMMA) {
          quoted = true;
          break;
        }
      }
      if (quoted) buffer[p++] = QUOTATION_MARK;
    }
    for (let i = start; i < end; i++) buffer[p++] = source[i];
    if (quoted) buffer[p++] = QUOTATION_MARK;
    this.#position = p;
  }

  /**
   * Any text (an error message, an invalid line, an attribute value): escaped for TSV, quoted for CSV, written as
   * UTF-8 in pieces, so that a cell of any length costs a piece's worth of memory beyond the text itself.
   */
  text(value: string): void {
    if (value.length <= PLAIN_TEXT && this.#plainText(value)) return;
    const quoted = this.#csv && CSV_QUOTED.test(value);
    this.#reserve(2);
    this.#separate();
    if (quoted) this.#buffer[this.#position++] = QUOTATION_MARK;
    for (let from = 0; from < value.length; ) {
      let to = Math.min(value.length, from + TEXT_PIECE);
      const last = value.charCodeAt(to - 1);
      if (to < value.length && last >= 0xd800 && last <= 0xdbff) to--; // a surrogate pair stays in one piece
      const piece = value.slice(from, to);
      from = to;
      const escaped = this.#csv ? (quoted ? piece.replaceAll('"', '""') : piece) : piece.replace(TSV_ESCAPED, escapeTsv);
      this.#reserve(escaped.length * 3 + 1);
      this.#position += this.#buffer.write(escaped, this.#position, "utf8");
    }
    if (quoted) {
      this.#reserve(1);
      this.#buffer[this.#position++] = QUOTATION_MARK;
    }
  }

  /**
   * A short cell of printable ASCII that needs no escaping or quoting (most cells: a URI, a file name), copied code unit
   * by code unit; `false`, with nothing written, when `value` holds any other character.
   * PERF: `text` spent most of `urikit extract`'s row time in `slice`, a regex `replace` and a native `Buffer#write` per cell.
   */
  #plainText(value: string): boolean {
    this.#reserve(value.length + 1);
    const buffer = this.#buffer;
    const start = this.#position;
    let p = this.#cellsInRow > 0 ? start + 1 : start;
    const csv = this.#csv;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code < 0x20 || code > 0x7e || (csv ? code === QUOTATION_MARK || code === COMMA : code === BACKSLASH)) return false;
      buffer[p++] = code;
    }
    if (this.#cellsInRow++ > 0) buffer[start] = csv ? COMMA : TAB;
    this.#position = p;
    return true;
  }

  endRow(): void {
    this.#reserve(1);
    this.#buffer[this.#position++] = LINE_FEED;
    this.#cellsInRow = 0;
  }

  flush(): void {
    if (this.#position === 0) return;
    // INVARIANT: writeRaw is synchronous, so the buffer can be reused at once.
    this.#sink.writeRaw(this.#buffer.subarray(0, this.#position));
    this.#position = 0;
  }
}
