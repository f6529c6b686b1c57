import { describe, expect, it } from "vitest";
import { canRunWasm, checkModuleLayout, createWasmEngine, fromBase64, scannerWasmBytes } from "./scan-wasm.js";
import { LAYOUT_VERSION, SLOT_COUNT } from "./layout.js";

describe("the WASM loader", () => {
  it("validates both builds on Node 20", () => {
    expect(canRunWasm(false)).toBe(true);
    expect(canRunWasm(true)).toBe(true);
  });
  it("answers for each build as validating the build itself would (its probe module, not the build, is validated)", () => {
    const wasm = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    expect(canRunWasm(true)).toBe(wasm.validate(scannerWasmBytes(true)));
    expect(canRunWasm(false)).toBe(wasm.validate(scannerWasmBytes(false)));
  });
  it("decodes base64 the same with the native decoders and with atob", () => {
    const bytes = new Uint8Array(1000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + 7) & 0xff;
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const text = btoa(binary);
    expect(Array.from(fromBase64(text))).toEqual(Array.from(bytes));
    const saved = (globalThis as { Buffer?: unknown }).Buffer;
    (globalThis as { Buffer?: unknown }).Buffer = undefined;
    try {
      expect(Array.from(fromBase64(text))).toEqual(Array.from(bytes));
      expect(Array.from(fromBase64(""))).toEqual([]);
    } finally {
      (globalThis as { Buffer?: unknown }).Buffer = saved;
    }
  });
  it("embeds a scalar build without SIMD opcodes' type and a SIMD build that differs", () => {
    expect(scannerWasmBytes(false)).not.toEqual(scannerWasmBytes(true));
    expect(Array.from(scannerWasmBytes(false).subarray(0, 4))).toEqual([0, 0x61, 0x73, 0x6d]);
  });
  it("refuses a module built for another layout", () => {
    expect(() => checkModuleLayout(LAYOUT_VERSION, SLOT_COUNT)).not.toThrow();
    expect(() => checkModuleLayout(LAYOUT_VERSION + 1, SLOT_COUNT)).toThrow(/layout version/);
    expect(() => checkModuleLayout(LAYOUT_VERSION, SLOT_COUNT - 1)).toThrow(/slots/);
  });
  it("grows memory for a large input and scans every line", async () => {
    const engine = await createWasmEngine(true);
    const line = new TextEncoder().encode("https://example.com/a/b?c=d#e\n");
    const bytes = new Uint8Array(line.length * 100_000);
    for (let k = 0; k < 100_000; k++) bytes.set(line, k * line.length);
    const { count, rows } = engine.scanBytes(bytes, 0, bytes.length);
    expect(count).toBe(100_000);
    expect(rows[99_999 * SLOT_COUNT + 9]).toBe(line.indexOf(0x3f));
  });
});
