import { typeName } from "@urikit/core/engine";
import { jsEngine, spareRowsOf, type ScanEngine, type ScanEngineName } from "./scan-engine.js";
import { ScanResult } from "./scan-result.js";
import { canRunWasm, createWasmEngine } from "./scan-wasm.js";

/** Which engine to run: one by name, or `"auto"` (wasm-simd if the runtime validates it, else wasm, else js). */
export type ScanEngineChoice = ScanEngineName | "auto";

/** Options of {@link createScanner}. */
export interface ScannerOptions {
  /** Default `"auto"`. */
  engine?: ScanEngineChoice;
  /**
   * The type of `ScanResult.rows`: `"auto"` (default) compact Int16 rows when every line is at most 32767 bytes,
   * else Int32, until `offsets` of one of this scanner's results is read: its later results then have Int32 rows
   * (a caller that reads `offsets` once reads it again, and Int32 rows are what it needs); `"int32"` Int32 rows
   * always, so that `ScanResult.offsets` is `rows` itself, with no conversion on its first read (for callers that
   * read the offsets layout of @urikit/core directly).
   */
  rows?: "auto" | "int32";
}

/**
 * A bulk URI-reference scanner bound to one engine.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export interface Scanner {
  /** The engine that runs. */
  readonly engine: ScanEngineName;
  /**
   * Why `"auto"` runs the `js` engine although WebAssembly validates the module, e.g. a Content-Security-Policy
   * without `'wasm-unsafe-eval'` that refuses to compile it; absent otherwise.
   */
  readonly fallbackReason?: string;
  /**
   * Scan UTF-8 bytes with one URI reference per line (LF or CRLF; a final line without LF counts; a BOM at the start
   * is skipped), or an array of strings, one URI reference each (nothing splits them).
   */
  scan(input: Uint8Array | readonly string[], options?: ScanOptions): ScanResult;
}

/** Options of one {@link Scanner.scan} call. */
export interface ScanOptions {
  /**
   * An earlier result the caller keeps nothing of any more (neither its `rows`, `ranges` nor `offsets`, nor views of
   * them; strings read from it are copies and stay): the scan writes its rows and ranges into that result's arrays
   * when they are long enough (and of the rows' type; the WebAssembly engines, as the js engine allocates its own),
   * rather than into fresh memory, which it would allocate, zero and fault in. The earlier result then reads the new
   * rows: keep using it and it answers wrongly. Bytes input only (an array of strings is encoded into new memory
   * anyway). What `scanFile`'s `reuse` does for each range. `undefined` (the first turn of a loop) reuses nothing.
   */
  reuse?: ScanResult | undefined;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** Length of a UTF-8 byte order mark at the start of `bytes` (3 or 0). @internal */
export function bomLength(bytes: Uint8Array): number {
  return bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2] ? 3 : 0;
}

const encoder = new TextEncoder();

/** UTF-8 of `lines` back to back, and each one's (start, end) range. */
function encodeLines(lines: readonly string[]): { bytes: Uint8Array; ranges: Int32Array } {
  let total = 0;
  for (const line of lines) total += line.length;
  let bytes = new Uint8Array(total + 16);
  const ranges = new Int32Array(lines.length * 2);
  let at = 0;
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k];
    if (bytes.length - at < line.length * 3) {
      const bigger = new Uint8Array(Math.max(bytes.length * 2, at + line.length * 3));
      bigger.set(bytes.subarray(0, at));
      bytes = bigger;
    }
    ranges[2 * k] = at;
    let i = 0;
    // PERF: URIs are ASCII; copy code units until the first non-ASCII one, then let TextEncoder do the rest.
    for (; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c >= 0x80) break;
      bytes[at++] = c;
    }
    if (i < line.length) at += encoder.encodeInto(line.slice(i), bytes.subarray(at)).written;
    ranges[2 * k + 1] = at;
  }
  return { bytes: bytes.subarray(0, at), ranges };
}

/**
 * Throw `TypeError` unless `input` is what `scan` takes: a `Uint8Array` whose buffer is not detached, or an array of
 * primitive strings. Nothing of an object that is neither is read (`ArrayBuffer.isView` and `Array.isArray` trigger no
 * Proxy trap), and no `toString` is called. @internal
 */
export function expectScanInput(input: unknown, caller: string): asserts input is Uint8Array | readonly string[] {
  if (ArrayBuffer.isView(input)) {
    if (!(input instanceof Uint8Array)) throw new TypeError(`${caller}: expected a Uint8Array or an array of strings, got another typed array or a DataView`);
    // A view of a detached buffer reads as empty; constructing a view of that buffer throws, which tells them apart.
    if (input.length === 0) {
      try {
        new Uint8Array(input.buffer);
      } catch {
        throw new TypeError(`${caller}: the Uint8Array's buffer is detached (transferred or resized away)`);
      }
    }
    return;
  }
  if (Array.isArray(input)) {
    for (let k = 0; k < input.length; k++) {
      const line: unknown = input[k];
      if (typeof line !== "string") throw new TypeError(`${caller}: expected a string at index ${k}, got ${typeName(line)}`);
    }
    return;
  }
  throw new TypeError(`${caller}: expected a Uint8Array or an array of strings, got ${typeName(input)}`);
}

