// `urikit split | normalize | resolve | relativize --workers N`: the workers read, scan and format their own ranges
// of the file and the main thread only writes their byte blocks in order; the output must be the one thread's, byte
// for byte, in every format, and the reports on stderr too.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realWorldListPath } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const work = temporaryDirectory("urikit-workers-");
// Over 8 MiB, so that a file is cut into nine 1 MiB ranges with lines crossing the cuts: the real lists (a BOM,
// CRLF endings from the join) with invalid lines, empty lines, tabs, commas, quotes, non-ASCII, and no final newline.
const BAD = ["http://[::1", "a b", "%zz", "http://ex ample.com/\t tab", "héllo wörld", "http://a,b/c,d?x=1,2", "x\\y", '"quoted"', "", "  ", "http://h/é", "//u:p@h:99999/"];
const real = (["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const).flatMap((f) => readFileSync(realWorldListPath(f), "utf8").replace(/\n$/, "").split("\n"));
const lines: string[] = [];
for (let i = 0; lines.length < 180_000; i++) {
  lines.push(real[i % real.length]!);
  if (i % 9 === 0) lines.push(BAD[i % BAD.length]!);
}
const input = join(work, "mixed.txt");
writeFileSync(input, "\ufeff" + lines.join("\r\n") + "\r\nhttp://a/no-final-newline,x");
const second = join(work, "second.txt");
writeFileSync(second, lines.slice(0, 2000).join("\n") + "\n");

const ALL = "line,valid,scheme,userinfo,host,port,path,query,fragment,host_kind,error_code,error_index,error_message,input,file,repaired";

/**
 * Run urikit without blocking (a blocked test thread cannot answer vitest, and one run takes seconds); `limit`: the
 * largest file it may write, in 512-byte blocks (a write past it fails with EFBIG, as on a full disk).
 */
function run(args: string[], command = "split", limit?: number): Promise<{ code: number | null; stdout: Buffer; stderr: string; threads: string | undefined }> {
  return new Promise((resolve, reject) => {
    const argv = [BIN, command, "--no-progress", ...args];
    const quote = (a: string): string => `'${a.replaceAll("'", "'\\''")}'`;
    // SIGXFSZ ignored (an ignored signal stays ignored across exec), so that the write fails instead of killing.
    const child =
      limit === undefined ? spawn(process.execPath, argv) : spawn("sh", ["-c", `trap '' XFSZ; ulimit -f ${limit}; exec ${[process.execPath, ...argv].map(quote).join(" ")}`]);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      // The summary's timings and threads differ from run to run; everything else on stderr must not.
      const err = Buffer.concat(stderr).toString("utf8");
      const threads = / in [0-9.]+ s on (.*?) \([0-9.]+ /.exec(err)?.[1];
      resolve({ code, stdout: Buffer.concat(stdout), stderr: err.replace(/ in [0-9.]+ s .*$/gm, ""), threads });
    });
  });
}

/**
 * The one-thread runs that two tests compare with (the formats to stdout, then -o FILE): each case's second use takes
 * the first one's result instead of running the same `--workers 1` over the 9 MB file again. Only these are kept
 * (each holds its whole output), and each only until its second use; a test run alone runs its own.
 */
const SHARED = [["tsv"], ["csv", "--fields", ALL, "--absent", "-"], ["ndjson", "--fields", ALL], ["tsv", "--repair"]].map((c) => JSON.stringify(c));
const kept = new Map<string, ReturnType<typeof run>>();
function oneThread(format: string, rest: string[]): ReturnType<typeof run> {
  const key = JSON.stringify([format, ...rest]);
  const earlier = kept.get(key);
  kept.delete(key);
  if (earlier !== undefined) return earlier;
  const started = run(["--workers", "1", "--format", format, ...rest, input]);
  if (SHARED.includes(key)) kept.set(key, started);
  return started;
}

describe("--workers 2 writes the bytes of one thread", { timeout: 60_000 }, () => {
  it("spans several ranges", () => {
    expect(readFileSync(input).length).toBeGreaterThan(2 * 4 * 1024 * 1024);
  });

  it.each([
    ["tsv"],
    ["csv"],
    ["ndjson"],
    ["tsv", "--fields", ALL],
    ["csv", "--fields", ALL, "--absent", "-"],
    ["ndjson", "--fields", ALL],
    ["tsv", "--no-header", "--line-offset", "1000", "--absent", "NULL"],
    ["csv", "--source"],
    ["tsv", "--repair"],
    ["ndjson", "--repair"],
    ["tsv", "--stats"],
  ])("--format %s %s", async (format, ...rest) => {
    const one = await oneThread(format, rest);
    const two = await run(["--workers", "2", "--format", format, ...rest, input]);
    expect(one.code).toBe(1); // some lines are invalid
    expect(one.stdout.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(two.code).toBe(one.code);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stdout.equals(one.stdout)).toBe(true);
  });

  // Parquet on workers: each worker encodes its batches as Arrow IPC (columnar-worker.ts) and counts its lines; the
  // main thread only writes. The summary and --stats counts must be one thread's (the rows are read back with
  // DuckDB in test/columnar.test.ts, and packages/columnar holds encodeIpc batches to the bytes of direct ones).
  it.each([[[] as string[]], [["--fields", "file,line,valid,scheme,host,error_code,error_index,error_message,input", "--line-offset", "7"]], [["--stats"]]])(
    "--format parquet %j: the rows and stderr of one thread",
    async (rest) => {
      const one = await run(["--workers", "1", "--format", "ndjson", ...rest.filter((a) => a !== "--format"), input]);
      const out = join(work, "out.parquet");
      const two = await run(["--workers", "2", "--format", "parquet", "-o", out, ...rest, input]);
      expect(two.code).toBe(one.code);
      expect(two.stderr).toBe(one.stderr);
      expect(readFileSync(out).subarray(0, 4).toString()).toBe("PAR1");
    },
  );

  it("with several files, and to a file with -o", async () => {
    const one = await run(["--workers", "1", input, second]);
    const out = join(work, "out.tsv");
    const two = await run(["--workers", "2", "-o", out, input, second]);
    expect(two.code).toBe(1);
    expect(two.stderr).toBe(one.stderr);
    expect(readFileSync(out).equals(one.stdout)).toBe(true);
  });

  it("names in the summary the threads that scanned: the worker threads started, at most one per 1 MiB range", async () => {
    expect((await run(["--workers", "1", second])).threads).toBe("the main thread");
    expect((await run(["--workers", "2", "-o", join(work, "threads.tsv"), input])).threads).toBe("2 worker threads");
    expect((await run(["--workers", "2", input], "normalize")).threads).toBe("2 worker threads");
    expect((await run(["--workers", "2", "--format", "parquet", "-o", join(work, "threads.parquet"), input])).threads).toBe("2 worker threads");
    expect((await run(["--workers", "2", second])).threads).toBe("1 worker thread"); // one range: one worker
    expect((await run(["--workers", "2", "--quiet", input, second], "validate")).threads).toBe("1 worker thread or 2 worker threads (by input)");
    expect((await run(["--workers", "1", "--quiet", input, second], "validate")).threads).toBe("the main thread");
  });

  // -o FILE: each worker writes its own rows into the file at the offset the main thread sets aside for them.
  it.each([
    ["tsv"],
    ["csv", "--fields", ALL, "--absent", "-"],
    ["ndjson", "--fields", ALL],
    ["tsv", "--no-header", "--line-offset", "1000", "--stats"],
    ["tsv", "--repair"],
  ])("-o FILE --format %s %s: the bytes one thread writes to stdout", async (format, ...rest) => {
    const one = await oneThread(format, rest);
    const out = join(work, `out-${format}.txt`);
    const two = await run(["--workers", "2", "-o", out, "--format", format, ...rest, input]);
    expect(two.code).toBe(one.code);
    expect(two.stderr).toBe(one.stderr);
    expect(readFileSync(out).equals(one.stdout)).toBe(true);
  });

  it("-o FILE: a file smaller than one range, and a line longer than several ranges (ranges without a line of their own)", async () => {
    const small = await run(["--workers", "1", second]);
    const smallOut = join(work, "small.tsv");
    expect((await run(["--workers", "2", "-o", smallOut, second])).code).toBe(small.code);
    expect(readFileSync(smallOut).equals(small.stdout)).toBe(true);
    const long = join(work, "long.txt");
    writeFileSync(long, ["http://a/", "http://b/" + "x".repeat(9 * 1024 * 1024), "a b", "http://c/"].join("\n") + "\n");
    const one = await run(["--workers", "1", "--fields", "line,valid,host,input", long]);
    const longOut = join(work, "long.tsv");
    const two = await run(["--workers", "2", "--fields", "line,valid,host,input", "-o", longOut, long]);
    expect(two.code).toBe(1);
    expect(two.stderr).toBe(one.stderr);
    expect(readFileSync(longOut).equals(one.stdout)).toBe(true);
  });

  it("-o FILE: a write that fails in a worker (the file size limit) exits 4 and leaves the old file and no temporary file", async () => {
    const dir = join(work, "limited");
    const out = join(dir, "rows.tsv");
    await run(["--workers", "1", "-o", join(work, "placeholder.tsv"), second]);
    writeFileSync(join(work, "keep.txt"), "old rows\n");
    const { mkdirSync, copyFileSync } = await import("node:fs");
    mkdirSync(dir, { recursive: true });
    copyFileSync(join(work, "keep.txt"), out);
    // 2 MB allowed: the first ranges' rows fit, later ones do not.
    const failed = await run(["--workers", "2", "-o", out, input], "split", 4096);
    expect(failed.code).toBe(4);
    expect(failed.stderr).toMatch(/cannot write ".*rows\.tsv": /);
    expect(readFileSync(out, "utf8")).toBe("old rows\n");
    expect(readdirSync(dir)).toEqual(["rows.tsv"]);
  });

  it.each([
    ["normalize"],
    ["normalize", "--stats", "--line-offset", "5"],
    ["resolve", "--base", "http://a/b/c/d;p?q"],
    ["resolve", "--base", "http://a/b/c/d;p?q", "--non-strict"],
    ["relativize", "--base", "http://a/b/"],
  ])("%s %s: the output and the reports of one thread", async (command, ...rest) => {
    const one = await run(["--workers", "1", ...rest, input], command);
    const two = await run(["--workers", "2", ...rest, input], command);
    expect(one.code).toBe(1);
    expect(one.stderr.split("\n").length).toBeGreaterThan(10_000); // a report per refused line
    expect(two.code).toBe(one.code);
    expect(two.stderr).toBe(one.stderr);
    expect(two.stdout.equals(one.stdout)).toBe(true);
  });

  it("reports an unreadable file with exit code 3 before writing", async () => {
    const missing = await run(["--workers", "2", join(work, "missing.txt")]);
    expect(missing.code).toBe(3);
    expect(missing.stdout.length).toBe(0);
  });
});
