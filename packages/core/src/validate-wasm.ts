import { VALIDATE_WASM_RELAXED_SWIZZLE_AT, VALIDATE_WASM_SIMD_BASE64 } from "./generated/validate-wasm.js";

// The WebAssembly and TextEncoder APIs, typed locally: lib "dom" is not in the build, and no such type leaks into the
// d.ts. Every runtime urikit supports has both (Node ≥ 20.19, browsers, Deno, Bun); without them the regex path runs.
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface CheckExports {
  readonly memory: WasmMemory;
  inputStart(): number;
  checkReference(length: number): number;
  checkTail(start: number, length: number): number;
}
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: unknown };
}
interface Utf8Encoder {
  encodeInto(text: string, into: Uint8Array): unknown;
}
/** Node's `Buffer`, typed locally too (the browser build imports no `node:` module): the one method the copy uses. */
interface NodeBytes {
  write(text: string): number;
}
interface NodeBufferApi {
  from(buffer: ArrayBuffer, byteOffset: number): NodeBytes;
  readonly prototype: { readonly write?: unknown };
}
interface NodeProcess {
  readonly versions?: { readonly node?: string };
}

/**
 * Which swizzle the module's classifier runs: `i8x16.relaxed_swizzle` (a bare pshufb on x64) where the runtime has
 * relaxed SIMD, else `i8x16.swizzle` (V8 adds a saturating add before the pshufb on x64, as it cannot know that the
 * indices are below 16). Both give the same bytes for indices below 16, the only ones the module uses.
 */
export type SwizzleForm = "relaxed" | "plain";

/** How the string's UTF-8 reaches the module: `TextEncoder#encodeInto` everywhere, `Buffer#write` on Node ≥ 22. */
export type CopyMethod = "encodeInto" | "bufferWrite";

/**
 * The shortest string isUriReference hands to WebAssembly when the copy is `encodeInto`; below it the regex path stays,
 * as copying the string out (about 60 ns whatever the length) and the call cost about what the regex saves. PERF: in
 * one process beside the regex-only build, 64 made kasztp and userbait (mostly 40–90 units) 3–5 % slower and 96
 * neither, while isaacs_files (117 units on average) ran 1.8–2.0× faster with either (bench: as-used/validate-*).
 */
export const WASM_MIN_LENGTH = 96;

/**
 * The same threshold when the copy is `Buffer#write` (Node ≥ 22), whose fixed cost is about a quarter. PERF: in one
 * process on Node 22.23 and 24.9 against 96, node_files (mostly 50–100 units) ran 1.1–1.3× faster with 64 and
 * kasztp within 3 %; 48 and 32 gained more on node_files but cost kasztp 5–8 %.
 */
export const WASM_MIN_LENGTH_BUFFER_WRITE = 64;

/**
 * `checkLong`'s answers: valid, invalid, or not decided there (the caller's regex path decides), as RFC 3986 §4.1
 * defines a URI reference <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>.
 */
export const WASM_INVALID = 0;
export const WASM_VALID = 1;
export const WASM_UNDECIDED = 2;

const PAGE = 65536;
/** Room after the bytes: the SIMD loop loads whole 16-byte blocks and masks the lanes past the end. */
const SLACK = 16;

let tried = false;
let check: CheckExports | undefined;
let encoder: Utf8Encoder | undefined;
let view = new Uint8Array(0);
/** Node's Buffer when the copy goes through `Buffer#write`, else undefined. */
let nodeBuffer: NodeBufferApi | undefined;
/** A Buffer over the same bytes as `view`, when `nodeBuffer` is set. */
let nodeBytes: NodeBytes | undefined;
/** The copy chosen at the next load; undefined: the runtime's fastest (`preferredCopy`). */
let forcedCopy: CopyMethod | undefined;
/** Whether the next load rewrites the relaxed swizzles even where relaxed SIMD runs (tests compare both forms). */
let forcedPlain = false;
/** The swizzle of the loaded module: "relaxed" (relaxed SIMD, Node ≥ 22 and current browsers) or "plain". */
let swizzle: SwizzleForm | undefined;
/** `view.length`: the bytes the module's memory holds after `inputStart()`. */
let capacity = 0;

