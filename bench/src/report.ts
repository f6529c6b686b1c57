// Writers: Markdown tables, JSON, and a hand-written SVG bar chart. No dependencies.
import type { GroupResult, TaskResult } from "./harness.js";
import { COMPAT_PARSE, FASTURI_NORMALIZING, FASTURI_SPLIT, PARSE_KEPT_NODE, SPLIT_FLOOR, URIJS_NORMALIZING, URIJS_SPLIT } from "./jobs.js";

/** Machine and run description recorded with every result. */
export interface RunMeta {
  readonly date: string;
  readonly node: string;
  readonly v8: string;
  readonly cpu: string;
  readonly cores: number;
  readonly platform: string;
  readonly commit: string | undefined;
  readonly mode: string;
  readonly options: Readonly<Record<string, number | string | boolean>>;
  readonly durationSec?: number;
}

/** One of the issue's performance goals, checked against this run (a goal, never a gate). */
export interface TargetCheck {
  readonly goal: string;
  readonly want: number;
  /** Per group: how many times faster urikit was than the reference contender. */
  readonly perGroup: readonly { readonly group: string; readonly speedup: number }[];
  /** Geometric mean of `perGroup`, undefined when nothing was measured. */
  readonly geomean: number | undefined;
  /** For a goal on every dataset: the lowest of `perGroup`, which decides the status. */
  readonly lowest?: number;
  readonly status: "met" | "short" | "not measured";
  readonly note: string;
}

/** Everything one run produced. */
export interface Report {
  readonly meta: RunMeta;
  readonly groups: readonly GroupResult[];
  readonly targets: readonly TargetCheck[];
}

/**
 * A goal: `task` (the fastest of the names) against `versus` in every group of `suite` (or only the group named
 * `group`), as the geometric mean of the speedups; with `gbps`, the task's own throughput in GB/s instead.
 */
interface Target {
  goal: string;
  suite: string;
  task: string | readonly string[];
  /** The reference contender; with several, the fastest of them in each group. */
  versus: string | readonly string[];
  want: number;
  group?: string;
  gbps?: boolean;
  /** The goal holds on each dataset, not on their geometric mean: the lowest decides. */
  every?: boolean;
  /**
   * `task` is a default setting and `versus` the explicit settings: judged by the setting the default resolved to
   * (its `resolvedTo`), which must be the fastest of them (see `checkDefault`).
   */
  resolved?: boolean;
}

const SCANNERS = ["urikit scanner (wasm-simd)", "urikit scanner (wasm)", "urikit scanner (js)"] as const;

