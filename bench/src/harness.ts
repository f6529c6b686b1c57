// Shared machinery of the bench suites: the result sink, suite/group/task shapes, and the timing loop.
import { Bench } from "tinybench";

/**
 * Module-level sink. Every task stores what it computed here, so V8 cannot prove a result unused and drop the work.
 */
export let sink: unknown = undefined;

/** Store a task's result in the module-level {@link sink}; returns it so a task can `return consume(x)`. */
export function consume<T>(value: T): T {
  sink = value;
  return value;
}

/** One contender in a group: `fn` processes the whole dataset once and stores its result with {@link consume}. */
export interface TaskDef {
  readonly name: string;
  readonly fn: () => void;
  /**
   * Run untimed before each timed pass of a whole-process task (`Group.passRounds`): e.g. remove the output file the
   * last pass wrote, so that no pass pays for replacing the previous pass's output.
   */
  readonly beforePass?: () => void;
  /** How many of the group's items this contender accepted (for the table); computed once before timing. */
  readonly accepted?: number;
  /**
   * For a default setting: after its passes, the name of the explicit task of the group that it resolved to, as the
   * code under test reported it (a name of no task in the group when that setting is not measured there).
   */
  readonly resolvedTo?: () => string | undefined;
}

/** A group `<operation>/<dataset>`: every task processes the same `items` URIs (`bytes` UTF-8 bytes) per call. */
export interface Group {
  readonly name: string;
  readonly items: number;
  readonly bytes: number;
  /** How invalid input is handled, printed in the table header. */
  readonly input: string;
  /**
   * The one job every contender of the group does (e.g. "validate and split into components"), printed in the table
   * heading; a contender doing a different job says so in its task name.
   */
  readonly job?: string;
  /** Task name every ratio is taken against (Node `new URL()` in the same run); must be one of `tasks`. */
  readonly baseline: string;
  readonly tasks: readonly TaskDef[];
  /** Contenders that lack the operation or failed to load: name → reason. */
  readonly unavailable?: Readonly<Record<string, string>>;
  /** For size series (pathological): the input family and this group's input size in bytes. */
  readonly series?: { readonly kind: string; readonly size: number };
  /**
   * For whole-process tasks (a second or more per pass): after one cold pass each, this many rounds (at most the
   * run's) of one pass per task, the order rotated each round; the figure is the median pass. Without it such
   * tasks would be timed in one round only, never interleaved with the others.
   */
  readonly passRounds?: number;
}

/** Context handed to every suite. */
export interface SuiteContext {
  readonly quick: boolean;
  /** Cap on lines taken from each dataset (undefined = whole file). */
  readonly limit: number | undefined;
  /** Scale for generated / pathological inputs (1 = full size). */
  readonly scale: number;
}

/** One benchmark file: a name (the operation) and a function building its groups. */
export interface Suite {
  readonly name: string;
  readonly description: string;
  groups(ctx: SuiteContext): Promise<readonly Group[]>;
}

/** Timing settings of a run. */
export interface RunOptions {
  /** Milliseconds of sampling per task per round. */
  readonly time: number;
  /** Rounds; the reported figure is the median of the per-round medians. */
  readonly rounds: number;
  /** Milliseconds of warm-up per task, in the first round only (the code is hot for the later ones). */
  readonly warmupTime: number;
  /** A task whose single pass is longer than this (ms) runs in the first round only. */
  readonly slowMs: number;
  /** Minimum samples per task per round. */
  readonly iterations: number;
  /** A contender whose single call takes longer than this (ms) is reported as too slow instead of timed. */
  readonly maxCallMs: number;
}

/** Result of one task. Times are per call (= per pass over the dataset). */
export interface TaskResult {
  readonly name: string;
  readonly status: "ok" | "error" | "too-slow" | "unavailable";
  readonly note?: string;
  readonly accepted?: number;
  /** For a default setting: the explicit task it resolved to in this run (see `TaskDef.resolvedTo`). */
  readonly resolvedTo?: string;
  /** Median over rounds of each round's median latency, ms per pass. */
  readonly medianMs?: number;
  readonly roundsMs?: readonly number[];
  readonly samples?: number;
  readonly nsPerItem?: number;
  readonly itemsPerSec?: number;
  readonly mbPerSec?: number;
  /** Speed relative to the baseline: baseline time / this time (2 = twice as fast as the baseline). */
  readonly ratio?: number;
}

