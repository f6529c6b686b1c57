// cores: how close `scanFile`, `countFile` and `urikit split` on 2 worker threads come to this machine's own ceiling,
// measured in the same run: two independent processes, each doing half of the file on its main thread at the same
// time (no thread hand-off, no shared heap: what two cores give with no coordination at all). Also the four ways of
// choosing workers (main thread, 1 worker, 2 workers, the default) side by side, and count against scanFile. Every
// pass is a child process, the rounds interleave the tasks, and the file is the real lists repeated to ~200 MB
// (× ctx.scale).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DATA_DIR } from "./data.js";
import { consume, type Group, type Suite, type SuiteContext, type TaskDef } from "./harness.js";
import { scratchDir } from "./scratch-dir.js";

const CLI = fileURLToPath(new URL("../../apps/cli/dist/main.cjs", import.meta.url));
const built = (name: string): string =>
  fileURLToPath(import.meta.url.endsWith(".ts") ? new URL(`../dist/${name}`, import.meta.url) : new URL(`./${name}`, import.meta.url));
const SCAN_PROBE = built("scan-file-probe.js");
const COUNT_PROBE = built("count-file-probe.js");
const FULL_BYTES = 200 * 1024 * 1024;
/** Passes per task: one per round, the tasks interleaved (a pass is a whole process, 1–3 s). */
const PASS_ROUNDS = 5;

/** The real lists repeated to about `bytes`, and the same lines cut in two files of half the lines each. */
function generate(dir: string, bytes: number): { path: string; halves: [string, string]; lines: number; bytes: number } {
  const lists = ["kasztp", "node_files", "isaacs_files"].map((n) => readFileSync(`${DATA_DIR}${n}.txt`, "utf8").replace(/^\uFEFF/, "").replace(/\n$/, ""));
  const lines = lists.join("\n").split("\n");
  const perLine = (Buffer.byteLength(lists.join("\n")) + 1) / lines.length;
  const count = Math.max(1000, Math.round(bytes / perLine));
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) chosen.push(lines[i % lines.length]!);
  const path = join(dir, "urls.txt");
  writeFileSync(path, chosen.join("\n") + "\n");
  const half = Math.floor(count / 2);
  const halves: [string, string] = [join(dir, "half-1.txt"), join(dir, "half-2.txt")];
  writeFileSync(halves[0], chosen.slice(0, half).join("\n") + "\n");
  writeFileSync(halves[1], chosen.slice(half).join("\n") + "\n");
  return { path, halves, lines: count, bytes: statSync(path).size };
}

/** What one child wrote to stdout and stderr. */
interface Output {
  readonly out: string;
  readonly err: string;
}