const TARGETS: readonly Target[] = [
  { goal: "bulk split ≥ 5× `new URL()`", suite: "scan", task: SCANNERS, versus: "new URL()", want: 5 },
  // "Within 2× of a split that does no validation": the scanner's speed is at least half the floor's (≥ 0.5×).
  { goal: "bulk split within 2× of a split without validation", suite: "scan", task: SCANNERS, versus: SPLIT_FLOOR, want: 0.5 },
  // Speed, wave 2: the scanner, parse, resolve and normalize against their peers.
  { goal: "scanner `wasm-simd` ≥ 10× `new URL()` on kasztp", suite: "scan", group: "scan/kasztp", task: "urikit scanner (wasm-simd)", versus: "new URL()", want: 10 },
  { goal: "scanner `wasm-simd` ≥ 3 GB/s on isaacs_files", suite: "scan", group: "scan/isaacs_files", task: "urikit scanner (wasm-simd)", versus: "new URL()", want: 3, gbps: true },
  { goal: "scanner `wasm` (scalar) ≥ 5× `new URL()`", suite: "scan", task: "urikit scanner (wasm)", versus: "new URL()", want: 5 },
  { goal: "`parse()` ≥ 1.5× `new URL()`", suite: "parse", task: "urikit parse (core, TS)", versus: "new URL()", want: 1.5 },
  { goal: "`parse()` ≥ 2.5× `new URL()`, results kept, every component read", suite: "parse", task: "urikit parse (core, TS), results kept", versus: PARSE_KEPT_NODE, want: 2.5 },
  // Like for like: the split against the peers' parse with the least normalization their options allow, and the
  // normalizing parse against the peers' default (normalizing) parse.
  { goal: "`parse()` ≥ 20× uri-js (validate and split)", suite: "parse", task: "urikit parse (core, TS)", versus: URIJS_SPLIT, want: 20 },
  { goal: "`parse()` ≥ 20× fast-uri (validate and split)", suite: "parse", task: "urikit parse (core, TS)", versus: FASTURI_SPLIT, want: 20 },
  { goal: "compat `parse()` ≥ 20× uri-js (normalizing parse)", suite: "parse", task: COMPAT_PARSE, versus: URIJS_NORMALIZING, want: 20 },
  { goal: "compat `parse()` ≥ 20× fast-uri (normalizing parse)", suite: "parse", task: COMPAT_PARSE, versus: FASTURI_NORMALIZING, want: 20 },
  { goal: "`resolve()` ≥ 2× `new URL(ref, base)`", suite: "resolve", task: "urikit resolve", versus: "new URL()", want: 2 },
  { goal: "`normalize()` ≥ 10× uri-js", suite: "normalize", task: "urikit normalize", versus: "uri-js", want: 10 },
  // URIs in text, against the fastest linear peer (linkify-it 6), on the texts (hostile groups excluded).
  { goal: "`findUris()` ≥ 3× linkify-it on prose", suite: "extract", task: "urikit findUris (string)", versus: "linkify-it match()", want: 3 },
  // The CLI against the library on one very long line (each a whole process): within 1.5×, i.e. ≥ 1/1.5 of its speed.
  { goal: "`urikit extract` within 1.5× `findUrisStream` on one 50 MB line", suite: "extract", group: "extract/one-line", task: "urikit extract (CLI, rows to /dev/null)", versus: "findUrisStream (library, a whole process)", want: 2 / 3 },
  { goal: "`split --format parquet` on 2 workers ≥ 50 % of TSV", suite: "columnar", task: "parquet, 2 workers", versus: "tsv, 2 workers", want: 0.5 },
  // The line commands within 2× of TSV split (≥ 0.5× its speed), and TSV split to a file at 500 MB/s.
  { goal: "`split --format ndjson` within 2× of TSV split (2 workers)", suite: "columnar", group: "columnar/commands", task: "split --format ndjson, 2 workers", versus: "tsv, 2 workers", want: 0.5 },
  { goal: "`urikit normalize` within 2× of TSV split (2 workers)", suite: "columnar", group: "columnar/commands", task: "normalize, 2 workers", versus: "tsv, 2 workers", want: 0.5 },
  { goal: "`urikit resolve` within 2× of TSV split (2 workers)", suite: "columnar", group: "columnar/commands", task: "resolve, 2 workers", versus: "tsv, 2 workers", want: 0.5 },
  { goal: "`split` TSV to a file ≥ 500 MB/s (2 workers)", suite: "columnar", group: "columnar/format", task: "tsv, 2 workers", versus: "tsv, 2 workers", want: 0.5, gbps: true },
  { goal: "`scanFile` on 2 workers ≥ 1.8× one", suite: "columnar", task: "scanFile, 2 workers", versus: "scanFile, 1 worker", want: 1.8 },
  // Counting at scan speed: countFile by host ≥ 80 % of scanFile's throughput on the same file, in the same run.
  { goal: "`countFile` ≥ 0.8× `scanFile` (2 workers)", suite: "cores", group: "cores/count-vs-scan", task: "count by host, 2 workers", versus: "scanFile, 2 workers", want: 0.8 },
  { goal: "`countFile` ≥ 0.8× `scanFile` (default workers)", suite: "cores", group: "cores/count-vs-scan", task: "count by host, default", versus: "scanFile, default", want: 0.8 },
  { goal: "`normalize()` ≥ 1.5× `new URL().href`", suite: "normalize", task: "urikit normalize", versus: "new URL()", want: 1.5 },
  { goal: "`isUriReference` ≥ 1.5× `URL.canParse` on kasztp", suite: "validate", group: "validate/kasztp", task: "urikit isUriReference (core, TS)", versus: "URL.canParse()", want: 1.5 },
  { goal: "`isUriReference` ≥ 1× `URL.canParse` on isaacs_files", suite: "validate", group: "validate/isaacs_files", task: "urikit isUriReference (core, TS)", versus: "URL.canParse()", want: 1 },
  // Speed where users feel it: every line as read (invalid ones included, flat strings), on every list.
  { goal: "`parse` (try/catch) ≥ 2.5× `new URL()` on kasztp, every line, every component read", suite: "as-used", group: "as-used/parse-kasztp", task: "urikit parse (try/catch)", versus: "new URL()", want: 2.5 },
  { goal: "`tryParse` ≥ 2.5× `new URL()` on kasztp, every line, every component read", suite: "as-used", group: "as-used/parse-kasztp", task: "urikit tryParse", versus: "new URL()", want: 2.5 },
  { goal: "`normalize` (try/catch) ≥ 2.5× `new URL().href` on every list, every line", suite: "as-used", task: "urikit normalize (try/catch)", versus: "new URL()", want: 2.5, every: true },
  { goal: "`tryNormalize` ≥ 2.5× `new URL().href` on every list, every line", suite: "as-used", task: "urikit tryNormalize", versus: "new URL()", want: 2.5, every: true },
  { goal: "`isUriReference` ≥ 1.5× `URL.canParse` on every list, every line", suite: "as-used", task: "urikit isUriReference", versus: "new URL()", want: 1.5, every: true },
  { goal: "`createResolver(base)` ≥ 2.5× `new URL(ref, cachedBase)` on every list", suite: "as-used", task: "urikit createResolver(base).tryResolve", versus: "new URL()", want: 2.5, every: true },
  // The default worker choice is never slower than the best of the others on the same file in the same run: the
  // setting it resolved to is the fastest of them (judged by checkDefault, the default's own passes shown beside).
  { goal: "`scanFile` default ≥ the best of main thread, 1 worker, 2 workers", suite: "cores", group: "cores/scanFile", task: "scanFile, default", versus: ["scanFile, main thread", "scanFile, 1 worker", "scanFile, 2 workers"], want: 1, resolved: true },
  { goal: "`split` default ≥ the best of main thread, 2 workers", suite: "cores", group: "cores/split", task: "split, default", versus: ["split, main thread", "split, 2 workers"], want: 1, resolved: true },
  // Cores: 2 workers against two independent processes on halves of the file, in the same run.
  { goal: "`scanFile` on 2 workers ≥ 90 % of the ceiling (2 processes × half)", suite: "cores", group: "cores/scanFile", task: "scanFile, 2 workers", versus: "new URL()", want: 0.9 },
  { goal: "`countFile` on 2 workers ≥ 90 % of the ceiling (2 processes × half)", suite: "cores", group: "cores/count", task: "count by host, 2 workers", versus: "new URL()", want: 0.9 },
  { goal: "`split` on 2 workers ≥ 90 % of the ceiling (2 processes × half)", suite: "cores", group: "cores/split", task: "split, 2 workers", versus: "new URL()", want: 0.9 },
  {
    goal: "scan + read every host ≥ 4× `new URL().hostname` on kasztp",
    suite: "scan",
    group: "scan/read-kasztp",
    task: ["urikit scanner (wasm-simd): scan + read every host", "urikit scanner (wasm): scan + read every host", "urikit scanner (js): scan + read every host"],
    versus: "new URL()",
    want: 4,
  },
  // "Reading one component of every row costs ≤ 1× the scan per URI": scan + read takes at most twice the scan alone,
  // so the scan alone runs at ≥ 0.5× the speed of scan + read, on every list.
  ...(["host", "path"] as const).map((component) => ({
    goal: `reading every row's ${component} costs ≤ 1× the scan (scan alone ≥ 0.5× scan + read), every list`,
    suite: "scan",
    task: `urikit scanner (wasm-simd): scan + read every ${component}`,
    versus: "urikit scanner (wasm-simd): scan only",
    want: 0.5,
    every: true,
  })),
];

