import { VALIDATE_WASM_SIMD_BASE64 } from "./generated/validate-wasm.js";

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
}
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: unknown };
}
interface Utf8Encoder {
  encodeInto(text: string, into: Uint8Array): unknown;
}

/**
 * The shortest string isUriReference hands to WebAssembly; below it the regex path stays, as copying the string out
 * (`encodeInto`, about 60 ns whatever the length) and the call cost about what the regex saves. PERF: in one process
 * beside the regex-only build, 64 made kasztp and userbait (mostly 40–90 units) 3–5 % slower and 96 neither, while
 * isaacs_files (117 units on average) ran 1.8–2.0× faster with either (bench: as-used/validate-*).
 */
export const WASM_MIN_LENGTH = 96;

/** `checkLong`'s answers: valid, invalid, or not decided there (the caller's regex path decides). */
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
/** `view.length`: the bytes the module's memory holds after `inputStart()`. */
let capacity = 0;

/** Decode base64 with `atob`, which every supported runtime has. */
function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Compile and instantiate the module synchronously (under 2 KB, far below every runtime's sync-compile limit). */
function load(): void {
  tried = true;
  const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  const Encoder = (globalThis as { TextEncoder?: new () => Utf8Encoder }).TextEncoder;
  if (api === undefined || Encoder === undefined) return;
  try {
    // A runtime without SIMD, or a Content-Security-Policy without 'wasm-unsafe-eval', throws here.
    const instance = new api.Instance(new api.Module(fromBase64(VALIDATE_WASM_SIMD_BASE64)), {});
    const exports = instance.exports as CheckExports;
    encoder = new Encoder();
    check = exports;
    view = new Uint8Array(exports.memory.buffer, exports.inputStart());
    capacity = view.length;
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
    view = new Uint8Array(check.memory.buffer, check.inputStart());
    capacity = view.length;
  }
  return true;
}

/**
 * Check a long string in WebAssembly: `WASM_VALID`, `WASM_INVALID`, or `WASM_UNDECIDED` when the module does not
 * decide (no scheme, userinfo, an IP literal) or cannot run (no WebAssembly, no SIMD, a CSP): the caller's regex path
 * then decides. The module is compiled on the first call. @internal
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * PROOF: `encodeInto` writes UTF-8; the first non-ASCII code unit (a lone surrogate becomes U+FFFD) is written at
 * the byte offset equal to its index, all before it being ASCII, as a lead byte ≥ 0x80 that the module rejects, and
 * a string with such a unit is never a URI reference (RFC 3986 §2: every character of a URI is ASCII); an ASCII
 * string's bytes are its code units. So the module sees `text.length` bytes that decide exactly as `text` does.
 */
export function checkLong(text: string): number {
  const length = text.length;
  // PERF: one comparison on the common path: `capacity` is 0 until the module runs (and stays 0 without it).
  if (length * 3 + SLACK > capacity && !room(length)) return WASM_UNDECIDED;
  encoder!.encodeInto(text, view);
  return check!.checkReference(length);
}

/** Forget the module, so that the next call loads it again (tests force the fallback this way). @internal */
export function resetWasmCheck(): void {
  tried = false;
  check = undefined;
  encoder = undefined;
  view = new Uint8Array(0);
  capacity = 0;
}
