// `urikit split --format parquet|arrow|arrows`, read back by DuckDB and apache-arrow, against the TSV rows of the
// same input (the reference: every line one row, in order).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { tableFromIPC } from "apache-arrow";
import { realWorldListPath } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const work = temporaryDirectory("urikit-cli-columnar-");

function run(args: string[], input?: string): { code: number; stdout: Buffer; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, maxBuffer: 1 << 28 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr.toString("utf8") };
}

/** `run` without blocking the test's thread (vitest's worker must keep answering while a long run goes on). */
function runAsync(args: string[]): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") }));
  });
}

/** The TSV rows of `split` for `fields`, absent as null. */
function tsv(file: string, fields: string): (string | null)[][] {
  const { stdout } = run(["split", "--no-header", "--absent", "\\N", "--fields", fields, file]);
  return stdout.toString("utf8").replace(/\n$/, "").split("\n").map((row) => row.split("\t").map((cell) => (cell === "\\N" ? null : cell)));
}

const list = realWorldListPath("isaacs_files.txt");
const kasztp = realWorldListPath("kasztp.txt"); // a BOM, invalid lines, no final newline
const mixed = join(work, "mixed.txt");
writeFileSync(mixed, ["http://a/b?", "//h", "http://[::1", "x y", "", "s:#"].join("\n") + "\n");

describe("urikit split --format parquet", () => {
  it("writes a file DuckDB reads: host counts equal the TSV rows', one row per line in order", async () => {
    const out = join(work, "kasztp.parquet");
    const { code, stderr } = run(["split", "--format", "parquet", "--workers", "2", "-o", out, kasztp]);
    expect(stderr).toMatch(/^split: 48010 lines, \d+ valid, [1-9]\d* invalid/m);
    expect(code).toBe(1); // the list has invalid lines
    const expected = new Map<string | null, number>();
    for (const [host] of tsv(kasztp, "host")) expected.set(host, (expected.get(host) ?? 0) + 1);
    const db = await (await DuckDBInstance.create(":memory:")).connect();
    const got = new Map<string | null, number>();
    for (const row of (await db.runAndReadAll(`SELECT host, count(*) AS n FROM '${out}' GROUP BY host`)).getRowObjects()) {
      got.set(row.host as string | null, Number(row.n));
    }
    expect(got).toEqual(expected);
    const rows = (await db.runAndReadAll(`SELECT line, path, query, error_index FROM '${out}'`)).getRowObjects();
    const reference = tsv(kasztp, "line,path,query,error_index");
    expect(rows.map((r) => [String(r.line), r.path, r.query, r.error_index === null ? null : String(r.error_index)])).toEqual(reference);
    db.closeSync();
  });

  it("--fields picks the columns (input is the source column) and --source adds the raw line", async () => {
    const out = join(work, "fields.parquet");
    expect(run(["split", "--format", "parquet", "--fields", "line,query,error_code,input", "-o", out, mixed]).code).toBe(1);
    const db = await (await DuckDBInstance.create(":memory:")).connect();
    const rows = (await db.runAndReadAll(`SELECT * FROM '${out}'`)).getRowObjects();
    expect(rows).toEqual([
      { line: 1n, query: "", error_code: null, source: "http://a/b?" },
      { line: 2n, query: null, error_code: null, source: "//h" },
      { line: 3n, query: null, error_code: "unclosed-ip-literal", source: "http://[::1" },
      { line: 4n, query: null, error_code: "unexpected-char", source: "x y" },
      { line: 5n, query: null, error_code: null, source: "" },
      { line: 6n, query: null, error_code: null, source: "s:#" },
    ]);
    const withSource = join(work, "source.parquet");
    run(["split", "--format", "parquet", "--fields", "host", "--source", "-o", withSource, mixed]);
    const columns = (await db.runAndReadAll(`DESCRIBE SELECT * FROM '${withSource}'`)).getRowObjects().map((r) => r.column_name);
    expect(columns).toEqual(["host", "source"]);
    db.closeSync();
  });

  it("refuses --absent (nulls mark absence) with a usage error", () => {
    const { code, stderr } = run(["split", "--format", "parquet", "--absent", "-", "-o", join(work, "x.parquet"), mixed]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--absent applies to TSV and CSV only/);
  });

  it("names the columnar formats when --format is unknown", () => {
    expect(run(["split", "--format", "orc", mixed]).stderr).toMatch(/tsv, csv, ndjson, parquet, arrow, arrows; got "orc"/);
    expect(run(["validate", "--format", "parquet", mixed]).code).toBe(2);
  });
});

