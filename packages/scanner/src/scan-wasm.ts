import { SCAN_WASM_SCALAR_BASE64, SCAN_WASM_SIMD_BASE64 } from "./generated/scan-wasm.js";
import { LAYOUT_VERSION, SLOT_COUNT } from "./layout.js";
import { blockLines, rangesFrom, rowsFrom, type BlockVisitor, type LineScan, type ScanEngine, type SpareRows } from "./scan-engine.js";

// The WebAssembly API, typed locally: lib "dom" is not in the build, and no WebAssembly type leaks into the d.ts.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmGlobal {
  readonly value: number;
}
interface ScannerExports {
  readonly memory: WasmMemory;
  readonly LAYOUT_VERSION: WasmGlobal;
  readonly SLOT_COUNT: WasmGlobal;
  heapBase(): number;
  nextLine(): number;
  countLineFeeds(from: number, end: number): number;
  readonly COMPACT_LINE_MAX: WasmGlobal;
  scanLines(origin: number, from: number, end: number, rows: number, ranges: number, maxLines: number, compact: number): number;
  stoppedAtLongLineFlag(): number;
  scanRanges(origin: number, ranges: number, count: number, rows: number, compact: number): void;
}
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean;
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
}

function webAssembly(): WebAssemblyApi | undefined {
  return (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
}

const PAGE = 65536;
/** The most pages a wasm32 memory can have (4 GiB). */
const MAX_PAGES = 65536;
const ROW_BYTES = SLOT_COUNT * 4;
/**
 * Largest slice of input copied into WASM memory at once; a longer input is cut after an LF. Small, so that WASM
 * memory (the slice plus its rows) stays a few MB while the result arrays are the only copy that grows with the
 * input (peak memory of `scan(bytes)` ≤ 2× the input: test/scan-memory.test.ts). A line longer than this is copied whole.
 */
export const SLICE_BYTES = 4 * 1024 * 1024;
const LINE_FEED = 0x0a;

/**
 * The number of lines the engines report for `bytes[from, end)`: one per LF, plus a final line without LF. The
 * JavaScript statement of the count that `scanBytes` takes from WASM (`countLineFeeds`, which is about 10× faster
 * than this SWAR loop's 1 GB/s); the memory tests hold the engines' line counts to it. @internal
 */
export function countLines(bytes: Uint8Array, from: number, end: number): number {
  if (end <= from) return 0;
  let lines = bytes[end - 1] === LINE_FEED ? 0 : 1;
  let i = from;
  while (i < end && ((bytes.byteOffset + i) & 3) !== 0) if (bytes[i++] === LINE_FEED) lines++;
  const wordCount = (end - i) >>> 2;
  // INVARIANT: with wordCount > 0 the loop above stopped on a 4-byte boundary.
  const words = wordCount === 0 ? new Uint32Array(0) : new Uint32Array(bytes.buffer, bytes.byteOffset + i, wordCount);
  for (let k = 0; k < wordCount; k++) {
    const x = words[k] ^ 0x0a0a0a0a;
    // INVARIANT: bit 7 of each byte of `zero` is set exactly when that byte of x is 0 (no borrow across bytes, unlike
    // the (x - 0x01010101) & ~x form), i.e. when that input byte is an LF.
    const zero = ~(((x & 0x7f7f7f7f) + 0x7f7f7f7f) | x | 0x7f7f7f7f);
    if (zero !== 0) lines += Math.imul(zero >>> 7, 0x01010101) >>> 24;
  }
  for (i += wordCount * 4; i < end; i++) if (bytes[i] === LINE_FEED) lines++;
  return lines;
}

/**
 * Rows with Int32 slots, whatever they are: Int16 rows (compact, every value in -1 … 32767) convert exactly, as
 * `set` sign-extends each element.
 */
function widen(rows: Int32Array | Int16Array, used: number, capacity: number): Int32Array {
  const wide = new Int32Array(capacity);
  wide.set(rows.subarray(0, used));
  return wide;
}

const decoded: { scalar?: Uint8Array; simd?: Uint8Array } = {};

/** The native base64 decoders a runtime may have: `Uint8Array.fromBase64` (ES2026) and Node's, Deno's and Bun's `Buffer`. */
interface NativeBase64 {
  fromBase64?: (text: string) => Uint8Array;
}
interface BufferLike {
  from(text: string, encoding: "base64"): Uint8Array;
}

/** Decode base64 (the embedded builds). @internal */
export function fromBase64(text: string): Uint8Array {
  // PERF: a native decoder where there is one; the byte loop below runs once, cold, at start-up, where it costs a
  // few milliseconds of a command-line run.
  const native = (Uint8Array as NativeBase64).fromBase64;
  if (typeof native === "function") return native(text);
  const buffer = (globalThis as { Buffer?: BufferLike }).Buffer;
  if (buffer !== undefined) return buffer.from(text, "base64");
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The smallest module that uses a SIMD instruction (a function returning `i8x16.popcnt(i8x16.splat(0))`): a runtime
 * that validates it runs the SIMD build. Validating the scanner itself would cost as much as compiling it, twice
 * over at start-up; a build that then fails to compile is caught by the caller, which falls back.
 */
const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);
/** The smallest module of all: the header. */
const EMPTY_MODULE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);

