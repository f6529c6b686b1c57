// The rows of `urikit split` for one batch of scan results. The same code runs on the main thread (one worker, a
// range, stdin) and in the split workers (split-worker.ts), so the output is the same bytes whichever thread wrote it.
import { COMPONENT_NAMES, ERROR_CODE, ERROR_INDEX, HOST_KIND, HOST_KIND_NAMES, OFFSET_SLOTS } from "@urikit/uri/offsets";
import { URI_ERROR_CODES, type ScanResult } from "@urikit/uri";
import { ByteRowWriter, type ByteSink } from "./byte-rows.js";
import { rowErrorMessage } from "./messages.js";
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

// The steps of a row program: what a valid line's row is made of, in order (see TextRowBlock).
/** Copy constant run `arg` (separators, field names, `true`, the `--absent` marker, ...). */
const STEP_CONSTANT = 0;
/** Component `arg` (0–6) of the line, or the absent marker. */
const STEP_COMPONENT = 1;
/** The whole line. */
const STEP_INPUT = 2;
/** The line number. */
const STEP_LINE = 3;
/** The host kind's name, or the absent marker. */
const STEP_HOST_KIND = 4;
/** The one byte `arg` (a constant run of one byte: a separator). */
const STEP_BYTE = 5;

/** How a text cell of a valid line is quoted: never (TSV), when it holds a comma (CSV), always (NDJSON). */
const QUOTE_NEVER = 0;
const QUOTE_IF_COMMA = 1;
const QUOTE_ALWAYS = 2;

/** The fixed parts of the rows of valid lines, encoded once: a plain object of one shape, for the row loop. */
interface RowPlan {
  /** Pairs (step, argument), one row's worth. */
  steps: Int32Array;
  /** The constant runs, one after the other, and where each starts and ends in `constants`. */
  constants: Uint8Array;
  constantsView: DataView;
  constantRanges: Int32Array;
  quote: number;
  /** An absent component or host kind (`--absent` in TSV/CSV, `null` in NDJSON). */
  absent: Uint8Array;
  /** The host kind cells by `HOST_KIND_*` number (quoted in NDJSON; the absent marker for "no host"). */
  hostKinds: Uint8Array[];
  /** The ASCII digits of the current line number, right-aligned, from `digits[digitsFrom]`. */
  digits: Uint8Array;
  digitsFrom: number;
  /** Where {@link validRun} stopped writing. */
  position: number;
}

/**
 * TSV, CSV and NDJSON rows without `--repair`, written straight into one growing byte buffer: a valid line (ASCII,
 * RFC 3986 §2: no tab, quote, backslash, CR, LF or control character, so nothing to escape in any of the three
 * formats) costs no JavaScript string at all. Its row is a small program compiled once from the fields: constant
 * runs (separators, NDJSON keys, `true`, a file name, the absent cells of a valid line) between copies of the
 * line's bytes, the line number and the host kind. Writes exactly the bytes of the cell-by-cell {@link CellRows}
 * path (split-rows.test.ts compares them on every field and format).
 */