/** Decode base64 with `atob`, which every supported runtime has. */
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Node's (and Bun's) global `Buffer`; undefined in browsers and Deno. */
function globalBuffer(): NodeBufferApi | undefined {
  return (globalThis as unknown as { Buffer?: NodeBufferApi }).Buffer;
}

/**
 * The copy that costs least here: from Node 22 on, `Buffer#write` of a one-byte string is a V8 fast API call
 * (about a third of `encodeInto`, whose fixed cost is most of the check of a 120-unit string); on Node 20 it is the
 * slower of the two, and other runtimes have no Buffer or no such method. PERF: in one process on isaacs_files
 * (117 units on average), Node 22.23: `Buffer#write` 37 ns, encodeInto 66 ns, `URL.canParse` 136 ns; Node 20.20:
 * `Buffer#write` 99 ns, encodeInto 70 ns. `write(text)` writes UTF-8 from offset 0 (the documented way to Node's
 * `utf8Write`).
 */
function preferredCopy(): CopyMethod {
  const major = Number((globalThis as { process?: NodeProcess }).process?.versions?.node?.split(".")[0]);
  const buffer = globalBuffer();
  return major >= 22 && typeof buffer?.prototype.write === "function" ? "bufferWrite" : "encodeInto";
}

/** The copy the next load uses: the one asked for (tests) or the runtime's fastest; `encodeInto` without a Buffer. */
function chosenCopy(): CopyMethod {
  const asked = forcedCopy ?? preferredCopy();
  return asked === "bufferWrite" && globalBuffer() !== undefined ? "bufferWrite" : "encodeInto";
}

/** The threshold that goes with `copy`. */
function minLengthFor(copy: CopyMethod): number {
  return copy === "bufferWrite" ? WASM_MIN_LENGTH_BUFFER_WRITE : WASM_MIN_LENGTH;
}

/**
 * The shortest string `isUriReference` (RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>) and
 * `createResolver` hand to `checkLong`: the threshold of the copy in use.
 */
export let wasmMinLength = minLengthFor(chosenCopy());

/** Point the copy's views at the module's memory again (after loading it, and after the memory grew). */
function viewMemory(exports: CheckExports): void {
  view = new Uint8Array(exports.memory.buffer, exports.inputStart());
  capacity = view.length;
  nodeBytes = nodeBuffer?.from(exports.memory.buffer, exports.inputStart());
}

/** Compile and instantiate the module synchronously (about 2 KB, far below every runtime's sync-compile limit). */
function load(): void {
  tried = true;
  const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  const Encoder = (globalThis as { TextEncoder?: new () => Utf8Encoder }).TextEncoder;
  if (api === undefined || Encoder === undefined) return;
  try {
    // A runtime without SIMD, or a Content-Security-Policy without 'wasm-unsafe-eval', throws here.
    const bytes = fromBase64(VALIDATE_WASM_SIMD_BASE64);
    const form: SwizzleForm = !forcedPlain && api.validate(bytes) ? "relaxed" : "plain";
    if (form === "plain") {
      // 0xfd 0x80 0x02 (relaxed_swizzle, opcode 0x100) becomes 0xfd 0x8e 0x00 (swizzle, opcode 0x0e as a padded
      // LEB128).
      for (const at of VALIDATE_WASM_RELAXED_SWIZZLE_AT) {
        bytes[at + 1] = 0x8e;
        bytes[at + 2] = 0x00;
      }
    }
    const instance = new api.Instance(new api.Module(bytes), {});
    const exports = instance.exports as CheckExports;
    encoder = new Encoder();
    nodeBuffer = chosenCopy() === "bufferWrite" ? globalBuffer() : undefined;
    check = exports;
    swizzle = form;
    viewMemory(exports);
  } catch {
    check = undefined;
  }
}

