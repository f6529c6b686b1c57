// urikit on a real distributed engine (docs/scale.md): a Dask scheduler and two Dask worker processes on 127.0.0.1
// run the two job scripts of docs/dask/ (byte ranges through `split --range --line-offset`, and read_text +
// map_partitions piping through `split --line-offset`) over the repository's lists and a 36 MB file made from them;
// the parts must equal one `urikit split` of the whole file (TSV and NDJSON byte for byte, Parquet as a table through
// DuckDB), and a failing task must fail the job. .ci/run installs Debian's python3-distributed and python3-dask; where
// they are missing this file is skipped, saying why. Every process started here is stopped by its PID, also on failure.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, writeSync, mkdtempSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { realWorldListPath } from "@urikit/corpus";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const DOCS = new URL("../../../docs/", import.meta.url).pathname;
const SCRIPTS = { ranges: join(DOCS, "dask/split_ranges.py"), partitions: join(DOCS, "dask/split_partitions.py") } as const;
// Debian's interpreter: another python3 may come first on PATH and not see Debian's packages.
const PYTHON = "/usr/bin/python3";
const DASK = "/usr/bin/dask";
const probe = spawnSync(PYTHON, ["-c", "import dask, distributed; print(distributed.__version__)"], { encoding: "utf8" });
const missing =
  probe.error !== undefined || probe.status !== 0 || !existsSync(DASK)
    ? `Dask is not installed (${probe.error?.message ?? probe.stderr.trim().split("\n").pop()}); install the Debian packages python3-distributed and python3-dask (.ci/run does)`
    : undefined;
if (missing !== undefined) console.warn(`SKIPPED test/dask.test.ts: ${missing}`);

/** Bounded waits: a client that never finishes is killed by `timeout`, then the test fails. */
const CLIENT_SECONDS = 600;
const JOB_TIMEOUT = 2 * (CLIENT_SECONDS + 30) * 1000;
const PARQUET_FIELDS = "line,valid,scheme,userinfo,host,port,path,query,fragment,host_kind,error_code,error_index,error_message";

let work = "";
let lists = "";
let big = "";
let schedulerFile = "";
const cluster: ChildProcess[] = [];

/** Run a command without blocking the event loop (vitest's worker must keep answering while a job runs). */
function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out).toString("utf8"), stderr: Buffer.concat(err).toString("utf8") }));
  });
}

/** One `urikit split` of the whole file to `output`, the reference. */
async function one(file: string, options: string[], output: string): Promise<void> {
  const result = await run(process.execPath, [BIN, "split", "--no-progress", "-o", output, ...options, file]);
  expect(result.code, result.stderr).toBe(1); // the lists have invalid lines
}

/** Lines of a file: its LFs, and one more when the last line has none. */
function lineCount(file: string): number {
  const bytes = readFileSync(file);
  let lines = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) lines++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? lines + 1 : lines;
}

/** Whether the parts of a job, concatenated in order, equal `file` byte for byte (compared on disk, by cmp). */
async function sameAsParts(dir: string, file: string): Promise<boolean> {
  const result = await run("sh", ["-c", 'cat "$1"/part-* | cmp - "$2"', "sh", dir, file]);
  if (result.code !== 0) console.error(result.stdout, result.stderr);
  return result.code === 0;
}

/** Run one of the job scripts of docs/dask/ against the cluster, under `timeout`. */
function job(form: keyof typeof SCRIPTS, input: string, out: string, block: string, options: string[], urikit = `${process.execPath} ${BIN}`) {
  const args = ["-k", "10", String(CLIENT_SECONDS), PYTHON, SCRIPTS[form], "--scheduler-file", schedulerFile, "--workers", "2"];
  return run("timeout", [...args, "--urikit", urikit, "--block", block, input, out, "--", ...options]);
}

function startProcess(args: string[], log: string): ChildProcess {
  const fd = openSync(join(work, log), "w");
  const child = spawn(DASK, args, { stdio: ["ignore", fd, fd], cwd: work });
  closeSync(fd);
  cluster.push(child);
  return child;
}

