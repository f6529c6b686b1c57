// The rows of `urikit split` for one batch of scan results. The same code runs on the main thread (one worker, a
// range, stdin) and in the split workers (split-worker.ts), so the output is the same bytes whichever thread wrote it.
import { COMPONENT_NAMES, ERROR_CODE, ERROR_INDEX, HOST_KIND, HOST_KIND_NAMES, OFFSET_SLOTS } from "@urikit/core/offsets";
import { URI_ERROR_CODES } from "@urikit/core";
import type { ScanResult } from "@urikit/scanner";
import { ByteRowWriter, type ByteSink } from "./byte-rows.js";
import { rowErrorMessage } from "./messages.js";

/** The `--repair` code (it loads @urikit/security), loaded by `loadRepair` only when a run asks for it. */
let repairRows: typeof import("./repair-rows.js") | undefined;

/** Load what `repair: true` rows need; call it (and await it) before writing such rows. */
export async function loadRepair(): Promise<void> {
  repairRows ??= await import("./repair-rows.js");
}

function repairOf(text: string): ReturnType<typeof import("./repair-rows.js").repairLine> {
  if (repairRows === undefined) throw new Error("split rows with repair: true need `await loadRepair()` first");
  return repairRows.repairLine(text);
}
import { ndjsonRow, type Cell, type FieldName, type RowFormat } from "./row-format.js";
import { countLine, type Stats } from "./stats.js";

/** What a batch's rows depend on: plain data, so that it crosses to a worker thread as it is. */
export interface SplitRowOptions {
  format: RowFormat;
  fields: readonly FieldName[];
  absent: string;
  lineOffset: number;
  repair: boolean;
  /** `--stats`: count lines by scheme, host kind and error code too. */
  stats: boolean;
  /** The input's name in the `file` field. */
  name: string;
}

/** Where rows go: whole NDJSON lines, or TSV/CSV byte blocks. */
export interface RowSink extends ByteSink {
  line(text: string): void;
}

/** Field ids: 0–6 are the components in layout order (component k occupies slots 2k and 2k + 1). */
const FIELD_LINE = 7;
const FIELD_VALID = 8;
const FIELD_HOST_KIND = 9;
const FIELD_ERROR_CODE = 10;
const FIELD_ERROR_INDEX = 11;
const FIELD_ERROR_MESSAGE = 12;
const FIELD_INPUT = 13;
const FIELD_FILE = 14;
const FIELD_REPAIRED = 15;
const FIELD_ID: Record<FieldName, number> = {
  file: FIELD_FILE,
  scheme: 0,
  userinfo: 1,
  host: 2,
  port: 3,
  path: 4,
  query: 5,
  fragment: 6,
  line: FIELD_LINE,
  valid: FIELD_VALID,
  host_kind: FIELD_HOST_KIND,
  error_code: FIELD_ERROR_CODE,
  error_index: FIELD_ERROR_INDEX,
  error_message: FIELD_ERROR_MESSAGE,
  input: FIELD_INPUT,
  repaired: FIELD_REPAIRED,
};

const TAB = 0x09;
const LINE_FEED = 0x0a;
const COMMA = 0x2c;
const QUOTATION_MARK = 0x22;

