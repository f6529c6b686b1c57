// Worker thread of `scanFile`: scans the batches the main thread sends, in arrival order, and sends rows and ranges
// back (transferred, not copied). Not part of the public API.
import { parentPort, workerData } from "node:worker_threads";
import { loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import { scanBatch, type Batch } from "./scan-stream.js";

/** A batch to scan. @internal */
export interface WorkerRequest {
  id: number;
  batch: Batch;
}

/** Rows and ranges of one batch, or the message of an error. @internal */
export interface WorkerReply {
  id: number;
  bytes?: Uint8Array;
  rows?: Int32Array;
  ranges?: Int32Array;
  count?: number;
  error?: string;
}

const port = parentPort;
if (port !== null) {
  const ready = loadEngine((workerData as { engine: ScanEngineChoice }).engine);
  port.on("message", (request: WorkerRequest) => {
    ready.then(
      (engine) => {
        const result = scanBatch(engine, request.batch, 0);
        const reply: WorkerReply = { id: request.id, bytes: result.bytes, rows: result.offsets, ranges: result.ranges, count: result.length };
        port.postMessage(reply, [result.bytes.buffer as ArrayBuffer, result.offsets.buffer as ArrayBuffer, result.ranges.buffer as ArrayBuffer]);
      },
      (error: unknown) => port.postMessage({ id: request.id, error: String(error) } satisfies WorkerReply),
    );
  });
}
