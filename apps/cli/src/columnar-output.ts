// `urikit split --format parquet|arrow|arrows`: the rows of `split` as a Parquet file or Arrow IPC, written by
// @urikit/columnar. Same rows as TSV (one per input line, in order, invalid lines kept), typed and with null for an
// absent component; the scan batches stream through, so memory stays flat.
import type { ScanResult } from "@urikit/uri";
// Types only: the writers (apache-arrow, the Parquet WASM) load in splitColumnar, when a columnar format is asked
// for, so that every other command starts without them.
import type { ColumnName } from "@urikit/columnar";
import type { CommonOptions } from "./line-commands.js";
import { openBatches } from "./input.js";
import { Progress } from "./progress.js";
import type { FieldName } from "./row-format.js";
import { Stats, countLine } from "./stats.js";

/** The columnar formats of `split`: Parquet, the Arrow IPC file (`.arrow`) and the Arrow IPC stream (`.arrows`). */
export const COLUMNAR_FORMATS = ["parquet", "arrow", "arrows"] as const;
export type ColumnarFormat = (typeof COLUMNAR_FORMATS)[number];

export function isColumnarFormat(format: string): format is ColumnarFormat {
  return (COLUMNAR_FORMATS as readonly string[]).includes(format);
}

/** The column of each `--fields` name (TSV's `input` is the `source` column; `file` has none: one table per file). */
function columnOf(field: FieldName): ColumnName {
  if (field === "file" || field === "repaired") throw new Error(`the ${field} field is not a column of Parquet or Arrow output`);
  return field === "input" ? "source" : field;
}

/** Why these options cannot make columnar output, or `undefined` when they can. */
export function columnarUsageProblem(
  format: ColumnarFormat,
  output: string | undefined,
  absent: string | undefined,
  files: readonly string[] = ["-"],
  fields: readonly FieldName[] = [],
): string | undefined {
  if (files.length > 1) return `--format ${format} writes one table per input: give one FILE (line numbers restart in each file)`;
  if (fields.includes("file")) return `--fields file: Parquet and Arrow output has no file column (one table per input file)`;
  if (fields.includes("repaired")) return `--fields repaired: Parquet and Arrow output has no repaired column (split --repair writes text rows)`;
  if (absent !== undefined) return `--absent applies to TSV and CSV only; ${format} keeps null for an absent component`;
  if ((output === undefined || output === "-") && process.stdout.isTTY === true) {
    return `--format ${format} is binary: write it to a file with -o FILE, or pipe stdout`;
  }
  return undefined;
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
 * `urikit split --format parquet|arrow|arrows`: one table of all FILEs (line numbers count within each file, as in
 * TSV), to `options.out`. Exit code 1 when some line is invalid.
 */
export async function splitColumnar(
  files: readonly string[],
  options: CommonOptions & { format: ColumnarFormat; fields: readonly FieldName[] | undefined; source: boolean; lineOffset?: number },
): Promise<number> {
  const { DEFAULT_COLUMNS, arrowIpcStream, parquetStream } = await import("@urikit/columnar");
  const stats = new Stats();
  const columns = options.fields === undefined ? [...DEFAULT_COLUMNS] : options.fields.map(columnOf);
  const settings = { columns, source: options.source, lineOffset: options.lineOffset ?? 0 };
  async function* all(): AsyncGenerator<ScanResult> {
    for (const file of files) {
      const source = await openBatches(file, options);
      const progress = new Progress(options.err, source.totalBytes, options.progress);
      const before = stats.bytes;
      let bytes = 0;
      for await (const result of counted(source.batches, stats, options.stats, progress, before)) {
        bytes = result.byteOffset + result.bytes.length;
        yield result;
      }
      stats.scanMs += source.scanMs();
      stats.bytes += source.totalBytes ?? bytes;
      progress.done();
    }
  }
  const stream =
    options.format === "parquet" ? await parquetStream(all(), settings) : arrowIpcStream(all(), { ...settings, format: options.format === "arrow" ? "file" : "stream" });
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
