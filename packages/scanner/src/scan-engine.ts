import { SLOT_COUNT } from "./layout.js";
import { nextLine, scanLines, scanRanges } from "./scan-js.js";

/** The three implementations of the scanner; all write the same bytes for the same input. */
export type ScanEngineName = "wasm-simd" | "wasm" | "js";

/**
 * Rows and line ranges of `count` lines (ranges are offsets into the scanned byte array). Rows are Int32, or Int16
 * ("compact": the same slots, each in -1 … 32767) when the engine knows every line is at most 32767 bytes long.
 */
export interface LineScan {
  rows: Int32Array | Int16Array;
  ranges: Int32Array;
  count: number;
}

/** What each engine does: only numbers and typed arrays in and out. @internal */
export interface ScanEngine {
  readonly name: ScanEngineName;
  /** Scan every line of `bytes[from, end)`. */
  scanBytes(bytes: Uint8Array, from: number, end: number): LineScan;
  /** Scan `count` lines at the given (start, end) ranges of `bytes`; returns the rows. */
  scanRanges(bytes: Uint8Array, ranges: Int32Array, count: number): Int32Array | Int16Array;
}

/** Lines per output block for `length` bytes of input: enough for 40-byte lines in one go, never more than needed. */
export function blockLines(length: number): number {
  return Math.min(length + 1, Math.max(256, Math.ceil(length / 40) + 64));
}

/** Concatenate blocks of rows or ranges. */
export function concatBlocks(blocks: Int32Array[], total: number): Int32Array {
  if (blocks.length === 1 && blocks[0].length === total) return blocks[0];
  const all = new Int32Array(total);
  let at = 0;
  for (const block of blocks) {
    all.set(block, at);
    at += block.length;
  }
  return all;
}

/** The TypeScript twin (`src/scan-js.ts`) as an engine: runs everywhere, no WebAssembly needed. */
export const jsEngine: ScanEngine = {
  name: "js",
  scanBytes(bytes, from, end) {
    const capacity = blockLines(end - from);
    const rowBlocks: Int32Array[] = [];
    const rangeBlocks: Int32Array[] = [];
    let count = 0;
    let p = from;
    do {
      const rows = new Int32Array(capacity * SLOT_COUNT);
      const ranges = new Int32Array(capacity * 2);
      const n = scanLines(bytes, p, end, rows, ranges, capacity);
      rowBlocks.push(n === capacity ? rows : rows.subarray(0, n * SLOT_COUNT));
      rangeBlocks.push(n === capacity ? ranges : ranges.subarray(0, n * 2));
      count += n;
      p = nextLine();
    } while (p < end);
    return { rows: concatBlocks(rowBlocks, count * SLOT_COUNT), ranges: concatBlocks(rangeBlocks, count * 2), count };
  },
  scanRanges(bytes, ranges, count) {
    const rows = new Int32Array(count * SLOT_COUNT);
    scanRanges(bytes, ranges, count, rows);
    return rows;
  },
};
