// Where lines come from: a file (scanned in batches, across worker threads when --workers > 1) or stdin
// (streamed in batches). Either way memory stays flat, whatever the input's size.
import { closeSync, createReadStream, fstatSync, openSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { scanStream, type ScanEngineChoice, type ScanResult } from "@urikit/scanner";
import { scanFile, scanFileWorkers } from "@urikit/scanner/node";
import { describeSystemError } from "./system-error.js";
import { lineSpan, type ByteRange } from "./byte-range.js";
import { now } from "./clock.js";

/** An input that cannot be read (exit code 3). */
export class InputError extends Error {
  override name = "InputError";
}

/** The name of an input in messages and rows: `<stdin>` for "-". */
export function inputName(file: string): string {
  return file === "-" ? "<stdin>" : file;
}

/**
 * Open and close every input file before any output is touched: a missing file, a directory or a file without read
 * permission throws {@link InputError} with a human message ("cannot read "x": no such file or directory").
 */
export function checkInputs(files: readonly string[]): void {
  for (const file of files) {
    if (file === "-") continue;
    let fd: number;
    try {
      fd = openSync(file, "r");
    } catch (e) {
      throw new InputError(`cannot read "${file}": ${describeSystemError(e)}`);
    }
    try {
      if (fstatSync(fd).isDirectory()) throw new InputError(`cannot read "${file}": it is a directory`);
    } finally {
      closeSync(fd);
    }
  }
}

/** Whether this runs under Deno, whose worker_threads shim is far slower than one thread (16 s and
 * 1.6 GB against 0.8 s on Node for a 200 MB file). */
export function underDeno(): boolean {
  return typeof (globalThis as { Deno?: unknown }).Deno !== "undefined";
}

/**
 * The worker count to use: `--workers` capped at the CPU count, 1 under Deno; `notes` receives a line for stderr
 * whenever the request is capped or ignored.
 */
export function resolveWorkers(requested: number | "auto", files: readonly string[], note: (text: string) => void): number | "auto" {
  const cpus = availableParallelism();
  if (underDeno()) {
    if (requested !== "auto" && requested > 1) note(`--workers ${requested} ignored under Deno (its worker threads are slower than one): scanning on one thread`);
    return 1;
  }
  if (requested === "auto") return "auto";
  if (requested > 1 && files.length > 0 && files.every((file) => file === "-")) {
    note(`--workers ${requested} ignored for stdin (it is read and scanned on the main thread)`);
    return 1;
  }
  if (requested > cpus) {
    note(`--workers ${requested} capped to ${cpus}, the number of CPUs available`);
    return cpus;
  }
  return requested;
}

/** Below this size a file is scanned on the main thread: starting workers would cost more than they save. */
export const WORKER_THRESHOLD_BYTES = 32 * 1024 * 1024;

export interface InputOptions {
  /** Worker threads for file input; `"auto"`: one per CPU for files of at least 32 MB, else none. */
  workers: number | "auto";
  engine: ScanEngineChoice;
  /** `--range`: only the lines that start in this byte range of the (single) input file. */
  range?: ByteRange | undefined;
}

export interface BatchSource {
  /** Results in input order, one per batch of whole lines. */
  batches: AsyncIterable<ScanResult>;
  /** Size of the input when known (a regular file), for the progress bar's ETA. */
  totalBytes: number | undefined;
  /** Milliseconds spent waiting for batches: reading plus scanning, not writing rows. */
  scanMs(): number;
  /** Worker threads that scan the input (0: the main thread alone). */
  workers: number;
}

/** Time every `next()` of an async iterable. */
function timed(source: AsyncIterable<ScanResult>, add: (ms: number) => void): AsyncIterable<ScanResult> {
  return {
    [Symbol.asyncIterator]() {
      const iterator = source[Symbol.asyncIterator]();
      return {
        async next() {
          const started = now();
          const step = await iterator.next();
          add(now() - started);
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

/**
 * Bytes per read of an input file. A file no larger is read in one call instead of through a read stream, which a
 * command on a small file would otherwise load Node's stream modules for (a few milliseconds of its start).
 */
const READ_CHUNK_BYTES = 1 << 20;

/** Open `file` ("-" for stdin) as batches of scan results. */
export async function openBatches(file: string, options: InputOptions): Promise<BatchSource> {
  let spent = 0;
  const add = (ms: number): void => {
    spent += ms;
  };
  if (file === "-") {
    const batches = scanStream(process.stdin, { engine: options.engine });
    return { batches: timed(batches, add), totalBytes: undefined, scanMs: () => spent, workers: 0 };
  }
  const size = statSync(file).size; // throws ENOENT & co. before any output: exit code 3
  if (options.range !== undefined) {
    // One part of the file, on the main thread; a BOM is skipped only at the file's first byte.
    const { from, to } = lineSpan(file, size, options.range);
    const chunks = from === to ? [] : createReadStream(file, { start: from, end: to - 1, highWaterMark: READ_CHUNK_BYTES });
    const batches = scanStream(chunks, { engine: options.engine, skipBom: from === 0 });
    return { batches: timed(batches, add), totalBytes: to - from, scanMs: () => spent, workers: 0 };
  }
  const workers = options.workers === "auto" ? (size >= WORKER_THRESHOLD_BYTES ? availableParallelism() : 1) : options.workers;
  // A larger file on this thread: scanFile reads each range straight into the buffer its batch keeps (a read
  // stream's chunks would be copied once more into batches).
  const batches =
    workers > 1 || size > READ_CHUNK_BYTES
      ? scanFile(file, { workers: workers > 1 ? workers : 0, engine: options.engine })
      : scanStream([readFileSync(file)], { engine: options.engine });
  return { batches: timed(batches, add), totalBytes: size, scanMs: () => spent, workers: workers > 1 ? scanFileWorkers(file, { workers }) : 0 };
}

/** Bytes read so far from a stream of chunks, for the progress bar. */
export async function* counted(source: AsyncIterable<Uint8Array>, onBytes: (n: number) => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}