/**
 * The bytes of one WebAssembly build of the scanner (decoded once from the embedded base64).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scannerWasmBytes(simd: boolean): Uint8Array {
  if (simd) return (decoded.simd ??= fromBase64(SCAN_WASM_SIMD_BASE64));
  return (decoded.scalar ??= fromBase64(SCAN_WASM_SCALAR_BASE64));
}

/**
 * Whether this runtime can run the given build: `WebAssembly.validate` of a probe module that uses what the build
 * needs (SIMD for the SIMD build), false without WebAssembly.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function canRunWasm(simd: boolean): boolean {
  const api = webAssembly();
  if (api === undefined) return false;
  try {
    return api.validate(simd ? SIMD_PROBE : EMPTY_MODULE);
  } catch {
    return false;
  }
}

/**
 * Throw unless a module's `LAYOUT_VERSION` and `SLOT_COUNT` are the ones of @urikit/core's offsets layout.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function checkModuleLayout(version: number, slots: number): void {
  if (version !== LAYOUT_VERSION || slots !== SLOT_COUNT) {
    throw new Error(
      `@urikit/scanner: the WASM module writes layout version ${version} with ${slots} slots, expected version ${LAYOUT_VERSION} with ${SLOT_COUNT}; run build:wasm`,
    );
  }
}

/**
 * Instantiate one build as an engine. Refuses a module whose `LAYOUT_VERSION` or `SLOT_COUNT` differs from
 * @urikit/core's layout. @internal
 */
export async function createWasmEngine(simd: boolean): Promise<ScanEngine> {
  const api = webAssembly();
  if (api === undefined) throw new Error("@urikit/scanner: WebAssembly is not available in this runtime");
  const imports = {
    env: {
      abort(): never {
        throw new Error("@urikit/scanner: WASM abort");
      },
    },
  };
  const { instance } = await api.instantiate(scannerWasmBytes(simd), imports);
  const wasm = instance.exports as ScannerExports;
  checkModuleLayout(wasm.LAYOUT_VERSION.value, wasm.SLOT_COUNT.value);
  return new WasmEngine(simd ? "wasm-simd" : "wasm", wasm);
}

/**
 * Where the slice of `bytes[p, end)` that starts at `p` ends: after the last LF within SLICE_BYTES, so that no line
 * crosses a slice, or after the first LF beyond them for a line longer than a slice (or at `end`).
 */
function sliceEnd(bytes: Uint8Array, p: number, end: number): number {
  if (end - p <= SLICE_BYTES) return end;
  // Search only this slice's bytes (bounded below by p), then forward for a line longer than a slice.
  const lf = bytes.subarray(p, p + SLICE_BYTES).lastIndexOf(LINE_FEED);
  if (lf >= 0) return p + lf + 1;
  const after = bytes.indexOf(LINE_FEED, p + SLICE_BYTES);
  return after < 0 || after >= end ? end : after + 1;
}