/**
 * Make room for the UTF-8 of `length` code units (at most 3 bytes each): load the module on the first call, grow its
 * memory when the bytes do not fit; false when the module cannot run or its memory cannot grow.
 */
function room(length: number): boolean {
  if (!tried) load();
  if (check === undefined) return false;
  const need = length * 3 + SLACK;
  if (need > capacity) {
    try {
      check.memory.grow(Math.ceil((need - capacity) / PAGE));
    } catch {
      return false;
    }
    viewMemory(check);
  }
  return true;
}

/**
 * Check a long string in WebAssembly: `WASM_VALID`, `WASM_INVALID`, or `WASM_UNDECIDED` when the module does not
 * decide (no scheme, userinfo, an IP literal) or cannot run (no WebAssembly, no SIMD, a CSP): the caller's regex path
 * then decides. The module is compiled on the first call.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * PROOF: `encodeInto` and Node's `Buffer#write` both write UTF-8; the first non-ASCII code unit (a lone surrogate
 * becomes U+FFFD) is written at the byte offset equal to its index, all before it being ASCII, as a lead byte ≥ 0x80
 * that the module rejects, and
 * a string with such a unit is never a URI reference (RFC 3986 §2: every character of a URI is ASCII); an ASCII
 * string's bytes are its code units. So the module sees `text.length` bytes that decide exactly as `text` does.
 */
export function checkLong(text: string): number {
  return copyIn(text) ? check!.checkReference(text.length) : WASM_UNDECIDED;
}

/** Write `text`'s UTF-8 at the module's `inputStart()`; false when the module cannot run or its memory cannot grow. */
function copyIn(text: string): boolean {
  const length = text.length;
  // PERF: one comparison on the common path: `capacity` is 0 until the module runs (and stays 0 without it).
  if (length * 3 + SLACK > capacity && !room(length)) return false;
  if (nodeBytes === undefined) encoder!.encodeInto(text, view);
  else nodeBytes.write(text);
  return true;
}

/**
 * Check in WebAssembly a long relative reference without authority, as `checkLong` checks a URI: `WASM_VALID`,
 * `WASM_INVALID`, or `WASM_UNDECIDED` when the module cannot run. The caller has found that `text` does not begin
 * with "//" and that its first ":" (if any) comes after a "/", "?" or "#".
 * ```abnf
 * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
 * ```
 * RFC 3986 §4.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>
 * PROOF: without "//" in front the relative part is path-absolute (a "/" not followed by "/"), path-noscheme (its
 * first segment non-empty and, as the caller found, without ":") or path-empty (then "?", "#" or the end comes
 * first). Each of them, then the query and the fragment, takes exactly what the module's `checkTail` takes from the
 * path's start on: query characters, pct-encoded and one "#" (its PROOF). The bytes decide as `text` does (see
 * `checkLong`'s PROOF).
 */
export function checkLongRelative(text: string): number {
  return copyIn(text) ? check!.checkTail(0, text.length) : WASM_UNDECIDED;
}

/**
 * Forget the module, so that the next call loads it again (tests force the fallback this way), copying with `copy`
 * (default: the runtime's fastest), with the plain swizzle when `plain` is true (default: relaxed where it runs).
 * @internal
 */
export function resetWasmCheck(copy?: CopyMethod, plain = false): void {
  tried = false;
  check = undefined;
  swizzle = undefined;
  forcedPlain = plain;
  encoder = undefined;
  nodeBuffer = undefined;
  nodeBytes = undefined;
  forcedCopy = copy;
  wasmMinLength = minLengthFor(chosenCopy());
  view = new Uint8Array(0);
  capacity = 0;
}

/** The swizzle the loaded module runs (undefined before the first long string, or without the module). @internal */
export function wasmSwizzle(): SwizzleForm | undefined {
  return swizzle;
}

/** The copy the loaded module uses (undefined before the first long string, or without the module). @internal */
export function wasmCopyMethod(): CopyMethod | undefined {
  if (check === undefined) return undefined;
  return nodeBytes === undefined ? "encodeInto" : "bufferWrite";
}
