// The map module of `urikit split --workers N` (run by mapFile of @urikit/uri/node in each worker thread): formats
// the rows of the batch its worker just scanned as TSV, CSV or NDJSON bytes, so that the main thread only writes
// byte blocks in order. The row code is split-rows.ts, the same the main thread runs with one worker.
import { writeSync } from "node:fs";
import type { ScanResult } from "@urikit/uri";
import type { MappedValue } from "@urikit/uri/node";
import { CellRows, TextRowBlock, type RowSink, type SplitRowOptions } from "./split-rows.js";
import { Stats, statsCounts, type StatsCounts } from "./stats.js";

/**
 * What a worker sends back for a batch: its rows as bytes and its counts; or, under `keep`, only their size and the
 * key under which this thread keeps the bytes until `call` writes them.
 */
export interface SplitBatch {
  /** The rows (empty under `keep`). */
  bytes: Uint8Array;
  size: number;
  key: number;
  counts: StatsCounts;
}

/** What each batch's rows depend on, and `keep`: hold the bytes for `call` to write rather than send them. */
export interface SplitWorkerData extends SplitRowOptions {
  keep: boolean;
}

/** Where `call` writes the bytes kept under `key`: the output file's descriptor, and the offset the caller set aside. */
export interface PlaceRequest {
  key: number;
  fd: number;
  position: number;
}

const encoder = new TextEncoder();

/** Collects NDJSON lines and byte blocks into one array. */
class Collector implements RowSink {
  readonly #chunks: Uint8Array[] = [];
  #lines: string[] = [];

  line(text: string): void {
    this.#lines.push(text);
  }

  writeRaw(bytes: Uint8Array): void {
    this.#flushLines();
    // A copy: the writer reuses its buffer (and Buffer#slice would be a view of it, not a copy).
    const copy = new Uint8Array(bytes.length);
    copy.set(bytes);
    this.#chunks.push(copy);
  }

  #flushLines(): void {
    if (this.#lines.length === 0) return;
    this.#chunks.push(encoder.encode(this.#lines.join("\n") + "\n"));
    this.#lines = [];
  }

  /** Everything collected, in one array that owns its buffer (so that it can be transferred). */
  take(): Uint8Array {
    this.#flushLines();
    if (this.#chunks.length === 1) return this.#chunks[0];
    let size = 0;
    for (const chunk of this.#chunks) size += chunk.length;
    const all = new Uint8Array(size);
    let at = 0;
    for (const chunk of this.#chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all;
  }
}

/** The row writer of this thread, for the options it was made for (a worker gets one options object for all its batches). */
let writer: { options: SplitRowOptions; block: TextRowBlock } | undefined;

const NO_BYTES = new Uint8Array(0);

/** Rows of batches formatted under `keep`, by key, until `call` writes them. */
const kept = new Map<number, Uint8Array>();
let nextKey = 0;

/** Buffers of earlier batches, given back by the main thread once written (mapFile's `recycle`). */
export function recycle(buffers: ArrayBuffer[]): void {
  for (const buffer of buffers) writer?.block.spare(buffer);
}

/**
 * Write the rows kept under `key` into the output file at `position` (mapFile's `call`: the main thread sets the
 * offset aside once the sizes of the rows before are known), then reuse their buffer. PERF: the rows never cross to
 * the main thread, which neither copies nor writes them, and no buffer changes heap (a transferred buffer counts as
 * external memory in the heap that gets it: a mark-compact every few batches; bench: cores/split).
 */
export function call(request: PlaceRequest): void {
  const bytes = kept.get(request.key);
  if (bytes === undefined) throw new Error(`no rows kept under key ${request.key}`);
  kept.delete(request.key);
  let written = 0;
  while (written < bytes.length) written += writeSync(request.fd, bytes, written, bytes.length - written, request.position + written);
  recycle([bytes.buffer as ArrayBuffer]);
}

/** Format the rows of one batch (mapFile calls this in the worker that scanned it, with `firstLine` set). */
export default function splitBatch(result: ScanResult, options: SplitWorkerData): MappedValue {
  const stats = new Stats();
  let bytes: Uint8Array;
  if (!options.repair) {
    // rows() reserves the room of all the rows at once, in a buffer given back if one is big enough.
    if (writer?.options !== options) writer = { options, block: new TextRowBlock(options, 1024) };
    writer.block.rows(result, stats, options.stats);
    bytes = writer.block.take();
  } else {
    const collector = new Collector();
    const rows = new CellRows(options, collector);
    rows.rows(result, stats);
    rows.flush();
    bytes = collector.take();
  }
  if (options.keep) {
    // Nothing to write: no key to call for (a batch of no lines, inside one long line, has no rows).
    if (bytes.length === 0) return { value: { bytes: NO_BYTES, size: 0, key: -1, counts: statsCounts(stats) } satisfies SplitBatch };
    const key = nextKey++;
    kept.set(key, bytes);
    return { value: { bytes: NO_BYTES, size: bytes.length, key, counts: statsCounts(stats) } satisfies SplitBatch };
  }
  const value: SplitBatch = { bytes, size: bytes.length, key: -1, counts: statsCounts(stats) };
  return { value, transfer: [bytes.buffer as ArrayBuffer] };
}