/**
 * Memory map (addresses in WASM memory), per call:
 *   heapBase … rows (capacity × 68 B: room for Int32 rows; compact Int16 rows use the first half) … ranges (capacity × 8 B)
 *   … free … input (flush against the end of memory)
 * INVARIANT: the input always ends at the last byte of memory, so any read past it traps instead of reading garbage;
 * every test therefore checks the SIMD loops for over-reads.
 * Memory: input is copied in slices of at most SLICE_BYTES (cut after an LF), so WASM memory stays near
 * SLICE_BYTES × 2.9 however large the input; it grows geometrically (at least doubling) when a slice needs more,
 * so one long line costs O(log n) reallocations in all, and it never shrinks.
 */
class WasmEngine implements ScanEngine {
  readonly name: "wasm-simd" | "wasm";
  readonly #wasm: ScannerExports;
  readonly #base: number;
  readonly #compactLineMax: number;

  constructor(name: "wasm-simd" | "wasm", wasm: ScannerExports) {
    this.name = name;
    this.#wasm = wasm;
    this.#base = wasm.heapBase() >>> 0;
    this.#compactLineMax = wasm.COMPACT_LINE_MAX.value;
  }

  /** Grow memory so that `rowsCapacity` rows and ranges plus `inputLength` bytes fit; return the input address. */
  #reserve(rowsCapacity: number, inputLength: number): number {
    const need = this.#base + rowsCapacity * (ROW_BYTES + 8) + inputLength + 16;
    const have = this.#wasm.memory.buffer.byteLength;
    if (need > have) {
      const pages = Math.ceil((need - have) / PAGE);
      const havePages = have / PAGE;
      // PERF: at least double, so that growing inputs cost O(log n) reallocations; fall back to the exact need
      // near the 4 GiB limit.
      const doubled = Math.min(Math.max(pages, havePages), MAX_PAGES - havePages);
      if (doubled <= pages || !this.#tryGrow(doubled)) this.#wasm.memory.grow(pages);
    }
    return this.#wasm.memory.buffer.byteLength - inputLength;
  }

