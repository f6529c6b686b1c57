// The `urikit` commands. Every command that reads lines writes exactly one output row per input line, in input
// order; invalid lines are reported, never dropped, and make the exit code 1.
import { writeSync } from "node:fs";
import { COMPONENT_NAMES, ERROR_CODE, ERROR_INDEX, HOST_KIND, HOST_KIND_NAMES, OFFSET_SLOTS } from "@urikit/uri/offsets";
import {
  URI_ERROR_CODES,
  UriError,
  diagnose,
  normalize,
  parse,
  relativize,
  resolve,
  type ScanResult,
} from "@urikit/uri";
import { ByteRowWriter } from "./byte-rows.js";
import { caretDiagram } from "./caret.js";
import { errorsDiagram, invalidHeading } from "./inspect-command.js";
import { humanMessage, lineErrorMessage } from "./messages.js";
import { inputName, openBatches, type InputOptions } from "./input.js";
import { Progress } from "./progress.js";
import { componentOf, repairLine } from "./repair-rows.js";
import { DEFAULT_FIELDS, REPAIR_FIELDS, headerLine, ndjsonRow, type Cell, type FieldName, type RowFormat } from "./row-format.js";
import { Stats } from "./stats.js";
import { OutputError } from "./output-target.js";
import { describeSystemError } from "./system-error.js";

/**
 * Exit codes: 0 every line valid, 1 some line invalid, 2 wrong usage, 3 input could not be read, 4 output could
 * not be written, 130 interrupted (SIGINT; 143 SIGTERM).
 */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;
export const EXIT_IO = 3;
export const EXIT_INPUT = EXIT_IO;
export const EXIT_OUTPUT = 4;

/** Buffered writer to a file descriptor: rows are joined into large writes. A failed write throws `OutputError`. */
export class Output {
  readonly #fd: number;
  readonly #name: string;
  #buffer: string[] = [];
  #size = 0;

  constructor(fd: number, name = fd === 1 ? "<stdout>" : `file descriptor ${fd}`) {
    this.#fd = fd;
    this.#name = name;
  }

