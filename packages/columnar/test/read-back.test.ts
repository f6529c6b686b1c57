// Files written by @urikit/columnar, read back by real engines: DuckDB for Parquet, apache-arrow for Arrow IPC.
// Input: the real URL lists of bench/data (all three, ~100 k lines, with invalid lines and a BOM).
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import { tableFromIPC } from "apache-arrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanStream, type ScanResult } from "@urikit/scanner";
import { scanFile } from "@urikit/scanner/node";
import { arrowIpcStream, parquetStream } from "@urikit/columnar";

const data = new URL("../../../bench/data/", import.meta.url).pathname;
const LISTS = ["kasztp.txt", "node_files.txt", "isaacs_files.txt"];
const dir = mkdtempSync(join(tmpdir(), "urikit-columnar-"));
const input = join(dir, "urls.txt");
// kasztp.txt ends without a newline: join the lists with one so that no two URLs share a line.
writeFileSync(input, LISTS.map((f) => readFileSync(join(data, f), "utf8").replace(/\n$/, "")).join("\n") + "\n");

/** What `scan` says, line by line: the reference every engine's answer is compared with. */
interface Truth {
  lines: number;
  invalid: number;
  hosts: Map<string | null, number>;
  queryAbsent: number;
  queryEmpty: number;
  host: (string | null)[];
  errorIndex: (number | null)[];
}

async function truth(): Promise<Truth> {
  const t: Truth = { lines: 0, invalid: 0, hosts: new Map(), queryAbsent: 0, queryEmpty: 0, host: [], errorIndex: [] };
  const { createReadStream } = await import("node:fs");
  for await (const result of scanStream(createReadStream(input))) {
    for (let i = 0; i < result.length; i++) {
      t.lines++;
      if (!result.isValid(i)) t.invalid++;
      const host = result.host(i) ?? null;
      t.host.push(host);
      t.hosts.set(host, (t.hosts.get(host) ?? 0) + 1);
      const query = result.query(i);
      if (result.isValid(i) && query === undefined) t.queryAbsent++;
      if (query === "") t.queryEmpty++;
      t.errorIndex.push(result.error(i)?.index ?? null);
    }
  }
  return t;
}

async function writeTo(path: string, stream: ReadableStream<Uint8Array>): Promise<void> {
  await stream.pipeTo(Writable.toWeb(createWriteStream(path)) as WritableStream<Uint8Array>);
}

/** Batches of about 256 KiB from 2 worker threads: many batches, so batch and row-group boundaries are crossed. */
function batches(): AsyncGenerator<ScanResult> {
  return scanFile(input, { workers: 2, batchBytes: 256 * 1024 });
}

let expected: Truth;
let duck: DuckDBConnection;
const parquet = join(dir, "out.parquet");

async function rows(sql: string): Promise<Record<string, unknown>[]> {
  return (await duck.runAndReadAll(sql)).getRowObjects() as Record<string, unknown>[];
}

beforeAll(async () => {
  expected = await truth();
  await writeTo(parquet, await parquetStream(batches(), { rowGroupRows: 30_000 }));
  duck = await (await DuckDBInstance.create(":memory:")).connect();
});

afterAll(() => {
  duck?.closeSync();
  rmSync(dir, { recursive: true, force: true });
});