  #tryGrow(pages: number): boolean {
    try {
      return this.#wasm.memory.grow(pages) >= 0;
    } catch {
      return false;
    }
  }

  scanBytes(bytes: Uint8Array, from: number, end: number, wide = false, spare?: SpareRows): LineScan {
    // The result arrays are allocated once, at their exact size: rows go from WASM memory straight into them. The
    // lines are counted in WASM, slice by slice (a slice of input that fits is copied in once and scanned in place).
    const cuts: number[] = [from];
    let p = from;
    while (p < end) {
      const cut = sliceEnd(bytes, p, end);
      cuts.push(cut);
      p = cut;
    }
    if (cuts.length === 2) return this.#scanOneSlice(bytes, from, end, wide, spare);
    let expected = end > from && bytes[end - 1] !== LINE_FEED ? 1 : 0;
    let loaded = -1; // the address of the last slice copied in, when it is the only one
    for (let k = 0; k + 1 < cuts.length; k++) {
      const input = this.#load(bytes, cuts[k]!, cuts[k + 1]!);
      expected += this.#wasm.countLineFeeds(input, input + cuts[k + 1]! - cuts[k]!);
      if (cuts.length === 2) loaded = input;
    }
    // PERF: compact (Int16) rows while every line is at most COMPACT_LINE_MAX bytes; `#scanSlice` widens them to
    // Int32 at the first longer line (bench: scan/kasztp, where copying and allocating rows was a quarter of the time).
    // PERF: `new Int16Array(n).set(view)` is a memcpy; `view.slice()` on Node 20 ran about 6× slower on megabyte
    // rows.
    // With `wide`, the result rows are Int32 from the start and the compact rows convert as they are copied out.
    // PERF: into `spare`'s arrays when given (a worker's batch after batch): fresh ones are zeroed, faulted in, and
    // kept alive until mapped, then left to the major GC (5–8 % of a split worker's time).
    const out: LineScan = { rows: rowsFrom(spare, wide, expected * SLOT_COUNT), ranges: rangesFrom(spare, expected * 2), count: 0 };
    let compact = true;
    for (let k = 0; k + 1 < cuts.length; k++) compact = this.#scanSlice(bytes, cuts[k]!, cuts[k + 1]!, out, loaded, compact);
    if (out.count !== expected) {
      // INVARIANT: the engines count lines as countLineFeeds does; keep the result right even if one ever did not.
      out.rows = out.rows.slice(0, out.count * SLOT_COUNT);
      out.ranges = out.ranges.slice(0, out.count * 2);
    }
    return out;
  }

  scanBlocks(bytes: Uint8Array, from: number, end: number, visit: BlockVisitor): void {
    const wasm = this.#wasm;
    let p = from;
    while (p < end) {
      const cut = sliceEnd(bytes, p, end);
      const length = cut - p;
      const capacity = blockLines(length);
      const input = this.#load(bytes, p, cut);
      const origin = input - p;
      const stop = input + length;
      const rowsAt = this.#base;
      const rangesAt = rowsAt + capacity * ROW_BYTES;
      let at = input;
      let compact = 1;
      while (at < stop) {
        const n = wasm.scanLines(origin, at, stop, rowsAt, rangesAt, capacity, compact);
        const rows = compact === 1 ? new Int16Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT) : new Int32Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT);
        if (n > 0) visit(rows, new Int32Array(wasm.memory.buffer, rangesAt, n * 2), n);
        at = wasm.nextLine() >>> 0;
        // A line longer than COMPACT_LINE_MAX stops a compact block before it: the next block starts at that line,
        // in Int32 rows; the one after goes back to compact rows.
        compact = compact === 1 && wasm.stoppedAtLongLineFlag() !== 0 ? 0 : 1;
      }
      p = cut;
    }
  }

  /** Copy `bytes[from, end)` into WASM memory, after room for a block of rows; returns its address there. */
  #load(bytes: Uint8Array, from: number, end: number): number {
    const length = end - from;
    const input = this.#reserve(blockLines(length), length);
    new Uint8Array(this.#wasm.memory.buffer, input, length).set(bytes.subarray(from, end));
    return input;
  }

  #ensure(out: LineScan, lines: number): void {
    if (lines * 2 <= out.ranges.length) return;
    const capacity = Math.max(lines, 2 * out.count);
    const rows = out.rows instanceof Int16Array ? new Int16Array(capacity * SLOT_COUNT) : new Int32Array(capacity * SLOT_COUNT);
    rows.set(out.rows.subarray(0, out.count * SLOT_COUNT));
    const ranges = new Int32Array(capacity * 2);
    ranges.set(out.ranges.subarray(0, out.count * 2));
    out.rows = rows;
    out.ranges = ranges;
  }

  /**
   * Scan the lines of `bytes[from, end)` into `out`; `loaded` is its address in WASM memory if already copied in.
   * `compact`: whether the kernel still writes Int16 rows; returns it for the next slice.
   */
  #scanSlice(bytes: Uint8Array, from: number, end: number, out: LineScan, loaded: number, compact: boolean): boolean {
    const length = end - from;
    const input = loaded >= 0 ? loaded : this.#load(bytes, from, end);
    // Ranges come back relative to `origin`, the address where bytes[0] would be.
    return this.#scanFrom(out, input - from, input, input + length, blockLines(length), compact);
  }

  /**
   * Input of one slice (the usual case: up to SLICE_BYTES): scan the first block of lines before counting, and count
   * only the lines left after it (none when the block took them all, as it does for lines of 40 bytes or more).
   * PERF: saves the separate `countLineFeeds` pass over the input (bench: scan/isaacs_files, scan/kasztp).
   */
  #scanOneSlice(bytes: Uint8Array, from: number, end: number, wide: boolean, spare: SpareRows | undefined): LineScan {
    const wasm = this.#wasm;
    const length = end - from;
    const capacity = blockLines(length);
    const input = this.#load(bytes, from, end);
    const origin = input - from;
    const stop = input + length;
    const rowsAt = this.#base;
    const rangesAt = rowsAt + capacity * ROW_BYTES;
    const n = wasm.scanLines(origin, input, stop, rowsAt, rangesAt, capacity, 1);
    const p = wasm.nextLine() >>> 0;
    const long = wasm.stoppedAtLongLineFlag() !== 0;
    // The lines left from p: one per LF, plus a final line without LF (as `countLines`).
    const left = p < stop ? wasm.countLineFeeds(p, stop) + (bytes[end - 1] !== LINE_FEED ? 1 : 0) : 0;
    const expected = n + left;
    // PERF (`wide`): Int32 rows straight from the compact ones in WASM memory (`set` sign-extends each slot, exactly),
    // one copy instead of a copy out and a conversion on the first read of `offsets` (bench: scan/read-*, offsets).
    const rows = rowsFrom(spare, wide, expected * SLOT_COUNT);
    const out: LineScan = { rows, ranges: rangesFrom(spare, expected * 2), count: n };
    rows.set(new Int16Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT));
    out.ranges.set(new Int32Array(wasm.memory.buffer, rangesAt, n * 2));
    if (long && rows instanceof Int16Array) out.rows = widen(rows, n * SLOT_COUNT, rows.length);
    this.#scanFrom(out, origin, p, stop, capacity, !long);
    if (out.count !== expected) {
      // INVARIANT: the engines count lines as countLineFeeds does; keep the result right even if one ever did not.
      out.rows = out.rows.slice(0, out.count * SLOT_COUNT);
      out.ranges = out.ranges.slice(0, out.count * 2);
    }
    return out;
  }

  /**
   * Scan the lines of `[p, stop)` (addresses in WASM memory) into `out`, `capacity` lines per call; `compact`: whether
   * the kernel writes Int16 rows (until a line longer than COMPACT_LINE_MAX); returns it at the end.
   */
  #scanFrom(out: LineScan, origin: number, p: number, stop: number, capacity: number, compact: boolean): boolean {
    const wasm = this.#wasm;
    const rowsAt = this.#base;
    const rangesAt = rowsAt + capacity * ROW_BYTES;
    while (p < stop) {
      const n = wasm.scanLines(origin, p, stop, rowsAt, rangesAt, capacity, compact ? 1 : 0);
      this.#ensure(out, out.count + n);
      const rows = compact ? new Int16Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT) : new Int32Array(wasm.memory.buffer, rowsAt, n * SLOT_COUNT);
      out.rows.set(rows, out.count * SLOT_COUNT);
      out.ranges.set(new Int32Array(wasm.memory.buffer, rangesAt, n * 2), out.count * 2);
      out.count += n;
      p = wasm.nextLine() >>> 0;
      // A line longer than COMPACT_LINE_MAX: the rows so far become Int32 (exactly: see `widen`), and this call and
      // every later one of this scan go on with Int32 rows from that line.
      if (compact && wasm.stoppedAtLongLineFlag() !== 0) {
        compact = false;
        if (out.rows instanceof Int16Array) out.rows = widen(out.rows, out.count * SLOT_COUNT, out.rows.length);
      }
    }
    return compact;
  }

  scanRanges(bytes: Uint8Array, ranges: Int32Array, count: number, wide = false): Int32Array | Int16Array {
    const wasm = this.#wasm;
    let longest = 0;
    for (let k = 0; k < count; k++) longest = Math.max(longest, ranges[2 * k + 1]! - ranges[2 * k]!);
    const compact = longest <= this.#compactLineMax;
    const input = this.#reserve(count, bytes.length);
    new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
    const rowsAt = this.#base;
    const rangesAt = rowsAt + count * ROW_BYTES;
    new Int32Array(wasm.memory.buffer, rangesAt, count * 2).set(ranges.subarray(0, count * 2));
    wasm.scanRanges(input, rangesAt, count, rowsAt, compact ? 1 : 0);
    const length = count * SLOT_COUNT;
    if (compact) {
      const out = wide ? new Int32Array(length) : new Int16Array(length);
      out.set(new Int16Array(wasm.memory.buffer, rowsAt, length));
      return out;
    }
    const out = new Int32Array(length);
    out.set(new Int32Array(wasm.memory.buffer, rowsAt, length));
    return out;
  }
}
