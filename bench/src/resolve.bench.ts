// resolve: (base, reference) pairs in → target URI string out. Pairs are generated from the real lists.
import { URI, UrlParse, WhatwgURL, consume, fastUri, loadResolve, uriJs } from "./contenders.js";
import type { ResolveFn } from "./contenders.js";
import { acceptedByAll, doesNotThrow, flat, realDatasets, rng, utf8Length } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { JOBS, NODE_RESOLVE } from "./jobs.js";
import { parseableByAll } from "./parse.bench.js";

/** A base URI and a reference to resolve against it. */
export type Pair = readonly [base: string, reference: string];

/** The reference shapes of RFC 3986 §5.4.1 and §5.4.2 (base `http://a/b/c/d;p?q`). */
export const RFC3986_REFERENCES = [
  "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "", ".", "./",
  "..", "../", "../g", "../..", "../../", "../../g",
  "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h",
  "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
] as const;

/** §5.4's own examples: one base, every reference above. */
export function rfcPairs(): Pair[] {
  // The 41 pairs repeated 250 times: one task call then lasts long enough (~10,000 resolutions) that the timer's
  // own cost per call does not weigh on the figure, as it did with 41 resolutions (about 10 µs) per call.
  const pairs: Pair[] = [];
  for (let round = 0; round < 250; round++) {
    for (const ref of RFC3986_REFERENCES) pairs.push(["http://a/b/c/d;p?q", ref] as const);
  }
  return pairs;
}

/** Deterministic pairs: base = a line, reference = a §5.4 shape or a path/query/absolute URI taken from another line. */
export function generatePairs(lines: readonly string[], count: number, seed: number): Pair[] {
  const random = rng(seed);
  const pick = (): string => lines[Math.floor(random() * lines.length)]!;
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const base = pick();
    const other = pick();
    const r = random();
    let ref: string;
    if (r < 0.4) {
      ref = RFC3986_REFERENCES[Math.floor(random() * RFC3986_REFERENCES.length)]!;
    } else if (r < 0.7) {
      // The other line's path (and query), as a relative path with some dot-segments in front.
      const m = /^[^:/?#]+:(?:\/\/[^/?#]*)?([^#]*)/.exec(other);
      const tail = (m?.[1] ?? "").replace(/^\/+/, "");
      ref = ["", "./", "../", "../../"][Math.floor(random() * 4)]! + tail;
    } else if (r < 0.85) {
      const m = /^[^:/?#]+:(?:\/\/[^/?#]*)?([^#]*)/.exec(other);
      ref = m?.[1] ?? "/";
      if (!ref.startsWith("/")) ref = `/${ref}`;
    } else {
      ref = other;
    }
    pairs.push([base, flat(ref)]); // a flat string, as a reference read from a document is (not a slice or a concatenation)
  }
  return pairs;
}

/** Resolution contenders over `pairs` (urikit only when it is available). */
export function resolveTasks(pairs: readonly Pair[], resolve: ResolveFn | undefined): TaskDef[] {
  const tasks: TaskDef[] = [];
  if (resolve !== undefined) {
    tasks.push({
      name: "urikit resolve",
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += resolve(p[0], p[1]).length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    });
  }
  tasks.push(
    {
      name: NODE_RESOLVE,
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += new URL(p[1], p[0]).href.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: "whatwg-url",
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += new WhatwgURL(p[1], p[0]).href.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: "uri-js",
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += uriJs.resolve(p[0], p[1]).length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: "fast-uri",
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += fastUri.resolve(p[0], p[1]).length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: "url-parse",
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += new UrlParse(p[1], p[0]).href.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: "urijs",
      fn() {
        let n = 0;
        for (let i = 0; i < pairs.length; i++) {
          const p = pairs[i]!;
          try {
            n += URI(p[1]).absoluteTo(p[0]).toString().length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
  );
  return tasks;
}

/** Pairs every throwing contender accepts. */
export function resolvableByAll(pairs: readonly Pair[], resolve: ResolveFn | undefined): Pair[] {
  const checks: ((p: Pair) => boolean)[] = [
    doesNotThrow((p: Pair) => new URL(p[1], p[0])),
    doesNotThrow((p: Pair) => new WhatwgURL(p[1], p[0])),
    doesNotThrow((p: Pair) => URI(p[1]).absoluteTo(p[0])),
  ];
  if (resolve !== undefined) checks.push(doesNotThrow((p: Pair) => resolve(p[0], p[1])));
  return acceptedByAll(pairs, checks);
}

function pairBytes(pairs: readonly Pair[]): number {
  let n = 0;
  for (const p of pairs) n += utf8Length(p[0]) + utf8Length(p[1]);
  return n;
}

export const suite: Suite = {
  name: "resolve",
  description: "(base, reference) in → target string out; new URL(ref, base).href as the baseline",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const loaded = await loadResolve();
    const resolve = loaded.ok ? loaded.value : undefined;
    const unavailable: Record<string, string> = loaded.ok ? {} : { "urikit resolve": loaded.reason };
    const count = ctx.scale < 0.01 ? 200 : ctx.quick ? 2_000 : 20_000; // the CI smoke pass: a few hundred
    const sources: [string, Pair[]][] = [["rfc3986-5.4", rfcPairs()]];
    for (const ds of realDatasets(ctx.limit)) {
      sources.push([`${ds.name}-pairs`, generatePairs(parseableByAll(ds.lines), count, 0x5eed + ds.name.length)]);
    }
    return sources.map(([name, all]) => {
      const pairs = resolvableByAll(all, resolve);
      return {
        name: `resolve/${name}`,
        items: pairs.length,
        bytes: pairBytes(pairs),
        input: `pre-filtered to the ${pairs.length} of ${all.length} pairs every contender accepts; every call in try/catch alike; MB/s counts base + reference bytes`,
        job: JOBS.resolve,
        baseline: NODE_RESOLVE,
        tasks: resolveTasks(pairs, resolve),
        unavailable,
      };
    });
  },
};
