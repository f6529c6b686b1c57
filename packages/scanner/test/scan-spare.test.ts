// scanBytes with spare arrays (what a mapFile worker passes: the rows and ranges of a batch it has mapped) writes the
// same rows, ranges and count as with none, whatever the spares held before, and writes into them when they fit
// (WASM engines). The oracle is scanBytes of the same engine without spares, which the corpus and differential
// tests prove right.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createScanner, loadEngine } from "../src/create-scanner.js";
import type { ScanResult } from "../src/scan-result.js";
import { SLOT_COUNT } from "../src/layout.js";
import type { ScanEngineName, SpareRows } from "../src/scan-engine.js";
import { SLICE_BYTES } from "../src/scan-wasm.js";

const ENGINES: ScanEngineName[] = ["wasm-simd", "wasm", "js"];
const encoder = new TextEncoder();

const line = fc.oneof(
  fc.constantFrom("http://a.example/p?q#f", "//h:80/x", "rel/path", "", "http://[::1/", "a%zz", "x:\r", "é", "mailto:a@b"),
  fc.stringMatching(/^[a-z:/?#[\]@%.0-9-]{0,60}$/),
);

/** Spare arrays of `lines` rows' room, of the given width, filled with garbage. */
function spare(lines: number, wide: boolean, fill: number): SpareRows {
  const rows = wide ? new Int32Array(lines * SLOT_COUNT) : new Int16Array(lines * SLOT_COUNT);
  rows.fill(fill);
  const ranges = new Int32Array(lines * 2).fill(fill);
  return { rows, ranges };
}

describe("scanBytes into spare arrays", () => {
  it.each(ENGINES)("%s: the same rows, ranges and count as into new arrays, whatever the spares", async (name) => {
    const engine = await loadEngine(name);
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 60 }), fc.nat({ max: 80 }), fc.boolean(), fc.boolean(), fc.integer({ min: -2, max: 300 }), async (lines, room, wide, wideSpare, fill) => {
        const bytes = encoder.encode(lines.join("\n"));
        const want = engine.scanBytes(bytes, 0, bytes.length, wide);
        const got = engine.scanBytes(bytes, 0, bytes.length, wide, spare(room, wideSpare, fill));
        expect(got.count).toBe(want.count);
        expect(got.rows instanceof Int32Array).toBe(want.rows instanceof Int32Array);
        expect(Array.from(got.rows)).toEqual(Array.from(want.rows));
        expect(Array.from(got.ranges)).toEqual(Array.from(want.ranges));
      }),
      { numRuns: 150 },
    );
  });

  it.each(["wasm-simd", "wasm"] as const)("%s: writes into spares that fit and are of the rows' type, not into others", async (name) => {
    const engine = await loadEngine(name);
    const bytes = encoder.encode("http://a/b\nrel\n%zz\n");
    const fits = spare(10, false, 7);
    const got = engine.scanBytes(bytes, 0, bytes.length, false, fits);
    expect(got.rows.buffer).toBe(fits.rows.buffer);
    expect(got.ranges.buffer).toBe(fits.ranges.buffer);
    const wide = spare(10, true, 7);
    const widened = engine.scanBytes(bytes, 0, bytes.length, true, wide);
    expect(widened.rows.buffer).toBe(wide.rows.buffer);
    const otherType = spare(10, true, 7);
    expect(engine.scanBytes(bytes, 0, bytes.length, false, otherType).rows.buffer).not.toBe(otherType.rows.buffer);
    const small = spare(2, false, 7);
    const fresh = engine.scanBytes(bytes, 0, bytes.length, false, small);
    expect(fresh.rows.buffer).not.toBe(small.rows.buffer);
    expect(fresh.ranges.buffer).not.toBe(small.ranges.buffer);
  });

  it.each(["wasm-simd", "wasm"] as const)("%s: arrays that replace a spare too short have room for a quarter more lines", async (name) => {
    const engine = await loadEngine(name);
    const lines = Array.from({ length: 40 }, (_, k) => `http://a/${k}`);
    const bytes = encoder.encode(lines.join("\n"));
    const fresh = engine.scanBytes(bytes, 0, bytes.length, false, spare(4, false, 7));
    expect(fresh.count).toBe(40);
    expect(fresh.rows.length).toBe(40 * SLOT_COUNT);
    expect(fresh.rows.buffer.byteLength).toBe((40 * SLOT_COUNT + ((40 * SLOT_COUNT) >> 2)) * 2);
    expect(fresh.ranges.buffer.byteLength).toBe((80 + (80 >> 2)) * 4);
    // The next batch, with a few more lines, is scanned into them: no new array.
    const more = encoder.encode([...lines, "x", "y", "z"].join("\n"));
    const again = engine.scanBytes(more, 0, more.length, false, { rows: new Int16Array(fresh.rows.buffer), ranges: new Int32Array(fresh.ranges.buffer) });
    expect(again.count).toBe(43);
    expect(again.rows.buffer).toBe(fresh.rows.buffer);
    expect(again.ranges.buffer).toBe(fresh.ranges.buffer);
    expect(firstDifference(again.rows, engine.scanBytes(more, 0, more.length).rows)).toBe(-1);
    // Without a spare, exactly the rows needed.
    expect(engine.scanBytes(bytes, 0, bytes.length, false).rows.buffer.byteLength).toBe(40 * SLOT_COUNT * 2);
  });

  it.each(["wasm-simd", "wasm"] as const)("%s: a long line (Int32 rows) and an input of several slices, into spares", async (name) => {
    const engine = await loadEngine(name);
    const filler = "http://example.com/a/b?c=d#e\n".repeat(Math.ceil(SLICE_BYTES / 29) + 10);
    for (const text of ["a\n" + "x".repeat(40_000) + "\nb", filler, filler + "y".repeat(40_000) + "\nz"]) {
      const bytes = encoder.encode(text);
      const want = engine.scanBytes(bytes, 0, bytes.length);
      const into = spare(want.count + 5, false, 9);
      const got = engine.scanBytes(bytes, 0, bytes.length, false, into);
      expect(got.count).toBe(want.count);
      expect(got.rows instanceof Int32Array).toBe(want.rows instanceof Int32Array);
      // Compact rows (no long line) went into the spare; widened ones into a new Int32 array.
      expect(got.rows.buffer === into.rows.buffer).toBe(want.rows instanceof Int16Array);
      expect(got.ranges.buffer).toBe(into.ranges.buffer);
      expect(firstDifference(got.rows, want.rows)).toBe(-1);
      expect(firstDifference(got.ranges, want.ranges)).toBe(-1);
    }
  }, 60_000);
});

