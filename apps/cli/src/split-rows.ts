// The rows of `urikit split` for one batch of scan results. The same code runs on the main thread (one worker, a
// range, stdin) and in the split workers (split-worker.ts), so the output is the same bytes whichever thread wrote it.
import { COMPONENT_NAMES, ERROR_CODE, ERROR_INDEX, HOST_KIND, HOST_KIND_NAMES, OFFSET_SLOTS } from "@urikit/uri/offsets";
import { URI_ERROR_CODES, type ScanResult } from "@urikit/uri";
import { ByteRowWriter, type ByteSink } from "./byte-rows.js";
import { lineErrorMessage } from "./messages.js";
import { componentOf, repairLine } from "./repair-rows.js";
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

/** The fixed parts of TSV/CSV rows, encoded once: a plain object of one shape, for the row loop. */
interface RowPlan {
  csv: boolean;
  ids: Int32Array;
  absent: Uint8Array;
  true: Uint8Array;
  hostKinds: Uint8Array[];
  file: Uint8Array;
  false: Uint8Array;
  /** Where {@link validRun} stopped writing. */
  position: number;
}

/**
 * TSV and CSV rows without `--repair`, written straight into one growing byte buffer: a valid line (ASCII, no tab,
 * quote, backslash, CR or LF, RFC 3986 §2) costs no JavaScript string at all, and every fixed cell (`true`, a host
 * kind, the `--absent` marker, the file name) is encoded once. Writes exactly the bytes of the cell-by-cell
 * {@link CellRows} path (test/parallel.test.ts compares them on every field).
 */
export class TextRowBlock {
  readonly #csv: boolean;
  readonly #ids: Int32Array;
  readonly #plan: RowPlan;
  readonly #absent: Uint8Array;
  readonly #errorCodes: Uint8Array[];
  readonly #file: Uint8Array;
  readonly #lineOffset: number;
  /** Bytes a valid row may need besides copies of its line (fixed cells, separators, quotes, numbers). */
  readonly #rowSlack: number;
  /** How many cells of a row may copy its whole line (components and input; a field may be listed twice). */
  readonly #lineCopies: number;
  #buffer: Uint8Array;
  #position = 0;

