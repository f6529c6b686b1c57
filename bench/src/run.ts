// Runner: `node dist/run.js [--quick] [--time N] [--rounds N] [--only a,b] [--limit N] [--json] [--out DIR] [--one-process] [--node PATH]`.
// Runs the suites, prints a summary per group, writes results/latest.md, latest.json and chart.svg.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GroupResult, RunOptions, SeriesHistory, Suite } from "./harness.js";
import { runGroup } from "./harness.js";
import { suite as asUsed } from "./as-used.bench.js";
import { suite as columnar } from "./columnar.bench.js";
import { suite as cores } from "./cores.bench.js";
import { suite as extract } from "./extract.bench.js";
import { suite as ip } from "./ip.bench.js";
import { suite as normalize } from "./normalize.bench.js";
import { suite as parse } from "./parse.bench.js";
import { suite as pathological } from "./pathological.bench.js";
import type { Report, RunMeta } from "./report.js";
import { checkTargets, fmt, toJson, toMarkdown, toSvg } from "./report.js";
import { suite as resolve } from "./resolve.bench.js";
import { suite as scan } from "./scan.bench.js";
import { suite as startup } from "./startup.bench.js";
import { suite as template } from "./template.bench.js";
import { suite as validate } from "./validate.bench.js";

/** Every suite, in run order. */
export const SUITES: readonly Suite[] = [parse, validate, scan, resolve, normalize, asUsed, ip, pathological, extract, columnar, startup, template, cores];

/** Settings of one run (parsed from the command line, or given by the smoke test). */
export interface CliOptions {
  readonly quick: boolean;
  readonly only: readonly string[] | undefined;
  readonly json: boolean;
  readonly outDir: string;
  readonly limit: number | undefined;
  readonly scale: number;
  readonly run: RunOptions;
  /**
   * Run each suite in a process of its own (the default of the command line; `--one-process` turns it off), so that
   * a suite's figures do not depend on the suites that ran before it: their code, tiers and heap stay in their own
   * process. Absent or false: every suite in this process.
   */
  readonly apart?: boolean;
  /**
   * Another Node binary to run the whole bench on (`--node PATH`): this process starts it with the same flags and
   * waits; every suite process and child then runs on it, and the results record its version. Results go to
   * bench/results/node-<major>/ unless `--out` says otherwise, never over the committed run of the machine's Node.
   */
  readonly node?: string;
}

/** bench/results/: the committed results of full runs. */
export const RESULTS_DIR = fileURLToPath(new URL("../results/", import.meta.url));

/** bench/results/quick/: a scratch folder (gitignored) for `--quick` runs, which never overwrite the committed results. */
export const QUICK_RESULTS_DIR = fileURLToPath(new URL("../results/quick/", import.meta.url));

