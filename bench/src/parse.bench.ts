// parse: string in → all seven components out, one call per URI, over each real URL list. The group's job is
// "validate and split"; Node's URL, whatwg-url and the peers' default (normalizing) parse do more, and say so.
// Each task reads the fields in its own loop (no shared helper), so no contender pays for another's object shapes
// at a shared, megamorphic property access.
import { APPENDIX_B, URI, UrlParse, WhatwgURL, compat, consume, core, facade, fastUri, uriJs } from "./contenders.js";
import { acceptedByAll, doesNotThrow, realDatasets, totalBytes } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import {
  COMPAT_PARSE,
  FASTURI_NORMALIZING,
  FASTURI_SPLIT,
  JOBS,
  NODE_SPLIT,
  PARSE_KEPT_NODE,
  URIJS_NORMALIZING,
  URIJS_SPLIT,
  WHATWG_SPLIT,
  APPENDIX_B_SPLIT,
  URIJS_LENIENT_SPLIT,
  URLPARSE_SPLIT,
} from "./jobs.js";

/** Node's `new URL()` under its own name, for the groups (ip) where it does the group's job. */
export const NODE_URL = "new URL()";

/** The peers' parse options with the least normalization they allow (neither can skip its encoding pass). */
const LEAST_NORMALIZATION = { unicodeSupport: true } as const;

/** The parse contenders over `lines` (which every throwing contender accepts). */
export function parseTasks(lines: readonly string[]): TaskDef[] {
  return [
    {
      name: "urikit parse (core, TS)",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = core.parse(lines[i]!);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: "urikit parse (facade)",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = facade.parse(lines[i]!);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    // The same components read in a second loop over the kept results: the objects escape, so neither side's object
    // can be optimised away (measured at 1.1–1.4× when they were not kept).
    {
      name: "urikit parse (core, TS), results kept",
      fn() {
        const kept: (ReturnType<typeof core.parse> | undefined)[] = new Array(lines.length);
        for (let i = 0; i < lines.length; i++) {
          try {
            kept[i] = core.parse(lines[i]!);
          } catch {
            kept[i] = undefined;
          }
        }
        let n = 0;
        for (let i = 0; i < kept.length; i++) {
          const c = kept[i];
          if (c === undefined) continue;
          n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
          n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
        }
        consume(n);
      },
    },
    {
      name: PARSE_KEPT_NODE,
      fn() {
        const kept: (URL | undefined)[] = new Array(lines.length);
        for (let i = 0; i < lines.length; i++) {
          try {
            kept[i] = new URL(lines[i]!);
          } catch {
            kept[i] = undefined;
          }
        }
        let n = 0;
        for (let i = 0; i < kept.length; i++) {
          const u = kept[i];
          if (u === undefined) continue;
          n += u.protocol.length + u.username.length + u.password.length + u.hostname.length;
          n += u.port.length + u.pathname.length + u.search.length + u.hash.length;
        }
        consume(n);
      },
    },
    {
      name: NODE_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const u = new URL(lines[i]!);
            n += u.protocol.length + u.username.length + u.password.length + u.hostname.length;
            n += u.port.length + u.pathname.length + u.search.length + u.hash.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: WHATWG_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const u = new WhatwgURL(lines[i]!);
            n += u.protocol.length + u.username.length + u.password.length + u.hostname.length;
            n += u.port.length + u.pathname.length + u.search.length + u.hash.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: URIJS_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = uriJs.parse(lines[i]!, LEAST_NORMALIZATION);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: URIJS_NORMALIZING,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = uriJs.parse(lines[i]!);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: FASTURI_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = fastUri.parse(lines[i]!, LEAST_NORMALIZATION);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: FASTURI_NORMALIZING,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = fastUri.parse(lines[i]!);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: COMPAT_PARSE,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = compat.parse(lines[i]!);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + String(c.port ?? "").length;
            n += (c.path?.length ?? 0) + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: URLPARSE_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const u = new UrlParse(lines[i]!, {});
            n += u.protocol.length + u.username.length + u.password.length + u.hostname.length;
            n += u.port.length + u.pathname.length + u.query.length + u.hash.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: URIJS_LENIENT_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const u = URI(lines[i]!);
            n += u.protocol().length + u.username().length + u.password().length + u.hostname().length;
            n += u.port().length + u.path().length + u.query().length + u.fragment().length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: APPENDIX_B_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          const m = APPENDIX_B.exec(lines[i]!);
          if (m === null) {
            n--;
            continue;
          }
          n += (m[2]?.length ?? 0) + (m[4]?.length ?? 0) + m[5]!.length + (m[7]?.length ?? 0) + (m[9]?.length ?? 0);
        }
        consume(n);
      },
    },
  ];
}

const parseable = new WeakMap<readonly string[], string[]>();

/** Lines every throwing parse contender accepts: urikit, `new URL()`, whatwg-url, urijs (memoised per list). */
export function parseableByAll(lines: readonly string[]): string[] {
  const hit = parseable.get(lines);
  if (hit !== undefined) return hit;
  const out = acceptedByAll(lines, [
    doesNotThrow((s: string) => core.parse(s)),
    doesNotThrow((s: string) => new URL(s)),
    doesNotThrow((s: string) => new WhatwgURL(s)),
    doesNotThrow((s: string) => URI(s)),
  ]);
  parseable.set(lines, out);
  return out;
}

export const suite: Suite = {
  name: "parse",
  description: "string in → all components out (new URL: the eight fields read; urikit: parse())",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    return realDatasets(ctx.limit).map((ds) => {
      const lines = parseableByAll(ds.lines);
      return {
        name: `parse/${ds.name}`,
        items: lines.length,
        bytes: totalBytes(lines),
        job: JOBS.split,
        input: `pre-filtered to the ${lines.length} of ${ds.lines.length} lines every contender accepts; every call in try/catch alike`,
        baseline: NODE_SPLIT,
        tasks: parseTasks(lines),
      };
    });
  },
};