/** Run node children at the same time (one shell waits for all); throw unless each exits with one of `codes`. */
function runAll(commands: readonly (readonly string[])[], codes: readonly number[]): Output[] {
  if (commands.length === 1) {
    const child = spawnSync(process.execPath, commands[0]!, { encoding: "utf8", maxBuffer: 1 << 24 });
    if (child.status === null || !codes.includes(child.status)) throw new Error(`${commands[0]!.join(" ")} exited ${child.status}: ${child.stderr.slice(-300)}`);
    return [{ out: child.stdout, err: child.stderr }];
  }
  // sh starts every child in the background, then waits for each and prints its status; outputs go to files.
  const quote = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`;
  const dir = mkdtempSync(join(tmpdir(), "urikit-bench-cores-run-"));
  const script =
    commands.map((args, k) => `${quote(process.execPath)} ${args.map(quote).join(" ")} > ${dir}/out-${k} 2> ${dir}/err-${k} & p${k}=$!`).join("\n") +
    "\n" +
    commands.map((_, k) => `wait $p${k}; echo "status ${k} $?"`).join("\n");
  try {
    const shell = spawnSync("sh", ["-c", script], { encoding: "utf8" });
    const outputs: Output[] = [];
    commands.forEach((args, k) => {
      const status = Number(new RegExp(`status ${k} (\\d+)`).exec(shell.stdout)?.[1]);
      const err = readFileSync(`${dir}/err-${k}`, "utf8");
      if (!codes.includes(status)) throw new Error(`${args.join(" ")} exited ${status}: ${err.slice(-300)}`);
      outputs.push({ out: readFileSync(`${dir}/out-${k}`, "utf8"), err });
    });
    return outputs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a default task resolved to, pass by pass, as the code under test reported it: the name of the one explicit
 * setting all its passes used, or a note when they differed (a name of no task, so the goal falls back to the
 * default's own passes).
 */
function resolutions(): { record: (setting: string) => void; resolvedTo: () => string | undefined } {
  const seen = new Set<string>();
  return {
    record: (setting) => void seen.add(setting),
    resolvedTo: () => (seen.size === 0 ? undefined : seen.size === 1 ? [...seen][0] : `varied between passes: ${[...seen].join(" / ")}`),
  };
}

/** The name of the task of `command` ("scanFile", "split") that runs on `workers` worker threads. */
function settingName(command: string, workers: number): string {
  return `${command}, ${workers === 0 ? "main thread" : workers === 1 ? "1 worker" : `${workers} workers`}`;
}

/** The worker threads `urikit` says in its summary line it scanned on ("… MB in 1.23 s on 2 worker threads (…"). */
export function summaryThreads(stderr: string): number | string {
  const said = / in [0-9.]+ s on (.*?) \([0-9.]+ /.exec(stderr)?.[1];
  if (said === undefined) return "no summary";
  if (said === "the main thread") return 0;
  const count = /^(\d+) worker threads?$/.exec(said)?.[1];
  return count === undefined ? said : Number(count);
}

export const suite: Suite = {
  name: "cores",
  description:
    "scanFile, countFile and `urikit split` on 2 worker threads against the machine's ceiling in the same run (two processes, " +
    "each on half of the file, at once), the four worker choices side by side, and count against scanFile; ~200 MB of real lists repeated.",
  async groups(ctx: SuiteContext): Promise<readonly Group[]> {
    const dir = scratchDir("urikit-bench-cores-");
    const input = generate(dir, Math.round(FULL_BYTES * ctx.scale));
    // A pass that writes files finds none of its outputs there: replacing the last pass's 300 MB would add the file
    // system's cost of dropping it (about 0.7 ms per MB here), once for one process and in two halves at once for the
    // ceiling. Users' runs mostly write new files.
    const outputsOf = (commands: readonly (readonly string[])[]): string[] => commands.flatMap((args) => args.filter((_, k) => args[k - 1] === "-o"));
    const task = (
      name: string,
      commands: readonly (readonly string[])[],
      codes: readonly number[],
      check?: (outputs: string[], errors: string[]) => void,
      resolvedTo?: () => string | undefined,
    ): TaskDef => ({
      name,
      beforePass() {
        for (const file of outputsOf(commands)) rmSync(file, { force: true });
      },
      fn() {
        const outputs = runAll(commands, codes);
        check?.(
          outputs.map((o) => o.out),
          outputs.map((o) => o.err),
        );
        consume(outputs.length);
      },
      ...(resolvedTo === undefined ? {} : { resolvedTo }),
    });
    // scanFile: every pass must see every line (and, with one process, the same checksum whatever the workers).
    const scanChecks = new Set<number>();
    const scanCheck = (outputs: string[]): void => {
      const got = outputs.map((o) => JSON.parse(o) as { lines: number; checksum: number });
      const lines = got.reduce((n, g) => n + g.lines, 0);
      if (lines !== input.lines) throw new Error(`scanFile gave ${lines} rows, not ${input.lines}`);
      if (got.length === 1) scanChecks.add(got[0]!.checksum);
      if (scanChecks.size > 1) throw new Error("scanFile rows differ between worker choices");
    };
    // The default's passes record the worker count scanFile reported it started (the probe's `workers`).
    const scan = (name: string, workers: string): TaskDef => {
      if (workers !== "default") return task(name, [[SCAN_PROBE, input.path, workers]], [0], scanCheck);
      const seen = resolutions();
      const check = (outputs: string[]): void => {
        scanCheck(outputs);
        seen.record(settingName("scanFile", (JSON.parse(outputs[0]!) as { workers: number }).workers));
      };
      return task(name, [[SCAN_PROBE, input.path, workers]], [0], check, seen.resolvedTo);
    };
    const scanCeiling = task("ceiling: 2 processes × half, main thread", input.halves.map((half) => [SCAN_PROBE, half, "0"]), [0], scanCheck);
    const scans = [scan("scanFile, main thread", "0"), scan("scanFile, 1 worker", "1"), scan("scanFile, 2 workers", "2"), scan("scanFile, default", "default"), scanCeiling];
    // countFile by host: every pass counts every line, with the same counts whatever the workers.
    const countChecks = new Set<number>();
    // The default's passes record the worker count countFile starts (the probe's `workers`), shown beside its row.
    const count = (name: string, workers: string): TaskDef => {
      const seen = resolutions();
      const check = ([out]: string[]): void => {
        const got = JSON.parse(out!) as { lines: number; checksum: number; workers: number };
        if (got.lines !== input.lines) throw new Error(`countFile counted ${got.lines} lines, not ${input.lines}`);
        countChecks.add(got.checksum);
        if (countChecks.size > 1) throw new Error("countFile counts differ between worker choices");
        seen.record(settingName("count by host", got.workers));
      };
      return task(name, [[COUNT_PROBE, input.path, workers, "host"]], [0], check, workers === "default" ? seen.resolvedTo : undefined);
    };
    const counts = [
      count("count by host, main thread", "0"),
      count("count by host, 1 worker", "1"),
      count("count by host, 2 workers", "2"),
      count("count by host, default", "default"),
      task("ceiling: 2 processes × half, count on main thread", input.halves.map((half) => [COUNT_PROBE, half, "0", "host"]), [0]),
    ];
    // count against scanFile on the same file: counting costs next to nothing over the scan.
    const countVsScan = [count("count by host, 2 workers", "2"), count("count by host, default", "default"), scan("scanFile, 2 workers", "2"), scan("scanFile, default", "default")];
    // urikit split, TSV to a file: --workers 1 is the main thread.
    // The default's passes record the threads `urikit split` says in its summary line that it scanned on.
    const split = (name: string, workers: string[]): TaskDef => {
      const seen = resolutions();
      const record = (_: string[], [err]: string[]): void => {
        const threads = summaryThreads(err!);
        seen.record(typeof threads === "number" ? settingName("split", threads) : `split, ${threads}`);
      };
      const command = [CLI, "split", "--no-progress", ...workers, "-o", join(dir, `out-${name.replace(/\W+/g, "-")}.tsv`), input.path];
      return workers.length === 0 ? task(name, [command], [0, 1], record, seen.resolvedTo) : task(name, [command], [0, 1]);
    };
    const splits = [
      split("split, main thread", ["--workers", "1"]),
      split("split, 2 workers", ["--workers", "2"]),
      split("split, default", []),
      task(
        "ceiling: 2 processes × half, split on main thread",
        input.halves.map((half, k) => [CLI, "split", "--no-progress", "--workers", "1", "-o", join(dir, `out-half-${k}.tsv`), half]),
        [0, 1],
      ),
    ];
    const mb = (input.bytes / 1e6).toFixed(0);
    const note = `${mb} MB generated (real lists repeated); every pass a child process, ${PASS_ROUNDS} rounds of one pass per task, interleaved, after a cold pass; the ceiling is two processes, each on half of the lines, at once`;
    return [
      { name: "cores/scanFile", items: input.lines, bytes: input.bytes, input: `${note}; the probe reads every row and keeps nothing past its turn (scanFile's \`reuse\`)`, baseline: "ceiling: 2 processes × half, main thread", tasks: scans, passRounds: PASS_ROUNDS },
      { name: "cores/count", items: input.lines, bytes: input.bytes, input: `${note}; count by host`, baseline: "ceiling: 2 processes × half, count on main thread", tasks: counts, passRounds: PASS_ROUNDS },
      { name: "cores/count-vs-scan", items: input.lines, bytes: input.bytes, input: `${note}; count by host against scanFile`, baseline: "scanFile, 2 workers", tasks: countVsScan, passRounds: PASS_ROUNDS },
      { name: "cores/split", items: input.lines, bytes: input.bytes, input: `${note}; TSV rows written to a file`, baseline: "ceiling: 2 processes × half, split on main thread", tasks: splits, passRounds: PASS_ROUNDS },
    ];
  },
};
