// Profiling helper: run one urikit operation over one dataset in a loop, for `node --cpu-prof`, then summarise.
//   pnpm --filter @urikit/bench profile -- --op parse --dataset kasztp --seconds 5
//   node dist/profile.js --summary [file.cpuprofile]   (default: newest file in results/profiles/)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { consume, core, facade } from "./contenders.js";
import { flat, realDatasets } from "./data.js";
import { generatePairs } from "./resolve.bench.js";

/** results/profiles/ */
export const PROFILE_DIR = fileURLToPath(new URL("../results/profiles/", import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time per function (name, file, line) of a `.cpuprofile`, largest first, as [label, ms, share]. Only samples
 * under `within` (the timed loop) count, so setup (reading and filtering the data) stays out of the shares.
 */
export function selfTimes(profile: CpuProfile, within = "profiledLoop"): [string, number, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inside = new Map<number, boolean>();
  const isInside = (id: number): boolean => {
    const known = inside.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const yes = byId.get(id)!.callFrame.functionName === within || (up !== undefined && isInside(up));
    inside.set(id, yes);
    return yes;
  };
  const totals = new Map<string, number>();
  let all = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    if (!isInside(profile.samples[i]!)) continue;
    const node = byId.get(profile.samples[i]!)!;
    const dt = profile.timeDeltas[i] ?? 0;
    const f = node.callFrame;
    const file = f.url.replace(/^file:\/\/.*?\/(packages|bench|node_modules)\//, "$1/");
    const label = `${f.functionName || "(anonymous)"} ${file ? `${file}:${f.lineNumber + 1}` : ""}`.trim();
    totals.set(label, (totals.get(label) ?? 0) + dt);
    all += dt;
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([label, us]) => [label, us / 1e3, us / all]);
}

function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function summary(file: string | undefined): void {
  let path = file;
  if (path === undefined) {
    const files = readdirSync(PROFILE_DIR).filter((f) => f.endsWith(".cpuprofile"));
    files.sort((a, b) => statSync(join(PROFILE_DIR, b)).mtimeMs - statSync(join(PROFILE_DIR, a)).mtimeMs);
    if (files[0] === undefined) throw new Error(`no .cpuprofile in ${PROFILE_DIR}`);
    path = join(PROFILE_DIR, files[0]);
  }
  const rows = selfTimes(JSON.parse(readFileSync(path, "utf8")) as CpuProfile);
  console.log(`self time by function, ${path}`);
  for (const [label, ms, share] of rows.slice(0, 20)) console.log(`${(100 * share).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(6)} ms  ${label}`);
}

/** The timed loop; the summary counts only samples under this function. */
function profiledLoop(run: () => number, seconds: number): number {
  const end = performance.now() + seconds * 1e3;
  let passes = 0;
  while (performance.now() < end) {
    consume(run());
    passes++;
  }
  return passes;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== "--");
  if (args.includes("--summary")) {
    summary(flag(args, "--summary"));
    return;
  }
  const op = flag(args, "--op") ?? "parse";
  const name = flag(args, "--dataset") ?? "kasztp";
  const seconds = Number(flag(args, "--seconds") ?? "5");
  const ds = realDatasets(undefined).find((d) => d.name === name);
  if (ds === undefined) throw new Error(`no dataset ${name}`);
  const lines = ds.lines.filter((s) => core.isUriReference(s));
  // validate takes every line, invalid ones included, each a flat string of its own: the inputs of as-used/validate-*.
  const asUsed = ds.lines.map(flat);
  const pairs = generatePairs(lines, 20_000, 1).filter(([b, r]) => {
    try {
      facade.resolve(b, r);
      return true;
    } catch {
      return false;
    }
  });
  const ops: Record<string, () => number> = {
    parse: () => {
      let n = 0;
      for (const s of lines) n += core.parse(s).path!.length;
      return n;
    },
    validate: () => {
      let n = 0;
      for (const s of asUsed) if (core.isUriReference(s)) n++;
      return n;
    },
    resolve: () => {
      let n = 0;
      for (const [b, r] of pairs) n += facade.resolve(b, r).length;
      return n;
    },
    normalize: () => {
      let n = 0;
      for (const s of lines) n += facade.normalize(s).length;
      return n;
    },
  };
  const run = ops[op];
  if (run === undefined) throw new Error(`--op must be one of ${Object.keys(ops).join(", ")}`);
  const passes = profiledLoop(run, seconds);
  const items = op === "resolve" ? pairs.length : op === "validate" ? ds.lines.length : lines.length;
  const ns = (seconds * 1e9) / (passes * items);
  console.log(`${op}/${name}: ${passes} passes, ~${ns.toFixed(0)} ns per URI; profile goes to the --cpu-prof-dir`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
