// The line commands of `urikit` (split, validate, normalize, resolve, relativize): each writes exactly one output
// row per input line, in input order; invalid lines are reported, never dropped, and make the exit code 1.
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { mapFile, scanFileWorkers, type MappedBatch } from "@urikit/scanner/node";
import type { ScanResult } from "@urikit/uri";
import { EXIT_INVALID, EXIT_OK } from "./exit-codes.js";
import { OFFSET_SLOTS } from "@urikit/core/offsets";
import { rowErrorMessage } from "./messages.js";
import { WORKER_THRESHOLD_BYTES, inputName, openBatches, type InputOptions } from "./input.js";
import { Progress } from "./progress.js";
import { headerLine, splitFields, type FieldName, type RowFormat } from "./row-format.js";
import { SplitRows, loadRepair, type SplitRowOptions } from "./split-rows.js";
import type { PlaceRequest, SplitBatch, SplitWorkerData } from "./split-worker.js";
import { Stats, addCounts, countLine, type StatsCounts } from "./stats.js";
import type { TransformRowOptions, TransformSpec } from "./transform-rows.js";
import type { TransformBatch } from "./transform-worker.js";
import { OutputError, type Output } from "./output.js";
import { now } from "./clock.js";

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
    stats.threads.push(source.workers);
    const progress = new Progress(options.err, source.totalBytes, options.progress);
    let bytes = 0;
    for await (const result of source.batches) {
      // The bar is cleared while rows and reports are written, so that no report line is glued to it.
      progress.clear();
      onBatch(result, file, f);
      bytes = result.byteOffset + result.bytes.length;
      progress.update(stats.bytes + bytes, stats.lines);
      // A slow reader of a pipe: wait until it has taken the rows before making more (memory stays bounded).
      if (options.out.backlogged) await options.out.drained();
    }
    stats.scanMs += source.scanMs();
    stats.bytes += source.totalBytes ?? bytes;
    progress.done();
  }
}

/** The worker threads a line command uses for `file`: 0 for stdin, a range, one worker, or a small file under "auto". */
export function fileWorkers(file: string, options: CommonOptions): number {
  if (file === "-" || options.range !== undefined) return 0;
  if (options.workers === "auto") return statSync(file).size >= WORKER_THRESHOLD_BYTES ? availableParallelism() : 0;
  return options.workers > 1 ? options.workers : 0;
}

/**
 * The batches of one file mapped on worker threads by `module` (split-worker.ts, transform-worker.ts,
 * columnar-worker.ts), in input order, for the main thread to write. Keeps the progress bar (cleared while the
 * caller writes a batch, so that no report line is glued to it), adds each batch's counts to `stats` once it is
 * written, and the time spent waiting for workers to `stats.scanMs`.
 */
export async function* batchesOnWorkers<T extends { counts: StatsCounts }>(
  file: string,
  workers: number,
  module: URL,
  data: unknown,
  options: CommonOptions,
  stats: Stats,
): AsyncGenerator<MappedBatch<T>> {
  const size = statSync(file).size;
  const progress = new Progress(options.err, size, options.progress);
  const batches = mapFile<T>(file, { workers, engine: options.engine, module, data });
  stats.threads.push(scanFileWorkers(file, { workers }));
  let waited = 0;
  try {
    for (;;) {
      const started = now();
      const step = await batches.next();
      waited += now() - started;
      if (step.done === true) break;
      progress.clear();
      yield step.value;
      addCounts(stats, step.value.value.counts);
      progress.update(stats.bytes + step.value.byteOffset + step.value.byteLength, stats.lines);
    }
  } finally {
    await batches.return(undefined);
  }
  stats.scanMs += waited;
  stats.bytes += size;
  progress.done();
}

/**
 * Run a line command over one file on worker threads: each worker reads, scans and handles its own ranges of the
 * file, and the main thread only takes the results, in input order, through `onBatch` (which writes them).
 */
