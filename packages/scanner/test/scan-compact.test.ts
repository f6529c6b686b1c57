// Compact rows (assembly/index.ts `COMPACT_LINE_MAX`, src/scan-wasm.ts): the WASM engines write the 17 slots of a row
// as Int16 while every line is at most 32767 bytes, switch to Int32 rows at the first longer line (widening the rows
// before it), and `ScanResult` reads either kind. These tests hold the public results of a compact scan to those of
// the js engine (core's scanner) (Int32 rows), accessor by accessor, at and around the switch.
import { OFFSET_SLOTS } from "@urikit/core/offsets";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScanResult } from "../src/index.js";
import { rowOf, scanners } from "./scan-cases.js";

const all = await scanners();
const SEED = 20251126;
const encoder = new TextEncoder();
const COMPACT_LINE_MAX = 32767;

/** Every public reading of line `i`: what a user can observe of a result. */
function observe(result: ScanResult, i: number): unknown[] {
  return [
    result.isValid(i),
    result.error(i),
    result.hostKind(i),
    result.lineRange(i),
    result.line(i),
    result.scheme(i),
    result.userinfo(i),
    result.host(i),
    result.port(i),
    result.path(i),
    result.query(i),
    result.fragment(i),
    result.toError(i)?.message,
  ];
}

function expectSameResults(actual: ScanResult, expected: ScanResult): void {
  expect(actual.length).toBe(expected.length);
  for (let i = 0; i < expected.length; i++) expect(observe(actual, i), `line ${i}`).toEqual(observe(expected, i));
  // The rows widened here, not through `offsets`: reading `offsets` makes the scanner write Int32 rows for its later
  // results (create-scanner.test.ts), and these scanners are shared by every case.
  const actualOffsets = Int32Array.from(actual.rows);
  const expectedOffsets = Int32Array.from(expected.rows);
  const k = actualOffsets.findIndex((v, j) => v !== expectedOffsets[j]);
  if (k >= 0) expect(rowOf(actualOffsets, Math.floor(k / OFFSET_SLOTS))).toEqual(rowOf(expectedOffsets, Math.floor(k / OFFSET_SLOTS)));
  expect(actualOffsets.length).toBe(expectedOffsets.length);
  expect(Array.from(actual.ranges)).toEqual(Array.from(expected.ranges));
}

// Short URI-ish lines, valid and invalid.
const SHORT = ["http://a/b?c#d", "//u@h:80/p", "a:b", "http://[::1]/", "http://a/%4", "x y", "?q#f", "", "//1.2.3.4", "http://h:8x/"];
// A long line of `length` bytes whose error (if any) or last component ends at its very end, so its offsets and
// error index reach `length`: the slots that would not fit Int16 past 32767.
function longLine(kind: number, length: number): string {
  const head = ["http://host/", "//u@h:1/", "a:", "?"][kind % 4]!;
  const tail = ["", "#", "%", " "][Math.floor(kind / 4) % 4]!;
  return head + "p".repeat(Math.max(0, length - head.length - tail.length)) + tail;
}

describe("compact (Int16) rows", () => {
  it("are what the WASM engines return for lines of at most 32767 bytes, and read like Int32 rows", () => {
    for (const engine of ["wasm", "wasm-simd"] as const) {
      const text = [...SHORT, longLine(1, COMPACT_LINE_MAX), longLine(6, COMPACT_LINE_MAX)].join("\n");
      const result = all[engine].scan(encoder.encode(text));
      expect(result.rows, engine).toBeInstanceOf(Int16Array);
      expectSameResults(result, all.js.scan(encoder.encode(text)));
      const strings = all[engine].scan(text.split("\n"));
      expect(strings.rows, engine).toBeInstanceOf(Int16Array);
      expectSameResults(strings, all.js.scan(text.split("\n")));
    }
  });

  it("give way to Int32 rows from the first line longer than 32767 bytes, with the rows before it widened exactly", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...SHORT), { maxLength: 6 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom(COMPACT_LINE_MAX - 1, COMPACT_LINE_MAX, COMPACT_LINE_MAX + 1, COMPACT_LINE_MAX + 2, 40_000, 70_000),
        fc.array(fc.constantFrom(...SHORT), { maxLength: 6 }),
        fc.boolean(),
        (before, kind, length, after, crlf) => {
          const lines = [...before, longLine(kind, length), ...after];
          const text = lines.join(crlf ? "\r\n" : "\n");
          const expected = all.js.scan(encoder.encode(text));
          for (const engine of ["wasm", "wasm-simd"] as const) {
            const result = all[engine].scan(encoder.encode(text));
            expect(result.rows instanceof Int16Array, engine).toBe(length <= COMPACT_LINE_MAX);
            expectSameResults(result, expected);
            const strings = all[engine].scan(lines);
            expect(strings.rows instanceof Int16Array, engine).toBe(length <= COMPACT_LINE_MAX);
            expectSameResults(strings, all.js.scan(lines));
          }
        },
      ),
      { seed: SEED, numRuns: 40 },
    );
  });

  it("give the same readings as Int32 rows holding the same numbers, for any slot values in -1 … 32767", () => {
    const slot = fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 32767 }), fc.integer({ min: 0, max: 7 }));
    fc.assert(
      fc.property(fc.array(fc.array(slot, { minLength: OFFSET_SLOTS, maxLength: OFFSET_SLOTS }), { minLength: 1, maxLength: 8 }), (table) => {
        const text = "x".repeat(40_000);
        const bytes = encoder.encode(table.map(() => text).join("\n"));
        const ranges = new Int32Array(table.length * 2);
        table.forEach((_, i) => ranges.set([i * 40_001, i * 40_001 + 40_000], 2 * i));
        const values = table.flat().map((v, j) => (j % OFFSET_SLOTS === 15 ? v % 8 : j % OFFSET_SLOTS === 14 ? v % 5 : v));
        const wide = new ScanResult({ bytes, rows: Int32Array.from(values), ranges, count: table.length });
        const compact = new ScanResult({ bytes, rows: Int16Array.from(values), ranges, count: table.length });
        expect(Array.from(compact.offsets)).toEqual(values);
        expect(compact.offsets).toBe(compact.offsets); // made once
        for (let i = 0; i < table.length; i++) {
          const read = (r: ScanResult): unknown[] => {
            const row = [r.isValid(i), r.error(i), r.hostKind(i), r.scheme(i), r.host(i), r.path(i), r.fragment(i)];
            return row;
          };
          expect(read(compact)).toEqual(read(wide));
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("hold for more lines than the first block of a one-slice scan (short lines, a long one anywhere, final LF or not)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<string>("a", "//", "?", "#", "a:", "%", "", "ab/c"), { minLength: 200, maxLength: 3000 }),
        fc.nat(),
        fc.constantFrom(0, 100, COMPACT_LINE_MAX + 1),
        fc.boolean(),
        (lines, at, longLength, finalLf) => {
          if (longLength > 0) lines.splice(at % lines.length, 0, longLine(at % 16, longLength));
          const bytes = encoder.encode(lines.join("\n") + (finalLf ? "\n" : ""));
          const expected = all.js.scan(bytes);
          for (const engine of ["wasm", "wasm-simd"] as const) {
            const result = all[engine].scan(bytes);
            expect(result.rows instanceof Int16Array, engine).toBe(longLength <= COMPACT_LINE_MAX);
            expectSameResults(result, expected);
          }
        },
      ),
      { seed: SEED, numRuns: 30 },
    );
  });
});