/** "scanFile, 2 workers" → "2 workers": a setting's name without the command it shares with the others. */
function settingOf(name: string): string {
  const comma = name.indexOf(", ");
  return comma === -1 ? name : name.slice(comma + 2);
}

/**
 * A default setting's goal ("never slower than the best of the explicit settings, same file, same run"): met when the
 * setting the default resolved to (its `resolvedTo`, as the code under test reported it) is the fastest of the
 * explicit settings measured in the run. Timing the default again as its own task measures that same setting a
 * second time, and two measurements of one setting differ by several percent from run to run, so the default's own
 * median against the best of three others (one of them itself) would fail about half the time for a default that
 * is the best choice; its own ratio is shown beside. A default that resolved to a setting not measured here (or to
 * different settings in different passes) is judged by its own passes against the fastest.
 */
function checkDefault(t: Target, groups: readonly GroupResult[]): TargetCheck {
  const versus = typeof t.versus === "string" ? [t.versus] : t.versus;
  const task = typeof t.task === "string" ? t.task : t.task[0]!;
  const g = groups.find((x) => x.suite === t.suite && x.series === undefined && (t.group === undefined || x.name === t.group));
  const medianOf = (name: string): number | undefined => g?.tasks.find((x) => x.name === name)?.medianMs;
  const measured = versus.filter((name) => medianOf(name) !== undefined);
  const mine = medianOf(task);
  if (g === undefined || mine === undefined || measured.length === 0) {
    return { goal: t.goal, want: t.want, perGroup: [], geomean: undefined, status: "not measured", note: `${task} or ${versus.join(", ")} not available in this run` };
  }
  const bestMs = Math.min(...measured.map((name) => medianOf(name)!));
  const best = measured.find((name) => medianOf(name) === bestMs)!;
  const own = `the default's own passes ${fmt(bestMs / mine)}× of ${settingOf(best)}`;
  const resolvedTo = g.tasks.find((x) => x.name === task)?.resolvedTo;
  let speedup: number;
  let note: string;
  if (resolvedTo !== undefined && measured.includes(resolvedTo)) {
    speedup = bestMs / medianOf(resolvedTo)!;
    const others = measured.filter((name) => name !== resolvedTo && name !== best).map((name) => `${settingOf(name)} ${fmt(bestMs / medianOf(name)!)}×`);
    if (resolvedTo === best) {
      note = `default = ${settingOf(best)}, the fastest setting (${others.join(", ")}); ${own}, the same setting measured twice`;
    } else {
      const tail = others.length === 0 ? "" : `, ${others.join(", ")}`;
      note = `default = ${settingOf(resolvedTo)}, slower than ${settingOf(best)} (${settingOf(resolvedTo)} ${fmt(speedup)}× of it${tail}); ${own}`;
    }
  } else {
    speedup = bestMs / mine;
    const said = resolvedTo === undefined ? "not reported" : settingOf(resolvedTo);
    note = `default = ${said}, not a setting measured here: judged by its own passes, ${fmt(speedup)}× the fastest (${settingOf(best)})`;
  }
  const status = speedup >= t.want ? "met" : "short";
  if (status === "short") note += `; short by ${(t.want / speedup).toFixed(2)}× (reaches ${((100 * speedup) / t.want).toFixed(0)}% of the goal)`;
  return { goal: t.goal, want: t.want, perGroup: [{ group: g.name, speedup }], geomean: speedup, status, note };
}