async function onWorkers<T extends { bytes: Uint8Array; counts: StatsCounts }>(
  file: string,
  workers: number,
  module: URL,
  data: unknown,
  options: CommonOptions,
  stats: Stats,
  onBatch: (value: T) => void,
): Promise<void> {
  for await (const batch of batchesOnWorkers<T>(file, workers, module, data, options, stats)) {
    onBatch(batch.value);
    // Written (writeRaw copies what it cannot write at once): the buffer goes back to its worker for reuse.
    batch.recycle([batch.value.bytes.buffer as ArrayBuffer]);
    if (options.out.backlogged) await options.out.drained();
  }
}

/** Calls that write kept rows, at most this many unanswered at once (each holds a batch's rows in its worker). */
const PLACES_AHEAD = 8;

/**
 * `urikit split` of one file on worker threads into a seekable output file: each worker keeps the rows it formats
 * and writes them itself at the offset this thread sets aside once the sizes before them are known, so the rows
 * never cross to this thread (stdout, pipes and devices take the rows here, in order, as `onWorkers` does).
 * Every write is answered before this returns; a failed one fails the run (and the output file is discarded).
 */
async function splitInPlace(file: string, workers: number, module: URL, rowOptions: SplitRowOptions, fd: number, options: CommonOptions, stats: Stats): Promise<void> {
  const data: SplitWorkerData = { ...rowOptions, keep: true };
  const pending: Promise<unknown>[] = [];
  const failed = (e: unknown): OutputError => new OutputError(`cannot write "${options.out.name}": ${e instanceof Error ? e.message : String(e)}`);
  let error: unknown;
  try {
    for await (const batch of batchesOnWorkers<SplitBatch>(file, workers, module, data, options, stats)) {
      if (batch.value.size === 0) continue;
      const request: PlaceRequest = { key: batch.value.key, fd, position: options.out.claim(batch.value.size) };
      const placed = batch.call(request);
      placed.catch(() => undefined); // awaited below, in order
      pending.push(placed);
      if (pending.length > PLACES_AHEAD) await pending.shift()!.catch((e: unknown) => Promise.reject(failed(e)));
    }
  } catch (e) {
    error = e;
  }
  // On failure too: no write may still be running when the output file is closed and removed.
  const settled = await Promise.allSettled(pending);
  if (error !== undefined) throw error;
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (rejected !== undefined) throw failed(rejected.reason);
}

/** `urikit split`: one row per line with its components, or its error. */
export async function split(
  files: readonly string[],
  options: CommonOptions & { format: RowFormat; fields: readonly FieldName[] | undefined; absent: string; header: boolean; repair?: boolean },
): Promise<number> {
  const stats = new Stats();
  // Several files: a `file` column first, so that the per-file line numbers stay unambiguous.
  const fields = options.fields ?? splitFields(files.length, undefined, options.repair === true, false);
  const header = headerLine(options.format, fields);
  if (header !== undefined && options.header) options.out.line(header);
  if (options.repair === true) await loadRepair();
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
      const module = new URL(options.repair === true ? "./split-repair-worker.js" : "./split-worker.js", import.meta.url);
      // One worker a core by default. Not one fewer with this thread helping (mapFile's `help`): while it formats a
      // batch it sends no worker its next map, and the worker waits (bench: cores/split, 0.77× the ceiling against
      // 0.89× for 2 workers).
      const fd = options.out.seekableFd;
      if (fd !== undefined) await splitInPlace(file, workers, module, rowOptions, fd, options, stats);
      else await onWorkers<SplitBatch>(file, workers, module, { ...rowOptions, keep: false } satisfies SplitWorkerData, options, stats, (batch) => options.out.writeRaw(batch.bytes));
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
 * place loses nothing, and is reported on stderr. On worker threads (`--workers N`, a whole file) the workers
 * transform their own ranges and the main thread writes what they return.
 */
export async function transform(files: readonly string[], options: CommonOptions & { dropInvalid?: boolean }, spec: TransformSpec): Promise<number> {
  const stats = new Stats();
  let failed = 0;
  // The transforms load the normalizer and the resolver: only the commands that use them pay for that.
  const { lineTransform, transformRows } = await import("./transform-rows.js");
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
