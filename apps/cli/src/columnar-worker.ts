// The map module of `urikit split --format parquet --workers N` (run by mapFile of @urikit/scanner/node in each
// worker thread): encodes the batch its worker just scanned as an Arrow IPC stream (ColumnarEncoder.encodeIpc), so
// that the main thread only hands the bytes to the Parquet writer. PERF: encoding was a third of the main thread's
// time while the workers idled (bench: columnar/format, parquet on 2 workers).
import { ColumnarEncoder, type ColumnName } from "@urikit/columnar";
import type { ScanResult } from "@urikit/scanner";
import type { MappedValue } from "@urikit/scanner/node";
import { columnarErrorMessage } from "./columnar-message.js";
import { Stats, countLine, statsCounts, type StatsCounts } from "./stats.js";

/** What every batch of one file is encoded with: plain data, so that it crosses to a worker thread as it is. */
export interface ColumnarBatchOptions {
  columns: ColumnName[];
  lineOffset: number;
  /** The input's name in the `file` column. */
  file: string;
  /** `--stats`: count lines by scheme, host kind and error code too. */
  stats: boolean;
}

/** What a worker sends back for a batch: its Arrow IPC stream, and its counts. */
export interface ColumnarWorkerBatch {
  ipc: Uint8Array;
  counts: StatsCounts;
}

/** The encoder of this thread, for the options it was made for (a worker gets one options object for all its batches). */
let current: { options: ColumnarBatchOptions; encoder: ColumnarEncoder } | undefined;

/** Encode the rows of one batch (mapFile calls this in the worker that scanned it, with `firstLine` set). */
export default function columnarBatch(result: ScanResult, options: ColumnarBatchOptions): MappedValue {
  if (current?.options !== options) {
    // "batch" dictionaries: each stream carries its own, so batches from several workers need no shared state.
    const encoder = new ColumnarEncoder({ columns: options.columns, lineOffset: options.lineOffset, errorMessage: columnarErrorMessage, dictionary: "batch" });
    current = { options, encoder };
  }
  const stats = new Stats();
  for (let i = 0; i < result.length; i++) countLine(stats, result, i, options.stats);
  const ipc = current.encoder.encodeIpc({ result, file: options.file });
  const value: ColumnarWorkerBatch = { ipc, counts: statsCounts(stats) };
  return { value, transfer: [ipc.buffer as ArrayBuffer] };
}