/** Check the issue's goals against the groups of a run. For bulk split the fastest available engine counts. */
export function checkTargets(groups: readonly GroupResult[]): TargetCheck[] {
  return TARGETS.map((t) => {
    if (t.resolved === true) return checkDefault(t, groups);
    const perGroup: { group: string; speedup: number }[] = [];
    const names = typeof t.task === "string" ? [t.task] : t.task;
    let used: string | undefined;
    const baselines = new Set<string>();
    for (const g of groups) {
      if (g.suite !== t.suite || (t.group !== undefined && g.name !== t.group)) continue;
      if (g.series !== undefined) continue; // size series (hostile inputs) prove growth, not speed
      // "new URL()" stands for the group's baseline (Node's, or the ceiling), whose task name says which job it does.
      const versus = (typeof t.versus === "string" ? [t.versus] : t.versus).map((v) => (v === "new URL()" ? g.baseline : v));
      const refs = g.tasks.filter((x) => versus.includes(x.name) && x.medianMs !== undefined).map((x) => x.medianMs!);
      const ref = refs.length === 0 ? undefined : Math.min(...refs);
      const mine = g.tasks
        .filter((x) => names.includes(x.name) && x.medianMs !== undefined)
        .sort((a, b) => a.medianMs! - b.medianMs!)[0];
      if (mine === undefined || (ref === undefined && t.gbps !== true)) continue;
      used = used === undefined || used === mine.name ? mine.name : "fastest engine";
      if (t.versus === "new URL()") baselines.add(g.baseline.replace(/ \(.*$/, ""));
      // GB/s = bytes / (ms × 10⁶)
      perGroup.push({ group: g.name, speedup: t.gbps === true ? g.bytes / (mine.medianMs! * 1e6) : ref! / mine.medianMs! });
    }
    const geomean = perGroup.length === 0 ? undefined : Math.exp(perGroup.reduce((s, p) => s + Math.log(p.speedup), 0) / perGroup.length);
    const lowest = perGroup.length === 0 ? undefined : Math.min(...perGroup.map((p) => p.speedup));
    const decides = t.every === true ? lowest : geomean;
    const status = decides === undefined ? "not measured" : decides >= t.want ? "met" : "short";
    const versusName = typeof t.versus !== "string" ? `the fastest of ${t.versus.join(", ")}` : baselines.size > 0 ? [...baselines].join(" / ") : t.versus;
    let note = used === undefined ? `${names.join(" / ")} not available in this run` : t.gbps === true ? `${used}, GB/s` : `${used} vs ${versusName}`;
    if (status === "short" && decides !== undefined) note += `; short by ${(t.want / decides).toFixed(2)}× (reaches ${(100 * decides / t.want).toFixed(0)}% of the goal)`;
    return { goal: t.goal, want: t.want, perGroup, geomean, ...(t.every === true && lowest !== undefined ? { lowest } : {}), status, note };
  });
}

/** Number formatting for tables: three significant figures, thousands separated. */
export function fmt(x: number | undefined): string {
  if (x === undefined || !Number.isFinite(x)) return "–";
  if (x >= 1000) return Math.round(x).toLocaleString("en-US");
  if (x >= 100) return x.toFixed(0);
  if (x >= 10) return x.toFixed(1);
  if (x >= 1) return x.toFixed(2);
  return x.toPrecision(3);
}

function cell(s: string): string {
  return s.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function sortTasks(tasks: readonly TaskResult[]): TaskResult[] {
  return [...tasks].sort((a, b) => (a.medianMs ?? Infinity) - (b.medianMs ?? Infinity));
}

/** Growth exponent between the smallest and largest measured sizes of a series (1 = linear, 2 = quadratic). */
export function growthExponent(points: readonly { size: number; ms: number }[]): number | undefined {
  if (points.length < 2) return undefined;
  const a = points[0]!;
  const b = points[points.length - 1]!;
  if (b.size <= a.size || a.ms <= 0 || b.ms <= 0) return undefined;
  return Math.log(b.ms / a.ms) / Math.log(b.size / a.size);
}

/** The linearity table of the size-series groups: ns/byte per size and the growth exponent per contender. */
export function linearityMarkdown(groups: readonly GroupResult[]): string {
  const bySeries = new Map<string, GroupResult[]>();
  for (const g of groups) {
    if (g.series === undefined) continue;
    const list = bySeries.get(g.series.kind) ?? [];
    list.push(g);
    bySeries.set(g.series.kind, list);
  }
  if (bySeries.size === 0) return "";
  const out: string[] = ["## Linearity (pathological inputs)", ""];
  out.push("ns per byte at each input size, and the growth exponent *k* in time ∝ size^*k* between the smallest and largest measured size (1 = linear, 2 = quadratic).", "");
  for (const [kind, list] of bySeries) {
    list.sort((a, b) => a.series!.size - b.series!.size);
    out.push(`### ${kind}`, "");
    out.push(`| contender | ${list.map((g) => `ns/byte @ ${fmt(g.series!.size)} B`).join(" | ")} | k |`);
    out.push(`| --- | ${list.map(() => "---:").join(" | ")} | ---: |`);
    const names = [...new Set(list.flatMap((g) => g.tasks.map((t) => t.name)))];
    for (const name of names) {
      const pts: { size: number; ms: number }[] = [];
      const cells = list.map((g) => {
        const t = g.tasks.find((x) => x.name === name);
        if (t?.medianMs === undefined) return t?.status === "too-slow" ? "too slow" : t?.status === "unavailable" ? "n/a" : "–";
        pts.push({ size: g.series!.size, ms: t.medianMs });
        return fmt((t.medianMs * 1e6) / g.series!.size);
      });
      const k = growthExponent(pts);
      out.push(`| ${cell(name)} | ${cells.join(" | ")} | ${k === undefined ? "–" : k.toFixed(2)} |`);
    }
    out.push("");
  }
  return out.join("\n");
}

/** The whole report as Markdown: machine, goals, one table per group, linearity. */
export function toMarkdown(report: Report, descriptions: Readonly<Record<string, string>> = {}): string {
  const m = report.meta;
  const out: string[] = [
    "# urikit benchmark results",
    "",
    `Generated by \`bench/src/run.ts\` (${m.mode}). Absolute times depend on the machine; compare the **× new URL()** column (speed relative to Node's \`new URL()\` measured in the same run; 2.00 = twice as fast).`,
    "",
    "| | |",
    "| --- | --- |",
    `| date | ${m.date} |`,
    `| Node | ${m.node} (V8 ${m.v8}) |`,
    `| CPU | ${cell(m.cpu)} × ${m.cores} |`,
    `| platform | ${m.platform} |`,
    `| commit | ${m.commit ?? "unknown"} |`,
    `| settings | ${Object.entries(m.options).map(([k, v]) => `${k}=${v}`).join(", ")} |`,
  ];
  if (m.durationSec !== undefined) out.push(`| run time | ${m.durationSec.toFixed(0)} s |`);
  out.push("", "## Goals (from the issue; visible here, never asserted)", "");
  out.push("| goal | measured (geometric mean over datasets; the lowest where the goal is on every list) | per dataset | status |", "| --- | ---: | --- | --- |");
  for (const t of report.targets) {
    const per = t.perGroup.map((p) => `${p.group.split("/")[1]} ${fmt(p.speedup)}×`).join(", ");
    const measured = t.lowest !== undefined ? `${fmt(t.lowest)}× (lowest)` : t.geomean === undefined ? "–" : `${fmt(t.geomean)}×`;
    out.push(`| ${t.goal} | ${measured} | ${per || "–"} | ${t.status}: ${cell(t.note)} |`);
  }
  out.push("");
  let suite = "";
  for (const g of report.groups) {
    if (g.series !== undefined) continue;
    if (g.suite !== suite) {
      suite = g.suite;
      out.push(`## ${suite}`, "");
      if (descriptions[suite] !== undefined) out.push(`${descriptions[suite]}.`, "");
    }
    out.push(...groupMarkdown(g));
  }
  const series = report.groups.filter((g) => g.series !== undefined);
  if (series.length > 0) {
    out.push("## pathological", "");
    if (descriptions["pathological"] !== undefined) out.push(`${descriptions["pathological"]}.`, "");
    for (const g of series) out.push(...groupMarkdown(g));
    out.push(linearityMarkdown(series));
  }
  return `${out.join("\n").trimEnd()}\n`;
}

/** One group's table. */
export function groupMarkdown(g: GroupResult): string[] {
  const hasAccepted = g.tasks.some((t) => t.accepted !== undefined);
  const out = [
    g.job === undefined ? `### ${g.name}` : `### ${g.name} — job: ${g.job}`,
    "",
    `${fmt(g.items)} URIs per pass, ${fmt(g.bytes / 1e6)} MB. Input: ${cell(g.input)}.`,
    "",
    `| contender | ns/URI | M URIs/s | MB/s | × ${cell(g.baseline.startsWith("new URL()") ? "new URL()" : "baseline")} |${hasAccepted ? " accepted |" : ""} note |`,
    `| --- | ---: | ---: | ---: | ---: |${hasAccepted ? " ---: |" : ""} --- |`,
  ];
  for (const t of sortTasks(g.tasks)) {
    // A default setting says what it resolved to here: "scanFile, default (2 workers here)".
    const shown = t.resolvedTo === undefined ? t.name : `${t.name} (${settingOf(t.resolvedTo)} here)`;
    const name = t.name === g.baseline ? `${shown} (baseline)` : shown;
    const note = t.status === "ok" ? "" : `${t.status}${t.note === undefined ? "" : `: ${t.note}`}`;
    const acc = hasAccepted ? ` ${t.accepted === undefined ? "–" : fmt(t.accepted)} |` : "";
    const mps = t.itemsPerSec === undefined ? undefined : t.itemsPerSec / 1e6;
    out.push(`| ${cell(name)} | ${fmt(t.nsPerItem)} | ${fmt(mps)} | ${fmt(t.mbPerSec)} | ${t.ratio === undefined ? "–" : fmt(t.ratio)} |${acc} ${cell(note)} |`);
  }
  out.push("");
  return out;
}

/** The report as pretty JSON. */
export function toJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * A horizontal bar chart of M URIs/s per contender, one panel per operation (its first dataset), urikit bars
 * highlighted. Hand-written SVG, no dependency.
 */
export function toSvg(report: Report): string {
  const panels: GroupResult[] = [];
  const seen = new Set<string>();
  for (const g of report.groups) {
    if (g.series !== undefined || seen.has(g.suite)) continue;
    if (!g.tasks.some((t) => t.itemsPerSec !== undefined)) continue;
    seen.add(g.suite);
    panels.push(g);
  }
  const width = 860;
  const labelW = 300;
  const barMax = width - labelW - 110;
  const barH = 16;
  const gap = 4;
  let y = 40;
  const body: string[] = [];
  for (const g of panels) {
    const tasks = sortTasks(g.tasks).filter((t) => t.itemsPerSec !== undefined);
    const max = Math.max(...tasks.map((t) => t.itemsPerSec!));
    body.push(`<text x="10" y="${y + 12}" class="h">${esc(g.name)} — M URIs/s (higher is better)</text>`);
    y += 22;
    for (const t of tasks) {
      const w = Math.max(1, (barMax * t.itemsPerSec!) / max);
      const cls = t.name.startsWith("urikit") ? "u" : t.name === g.baseline ? "b" : "o";
      const label = `${fmt(t.itemsPerSec! / 1e6)}${t.ratio === undefined ? "" : ` (${fmt(t.ratio)}×)`}`;
      body.push(
        `<text x="${labelW - 8}" y="${y + barH - 4}" class="l">${esc(t.name)}</text>`,
        `<rect x="${labelW}" y="${y}" width="${w.toFixed(1)}" height="${barH}" class="${cls}"/>`,
        `<text x="${(labelW + w + 6).toFixed(1)}" y="${y + barH - 4}" class="v">${esc(label)}</text>`,
      );
      y += barH + gap;
    }
    y += 16;
  }
  const height = y + 20;
  const m = report.meta;
  const title = `urikit vs. peers — Node ${m.node}, ${m.cpu} (ratios to new URL() in parentheses)`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    "<style>text{font:12px sans-serif;fill:#222}.h{font-weight:bold}.l{text-anchor:end}.v{fill:#444}.u{fill:#2f6fdf}.b{fill:#e0902f}.o{fill:#9aa3ad}</style>",
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="10" y="22" class="h">${esc(title)}</text>`,
    ...body,
    `<text x="10" y="${height - 8}" class="v">${esc(`${m.date} · ${m.mode} · blue: urikit, orange: baseline new URL()`)}</text>`,
    "</svg>",
    "",
  ].join("\n");
}
