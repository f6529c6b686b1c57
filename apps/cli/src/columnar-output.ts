// `urikit split --format parquet|arrow|arrows`: the rows of `split` as a Parquet file or Arrow IPC, written by
// @urikit/columnar. Same rows as TSV (one per input line, in order, invalid lines kept), typed and with null for an
// absent component; the scan batches stream through, so memory stays flat.
import { ScanResult, createScanner } from "@urikit/scanner";
import { ERROR_CODE, OFFSET_SLOTS } from "@urikit/core/offsets";
// Types only: the writers (apache-arrow, the Parquet WASM) load in splitColumnar, when a columnar format is asked
// for, so that every other command starts without them.
import type { ColumnName, ColumnarBatch } from "@urikit/columnar";
import { batchesOnWorkers, fileWorkers, type CommonOptions } from "./line-commands.js";
import { inputName, openBatches } from "./input.js";
import { columnarErrorMessage } from "./columnar-message.js";
import type { ColumnarBatchOptions, ColumnarWorkerBatch } from "./columnar-worker.js";
import type { repairLine } from "./repair-rows.js";
import { Progress } from "./progress.js";
import type { FieldName } from "./row-format.js";
import { Stats, countLine } from "./stats.js";

/** The columnar formats of `split`: Parquet, the Arrow IPC file (`.arrow`) and the Arrow IPC stream (`.arrows`). */
export const COLUMNAR_FORMATS = ["parquet", "arrow", "arrows"] as const;
export type ColumnarFormat = (typeof COLUMNAR_FORMATS)[number];

export function isColumnarFormat(format: string): format is ColumnarFormat {
  return (COLUMNAR_FORMATS as readonly string[]).includes(format);
}

/** The column of each `--fields` name (TSV's `input` is the `source` column). */
function columnOf(field: FieldName): ColumnName {
  return field === "input" ? "source" : field;
}

/** Why these options cannot make columnar output, or `undefined` when they can. */
export function columnarUsageProblem(format: ColumnarFormat, output: string | undefined, absent: string | undefined): string | undefined {
  if (absent !== undefined) return `--absent applies to TSV and CSV only; ${format} keeps null for an absent component`;
  if ((output === undefined || output === "-") && process.stdout.isTTY === true) {
    return `--format ${format} is binary: write it to a file with -o FILE, or pipe stdout`;
  }
  return undefined;
}

/**
 * `--repair` on one batch: the lines that a repair mends get the repaired reference's row (scanned here, appended to
 * the batch's bytes), the others keep theirs; `source` stays the batch as read and `repaired` marks the mended rows.
 */
export function repairBatch(result: ScanResult, file: string, repair: typeof repairLine, scan: (lines: readonly string[]) => ScanResult): ColumnarBatch {
  const rows = result.offsets;
  const bytes = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
  const mended: number[] = [];
  const uris: string[] = [];
  for (let i = 0; i < result.length; i++) {
    if (rows[i * OFFSET_SLOTS + ERROR_CODE] === 0) continue;
    const fixed = repair(bytes.toString("utf8", result.ranges[2 * i], result.ranges[2 * i + 1]));
    if (fixed === undefined) continue;
    mended.push(i);
    uris.push(fixed.uri);
  }
  if (mended.length === 0) return { result, file };
  const fixes = scan(uris);
  const merged = new Uint8Array(result.bytes.length + fixes.bytes.length);
  merged.set(result.bytes);
  merged.set(fixes.bytes, result.bytes.length);
  const ranges = result.ranges.slice();
  const mergedRows = rows.slice();
  const repaired = new Uint8Array(result.length);
  const fixedRows = fixes.offsets;
  for (let k = 0; k < mended.length; k++) {
    const i = mended[k];
    ranges[2 * i] = result.bytes.length + fixes.ranges[2 * k];
    ranges[2 * i + 1] = result.bytes.length + fixes.ranges[2 * k + 1];
    mergedRows.set(fixedRows.subarray(k * OFFSET_SLOTS, (k + 1) * OFFSET_SLOTS), i * OFFSET_SLOTS);
    repaired[i] = 1;
  }
  const rowsOut = new ScanResult({ bytes: merged, rows: mergedRows, ranges, count: result.length, firstLine: result.firstLine, byteOffset: result.byteOffset });
  return { result: rowsOut, file, source: result, repaired };
}

