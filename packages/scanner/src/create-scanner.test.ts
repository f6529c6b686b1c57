import { afterEach, describe, expect, it, vi } from "vitest";
import { bomLength, createScanner } from "./create-scanner.js";
import { scanStream } from "./scan-stream.js";

/** The runtime's WebAssembly object (Node's types declare the namespace, not the value). */
const wasmApi = (globalThis as unknown as { WebAssembly: { instantiate: (...args: unknown[]) => Promise<unknown>; CompileError: new (message: string) => Error } })
  .WebAssembly;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createScanner", () => {
  it("picks wasm-simd under auto where the runtime validates it", async () => {
    expect((await createScanner()).engine).toBe("wasm-simd");
    expect((await createScanner({ engine: "js" })).engine).toBe("js");
  });
  it("falls back to js, and says why, when WebAssembly validates but refuses to compile (a strict CSP)", async () => {
    // What Chromium does on a page whose CSP lacks 'wasm-unsafe-eval' (test/csp-browser.test.ts runs it for real in Chromium).
    const refused = new wasmApi.CompileError("WebAssembly.instantiate(): Refused to compile or instantiate WebAssembly module");
    const instantiate = vi.spyOn(wasmApi, "instantiate").mockRejectedValue(refused);
    const scanner = await createScanner();
    expect(instantiate).toHaveBeenCalledTimes(2); // the SIMD build, then the scalar one
    expect(scanner.engine).toBe("js");
    expect(scanner.fallbackReason).toBe(`WebAssembly was refused (CompileError: ${refused.message}); the js engine runs instead`);
    expect(scanner.scan(["http://a/b", "a b"]).error(1)).toEqual({ code: "unexpected-char", index: 1 });
    let lines = 0;
    for await (const batch of scanStream([new TextEncoder().encode("http://a/\nx y\n")])) lines += batch.length;
    expect(lines).toBe(2);
    instantiate.mockRejectedValue("not an Error");
    expect((await createScanner()).fallbackReason).toBe("WebAssembly was refused (not an Error); the js engine runs instead");
  });
  it("names no fallback reason when WebAssembly runs, or when js is asked for", async () => {
    expect("fallbackReason" in (await createScanner())).toBe(false);
    expect("fallbackReason" in (await createScanner({ engine: "js" }))).toBe(false);
  });
  it("rejects a named WebAssembly engine that the runtime refuses, instead of falling back", async () => {
    vi.spyOn(wasmApi, "instantiate").mockRejectedValue(new wasmApi.CompileError("refused"));
    await expect(createScanner({ engine: "wasm-simd" })).rejects.toThrow("refused");
  });
  it("rejects an unknown engine (a bad option: RangeError) and an options argument that is not an object (TypeError)", async () => {
    await expect(createScanner({ engine: "gpu" as "js" })).rejects.toThrow(RangeError);
    await expect(createScanner({ engine: "gpu" as "js" })).rejects.toThrow(/unknown engine "gpu" \(option "engine" is "auto", "js", "wasm" or "wasm-simd"\)/);
    await expect(createScanner(null as never)).rejects.toThrow(TypeError);
  });
  it('writes Int32 rows with rows: "int32" (offsets is rows itself), the same numbers as the default compact rows', async () => {
    const long = `http://h/${"p".repeat(40_000)}`; // over 32767 bytes: the compact kernel stops and goes on with Int32 rows
    const some = "http://u@h:8/p?q#f\n//a%zz\nfoo:bar\r\n\n";
    const big = `${some.repeat(60_000)}${long}\n${some.repeat(60_000)}`; // over 4 MiB: several slices, one long line
    const same = (a: Int32Array, b: Int32Array) => a.length === b.length && a.every((v, k) => v === b[k]);
    for (const engine of ["js", "wasm", "wasm-simd"] as const) {
      const [wide, auto] = await Promise.all([createScanner({ engine, rows: "int32" }), createScanner({ engine, rows: "auto" })]);
      for (const text of engine === "js" ? [some, `${some}${long}\n${some}`] : [some, `${some}${long}\n${some}`, big]) {
        const bytes = new TextEncoder().encode(text);
        const [a, b] = [wide.scan(bytes), auto.scan(bytes)];
        expect(a.rows).toBeInstanceOf(Int32Array);
        expect(a.offsets).toBe(a.rows);
        expect(same(a.offsets, b.offsets)).toBe(true);
        expect(a.length).toBe(b.length);
      }
      const lines = some.split("\n").concat(long);
      const [a, b] = [wide.scan(lines), auto.scan(lines.slice(0, 3))];
      expect(a.rows).toBeInstanceOf(Int32Array);
      expect(a.offsets.subarray(0, b.offsets.length)).toEqual(b.offsets);
      expect(wide.scan(lines.slice(0, 3)).offsets).toEqual(b.offsets);
    }
    await expect(createScanner({ rows: "int16" as "auto" })).rejects.toThrow(/unknown rows "int16" \(option "rows" is "auto" or "int32"\)/);
  });
  it("writes Int32 rows after an offsets read of one of its results with compact rows, the same numbers", async () => {
    const bytes = new TextEncoder().encode("http://u@h:8/p?q#f\n//a%zz\nfoo:bar\r\n\n");
    for (const engine of ["wasm", "wasm-simd"] as const) {
      const [scanner, other] = await Promise.all([createScanner({ engine }), createScanner({ engine })]);
      const first = scanner.scan(bytes);
      expect(first.rows).toBeInstanceOf(Int16Array);
      expect(scanner.scan(["a:b"]).rows).toBeInstanceOf(Int16Array); // reading rows or components changes nothing
      first.isValid(0);
      expect(scanner.scan(bytes).rows).toBeInstanceOf(Int16Array);
      const offsets = first.offsets; // widened here, once
      expect(first.offsets).toBe(offsets);
      const later = scanner.scan(bytes);
      expect(later.rows).toBeInstanceOf(Int32Array);
      expect(later.offsets).toBe(later.rows);
      expect(Array.from(later.offsets)).toEqual(Array.from(offsets));
      expect(scanner.scan(["a:b"]).rows).toBeInstanceOf(Int32Array);
      expect(other.scan(bytes).rows).toBeInstanceOf(Int16Array); // another scanner keeps its own setting
    }
  });
  it("takes each string as one line, even with LF, CR or non-ASCII inside", async () => {
    const scanner = await createScanner({ engine: "wasm" });
    const result = scanner.scan(["a\nb", "http://h/\r", "é", "", "http://x/ü?"]);
    expect(result.length).toBe(5);
    expect(result.error(0)).toEqual({ code: "unexpected-char", index: 1 });
    expect(result.error(1)).toEqual({ code: "unexpected-char", index: 9 });
    expect(result.error(2)).toEqual({ code: "unexpected-char", index: 0 });
    expect(result.isValid(3)).toBe(true);
    expect(result.error(4)).toEqual({ code: "unexpected-char", index: 9 });
  });
  it("skips a UTF-8 BOM only at the start of bytes", () => {
    expect(bomLength(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61))).toBe(3);
    expect(bomLength(Uint8Array.of(0xef, 0xbb))).toBe(0);
    expect(bomLength(Uint8Array.of(0x61, 0xef, 0xbb, 0xbf))).toBe(0);
  });
  it("counts no line in empty input and one per LF-terminated line", async () => {
    const scanner = await createScanner();
    const encode = (s: string) => new TextEncoder().encode(s);
    expect(scanner.scan(encode("")).length).toBe(0);
    expect(scanner.scan(encode("\n")).length).toBe(1);
    expect(scanner.scan(encode("a\n\nb")).length).toBe(3);
    expect(scanner.scan(encode("a\r\n")).length).toBe(1);
  });
});
