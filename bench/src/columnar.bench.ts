// columnar: `urikit split` writing Parquet or Arrow against TSV, the other line commands (NDJSON split, normalize,
// resolve, validate) against TSV split, and scanFile on 1 vs 2 worker threads, on a
// generated file of the real URL lists repeated to ~200 MB (× ctx.scale: the CI smoke pass uses ~1 MB). Every task
// runs a child process (the CLI, or a scanFile probe), so worker threads and file output are measured as a user
// meets them; peak memory (max RSS of the children) is in each group's header, read after the passes. The goals: Parquet ≥ 50 % of TSV on
// 2 workers with memory flat; 2 workers ≥ 1.8× one, rows exact and in order; NDJSON, normalize and
// resolve within 2× of TSV split; TSV to a file ≥ 500 MB/s on 2 workers.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DATA_DIR } from "./data.js";
import { consume, type Group, type Suite, type SuiteContext, type TaskDef } from "./harness.js";
import { scratchDir } from "./scratch-dir.js";

/** The `urikit` binary of apps/cli (built by `turbo run build` before any bench run). */
const CLI = fileURLToPath(new URL("../../apps/cli/dist/main.cjs", import.meta.url));
/** The probe, built: beside this module in dist/, or in dist/ when vitest runs the TypeScript source. */
const PROBE = fileURLToPath(import.meta.url.endsWith(".ts") ? new URL("../dist/scan-file-probe.js", import.meta.url) : new URL("./scan-file-probe.js", import.meta.url));
/** Prints the child's peak resident memory on exit (worker threads included: they share the process). */
const PEAK = `data:text/javascript,process.on("exit",()=>process.stderr.write("maxrss-kb "+process.resourceUsage().maxRSS+"\\n"))`;
const FULL_BYTES = 200 * 1024 * 1024;
// Every pass is a whole process of 1.5–8 s: after a cold pass each, this many rounds of one pass per task, interleaved,
// so that each figure is a median, not a single pass timed while the machine happened to be fast or slow.
const PASS_ROUNDS = 3;

/** The three real lists, repeated (or cut, for the smoke pass) to about `bytes` bytes, one URL per line. */
function generate(dir: string, bytes: number): { path: string; lines: number; bytes: number } {
  const lists = ["kasztp", "node_files", "isaacs_files"].map((n) => readFileSync(`${DATA_DIR}${n}.txt`, "utf8").replace(/^\uFEFF/, "").replace(/\n$/, ""));
  const lines = lists.join("\n").split("\n");
  const perLine = (Buffer.byteLength(lists.join("\n")) + 1) / lines.length;
  const count = Math.max(1000, Math.round(bytes / perLine));
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) chosen.push(lines[i % lines.length]!);
  const path = join(dir, "urls.txt");
  writeFileSync(path, chosen.join("\n") + "\n");
  return { path, lines: count, bytes: statSync(path).size };
}

/** Run a node child; throw unless it exits with one of `codes`; return stdout and the peak RSS in MB. */
function runNode(args: readonly string[], codes: readonly number[]): { stdout: string; peakMB: number } {
  const child = spawnSync(process.execPath, ["--import", PEAK, ...args], { encoding: "utf8", maxBuffer: 1 << 24 });
  if (child.status === null || !codes.includes(child.status)) throw new Error(`${args.join(" ")} exited ${child.status}: ${child.stderr.slice(-300)}`);
  const kb = Number(/maxrss-kb (\d+)/.exec(child.stderr)?.[1]);
  return { stdout: child.stdout, peakMB: kb / 1024 };
}

