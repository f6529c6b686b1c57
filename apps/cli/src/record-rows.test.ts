// Record rows with long text cells: written in pieces, the bytes equal those of the whole-cell encodings (TSV
// escapes, CSV quoting, JSON.stringify), whatever falls on a piece boundary (an escape, a quote, a surrogate pair).
import { closeSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Output } from "./output.js";
import { RecordWriter } from "./record-rows.js";
import type { RowFormat } from "./row-format.js";
import { temporaryDirectory } from "../test/temporary-directory.js";

const dir = temporaryDirectory("urikit-records-");

function written(format: RowFormat, rows: (string | number | undefined)[][]): string {
  const path = join(dir, `rows-${format}-${rows.length}-${Math.random()}`);
  const fd = openSync(path, "w");
  const out = new Output({ fd, name: path });
  const writer = new RecordWriter(out, format, ["name", "value", "n"], { header: false, absent: "" });
  for (const row of rows) writer.row(row);
  writer.flush();
  closeSync(fd);
  return readFileSync(path, "utf8");
}

function tsv(cell: string): string {
  return cell.replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c] as string);
}

// Long cells with the hard characters at and around the 16,384 and 65,536 code-unit piece boundaries.
const long: string[] = [];
for (const at of [16383, 16384, 65535, 65536]) {
  for (const hard of ["😀", "\\", "\t", '"', ",", "\n", "é"]) long.push("a".repeat(at - 1) + hard + "b".repeat(70_000) + hard);
}

describe("record rows with long text cells", () => {
  it.each(long.map((cell, k) => [k, cell] as const))("cell %i: TSV, CSV and NDJSON as if written whole", (_, cell) => {
    expect(written("tsv", [["f", cell, 1]])).toBe(`f\t${tsv(cell)}\t1\n`);
    const csv = /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
    expect(written("csv", [["f", cell, 1]])).toBe(`f,${csv},1\n`);
    const ndjson = written("ndjson", [["f", cell, undefined], ["g", "short", 2]]);
    expect(ndjson.split("\n").map((line) => (line === "" ? line : JSON.parse(line)))).toEqual([
      { name: "f", value: cell, n: null },
      { name: "g", value: "short", n: 2 },
      "",
    ]);
    expect(ndjson).toBe(JSON.stringify({ name: "f", value: cell, n: null }) + "\n" + JSON.stringify({ name: "g", value: "short", n: 2 }) + "\n");
  });

  it("writes an empty cell and a short one as before", () => {
    expect(written("tsv", [["", "a\tb", 0]])).toBe("\ta\\tb\t0\n");
    expect(written("csv", [["", 'a"b', 0]])).toBe(',"a""b",0\n');
  });

  it("writes any short cell and any whole number as the whole-cell encodings do (plain copy or escaped path)", () => {
    const hard = fc.constantFrom("\\", "\t", "\n", "\r", '"', ",", "é", "😀", "\u0000", "\u007f", " ", "~");
    const cell = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(fc.oneof(fc.string({ maxLength: 20 }), hard), { maxLength: 30 }).map((parts) => parts.join("")),
      fc.string({ unit: "binary", maxLength: 40 }),
    );
    const number = fc.oneof(fc.nat(), fc.constantFrom(0, 9, 10, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 7, Number.MAX_SAFE_INTEGER), fc.maxSafeNat());
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, number), { minLength: 1, maxLength: 8 }), (rows) => {
        // Through UTF-8 and back, as the file is read: a lone surrogate is written as U+FFFD.
        const asWritten = (text: string): string => Buffer.from(text).toString("utf8");
        expect(written("tsv", rows)).toBe(asWritten(rows.map(([a, b, n]) => `${tsv(a)}\t${tsv(b)}\t${n}\n`).join("")));
        const csv = (c: string): string => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
        expect(written("csv", rows)).toBe(asWritten(rows.map(([a, b, n]) => `${csv(a)},${csv(b)},${n}\n`).join("")));
      }),
      { numRuns: 300 },
    );
  });
});
