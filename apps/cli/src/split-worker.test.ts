// The split worker's module run in this process: under `keep` each batch's rows stay on the thread that formatted
// them until `call` writes them at the offset the main thread set aside, so the file must hold the rows of one pass
// over the whole input, whatever the batches, the order of the writes, and the formats (test/workers.test.ts runs
// the real threads).
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createScanner, ScanResult } from "@urikit/uri";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "../test/temporary-directory.js";
import { ALL_FIELDS, type FieldName } from "./row-format.js";
import { loadRepair, TextRowBlock, type SplitRowOptions } from "./split-rows.js";
import splitBatch, { call, type SplitBatch, type SplitWorkerData } from "./split-worker.js";
import { Stats } from "./stats.js";

const scanner = await createScanner({ engine: "js" });
const dir = temporaryDirectory("urikit-split-worker-");
const LINES = ["http://a/b?c#d", "https://u:p@[::1]:8080/x,y?q=1,2#f", "", "a b", "http://[::1", "%zz", "mailto:a@b,c", "x\ty", 'q"uote', "é", "http://h/é", "\\", "//h"];

function rowOptions(format: "tsv" | "csv" | "ndjson", fields: readonly FieldName[], repair = false): SplitRowOptions {
  return { format, fields, absent: "-", lineOffset: 3, repair, stats: true, name: "in.txt" };
}

/** The lines cut into batches of `sizes` lines (the last takes the rest), scanned each with its first line. */
function batches(lines: readonly string[], sizes: readonly number[]): ScanResult[] {
  const out: ScanResult[] = [];
  let first = 0;
  for (let k = 0; first < lines.length || k === 0; k++) {
    const take = k < sizes.length ? Math.min(sizes[k]!, lines.length - first) : lines.length - first;
    const part = lines.slice(first, first + take);
    const scanned = scanner.scan(part);
    out.push(new ScanResult({ bytes: scanned.bytes, rows: scanned.rows, ranges: scanned.ranges, count: scanned.length, firstLine: first }));
    first += take;
    if (take === 0 && first >= lines.length) break;
  }
  return out;
}

/** The rows of every line in one pass, and their counts. */
function onePass(lines: readonly string[], options: SplitRowOptions): { text: string; lines: number; valid: number } {
  const block = new TextRowBlock(options);
  const stats = new Stats();
  block.rows(batches(lines, [])[0]!, stats, true);
  return { text: Buffer.from(block.view()).toString("utf8"), lines: stats.lines, valid: stats.valid };
}

/** The rows through `keep`: formatted batch by batch, placed at offsets in file order, written in `order`. */
function placed(lines: readonly string[], sizes: readonly number[], options: SplitRowOptions, order: (n: number) => number[]): { text: string; lines: number; valid: number } {
  const data: SplitWorkerData = { ...options, keep: true };
  const path = join(dir, "rows.out");
  const fd = openSync(path, "w");
  try {
    const values = batches(lines, sizes).map((result) => splitBatch(result, data).value as SplitBatch);
    let at = 0;
    const requests = values.map((value) => {
      const request = { key: value.key, fd, position: at };
      at += value.size;
      return request;
    });
    for (const k of order(values.length)) if (values[k]!.size > 0) call(requests[k]!);
    const counts = values.map((v) => v.counts);
    expect(values.every((v) => v.bytes.length === 0)).toBe(true);
    return { text: readFileSync(path, "utf8"), lines: counts.reduce((n, c) => n + c.lines, 0), valid: counts.reduce((n, c) => n + c.valid, 0) };
  } finally {
    closeSync(fd);
  }
}

const inOrder = (n: number): number[] => Array.from({ length: n }, (_, k) => k);
const reversed = (n: number): number[] => inOrder(n).reverse();

describe("split-worker under keep", () => {
  it.each(["tsv", "csv", "ndjson"] as const)("writes at the offsets given the rows of one pass, written in any order (%s)", (format) => {
    const options = rowOptions(format, ALL_FIELDS);
    const want = onePass(LINES, options);
    for (const order of [inOrder, reversed]) expect(placed(LINES, [4, 1, 5], options, order)).toEqual(want);
  });

  it("keeps nothing for a batch without lines, and writes a batch of one line", () => {
    const options = rowOptions("tsv", ["line", "valid", "host", "error_code", "input"]);
    const values = [new ScanResult({ bytes: new Uint8Array(0), rows: new Int32Array(0), ranges: new Int32Array(0), count: 0, firstLine: 0 })].map(
      (result) => splitBatch(result, { ...options, keep: true }).value as SplitBatch,
    );
    expect(values[0]).toMatchObject({ size: 0, key: -1 });
    expect(placed(["http://one/"], [1], options, inOrder)).toEqual(onePass(["http://one/"], options));
  });

  it("sends the rows as bytes without keep, and keeps them under --repair too", async () => {
    const sent = splitBatch(batches(LINES, [])[0]!, { ...rowOptions("csv", ["line", "input"]), keep: false });
    expect((sent.value as SplitBatch).bytes.length).toBe((sent.value as SplitBatch).size);
    expect(sent.transfer).toHaveLength(1);
    await loadRepair();
    const options = rowOptions("tsv", ["line", "valid", "input", "repaired"], true);
    const path = join(dir, "repair.out");
    const fd = openSync(path, "w");
    try {
      const value = splitBatch(batches(LINES, [])[0]!, { ...options, keep: true }).value as SplitBatch;
      call({ key: value.key, fd, position: 0 });
      const sentRows = splitBatch(batches(LINES, [])[0]!, { ...options, keep: false }).value as SplitBatch;
      expect(readFileSync(path, "utf8")).toBe(Buffer.from(sentRows.bytes).toString("utf8"));
      expect(readFileSync(path, "utf8").split("\n")).toHaveLength(LINES.length + 1);
    } finally {
      closeSync(fd);
    }
  });

  it("refuses a key it does not hold (twice the same, or never given)", () => {
    const options = rowOptions("tsv", ["line"]);
    const value = splitBatch(batches(["http://a/"], [])[0]!, { ...options, keep: true }).value as SplitBatch;
    const fd = openSync(join(dir, "twice.out"), "w");
    try {
      call({ key: value.key, fd, position: 0 });
      expect(() => call({ key: value.key, fd, position: 0 })).toThrow(/no rows kept under key/);
      expect(() => call({ key: 1e9, fd, position: 0 })).toThrow(/no rows kept under key/);
    } finally {
      closeSync(fd);
    }
  });

  it("gives the rows of one pass for any lines, batch sizes and order of the writes (fast-check, fixed seed)", () => {
    const line = fc.oneof(fc.constantFrom(...LINES), fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, "")), fc.webUrl());
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 8 }),
        fc.constantFrom("tsv", "csv", "ndjson"),
        fc.boolean(),
        (lines, sizes, format, backwards) => {
          const options = rowOptions(format, ALL_FIELDS);
          expect(placed(lines, sizes, options, backwards ? reversed : inOrder)).toEqual(onePass(lines, options));
        },
      ),
      { seed: 25, numRuns: 150 },
    );
  });
});
