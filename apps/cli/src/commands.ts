// The `urikit` commands. Every command that reads lines writes exactly one output row per input line, in input
// order; invalid lines are reported, never dropped, and make the exit code 1.
import { statSync, writeSync } from "node:fs";
import { availableParallelism } from "node:os";
import { COMPONENT_NAMES, OFFSET_SLOTS } from "@urikit/uri/offsets";
import { mapFile } from "@urikit/uri/node";
import {
  UriError,
  diagnose,
  parse,
  type ScanResult,
} from "@urikit/uri";
import { caretDiagram } from "./caret.js";
import { errorsDiagram, invalidHeading } from "./inspect-command.js";
import { humanMessage, rowErrorMessage } from "./messages.js";
import { WORKER_THRESHOLD_BYTES, inputName, openBatches, type InputOptions } from "./input.js";
import { Progress } from "./progress.js";
import { DEFAULT_FIELDS, REPAIR_FIELDS, headerLine, type FieldName, type RowFormat } from "./row-format.js";
import { SplitRows, type SplitRowOptions } from "./split-rows.js";
import type { SplitBatch } from "./split-worker.js";
import { Stats, addCounts, countLine, type StatsCounts } from "./stats.js";
import { lineTransform, transformRows, type TransformRowOptions, type TransformSpec } from "./transform-rows.js";
import type { TransformBatch } from "./transform-worker.js";
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

const LINE_FEED = new Uint8Array([0x0a]);

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

  /** One line given as raw bytes (written as they are, then LF), after any pending lines. */
  lineBytes(bytes: Uint8Array): void {
    this.flush();
    this.#write(bytes);
    this.#write(LINE_FEED);
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

/** The worker threads a line command uses for `file`: 0 for stdin, a range, one worker, or a small file under "auto". */
function fileWorkers(file: string, options: CommonOptions): number {
  if (file === "-" || options.range !== undefined) return 0;
  if (options.workers === "auto") return statSync(file).size >= WORKER_THRESHOLD_BYTES ? availableParallelism() : 0;
  return options.workers > 1 ? options.workers : 0;
}

/**
 * Run a line command over one file on worker threads: each worker reads, scans and handles its own ranges of the
 * file with the map `module` (split-worker.ts, transform-worker.ts), and the main thread only takes the results, in
 * input order, through `onBatch` (which writes them).
 */
async function onWorkers<T extends { counts: StatsCounts }>(
  file: string,
  workers: number,
  module: URL,
  data: unknown,
  options: CommonOptions,
  stats: Stats,
  onBatch: (value: T) => void,
): Promise<void> {
  const size = statSync(file).size;
  const progress = new Progress(options.err, size, options.progress);
  const batches = mapFile<T>(file, { workers, engine: options.engine, module, data });
  let waited = 0;
  try {
    for (;;) {
      const started = performance.now();
      const step = await batches.next();
      waited += performance.now() - started;
      if (step.done === true) break;
      const batch = step.value;
      // The bar is cleared while rows and reports are written, so that no report line is glued to it.
      progress.clear();
      onBatch(batch.value);
      addCounts(stats, batch.value.counts);
      progress.update(stats.bytes + batch.byteOffset + batch.byteLength, stats.lines);
    }
  } finally {
    await batches.return(undefined);
  }
  stats.scanMs += waited;
  stats.bytes += size;
  progress.done();
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
  for (const file of files) {
    const rowOptions: SplitRowOptions = {
      format: options.format,
      fields,
      absent: options.absent,
      lineOffset: options.lineOffset,
      repair: options.repair === true,
      stats: options.stats,
      name: inputName(file),
    };
    const workers = fileWorkers(file, options);
    if (workers > 1) {
      const module = new URL("./split-worker.js", import.meta.url);
      await onWorkers<SplitBatch>(file, workers, module, rowOptions, options, stats, (batch) => options.out.writeRaw(batch.bytes));
      continue;
    }
    const rows = new SplitRows(rowOptions, options.out);
    await eachBatch([file], { ...options, workers: 1 }, stats, (result) => rows.rows(result, stats));
    rows.flush();
  }
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
      const message = rowErrorMessage(result.line(i), result.rows, i * OFFSET_SLOTS, result.bytes, start, end);
      options.out.line(`${inputName(file)}:${options.lineOffset + result.firstLine + i + 1}:${error.index + 1}: ${message}`);
    }
  });
  options.out.flush();
  finish(stats, options, "validate");
  return stats.invalid > 0 ? EXIT_INVALID : EXIT_OK;
}

/**
 * `urikit normalize | resolve | relativize`: one output line per input line, the transformed reference; an
 * invalid line is written unchanged (an empty line with `--drop-invalid`), so line numbers stay aligned and a run in
 * place loses nothing, and is reported on stderr. On worker threads
 * (`--workers N`, a whole file) the workers transform their own ranges and the main thread writes what they return.
 */
export async function transform(files: readonly string[], options: CommonOptions & { dropInvalid?: boolean }, spec: TransformSpec): Promise<number> {
  const stats = new Stats();
  let failed = 0;
  const apply = lineTransform(spec);
  for (const file of files) {
    const rowOptions: TransformRowOptions = { spec, name: inputName(file), lineOffset: options.lineOffset, stats: options.stats, dropInvalid: options.dropInvalid === true };
    const workers = fileWorkers(file, options);
    if (workers > 1) {
      const module = new URL("./transform-worker.js", import.meta.url);
      await onWorkers<TransformBatch>(file, workers, module, rowOptions, options, stats, (batch) => {
        options.out.writeRaw(batch.bytes);
        if (batch.reports !== "") options.err.write(batch.reports);
        failed += batch.failed;
      });
      continue;
    }
    const report = (text: string): void => void options.err.write(text);
    await eachBatch([file], { ...options, workers: 1 }, stats, (result) => {
      failed += transformRows(result, rowOptions, apply, stats, options.out, report);
    });
  }
  options.out.flush();
  finish(stats, options, spec.command);
  return failed > 0 ? EXIT_INVALID : EXIT_OK;
}

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
