import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPONENT_NAMES } from "@urikit/core/offsets";
import { createScanner } from "@urikit/scanner";
import { COLUMN_NAMES } from "./columns.js";
import { ColumnarEncoder } from "./columnar-encoder.js";
import { toArrow, toRecordBatch } from "./to-record-batch.js";

const scanner = await createScanner({ engine: "js" });
const lines = ["http://u@[::1]:8080/p?q#f", "mailto:x@y", "", "//h:", "http://[::1", "x:/p?#", "h\u00e9llo", "//1.2.3.4/", "%zz"];
const result = scanner.scan(lines);
const everything = { columns: COLUMN_NAMES };

function rowsOf(table: ReturnType<typeof toArrow>): Record<string, unknown>[] {
  return table.toArray().map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row.toJSON())) record[key] = typeof value === "bigint" ? Number(value) : value;
    return record;
  });
}

describe("toArrow", () => {
  const rows = rowsOf(toArrow(result, everything));

  it("has one row per line, in order, numbered from 1", () => {
    expect(rows.map((r) => r.line)).toEqual(lines.map((_, i) => i + 1));
    expect(rows.map((r) => r.source)).toEqual(lines);
  });
  it("keeps absent (null) apart from empty (\"\")", () => {
    expect(rows[3]).toMatchObject({ scheme: null, host: "h", port: "", path: "", query: null, host_kind: "reg-name" });
    expect(rows[2]).toMatchObject({ valid: true, scheme: null, host: null, path: "", host_kind: null });
    expect(rows[5]).toMatchObject({ scheme: "x", path: "/p", query: "", fragment: "" });
  });
  it("gives every component as the scanner splits it", () => {
    expect(rows[0]).toMatchObject({ scheme: "http", userinfo: "u", host: "[::1]", host_kind: "ipv6", port: "8080", path: "/p", query: "q", fragment: "f" });
    expect(rows[7]).toMatchObject({ host: "1.2.3.4", host_kind: "ipv4" });
  });
  it("keeps invalid rows with their error, and no components", () => {
    expect(rows[4]).toMatchObject({ valid: false, error_code: "unclosed-ip-literal", error_index: 7, scheme: null, path: null, host_kind: null });
    expect(rows[4].error_message).toMatch(/unclosed-ip-literal at|unclosed-ip-literal/);
    expect(rows[6]).toMatchObject({ valid: false, error_code: "unexpected-char", error_index: 1, source: "h\u00e9llo" });
    expect(rows[8]).toMatchObject({ valid: false, error_code: "invalid-pct-encoded", error_index: 1 });
    expect(rows[0]).toMatchObject({ error_code: null, error_index: null, error_message: null });
  });
  it("writes malformed UTF-8 in source as U+FFFD, like ScanResult.line", () => {
    const bytes = new Uint8Array([0x61, 0xff, 0x62, 0x0a, 0x63]);
    const table = toArrow(scanner.scan(bytes), { columns: ["line", "valid", "source"] });
    expect(rowsOf(table)).toEqual([
      { line: 1, valid: false, source: "a\ufffdb" },
      { line: 2, valid: true, source: "c" },
    ]);
  });
  it("types: line uint64, valid bool, dictionary scheme/host_kind/error_code", () => {
    const batch = toRecordBatch(result);
    const types = Object.fromEntries(batch.schema.fields.map((f) => [f.name, String(f.type)]));
    expect(types.line).toBe("Uint64");
    expect(types.valid).toBe("Bool");
    expect(types.scheme).toMatch(/^Dictionary<Int32, Utf8>$/);
    expect(types.host_kind).toMatch(/^Dictionary<Int8, Utf8>$/);
    expect(types.error_code).toMatch(/^Dictionary<Int8, Utf8>$/);
    expect(types.path).toBe("Utf8");
    expect(batch.schema.fields.find((f) => f.name === "line")?.nullable).toBe(false);
  });
  it("selects and orders columns, and offsets line numbers", () => {
    const table = toArrow(result, { columns: ["host", "line"], lineOffset: 1000 });
    expect(table.schema.fields.map((f) => f.name)).toEqual(["host", "line"]);
    expect(rowsOf(table)[0]).toEqual({ host: "[::1]", line: 1001 });
  });
  it("numbers lines past 2^32 exactly", () => {
    const table = toArrow(result, { columns: ["line"], lineOffset: 2 ** 40 });
    expect(table.getChild("line")!.get(1)).toBe(BigInt(2 ** 40 + 2));
  });
  it("an empty result is an empty table with the schema", () => {
    const table = toArrow(scanner.scan([]));
    expect(table.numRows).toBe(0);
    expect(table.schema.fields.length).toBe(13);
  });
});