/** Count lines (and with --stats schemes, host kinds, error codes) as batches pass by. */
async function* counted(batches: AsyncIterable<ScanResult>, stats: Stats, detailed: boolean, progress: Progress, before: number): AsyncGenerator<ScanResult> {
  for await (const result of batches) {
    for (let i = 0; i < result.length; i++) countLine(stats, result, i, detailed);
    progress.update(before + result.byteOffset + result.bytes.length, stats.lines);
    yield result;
  }
}

/**
 * Parquet on worker threads (a whole file, `--workers N`): each worker reads, scans and encodes its own ranges as
 * Arrow IPC streams (columnar-worker.ts), and the main thread only hands them, in input order, to the writer.
 */
async function* encodedOnWorkers(file: string, workers: number, data: ColumnarBatchOptions, options: CommonOptions, stats: Stats): AsyncGenerator<Uint8Array> {
  const module = new URL("./columnar-worker.js", import.meta.url);
  for await (const batch of batchesOnWorkers<ColumnarWorkerBatch>(file, workers, module, data, options, stats)) yield batch.value.ipc;
}

/**
 * `urikit split --format parquet|arrow|arrows`: one table of all FILEs, with the columns of the TSV fields in their
 * order (a `file` column first for several inputs; line numbers count within each file, as in TSV), the same
 * `error_message` wording, and `--repair` as in TSV, to `options.out`. Exit code 1 when some line is invalid.
 */
export async function splitColumnar(
  files: readonly string[],
  options: CommonOptions & { format: ColumnarFormat; fields: readonly FieldName[]; repair: boolean; lineOffset?: number },
): Promise<number> {
  const { arrowIpcStream, parquetStream } = await import("@urikit/columnar");
  const stats = new Stats();
  const settings = { columns: options.fields.map(columnOf), lineOffset: options.lineOffset ?? 0, errorMessage: columnarErrorMessage };
  // Repaired lines are few and short: the js engine scans them without loading another WebAssembly instance. The
  // repair code (@urikit/security) loads only when asked for.
  const scanner = options.repair ? await createScanner({ engine: "js" }) : undefined;
  const repair = options.repair ? (await import("./repair-rows.js")).repairLine : undefined;
  async function* all(): AsyncGenerator<ColumnarBatch | Uint8Array> {
    for (const file of files) {
      const workers = options.format === "parquet" && !options.repair ? fileWorkers(file, options) : 0;
      if (workers > 1) {
        yield* encodedOnWorkers(file, workers, { columns: settings.columns, lineOffset: settings.lineOffset, file: inputName(file), stats: options.stats }, options, stats);
        continue;
      }
      const source = await openBatches(file, options);
      stats.threads.push(source.workers);
      const progress = new Progress(options.err, source.totalBytes, options.progress);
      const before = stats.bytes;
      const name = inputName(file);
      let bytes = 0;
      for await (const result of counted(source.batches, stats, options.stats, progress, before)) {
        bytes = result.byteOffset + result.bytes.length;
        yield scanner === undefined || repair === undefined ? { result, file: name } : repairBatch(result, name, repair, (lines) => scanner.scan(lines));
      }
      stats.scanMs += source.scanMs();
      stats.bytes += source.totalBytes ?? bytes;
      progress.done();
    }
  }
  const stream =
    options.format === "parquet" ? await parquetStream(all(), settings) : arrowIpcStream(all() as AsyncIterable<ColumnarBatch>, { ...settings, format: options.format === "arrow" ? "file" : "stream" });
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    options.out.writeRaw(value);
    if (options.out.backlogged) await options.out.drained();
  }
  options.out.flush();
  options.err.write(stats.summary("split") + "\n");
  if (options.stats) options.err.write(stats.details() + "\n");
  return stats.invalid > 0 ? 1 : 0;
}
