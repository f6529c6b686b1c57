// CI smoke pass: every suite, a tiny time budget, a small slice of data. Checks that every available task produced a
// positive finite figure and that the writers produce well-formed output. Asserts no speed figure.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { median, predictMs, runGroup, type GroupResult } from "../src/harness.js";
import { JOBS } from "../src/jobs.js";
import type { Report } from "../src/report.js";
import { checkTargets, fmt, groupMarkdown, growthExponent, toMarkdown, toSvg } from "../src/report.js";
import { summaryThreads } from "../src/cores.bench.js";
import type { CliOptions } from "../src/run.js";
import { QUICK_RESULTS_DIR, RESULTS_DIR, SUITES, argsForNode, parseArgs, writeReport } from "../src/run.js";

const SMOKE: CliOptions = {
  quick: true,
  only: undefined,
  json: false,
  outDir: "unused",
  limit: 40,
  scale: 0.005,
  run: { time: 2, rounds: 1, warmupTime: 1, slowMs: 2, iterations: 1, maxCallMs: 5_000 },
};

/**
 * Run a child process to its end without blocking this test worker (a `spawnSync` of a bench run can outlast vitest's
 * 60 s RPC timeout on a loaded machine, which ends the whole run with "Timeout calling onTaskUpdate").
 */
function runChild(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Tag balance of an XML document: every element closed in order, one root. Returns the root's name. */
function checkXml(text: string): string {
  const stack: string[] = [];
  let root: string | undefined;
  const body = text.replace(/<style>[^<]*<\/style>/g, "<style/>");
  for (const m of body.matchAll(/<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [, close, name, , selfClose] = m;
    if (close === "/") {
      expect(stack.pop()).toBe(name);
    } else if (selfClose !== "/") {
      if (stack.length === 0) {
        expect(root).toBeUndefined();
        root = name;
      }
      stack.push(name!);
    }
  }
  expect(stack).toEqual([]);
  // No stray markup characters outside tags and attribute values.
  expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/[<>]/);
  return root!;
}

/**
 * Run the suites as `pnpm bench` does, in a child process on the built bench (dist/): each group runs its tasks
 * synchronously, for up to minutes, and vitest's worker must stay free to answer its runner meanwhile.
 */
function runSuitesInChild(options: CliOptions): Promise<Report> {
  const run = pathToFileURL(fileURLToPath(new URL("../dist/run.js", import.meta.url))).href;
  const code = `const { runSuites } = await import(${JSON.stringify(run)});
const report = await runSuites(${JSON.stringify(options)}, () => {}, false);
process.stdout.write(JSON.stringify(report));`;
  // A file, not `--input-type=module -e`: worker threads inherit the flags, and that one refuses a worker's file.
  const script = join(mkdtempSync(join(tmpdir(), "urikit-bench-smoke-")), "smoke.mjs");
  writeFileSync(script, code);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status === 0) resolve(JSON.parse(out) as Report);
      else reject(new Error(`the bench child exited with ${status}: ${err.slice(-2000)}`));
    });
  });
}

