// Record rows with long text cells: written in pieces, the bytes equal those of the whole-cell encodings (TSV
// escapes, CSV quoting, JSON.stringify), whatever falls on a piece boundary (an escape, a quote, a surrogate pair).
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Output } from "./output.js";
import { RecordWriter } from "./record-rows.js";
import type { RowFormat } from "./row-format.js";

const dir = mkdtempSync(join(tmpdir(), "urikit-records-"));

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
});
