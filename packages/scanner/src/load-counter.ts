// The counter behind `countFile` and `countStream`: the count module (the scan kernel and a tally in WebAssembly,
// assembly/tally.ts), or the JavaScript `Tally` over an engine's rows when WebAssembly is not there or the engine is
// `js`. Only `countFile` and `countStream` import it, so a bundle that never counts drops it (the package has no side
// effects); one that counts carries the count module (about 36 KB of base64).
import { TALLY_WASM_SCALAR_BASE64, TALLY_WASM_SIMD_BASE64 } from "./generated/tally-wasm.js";
import { loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import { scanBlocks, type ScanEngine } from "./scan-engine.js";
import { canRunWasm, checkModuleLayout, fromBase64 } from "./scan-wasm.js";
import { ERROR_CODE_NAMES } from "./layout.js";
import { HOST_KIND_NAMES } from "@urikit/core/offsets";
import { KEY_SLOT, Tally, type CountBy, type TallySnapshot } from "./tally.js";

/** Counts the lines of byte ranges by one key; what a `countFile` worker keeps between ranges. @internal */
export interface Counter {
  readonly by: CountBy;
  /** Lines counted so far. */
  readonly lines: number;
  /** Scan and count the lines of `bytes[from, end)` (LF or CRLF; a final line without LF counts). */
  count(bytes: Uint8Array, from: number, end: number): void;
  /** Room for `length` bytes that `count` reads where they are (no copy), valid until the next call; if it has some. */
  readBuffer?(length: number): Uint8Array;
  snapshot(): TallySnapshot;
}

interface WasmMemory {
  readonly buffer: ArrayBuffer;
}
interface WasmGlobal {
  readonly value: number;
}
interface TallyExports {
  readonly memory: WasmMemory;
  readonly LAYOUT_VERSION: WasmGlobal;
  readonly SLOT_COUNT: WasmGlobal;
  tallyStart(slot: number, regName: number, error: number, bits: number, log2: number): void;
  inputBuffer(bytes: number): number;
  tallyLines(from: number, end: number): void;
  tallyLineCount(): number;
  tallyInvalidCount(): number;
  tallyAbsentCount(): number;
  tallySmallCount(code: number): number;
  tallySize(): number;
  tallyEntries(out: number): void;
}
interface WebAssemblyApi {
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
}

const decoded: { scalar?: Uint8Array; simd?: Uint8Array } = {};

/** The JavaScript tally over an engine's rows (the reference of the count module, and its fallback). @internal */
export class JsCounter implements Counter {
  readonly by: CountBy;
  readonly #engine: ScanEngine;
  readonly #tally: Tally;

  constructor(engine: ScanEngine, tally: Tally) {
    this.by = tally.by;
    this.#engine = engine;
    this.#tally = tally;
  }

  get lines(): number {
    return this.#tally.lines;
  }

  count(bytes: Uint8Array, from: number, end: number): void {
    scanBlocks(this.#engine, bytes, from, end, (rows, ranges, count) => this.#tally.add(bytes, rows, ranges, count));
  }

  snapshot(): TallySnapshot {
    return this.#tally.snapshot();
  }
}

/** The key bytes `bytes[at, at + length)` as one code unit per byte (exact: a valid line is ASCII). */
function latin1(bytes: Uint8Array, at: number, length: number): string {
  if (length <= 4096) return String.fromCharCode.apply(null, bytes.subarray(at, at + length) as unknown as number[]);
  let text = "";
  for (let k = 0; k < length; k += 4096) text += String.fromCharCode.apply(null, bytes.subarray(at + k, at + Math.min(length, k + 4096)) as unknown as number[]);
  return text;
}

/**
 * The count module: scans and counts in WebAssembly; its counts equal the JavaScript `Tally`'s for every input
 * (src/load-counter.test.ts). `bits` (of the hash kept) and `log2` (the table's first size) are for tests. @internal
 */
export class WasmTally implements Counter {
  readonly by: CountBy;
  readonly #wasm: TallyExports;

  constructor(wasm: TallyExports, by: CountBy, bits = 32, log2 = 10) {
    this.by = by;
    this.#wasm = wasm;
    wasm.tallyStart(KEY_SLOT[by] ?? -1, by === "domain" ? 1 : 0, by === "error" ? 1 : 0, bits, log2);
  }

  get lines(): number {
    return this.#wasm.tallyLineCount();
  }

  count(bytes: Uint8Array, from: number, end: number): void {
    const length = end - from;
    if (length <= 0) return;
    const wasm = this.#wasm;
    // PERF: bytes read into `readBuffer` are counted where they are (bench: cores/count-vs-scan, where copying each
    // range in was a tenth of the time).
    if (bytes.buffer === wasm.memory.buffer) {
      wasm.tallyLines(bytes.byteOffset + from, bytes.byteOffset + end);
      return;
    }
    const at = wasm.inputBuffer(length) >>> 0;
    new Uint8Array(wasm.memory.buffer, at, length).set(bytes.subarray(from, end));
    wasm.tallyLines(at, at + length);
  }

  readBuffer(length: number): Uint8Array {
    const at = this.#wasm.inputBuffer(length) >>> 0;
    return new Uint8Array(this.#wasm.memory.buffer, at, length);
  }

  snapshot(): TallySnapshot {
    const wasm = this.#wasm;
    const keys: (string | null)[] = [];
    const counts: number[] = [];
    const absent = wasm.tallyAbsentCount();
    if (absent > 0) {
      keys.push(null);
      counts.push(absent);
    }
    if (this.by === "error" || this.by === "host-kind") {
      const names: readonly (string | undefined)[] = this.by === "error" ? ERROR_CODE_NAMES : HOST_KIND_NAMES;
      for (let n = 0; n < 32; n++) {
        const count = wasm.tallySmallCount(n);
        if (count === 0) continue;
        keys.push(names[n] ?? null);
        counts.push(count);
      }
    }
    const size = wasm.tallySize();
    const out = wasm.inputBuffer(16 * size) >>> 0;
    wasm.tallyEntries(out);
    const memory = wasm.memory.buffer;
    const entries = new DataView(memory, out, 16 * size);
    const bytes = new Uint8Array(memory);
    for (let k = 0; k < size; k++) {
      keys.push(latin1(bytes, entries.getUint32(16 * k, true), entries.getUint32(16 * k + 4, true)));
      counts.push(entries.getFloat64(16 * k + 8, true));
    }
    return { lines: wasm.tallyLineCount(), invalid: wasm.tallyInvalidCount(), keys, counts };
  }
}

/** Instantiate one build of the count module (a new instance per tally: each has its own table). @internal */
export async function createWasmTally(simd: boolean, by: CountBy, bits?: number, log2?: number): Promise<WasmTally> {
  const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  if (api === undefined) throw new Error("@urikit/scanner: WebAssembly is not available in this runtime");
  const bytes = simd ? (decoded.simd ??= fromBase64(TALLY_WASM_SIMD_BASE64)) : (decoded.scalar ??= fromBase64(TALLY_WASM_SCALAR_BASE64));
  const imports = {
    env: {
      abort(): never {
        throw new Error("@urikit/scanner: WASM abort");
      },
    },
  };
  const { instance } = await api.instantiate(bytes, imports);
  const wasm = instance.exports as TallyExports;
  checkModuleLayout(wasm.LAYOUT_VERSION.value, wasm.SLOT_COUNT.value);
  return new WasmTally(wasm, by, bits, log2);
}

/**
 * The counter for an engine choice: the count module's SIMD or scalar build for `wasm-simd` and `wasm`, the first
 * that instantiates for `auto` (else the JavaScript tally over the `js` engine), the JavaScript tally for `js`.
 * @internal
 */
export async function loadCounter(choice: ScanEngineChoice, by: CountBy): Promise<Counter> {
  if (choice === "wasm-simd" || choice === "wasm") return createWasmTally(choice === "wasm-simd", by);
  if (choice === "auto") {
    for (const simd of [true, false]) {
      if (!canRunWasm(simd)) continue;
      try {
        return await createWasmTally(simd, by);
      } catch {
        // a build the runtime refuses: the next one, then JavaScript (as the scanner's own "auto")
      }
    }
  }
  return new JsCounter(await loadEngine(choice), new Tally(by));
}
