// urikit as a per-partition filter under GNU parallel (docs/scale.md): `parallel --pipepart --keep-order` cuts the
// input at line boundaries and runs one `urikit split` per part; the rows must equal one process's, byte for byte.
// .ci/run installs Debian's `parallel`; where it cannot be installed this file is skipped, saying why.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { realWorldListPath } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const probe = spawnSync("parallel", ["--version"], { encoding: "utf8" });
const missing = probe.error !== undefined || probe.status !== 0 ? `GNU parallel is not installed (${probe.error?.message ?? probe.stderr}); install the Debian package "parallel" (.ci/run does)` : undefined;
if (missing !== undefined) console.warn(`SKIPPED test/parallel.test.ts: ${missing}`);

const work = temporaryDirectory("urikit-parallel-");
// The three real lists, ~5.5 MB, ~98 k lines (BOM, invalid lines and empty hosts included): parts of 1 MB give 6 jobs.
const input = join(work, "urls.txt");
writeFileSync(input, (["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const).map((f) => readFileSync(realWorldListPath(f), "utf8").replace(/\n$/, "")).join("\n") + "\n");
const lines = readFileSync(input, "utf8").split("\n").length - 1;
// Every field but `line`: each part numbers its own lines from 1 (global numbers need --line-offset per part).
const FIELDS = "valid,scheme,userinfo,host,port,path,query,fragment,host_kind,error_code,error_index,error_message";

function sh(command: string, args: string[]): { code: number; stdout: Buffer; stderr: string } {
  const result = spawnSync(command, args, { maxBuffer: 1 << 29 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr.toString("utf8") };
}

describe.skipIf(missing !== undefined)("GNU parallel --pipepart", () => {
  it.each(["tsv", "ndjson"])("gives the rows of one process, byte for byte (%s)", (format) => {
    const one = sh(process.execPath, [BIN, "split", "--no-header", "--no-progress", "--format", format, "--fields", FIELDS, input]);
    const many = sh("parallel", ["--pipepart", "--block", "1M", "-a", input, "--keep-order", process.execPath, BIN, "split", "--no-header", "--no-progress", "--format", format, "--fields", FIELDS]);
    expect(one.code).toBe(1);
    expect(many.stderr.match(/^split: /gm)?.length).toBeGreaterThanOrEqual(5); // really cut into parts
    expect(one.stdout.toString("utf8").split("\n").length - 1).toBe(lines);
    expect(many.stdout.equals(one.stdout)).toBe(true);
  });

  it("writes one Parquet part per job, and DuckDB reads the parts as one table with a glob", async () => {
    const parts = join(work, "parts");
    mkdirSync(parts);
    const run = sh("parallel", ["--pipepart", "--block", "1M", "-a", input, process.execPath, BIN, "split", "--no-progress", "--format", "parquet", "-o", join(parts, "part-{#}.parquet")]);
    // parallel exits with the number of jobs that failed: here, the parts with an invalid line (exit code 1 each).
    expect(run.code).toBeGreaterThan(0);
    expect(run.stderr).not.toMatch(/error|usage/i);
    expect(readdirSync(parts).length).toBeGreaterThanOrEqual(5);
    const expected = new Map<string | null, number>();
    const tsv = sh(process.execPath, [BIN, "split", "--no-header", "--absent", "\\N", "--fields", "host", input]).stdout.toString("utf8");
    for (const host of tsv.replace(/\n$/, "").split("\n")) expected.set(host === "\\N" ? null : host, (expected.get(host === "\\N" ? null : host) ?? 0) + 1);
    const db = await (await DuckDBInstance.create(":memory:")).connect();
    const got = new Map<string | null, number>();
    for (const row of (await db.runAndReadAll(`SELECT host, count(*) AS n FROM '${parts}/part-*.parquet' GROUP BY host`)).getRowObjects()) {
      got.set(row.host as string | null, Number(row.n));
    }
    expect(got).toEqual(expected);
    db.closeSync();
  });
});
