// scanBlocks hands the rows of a scan to a visitor block by block, from the engine's own memory (what countFile's
// workers count from); the oracle is scanBytes of the same engine, which the corpus and differential tests prove
// right: every block's rows, read as numbers, and its ranges, laid end to end, are scanBytes' rows and ranges.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/create-scanner.js";
import { SLOT_COUNT } from "../src/layout.js";
import { scanBlocks, type ScanEngineName } from "../src/scan-engine.js";
import { SLICE_BYTES } from "../src/scan-wasm.js";

const ENGINES: ScanEngineName[] = ["wasm-simd", "wasm", "js"];

/** The blocks' rows and ranges laid end to end, as plain numbers (views die with the call: copy them out). */
async function blocks(engine: ScanEngineName, bytes: Uint8Array, from: number): Promise<{ rows: number[]; ranges: number[]; count: number; calls: number }> {
  const scanner = await loadEngine(engine);
  const out = { rows: [] as number[], ranges: [] as number[], count: 0, calls: 0 };
  scanBlocks(scanner, bytes, from, bytes.length, (rows, ranges, count) => {
    expect(rows.length).toBe(count * SLOT_COUNT);
    out.rows.push(...rows);
    out.ranges.push(...ranges);
    out.count += count;
    out.calls++;
  });
  return out;
}

async function whole(engine: ScanEngineName, bytes: Uint8Array, from: number): Promise<{ rows: number[]; ranges: number[]; count: number }> {
  const scan = (await loadEngine(engine)).scanBytes(bytes, from, bytes.length);
  return { rows: Array.from(scan.rows), ranges: Array.from(scan.ranges), count: scan.count };
}

describe("scanBlocks", () => {
  const line = fc.oneof(
    fc.constantFrom("http://a.example/p?q#f", "//h:80/x", "rel/path", "", "http://[::1/", "a%zz", "x:\r", "é"),
    fc.stringMatching(/^[a-z:/?#[\]@%.0-9-]{0,80}$/),
  );
  it.each(ENGINES)("%s: no line, no call (empty input, or a BOM alone)", async (engine) => {
    expect(await blocks(engine, new Uint8Array(0), 0)).toEqual({ rows: [], ranges: [], count: 0, calls: 0 });
    expect((await blocks(engine, new Uint8Array([0xef, 0xbb, 0xbf]), 3)).calls).toBe(0);
  });
  it.each(ENGINES)("%s: the blocks laid end to end are scanBytes' rows and ranges", async (engine) => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 2000, size: "max" }), fc.boolean(), async (lines, lastLf) => {
        const bytes = new TextEncoder().encode(lines.join("\n") + (lastLf ? "\n" : ""));
        const got = await blocks(engine, bytes, 0);
        const { calls, ...rest } = got;
        expect(rest).toEqual(await whole(engine, bytes, 0));
        if (got.count === 0) expect(calls).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it.each(ENGINES)("%s: lines longer than compact rows hold (32767 bytes) and than a slice (4 MiB), between short ones", async (engine) => {
    const long = "http://h.example/" + "a".repeat(40_000);
    const huge = "http://g.example/" + "b".repeat(SLICE_BYTES + 10);
    const text = ["http://x/", long, "y", long, long, "z", huge, "http://w/", ...Array.from({ length: 3000 }, (_, k) => `//h${k}/`)].join("\n");
    const bytes = new TextEncoder().encode("\ufeff" + text);
    const got = await blocks(engine, bytes, 3);
    const { calls, ...rest } = got;
    expect(rest).toEqual(await whole(engine, bytes, 3));
    expect(got.count).toBe(3008);
    if (engine !== "js") expect(calls).toBeGreaterThan(3);
  }, 60_000);
});
