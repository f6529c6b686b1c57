import { expectString, typeName } from "@urikit/core";
import { createReadStream } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import { ScanResult } from "./scan-result.js";
import { DEFAULT_BATCH_BYTES, LineBatcher, scanBatch, type Batch } from "./scan-stream.js";
import type { WorkerReply, WorkerRequest } from "./scan-worker.js";

/** Options of {@link scanFile}. */
export interface ScanFileOptions {
  /**
   * Worker threads; 0 scans on the calling thread. Default: available parallelism − 1, at least 1; under Deno 0,
   * because its `worker_threads` shim moves each batch far slower than one thread scans it (20× slower and 2× the
   * memory on a 200 MB file, urikit issue 10 §6).
   */
  workers?: number;
  /** Engine of every worker, default `"auto"`. */
  engine?: ScanEngineChoice;
  /** Bytes per batch (and per file read), default 4 MiB. */
  batchBytes?: number;
}

/** The worker script: dist/scan-worker.js beside this module (from the TypeScript sources under vitest, the built one). */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("../dist/scan-worker.js", here) : new URL("./scan-worker.js", here);
}

async function* batchesOf(path: string, batchBytes: number): AsyncGenerator<Batch> {
  const batcher = new LineBatcher(batchBytes);
  for await (const chunk of createReadStream(path, { highWaterMark: batchBytes })) {
    const batch = batcher.push(chunk as Uint8Array);
    if (batch !== undefined) yield batch;
  }
  const last = batcher.end();
  if (last !== undefined) yield last;
}

/** One worker and the replies it owes. */
class ScanWorker {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();

  constructor(engine: ScanEngineChoice) {
    this.#worker = new Worker(workerUrl(), { workerData: { engine } });
    this.#worker.on("message", (reply: WorkerReply) => {
      const waiter = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      if (reply.error !== undefined) waiter?.reject(new Error(`@urikit/scanner worker: ${reply.error}`));
      else waiter?.resolve(reply);
    });
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", (code) => {
      if (this.#waiting.size > 0) this.#failAll(new Error(`@urikit/scanner worker exited with code ${code}`));
    });
  }

  #failAll(error: Error): void {
    for (const waiter of this.#waiting.values()) waiter.reject(error);
    this.#waiting.clear();
  }

  scan(id: number, batch: Batch): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      const request: WorkerRequest = { id, batch };
      this.#worker.postMessage(request, [batch.bytes.buffer as ArrayBuffer]);
    });
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }
}

/**
 * Scan a file of URI references, one per line, on worker threads: the file is read in `batchBytes` chunks, cut at line
 * boundaries, and batches go round-robin to the workers; results come back in input order, one {@link ScanResult}
 * per batch. Memory model: at most 2 × workers batches are in flight (each batch's bytes are transferred to its
 * worker and back, never copied), so memory is about 2 × workers × batchBytes × (1 + 1.7 for rows) plus the
 * results the caller still holds, however large the file.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function* scanFile(path: string, options: ScanFileOptions = {}): AsyncGenerator<ScanResult, void, undefined> {
  expectString(path, "scanFile", "path");
  if (typeof options !== "object" || options === null) throw new TypeError(`scanFile: expected an options object, got ${typeName(options)}`);
  const underDeno = typeof (globalThis as { Deno?: unknown }).Deno !== "undefined";
  const workers = options.workers ?? (underDeno ? 0 : Math.max(1, availableParallelism() - 1));
  const engineChoice = options.engine ?? "auto";
  const batchBytes = options.batchBytes ?? DEFAULT_BATCH_BYTES;
  let firstLine = 0;
  if (!(Number.isInteger(workers) && workers >= 0)) throw new RangeError(`workers must be a non-negative integer, got ${workers}`);
  if (workers === 0) {
    const engine = await loadEngine(engineChoice);
    for await (const batch of batchesOf(path, batchBytes)) {
      const result = scanBatch(engine, batch, firstLine);
      firstLine += result.length;
      yield result;
    }
    return;
  }
  const pool = Array.from({ length: workers }, () => new ScanWorker(engineChoice));
  const inFlight = new Map<number, { reply: Promise<WorkerReply>; byteOffset: number }>();
  const batches = batchesOf(path, batchBytes);
  let sent = 0;
  let received = 0;
  let done = false;
  try {
    for (;;) {
      while (!done && inFlight.size < 2 * workers) {
        const next = await batches.next();
        if (next.done === true) {
          done = true;
          break;
        }
        const reply = pool[sent % workers].scan(sent, next.value);
        reply.catch(() => undefined); // awaited in order below; avoid an unhandled rejection meanwhile
        inFlight.set(sent, { reply, byteOffset: next.value.byteOffset });
        sent++;
      }
      const head = inFlight.get(received);
      if (head === undefined) break;
      inFlight.delete(received);
      received++;
      const reply = await head.reply;
      const result = new ScanResult({
        bytes: reply.bytes!,
        rows: reply.rows!,
        ranges: reply.ranges!,
        count: reply.count!,
        firstLine,
        byteOffset: head.byteOffset,
      });
      firstLine += result.length;
      yield result;
    }
  } finally {
    await batches.return(undefined);
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
