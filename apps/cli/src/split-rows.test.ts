import { createScanner } from "@urikit/uri";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALL_FIELDS, type FieldName } from "./row-format.js";
import { CellRows, SplitRows, TextRowBlock, type RowSink, type SplitRowOptions } from "./split-rows.js";
import { Stats } from "./stats.js";

/** Collects what a row writer writes. */
class Sink implements RowSink {
  readonly parts: Buffer[] = [];
  line(text: string): void {
    this.parts.push(Buffer.from(text + "\n"));
  }
  writeRaw(bytes: Uint8Array): void {
    this.parts.push(Buffer.from(bytes));
  }
  text(): string {
    return Buffer.concat(this.parts).toString("utf8");
  }
}

const scanner = await createScanner({ engine: "js" });
const LINES = ["http://a/b?c#d", "https://u:p@[::1]:8080/x,y?q=1,2#f", "", "a b", "http://[::1", "%zz", "mailto:a@b,c", "//h", "x\ty", 'q"uote', "é", "\\", "http://[v1.x]/"];

function options(format: "tsv" | "csv" | "ndjson", fields: readonly FieldName[], absent = ""): SplitRowOptions {
  return { format, fields, absent, lineOffset: 7, repair: false, stats: false, name: 'dir/a,"b"\tc.txt' };
}

/** The rows of `lines` by the block writer and by the cell-by-cell writer. */
function both(lines: readonly string[], opts: SplitRowOptions): [string, string] {
  const result = scanner.scan(Buffer.from(lines.join("\n")));
  const fast = new Sink();
  const block = new TextRowBlock(opts, 16); // tiny, so that it grows
  const fastStats = new Stats();
  block.rows(result, fastStats, false);
  fast.writeRaw(block.view());
  const cells = new Sink();
  const general = new CellRows(opts, cells);
  const cellStats = new Stats();
  general.rows(result, cellStats);
  general.flush();
  expect([fastStats.lines, fastStats.valid]).toEqual([cellStats.lines, cellStats.valid]);
  return [fast.text(), cells.text()];
}

describe("TextRowBlock", () => {
  it.each(["tsv", "csv", "ndjson"] as const)("writes the bytes of the cell-by-cell writer, every field (%s)", (format) => {
    const [fast, cells] = both(LINES, options(format, ALL_FIELDS, "-"));
    expect(fast.split("\n").length).toBe(LINES.length + 1);
    expect(fast).toBe(cells);
  });

  it.each(["tsv", "csv", "ndjson"] as const)("writes a field listed twice as the cell-by-cell writer does (%s)", (format) => {
    const fields: FieldName[] = ["path", "path", "input", "input", "line", "path"];
    const [fast, cells] = both(["http://h/" + "p,".repeat(300), "x y", "http://h/,"], options(format, fields));
    expect(fast).toBe(cells);
  });

  it("writes a long field list (900 cells a row) as the cell-by-cell writer writes it", () => {
    const fields: FieldName[] = [];
    const cycle: FieldName[] = ["valid", "repaired", "error_code"];
    for (let k = 0; k < 300; k++) fields.push("line", cycle[k % 3], "path");
    for (const format of ["tsv", "csv", "ndjson"] as const) {
      const [fast, cells] = both(["http://h/p", "x y", "mailto:a@b"], options(format, fields));
      expect(fast).toBe(cells);
    }
  });

  it("hands its rows away (take) and writes the next batch into a buffer given back (spare), with the same bytes", () => {
    const opts = options("tsv", ALL_FIELDS, "-");
    const [expected] = both(LINES, opts);
    const result = scanner.scan(Buffer.from(LINES.join("\n")));
    const block = new TextRowBlock(opts, 16);
    block.rows(result, new Stats(), false);
    const first = block.take();
    expect(new TextDecoder().decode(first)).toBe(expected);
    const given = first.buffer as ArrayBuffer;
    block.spare(given);
    for (let k = 0; k < 6; k++) block.spare(new ArrayBuffer(8)); // too small to use; only a few are kept
    block.rows(result, new Stats(), false);
    const second = block.take();
    expect(second.buffer).toBe(given);
    expect(new TextDecoder().decode(second)).toBe(expected);
    block.rows(result, new Stats(), false); // no spare big enough left: a new buffer
    const third = block.take();
    expect(third.buffer).not.toBe(given);
    expect(new TextDecoder().decode(third)).toBe(expected);
  });

  it("reserves room for the widest rows: 16-digit line numbers, every separator", () => {
    const fields = Array.from({ length: 40 }, () => "line" as const);
    for (const format of ["tsv", "csv"] as const) {
      const opts = { ...options(format, fields), lineOffset: 2 ** 53 - 100 };
      const [fast, cells] = both(["a:b", "c:d", "e:f", "g:h", "i:j"], opts);
      expect(fast).toBe(cells);
      expect(fast.split("\n")[0]).toBe(Array.from({ length: 40 }, () => String(2 ** 53 - 99)).join(format === "csv" ? "," : "\t"));
    }
  });

  it("counts line numbers across carries and invalid lines", () => {
    // Lines 7 + 1 ...: the numbers pass 9 → 10, 99 → 100 and 999 → 1000, with invalid lines between.
    const lines = Array.from({ length: 1200 }, (_, i) => (i % 97 === 5 ? "a b" : `http://h/${i}`));
    for (const format of ["tsv", "ndjson"] as const) {
      const [fast, cells] = both(lines, options(format, ["line", "valid"]));
      expect(fast).toBe(cells);
    }
    const [fast] = both(lines, options("tsv", ["line"]));
    expect(fast.split("\n").slice(0, -1).map(Number)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 8));
  });

  it("writes NDJSON rows that parse back to the cells", () => {
    const [fast] = both(LINES, options("ndjson", ALL_FIELDS, "-"));
    const records = fast.trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toHaveLength(LINES.length);
    expect(records[0]).toMatchObject({ line: 8, valid: true, scheme: "http", userinfo: null, host: "a", path: "/b", query: "c", fragment: "d", host_kind: "reg-name", error_code: null, input: "http://a/b?c#d", file: 'dir/a,"b"\tc.txt' });
    expect(records[3]).toMatchObject({ line: 11, valid: false, scheme: null, error_code: "unexpected-char", error_index: 1, input: "a b" });
  });

  it("equals the cell-by-cell writer on generated lines and field lists (fast-check, fixed seed)", () => {
    const line = fc.string({ unit: fc.constantFrom("a", "/", ":", "@", "[", "]", "%", "2", ",", "?", "#", " ", "é", "\t", '"'), maxLength: 40 });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.subarray([...ALL_FIELDS], { minLength: 1 }), fc.constantFrom("tsv", "csv", "ndjson"), fc.constantFrom("", "\\N"), (lines, fields, format, absent) => {
        const [fast, cells] = both(lines.map((l) => l.replaceAll("\n", "")), options(format as "tsv" | "csv" | "ndjson", fields, absent));
        expect(fast).toBe(cells);
      }),
      { seed: 1125, numRuns: 300 },
    );
  });

  it("counts lines by scheme, host kind and error code with --stats, as the general path does", () => {
    const result = scanner.scan(Buffer.from(LINES.join("\n")));
    const fastStats = new Stats();
    new SplitRows({ ...options("tsv", ALL_FIELDS), stats: true }, new Sink()).rows(result, fastStats);
    const cellStats = new Stats();
    new CellRows({ ...options("tsv", ALL_FIELDS), stats: true }, new Sink()).rows(result, cellStats);
    expect(fastStats.details()).toBe(cellStats.details());
    expect(fastStats.bySchemes.size).toBeGreaterThan(1);
  });
});