describe("ColumnarEncoder", () => {
  it("grows one scheme dictionary across batches in growing mode, a chunk per batch with new schemes", () => {
    const encoder = new ColumnarEncoder({ columns: ["scheme"], dictionary: "growing" });
    const a = encoder.encode(scanner.scan(["http://a", "https://b", "http://c"]));
    const b = encoder.encode(scanner.scan(["http://d", "ftp://e"]));
    const c = encoder.encode(scanner.scan(["ftp://f"]));
    const dictionaryOf = (batch: typeof a) => batch.getChild("scheme")!.data[0].dictionary!;
    expect(dictionaryOf(a).toArray()).toEqual(["http", "https"]);
    expect(dictionaryOf(b).toArray()).toEqual(["http", "https", "ftp"]);
    expect(dictionaryOf(b).data[0]).toBe(dictionaryOf(a).data[0]);
    expect(dictionaryOf(c)).toBe(dictionaryOf(b));
    expect([...b.getChild("scheme")!]).toEqual(["http", "ftp"]);
  });
  it("refuses an unknown dictionary mode", () => {
    expect(() => new ColumnarEncoder({ dictionary: "shared" as never })).toThrow(/dictionary/);
  });
  it("property: every line is one row, in order, with the scanner's components (fixed seed)", () => {
    const alphabet = fc.constantFrom(..."abz09:/?#[]@!$&'()*+,;=%.-_~ \u00e9\u{1F600}");
    fc.assert(
      fc.property(fc.array(fc.string({ unit: alphabet, maxLength: 24 }), { maxLength: 30 }), (input) => {
        const clean = input.map((s) => s.replace(/[\r\n]/g, ""));
        const scanned = scanner.scan(clean);
        const table = toArrow(scanned, everything);
        expect(table.numRows).toBe(clean.length);
        for (let i = 0; i < clean.length; i++) {
          const row = table.get(i)!.toJSON() as Record<string, unknown>;
          expect(row.line).toBe(BigInt(i + 1));
          expect(row.valid).toBe(scanned.isValid(i));
          expect(row.source).toBe(scanned.line(i));
          for (const name of COMPONENT_NAMES) expect(row[name]).toBe(scanned.component(i, name) ?? null);
          expect(row.error_code).toBe(scanned.error(i)?.code ?? null);
          expect(row.error_index).toBe(scanned.error(i)?.index ?? null);
          expect(row.host_kind).toBe(scanned.hostKind(i) ?? null);
        }
      }),
      { seed: 12, numRuns: 200 },
    );
  });
});

describe("ColumnarBatch: file name, source lines, repaired rows, error wording", () => {
  const columns = ["file", "line", "valid", "path", "error_message", "source", "repaired"] as const;

  it("puts the batch's file name on every row, null without one", () => {
    const named = rowsOf(toArrow({ result, file: "a.txt" }, { columns: ["file", "line"] }));
    expect(named.map((r) => r.file)).toEqual(lines.map(() => "a.txt"));
    expect(rowsOf(toArrow(result, { columns: ["file"] })).map((r) => r.file)).toEqual(lines.map(() => null));
  });

  it("takes the source column from the lines as read and marks the repaired rows", () => {
    // Line 4 ("http://[::1") stands for a repair: its row is that of "http://[::1]", its source the line as read.
    const mended = scanner.scan(lines.map((line, i) => (i === 4 ? "http://[::1]" : line)));
    const repaired = new Uint8Array(lines.length);
    repaired[4] = 1;
    const rows = rowsOf(toArrow({ result: mended, source: result, repaired, file: "f" }, { columns }));
    expect(rows.map((r) => r.source)).toEqual(lines);
    expect(rows.map((r) => r.repaired)).toEqual(lines.map((_, i) => i === 4));
    expect(rows[4]).toMatchObject({ valid: true, path: "", error_message: null });
    expect(rowsOf(toArrow(result, { columns: ["repaired"] })).every((r) => r.repaired === false)).toBe(true);
  });

  it("words error_message with the errorMessage option, asked only for invalid lines", () => {
    const asked: number[] = [];
    const rows = rowsOf(toArrow(result, { columns: ["error_message"], errorMessage: (r, i) => (asked.push(i), `${r.error(i)!.code} at ${r.error(i)!.index}`) }));
    const invalid = lines.flatMap((_, i) => (result.isValid(i) ? [] : [i]));
    expect(asked).toEqual(invalid);
    expect(rows.map((r) => r.error_message)).toEqual(lines.map((_, i) => (result.isValid(i) ? null : `${result.error(i)!.code} at ${result.error(i)!.index}`)));
  });

  it("refuses a batch that is not one, with a TypeError", () => {
    const encoder = new ColumnarEncoder({ columns });
    expect(() => encoder.encode({} as never)).toThrow(TypeError);
    expect(() => encoder.encode({ result, file: 1 } as never)).toThrow(/file must be a string/);
    expect(() => encoder.encode({ result, source: scanner.scan(["x"]) })).toThrow(/as many lines/);
    expect(() => encoder.encode({ result, repaired: new Uint8Array(1) })).toThrow(/one entry per line/);
  });
});
