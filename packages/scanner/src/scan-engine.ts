import { SLOT_COUNT } from "./layout.js";
import { scanUriReference } from "@urikit/core";

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

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Bytes as a string of one code unit per byte. Every byte ≥ 0x80 becomes a unit ≥ 0x80 (windows-1252, which the
 * WHATWG Encoding Standard serves for "latin1"), and every unit ≥ 0x80 is outside every class of RFC 3986 §2, so
 * core's scanner reads the string as the WASM module reads the bytes: its indexes are byte offsets.
 */
const oneUnitPerByte = new TextDecoder("latin1");

/**
 * The `js` engine: core's `scanUriReference` (the one JS reference scanner of urikit, RFC 3986 §4.1) on each line,
 * read one code unit per byte. Runs everywhere, no WebAssembly needed; the WASM engines are proven equal to it.
 */
export const jsEngine: ScanEngine = {
  name: "js",
  scanBytes(bytes, from, end) {
    const text = oneUnitPerByte.decode(bytes.subarray(from, end));
    const capacity = blockLines(end - from);
    const rowBlocks: Int32Array[] = [];
    const rangeBlocks: Int32Array[] = [];
    let count = 0;
    let p = from;
    do {
      const rows = new Int32Array(capacity * SLOT_COUNT);
      const ranges = new Int32Array(capacity * 2);
      let n = 0;
      while (p < end && n < capacity) {
        let lf = bytes.indexOf(LINE_FEED, p); // PERF: native memchr
        if (lf < 0 || lf >= end) lf = end;
        // CR before LF belongs to the line ending; a lone CR (also one just before the end of input) stays in the line.
        const contentEnd = lf < end && lf > p && bytes[lf - 1] === CARRIAGE_RETURN ? lf - 1 : lf;
        ranges[2 * n] = p;
        ranges[2 * n + 1] = contentEnd;
        scanUriReference(text.slice(p - from, contentEnd - from), rows, n * SLOT_COUNT);
        n++;
        p = lf < end ? lf + 1 : end;
      }
      rowBlocks.push(n === capacity ? rows : rows.subarray(0, n * SLOT_COUNT));
      rangeBlocks.push(n === capacity ? ranges : ranges.subarray(0, n * 2));
      count += n;
    } while (p < end);
    return { rows: concatBlocks(rowBlocks, count * SLOT_COUNT), ranges: concatBlocks(rangeBlocks, count * 2), count };
  },
  scanRanges(bytes, ranges, count) {
    const rows = new Int32Array(count * SLOT_COUNT);
    const text = oneUnitPerByte.decode(bytes);
    for (let k = 0; k < count; k++) scanUriReference(text.slice(ranges[2 * k], ranges[2 * k + 1]), rows, k * SLOT_COUNT);
    return rows;
  },
};