describe("Parquet, read back by DuckDB", () => {
  it("the input has the lines and invalid lines the checks rely on", () => {
    expect(expected.lines).toBe(48_010 + 43_415 + 6_207);
    expect(expected.invalid).toBeGreaterThan(0);
    expect(expected.queryEmpty).toBeGreaterThan(0);
  });

  it("SELECT host, count(*) … GROUP BY host equals the counts from scan", async () => {
    const got = new Map<string | null, number>();
    for (const row of await rows(`SELECT host, count(*) AS n FROM '${parquet}' GROUP BY host`)) got.set(row.host as string | null, Number(row.n));
    expect(got).toEqual(expected.hosts);
  });

  it("every input line is one row, in order, numbered from 1", async () => {
    const [row] = await rows(
      `SELECT count(*) AS n, count(*) FILTER (WHERE line <> file_row_number + 1) AS misplaced FROM read_parquet('${parquet}', file_row_number = true)`,
    );
    expect(Number(row.n)).toBe(expected.lines);
    expect(Number(row.misplaced)).toBe(0);
  });

  it("absent and empty stay apart, and invalid rows keep their error", async () => {
    const [row] = await rows(
      `SELECT count(*) FILTER (WHERE valid AND query IS NULL) AS absent, count(*) FILTER (WHERE query = '') AS empty,
              count(*) FILTER (WHERE NOT valid) AS invalid, count(*) FILTER (WHERE NOT valid AND error_code IS NOT NULL AND error_index IS NOT NULL AND path IS NULL) AS explained
       FROM '${parquet}'`,
    );
    expect(Number(row.absent)).toBe(expected.queryAbsent);
    expect(Number(row.empty)).toBe(expected.queryEmpty);
    expect(Number(row.invalid)).toBe(expected.invalid);
    expect(Number(row.explained)).toBe(expected.invalid);
    const errorIndex = (await rows(`SELECT error_index FROM '${parquet}' ORDER BY line`)).map((r) => r.error_index);
    expect(errorIndex).toEqual(expected.errorIndex);
  });

  it("has the types, row groups, compression, statistics and dictionaries asked for", async () => {
    const types = Object.fromEntries((await rows(`DESCRIBE SELECT * FROM '${parquet}'`)).map((r) => [r.column_name, r.column_type]));
    expect(types).toMatchObject({ line: "UBIGINT", valid: "BOOLEAN", scheme: "VARCHAR", host: "VARCHAR", host_kind: "VARCHAR", error_index: "INTEGER" });
    const meta = await rows(`SELECT row_group_id, path_in_schema, encodings, compression, stats_min_value, stats_max_value FROM parquet_metadata('${parquet}')`);
    const groups = new Set(meta.map((m) => m.row_group_id));
    expect(groups.size).toBe(Math.ceil(expected.lines / 30_000));
    for (const m of meta) expect(m.compression).toBe("SNAPPY");
    const of = (column: string) => meta.filter((m) => m.path_in_schema === column);
    for (const m of [...of("scheme"), ...of("host_kind")]) expect(m.encodings).toMatch(/DICTIONARY/);
    for (const m of of("line")) expect(m.stats_min_value).not.toBeNull();
    expect(of("line")[0].stats_min_value).toBe("1");
  });

  it("ZSTD and a chosen column set with --source work too", async () => {
    const path = join(dir, "zstd.parquet");
    await writeTo(path, await parquetStream(batches(), { compression: "zstd", columns: ["line", "host"], source: true }));
    const meta = await rows(`SELECT DISTINCT compression FROM parquet_metadata('${path}')`);
    expect(meta.map((m) => m.compression)).toEqual(["ZSTD"]);
    const [row] = await rows(`SELECT count(*) AS n, count(DISTINCT source) AS sources FROM '${path}'`);
    expect(Number(row.n)).toBe(expected.lines);
    const first = await rows(`SELECT * FROM '${path}' ORDER BY line LIMIT 1`);
    expect(first).toEqual([{ line: 1n, host: "www.sec.gov", source: "https://www.sec.gov/edgar.shtml" }]);
  });

  it("an empty input gives a valid file with the schema and no rows", async () => {
    const path = join(dir, "empty.parquet");
    await writeTo(path, await parquetStream([]));
    const [row] = await rows(`SELECT count(*) AS n FROM '${path}'`);
    expect(Number(row.n)).toBe(0);
  });

  it("many partitions (one file each, global line numbers) read as one table with a glob", async () => {
    let offset = 0;
    const parts = join(dir, "parts");
    (await import("node:fs")).mkdirSync(parts);
    for (const [k, list] of LISTS.entries()) {
      const text = readFileSync(join(data, list));
      const lineCount = text.toString("utf8").replace(/\n$/, "").split("\n").length;
      await writeTo(join(parts, `part-${k}.parquet`), await parquetStream(scanStream([text]), { lineOffset: offset }));
      offset += lineCount;
    }
    const [row] = await rows(`SELECT count(*) AS n, count(DISTINCT line) AS lines, max(line) AS last FROM '${parts}/*.parquet'`);
    expect(Number(row.n)).toBe(expected.lines);
    expect(Number(row.lines)).toBe(expected.lines);
    expect(Number(row.last)).toBe(expected.lines);
    const got = new Map<string | null, number>();
    for (const r of await rows(`SELECT host, count(*) AS n FROM '${parts}/*.parquet' GROUP BY host`)) got.set(r.host as string | null, Number(r.n));
    expect(got).toEqual(expected.hosts);
  });
});

describe("Arrow IPC, read back by apache-arrow", () => {
  it.each(["file", "stream"] as const)("the %s form has every line, in order, with hosts, errors and absent vs empty", async (format) => {
    const path = join(dir, `out.${format === "file" ? "arrow" : "arrows"}`);
    await writeTo(path, arrowIpcStream(batches(), { format }));
    const table = tableFromIPC(readFileSync(path));
    expect(table.numRows).toBe(expected.lines);
    expect(table.getChild("host")!.toArray()).toEqual(expected.host);
    expect(table.getChild("error_index")!.toArray().length).toBe(expected.lines);
    expect([...table.getChild("error_index")!]).toEqual(expected.errorIndex);
    const line = table.getChild("line")!;
    let inOrder = true;
    for (let i = 0; i < table.numRows; i++) if (line.get(i) !== BigInt(i + 1)) inOrder = false;
    expect(inOrder).toBe(true);
    const query = [...table.getChild("query")!];
    const valid = [...table.getChild("valid")!];
    expect(query.filter((q, i) => valid[i] && q === null).length).toBe(expected.queryAbsent);
    expect(query.filter((q) => q === "").length).toBe(expected.queryEmpty);
    const schemes = new Set([...table.getChild("scheme")!]);
    expect(schemes).toEqual(new Set(["https", "file", "tapmock", "node", null]));
  });
});