/** Result of one group. */
export interface GroupResult {
  readonly suite: string;
  readonly name: string;
  readonly items: number;
  readonly bytes: number;
  readonly input: string;
  readonly job?: string;
  readonly baseline: string;
  readonly series?: { readonly kind: string; readonly size: number };
  readonly tasks: readonly TaskResult[];
}

/**
 * Times of earlier sizes of a series, per `kind` and task: used to predict a call's time before making it, so a
 * contender that grows quadratically is reported as too slow instead of stalling the run for minutes.
 */
export type SeriesHistory = Map<string, { size: number; ms: number }[]>;

/** Predicted ms for one call at `size`, from up to two earlier points (exponent from the points, at least 1). */
export function predictMs(points: readonly { size: number; ms: number }[], size: number): number | undefined {
  if (points.length === 0) return undefined;
  const last = points[points.length - 1]!;
  let k = 1;
  if (points.length >= 2) {
    const prev = points[points.length - 2]!;
    // Below a millisecond a time is mostly noise (timer, a GC pause, a descheduled thread on a busy machine): an
    // exponent fitted to such points can predict hours for a linear task, so they count as linear.
    if (last.size > prev.size && prev.ms >= 1 && last.ms >= 1) k = Math.max(1, Math.log(last.ms / prev.ms) / Math.log(last.size / prev.size));
  }
  return last.ms * (size / last.size) ** k;
}

/** Median of a non-empty list. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Time every task of `group`: a probe call, then `rounds` tinybench runs with warm-up; medians and ratios. */
export function runGroup(suite: string, group: Group, opts: RunOptions, history: SeriesHistory = new Map()): GroupResult {
  if (group.passRounds !== undefined) return withRatios(suite, group, runPassRounds(group, Math.max(1, Math.min(group.passRounds, opts.rounds))));
  const results = new Map<string, TaskResult>();
  const live: TaskDef[] = [];
  // Tasks whose single pass is longer than `slowMs` run in the first round only: their minimum samples already dwarf
  // the time budget, and at that distance from the baseline the extra precision changes nothing.
  const slow = new Set<string>();
  const seriesKey = (task: string): string => `${group.series?.kind ?? ""}\u0000${task}`;
  for (const task of group.tasks) {
    if (group.series !== undefined) {
      const predicted = predictMs(history.get(seriesKey(task.name)) ?? [], group.series.size);
      if (predicted !== undefined && predicted > opts.maxCallMs) {
        const note = `predicted ${Math.round(predicted)} ms per call from the smaller sizes (> ${opts.maxCallMs} ms), not run`;
        results.set(task.name, { name: task.name, status: "too-slow", note });
        history.set(seriesKey(task.name), [...(history.get(seriesKey(task.name)) ?? []), { size: group.series.size, ms: predicted }]);
        continue;
      }
    }
    const probe = timedPass(task, results);
    if (probe === undefined) continue;
    if (probe > opts.maxCallMs) {
      const note = `one cold pass took ${Math.round(probe)} ms (> ${opts.maxCallMs} ms); figures are from that single pass`;
      results.set(task.name, { name: task.name, status: "too-slow", note, ...acceptedOf(task), ...figures(probe, [probe], 1, group) });
      continue;
    }
    // A cold pass pays for compiling and for first-use set-up, so one long cold pass is timed again warm before the
    // task is confined to the first round.
    if (probe > opts.slowMs) {
      const warm = timedPass(task, results);
      if (warm === undefined) continue;
      if (warm > opts.slowMs) slow.add(task.name);
    }
    live.push(task);
  }
  const rounds = new Map<string, number[]>();
  const samples = new Map<string, number>();
  for (let r = 0; r < opts.rounds; r++) {
    const bench = new Bench({
      name: group.name,
      time: opts.time,
      iterations: opts.iterations,
      warmupTime: opts.warmupTime,
      warmupIterations: 1,
      // Warm-up in the first round only: the later rounds find the code hot. The CI smoke pass (a warm-up of 1 ms)
      // skips it too: the probe call above has run every task once.
      warmup: r === 0 && opts.warmupTime > 1,
      throws: false,
    });
    // Rotate the order each round so no contender always runs first (or right after a GC-heavy one).
    for (let i = 0; i < live.length; i++) {
      const task = live[(i + r) % live.length]!;
      if (r === 0 || !slow.has(task.name)) bench.add(task.name, task.fn);
    }
    bench.runSync();
    for (const task of bench.tasks) {
      const res = task.result;
      if (res === undefined || res.error !== undefined || res.latency.p50 === undefined) {
        const note = res?.error !== undefined ? String(res.error).slice(0, 120) : "no result";
        results.set(task.name, { name: task.name, status: "error", note });
        continue;
      }
      const list = rounds.get(task.name) ?? [];
      list.push(res.latency.p50);
      rounds.set(task.name, list);
      samples.set(task.name, (samples.get(task.name) ?? 0) + res.latency.samples.length);
    }
  }
  for (const task of live) {
    if (results.has(task.name)) continue;
    const list = rounds.get(task.name);
    if (list === undefined || list.length === 0) continue;
    results.set(task.name, { name: task.name, status: "ok", ...acceptedOf(task), ...figures(median(list), list, samples.get(task.name) ?? 0, group) });
  }
  if (group.series !== undefined) {
    for (const res of results.values()) {
      if (res.medianMs === undefined) continue;
      const list = history.get(seriesKey(res.name)) ?? [];
      list.push({ size: group.series.size, ms: res.medianMs });
      history.set(seriesKey(res.name), list);
    }
  }
  return withRatios(suite, group, results);
}

