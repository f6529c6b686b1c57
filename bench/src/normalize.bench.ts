// normalize: string in → normalized string out (RFC 3986 §6.2.2 for urikit; each library's own notion otherwise).
import { URI, WhatwgURL, consume, core, fastUri, loadNormalize, uriJs } from "./contenders.js";
import type { NormalizeFn } from "./contenders.js";
import { acceptedByAll, doesNotThrow, realDatasets, rng, totalBytes } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { JOBS, NODE_NORMALIZE } from "./jobs.js";

/**
 * Make URLs that give a normalizer work: upper-case scheme and host, percent-encoded unreserved characters,
 * upper/lower-case hex digits, and dot-segments in the path. Deterministic.
 */
export function noisy(lines: readonly string[], seed: number): string[] {
  const random = rng(seed);
  return lines.map((line) => {
    const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i.exec(line);
    if (m === null) return line;
    let path = "";
    for (const ch of m[3]!) {
      const r = random();
      if (/[A-Za-z0-9~]/.test(ch) && r < 0.15) {
        const hex = ch.charCodeAt(0).toString(16);
        path += `%${r < 0.07 ? hex.toUpperCase() : hex}`;
      } else if (ch === "/" && r < 0.2) {
        path += r < 0.1 ? "/./" : "/x/../";
      } else {
        path += ch;
      }
    }
    return `${m[1]!.toUpperCase()}://${m[2]!.toUpperCase()}${path}`;
  });
}

/** Normalization contenders (urikit only when it is available). */
export function normalizeTasks(lines: readonly string[], normalize: NormalizeFn | undefined): TaskDef[] {
  const tasks: TaskDef[] = [];
  if (normalize !== undefined) {
    tasks.push({
      name: "urikit normalize",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            n += normalize(lines[i]!).length;
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
      name: NODE_NORMALIZE,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            n += new URL(lines[i]!).href.length;
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
        for (let i = 0; i < lines.length; i++) {
          try {
            n += new WhatwgURL(lines[i]!).href.length;
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
        for (let i = 0; i < lines.length; i++) {
          try {
            n += uriJs.normalize(lines[i]!).length;
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
        for (let i = 0; i < lines.length; i++) {
          try {
            n += fastUri.normalize(lines[i]!).length;
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
        for (let i = 0; i < lines.length; i++) {
          try {
            n += URI(lines[i]!).normalize().toString().length;
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

export const suite: Suite = {
  name: "normalize",
  description: "string in → normalized string out; new URL(s).href as the baseline (WHATWG normalizes while parsing)",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const loaded = await loadNormalize();
    const normalize = loaded.ok ? loaded.value : undefined;
    const unavailable: Record<string, string> = loaded.ok ? {} : { "urikit normalize": loaded.reason };
    const sources: [string, readonly string[]][] = [];
    for (const ds of realDatasets(ctx.limit)) sources.push([ds.name, ds.lines]);
    const first = sources[0]![1];
    sources.push([`${sources[0]![0]}-noisy`, noisy(first, 0xc0ffee)]);
    const checks: ((s: string) => boolean)[] = [
      doesNotThrow((s: string) => core.parse(s)),
      doesNotThrow((s: string) => new URL(s)),
      doesNotThrow((s: string) => new WhatwgURL(s)),
      doesNotThrow((s: string) => URI(s).normalize()),
    ];
    if (normalize !== undefined) checks.push(doesNotThrow(normalize));
    return sources.map(([name, all]) => {
      const lines = acceptedByAll(all, checks);
      return {
        name: `normalize/${name}`,
        items: lines.length,
        bytes: totalBytes(lines),
        input: `pre-filtered to the ${lines.length} of ${all.length} lines every contender accepts; every call in try/catch alike`,
        job: JOBS.normalize,
        baseline: NODE_NORMALIZE,
        tasks: normalizeTasks(lines, normalize),
        unavailable,
      };
    });
  },
};