/** A text cell escaped as TSV (backslash, tab, LF, CR as `\\`, `\t`, `\n`, `\r`) or CSV (quoted when it holds `"`, CR or LF). */
export function escapeCell(value: string, csv: boolean): string {
  if (csv) return /[",\r\n]/.test(value) ? '"' + value.replaceAll('"', '""') + '"' : value;
  let escaped = "";
  for (const ch of value) {
    const c = ch.charCodeAt(0);
    if (c === 0x5c) escaped += "\\\\";
    else if (c === TAB) escaped += "\\t";
    else if (c === LINE_FEED) escaped += "\\n";
    else if (c === 0x0d) escaped += "\\r";
    else escaped += ch;
  }
  return escaped;
}

const utf8 = (text: string): Uint8Array => Buffer.from(text, "utf8");

/** Spare buffers a {@link TextRowBlock} keeps: the batches a worker has in flight, and one being written. */
const MAX_SPARES = 4;

/** The byte between two cells, and the bytes that end a row. */
const ROW_END = Uint8Array.of(LINE_FEED);
const NDJSON_ROW_END = utf8("}\n");

/**
 * TSV, CSV and NDJSON rows without `--repair`, written straight into one growing byte buffer. A valid line (ASCII,
 * RFC 3986 §2: no tab, quote, backslash, CR, LF or control character, so nothing to escape in any of the three
 * formats) costs no JavaScript string: its cells are copies of the line's bytes between constant cells encoded once
 * (separators or NDJSON keys, `true`, the file name, the absent marker). Writes exactly the bytes of the
 * cell-by-cell {@link CellRows} path (split-rows.test.ts compares them on every field and format).
 */
export class TextRowBlock {
  readonly #format: RowFormat;
  readonly #fields: readonly FieldName[];
  readonly #ids: Int32Array;
  /** What comes before each cell: nothing, a separator, or an NDJSON key (`{"line":`, `,"valid":`). */
  readonly #before: Uint8Array[];
  readonly #rowEnd: Uint8Array;
  /** 0: never quote a component (TSV), 1: when it holds a comma (CSV), 2: always (NDJSON). */
  readonly #quote: number;
  /** An absent component in a valid row: `--absent` in TSV/CSV, `null` in NDJSON. */
  readonly #absentCell: Uint8Array;
  readonly #trueCell = utf8("true");
  readonly #hostKinds: Uint8Array[];
  readonly #name: string;
  readonly #nameCell: Uint8Array;
  /** The TSV/CSV cells an invalid line's row shares with every other: the file name, `false`, `--absent`. */
  readonly #fileCell: Uint8Array;
  readonly #falseCell = utf8("false");
  readonly #absent: Uint8Array;
  readonly #errorCodes: Uint8Array[];
  readonly #lineOffset: number;
  /** Bytes a valid row may need besides copies of its line. */
  readonly #rowSlack: number;
  /** How many cells of a row may copy its whole line (components and input; a field may be listed twice). */
  readonly #lineCopies: number;
  /** How many cells of a row hold its error message, and how many the line's own text (the `input` field). */
  readonly #messageCopies: number;
  readonly #inputCopies: number;
  /**
   * A valid row as constant byte runs around its variable cells (components, line number, host kind): run `s` of
   * `#pool` ([`#runStart[s]`, `#runEnd[s]`): the separators or keys and every constant cell between, merged) comes
   * before variable field `#steps[s]`, and the last run ends the row. PERF: an NDJSON row is two-thirds keys and
   * `null`s; copied as a few runs eight bytes at a time instead of cell by cell, byte by byte (bench:
   * columnar/commands, split --format ndjson).
   */
  readonly #pool: Uint8Array;
  readonly #poolView: DataView;
  readonly #steps: Int32Array;
  readonly #runStart: Int32Array;
  readonly #runEnd: Int32Array;
  /** Where in `#pool` each host kind's cell lies (the absent cell for no host), and the absent cell. */
  readonly #kindStart: Int32Array;
  readonly #kindEnd: Int32Array;
  readonly #absentStart: number;
  readonly #absentEnd: number;
  /**
   * The line number of the row being written, in ASCII digits `#digits[#digitsFirst, DIGITS_END)`, counted up
   * digit by digit row after row. PERF: dividing by ten per digit per row was a tenth of a valid row's time.
   */
  readonly #digits = new Uint8Array(DIGITS_END + WORD);
  readonly #digitsView = new DataView(this.#digits.buffer);
  #digitsFirst = DIGITS_END;
  #buffer: Uint8Array;
  #view: DataView;
  #position = 0;
  /** Buffers given back to write into again (see `spare`). */
  readonly #spares: ArrayBuffer[] = [];

  constructor(options: SplitRowOptions, initialBytes = 1 << 20) {
    const json = options.format === "ndjson";
    const csv = options.format === "csv";
    this.#format = options.format;
    // An NDJSON row is a JSON object: a field listed twice is one key, where it first appears (as ndjsonRow).
    this.#fields = json ? [...new Set(options.fields)] : options.fields;
    this.#ids = Int32Array.from(this.#fields, (field) => FIELD_ID[field]);
    this.#name = options.name;
    this.#fileCell = utf8(escapeCell(options.name, csv));
    this.#absent = utf8(options.absent);
    this.#errorCodes = URI_ERROR_CODES.map((code) => utf8(code));
    this.#lineOffset = options.lineOffset;
    this.#quote = json ? 2 : csv ? 1 : 0;
    this.#absentCell = json ? utf8("null") : this.#absent;
    const text = (value: string): Uint8Array => utf8(json ? JSON.stringify(value) : escapeCell(value, csv));
    this.#nameCell = text(options.name);
    this.#hostKinds = Array.from(HOST_KIND_NAMES, (kind) => (kind === undefined ? this.#absentCell : text(kind)));
    this.#before = this.#fields.map((field, f) => utf8(json ? (f === 0 ? "{" : ",") + JSON.stringify(field) + ":" : f === 0 ? "" : csv ? "," : "\t"));
    this.#rowEnd = json ? NDJSON_ROW_END : ROW_END;
    // Room for every byte but the line's own: the separators or keys, and each cell's largest constant or quotes.
    const widest = Math.max(16, this.#absentCell.length + 2, this.#nameCell.length, this.#fileCell.length, ...this.#hostKinds.map((b) => b.length), ...this.#errorCodes.map((b) => b.length));
    this.#rowSlack = this.#before.reduce((sum, b) => sum + b.length + widest, this.#rowEnd.length);
    const times = (id: number): number => this.#ids.filter((x) => x === id).length;
    this.#lineCopies = times(FIELD_INPUT) + Math.max(0, ...Array.from({ length: COMPONENT_NAMES.length }, (_, k) => times(k)));
    this.#messageCopies = times(FIELD_ERROR_MESSAGE);
    this.#inputCopies = times(FIELD_INPUT);
    const constantCell = (id: number): Uint8Array | undefined =>
      id === FIELD_VALID ? this.#trueCell
      : id === FIELD_REPAIRED ? this.#falseCell
      : id === FIELD_FILE ? this.#nameCell
      : id === FIELD_ERROR_CODE || id === FIELD_ERROR_INDEX || id === FIELD_ERROR_MESSAGE ? this.#absentCell
      : undefined;
    const pool: number[] = [];
    const steps: number[] = [];
    const runStart: number[] = [];
    const runEnd: number[] = [];
    let from = 0;
    for (let f = 0; f < this.#ids.length; f++) {
      pool.push(...this.#before[f]);
      const cell = constantCell(this.#ids[f]);
      if (cell !== undefined) pool.push(...cell);
      else {
        steps.push(this.#ids[f]);
        runStart.push(from);
        runEnd.push(pool.length);
        from = pool.length;
      }
    }
    pool.push(...this.#rowEnd);
    runStart.push(from);
    runEnd.push(pool.length);
    this.#absentStart = pool.length;
    pool.push(...this.#absentCell);
    this.#absentEnd = pool.length;
    this.#kindStart = new Int32Array(this.#hostKinds.length);
    this.#kindEnd = new Int32Array(this.#hostKinds.length);
    this.#hostKinds.forEach((cell, k) => {
      this.#kindStart[k] = pool.length;
      pool.push(...cell);
      this.#kindEnd[k] = pool.length;
    });
    // A word of padding: copyWords reads whole words, up to 7 bytes past a run's end.
    this.#pool = new Uint8Array(pool.length + WORD);
    this.#pool.set(pool);
    this.#poolView = new DataView(this.#pool.buffer);
    this.#steps = Int32Array.from(steps);
    this.#runStart = Int32Array.from(runStart);
    this.#runEnd = Int32Array.from(runEnd);
    this.#buffer = new Uint8Array(initialBytes);
    this.#view = new DataView(this.#buffer.buffer);
  }

  #reserve(n: number): void {
    if (this.#position + n <= this.#buffer.length) return;
    // A quarter more than asked: the next batch's bound is about the same, and then fits in this buffer again.
    const need = Math.max(2 * this.#buffer.length, this.#position + n + ((this.#position + n) >> 2));
    // PERF: a spare buffer given back (see `take`) is reused: a fresh one of ~20 MB is zeroed and faulted in, and
    // leaves garbage behind (6–8 % of a split worker's time).
    const spare = this.#spares.findIndex((buffer) => buffer.byteLength >= this.#position + n);
    const bigger = spare >= 0 ? new Uint8Array(this.#spares.splice(spare, 1)[0]) : new Uint8Array(need);
    bigger.set(this.#buffer.subarray(0, this.#position));
    this.#buffer = bigger;
    this.#view = new DataView(bigger.buffer);
  }

  /** The rows written since the last `reset`, as a view valid until the next write. */
  view(): Uint8Array {
    return this.#buffer.subarray(0, this.#position);
  }

  /**
   * The rows written since the last `reset`, as a view of a buffer the caller now owns (to transfer, say); the
   * block goes on in a spare buffer or a new one.
   */
  take(): Uint8Array {
    const rows = this.view();
    this.#buffer = new Uint8Array(0);
    this.#view = new DataView(this.#buffer.buffer);
    this.#position = 0;
    return rows;
  }

  /** Keep `buffer` (one `take` gave out) to write into again; at most a few are kept. */
  spare(buffer: ArrayBuffer): void {
    if (this.#spares.length < MAX_SPARES) this.#spares.push(buffer);
  }

  reset(): void {
    this.#position = 0;
  }

  /** Append one row per line of `result`. */
  rows(result: ScanResult, stats: Stats, detailed: boolean): void {
    const count = result.length;
    if (count === 0) return;
    const ranges = result.ranges;
    const rows = result.rows;
    // Room for every valid row at once, so that a row never checks: their largest total size.
    // INVARIANT: a word more than the rows need: copyWords writes whole words, up to 7 bytes past a cell's end
    // (bytes that the next cell overwrites, or that lie past the rows).
    const bound = this.#lineCopies * (ranges[2 * count - 1] - ranges[0]) + count * this.#rowSlack + WORD;
    this.#reserve(bound);
    const lineNumber = this.#lineOffset + result.firstLine + 1;
    this.#setLineNumber(lineNumber);
    const sourceView = new DataView(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    let valid = 0;
    for (let i = 0; i < count; i++) {
      if (rows[i * OFFSET_SLOTS + ERROR_CODE] === 0) {
        this.#validRow(result, i, sourceView);
        valid++;
      } else this.#invalidRow(result, i, lineNumber + i, bound);
      this.#nextLineNumber();
    }
    if (detailed) for (let i = 0; i < count; i++) countLine(stats, result, i, true);
    else {
      stats.lines += count;
      stats.valid += valid;
    }
  }

  /** Write `value` (a whole number ≥ 0) in `#digits`, ending at DIGITS_END. */
  #setLineNumber(value: number): void {
    const text = String(value);
    this.#digitsFirst = DIGITS_END - text.length;
    for (let k = 0; k < text.length; k++) this.#digits[this.#digitsFirst + k] = text.charCodeAt(k);
  }

  /** Add one to the line number in `#digits`: the last digits that are 9 become 0, the one before goes up. */
  #nextLineNumber(): void {
    const digits = this.#digits;
    let k = DIGITS_END - 1;
    while (k >= this.#digitsFirst && digits[k] === DIGIT_NINE) digits[k--] = DIGIT_ZERO;
    if (k < this.#digitsFirst) {
      digits[k] = DIGIT_ONE;
      this.#digitsFirst = k;
    } else digits[k]++;
  }

  /** The row of valid line `i`: cells copied from its bytes, quoted as the format needs (never escaped). */
  #validRow(result: ScanResult, i: number, sourceView: DataView): void {
    const buffer = this.#buffer;
    const view = this.#view;
    const pool = this.#pool;
    const poolView = this.#poolView;
    const source = result.bytes;
    const sourceLength = source.length;
    const poolLength = pool.length;
    const rows = result.rows;
    const row = i * OFFSET_SLOTS;
    const lineStart = result.ranges[2 * i];
    const steps = this.#steps;
    let p = this.#position;
    for (let s = 0; s < steps.length; s++) {
      p = copyWords(buffer, view, p, pool, poolView, this.#runStart[s], this.#runEnd[s], poolLength);
      const id = steps[s];
      if (id < COMPONENT_NAMES.length || id === FIELD_INPUT) {
        const at = id === FIELD_INPUT ? 0 : rows[row + 2 * id];
        if (at < 0) {
          p = copyWords(buffer, view, p, pool, poolView, this.#absentStart, this.#absentEnd, poolLength);
          continue;
        }
        const start = lineStart + at;
        const end = id === FIELD_INPUT ? result.ranges[2 * i + 1] : lineStart + rows[row + 2 * id + 1];
        // CSV quotes a cell holding a comma, as escapeCell does (a valid line has no quote to double).
        let quoted = this.#quote === 2;
        if (this.#quote === 1) for (let k = start; k < end && !quoted; k++) quoted = source[k] === COMMA;
        if (quoted) buffer[p++] = QUOTATION_MARK;
        p = copyWords(buffer, view, p, source, sourceView, start, end, sourceLength);
        if (quoted) buffer[p++] = QUOTATION_MARK;
      } else if (id === FIELD_LINE) p = copyWords(buffer, view, p, this.#digits, this.#digitsView, this.#digitsFirst, DIGITS_END, DIGITS_END + WORD);
      else {
        const kind = rows[row + HOST_KIND];
        p = kind >= 0 && kind < this.#kindStart.length ? copyWords(buffer, view, p, pool, poolView, this.#kindStart[kind], this.#kindEnd[kind], poolLength) : copyWords(buffer, view, p, pool, poolView, this.#absentStart, this.#absentEnd, poolLength);
      }
    }
    this.#position = copyWords(buffer, view, p, pool, poolView, this.#runStart[steps.length], this.#runEnd[steps.length], poolLength);
  }

  /** The row of an invalid line: its text decoded, escaped like any text cell; `room` stays free after it. */
  #invalidRow(result: ScanResult, i: number, lineNumber: number, room: number): void {
    const bytes = result.bytes;
    const row = i * OFFSET_SLOTS;
    const lineStart = result.ranges[2 * i];
    const lineEnd = result.ranges[2 * i + 1];
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8", lineStart, lineEnd);
    const message = (): string => rowErrorMessage(text, result.rows, row, bytes, lineStart, lineEnd);
    if (this.#format === "ndjson") {
      const cells: Cell[] = [];
      for (let f = 0; f < this.#ids.length; f++) {
        const id = this.#ids[f];
        if (id === FIELD_LINE) cells.push(lineNumber);
        else if (id === FIELD_VALID || id === FIELD_REPAIRED) cells.push(false);
        else if (id === FIELD_ERROR_CODE) cells.push(URI_ERROR_CODES[result.rows[row + ERROR_CODE] - 1]);
        else if (id === FIELD_ERROR_INDEX) cells.push(result.rows[row + ERROR_INDEX]);
        else if (id === FIELD_ERROR_MESSAGE) cells.push(message());
        else if (id === FIELD_FILE) cells.push(this.#name);
        else if (id === FIELD_INPUT) cells.push(text);
        else cells.push(undefined); // the components and the host kind
      }
      const encoded = utf8(ndjsonRow(this.#fields, cells) + "\n");
      this.#reserve(encoded.length + room);
      this.#buffer.set(encoded, this.#position);
      this.#position += encoded.length;
      return;
    }
    // PERF: TSV and CSV cells go straight into the buffer (no array of encoded cells per row): an invalid row cost
    // as much as forty valid ones.
    const csv = this.#format === "csv";
    const errorMessage = this.#messageCopies > 0 ? escapeCell(message(), csv) : "";
    const input = this.#inputCopies > 0 ? escapeCell(text, csv) : "";
    // Every cell at most 3 bytes per UTF-16 unit of its text, or its constant, or 16 digits; a separator each.
    this.#reserve(this.#rowSlack + 3 * (this.#messageCopies * errorMessage.length + this.#inputCopies * input.length) + room);
    const buffer = this.#buffer;
    let p = this.#position;
    for (let f = 0; f < this.#ids.length; f++) {
      if (f > 0) buffer[p++] = csv ? COMMA : TAB;
      const id = this.#ids[f];
      if (id < COMPONENT_NAMES.length || id === FIELD_HOST_KIND) p = putBytes(buffer, p, this.#absent);
      else if (id === FIELD_LINE) p = putDigits(buffer, p, lineNumber);
      else if (id === FIELD_VALID || id === FIELD_REPAIRED) p = putBytes(buffer, p, this.#falseCell);
      else if (id === FIELD_ERROR_CODE) p = putBytes(buffer, p, this.#errorCodes[result.rows[row + ERROR_CODE] - 1]);
      else if (id === FIELD_ERROR_INDEX) p = putDigits(buffer, p, result.rows[row + ERROR_INDEX]);
      else if (id === FIELD_ERROR_MESSAGE) p += encoder.encodeInto(errorMessage, buffer.subarray(p)).written;
      else if (id === FIELD_FILE) p = putBytes(buffer, p, this.#fileCell);
      else p += encoder.encodeInto(input, buffer.subarray(p)).written;
    }
    buffer[p++] = LINE_FEED;
    this.#position = p;
  }
}

const encoder = new TextEncoder();

/** Copy `bytes` to `to` at `p`; returns the index after them. */
function putBytes(to: Uint8Array, p: number, bytes: Uint8Array): number {
  for (let k = 0; k < bytes.length; k++) to[p++] = bytes[k];
  return p;
}

/** Write `value`, a whole number ≥ 0, in ASCII digits at `p`; returns the index after them. */
function putDigits(to: Uint8Array, p: number, value: number): number {
  const text = String(value);
  for (let k = 0; k < text.length; k++) to[p++] = text.charCodeAt(k);
  return p;
}

/** Bytes copied at a time by {@link copyWords}. */
const WORD = 8;
/** Where the line number's digits end in `TextRowBlock`'s digit buffer (room for any safe integer). */
const DIGITS_END = 24;
const DIGIT_ZERO = 0x30;
const DIGIT_ONE = 0x31;
const DIGIT_NINE = 0x39;

/**
 * Copy `from[start, end)` to `to` at `p`, eight bytes at a time through DataViews (unaligned, little-endian both
 * ways, so each word lands as it was read); returns `p + end - start`. The last word may carry up to 7 bytes
 * past `end` into `to` past the copy: the caller leaves a word of room there and overwrites or ignores them. When
 * `from` has no whole word left past `end`, the tail goes byte by byte.
 * PERF: a plain byte loop runs about 1.5 ns a byte on Node 20 and `set(subarray())` costs ~50 ns a call; the cells
 * of a row are 15–25 bytes, and the byte-by-byte tail of each was a quarter of a valid row's time.
 */
function copyWords(to: Uint8Array, toView: DataView, p: number, from: Uint8Array, fromView: DataView, start: number, end: number, fromLength: number): number {
  const length = end - start;
  let k = start;
  let q = p;
  const words = end + WORD - 1 <= fromLength ? end : end - WORD + 1;
  for (; k < words; k += WORD, q += WORD) {
    toView.setInt32(q, fromView.getInt32(k, true), true);
    toView.setInt32(q + 4, fromView.getInt32(k + 4, true), true);
  }
  for (; k < end; k++) to[q++] = from[k];
  return p + length;
}

/**
 * The rows of `--repair` (any format), cell by cell: the general path, which {@link TextRowBlock} equals without
 * `--repair` (the tests compare them on every field and format).
 */
export class CellRows {
  readonly #options: SplitRowOptions;
  readonly #out: RowSink;
  readonly #ids: number[];
  readonly #wantsInput: boolean;
  readonly #cells: Cell[];
  readonly #bytesOut: ByteRowWriter | undefined;

  constructor(options: SplitRowOptions, out: RowSink) {
    this.#options = options;
    this.#out = out;
    this.#ids = options.fields.map((field) => FIELD_ID[field]);
    this.#wantsInput = options.fields.includes("input");
    this.#cells = new Array(options.fields.length).fill(undefined);
    this.#bytesOut = options.format === "ndjson" ? undefined : new ByteRowWriter(out, options.format);
  }

  flush(): void {
    this.#bytesOut?.flush();
  }

  rows(result: ScanResult, stats: Stats): void {
    const options = this.#options;
    const fields = options.fields;
    const fieldIds = this.#ids;
    const cells = this.#cells;
    const bytesOut = this.#bytesOut;
    const name = options.name;
    const bytes = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    const rows = result.rows;
    const ranges = result.ranges;
    for (let i = 0; i < result.length; i++) {
      const row = i * OFFSET_SLOTS;
      const errorNumber = rows[row + ERROR_CODE];
      const valid = errorNumber === 0;
      if (options.stats) countLine(stats, result, i, true);
      else {
        stats.lines++;
        if (valid) stats.valid++;
      }
      const lineStart = ranges[2 * i];
      const lineEnd = ranges[2 * i + 1];
      // A valid line is ASCII, so byte offsets are string offsets. The bytes writer needs the text only for an
      // invalid line or the "input" field.
      const text = bytesOut !== undefined && valid && !this.#wantsInput ? "" : bytes.toString(valid ? "latin1" : "utf8", lineStart, lineEnd);
      // --repair: the row of a mended line describes the repaired reference, with "repaired" true
      const fixed = options.repair && !valid ? repairOf(text) : undefined;
      if (fixed !== undefined) {
        for (let f = 0; f < fieldIds.length; f++) {
          const id = fieldIds[f];
          let cell: Cell;
          if (id < COMPONENT_NAMES.length) cell = fixed.parsed[COMPONENT_NAMES[id]];
          else if (id === FIELD_LINE) cell = options.lineOffset + result.firstLine + i + 1;
          else if (id === FIELD_VALID || id === FIELD_REPAIRED) cell = true;
          else if (id === FIELD_HOST_KIND) cell = fixed.hostKind;
          else if (id === FIELD_INPUT) cell = text;
          else if (id === FIELD_FILE) cell = name;
          else cell = undefined;
          if (bytesOut === undefined) cells[f] = cell;
          else if (cell === undefined) bytesOut.raw(options.absent);
          else if (typeof cell === "number") bytesOut.number(cell);
          else bytesOut.text(String(cell));
        }
        if (bytesOut !== undefined) bytesOut.endRow();
        else this.#out.line(ndjsonRow(fields, cells));
        continue;
      }
      for (let f = 0; f < fieldIds.length; f++) {
        const id = fieldIds[f];
        if (bytesOut !== undefined) {
          if (id < COMPONENT_NAMES.length) {
            const from = rows[row + 2 * id];
            if (valid && from >= 0) bytesOut.uriBytes(bytes, lineStart + from, lineStart + rows[row + 2 * id + 1]);
            else bytesOut.raw(options.absent);
          } else if (id === FIELD_LINE) bytesOut.number(options.lineOffset + result.firstLine + i + 1);
          else if (id === FIELD_VALID) bytesOut.raw(valid ? "true" : "false");
          else if (id === FIELD_HOST_KIND) bytesOut.raw(valid ? (HOST_KIND_NAMES[rows[row + HOST_KIND]] ?? options.absent) : options.absent);
          else if (id === FIELD_ERROR_CODE) bytesOut.raw(valid ? options.absent : URI_ERROR_CODES[errorNumber - 1]);
          else if (id === FIELD_ERROR_INDEX) {
            if (valid) bytesOut.raw(options.absent);
            else bytesOut.number(rows[row + ERROR_INDEX]);
          } else if (id === FIELD_ERROR_MESSAGE) {
            if (valid) bytesOut.raw(options.absent);
            else bytesOut.text(rowErrorMessage(text, rows, row, bytes, lineStart, lineEnd));
          } else if (id === FIELD_FILE) bytesOut.text(name);
          else if (id === FIELD_REPAIRED) bytesOut.raw("false");
          else bytesOut.text(text);
          continue;
        }
        let cell: Cell;
        if (id < COMPONENT_NAMES.length) {
          const from = rows[row + 2 * id];
          cell = valid && from >= 0 ? text.slice(from, rows[row + 2 * id + 1]) : undefined;
        } else if (id === FIELD_LINE) cell = options.lineOffset + result.firstLine + i + 1;
        else if (id === FIELD_VALID) cell = valid;
        else if (id === FIELD_HOST_KIND) cell = valid ? HOST_KIND_NAMES[rows[row + HOST_KIND]] : undefined;
        else if (id === FIELD_ERROR_CODE) cell = valid ? undefined : URI_ERROR_CODES[errorNumber - 1];
        else if (id === FIELD_ERROR_INDEX) cell = valid ? undefined : rows[row + ERROR_INDEX];
        else if (id === FIELD_ERROR_MESSAGE) cell = valid ? undefined : rowErrorMessage(text, rows, row, bytes, lineStart, lineEnd);
        else if (id === FIELD_FILE) cell = name;
        else if (id === FIELD_REPAIRED) cell = false;
        else cell = text;
        cells[f] = cell;
      }
      if (bytesOut !== undefined) bytesOut.endRow();
      else this.#out.line(ndjsonRow(fields, cells));
    }
  }
}

/** The rows of one batch, whichever writer fits the options, into `out`. */
export class SplitRows {
  readonly #block: TextRowBlock | undefined;
  readonly #cells: CellRows | undefined;
  readonly #out: RowSink;
  readonly #detailed: boolean;

  constructor(options: SplitRowOptions, out: RowSink, initialBytes?: number) {
    this.#out = out;
    this.#detailed = options.stats;
    if (!options.repair) this.#block = new TextRowBlock(options, initialBytes);
    else this.#cells = new CellRows(options, out);
  }

  rows(result: ScanResult, stats: Stats): void {
    if (this.#block === undefined) {
      this.#cells!.rows(result, stats);
      return;
    }
    this.#block.rows(result, stats, this.#detailed);
    this.#out.writeRaw(this.#block.view());
    this.#block.reset();
  }

  flush(): void {
    this.#cells?.flush();
  }
}