/** One cold pass per task, then `rounds` rounds of one timed pass per task in rotated order. */
function runPassRounds(group: Group, rounds: number): Map<string, TaskResult> {
  const results = new Map<string, TaskResult>();
  const live = group.tasks.filter((task) => timedPass(task, results) !== undefined);
  const passes = new Map<string, number[]>(live.map((task) => [task.name, []]));
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < live.length; i++) {
      const task = live[(i + r) % live.length]!;
      if (results.has(task.name)) continue;
      const ms = timedPass(task, results);
      if (ms !== undefined) passes.get(task.name)!.push(ms);
    }
  }
  for (const task of live) {
    if (results.has(task.name)) continue;
    const list = passes.get(task.name)!;
    results.set(task.name, { name: task.name, status: "ok", ...acceptedOf(task), ...figures(median(list), list, list.length, group) });
  }
  return results;
}

/** The group's result: its tasks in their order, each with its ratio to the baseline. */
function withRatios(suite: string, group: Group, results: ReadonlyMap<string, TaskResult>): GroupResult {
  const base = results.get(group.baseline)?.medianMs;
  const tasks: TaskResult[] = [];
  for (const task of group.tasks) {
    const found = results.get(task.name);
    if (found === undefined) continue;
    const resolvedTo = task.resolvedTo?.();
    const res = resolvedTo === undefined ? found : { ...found, resolvedTo };
    tasks.push(base !== undefined && res.medianMs !== undefined ? { ...res, ratio: base / res.medianMs } : res);
  }
  for (const [name, reason] of Object.entries(group.unavailable ?? {})) {
    tasks.push({ name, status: "unavailable", note: reason });
  }
  const series = group.series === undefined ? {} : { series: group.series };
  return { suite, name: group.name, items: group.items, bytes: group.bytes, input: group.input, ...(group.job === undefined ? {} : { job: group.job }), baseline: group.baseline, ...series, tasks };
}

/** Milliseconds of one pass of `task`, or `undefined` when it threw (then recorded in `results` as an error). */
function timedPass(task: TaskDef, results: Map<string, TaskResult>): number | undefined {
  task.beforePass?.();
  const t0 = performance.now();
  try {
    task.fn();
  } catch (error) {
    results.set(task.name, { name: task.name, status: "error", note: String(error).slice(0, 120) });
    return undefined;
  }
  return performance.now() - t0;
}

function figures(ms: number, roundsMs: readonly number[], samples: number, group: Group) {
  return {
    medianMs: ms,
    roundsMs,
    samples,
    nsPerItem: (ms * 1e6) / group.items,
    itemsPerSec: group.items / (ms / 1e3),
    mbPerSec: group.bytes / 1e6 / (ms / 1e3),
  };
}

function acceptedOf(task: TaskDef): { accepted?: number } {
  return task.accepted === undefined ? {} : { accepted: task.accepted };
}
