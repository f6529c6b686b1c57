// Worker thread of `scanFile` and `mapFile`: reads its own byte ranges of the file (the main thread only hands out
// ranges), cuts them at line boundaries the way Hadoop input splits do, scans them and sends the rows back by
// transfer; for `mapFile` it keeps the result until the main thread tells it the batch's first line number, then
// runs the caller's map module over it. Not part of the public API.
import { closeSync, openSync, readSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { bomLength, loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import type { ScanEngine } from "./scan-engine.js";
import { ScanResult } from "./scan-result.js";
import { Tally, type CountBy } from "./tally.js";

/** Scan the lines that start in `[start, end)` of `path` (`size` bytes when the scan began). @internal */
export interface ScanRequest {
  kind: "scan";
  id: number;
  path: string;
  start: number;
  end: number;
  size: number;
}

/** Run the map module over the kept result of batch `id`, whose first line is `firstLine`. @internal */
export interface MapRequest {
  kind: "map";
  id: number;
  firstLine: number;
}

/** Send the counts of every range this worker counted (under `countFile`). @internal */
export interface TallyRequest {
  kind: "tally";
  id: number;
}

export type WorkerRequest = ScanRequest | MapRequest | TallyRequest;

/** Rows and ranges of one batch (without a map module), its size (with one), the map's value, or an error. @internal */
export interface WorkerReply {
  /** The kind of the request answered. */
  kind: WorkerRequest["kind"];
  id: number;
  /** Byte offset in the file of `bytes[0]`. */
  byteOffset?: number;
  /** Bytes of the whole lines of the batch (absent with a map module: they stay in the worker). */
  bytes?: Uint8Array;
  /** Length in bytes of the batch's whole lines. */
  byteLength?: number;
  /** The rows as the engine wrote them (compact Int16 rows stay compact: half the bytes to transfer). */
  rows?: Int32Array | Int16Array;
  ranges?: Int32Array;
  count?: number;
  /** What the map module returned for the batch. */
  value?: unknown;
  error?: string;
}

/** The data a worker starts with. @internal */
export interface WorkerSetup {
  engine: ScanEngineChoice;
  /** URL of an ES module whose default export maps a ScanResult (see `mapFile`). */
  mapModule?: string;
  mapData?: unknown;
  /** Count the lines of each range by this key instead of sending them back (see `countFile`). */
  countBy?: CountBy;
}

/** What a `mapFile` module's default export returns: a value for the main thread, and the buffers to transfer. */
export interface MappedValue {
  value: unknown;
  transfer?: ArrayBuffer[];
}

const LINE_FEED = 0x0a;
/** Bytes read past the end of a range at once to find the end of its last line. */
const OVERRUN_BYTES = 64 * 1024;

/** Read `length` bytes at `position` into `buffer[at…]`; returns the bytes read (fewer only at the end of the file). */
function readAt(fd: number, buffer: Uint8Array, at: number, length: number, position: number): number {
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, at + done, length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/**
 * The whole lines of a range: the lines whose first byte lies in `[start, end)`, where a line starts at byte 0 or
 * just after an LF (so each line belongs to exactly one range, however the ranges cut it, as Hadoop's input splits).
 * Returns the bytes of those lines and their offset in the file. @internal
 */
export function readLines(fd: number, start: number, end: number, size: number): { bytes: Uint8Array; byteOffset: number } {
  // INVARIANT: the byte before `start` is read too, so an LF just before the range marks a line starting at `start`.
  const from = start === 0 ? 0 : start - 1;
  const stop = Math.min(end, size);
  let buffer = new Uint8Array(stop - from + OVERRUN_BYTES);
  let length = readAt(fd, buffer, 0, Math.min(buffer.length, size - from), from);
  let first = 0;
  if (start > 0) {
    // The first line starts after the first LF at or after start − 1, and only if that is before `end`.
    const lf = buffer.subarray(0, stop - from - 1).indexOf(LINE_FEED);
    first = lf < 0 ? stop - from : lf + 1;
  }
  if (first >= stop - from) return { bytes: new Uint8Array(0), byteOffset: stop };
  // The last line owned ends at the first LF at or after end − 1 (or at the end of the file).
  let searched = stop - from - 1;
  for (;;) {
    const lf = buffer.subarray(0, length).indexOf(LINE_FEED, searched);
    if (lf >= 0) return { bytes: buffer.subarray(first, lf + 1), byteOffset: from + first };
    if (from + length >= size) return { bytes: buffer.subarray(first, length), byteOffset: from + first };
    searched = length;
    // A line longer than the overrun: grow geometrically, so one long line costs O(length).
    if (length === buffer.length) {
      const bigger = new Uint8Array(2 * buffer.length);
      bigger.set(buffer);
      buffer = bigger;
    }
    length += readAt(fd, buffer, length, Math.min(buffer.length - length, size - from - length), from + length);
  }
}

/** Read and scan one range of the file. */
function scanRange(engine: ScanEngine, request: ScanRequest): ScanResult {
  const fd = openSync(request.path, "r");
  let lines: { bytes: Uint8Array; byteOffset: number };
  try {
    lines = readLines(fd, request.start, request.end, request.size);
  } finally {
    closeSync(fd);
  }
  const { bytes, byteOffset } = lines;
  // A byte order mark is skipped only at the file's first byte (as scanStream does).
  const skip = byteOffset === 0 ? bomLength(bytes) : 0;
  const scan = engine.scanBytes(bytes, skip, bytes.length);
  return new ScanResult({ bytes, rows: scan.rows, ranges: scan.ranges, count: scan.count, byteOffset });
}

const port = parentPort;
if (port !== null) {
  const setup = workerData as WorkerSetup;
  const ready = Promise.all([
    loadEngine(setup.engine),
    setup.mapModule === undefined ? undefined : (import(setup.mapModule) as Promise<{ default: (result: ScanResult, data: unknown) => MappedValue }>),
  ]);
  /** Results scanned for `mapFile`, waiting for their first line number. */
  const kept = new Map<number, ScanResult>();
  const tally = setup.countBy === undefined ? undefined : new Tally(setup.countBy);
  const handle = (engine: ScanEngine, map: ((result: ScanResult, data: unknown) => MappedValue) | undefined, request: WorkerRequest): void => {
    if (request.kind === "tally") {
      port.postMessage({ kind: "tally", id: request.id, value: tally!.snapshot() } satisfies WorkerReply);
      return;
    }
    if (request.kind === "scan") {
      const result = scanRange(engine, request);
      if (tally !== undefined) {
        tally.add(result.bytes, result.rows, result.ranges, result.length);
        port.postMessage({ kind: "scan", id: request.id, count: result.length } satisfies WorkerReply);
        return;
      }
      if (map !== undefined) {
        kept.set(request.id, result);
        port.postMessage({ kind: "scan", id: request.id, count: result.length, byteOffset: result.byteOffset, byteLength: result.bytes.length } satisfies WorkerReply);
        return;
      }
      const reply: WorkerReply = { kind: "scan", id: request.id, bytes: result.bytes, byteOffset: result.byteOffset, rows: result.rows, ranges: result.ranges, count: result.length };
      const transfer = [result.bytes.buffer, result.rows.buffer, result.ranges.buffer] as ArrayBuffer[];
      port.postMessage(reply, [...new Set(transfer)]);
      return;
    }
    const scanned = kept.get(request.id)!;
    kept.delete(request.id);
    const result = new ScanResult({
      bytes: scanned.bytes,
      rows: scanned.rows,
      ranges: scanned.ranges,
      count: scanned.length,
      firstLine: request.firstLine,
      byteOffset: scanned.byteOffset,
    });
    const mapped = map!(result, setup.mapData);
    port.postMessage({ kind: "map", id: request.id, value: mapped.value } satisfies WorkerReply, mapped.transfer ?? []);
  };
  port.on("message", (request: WorkerRequest) => {
    ready.then(
      ([engine, module]) => {
        try {
          handle(engine, module?.default, request);
        } catch (error) {
          port.postMessage({ kind: request.kind, id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
        }
      },
      (error: unknown) => port.postMessage({ kind: request.kind, id: request.id, error: String(error) } satisfies WorkerReply),
    );
  });
}