/** Parse command-line flags. A bare `--` (as some pnpm versions pass through) is ignored. */
export function parseArgs(argv: readonly string[]): CliOptions {
  const args = argv.filter((a) => a !== "--");
  const flag = (name: string): boolean => args.includes(name);
  const value = (name: string): string | undefined => {
    const i = args.indexOf(name);
    if (i >= 0) return args[i + 1];
    const eq = args.find((a) => a.startsWith(`${name}=`));
    return eq?.slice(name.length + 1);
  };
  const num = (name: string): number | undefined => {
    const v = value(name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} needs a positive number, got ${v}`);
    return n;
  };
  const known = new Set(["--quick", "--json", "--time", "--rounds", "--only", "--limit", "--out", "--one-process", "--node", "--help"]);
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith("--")) continue;
    const name = a.split("=")[0]!;
    if (!known.has(name)) throw new Error(`unknown flag ${a}; flags: ${[...known].join(" ")}`);
  }
  const quick = flag("--quick");
  const onlyRaw = value("--only");
  const only = onlyRaw === undefined ? undefined : onlyRaw.split(",").map((s) => s.trim()).filter(Boolean);
  for (const name of only ?? []) {
    if (!SUITES.some((s) => s.name === name)) throw new Error(`--only: no suite ${name}; suites: ${SUITES.map((s) => s.name).join(", ")}`);
  }
  // Many short rounds rather than a few long ones: this machine's speed changes on a scale of seconds, and with
  // the tasks interleaved in 60 ms slices each task of a group sees the same mix of fast and slow stretches.
  const time = num("--time") ?? (quick ? 40 : 60);
  const node = value("--node");
  return {
    quick,
    only,
    json: flag("--json"),
    outDir: value("--out") ?? (quick ? QUICK_RESULTS_DIR : RESULTS_DIR),
    limit: num("--limit") ?? (quick ? 2_000 : undefined),
    scale: quick ? 0.1 : 1,
    apart: !flag("--one-process"),
    ...(node === undefined ? {} : { node }),
    run: {
      time,
      rounds: num("--rounds") ?? (quick ? 1 : 9),
      warmupTime: Math.min(50, time / 2),
      slowMs: quick ? 40 : 200,
      iterations: quick ? 2 : 3,
      maxCallMs: quick ? 300 : 1500,
    },
  };
}

function gitCommit(): string | undefined {
  try {
    const cwd = fileURLToPath(new URL("..", import.meta.url));
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return dirty === "" ? sha : `${sha} (uncommitted changes)`;
  } catch {
    return undefined;
  }
}

/** Describe the machine and the run. */
export function runMeta(opts: CliOptions): RunMeta {
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    v8: process.versions.v8,
    cpu: cpu[0]?.model.trim() ?? "unknown",
    cores: cpu.length,
    platform: `${process.platform} ${process.arch}`,
    commit: gitCommit(),
    mode: opts.quick ? "quick" : "full",
    options: {
      timeMs: opts.run.time,
      rounds: opts.run.rounds,
      warmupMs: opts.run.warmupTime,
      slowMs: opts.run.slowMs,
      minSamples: opts.run.iterations,
      maxCallMs: opts.run.maxCallMs,
      linesPerDataset: opts.limit ?? "all",
      pathologicalScale: opts.scale,
    },
  };
}

function summary(g: GroupResult): string {
  const lines = [`${g.name}  (${fmt(g.items)} URIs, ${fmt(g.bytes / 1e6)} MB)`];
  for (const t of [...g.tasks].sort((a, b) => (a.medianMs ?? Infinity) - (b.medianMs ?? Infinity))) {
    // The ratio is to the group's baseline: `new URL()` in most groups, the in-run ceiling in the cores groups.
    const against = /new URL/.test(g.baseline) ? "new URL" : g.baseline;
    const fig = t.nsPerItem === undefined ? t.status : `${fmt(t.nsPerItem).padStart(9)} ns/URI ${fmt(t.ratio).padStart(7)}× ${against}`;
    lines.push(`  ${t.name.padEnd(48)} ${fig}`);
  }
  return lines.join("\n");
}

/** Run the selected suites and return the report (written to `opts.outDir` unless `write` is false). */
export async function runSuites(opts: CliOptions, log: (s: string) => void = () => {}, write = true): Promise<Report> {
  const started = performance.now();
  const selected = SUITES.filter((s) => opts.only === undefined || opts.only.includes(s.name));
  const groups: GroupResult[] = [];
  for (const suite of selected) {
    if (opts.apart === true && selected.length > 1) {
      groups.push(...runSuiteApart(suite.name, opts));
      continue;
    }
    const defs = await suite.groups({ quick: opts.quick, limit: opts.limit, scale: opts.scale });
    const history: SeriesHistory = new Map();
    for (const def of defs) {
      const result = runGroup(suite.name, def, opts.run, history);
      groups.push(result);
      log(summary(result));
    }
  }
  const meta = { ...runMeta(opts), durationSec: (performance.now() - started) / 1e3 };
  const report: Report = { meta, groups, targets: checkTargets(groups) };
  if (write) writeReport(report, opts.outDir);
  return report;
}

/**
 * The environment variable through which a suite's own process gets its settings and the file to write its group
 * results to (JSON: `{ options, groupsFile }`).
 */
const SUITE_CHILD_ENV = "URIKIT_BENCH_SUITE_CHILD";

/** Run one suite in a child process of its own (its log goes to this process's stderr) and return its groups. */
function runSuiteApart(name: string, opts: CliOptions): GroupResult[] {
  const dir = mkdtempSync(join(tmpdir(), "urikit-bench-suite-"));
  const groupsFile = join(dir, "groups.json");
  try {
    const options: CliOptions = { ...opts, only: [name], apart: false };
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, [SUITE_CHILD_ENV]: JSON.stringify({ options, groupsFile }) },
    });
    if (child.status !== 0) throw new Error(`bench suite ${name}: its process exited with ${child.status ?? child.signal}`);
    return JSON.parse(readFileSync(groupsFile, "utf8")) as GroupResult[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Write latest.md, latest.json and chart.svg into `dir`. */
export function writeReport(report: Report, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const descriptions = Object.fromEntries(SUITES.map((s) => [s.name, s.description]));
  writeFileSync(join(dir, "latest.md"), toMarkdown(report, descriptions));
  writeFileSync(join(dir, "latest.json"), toJson(report));
  writeFileSync(join(dir, "chart.svg"), toSvg(report));
}

/**
 * The flags for running this bench again on the Node binary `node` (whose major version is `major`): `--node` and
 * its value dropped, and, without `--out` or `--quick`, `--out bench/results/node-<major>/` added.
 */
export function argsForNode(argv: readonly string[], major: number): string[] {
  const args: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--node") i++;
    else if (!argv[i]!.startsWith("--node=")) args.push(argv[i]!);
  }
  const chosen = (name: string): boolean => args.some((a) => a === name || a.startsWith(`${name}=`));
  if (!chosen("--out") && !chosen("--quick")) args.push("--out", join(RESULTS_DIR, `node-${major}`));
  return args;
}

/** Run this bench on the Node binary `node` with the flags of `argv`, its output on ours; its exit status. */
function runOnNode(node: string, argv: readonly string[]): number {
  const version = spawnSync(node, ["-p", "process.versions.node"], { encoding: "utf8" });
  const major = Number(version.stdout?.split(".")[0]);
  if (version.status !== 0 || !Number.isInteger(major)) throw new Error(`--node ${node}: not a Node binary (${version.error?.message ?? version.stderr.trim()})`);
  const child = spawnSync(node, [fileURLToPath(import.meta.url), ...argsForNode(argv, major)], { stdio: "inherit" });
  return child.status ?? 1;
}

const HELP = `usage: pnpm bench [--quick] [--time MS] [--rounds N] [--only ${SUITES.map((s) => s.name).join(",")}] [--limit LINES] [--json] [--out DIR] [--one-process] [--node PATH]`;

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    console.log(HELP);
    return;
  }
  const child = process.env[SUITE_CHILD_ENV];
  if (child !== undefined) {
    // One suite of a run, in a process of its own (see `runSuiteApart`): its groups go to the file the parent reads.
    const { options, groupsFile } = JSON.parse(child) as { options: CliOptions; groupsFile: string };
    delete process.env[SUITE_CHILD_ENV]; // the suite's own child processes are not suite processes
    const report = await runSuites(options, (s) => console.error(s), false);
    writeFileSync(groupsFile, JSON.stringify(report.groups));
    return;
  }
  const opts = parseArgs(process.argv.slice(2));
  if (opts.node !== undefined) {
    process.exitCode = runOnNode(opts.node, process.argv.slice(2));
    return;
  }
  const report = await runSuites(opts, (s) => console.error(s));
  if (opts.json) process.stdout.write(toJson(report));
  console.error(`\nwrote ${join(opts.outDir, "latest.md")}, latest.json, chart.svg in ${report.meta.durationSec?.toFixed(0)} s`);
  for (const t of report.targets) console.error(`goal ${t.goal}: ${t.geomean === undefined ? "–" : `${fmt(t.geomean)}×`} ${t.status} (${t.note})`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
