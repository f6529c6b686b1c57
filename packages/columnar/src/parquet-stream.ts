import { Compression, EnabledStatistics, Table as WasmTable, WriterPropertiesBuilder, transformParquetStream, type RecordBatch as WasmRecordBatch } from "parquet-wasm";
import { ColumnarEncoder } from "./columnar-encoder.js";
import type { ScanResult } from "@urikit/scanner";
import type { ColumnName, ColumnarBatch, ColumnarOptions } from "./columns.js";
import { emptyBatch, toBatch, type ScanResults } from "./scan-results.js";

/** Options of {@link parquetStream}. */
export interface ParquetOptions extends ColumnarOptions {
  /** Page compression, default `"snappy"` (fastest to write); `"zstd"` makes files about a third smaller. */
  compression?: "snappy" | "zstd" | "none";
  /** Rows per row group, default 1 048 576 (DuckDB, Spark and Polars parallelise over row groups). */
  rowGroupRows?: number;
}

/**
 * What {@link parquetStream} takes: scan results, or Arrow IPC streams that `encodeIpc` of a {@link ColumnarEncoder}
 * with the same columns made (in a worker thread, say), mixed in any order.
 */
export type ParquetInput = ScanResults | AsyncIterable<ScanResult | ColumnarBatch | Uint8Array> | Iterable<ScanResult | ColumnarBatch | Uint8Array>;

/** Each batch of `results` as the Arrow IPC stream the writer takes; at least one (an empty batch for no input). */
async function* ipcBatches(results: ParquetInput, encoder: ColumnarEncoder): AsyncGenerator<Uint8Array> {
  let any = false;
  for await (const value of results) {
    any = true;
    yield value instanceof Uint8Array ? value : encoder.encodeIpc(toBatch(value));
  }
  if (!any) yield encoder.encodeIpc(emptyBatch());
}

/** Rows per row group by default: about one million, what DuckDB and Spark readers like. */
const DEFAULT_ROW_GROUP_ROWS = 1 << 20;

/**
 * Columns that rarely repeat: Parquet dictionary encoding is turned off for them, so the writer does not build a
 * dictionary only to throw it away. PERF: about 30 % faster writes on the bench/data lists.
 */
const PLAIN_COLUMNS: readonly ColumnName[] = ["line", "path", "query", "fragment", "error_index", "error_message", "source"];

/**
 * Why Parquet output is refused here: parquet-wasm's Node build (which Deno and Bun load too, through the "node"
 * export condition) instantiates its WebAssembly at import; its browser build waits for an `init()` with the
 * module's bytes or URL, which a bundled library cannot know, so its writer is unusable there.
 */
const NOT_IN_BROWSERS =
  "@urikit/columnar: parquetStream runs on Node.js, Deno and Bun only: in a browser the Parquet writer's WebAssembly (parquet-wasm) is not initialised. Arrow output (toArrow, arrowIpcStream) works everywhere.";

/** A new Parquet writer settings builder, or the error that says Parquet needs Node.js, Deno or Bun. */
function writerProperties(): WriterPropertiesBuilder {
  try {
    return new WriterPropertiesBuilder();
  } catch (cause) {
    throw new Error(NOT_IN_BROWSERS, { cause });
  }
}

const CODECS = { snappy: Compression.SNAPPY, zstd: Compression.ZSTD, none: Compression.UNCOMPRESSED } as const;

/**
 * Scan results written as one Parquet file, streamed: each result becomes an Arrow record batch handed to the
 * Parquet writer of arrow-rs (parquet-wasm), which cuts row groups of `rowGroupRows` rows with statistics on and
 * dictionary encoding on `scheme`, `host`, `host_kind` and `error_code`. Memory: about one row group of encoded
 * pages plus one batch, however large the input. The returned stream yields the file's bytes; pull it to write.
 * Node.js, Deno and Bun only: in a browser it rejects with an error that says so (Arrow output works there).
 * A batch may also come as the bytes of `encodeIpc` (see {@link ParquetInput}): encoded in worker threads, the
 * batches leave this thread only the writing.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export async function parquetStream(results: ParquetInput, options: ParquetOptions = {}): Promise<ReadableStream<Uint8Array>> {
  const encoder = new ColumnarEncoder({ ...options, dictionary: "batch" });
  const compression = options.compression ?? "snappy";
  if (!(compression in CODECS)) throw new RangeError(`@urikit/columnar: compression is snappy, zstd or none; got ${String(compression)}`);
  const rowGroupRows = options.rowGroupRows ?? DEFAULT_ROW_GROUP_ROWS;
  if (!(Number.isSafeInteger(rowGroupRows) && rowGroupRows >= 1)) throw new RangeError(`@urikit/columnar: rowGroupRows must be a whole number ≥ 1, got ${rowGroupRows}`);
  let builder = writerProperties()
    .setCompression(CODECS[compression])
    .setStatisticsEnabled(EnabledStatistics.Page)
    .setMaxRowGroupSize(rowGroupRows)
    .setCreatedBy("urikit (@urikit/columnar, parquet-wasm)");
  for (const name of encoder.columns) if (PLAIN_COLUMNS.includes(name)) builder = builder.setColumnDictionaryEnabled(name, false);
  const batches = ipcBatches(results, encoder);
  // Set when the reader cancels the file: the writer is then given no more batches.
  let cancelled = false;
  const input = new ReadableStream<WasmRecordBatch>(
    {
      async pull(controller) {
        const next = cancelled ? undefined : await batches.next();
        if (next === undefined || next.done === true) {
          controller.close();
          return;
        }
        // The batch crosses into WebAssembly memory as an Arrow IPC stream (one batch, its own dictionaries).
        const table = WasmTable.fromIPCStream(next.value);
        try {
          controller.enqueue(table.recordBatch(0)!);
        } finally {
          table.free();
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  const file = ((await transformParquetStream(input, builder.build())) as ReadableStream<Uint8Array>).getReader();
  // parquet-wasm does not pass a cancel of its output on to its input: it would read, scan and encode the whole input
  // for nobody. This stream passes the bytes through and, on cancel, stops the input itself.
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await file.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel(reason) {
        cancelled = true;
        await batches.return(undefined);
        await file.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