/** The first index where `a` and `b` differ (or one ends), -1 when they are equal. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length);
  for (let k = 0; k < n; k++) if (a[k] !== b[k]) return k;
  return a.length === b.length ? -1 : n;
}

describe("Scanner.scan with reuse", () => {
  it.each(ENGINES)("%s: a run of scans, each reusing the one before, gives the rows of scans without reuse", async (name) => {
    const scanner = await createScanner({ engine: name });
    const plain = await createScanner({ engine: name });
    await fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 40 }), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (inputs, readOffsets) => {
        let previous: ScanResult | undefined;
        inputs.forEach((lines, k) => {
          const bytes = encoder.encode(lines.join("\n"));
          const want = plain.scan(bytes);
          const got = scanner.scan(bytes, previous === undefined ? undefined : { reuse: previous });
          expect(got.length).toBe(want.length);
          // The same rows of the same type: reading offsets widens the later rows of both scanners alike.
          expect(got.rows instanceof Int16Array).toBe(want.rows instanceof Int16Array);
          expect(Array.from(got.rows)).toEqual(Array.from(want.rows));
          expect(Array.from(got.ranges)).toEqual(Array.from(want.ranges));
          for (let i = 0; i < got.length; i++) expect(got.host(i)).toBe(want.host(i));
          if (readOffsets[k]!) expect(Array.from(got.offsets)).toEqual(Array.from(want.offsets));
          previous = got;
        });
      }),
      { numRuns: 60 },
    );
  });

  it.each(["wasm-simd", "wasm"] as const)("%s: writes into the reused result's arrays when they fit", async (name) => {
    const scanner = await createScanner({ engine: name });
    const first = scanner.scan(encoder.encode("http://a/b\nrel\n%zz\nmailto:x@y\n"));
    const second = scanner.scan(encoder.encode("http://c/d\nx\n"), { reuse: first });
    expect(second.rows.buffer).toBe(first.rows.buffer);
    expect(second.ranges.buffer).toBe(first.ranges.buffer);
    expect(second.host(0)).toBe("c");
    const third = scanner.scan(encoder.encode("http://e/\n".repeat(50)), { reuse: second });
    expect(third.rows.buffer).not.toBe(second.rows.buffer);
    expect(third.length).toBe(50);
  });

  it("refuses a reuse that is not a ScanResult, with an array of strings, or options that are not an object", async () => {
    const scanner = await createScanner();
    const earlier = scanner.scan(encoder.encode("http://a/\n"));
    const bytes = encoder.encode("http://b/\n");
    expect(() => scanner.scan(bytes, { reuse: { rows: new Int32Array(8) } as never })).toThrow(/scan: reuse must be a ScanResult, got object/);
    expect(() => scanner.scan(["http://b/"], { reuse: earlier })).toThrow(/scan: reuse needs a Uint8Array input/);
    expect(() => scanner.scan(bytes, 5 as never)).toThrow(TypeError);
    expect(() => scanner.scan(bytes, null as never)).toThrow(TypeError);
    expect(scanner.scan(bytes, {}).host(0)).toBe("b");
    expect(scanner.scan(bytes, { reuse: undefined }).host(0)).toBe("b");
  });
});