describe("bench smoke pass", () => {
  let report: Report;
  let dir: string;

  beforeAll(async () => {
    report = await runSuitesInChild(SMOKE);
    dir = mkdtempSync(join(tmpdir(), "urikit-bench-"));
    writeReport(report, dir);
  }, 600_000); // every suite at a tiny scale: about two minutes alone, more beside the rest of the run

  afterAll(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it("runs every suite and measures its baseline in every group", () => {
    for (const suite of SUITES) {
      const groups = report.groups.filter((g) => g.suite === suite.name);
      expect(groups.length, suite.name).toBeGreaterThan(0);
      for (const g of groups) {
        expect(g.name.startsWith(`${suite.name}/`), g.name).toBe(true);
        expect(g.items, g.name).toBeGreaterThan(0);
        expect(g.tasks.find((t) => t.name === g.baseline)?.status, `${g.name} baseline`).toBe("ok");
      }
    }
  });

  it("declares one job per group of the URI suites, printed in the group's table heading", () => {
    const jobs = new Set<string>(Object.values(JOBS));
    const md = toMarkdown(report);
    for (const g of report.groups) {
      if (!["parse", "validate", "scan", "resolve", "normalize", "as-used"].includes(g.suite)) continue;
      expect(jobs.has(g.job ?? ""), `${g.name}: ${g.job}`).toBe(true);
      expect(md, g.name).toContain(`### ${g.name} — job: ${g.job}`);
    }
  });

  it("gives every available task a positive, finite time, rate and ratio", () => {
    let timed = 0;
    for (const g of report.groups) {
      for (const t of g.tasks) {
        if (t.status === "unavailable") continue;
        expect(t.status, `${g.name} ${t.name}: ${t.note ?? ""}`).toBe("ok");
        for (const x of [t.medianMs, t.nsPerItem, t.itemsPerSec, t.mbPerSec, t.ratio]) {
          expect(Number.isFinite(x) && x! > 0, `${g.name} ${t.name}`).toBe(true);
        }
        timed++;
      }
    }
    expect(timed).toBeGreaterThan(100);
  });

  it("says beside every default row of the cores suite which setting the default resolved to", () => {
    const defaults = report.groups.filter((g) => g.suite === "cores").flatMap((g) => g.tasks.filter((t) => t.name.endsWith(", default")).map((t) => ({ g, t })));
    expect(defaults.map(({ t }) => t.name).sort()).toEqual(["count by host, default", "count by host, default", "scanFile, default", "scanFile, default", "split, default"]);
    for (const { g, t } of defaults) {
      // One explicit setting of the same command (this machine and file give one answer on every pass).
      const command = t.name.slice(0, -", default".length);
      expect(t.resolvedTo, `${g.name} ${t.name}`).toMatch(new RegExp(`^${command}, (main thread|1 worker|[2-9] workers)$`));
    }
  });

  it("writes a Markdown table for every group", () => {
    const md = readFileSync(join(dir, "latest.md"), "utf8");
    expect(md.startsWith("# urikit benchmark results\n")).toBe(true);
    expect(md).toContain(`| Node | ${process.version}`);
    for (const g of report.groups) expect(md, g.name).toContain(g.job === undefined ? `### ${g.name}\n` : `### ${g.name} — job: ${g.job}\n`);
    // Every table row has as many cells as its header.
    let width = 0;
    for (const line of md.split("\n")) {
      if (!line.startsWith("|")) {
        width = 0;
        continue;
      }
      const cells = line.replace(/\\\|/g, "").split("|").length;
      if (width === 0) width = cells;
      expect(cells, line).toBe(width);
    }
  });

  it("writes JSON that round-trips, with the machine recorded", () => {
    const json = JSON.parse(readFileSync(join(dir, "latest.json"), "utf8")) as Report;
    expect(json.meta.node).toBe(process.version);
    expect(json.meta.cpu.length).toBeGreaterThan(0);
    expect(Date.parse(json.meta.date)).not.toBeNaN();
    expect(json.groups.length).toBe(report.groups.length);
    expect(json.targets.map((t) => t.goal)).toEqual(report.targets.map((t) => t.goal));
  });

  it("writes a well-formed SVG with one bar per measured contender of each panel", () => {
    const svg = readFileSync(join(dir, "chart.svg"), "utf8");
    expect(checkXml(svg)).toBe("svg");
    const rects = [...svg.matchAll(/<rect [^>]*width="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(rects.length).toBeGreaterThan(10);
    for (const w of rects) expect(w).toBeGreaterThan(0);
  });

  it("escapes names in Markdown and SVG", () => {
    const g = { ...report.groups[0]!, tasks: report.groups[0]!.tasks.map((t, i) => (i === 0 ? { ...t, name: "a|b<c>&\"d" } : t)) };
    const tricky: Report = { ...report, groups: [g] };
    expect(toMarkdown(tricky)).toContain("a\\|b<c>&\"d");
    const svg = toSvg(tricky);
    expect(svg).toContain("a|b&lt;c&gt;&amp;&quot;d");
    expect(checkXml(svg)).toBe("svg");
  });
});

describe("runner helpers", () => {
  it("parses flags, ignoring a bare --", () => {
    const o = parseArgs(["--", "--quick", "--time", "50", "--only", "parse,scan", "--json"]);
    expect(o.quick).toBe(true);
    expect(o.run.time).toBe(50);
    expect(o.only).toEqual(["parse", "scan"]);
    expect(o.json).toBe(true);
    expect(parseArgs([]).quick).toBe(false);
    expect(parseArgs(["--time=7"]).run.time).toBe(7);
    expect(() => parseArgs(["--fast"])).toThrow(/unknown flag/);
    expect(() => parseArgs(["--only", "nope"])).toThrow(/no suite nope/);
    expect(() => parseArgs(["--time", "-1"])).toThrow(/positive/);
    expect(parseArgs([]).apart).toBe(true);
    expect(parseArgs(["--one-process"]).apart).toBe(false);
  });

  it("runs each suite of a run in a process of its own and gathers their groups in suite order", async () => {
    const report = await runSuitesInChild({ ...SMOKE, only: ["template", "ip"], apart: true });
    const suites = report.groups.map((g) => g.suite);
    expect(new Set(suites)).toEqual(new Set(["ip", "template"]));
    // SUITES order (ip before template), each suite's groups together
    expect(suites).toEqual([...suites].sort((a, b) => SUITES.findIndex((s) => s.name === a) - SUITES.findIndex((s) => s.name === b)));
    expect(suites.indexOf("template")).toBeGreaterThan(suites.lastIndexOf("ip"));
    for (const g of report.groups) {
      expect(g.tasks.filter((t) => t.status === "ok").length).toBeGreaterThan(0);
      for (const t of g.tasks) if (t.status === "ok") expect(t.nsPerItem).toBeGreaterThan(0);
    }
  }, 120_000);

  it("writes a --quick run to the scratch folder, never over the committed results", () => {
    expect(parseArgs([]).outDir).toBe(RESULTS_DIR);
    expect(parseArgs(["--quick"]).outDir).toBe(QUICK_RESULTS_DIR);
    expect(QUICK_RESULTS_DIR).not.toBe(RESULTS_DIR);
    expect(QUICK_RESULTS_DIR.startsWith(RESULTS_DIR)).toBe(true); // bench/results/quick/, gitignored
    expect(readFileSync(join(RESULTS_DIR, "../../.gitignore"), "utf8")).toMatch(/^bench\/results\/quick\/$/m);
    expect(parseArgs(["--quick", "--out", "/tmp/x"]).outDir).toBe("/tmp/x");
  });

  it("runs on another Node binary with --node, its results in their own folder unless --out says where", async () => {
    expect(parseArgs(["--node", "/opt/node22/bin/node"]).node).toBe("/opt/node22/bin/node");
    expect(parseArgs([]).node).toBeUndefined();
    expect(argsForNode(["--only", "as-used", "--node", "/n"], 22)).toEqual(["--only", "as-used", "--out", join(RESULTS_DIR, "node-22")]);
    expect(argsForNode(["--node=/n", "--out", "/tmp/x"], 24)).toEqual(["--out", "/tmp/x"]);
    expect(argsForNode(["--quick", "--node", "/n"], 24)).toEqual(["--quick"]);
    // End to end on this very binary (CI has one Node): the run re-starts on it and records its version.
    const out = mkdtempSync(join(tmpdir(), "urikit-bench-node-"));
    try {
      const run = fileURLToPath(new URL("../dist/run.js", import.meta.url));
      const child = await runChild(process.execPath, [run, "--node", process.execPath, "--quick", "--only", "ip", "--limit", "200", "--time", "5", "--out", out]);
      expect(child.status, child.stderr).toBe(0);
      const report = JSON.parse(readFileSync(join(out, "latest.json"), "utf8")) as Report;
      expect(report.meta.node).toBe(process.version);
      expect(report.groups.length).toBeGreaterThan(0);
      const bad = await runChild(process.execPath, [run, "--node", join(out, "no-such-node"), "--only", "ip"]);
      expect(bad.status).not.toBe(0);
      expect(bad.stderr).toMatch(/--node .*no-such-node: not a Node binary/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it("takes medians, predicts growth and formats numbers", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(predictMs([], 10)).toBeUndefined();
    expect(predictMs([{ size: 10, ms: 1 }], 40)).toBeCloseTo(4);
    expect(predictMs([{ size: 10, ms: 1 }, { size: 20, ms: 4 }], 40)).toBeCloseTo(16);
    // Sub-millisecond points are noise: no exponent is fitted to them (a spike must not predict a quadratic blow-up).
    expect(predictMs([{ size: 10, ms: 0.01 }, { size: 20, ms: 5 }], 40)).toBeCloseTo(10);
    expect(growthExponent([{ size: 1, ms: 1 }, { size: 16, ms: 16 }])).toBeCloseTo(1);
    expect(growthExponent([{ size: 1, ms: 1 }, { size: 4, ms: 16 }])).toBeCloseTo(2);
    expect(fmt(1234567)).toBe("1,234,567");
    expect(fmt(0.01234)).toBe("0.0123");
    expect(fmt(undefined)).toBe("–");
  });

  it("checks a goal on every list by its lowest dataset, and a goal against several contenders by the fastest", () => {
    const group = (name: string, tasks: Record<string, number>, baseline: string) => ({
      suite: name.split("/")[0]!,
      name,
      items: 1,
      bytes: 1,
      input: "",
      baseline,
      tasks: Object.entries(tasks).map(([task, ms]) => ({ name: task, status: "ok" as const, medianMs: ms })),
    });
    const groups = [
      group("as-used/validate-a", { "urikit isUriReference": 1, "URL.canParse": 3 }, "URL.canParse"),
      group("as-used/validate-b", { "urikit isUriReference": 2, "URL.canParse": 2.8 }, "URL.canParse"),
      group("cores/scanFile", { "scanFile, main thread": 12, "scanFile, 1 worker": 10, "scanFile, 2 workers": 8, "scanFile, default": 8.4, ceiling: 7 }, "ceiling"),
    ];
    const byGoal = new Map(checkTargets(groups).map((t) => [t.goal, t]));
    const valid = byGoal.get("`isUriReference` ≥ 1.5× `URL.canParse` on every list, every line")!;
    // Geometric mean √(3 × 1.4) ≈ 2.05 would pass; the lowest, 1.4, decides.
    expect(valid.geomean).toBeCloseTo(Math.sqrt(3 * 1.4));
    expect(valid.lowest).toBeCloseTo(1.4);
    expect(valid.status).toBe("short");
    // A default that reported no setting is judged by its own passes against the fastest.
    const fallback = byGoal.get("`scanFile` default ≥ the best of main thread, 1 worker, 2 workers")!;
    expect(fallback.perGroup[0]!.speedup).toBeCloseTo(8 / 8.4);
    expect(fallback.status).toBe("short");
    expect(fallback.note).toBe("default = not reported, not a setting measured here: judged by its own passes, 0.952× the fastest (2 workers); short by 1.05× (reaches 95% of the goal)");
    const ceiling = byGoal.get("`scanFile` on 2 workers ≥ 90 % of the ceiling (2 processes × half)")!;
    expect(ceiling.perGroup[0]!.speedup).toBeCloseTo(7 / 8);
    expect(ceiling.status).toBe("short");
  });

  it("judges a default worker choice by the setting it resolved to, with its own passes beside", () => {
    const cores = (name: string, tasks: Record<string, number>, resolvedTo?: string) => ({
      suite: "cores",
      name: `cores/${name}`,
      items: 1,
      bytes: 1,
      input: "",
      baseline: "ceiling",
      tasks: Object.entries(tasks).map(([task, ms]) => ({
        name: task,
        status: "ok" as const,
        medianMs: ms,
        ...(task.endsWith(", default") && resolvedTo !== undefined ? { resolvedTo } : {}),
      })),
    });
    const judge = (groups: GroupResult[], goal: string) => checkTargets(groups).find((t) => t.goal === goal)!;
    const SCAN = "`scanFile` default ≥ the best of main thread, 1 worker, 2 workers";
    const SPLIT = "`split` default ≥ the best of main thread, 2 workers";
    const scanTimes = { "scanFile, main thread": 10.8, "scanFile, 1 worker": 11.2, "scanFile, 2 workers": 8, "scanFile, default": 8.32, ceiling: 7 };
    // Met: the default resolved to 2 workers, the fastest setting; its own passes 0.962× of it are shown, not judged.
    const met = judge([cores("scanFile", scanTimes, "scanFile, 2 workers")], SCAN);
    expect(met.status).toBe("met");
    expect(met.geomean).toBe(1);
    expect(met.perGroup).toEqual([{ group: "cores/scanFile", speedup: 1 }]);
    expect(met.note).toBe(
      "default = 2 workers, the fastest setting (main thread 0.741×, 1 worker 0.714×); the default's own passes 0.962× of 2 workers, the same setting measured twice",
    );
    // Not met: the default resolved to the main thread while 2 workers were faster, however fast its own passes.
    const slower = judge([cores("split", { "split, main thread": 3, "split, 2 workers": 2.2, "split, default": 2.1, ceiling: 2 }, "split, main thread")], SPLIT);
    expect(slower.status).toBe("short");
    expect(slower.perGroup[0]!.speedup).toBeCloseTo(2.2 / 3);
    expect(slower.note).toBe("default = main thread, slower than 2 workers (main thread 0.733× of it); the default's own passes 1.05× of 2 workers; short by 1.36× (reaches 73% of the goal)");
    // A setting that is not the fastest, with a third setting in between: every ratio is named.
    const middle = judge([cores("scanFile", scanTimes, "scanFile, main thread")], SCAN);
    expect(middle.status).toBe("short");
    expect(middle.perGroup[0]!.speedup).toBeCloseTo(8 / 10.8);
    expect(middle.note).toMatch(/^default = main thread, slower than 2 workers \(main thread 0\.741× of it, 1 worker 0\.714×\); the default's own passes 0\.962× of 2 workers; short by 1\.35×/);
    // A setting not measured in the group (say 4 workers on a bigger machine), or passes that disagree: the default's
    // own passes against the fastest decide.
    const unmeasured = judge([cores("scanFile", { ...scanTimes, "scanFile, default": 7.9 }, "scanFile, 4 workers")], SCAN);
    expect(unmeasured.status).toBe("met");
    expect(unmeasured.perGroup[0]!.speedup).toBeCloseTo(8 / 7.9);
    expect(unmeasured.note).toBe("default = 4 workers, not a setting measured here: judged by its own passes, 1.01× the fastest (2 workers)");
    // Nothing measured: not measured, never met.
    expect(judge([cores("scanFile", { ceiling: 7 })], SCAN).status).toBe("not measured");
    // The table names the setting the default resolved to beside the default's row, and keeps every row.
    const md = groupMarkdown(cores("scanFile", scanTimes, "scanFile, 2 workers"));
    expect(md.filter((line) => line.startsWith("| scanFile, "))).toHaveLength(4);
    expect(md.some((line) => line.startsWith("| scanFile, default (2 workers here) |"))).toBe(true);
  });

  it("reads the threads `urikit` says it scanned on from its summary line", () => {
    expect(summaryThreads("split: 7 lines, 4 valid, 3 invalid, 0.0 MB in 0.01 s on the main thread (700 lines/s, 0 MB/s)\n")).toBe(0);
    expect(summaryThreads("split: 7 lines, 7 valid, 0 invalid, 209.7 MB in 2.20 s on 2 worker threads (1.2 M lines/s, 95 MB/s; read+scan alone …)\n")).toBe(2);
    expect(summaryThreads("split: 7 lines, 7 valid, 0 invalid, 9.7 MB in 0.20 s on 1 worker thread (1.2 M lines/s, 48 MB/s)\n")).toBe(1);
    expect(summaryThreads("x: 1 lines, 1 valid, 0 invalid, 0.0 MB in 0.01 s on the main thread or 2 worker threads (by input) (1 lines/s, 0 MB/s)")).toBe("the main thread or 2 worker threads (by input)");
    expect(summaryThreads("nothing")).toBe("no summary");
  });

  it("times whole-process groups in rounds of one pass per task, interleaved, after a cold pass", () => {
    const order: string[] = [];
    const task = (name: string, fail = false) => ({
      name,
      fn() {
        order.push(name);
        if (fail && order.filter((n) => n === name).length > 1) throw new Error(`${name} broke`);
      },
    });
    const group = { name: "g", items: 1, bytes: 1, input: "", baseline: "a", tasks: [task("a"), task("b"), task("c", true)], passRounds: 3 };
    const result = runGroup("s", group, { ...SMOKE.run, rounds: 9 });
    // Cold passes a b c, then rounds rotated: (a b c) (b c a) (c a b), c failing at its first timed pass.
    expect(order).toEqual(["a", "b", "c", "a", "b", "c", "b", "a", "a", "b"]);
    const [a, b, c] = result.tasks;
    expect(a).toMatchObject({ name: "a", status: "ok", samples: 3, ratio: 1 });
    expect(a!.roundsMs).toHaveLength(3);
    expect(b).toMatchObject({ name: "b", status: "ok", samples: 3 });
    expect(c).toMatchObject({ name: "c", status: "error", note: "Error: c broke" });
    // At most the run's rounds: a quick run of one round times one pass per task.
    order.length = 0;
    runGroup("s", { ...group, tasks: [task("a"), task("b")] }, SMOKE.run);
    expect(order).toEqual(["a", "b", "a", "b"]);
  });

  it("runs a task's beforePass before each of its passes, outside the timed pass", () => {
    const order: string[] = [];
    const slowSetUp = {
      name: "a",
      beforePass() {
        order.push("before a");
        const until = performance.now() + 100;
        while (performance.now() < until); // a set-up far longer than the pass
      },
      fn() {
        order.push("a");
      },
    };
    const result = runGroup("s", { name: "g", items: 1, bytes: 1, input: "", baseline: "a", tasks: [slowSetUp], passRounds: 2 }, { ...SMOKE.run, rounds: 9 });
    expect(order).toEqual(["before a", "a", "before a", "a", "before a", "a"]);
    // The passes are timed without the 100 ms set-up.
    for (const ms of result.tasks[0]!.roundsMs!) expect(ms).toBeLessThan(100);
  });
});