  constructor(options: SplitRowOptions, initialBytes = 1 << 20) {
    this.#csv = options.format === "csv";
    this.#ids = Int32Array.from(options.fields, (field) => FIELD_ID[field]);
    this.#absent = utf8(options.absent);
    const hostKinds = Array.from(HOST_KIND_NAMES, (kind) => (kind === undefined ? this.#absent : utf8(kind)));
    this.#errorCodes = URI_ERROR_CODES.map((code) => utf8(code));
    this.#file = utf8(escapeCell(options.name, this.#csv));
    this.#lineOffset = options.lineOffset;
    this.#plan = { csv: this.#csv, ids: this.#ids, absent: this.#absent, true: utf8("true"), hostKinds, file: this.#file, false: utf8("false"), position: 0 };
    // The largest row of a valid line: each field's largest cell plus its separator (the LF for the last one)...
    const absent = this.#absent.length;
    const widest: Record<number, number> = {
      [FIELD_LINE]: 16, // a safe integer has at most 16 digits
      [FIELD_VALID]: 4,
      [FIELD_HOST_KIND]: Math.max(absent, ...hostKinds.map((b) => b.length)),
      [FIELD_FILE]: this.#file.length,
      [FIELD_REPAIRED]: 5,
      [FIELD_INPUT]: 2, // CSV quotes, besides the copy of the line counted below
    };
    this.#rowSlack = 0;
    for (const id of this.#ids) this.#rowSlack += 1 + (id < COMPONENT_NAMES.length ? Math.max(absent, 2) : (widest[id] ?? absent));
    // ...plus copies of the line: the components are disjoint parts of it (each listed once: one copy in all),
    // the input field is all of it; a field listed twice copies twice.
    const times = (id: number): number => this.#ids.filter((x) => x === id).length;
    this.#lineCopies = times(FIELD_INPUT) + Math.max(0, ...Array.from({ length: COMPONENT_NAMES.length }, (_, k) => times(k)));
    this.#buffer = new Uint8Array(initialBytes);
  }

  #reserve(n: number): void {
    if (this.#position + n <= this.#buffer.length) return;
    const bigger = new Uint8Array(Math.max(2 * this.#buffer.length, this.#position + n));
    bigger.set(this.#buffer.subarray(0, this.#position));
    this.#buffer = bigger;
  }

  /** The rows written since the last `reset`, as a view valid until the next write. */
  view(): Uint8Array {
    return this.#buffer.subarray(0, this.#position);
  }

  reset(): void {
    this.#position = 0;
  }

  /** Append one row per line of `result`. */
  rows(result: ScanResult, stats: Stats, detailed: boolean): void {
    const count = result.length;
    if (count === 0) return;
    const ranges = result.ranges;
    // Room for every valid row at once, so that the row loop never checks: `bound` is their largest total size.
    const bound = this.#lineCopies * (ranges[2 * count - 1] - ranges[0]) + count * this.#rowSlack;
    this.#reserve(bound);
    const plan = this.#plan;
    const lineNumber = this.#lineOffset + result.firstLine + 1;
    let valid = 0;
    // PERF: rows go in runs of up to 1024 through a small function that V8 optimises once, with full type feedback
    // (one long loop here was optimised on stack and deoptimised at its end on every batch: 5× slower).
    for (let from = 0; from < count; ) {
      const to = Math.min(count, from + 1024);
      const stop = validRun(plan, this.#buffer, this.#position, result.bytes, result.rows, ranges, from, to, lineNumber);
      this.#position = plan.position;
      valid += stop - from;
      if (stop < to) {
        this.#invalidRow(result, stop, lineNumber + stop, bound);
        from = stop + 1;
      } else from = to;
    }
    if (detailed) for (let i = 0; i < count; i++) countLine(stats, result, i, true);
    else {
      stats.lines += count;
      stats.valid += valid;
    }
  }

  /** The row of an invalid line: its text decoded, escaped like any text cell; `room` stays free after it. */
  #invalidRow(result: ScanResult, i: number, lineNumber: number, room: number): void {
    const bytes = result.bytes;
    const row = i * OFFSET_SLOTS;
    const lineStart = result.ranges[2 * i];
    const lineEnd = result.ranges[2 * i + 1];
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8", lineStart, lineEnd);
    const cells: Uint8Array[] = [];
    for (let f = 0; f < this.#ids.length; f++) {
      const id = this.#ids[f];
      if (id < COMPONENT_NAMES.length) cells.push(this.#absent);
      else if (id === FIELD_LINE) cells.push(utf8(String(lineNumber)));
      else if (id === FIELD_VALID) cells.push(this.#plan.false);
      else if (id === FIELD_HOST_KIND) cells.push(this.#absent);
      else if (id === FIELD_ERROR_CODE) cells.push(this.#errorCodes[result.rows[row + ERROR_CODE] - 1]);
      else if (id === FIELD_ERROR_INDEX) cells.push(utf8(String(result.rows[row + ERROR_INDEX])));
      else if (id === FIELD_ERROR_MESSAGE) cells.push(utf8(escapeCell(lineErrorMessage(text, bytes, lineStart, lineEnd) ?? "", this.#csv)));
      else if (id === FIELD_FILE) cells.push(this.#file);
      else if (id === FIELD_REPAIRED) cells.push(this.#plan.false);
      else cells.push(utf8(escapeCell(text, this.#csv)));
    }
    let size = cells.length + 1;
    for (const cell of cells) size += cell.length;
    this.#reserve(size + room);
    let p = this.#position;
    for (let f = 0; f < cells.length; f++) {
      if (f > 0) this.#buffer[p++] = this.#csv ? COMMA : TAB;
      this.#buffer.set(cells[f], p);
      p += cells[f].length;
    }
    this.#buffer[p++] = LINE_FEED;
    this.#position = p;
  }
}

/**
 * Write the rows of lines `[from, to)` into `buffer` at `p` until the first invalid line; returns its index (`to`
 * when all are valid) and leaves the write position in `plan.position`. The caller has reserved the room.
 */
function validRun(
  plan: RowPlan,
  buffer: Uint8Array,
  p: number,
  source: Uint8Array,
  rows: Int32Array | Int16Array,
  ranges: Int32Array,
  from: number,
  to: number,
  lineNumber: number,
): number {
  const ids = plan.ids;
  const csv = plan.csv;
  const separator = csv ? COMMA : TAB;
  let i = from;
  for (; i < to; i++) {
    const row = i * OFFSET_SLOTS;
    if (rows[row + ERROR_CODE] !== 0) break;
    const lineStart = ranges[2 * i];
    for (let f = 0; f < ids.length; f++) {
      if (f > 0) buffer[p++] = separator;
      const id = ids[f];
      let cell: Uint8Array;
      if (id < FIELD_LINE || id === FIELD_INPUT) {
        // A component, or the whole line. A valid line needs no TSV escape (it holds no tab, backslash, CR or LF);
        // CSV quotes a cell holding a comma, as escapeCell does (there is no quote to double).
        let start: number;
        let end: number;
        if (id === FIELD_INPUT) {
          start = lineStart;
          end = ranges[2 * i + 1];
        } else {
          const at = rows[row + 2 * id];
          if (at < 0) {
            for (let k = 0; k < plan.absent.length; k++) buffer[p++] = plan.absent[k];
            continue;
          }
          start = lineStart + at;
          end = lineStart + rows[row + 2 * id + 1];
        }
        let quoted = false;
        if (csv) for (let k = start; k < end && !quoted; k++) quoted = source[k] === COMMA;
        if (quoted) buffer[p++] = QUOTATION_MARK;
        for (let k = start; k < end; k++) buffer[p++] = source[k];
        if (quoted) buffer[p++] = QUOTATION_MARK;
        continue;
      }
      if (id === FIELD_LINE) {
        p = writeNumber(buffer, p, lineNumber + i);
        continue;
      }
      if (id === FIELD_VALID) cell = plan.true;
      else if (id === FIELD_HOST_KIND) cell = plan.hostKinds[rows[row + HOST_KIND]] ?? plan.absent;
      else if (id === FIELD_FILE) cell = plan.file;
      else if (id === FIELD_REPAIRED) cell = plan.false;
      else cell = plan.absent; // error_code, error_index, error_message of a valid line
      for (let k = 0; k < cell.length; k++) buffer[p++] = cell[k];
    }
    buffer[p++] = LINE_FEED;
  }
  plan.position = p;
  return i;
}

/** Write a whole number ≥ 0 in decimal at `p`; returns the index after it. */
function writeNumber(buffer: Uint8Array, p: number, value: number): number {
  let digits = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
  let q = p + digits;
  let v = value;
  do {
    buffer[--q] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  } while (v > 0);
  return p + digits;
}

/**
 * The rows of NDJSON output and of `--repair` (any format), cell by cell: the general path, which
 * {@link TextRowBlock} equals for TSV and CSV without `--repair`.
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
      // --repair: the row of a mended line describes the repaired reference (issue 9 §3)
      const fixed = options.repair && !valid ? repairLine(text) : undefined;
      if (fixed !== undefined) {
        for (let f = 0; f < fieldIds.length; f++) {
          const id = fieldIds[f];
          let cell: Cell;
          if (id < COMPONENT_NAMES.length) cell = componentOf(fixed.parsed, id);
          else if (id === FIELD_LINE) cell = options.lineOffset + result.firstLine + i + 1;
          else if (id === FIELD_VALID || id === FIELD_REPAIRED) cell = true;
          else if (id === FIELD_HOST_KIND) cell = fixed.hostKind;
          else if (id === FIELD_INPUT) cell = text;
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
            else bytesOut.text(lineErrorMessage(text, bytes, lineStart, lineEnd) ?? "");
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
        else if (id === FIELD_ERROR_MESSAGE) cell = valid ? undefined : lineErrorMessage(text, bytes, lineStart, lineEnd);
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
    if (options.format !== "ndjson" && !options.repair) this.#block = new TextRowBlock(options, initialBytes);
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
