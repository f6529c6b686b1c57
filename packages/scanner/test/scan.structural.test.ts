// The structural path of the SIMD build (assembly/index.ts: classifyWindow, scanLinesStructural, scanLineStructural)
// against the js engine (core's scanner) and the scalar build, on the inputs where bitmaps can go wrong: lines of every length
// around 16, 32 and 64 bytes, a delimiter at every offset, lines starting at every offset of a 64-byte word, lines
// that cross 1 KiB windows, short and long lines mixed, and input flush against the end of WASM memory. A counter
// exported by the module shows that the path is taken, so agreement is not won by always falling back.
import { readFileSync } from "node:fs";
import { OFFSET_SLOTS, scanUriReference } from "@urikit/core/offsets";
import { realWorldListPath } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ScanResult } from "../src/index.js";
import { scannerWasmBytes } from "../src/scan-wasm.js";
import { rowOf, scanners } from "./scan-cases.js";

const all = await scanners();
const SEED = 20251125;
const encoder = new TextEncoder();

function expectAgree(bytes: Uint8Array): ScanResult {
  const [js, wasm, simd] = [all.js.scan(bytes), all.wasm.scan(bytes), all["wasm-simd"].scan(bytes)];
  expect(simd.length).toBe(js.length);
  expect(wasm.length).toBe(js.length);
  expect(Array.from(simd.ranges)).toEqual(Array.from(js.ranges));
  // compare the whole arrays first (fast), then show the first row that differs
  for (const [name, other] of [["simd", simd], ["wasm", wasm]] as const) {
    const k = other.offsets.findIndex((v, j) => v !== js.offsets[j]);
    if (k >= 0) {
      const i = Math.floor(k / OFFSET_SLOTS);
      expect(rowOf(other.offsets, i), `${name}, line ${i}`).toEqual(rowOf(js.offsets, i));
    }
  }
  return js;
}

interface RawScanner {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  heapBase(): number;
  scanLines(origin: number, from: number, end: number, rows: number, ranges: number, maxLines: number, compact: number): number;
  structuralLines(): number;
}

/** Scan `bytes` with a fresh instance of the SIMD build (input flush against the end of memory); return its counter. */
async function structuralCount(bytes: Uint8Array): Promise<{ lines: number; structural: number }> {
  // lib "dom" is not in the build: WebAssembly is typed locally, as in src/scan-wasm.ts
  const api = (globalThis as unknown as { WebAssembly: { instantiate(b: Uint8Array, i: object): Promise<{ instance: { exports: unknown } }> } }).WebAssembly;
  const abort = (): never => {
    throw new Error("abort");
  };
  const { instance } = await api.instantiate(scannerWasmBytes(true), { env: { abort } });
  const wasm = instance.exports as unknown as RawScanner;
  const rows = wasm.heapBase();
  const capacity = bytes.length + 1;
  const need = rows + capacity * (OFFSET_SLOTS * 4 + 8) + bytes.length;
  const have = wasm.memory.buffer.byteLength;
  if (need > have) wasm.memory.grow(Math.ceil((need - have) / 65536));
  const input = wasm.memory.buffer.byteLength - bytes.length;
  new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
  const lines = wasm.scanLines(input, input, input + bytes.length, rows, rows + capacity * OFFSET_SLOTS * 4, capacity, 1); // compact rows, as the loader asks for short lines
  return { lines, structural: wasm.structuralLines() };
}