export const suite: Suite = {
  name: "columnar",
  description:
    "`urikit split` to Parquet / Arrow IPC vs TSV, and `scanFile` on 1 vs 2 worker threads, over the real lists repeated to ~200 MB; " +
    "each pass is a child process (CLI or probe) writing its output to a file. Peak RSS of each child is in the group header.",
  async groups(ctx: SuiteContext): Promise<readonly Group[]> {
    const dir = scratchDir("urikit-bench-columnar-");
    const input = generate(dir, Math.round(FULL_BYTES * ctx.scale));
    const peaks = new Map<string, number>();
    const task = (name: string, args: readonly string[], codes: readonly number[], check?: (stdout: string) => void): TaskDef => ({
      name,
      // Each pass writes a new file, not over the last pass's (replacing it costs the file system ~0.7 ms per MB here).
      beforePass() {
        const output = args.indexOf("-o");
        if (output >= 0) rmSync(args[output + 1]!, { force: true });
      },
      fn() {
        const { stdout, peakMB } = runNode(args, codes);
        peaks.set(name, Math.max(peaks.get(name) ?? 0, peakMB));
        check?.(stdout);
        consume(stdout.length);
      },
    });
    const split = (format: string, workers: number): TaskDef =>
      task(`${format}, ${workers} worker${workers > 1 ? "s" : ""}`, [CLI, "split", "--no-progress", "--format", format, "--workers", String(workers), "-o", join(dir, `out.${format}`), input.path], [0, 1]);
    const formats = [split("tsv", 1), split("tsv", 2), split("parquet", 1), split("parquet", 2), split("arrow", 2)];
    // The other line commands on 2 workers against TSV split, each writing its rows to a file.
    const command = (name: string, args: readonly string[]): TaskDef =>
      task(name, [CLI, ...args, "--no-progress", "--workers", "2", "-o", join(dir, `out-${name.split(",")[0]!.replaceAll(" ", "-")}.txt`), input.path], [0, 1]);
    const commands = [
      split("tsv", 2),
      command("split --format ndjson, 2 workers", ["split", "--format", "ndjson"]),
      command("normalize, 2 workers", ["normalize"]),
      command("resolve, 2 workers", ["resolve", "--base", "http://example.com/a/b/c?q"]),
      command("validate, 2 workers", ["validate"]),
    ];
    // §3: rows exact and in order under workers: every pass has every line, and 1 and 2 workers give one checksum.
    const checksums = new Map<number, number>();
    const probe = (workers: number): TaskDef =>
      task(`scanFile, ${workers} worker${workers > 1 ? "s" : ""}`, [PROBE, input.path, String(workers)], [0], (stdout) => {
        const got = JSON.parse(stdout) as { lines: number; checksum: number };
        if (got.lines !== input.lines) throw new Error(`scanFile on ${workers} workers gave ${got.lines} rows, not ${input.lines}`);
        checksums.set(workers, got.checksum);
        if (new Set(checksums.values()).size > 1) throw new Error(`scanFile rows differ between worker counts: ${JSON.stringify([...checksums])}`);
      });
    const scans = [probe(1), probe(2)];
    // Read when the report is written, after the passes: the highest peak RSS of each task's children.
    const peakText = (tasks: readonly TaskDef[]): string => tasks.map((t) => `${t.name} ${peaks.has(t.name) ? Math.round(peaks.get(t.name)!) : "–"} MB`).join(", ");
    const mb = (input.bytes / 1e6).toFixed(0);
    const rounds = `a cold pass, then ${PASS_ROUNDS} rounds of one pass per task in rotated order; the median pass`;
    return [
      {
        name: "columnar/format",
        items: input.lines,
        bytes: input.bytes,
        get input() {
          return `${mb} MB generated (real lists repeated), every row written to a file; ${rounds}; peak RSS: ${peakText(formats)}`;
        },
        baseline: "tsv, 2 workers",
        tasks: formats,
        passRounds: PASS_ROUNDS,
      },
      {
        name: "columnar/commands",
        items: input.lines,
        bytes: input.bytes,
        get input() {
          return `${mb} MB generated, every output written to a file (validate writes only its reports of invalid lines); ${rounds}; peak RSS: ${peakText(commands)}`;
        },
        baseline: "tsv, 2 workers",
        tasks: commands,
        passRounds: PASS_ROUNDS,
      },
      {
        name: "columnar/workers",
        items: input.lines,
        bytes: input.bytes,
        get input() {
          return `${mb} MB generated; scanFile only, with \`reuse\` (every pass checked: ${input.lines} rows, the same order-sensitive checksum on 1 and 2 workers); ${rounds}; peak RSS: ${peakText(scans)}`;
        },
        baseline: "scanFile, 1 worker",
        tasks: scans,
        passRounds: PASS_ROUNDS,
      },
    ];
  },
};