async function waitFor(what: string, ready: () => boolean, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopAll(): Promise<void> {
  for (const child of cluster) if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (cluster.some((child) => child.exitCode === null && child.signalCode === null) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const child of cluster) if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) process.kill(child.pid, "SIGKILL");
}

describe.skipIf(missing !== undefined)("a Dask cluster (one scheduler, two worker processes on 127.0.0.1)", () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "urikit-dask-"));
    // The three real lists (BOM, invalid lines, empty hosts), then CR LF, non-ASCII and a byte that is not UTF-8.
    const text = (["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const).map((f) => readFileSync(realWorldListPath(f)).toString("latin1").replace(/\n$/, "")).join("\n");
    const tail = Buffer.from("\nhttp://a/b\r\nhttp://é/x\n\nh:\xff\nlast-line-without-lf", "latin1");
    const body = Buffer.concat([Buffer.from(text, "latin1"), tail]);
    lists = join(work, "lists.txt");
    writeFileSync(lists, body);
    // 36 MB made from the lists: a BOM only at the start (a later U+FEFF at a partition's start would be a BOM to
    // the program reading that partition on stdin). Above the CLI's 32 MiB worker threshold (apps/cli/src/input.ts),
    // so the one-process reference scans on worker threads, while each task reads a range or stdin on one thread;
    // cut into 12 MiB ranges and 12 MB partitions, several of each.
    big = join(work, "big.txt");
    const repeat = Buffer.concat([body.subarray(3), Buffer.from("\n")]);
    const fd = openSync(big, "w");
    writeSync(fd, body.subarray(0, 3));
    for (let written = 3; written < 36e6; written += repeat.length) writeSync(fd, repeat);
    closeSync(fd);
    // The cluster: random ports (--port 0, workers default to random), the address through the scheduler file; the
    // scheduler stops itself after 5 idle minutes and the workers a minute after losing it, should this process die.
    schedulerFile = join(work, "scheduler.json");
    const common = ["--host", "127.0.0.1", "--no-dashboard", "--scheduler-file", schedulerFile];
    startProcess(["scheduler", ...common, "--port", "0", "--idle-timeout", "300"], "scheduler.log");
    await waitFor("dask scheduler", () => existsSync(schedulerFile) && readFileSync(schedulerFile, "utf8").includes("address"), 60);
    for (const name of ["w1", "w2"]) {
      startProcess(["worker", ...common, "--no-nanny", "--nthreads", "1", "--name", name, "--death-timeout", "60", "--local-directory", join(work, name)], `${name}.log`);
    }
  }, 120_000);

  afterAll(async () => {
    await stopAll();
    if (work !== "") rmSync(work, { recursive: true, force: true });
  }, 30_000);

  /** Each job's wall time, printed at the end (the figure docs/scale.md and the bench README quote). */
  const timings: string[] = [];
  async function timedJob(label: string, ...args: Parameters<typeof job>): ReturnType<typeof job> {
    const started = performance.now();
    const done = await job(...args);
    timings.push(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return done;
  }
  afterAll(() => console.log(`Dask jobs (wall time, 2 workers): ${timings.join("; ")}`));

  it.each([
    ["ranges", "tsv", ["--no-header"]],
    ["partitions", "ndjson", ["--format", "ndjson"]],
  ] as const)("%s over the lists: %s parts concatenated equal one split, byte for byte", async (form, format, options) => {
    const out = join(work, `lists-${form}-${format}`);
    const done = await timedJob(`${form} lists ${format}`, form, lists, out, "1M", [...options]);
    expect(done.code, done.stderr).toBe(0);
    expect(readdirSync(out).length).toBeGreaterThanOrEqual(5); // really cut into parts
    const expected = join(work, `lists-one.${format}`);
    await one(lists, [...options], expected);
    expect(lineCount(expected)).toBe(lineCount(lists));
    expect(await sameAsParts(out, expected)).toBe(true);
  }, JOB_TIMEOUT);

  it("ranges over the 36 MB file: TSV parts concatenated equal one split, byte for byte", async () => {
    const options = ["--no-header"];
    const out = join(work, "big-ranges-tsv");
    const done = await timedJob("ranges 36MB tsv", "ranges", big, out, "12M", options);
    expect(done.code, done.stderr).toBe(0);
    expect(readdirSync(out).length).toBe(Math.ceil(statSync(big).size / (12 << 20)));
    expect(readdirSync(out).length).toBeGreaterThanOrEqual(3); // really cut into parts
    const expected = join(work, "big-one.tsv");
    await one(big, options, expected);
    expect(lineCount(expected)).toBe(lineCount(big));
    expect(await sameAsParts(out, expected)).toBe(true);
  }, JOB_TIMEOUT);

  it.each([
    ["ranges", "lists", "1M"],
    ["partitions", "36 MB file", "12M"],
  ] as const)("%s over the %s: the Parquet parts are one split's table (DuckDB)", async (form, which, block) => {
    const input = which === "lists" ? lists : big;
    const out = join(work, `${form}-parquet`);
    const done = await timedJob(`${form} ${which} parquet`, form, input, out, block, ["--format", "parquet", "--fields", PARQUET_FIELDS]);
    expect(done.code, done.stderr).toBe(0);
    expect(readdirSync(out).filter((f) => /^part-.*\.parquet$/.test(f)).length).toBeGreaterThanOrEqual(3); // really cut into parts
    const reference = join(work, `${form}-one.parquet`);
    await one(input, ["--format", "parquet", "--fields", PARQUET_FIELDS], reference);
    const db = await (await DuckDBInstance.create(":memory:")).connect();
    const count = async (sql: string): Promise<number> => Number((await db.runAndReadAll(sql)).getRows()[0][0]);
    const all = `'${out}/part-*.parquet'`;
    const lines = lineCount(input);
    expect(await count(`SELECT count(*) FROM ${all}`)).toBe(lines);
    expect(await count(`SELECT count(DISTINCT line) FROM ${all} WHERE line BETWEEN 1 AND ${lines}`)).toBe(lines);
    // The same table as multisets of rows: the parts' rows less the reference's (EXCEPT ALL) leave none, and both have
    // `lines` rows, so the reference has no row the parts lack either (the reverse EXCEPT ALL, 0.7 million rows of the
    // 36 MB file sorted and compared once more, would prove nothing more).
    expect(await count(`SELECT count(*) FROM '${reference}'`)).toBe(lines);
    expect(await count(`SELECT count(*) FROM (SELECT * FROM ${all} EXCEPT ALL SELECT * FROM '${reference}')`)).toBe(0);
    expect(await count(`SELECT count(*) FROM ${all} WHERE NOT valid AND error_message IS NOT NULL`)).toBeGreaterThan(0);
    db.closeSync();
  }, JOB_TIMEOUT);

  it("fails the job when one task fails (and says which command, and why)", async () => {
    // A urikit that fails on the first range only: exit 3, as for an unreadable input.
    const wrapper = join(work, "failing-urikit.sh");
    writeFileSync(wrapper, `#!/bin/sh\ncase " $* " in *" --line-offset 0 "*) echo "cannot read: injected failure" >&2; exit 3;; esac\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(wrapper, 0o755);
    const done = await timedJob("ranges lists, one task failing", "ranges", lists, join(work, "failing-ranges"), "1M", ["--no-header"], wrapper);
    expect(done.code).toBe(1);
    expect(done.stderr).toMatch(/failed: .*--line-offset 0 .*exited 3: cannot read: injected failure/);
    // A usage error (exit 2) in every task fails the job too.
    const usage = await timedJob("partitions lists, every task failing", "partitions", lists, join(work, "failing-usage"), "1M", ["--fields", "no-such-field"]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/exited 2: urikit split: unknown field "no-such-field"/);
  }, JOB_TIMEOUT);
});

describe("docs/scale.md", () => {
  it("shows the two Dask job scripts exactly as CI runs them", () => {
    const doc = readFileSync(join(DOCS, "scale.md"), "utf8");
    for (const script of Object.values(SCRIPTS)) expect(doc).toContain("```python\n" + readFileSync(script, "utf8") + "```\n");
  });
});