export class TextRowBlock {
  readonly #format: RowFormat;
  readonly #fields: readonly FieldName[];
  readonly #ids: Int32Array;
  readonly #plan: RowPlan;
  readonly #absent: Uint8Array;
  readonly #errorCodes: Uint8Array[];
  readonly #name: string;
  /** The TSV/CSV cells an invalid line's row shares with every other: the file name, `false`. */
  readonly #fileCell: Uint8Array;
  readonly #falseCell = utf8("false");
  readonly #lineOffset: number;
  /** Bytes a valid row may need besides copies of its line (constants, quotes, numbers, host kinds). */
  readonly #rowSlack: number;
  /** How many cells of a row may copy its whole line (components and input; a field may be listed twice). */
  readonly #lineCopies: number;
  #buffer: Uint8Array;
  #view: DataView;
  #position = 0;

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
    const absent = json ? utf8("null") : this.#absent;
    const text = (value: string): Uint8Array => utf8(json ? JSON.stringify(value) : escapeCell(value, csv));
    const hostKinds = Array.from(HOST_KIND_NAMES, (kind) => (kind === undefined ? absent : text(kind)));
    // Compile the row: constant bytes gather into runs between the steps that copy from the line.
    const steps: number[] = [];
    const runs: number[][] = [];
    let run: number[] = [];
    // Bytes a valid row may need besides copies of its line: every constant byte (one-byte runs too, which become
    // steps of their own or ride on a cell's step) and each step's largest cell.
    let slack = 0;
    const constant = (bytes: Uint8Array): void => {
      for (const b of bytes) run.push(b);
      slack += bytes.length;
    };
    const closeRun = (): void => {
      if (run.length === 0) return;
      if (run.length === 1) {
        // A separator after a cell rides on that cell's step (bits 8 and up of its argument: the byte + 1).
        const last = steps.length - 2;
        if (last >= 0 && steps[last] !== STEP_CONSTANT && steps[last] !== STEP_BYTE && steps[last + 1] >> 8 === 0) {
          steps[last + 1] |= (run[0] + 1) << 8;
        } else steps.push(STEP_BYTE, run[0]);
        run = [];
        return;
      }
      steps.push(STEP_CONSTANT, runs.length);
      runs.push(run);
      run = [];
    };
    const step = (kind: number, argument: number): void => {
      closeRun();
      steps.push(kind, argument);
    };
    for (let f = 0; f < this.#ids.length; f++) {
      const id = this.#ids[f];
      if (json) constant(utf8((f === 0 ? "{" : ",") + JSON.stringify(this.#fields[f]) + ":"));
      else if (f > 0) constant(utf8(csv ? "," : "\t"));
      if (id < COMPONENT_NAMES.length) {
        step(STEP_COMPONENT, id);
        slack += Math.max(absent.length, 2);
      } else if (id === FIELD_INPUT) {
        step(STEP_INPUT, 0);
        slack += 2; // quotes
      } else if (id === FIELD_LINE) {
        step(STEP_LINE, 0);
        slack += 16; // a safe integer has at most 16 digits
      } else if (id === FIELD_HOST_KIND) {
        step(STEP_HOST_KIND, 0);
        slack += Math.max(...hostKinds.map((b) => b.length));
      } else if (id === FIELD_VALID) constant(utf8("true"));
      else if (id === FIELD_REPAIRED) constant(utf8("false"));
      else if (id === FIELD_FILE) constant(text(options.name));
      else constant(absent); // error_code, error_index, error_message of a valid line
    }
    constant(utf8(json ? "}\n" : "\n"));
    closeRun();
    const constants = Uint8Array.from(runs.flat());
    const constantRanges = new Int32Array(2 * runs.length);
    for (let k = 0, at = 0; k < runs.length; k++) {
      constantRanges[2 * k] = at;
      at += runs[k].length;
      constantRanges[2 * k + 1] = at;
    }
    this.#rowSlack = slack;
    // Copies of the line: the components are disjoint parts of it (each listed once: one copy in all), the input
    // field is all of it; a field listed twice copies twice.
    const times = (id: number): number => this.#ids.filter((x) => x === id).length;
    this.#lineCopies = times(FIELD_INPUT) + Math.max(0, ...Array.from({ length: COMPONENT_NAMES.length }, (_, k) => times(k)));
    this.#plan = {
      steps: Int32Array.from(steps),
      constants,
      constantsView: new DataView(constants.buffer),
      constantRanges,
      quote: json ? QUOTE_ALWAYS : csv ? QUOTE_IF_COMMA : QUOTE_NEVER,
      absent,
      hostKinds,
      digits: new Uint8Array(24),
      digitsFrom: 24,
      position: 0,
    };
    this.#buffer = new Uint8Array(initialBytes);
    this.#view = new DataView(this.#buffer.buffer);
  }

  #reserve(n: number): void {
    if (this.#position + n <= this.#buffer.length) return;
    const bigger = new Uint8Array(Math.max(2 * this.#buffer.length, this.#position + n));
    bigger.set(this.#buffer.subarray(0, this.#position));
    this.#buffer = bigger;
    this.#view = new DataView(bigger.buffer);
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
    const source = result.bytes;
    const sourceView = new DataView(source.buffer, source.byteOffset, source.byteLength);
    const lineNumber = this.#lineOffset + result.firstLine + 1;
    let valid = 0;
    // PERF: rows go in runs of up to 1024 through a small function that V8 optimises once, with full type feedback
    // (one long loop here was optimised on stack and deoptimised at its end on every batch: 5× slower).
    for (let from = 0; from < count; ) {
      const to = Math.min(count, from + 1024);
      setDigits(plan, lineNumber + from);
      const stop = validRun(plan, this.#buffer, this.#view, this.#position, source, sourceView, result.rows, ranges, from, to);
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
    const message = (): string => rowErrorMessage(text, result.rows, row, bytes, lineStart, lineEnd);
    let encoded: Uint8Array;
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
      encoded = utf8(ndjsonRow(this.#fields, cells) + "\n");
    } else {
      const csv = this.#format === "csv";
      const cells: Uint8Array[] = [];
      for (let f = 0; f < this.#ids.length; f++) {
        const id = this.#ids[f];
        if (id < COMPONENT_NAMES.length || id === FIELD_HOST_KIND) cells.push(this.#absent);
        else if (id === FIELD_LINE) cells.push(utf8(String(lineNumber)));
        else if (id === FIELD_VALID || id === FIELD_REPAIRED) cells.push(this.#falseCell);
        else if (id === FIELD_ERROR_CODE) cells.push(this.#errorCodes[result.rows[row + ERROR_CODE] - 1]);
        else if (id === FIELD_ERROR_INDEX) cells.push(utf8(String(result.rows[row + ERROR_INDEX])));
        else if (id === FIELD_ERROR_MESSAGE) cells.push(utf8(escapeCell(message() ?? "", csv)));
        else if (id === FIELD_FILE) cells.push(this.#fileCell);
        else cells.push(utf8(escapeCell(text, csv)));
      }
      let size = cells.length;
      for (const cell of cells) size += cell.length;
      encoded = new Uint8Array(size);
      let p = 0;
      for (let f = 0; f < cells.length; f++) {
        if (f > 0) encoded[p++] = csv ? COMMA : TAB;
        encoded.set(cells[f], p);
        p += cells[f].length;
      }
      encoded[p] = LINE_FEED;
    }
    this.#reserve(encoded.length + room);
    this.#buffer.set(encoded, this.#position);
    this.#position += encoded.length;
  }
}

/** Set the line counter of `plan` to `value` (a whole number ≥ 0). */
function setDigits(plan: RowPlan, value: number): void {
  const digits = plan.digits;
  let q = digits.length;
  let v = value;
  do {
    digits[--q] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  } while (v > 0);
  plan.digitsFrom = q;
}

/** Add one to the line counter of `plan`, in its ASCII digits (a carry moves left; a new leading 1 at the end). */
function nextDigit(plan: RowPlan): void {
  const digits = plan.digits;
  let q = digits.length - 1;
  while (q >= plan.digitsFrom && digits[q] === 0x39) digits[q--] = 0x30;
  if (q >= plan.digitsFrom) digits[q]++;
  else digits[(plan.digitsFrom = q)] = 0x31;
}

/**
 * Copy `from[start, end)` to `to` at `p`, four bytes at a time through DataViews (unaligned, little-endian both ways,
 * so each word lands as it was read), then byte by byte; returns the index after the copy.
 * PERF: a plain byte loop runs about 1.5 ns a byte on Node 20 and `set(subarray())` costs ~50 ns a call; this copies
 * the 15–25-byte cells of a row in about half the loop's time.
 */
function copyBytes(to: Uint8Array, toView: DataView, p: number, from: Uint8Array, fromView: DataView, start: number, end: number): number {
  let k = start;
  for (; k + 8 <= end; k += 8, p += 8) {
    toView.setInt32(p, fromView.getInt32(k, true), true);
    toView.setInt32(p + 4, fromView.getInt32(k + 4, true), true);
  }
  if (k + 4 <= end) {
    toView.setInt32(p, fromView.getInt32(k, true), true);
    k += 4;
    p += 4;
  }
  for (; k < end; k++) to[p++] = from[k];
  return p;
}

/**
 * Write the rows of lines `[from, to)` into `buffer` at `p` until the first invalid line; returns its index (`to`
 * when all are valid) and leaves the write position in `plan.position`. The caller has reserved the room and set the
 * line counter to line `from`'s number.
 */
function validRun(
  plan: RowPlan,
  buffer: Uint8Array,
  view: DataView,
  p: number,
  source: Uint8Array,
  sourceView: DataView,
  rows: Int32Array | Int16Array,
  ranges: Int32Array,
  from: number,
  to: number,
): number {
  const steps = plan.steps;
  const constants = plan.constants;
  const constantsView = plan.constantsView;
  const constantRanges = plan.constantRanges;
  const quote = plan.quote;
  const digits = plan.digits;
  let i = from;
  for (; i < to; i++) {
    const row = i * OFFSET_SLOTS;
    if (rows[row + ERROR_CODE] !== 0) break;
    const lineStart = ranges[2 * i];
    for (let s = 0; s < steps.length; s += 2) {
      const step = steps[s];
      const word = steps[s + 1];
      const argument = word & 0xff; // a component number or a byte (a constant run's index is all of `word`)
      const trailing = word >> 8; // a cell step's separator after it, + 1 (0: none)
      if (step === STEP_BYTE) buffer[p++] = argument;
      else if (step === STEP_CONSTANT) {
        p = copyBytes(buffer, view, p, constants, constantsView, constantRanges[2 * word], constantRanges[2 * word + 1]);
        continue;
      } else if (step === STEP_COMPONENT || step === STEP_INPUT) {
        // A valid line needs no escape in any format (RFC 3986 §2: no tab, quote, backslash, CR, LF, control);
        // CSV quotes a cell holding a comma, as escapeCell does (there is no quote to double); NDJSON quotes all.
        let start: number;
        let end: number;
        if (step === STEP_INPUT) {
          start = lineStart;
          end = ranges[2 * i + 1];
        } else {
          const at = rows[row + 2 * argument];
          if (at < 0) {
            const absent = plan.absent;
            for (let k = 0; k < absent.length; k++) buffer[p++] = absent[k];
            if (trailing !== 0) buffer[p++] = trailing - 1;
            continue;
          }
          start = lineStart + at;
          end = lineStart + rows[row + 2 * argument + 1];
        }
        let quoted = quote === QUOTE_ALWAYS;
        if (quote === QUOTE_IF_COMMA) for (let k = start; k < end && !quoted; k++) quoted = source[k] === COMMA;
        if (quoted) buffer[p++] = QUOTATION_MARK;
        p = copyBytes(buffer, view, p, source, sourceView, start, end);
        if (quoted) buffer[p++] = QUOTATION_MARK;
      } else if (step === STEP_LINE) {
        for (let k = plan.digitsFrom; k < digits.length; k++) buffer[p++] = digits[k];
      } else {
        const cell = plan.hostKinds[rows[row + HOST_KIND]] ?? plan.absent;
        for (let k = 0; k < cell.length; k++) buffer[p++] = cell[k];
      }
      if (trailing !== 0) buffer[p++] = trailing - 1;
    }
    nextDigit(plan);
  }
  plan.position = p;
  return i;
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
