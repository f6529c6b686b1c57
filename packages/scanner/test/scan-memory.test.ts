// Bounded memory: the peak memory of `scan(bytes)` stays within 2× the input (beyond the input itself), WASM
// memory grows geometrically, and the sliced scan gives exactly the rows of the reference engine.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { realWorldListPath } from "@urikit/corpus";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { createScanner } from "../src/index.js";
import { SLICE_BYTES, countLines } from "../src/scan-wasm.js";

const js = await createScanner({ engine: "js" });
const KASZTP = readFileSync(realWorldListPath("kasztp.txt"));

/** `size` bytes of real URL lines, repeated. */
function realLines(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += KASZTP.length) bytes.set(KASZTP.subarray(0, Math.min(KASZTP.length, size - at)), at);
  return bytes;
}

function sameInts(a: Int32Array, b: Int32Array): boolean {
  return a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

describe("countLines", () => {
  it("counts one line per LF plus a final line without LF, at any alignment", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }).map((a) => a.map((b) => (b % 5 === 0 ? 0x0a : b === 0x0a ? 0x0b : b))),
        fc.nat(3),
        fc.nat(200),
        fc.nat(200),
        (body, shift, x, y) => {
          const buffer = new Uint8Array(body.length + 4);
          buffer.set(body, shift);
          const bytes = buffer.subarray(shift, shift + body.length);
          const from = Math.min(x, y, bytes.length);
          const end = Math.min(Math.max(x, y), bytes.length);
          let expected = 0;
          for (let i = from; i < end; i++) if (bytes[i] === 0x0a) expected++;
          if (end > from && bytes[end - 1] !== 0x0a) expected++;
          expect(countLines(bytes, from, end)).toBe(expected);
          // And it agrees with what the engines report.
          expect(js.scan(bytes.slice(from, end)).length).toBe(countLines(bytes.slice(from, end), 0, end - from));
        },
      ),
      { seed: 97, numRuns: 500 },
    );
  });
});

describe.each(["wasm", "wasm-simd"] as const)("%s over several slices", (engine) => {
  it("gives exactly the rows and ranges of the reference engine, whatever the slice cuts", async () => {
    const scanner = await createScanner({ engine });
    const long = new Uint8Array(SLICE_BYTES + 12_345).fill(0x61); // one line longer than a slice, alone in its slice
    const parts = [realLines(SLICE_BYTES - 7), Uint8Array.of(0x0a), long, Uint8Array.of(0x0a), realLines(2 * SLICE_BYTES + 999), Uint8Array.of(0x68, 0x3a, 0xff)];
    const bytes = Buffer.concat(parts);
    const a = scanner.scan(bytes);
    const b = js.scan(bytes);
    expect(a.length).toBe(b.length);
    expect(a.length).toBe(countLines(bytes, 0, bytes.length));
    expect(sameInts(a.offsets, b.offsets)).toBe(true);
    expect(sameInts(a.ranges, b.ranges)).toBe(true);
    // The result arrays are exactly as long as the rows they hold (allocated once, never concatenated). The line
    // longer than a slice is also longer than 32767 bytes, too long for compact rows: the rows before it were widened
    // to Int32 once, and the scan went on with Int32 rows.
    expect(a.rows.buffer.byteLength).toBe(a.rows.byteLength);
    expect(a.rows).toBeInstanceOf(Int32Array);
    expect(a.ranges.buffer.byteLength).toBe(a.ranges.byteLength);
  }, 60_000);
});

// The WebAssembly API, typed locally (lib "dom" is not in the build).
interface GrowableMemory {
  grow(pages: number): number;
}
const memoryPrototype = (globalThis as unknown as { WebAssembly: { Memory: { prototype: GrowableMemory } } }).WebAssembly.Memory.prototype;

describe("WASM memory", () => {
  const grow = memoryPrototype.grow;
  afterEach(() => {
    memoryPrototype.grow = grow;
  });

  it("grows geometrically: ever longer lines cost O(log n) reallocations, not one per call", async () => {
    const scanner = await createScanner({ engine: "wasm" });
    let calls = 0;
    memoryPrototype.grow = function (this: GrowableMemory, pages: number) {
      calls++;
      return grow.call(this, pages);
    };
    const step = 256 * 1024;
    let scans = 0;
    for (let length = 5 * 1024 * 1024; length <= 16 * 1024 * 1024; length += step) {
      const line = new Uint8Array(length).fill(0x62);
      expect(scanner.scan(line).isValid(0)).toBe(true);
      scans++;
    }
    expect(scans).toBe(45);
    // Growing to the exact need would grow on every one of the 45 calls; doubling grows at most a few times.
    expect(calls).toBeLessThanOrEqual(4);
  }, 60_000);
});

describe("peak memory of scan(bytes)", () => {
  it("stays within 2× the input beyond the input (64 MiB of real URL lines, in a fresh process)", () => {
    const script = `
      const { createScanner } = await import(${JSON.stringify(new URL("../dist/index.js", import.meta.url).href)});
      const { readFileSync } = await import("node:fs");
      const one = readFileSync(${JSON.stringify(realWorldListPath("kasztp.txt"))});
      const size = 64 * 1024 * 1024;
      const bytes = new Uint8Array(size);
      for (let at = 0; at < size; at += one.length) bytes.set(one.subarray(0, Math.min(one.length, size - at)), at);
      const scanner = await createScanner();
      scanner.scan(bytes.subarray(0, 1 << 20));
      const rss = process.memoryUsage().rss;
      const result = scanner.scan(bytes);
      const peak = process.resourceUsage().maxRSS * 1024;
      console.log(JSON.stringify({ size, lines: result.length, resultBytes: result.rows.byteLength + result.ranges.byteLength, compact: result.rows instanceof Int16Array, peakOverInput: peak - rss }));
    `;
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(child.stderr).toBe("");
    const report = JSON.parse(child.stdout) as { size: number; lines: number; resultBytes: number; compact: boolean; peakOverInput: number };
    expect(report.lines).toBeGreaterThan(1_000_000);
    // Every line is short, so the rows are compact: the result alone is 42 bytes a line (34 of Int16 row, 8 of
    // range; 0.91× these 46-byte lines); the rest must be small.
    expect(report.compact).toBe(true);
    expect(report.peakOverInput).toBeGreaterThanOrEqual(report.resultBytes * 0.9);
    expect(report.peakOverInput).toBeLessThanOrEqual(2 * report.size);
  }, 60_000);
});
