// The lines of one byte range of a file, cut as Hadoop input splits cut them, and their scan: what each worker of
// `scanFile` does per range, and what the main thread does while the workers start. No side effect on import (the
// worker module, which has one, imports this).
import { closeSync, openSync, readSync } from "node:fs";
import { bomLength } from "./create-scanner.js";
import type { ScanEngine, SpareRows } from "./scan-engine.js";
import type { Counter } from "./load-counter.js";
import { ScanResult } from "./scan-result.js";

const LINE_FEED = 0x0a;

/** Scan the lines that start in `[start, end)` of `path` (`size` bytes when the scan began). */
export interface ScanRequest {
  kind: "scan";
  id: number;
  path: string;
  start: number;
  end: number;
  size: number;
  /**
   * Int32 rows rather than compact ones: the caller has read a result's `offsets` (which widens compact rows), so
   * later results come wide and their `offsets` cost no copy.
   */
  wide?: boolean;
}
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
 * Returns the bytes of those lines and their offset in the file.
 */
export function readLines(fd: number, start: number, end: number, size: number, reuse?: Uint8Array): { bytes: Uint8Array; byteOffset: number; buffer: Uint8Array } {
  // INVARIANT: the byte before `start` is read too, so an LF just before the range marks a line starting at `start`.
  const from = start === 0 ? 0 : start - 1;
  const stop = Math.min(end, size);
  // `reuse`, when long enough, is read into (its bytes are then those of the result: for a caller that keeps nothing).
  // A new buffer is sized for any range of this length (one byte more than the first range needs), so that the next
  // range can be read into it.
  let buffer = reuse !== undefined && reuse.length >= stop - from + OVERRUN_BYTES ? reuse : new Uint8Array(stop - start + 1 + OVERRUN_BYTES);
  let length = readAt(fd, buffer, 0, Math.min(buffer.length, size - from), from);
  let first = 0;
  if (start > 0) {
    // The first line starts after the first LF at or after start − 1, and only if that is before `end`.
    const lf = buffer.subarray(0, stop - from - 1).indexOf(LINE_FEED);
    first = lf < 0 ? stop - from : lf + 1;
  }
  if (first >= stop - from) return { bytes: new Uint8Array(0), byteOffset: stop, buffer };
  // The last line owned ends at the first LF at or after end − 1 (or at the end of the file).
  let searched = stop - from - 1;
  for (;;) {
    const lf = buffer.subarray(0, length).indexOf(LINE_FEED, searched);
    if (lf >= 0) return { bytes: buffer.subarray(first, lf + 1), byteOffset: from + first, buffer };
    if (from + length >= size) return { bytes: buffer.subarray(first, length), byteOffset: from + first, buffer };
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

/**
 * Read one range of the file into `reuse` (or a new buffer when it is too short) and count its lines with `counter`:
 * no row leaves the counter and no buffer is allocated per range once the first one is (what a `countFile` worker
 * does per range). Returns the buffer to pass next time. @internal
 */
export function countRange(counter: Counter, request: ScanRequest, reuse: Uint8Array | undefined): Uint8Array {
  // A counter with its own memory (the count module) has the range read straight into it.
  const own = counter.readBuffer?.(Math.min(request.end, request.size) - Math.max(0, request.start - 1) + OVERRUN_BYTES);
  const fd = openSync(request.path, "r");
  let lines: ReturnType<typeof readLines>;
  try {
    lines = readLines(fd, request.start, request.end, request.size, own ?? reuse);
  } finally {
    closeSync(fd);
  }
  const { bytes, byteOffset } = lines;
  const skip = byteOffset === 0 ? bomLength(bytes) : 0;
  counter.count(bytes, skip, bytes.length);
  return own === undefined ? lines.buffer : (reuse ?? lines.buffer);
}

/**
 * Read and scan one range of the file (in a worker, or on the main thread while the workers start), into `reuse`
 * when it is long enough (the bytes of a batch mapped and done with), and its rows and ranges into `spare`'s arrays
 * when they fit (those of such a batch). Int32 rows when the request asks for them or `offsetsRead` (shared by the
 * results of one scan on this thread) says a result's `offsets` was read. @internal
 */
export function scanRange(engine: ScanEngine, request: ScanRequest, reuse?: Uint8Array, spare?: SpareRows, offsetsRead?: { wide: boolean }): ScanResult {
  const fd = openSync(request.path, "r");
  let lines: ReturnType<typeof readLines>;
  try {
    lines = readLines(fd, request.start, request.end, request.size, reuse);
  } finally {
    closeSync(fd);
  }
  const { bytes, byteOffset } = lines;
  // A byte order mark is skipped only at the file's first byte (as scanStream does).
  const skip = byteOffset === 0 ? bomLength(bytes) : 0;
  const wide = request.wide === true || offsetsRead?.wide === true;
  const scan = engine.scanBytes(bytes, skip, bytes.length, wide, spare);
  return new ScanResult({ bytes, rows: scan.rows, ranges: scan.ranges, count: scan.count, byteOffset, offsetsRead });
}
