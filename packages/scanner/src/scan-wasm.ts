import { SCAN_WASM_SCALAR_BASE64, SCAN_WASM_SIMD_BASE64 } from "./generated/scan-wasm.js";
import { LAYOUT_VERSION, SLOT_COUNT } from "./layout.js";
import { blockLines, concatBlocks, type LineScan, type ScanEngine } from "./scan-engine.js";

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
  scanLines(origin: number, from: number, end: number, rows: number, ranges: number, maxLines: number): number;
  scanRanges(origin: number, ranges: number, count: number, rows: number): void;
}
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean;
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
}

function webAssembly(): WebAssemblyApi | undefined {
  return (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
}

const PAGE = 65536;
const ROW_BYTES = SLOT_COUNT * 4;
/** Largest slice of input copied into WASM memory at once; a longer input is cut at line boundaries. */
const MAX_SLICE = 64 * 1024 * 1024;
const LINE_FEED = 0x0a;

/**
 * A fresh copy of `length` Int32 at `address` of WASM memory.
 * PERF: `new Int32Array(length).set(view)` is a memcpy; `view.slice()` on Node 20 runs about 6× slower on
 * megabyte-sized rows (bench: scan/kasztp, where it was half the scanner's time).
 */
function copyOut(buffer: ArrayBuffer, address: number, length: number): Int32Array {
  const out = new Int32Array(length);
  out.set(new Int32Array(buffer, address, length));
  return out;
}

const decoded: { scalar?: Uint8Array; simd?: Uint8Array } = {};

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The bytes of one WebAssembly build of the scanner (decoded once from the embedded base64).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scannerWasmBytes(simd: boolean): Uint8Array {
  if (simd) return (decoded.simd ??= fromBase64(SCAN_WASM_SIMD_BASE64));
  return (decoded.scalar ??= fromBase64(SCAN_WASM_SCALAR_BASE64));
}

/**
 * Whether this runtime can run the given build: `WebAssembly.validate` of its bytes (false without WebAssembly).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function canRunWasm(simd: boolean): boolean {
  const api = webAssembly();
  if (api === undefined) return false;
  try {
    return api.validate(scannerWasmBytes(simd));
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
 * Memory map (addresses in WASM memory), per call:
 *   heapBase … rows (capacity × 68 B) … ranges (capacity × 8 B) … free … input (flush against the end of memory)
 * INVARIANT: the input always ends at the last byte of memory, so any read past it traps instead of reading garbage;
 * every test therefore checks the SIMD loops for over-reads. Memory grows to the largest slice seen and stays there.
 */
class WasmEngine implements ScanEngine {
  readonly name: "wasm-simd" | "wasm";
  readonly #wasm: ScannerExports;
  readonly #base: number;

  constructor(name: "wasm-simd" | "wasm", wasm: ScannerExports) {
    this.name = name;
    this.#wasm = wasm;
    this.#base = wasm.heapBase() >>> 0;
  }

  /** Grow memory so that `rowsCapacity` rows and ranges plus `inputLength` bytes fit; return the input address. */
  #reserve(rowsCapacity: number, inputLength: number): number {
    const need = this.#base + rowsCapacity * (ROW_BYTES + 8) + inputLength + 16;
    const have = this.#wasm.memory.buffer.byteLength;
    if (need > have) this.#wasm.memory.grow(Math.ceil((need - have) / PAGE));
    return this.#wasm.memory.buffer.byteLength - inputLength;
  }

  scanBytes(bytes: Uint8Array, from: number, end: number): LineScan {
    const rowBlocks: Int32Array[] = [];
    const rangeBlocks: Int32Array[] = [];
    let count = 0;
    let p = from;
    do {
      // Cut slices of at most MAX_SLICE bytes after an LF, so that no line crosses a slice.
      let cut = end;
      if (end - p > MAX_SLICE) {
        const lf = bytes.lastIndexOf(LINE_FEED, p + MAX_SLICE - 1);
        cut = lf >= p ? lf + 1 : (() => {
          const after = bytes.indexOf(LINE_FEED, p + MAX_SLICE);
          return after < 0 || after >= end ? end : after + 1;
        })();
      }
      count += this.#scanSlice(bytes, p, cut, rowBlocks, rangeBlocks);
      p = cut;
    } while (p < end);
    return { rows: concatBlocks(rowBlocks, count * SLOT_COUNT), ranges: concatBlocks(rangeBlocks, count * 2), count };
  }

  #scanSlice(bytes: Uint8Array, from: number, end: number, rowBlocks: Int32Array[], rangeBlocks: Int32Array[]): number {
    const length = end - from;
    const capacity = blockLines(length);
    const input = this.#reserve(capacity, length);
    const wasm = this.#wasm;
    new Uint8Array(wasm.memory.buffer, input, length).set(bytes.subarray(from, end));
    const rowsAt = this.#base;
    const rangesAt = rowsAt + capacity * ROW_BYTES;
    // Ranges come back relative to `origin`, the address where bytes[0] would be.
    const origin = input - from;
    let count = 0;
    let p = input;
    const stop = input + length;
    do {
      const n = wasm.scanLines(origin, p, stop, rowsAt, rangesAt, capacity);
      rowBlocks.push(copyOut(wasm.memory.buffer, rowsAt, n * SLOT_COUNT));
      rangeBlocks.push(copyOut(wasm.memory.buffer, rangesAt, n * 2));
      count += n;
      p = wasm.nextLine() >>> 0;
    } while (p < stop);
    return count;
  }

  scanRanges(bytes: Uint8Array, ranges: Int32Array, count: number): Int32Array {
    const wasm = this.#wasm;
    const input = this.#reserve(count, bytes.length);
    new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
    const rowsAt = this.#base;
    const rangesAt = rowsAt + count * ROW_BYTES;
    new Int32Array(wasm.memory.buffer, rangesAt, count * 2).set(ranges.subarray(0, count * 2));
    wasm.scanRanges(input, rangesAt, count, rowsAt);
    return copyOut(wasm.memory.buffer, rowsAt, count * SLOT_COUNT);
  }
}