describe("urikit split --format arrow|arrows", () => {
  it("the IPC file (-o) has the TSV rows, absent as null and empty as \"\"", () => {
    const out = join(work, "isaacs.arrow");
    run(["split", "--format", "arrow", "-o", out, list]);
    const table = tableFromIPC(readFileSync(out));
    const reference = tsv(list, "line,scheme,host,port,query,fragment,error_code");
    expect(table.numRows).toBe(reference.length);
    const names = ["line", "scheme", "host", "port", "query", "fragment", "error_code"];
    const columns = names.map((name) => [...table.getChild(name)!].map((v) => (v === null ? null : String(v))));
    expect(reference.map((_, i) => columns.map((c) => c[i]))).toEqual(reference);
  });

  it("the IPC stream goes to stdout, read from stdin too", () => {
    const { stdout, code } = run(["split", "--format", "arrows", "--fields", "line,valid,query"], readFileSync(mixed, "utf8"));
    expect(code).toBe(1);
    const table = tableFromIPC(stdout);
    expect(table.toArray().map((r) => r.toJSON())).toEqual([
      { line: 1n, valid: true, query: "" },
      { line: 2n, valid: true, query: null },
      { line: 3n, valid: false, query: null },
      { line: 4n, valid: false, query: null },
      { line: 5n, valid: true, query: null },
      { line: 6n, valid: true, query: null },
    ]);
  });
});

/** A columnar cell as TSV writes it (`--absent '\\N'`): null as \\N, text escaped as TSV escapes it. */
function asTsvCell(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  return String(value).replace(/[\\\t\n\r]/g, (c) => ({ "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" })[c]!);
}

/** The rows of a Parquet file (DuckDB) or an Arrow IPC file (apache-arrow), header first, as TSV cells. */
async function columnarRows(out: string, format: string): Promise<string[][]> {
  if (format === "parquet") {
    const db = await (await DuckDBInstance.create(":memory:")).connect();
    const reader = await db.runAndReadAll(`SELECT * FROM '${out}'`);
    const rows = [reader.columnNames(), ...reader.getRows().map((row) => row.map(asTsvCell))];
    db.closeSync();
    return rows;
  }
  const table = tableFromIPC(readFileSync(out));
  const names = table.schema.fields.map((f) => f.name);
  const columns = names.map((name) => [...table.getChild(name)!]);
  return [names, ...Array.from({ length: table.numRows }, (_, i) => columns.map((c) => asTsvCell(c[i])))];
}

// Lines whose rows test the wording and the escaping: invisible and non-ASCII characters, invalid UTF-8, a tab,
// a backslash, lines that --repair mends and lines it cannot (bad port, unclosed IP literal).
const awkward = join(work, "awkward.txt");
writeFileSync(
  awkward,
  Buffer.concat([
    Buffer.from("http://example.com/a b\nhttp://h/é?q=ü#f\n\u0001x\nhttp://h:80x/\nhttp://[::1\na\tb\\c\n"),
    Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0xff, 0xfe, 0x2f, 0x0a]),
    Buffer.from("mailto:a@b\n\u200bzero-width\n//h:8080/p\n"),
  ]),
);

describe("urikit split: Parquet and Arrow rows equal TSV rows", () => {
  // Each case: split's arguments (without --format); the TSV rows are the reference.
  const cases: [string, string[]][] = [
    ["one file, every field", ["--fields", "repaired,input,error_message,error_index,error_code,host_kind,fragment,query,path,port,host,userinfo,scheme,valid,line,file", awkward]],
    ["several files, default fields (file first)", [awkward, mixed, kasztp]],
    ["several files, --repair --source", ["--repair", "--source", awkward, mixed, kasztp]],
    ["one file, --repair, chosen fields", ["--repair", "--fields", "line,repaired,host,error_message,input", awkward]],
    ["two workers, --repair", ["--repair", "--workers", "2", list]],
  ];
  // The TSV run of a case, made by its first format's test and taken by its second's (a test run alone runs its own).
  const texts = new Map<string, ReturnType<typeof runAsync>>();
  const textOf = (name: string, args: string[]): ReturnType<typeof runAsync> => {
    const earlier = texts.get(name);
    if (earlier !== undefined) {
      texts.delete(name);
      return earlier;
    }
    const started = runAsync(["split", "--absent", "\\N", ...args]);
    texts.set(name, started);
    return started;
  };
  for (const [name, args] of cases) {
    for (const format of ["parquet", "arrow"]) {
      it(`${format}: ${name}`, async () => {
        const text = await textOf(name, args);
        const reference = text.stdout.toString("utf8").replace(/\n$/, "").split("\n").map((row) => row.split("\t"));
        const out = join(work, `same-${format}-${cases.findIndex((c) => c[0] === name)}.${format}`);
        const binary = await runAsync(["split", "--format", format, "-o", out, ...args]);
        // The time, and the threads that scanned (Arrow and --repair scan on the main thread), differ by format.
        const timing = (stderr: string): string => stderr.replace(/ in [\d.]+ s (?:on .*? )?\(.*\)$/gm, "");
        expect(timing(binary.stderr)).toBe(timing(text.stderr));
        expect(binary.code).toBe(text.code);
        // The one name that differs: TSV's `input` field is the `source` column of @urikit/columnar.
        const [header, ...rows] = await columnarRows(out, format);
        expect([header.map((name) => (name === "source" ? "input" : name)), ...rows]).toEqual(reference);
      }, 30_000);
    }
  }
});

describe("urikit split --source (text formats)", () => {
  it("adds the input field to TSV rows", () => {
    const { stdout } = run(["split", "--source", "--fields", "line,host", "--no-header", mixed]);
    expect(stdout.toString("utf8").split("\n")[1]).toBe("2\th\t//h");
  });
});