  line(text: string): void {
    this.#buffer.push(text);
    this.#size += text.length + 1;
    if (this.#size > 1 << 16) this.flush();
  }

  flush(): void {
    if (this.#buffer.length === 0) return;
    const text = this.#buffer.join("\n") + "\n";
    this.#buffer = [];
    this.#size = 0;
    this.#write(Buffer.from(text));
  }

  /** Write bytes as they are, after any pending lines. */
  writeRaw(bytes: Uint8Array): void {
    this.flush();
    this.#write(bytes);
  }

  #write(bytes: Uint8Array): void {
    let written = 0;
    while (written < bytes.length) {
      try {
        written += writeSync(this.#fd, bytes, written);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "EAGAIN") continue; // a non-blocking pipe is full: retry
        if (code === "EPIPE" && this.#fd === 1) process.exit(0); // the reader went away (`urikit split | head`): stop quietly
        throw new OutputError(`cannot write ${this.#name === "<stdout>" ? "<stdout>" : `"${this.#name}"`}: ${describeSystemError(e)}`);
      }
    }
  }
}

export interface CommonOptions extends InputOptions {
  /** `--line-offset N`: added to every line number (rows numbered globally when a file is split in parts). */
  lineOffset: number;
  stats: boolean;
  progress: boolean;
  out: Output;
  err: NodeJS.WriteStream;
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

function countLine(stats: Stats, result: ScanResult, i: number, detailed: boolean): boolean {
  stats.lines++;
  const valid = result.isValid(i);
  if (valid) stats.valid++;
  if (detailed) {
    if (valid) {
      stats.count(stats.bySchemes, result.component(i, "scheme")?.toLowerCase() ?? "(relative)");
      stats.count(stats.byHostKind, result.hostKind(i) ?? "(no authority)");
    } else {
      stats.count(stats.byErrorCode, result.error(i)!.code);
    }
  }
  return valid;
}

async function eachBatch(
  files: readonly string[],
  options: CommonOptions,
  stats: Stats,
  onBatch: (result: ScanResult, file: string, fileIndex: number) => void,
): Promise<void> {
  for (let f = 0; f < files.length; f++) {
    const file = files[f];
    const source = await openBatches(file, options);
    const progress = new Progress(options.err, source.totalBytes, options.progress);
    let bytes = 0;
    for await (const result of source.batches) {
      // The bar is cleared while rows and reports are written, so that no report line is glued to it.
      progress.clear();
      onBatch(result, file, f);
      bytes = result.byteOffset + result.bytes.length;
      progress.update(stats.bytes + bytes, stats.lines);
    }
    stats.scanMs += source.scanMs();
    stats.bytes += source.totalBytes ?? bytes;
    progress.done();
  }
}

/** `urikit split`: one row per line with its components, or its error. */
export async function split(
  files: readonly string[],
  options: CommonOptions & { format: RowFormat; fields: readonly FieldName[] | undefined; absent: string; header: boolean; repair?: boolean },
): Promise<number> {
  const stats = new Stats();
  // Several files: a `file` column first, so that the per-file line numbers stay unambiguous.
  const defaults = options.repair === true ? REPAIR_FIELDS : DEFAULT_FIELDS;
  const fields = options.fields ?? (files.length > 1 ? ["file" as const, ...defaults] : defaults);
  const header = headerLine(options.format, fields);
  if (header !== undefined && options.header) options.out.line(header);
  const fieldIds = fields.map((field) => FIELD_ID[field]);
  const wantsInput = fields.includes("input");
  const cells: Cell[] = new Array(fields.length).fill(undefined);
  const bytesOut = options.format === "ndjson" ? undefined : new ByteRowWriter(options.out, options.format);
  await eachBatch(files, options, stats, (result, file) => {
    const name = inputName(file);
    // PERF: read the rows directly; for TSV/CSV copy component bytes straight to the output buffer.
    const bytes = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
    const rows = result.offsets;
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
      const text = bytesOut !== undefined && valid && !wantsInput ? "" : bytes.toString(valid ? "latin1" : "utf8", lineStart, lineEnd);
      // --repair: the row of a mended line describes the repaired reference (issue 9 §3)
      const fixed = options.repair === true && !valid ? repairLine(text) : undefined;
      if (fixed !== undefined) {
        for (let f = 0; f < fieldIds.length; f++) {
          const id = fieldIds[f];
          let cell: Cell;
          if (id < COMPONENT_NAMES.length) cell = componentOf(fixed.parsed, id);
          else if (id === FIELD_LINE) cell = result.firstLine + i + 1;
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
        else options.out.line(ndjsonRow(fields, cells));
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
          }
          else if (id === FIELD_ERROR_MESSAGE) {
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
      else options.out.line(ndjsonRow(fields, cells));
    }
  });
  bytesOut?.flush();
  options.out.flush();
  finish(stats, options, "split");
  return stats.invalid > 0 ? EXIT_INVALID : EXIT_OK;
}

/** `urikit validate`: report each invalid line as FILE:LINE:COLUMN: code: message (nothing for valid lines). */
export async function validate(files: readonly string[], options: CommonOptions & { quiet: boolean }): Promise<number> {
  const stats = new Stats();
  await eachBatch(files, options, stats, (result, file) => {
    for (let i = 0; i < result.length; i++) {
      if (countLine(stats, result, i, options.stats) || options.quiet) continue;
      const error = result.error(i)!;
      const start = result.ranges[2 * i];
      const end = result.ranges[2 * i + 1];
      const message = lineErrorMessage(result.line(i), result.bytes, start, end);
      options.out.line(`${inputName(file)}:${options.lineOffset + result.firstLine + i + 1}:${error.index + 1}: ${message}`);
    }
  });
  options.out.flush();
  finish(stats, options, "validate");
  return stats.invalid > 0 ? EXIT_INVALID : EXIT_OK;
}

/**
 * `urikit normalize | resolve | relativize`: one output line per input line, the transformed reference; an
 * invalid line gives an empty output line (so line numbers stay aligned) and a report on stderr.
 */
export async function transform(
  files: readonly string[],
  options: CommonOptions,
  label: string,
  apply: (text: string) => string,
): Promise<number> {
  const stats = new Stats();
  let failed = 0;
  await eachBatch(files, options, stats, (result, file) => {
    for (let i = 0; i < result.length; i++) {
      countLine(stats, result, i, options.stats);
      const text = result.line(i);
      try {
        options.out.line(apply(text));
      } catch (e) {
        if (!UriError.is(e)) throw e;
        failed++;
        options.out.line("");
        const message = humanMessage(text, e, result.bytes, result.ranges[2 * i], result.ranges[2 * i + 1]);
        options.err.write(`${inputName(file)}:${options.lineOffset + result.firstLine + i + 1}:${e.index + 1}: ${message}\n`);
      }
    }
  });
  options.out.flush();
  finish(stats, options, label);
  return failed > 0 ? EXIT_INVALID : EXIT_OK;
}

export const normalizeLine = (text: string): string => normalize(text);
export const resolveLine = (base: string, strict: boolean) => (text: string): string => resolve(base, text, { strict });
export const relativizeLine = (base: string) => (text: string): string => relativize(base, text);

function finish(stats: Stats, options: CommonOptions, label: string): void {
  options.err.write(stats.summary(label) + "\n");
  if (options.stats) options.err.write(stats.details() + "\n");
}

/**
 * `urikit parse URI...`: the components of each URI, or the error with a caret under the bad character. With
 * `--json`, one object of the same shape per URI, valid or not: `input`, `valid`, the seven components (`null` when
 * absent or when the input is invalid) and `error` (`null`, or `{ code, index, rule, message }`).
 */
export function parseCommand(uris: readonly string[], out: Output, json: boolean): number {
  let status = EXIT_OK;
  for (const text of uris) {
    let parsed: ReturnType<typeof parse> | undefined;
    let error: UriError | undefined;
    try {
      parsed = parse(text);
    } catch (e) {
      if (!UriError.is(e)) throw e;
      error = e;
      status = EXIT_INVALID;
    }
    // Every error, not only the first (issue 9 §4): diagnose's first one is the one parse threw.
    const errors = error === undefined ? [] : diagnose(text);
    if (json) {
      const record: Record<string, unknown> = { input: text, valid: error === undefined };
      for (const name of COMPONENT_NAMES) record[name] = parsed?.[name] ?? null;
      const brief = (x: UriError) => ({ code: x.code, index: x.index, rule: x.rule, message: humanMessage(text, x) });
      record.error = error === undefined ? null : brief(error);
      record.errors = errors.map(brief);
      out.line(JSON.stringify(record));
    } else if (error !== undefined) {
      if (errors.length <= 1) out.line(`invalid URI reference:\n${caretDiagram(text, error, "  ", humanMessage(text, error))}`);
      else out.line(`${invalidHeading(errors.length)}\n${errorsDiagram(text, errors)}`);
    } else {
      out.line(text);
      for (const name of COMPONENT_NAMES) {
        const value = parsed![name];
        out.line(`  ${name.padEnd(9)} ${value === undefined ? "(absent)" : JSON.stringify(value)}`);
      }
    }
  }
  out.flush();
  return status;
}