describe("the structural path of the SIMD build", () => {
  it("takes almost every line of kasztp.txt (valid lines of at most 64 bytes)", async () => {
    const bytes = readFileSync(realWorldListPath("kasztp.txt"));
    const { lines, structural } = await structuralCount(bytes);
    expect(lines).toBeGreaterThan(48_000);
    expect(structural / lines).toBeGreaterThan(0.85);
  });

  it("takes a valid short line and leaves an invalid or long one to the scalar loops", async () => {
    expect((await structuralCount(encoder.encode("http://a/b?c#d\nhttp://a/%41\nhttp://[::1]/\n"))).structural).toBe(1);
    expect((await structuralCount(encoder.encode(`http://a/${"b".repeat(55)}\n`))).structural).toBe(1); // 64 bytes
    expect((await structuralCount(encoder.encode(`http://a/${"b".repeat(56)}\n`))).structural).toBe(0); // 65 bytes
  });

  it("agrees with the js engine on a delimiter at every offset, in lines starting at every offset of a word", () => {
    const delimiters = [":", "/", "?", "#", "@", "%", "[", "]", "\r", " ", "é", "1"];
    const templates = ["http://example.com/", "//h:80/", "a:", "", "/p", "?q", "#f", "u@h", "http://u:p@h:8/x?y#z"];
    for (const template of templates) {
      for (const delimiter of delimiters) {
        const lines: string[] = [];
        // bodies of 40 and 63 bytes: with the delimiter, lines of 41 and 64 bytes (the structural path) and of 65
        for (const size of [40, 63, 64]) {
          const body = `${template}${"x".repeat(size)}`.slice(0, size);
          for (let k = 0; k <= size; k++) lines.push(body.slice(0, k) + delimiter + body.slice(k));
        }
        // a preceding line of each length 0 … 63 shifts every later line to another offset of its 64-bit word
        for (let shift = 0; shift < 64; shift += 9) expectAgree(encoder.encode(`${"y".repeat(shift)}\n${lines.join("\n")}`));
      }
    }
  });

  it("agrees with the js engine on lines of 15/16/17/31/32/33/63/64/65 bytes, and across 1 KiB windows", () => {
    const lengths = [1, 15, 16, 17, 31, 32, 33, 47, 48, 49, 63, 64, 65, 100];
    const alphabet = fc.constantFrom(..."abz09.-_~!$&'()*+,;=:/?#@%[]", "%41", "http://", "//", "\r");
    const lineOf = (length: number) => fc.array(alphabet, { minLength: length, maxLength: length }).map((parts) => parts.join("").slice(0, length));
    const anyLine = fc.constantFrom(...lengths).chain(lineOf);
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 80 }), fc.boolean(), (lines, finalNewline) => {
        expectAgree(encoder.encode(lines.join("\n") + (finalNewline ? "\n" : "")));
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it("agrees with the js engine and with core on valid URIs of every length up to 70, many to a window", () => {
    const valid = fc
      .tuple(
        fc.constantFrom("", "http:", "https:", "a+b.c-d:", "urn:"),
        fc.constantFrom("", "//", "//u@", "//u:p@"),
        fc.constantFrom("", "host", "1.2.3.4", "1.2.3.256", "h-o.s_t~"),
        fc.constantFrom("", ":", ":80", ":8a"),
        fc.constantFrom("", "/", "/a/b", "a:b", "/a@b:c", "./x"),
        fc.constantFrom("", "?", "?q=1&r=/?", "?a#"),
        fc.constantFrom("", "#", "#f/?", "#a#b"),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.array(valid, { minLength: 1, maxLength: 200 }), (lines) => {
        const result = expectAgree(encoder.encode(lines.join("\n")));
        const out = new Int32Array(OFFSET_SLOTS);
        lines.forEach((text, i) => {
          out.fill(0);
          scanUriReference(text, out);
          expect(rowOf(result.offsets, i)).toEqual(Array.from(out));
        });
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it("agrees with the js engine when short and long lines alternate (mode switches)", () => {
    const long = `file:///${"dir/".repeat(30)}x.js`;
    const short = ["node:url", "http://a/b", "x", "a:b:c", "http://h:1/"];
    const lines: string[] = [];
    for (let k = 0; k < 300; k++) lines.push(k % 3 === 0 ? long : short[k % short.length]!);
    expectAgree(encoder.encode(lines.join("\n")));
    expectAgree(encoder.encode(lines.join("\r\n")));
  });

  it("agrees with the js engine on arrays of strings (scanRanges), short and long", () => {
    const lines = ["http://a/b?c#d", "", "//x", `http://a/${"b".repeat(60)}`, "a:b", "http://[::1]/", "x?#", "%zz"];
    const [js, simd] = [all.js.scan(lines), all["wasm-simd"].scan(lines)];
    expect(Array.from(simd.offsets)).toEqual(Array.from(js.offsets));
  });
});
