import { AsyncByteQueue, RecordBatchFileWriter, RecordBatchStreamWriter } from "apache-arrow";
import { ColumnarEncoder } from "./columnar-encoder.js";
import type { ColumnarOptions } from "./columns.js";
import { atLeastOne, type ScanResults } from "./scan-results.js";

/** Options of {@link arrowIpcStream}. */
export interface ArrowIpcOptions extends ColumnarOptions {
  /** `"file"` (random access, footer at the end; `.arrow`) or `"stream"` (`.arrows`, readable as it arrives). Default `"file"`. */
  format?: "file" | "stream";
}

/** The writer's sink: collects what one `write` produces, so bytes leave batch by batch (flat memory). */
class Collector extends AsyncByteQueue {
  #chunks: Uint8Array[] = [];
  #size = 0;

  override write(value: ArrayBufferView | ArrayBufferLike | string): void {
    if (typeof value === "string") throw new TypeError("unexpected text from the Arrow writer");
    const bytes = ArrayBuffer.isView(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
    if (bytes.byteLength === 0) return;
    this.#chunks.push(bytes);
    this.#size += bytes.byteLength;
  }

  /** Everything written since the last call, as one buffer (`undefined` when nothing). */
  take(): Uint8Array | undefined {
    if (this.#size === 0) return undefined;
    const out = new Uint8Array(this.#size);
    let at = 0;
    for (const chunk of this.#chunks) {
      out.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#chunks = [];
    this.#size = 0;
    return out;
  }
}

/**
 * Scan results written as Arrow IPC, a record batch per result: the bytes of one batch are produced when the reader
 * pulls them, so memory stays near one batch whatever the input's size. The file form keeps one `scheme` dictionary
 * for the whole file (new schemes go out as delta dictionary batches); the stream form sends each batch's own.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function arrowIpcStream(results: ScanResults, options: ArrowIpcOptions = {}): ReadableStream<Uint8Array> {
  const format = options.format ?? "file";
  if (format !== "file" && format !== "stream") throw new RangeError(`@urikit/columnar: format is "file" or "stream", got ${String(format)}`);
  const encoder = new ColumnarEncoder({ ...options, dictionary: format === "file" ? "growing" : "batch" });
  const sink = new Collector();
  const writer = format === "file" ? new RecordBatchFileWriter() : new RecordBatchStreamWriter();
  writer.reset(sink, encoder.schema);
  const batches = atLeastOne(results);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const next = await batches.next();
          if (next.done === true) {
            writer.finish();
            const tail = sink.take();
            if (tail !== undefined) controller.enqueue(tail);
            controller.close();
            return;
          }
          writer.write(encoder.encode(next.value));
          const bytes = sink.take();
          if (bytes !== undefined) {
            controller.enqueue(bytes);
            return;
          }
        }
      },
      async cancel(reason) {
        await batches.return(undefined);
        writer.abort(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
