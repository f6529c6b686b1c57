// pathological: one huge URI per call at three sizes (N/16, N/4, N), to show that time grows linearly with length.
// Inputs are named after their shape (no issue has reported one yet): long `../` runs, a 1 MiB query,
// 10^5 percent-escapes, and long IP-literal forms.
import { URI, UrlParse, WhatwgURL, consume, core, fastUri, loadNormalize, loadResolve, uriJs } from "./contenders.js";
import type { NormalizeFn, ResolveFn } from "./contenders.js";
import { utf8Length } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { NODE_URL } from "./parse.bench.js";

/** A family of inputs: `make(n)` builds the input of size parameter `n`; `full` is the nominal size. */
export interface Shape {
  readonly kind: string;
  readonly full: number;
  readonly unit: string;
  make(n: number): string;
}

/** The four shapes the issue asks for (plus IPvFuture, the other unbounded IP-literal form). */
export const SHAPES: readonly Shape[] = [
  { kind: "dotdot", full: 100_000, unit: "`../` segments", make: (n) => `http://a/b/c/${"../".repeat(n)}g` },
  { kind: "query-1MiB", full: 1 << 20, unit: "query bytes", make: (n) => `http://a/p?${"a=b&".repeat(n >> 2)}` },
  { kind: "pct-escapes", full: 100_000, unit: "`%XX` escapes", make: (n) => `http://a/${"%41%7e%2F%c3%A9".repeat(n / 5)}` },
  { kind: "ipv6-long", full: 100_000, unit: "`0:` groups (invalid)", make: (n) => `http://[${"0:".repeat(n)}0]/` },
  { kind: "ipvfuture-long", full: 100_000, unit: "`a:` pairs", make: (n) => `http://[v1.${"a:".repeat(n)}]/` },
];

/** One input through every contender that has an operation for it; each call in try/catch alike. */
export function pathologicalTasks(kind: string, input: string, resolve?: ResolveFn, normalize?: NormalizeFn): TaskDef[] {
  const wrap = (name: string, f: (s: string) => number): TaskDef => ({
    name,
    fn() {
      let n: number;
      try {
        n = f(input);
      } catch {
        n = -1;
      }
      consume(n);
    },
  });
  const tasks: TaskDef[] = [
    wrap("urikit parse (core, TS)", (s) => core.parse(s).path!.length),
    wrap("urikit isUriReference", (s) => (core.isUriReference(s) ? 1 : 0)),
  ];
  if (normalize !== undefined) tasks.push(wrap("urikit normalize", (s) => normalize(s).length));
  if (kind === "dotdot") {
    const base = "http://a/b/c/d;p?q";
    const ref = input.slice("http://a/b/c/".length);
    tasks.push(wrap("urikit removeDotSegments", (s) => core.removeDotSegments(s.slice(8)).length));
    if (resolve !== undefined) tasks.push(wrap("urikit resolve", () => resolve(base, ref).length));
    tasks.push(wrap("new URL(ref, base)", () => new URL(ref, base).href.length));
  }
  tasks.push(
    wrap(NODE_URL, (s) => new URL(s).pathname.length),
    wrap("whatwg-url", (s) => new WhatwgURL(s).pathname.length),
    wrap("uri-js parse", (s) => uriJs.parse(s).path?.length ?? 0),
    wrap("uri-js normalize", (s) => uriJs.normalize(s).length),
    wrap("fast-uri parse", (s) => fastUri.parse(s).path?.length ?? 0),
    wrap("fast-uri normalize", (s) => fastUri.normalize(s).length),
    wrap("url-parse", (s) => new UrlParse(s, {}).pathname.length),
    wrap("urijs", (s) => URI(s).path().length),
  );
  return tasks;
}

export const suite: Suite = {
  name: "pathological",
  description: "one huge URI per call at sizes N/16, N/4, N; the growth exponent should be ≈ 1 (linear)",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const r = await loadResolve();
    const nz = await loadNormalize();
    const unavailable: Record<string, string> = {};
    if (!r.ok) unavailable["urikit resolve"] = r.reason;
    if (!nz.ok) unavailable["urikit normalize"] = nz.reason;
    const groups: Group[] = [];
    for (const shape of SHAPES) {
      for (const div of [16, 4, 1]) {
        const n = Math.max(20, Math.round((shape.full * ctx.scale) / div / 20) * 20);
        const input = shape.make(n);
        groups.push({
          name: `pathological/${shape.kind}-${n}`,
          items: 1,
          bytes: utf8Length(input),
          input: `one URI of ${utf8Length(input)} bytes (${n} ${shape.unit}); every call in try/catch alike (invalid inputs count as processed)`,
          baseline: NODE_URL,
          series: { kind: shape.kind, size: utf8Length(input) },
          tasks: pathologicalTasks(
            shape.kind,
            input,
            r.ok ? r.value : undefined,
            nz.ok ? nz.value : undefined,
          ),
          unavailable: shape.kind === "dotdot" ? unavailable : nz.ok ? {} : { "urikit normalize": nz.reason },
        });
      }
    }
    return groups;
  },
};
