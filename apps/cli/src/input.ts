// Where lines come from: a file (scanned in batches, across worker threads when --workers > 1) or stdin
// (streamed in batches). Either way memory stays flat, whatever the input's size.
import { createReadStream, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { scanStream, type ScanEngineChoice, type ScanResult } from "@urikit/uri";
import { scanFile } from "@urikit/uri/node";

/** Below this size a file is scanned on the main thread: starting workers would cost more than they save. */
export const WORKER_THRESHOLD_BYTES = 32 * 1024 * 1024;

export interface InputOptions {
  /** Worker threads for file input; `"auto"`: one per CPU for files of at least 32 MB, else none. */
  workers: number | "auto";
  engine: ScanEngineChoice;
}

export interface BatchSource {
  /** Results in input order, one per batch of whole lines. */
  batches: AsyncIterable<ScanResult>;
  /** Size of the input when known (a regular file), for the progress bar's ETA. */
  totalBytes: number | undefined;
  /** Milliseconds spent waiting for batches: reading plus scanning, not writing rows. */
  scanMs(): number;
}

/** Time every `next()` of an async iterable. */
function timed(source: AsyncIterable<ScanResult>, add: (ms: number) => void): AsyncIterable<ScanResult> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = source[Symbol.asyncIterator]();
      return {
        async next() {
          const started = performance.now();
          const step = await iterator.next();
          add(performance.now() - started);
          return step;
        },
        async return(value?: unknown) {
          await iterator.return?.(value);
          return { done: true as const, value: undefined };
        },
      };
    },
  };
}

/** Open `file` ("-" for stdin) as batches of scan results. */
export async function openBatches(file: string, options: InputOptions): Promise<BatchSource> {
  let spent = 0;
  const add = (ms: number): void => {
    spent += ms;
  };
  if (file === "-") {
    const batches = scanStream(process.stdin, { engine: options.engine });
    return { batches: timed(batches, add), totalBytes: undefined, scanMs: () => spent };
  }
  const size = statSync(file).size; // throws ENOENT & co. before any output: exit code 3
  const workers = options.workers === "auto" ? (size >= WORKER_THRESHOLD_BYTES ? availableParallelism() : 1) : options.workers;
  const batches =
    workers > 1
      ? scanFile(file, { workers, engine: options.engine })
      : scanStream(createReadStream(file, { highWaterMark: 1 << 20 }), { engine: options.engine });
  return { batches: timed(batches, add), totalBytes: size, scanMs: () => spent };
}