/**
 * Scan bytes or strings with `engine`; Int32 rows when `offsetsRead.wide` is set (by `rows: "int32"`, or once a result
 * has widened its rows for `offsets`, which sets it). @internal
 */
export function scanWith(engine: ScanEngine, input: Uint8Array | readonly string[], skipBom: boolean, offsetsRead: { wide: boolean }, options?: ScanOptions): ScanResult {
  expectScanInput(input, "scan");
  const reuse = reusedResult(input, options);
  const wide = offsetsRead.wide;
  if (input instanceof Uint8Array) {
    const from = skipBom ? bomLength(input) : 0;
    const { rows, ranges, count } = engine.scanBytes(input, from, input.length, wide, reuse === undefined ? undefined : spareRowsOf(reuse));
    return new ScanResult({ bytes: input, rows, ranges, count, offsetsRead });
  }
  const { bytes, ranges } = encodeLines(input);
  const rows = engine.scanRanges(bytes, ranges, input.length, wide);
  return new ScanResult({ bytes, rows, ranges, count: input.length, lines: input, offsetsRead });
}

/** The `reuse` of a scan's options, checked: a ScanResult, for a bytes input; undefined without one. */
function reusedResult(input: Uint8Array | readonly string[], options: ScanOptions | undefined): ScanResult | undefined {
  if (options === undefined) return undefined;
  if (typeof options !== "object" || options === null) throw new TypeError(`scan: expected an options object, got ${typeName(options)}`);
  const reuse = options.reuse;
  if (reuse === undefined) return undefined;
  if (!(reuse instanceof ScanResult)) throw new TypeError(`scan: reuse must be a ScanResult, got ${typeName(reuse)}`);
  if (!(input instanceof Uint8Array)) throw new TypeError("scan: reuse needs a Uint8Array input");
  return reuse;
}

/** Resolve an engine choice to a ready engine. @internal */
export async function loadEngine(choice: ScanEngineChoice = "auto"): Promise<ScanEngine> {
  switch (choice) {
    case "js":
      return jsEngine;
    case "wasm":
      return createWasmEngine(false);
    case "wasm-simd":
      return createWasmEngine(true);
    case "auto":
      return (await autoEngine()).engine;
    default:
      throw new RangeError(`@urikit/scanner: unknown engine ${JSON.stringify(choice)} (option "engine" is "auto", "js", "wasm" or "wasm-simd")`);
  }
}

/**
 * The `"auto"` choice: the first WebAssembly build that validates and instantiates, else the TypeScript twin. A
 * build can validate and still be refused at compile time: a page whose Content-Security-Policy has `script-src`
 * without `'wasm-unsafe-eval'` (or `'unsafe-eval'`) makes `WebAssembly.instantiate` reject with a CompileError.
 * That is a policy of the page, not a fault: the scan falls back to `js` (same results, slower) and says why.
 * @internal
 */
export async function autoEngine(): Promise<{ engine: ScanEngine; fallbackReason?: string }> {
  let refused: unknown;
  for (const simd of [true, false]) {
    if (!canRunWasm(simd)) continue;
    try {
      return { engine: await createWasmEngine(simd) };
    } catch (error) {
      refused ??= error;
    }
  }
  if (refused === undefined) return { engine: jsEngine };
  const message = refused instanceof Error ? `${refused.name}: ${refused.message}` : String(refused);
  return { engine: jsEngine, fallbackReason: `WebAssembly was refused (${message}); the js engine runs instead` };
}

/**
 * Create a scanner. `"auto"` picks `wasm-simd` when `WebAssembly.validate` accepts the SIMD build, else `wasm`, else
 * `js` (core's scanner); naming an engine the runtime cannot run rejects.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function createScanner(options: ScannerOptions = {}): Promise<Scanner> {
  if (typeof options !== "object" || options === null) throw new TypeError(`createScanner: expected an options object, got ${typeName(options)}`);
  const choice = options.engine ?? "auto";
  const rows = options.rows ?? "auto";
  if (rows !== "auto" && rows !== "int32") throw new RangeError(`createScanner: unknown rows ${JSON.stringify(rows)} (option "rows" is "auto" or "int32")`);
  // PERF: shared by the scanner and its results: Int32 rows from the start with "int32", and after the first
  // `offsets` read of a result with compact rows, whose conversion cost about half the scan (bench: scan/read-kasztp).
  const offsetsRead = { wide: rows === "int32" };
  if (choice === "auto") {
    const { engine, fallbackReason } = await autoEngine();
    return { engine: engine.name, ...(fallbackReason === undefined ? {} : { fallbackReason }), scan: (input, scanOptions) => scanWith(engine, input, true, offsetsRead, scanOptions) };
  }
  const engine = await loadEngine(choice);
  return {
    engine: engine.name,
    scan: (input, scanOptions) => scanWith(engine, input, true, offsetsRead, scanOptions),
  };
}
