import { SLOT_COUNT } from "./layout.js";
import { scanUriReference } from "@urikit/core/offsets";

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

/**
 * Rows and ranges of an earlier scan that nobody reads any more: a scan may write its own into them (from their
 * start) instead of allocating new ones, when they are long enough and the rows of the type it writes.
 */
export interface SpareRows {
  rows: Int32Array | Int16Array;
  ranges: Int32Array;
}

/** The whole arrays under a scanned result's rows and ranges (its own may be views of a spare's start), as spares. */
export function spareRowsOf(result: { readonly rows: Int32Array | Int16Array; readonly ranges: Int32Array }): SpareRows {
  const rows = result.rows instanceof Int32Array ? new Int32Array(result.rows.buffer) : new Int16Array(result.rows.buffer);
  return { rows, ranges: new Int32Array(result.ranges.buffer) };
}

/**
 * The length of a new array that replaces a spare too short for `length` elements: a quarter more, so that the
 * next batches, which hold about as many lines, fit in it. PERF: with the exact length, every batch with more lines
 * than all before it allocated new rows and ranges (about 6 MB for 4 MiB of URIs) in each of the arrays in
 * rotation, and fresh memory is zeroed and faulted in page by page; the elements past `length` are never written
 * until a batch needs them, so they cost address space, not memory (bench: cores/scanFile).
 */
function grown(length: number): number {
  return length + (length >> 2);
}

/**
 * `length` elements of `spare.rows` (of the type asked for) when it is long enough, else a new array (with room for
 * a quarter more when it replaces a spare).
 */
export function rowsFrom(spare: SpareRows | undefined, wide: boolean, length: number): Int32Array | Int16Array {
  const rows = spare?.rows;
  if (rows !== undefined && rows.length >= length && rows instanceof Int32Array === wide) return rows.subarray(0, length);
  if (spare === undefined) return wide ? new Int32Array(length) : new Int16Array(length);
  return (wide ? new Int32Array(grown(length)) : new Int16Array(grown(length))).subarray(0, length);
}

/** `length` elements of `spare.ranges` when it is long enough, else a new array (room for a quarter more when it replaces a spare). */
export function rangesFrom(spare: SpareRows | undefined, length: number): Int32Array {
  const ranges = spare?.ranges;
  if (ranges !== undefined && ranges.length >= length) return ranges.subarray(0, length);
  return spare === undefined ? new Int32Array(length) : new Int32Array(grown(length)).subarray(0, length);
}

/** What each engine does: only numbers and typed arrays in and out. */
export interface ScanEngine {
  readonly name: ScanEngineName;
  /**
   * Scan every line of `bytes[from, end)`; with `wide`, the rows are Int32 whatever the lines. The rows and ranges
   * may be views of `spare`'s arrays (the engines that allocate exactly once use them).
   */
  scanBytes(bytes: Uint8Array, from: number, end: number, wide?: boolean, spare?: SpareRows): LineScan;
  /** Scan `count` lines at the given (start, end) ranges of `bytes`; returns the rows (Int32 with `wide`). */
  scanRanges(bytes: Uint8Array, ranges: Int32Array, count: number, wide?: boolean): Int32Array | Int16Array;
  /**
   * Scan every line of `bytes[from, end)` block by block, handing `visit` each block's rows and ranges (offsets into
   * `bytes`) as views that are valid only during the call: nothing is allocated per block (what `countFile` uses).
   */
  scanBlocks?(bytes: Uint8Array, from: number, end: number, visit: BlockVisitor): void;
}

/** Receives the rows and ranges of `count` lines (views, valid only during the call). */
export type BlockVisitor = (rows: Int32Array | Int16Array, ranges: Int32Array, count: number) => void;

/** Scan `bytes[from, end)` and hand the rows to `visit`: block by block when the engine can, else at once; never for no line. */
export function scanBlocks(engine: ScanEngine, bytes: Uint8Array, from: number, end: number, visit: BlockVisitor): void {
  if (engine.scanBlocks !== undefined) return engine.scanBlocks(bytes, from, end, visit);
  const scan = engine.scanBytes(bytes, from, end);
  if (scan.count > 0) visit(scan.rows, scan.ranges, scan.count); // as the block engines do: no call for no line
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

const utf8 = new TextDecoder();
const latin1 = new TextDecoder("latin1");

// The js engine hands core's scanner each line as a string of one code unit per byte, every byte ≥ 0x80 a unit
// ≥ 0x80: every such unit is outside every class of RFC 3986 §2, so core reads the string as the WASM module reads
// the bytes, and its indexes are byte offsets. PERF: the UTF-8 decoder is several times faster than the "latin1"
// one (windows-1252 in the WHATWG Encoding Standard) on ASCII. No byte decodes to more than one unit, so a UTF-8
// decoding as long as its bytes has one unit per byte (an ASCII byte as itself, any other byte as U+FFFD); only a
// line with a multi-byte character decodes shorter, and that line alone is decoded again as "latin1".

/** The line `bytes[start, end)` as one unit per byte. */
function lineText(bytes: Uint8Array, start: number, end: number): string {
  const decoded = utf8.decode(bytes.subarray(start, end));
  return decoded.length === end - start ? decoded : latin1.decode(bytes.subarray(start, end));
}

/**
 * The `js` engine: core's `scanUriReference` (the one JS reference scanner of urikit, RFC 3986 §4.1) on each line.
 * Runs everywhere, no WebAssembly needed; the WASM engines are proven equal to it.
 */
export const jsEngine: ScanEngine = {
  name: "js",
  scanBytes(bytes, from, end) {
    const text = utf8.decode(bytes.subarray(from, end));
    const aligned = text.length === end - from;
    const capacity = blockLines(end - from);
    const rowBlocks: Int32Array[] = [];
    const rangeBlocks: Int32Array[] = [];
    let count = 0;
    let p = from;
    let t = 0; // where the line at byte p starts in `text`
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
        if (aligned) {
          scanUriReference(text.slice(p - from, contentEnd - from), rows, n * SLOT_COUNT);
        } else {
          // INVARIANT: a LF byte is a LF unit in the UTF-8 decoding, never part of a character or of a U+FFFD.
          let tf = text.indexOf("\n", t);
          if (tf < 0) tf = text.length;
          const row = n * SLOT_COUNT;
          const length = contentEnd - p;
          // A line as long in the decoding as in bytes is one unit per byte; another one (with a multi-byte
          // character) is decoded again as "latin1".
          if (tf - t - (lf - contentEnd) === length) scanUriReference(text.slice(t, t + length), rows, row);
          else scanUriReference(latin1.decode(bytes.subarray(p, contentEnd)), rows, row);
          t = tf + 1;
        }
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
    const text = utf8.decode(bytes);
    const aligned = text.length === bytes.length;
    for (let k = 0; k < count; k++) {
      const start = ranges[2 * k];
      const stop = ranges[2 * k + 1];
      const line = aligned ? text.slice(start, stop) : lineText(bytes, start, stop);
      scanUriReference(line, rows, k * SLOT_COUNT);
    }
    return rows;
  },
};
