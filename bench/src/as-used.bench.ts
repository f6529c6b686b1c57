// as-used: the four jobs on inputs as users have them. Every line of a list, invalid ones included, each a flat
// string of its own (as a line reader gives it, not a slice of one big string), and one job per group, so that the
// contenders of a group do the same work:
//   parse     string → validated components, every component read (Node's `new URL()` also serializes: a larger job)
//   normalize string → normalized string (`new URL().href`: WHATWG's parse + serialize)
//   validate  string → boolean
//   resolve   one fixed base, many references → target string (`new URL(ref, base)` with the base `URL` made once)
import { consume, facade } from "./contenders.js";
import { flat, realDatasets, totalBytes, type Dataset } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { JOBS, NODE_NORMALIZE, NODE_RESOLVE_CACHED, NODE_SPLIT } from "./jobs.js";
import { generatePairs } from "./resolve.bench.js";


/** Every line of the dataset, each as its own flat string. */
export function linesAsRead(ds: Dataset): string[] {
  return ds.lines.map(flat);
}

function parseTasks(lines: readonly string[]): TaskDef[] {
  return [
    {
      name: "urikit tryParse",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          const c = facade.tryParse(lines[i]!);
          if (facade.UriError.is(c)) {
            n -= c.index;
            continue;
          }
          n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + (c.port?.length ?? 0);
          n += c.path.length + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
        }
        consume(n);
      },
    },
    {
      name: "urikit parse (try/catch)",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            const c = facade.parse(lines[i]!);
            n += (c.scheme?.length ?? 0) + (c.userinfo?.length ?? 0) + (c.host?.length ?? 0) + (c.port?.length ?? 0);
            n += c.path.length + (c.query?.length ?? 0) + (c.fragment?.length ?? 0);
          } catch (e) {
            n -= (e as { index: number }).index;
          }
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
  ];
}

function normalizeTasks(lines: readonly string[]): TaskDef[] {
  return [
    {
      name: "urikit tryNormalize",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          const t = facade.tryNormalize(lines[i]!);
          n += typeof t === "string" ? t.length : -1;
        }
        consume(n);
      },
    },
    {
      name: "urikit normalize (try/catch)",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            n += facade.normalize(lines[i]!).length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
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
  ];
}

const CAN_PARSE = "URL.canParse";
/** The fastest way JS has to look at every character of a string: one sticky regex over one character range. */
const REGEX_FLOOR = "floor: one sticky regex over every character (`/[!-~]*/y`, validates nothing)";
/** What handing a string to WebAssembly costs before any check: copying it out to bytes (on Node 20 and elsewhere). */
const COPY_OUT_FLOOR = "floor: copy out to bytes (`TextEncoder.encodeInto`, validates nothing)";
/** The same with the copy `isUriReference` uses on Node ≥ 22, where it is a V8 fast API call. */
const BUFFER_WRITE_FLOOR = "floor: copy out to bytes (`Buffer#write`, validates nothing)";

function validateTasks(lines: readonly string[]): TaskDef[] {
  const printable = /[!-~]*/y;
  const encoder = new TextEncoder();
  const bytes = new Uint8Array(1 << 16);
  const buffer = Buffer.from(bytes.buffer);
  return [
    {
      name: "urikit isUriReference",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (facade.isUriReference(lines[i]!)) n++;
        consume(n);
      },
    },
    {
      name: CAN_PARSE,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (URL.canParse(lines[i]!)) n++;
        consume(n);
      },
    },
    // Floors, not validators: what any check written in JS, or handed to WebAssembly, costs before it checks anything
    // (a line longer than the buffer is copied in part, which only makes that floor lower).
    {
      name: REGEX_FLOOR,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          printable.lastIndex = 0;
          if (printable.test(lines[i]!) && printable.lastIndex === lines[i]!.length) n++;
        }
        consume(n);
      },
    },
    {
      name: COPY_OUT_FLOOR,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) n += encoder.encodeInto(lines[i]!, bytes).written;
        consume(n);
      },
    },
    {
      name: BUFFER_WRITE_FLOOR,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) n += buffer.write(lines[i]!);
        consume(n);
      },
    },
  ];
}

function resolveTasks(base: string, references: readonly string[]): TaskDef[] {
  return [
    {
      name: "urikit createResolver(base).tryResolve",
      fn() {
        const resolver = facade.createResolver(base);
        let n = 0;
        for (let i = 0; i < references.length; i++) {
          const t = resolver.tryResolve(references[i]!);
          n += typeof t === "string" ? t.length : -1;
        }
        consume(n);
      },
    },
    {
      name: "urikit resolve(base, ref) (try/catch)",
      fn() {
        let n = 0;
        for (let i = 0; i < references.length; i++) {
          try {
            n += facade.resolve(base, references[i]!).length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: NODE_RESOLVE_CACHED,
      fn() {
        const baseUrl = new URL(base);
        let n = 0;
        for (let i = 0; i < references.length; i++) {
          try {
            n += new URL(references[i]!, baseUrl).href.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
  ];
}

const EVERY_LINE = "every line, invalid ones included, each a flat string of its own; no pre-filtering";

export const suite: Suite = {
  name: "as-used",
  description: "the four jobs on every line as read (invalid lines included, flat strings), one job per group",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const groups: Group[] = [];
    for (const ds of realDatasets(ctx.limit)) {
      const lines = linesAsRead(ds);
      const bytes = totalBytes(lines);
      groups.push(
        { name: `as-used/parse-${ds.name}`, items: lines.length, bytes, job: JOBS.split, input: EVERY_LINE, baseline: NODE_SPLIT, tasks: parseTasks(lines) },
        { name: `as-used/normalize-${ds.name}`, items: lines.length, bytes, job: JOBS.normalize, input: EVERY_LINE, baseline: NODE_NORMALIZE, tasks: normalizeTasks(lines) },
        { name: `as-used/validate-${ds.name}`, items: lines.length, bytes, job: JOBS.validate, input: EVERY_LINE, baseline: CAN_PARSE, tasks: validateTasks(lines) },
      );
      // One base for all references, as for the links of a page: the list's first valid absolute URI.
      const base = lines.find((line) => facade.isUri(line) && URL.canParse(line))!;
      // Pairs from a copy of the lines of their own: pairs drawn at random from `lines` itself made the garbage collector
      // move those strings into old space in that random order, so that the other groups of the list then read them
      // scattered in memory (urikit normalize 1.5× slower on userbait; a line reader's strings lie in the order read).
      const references = generatePairs(linesAsRead(ds), ctx.quick ? 2_000 : 20_000, 0x5eed + ds.name.length).map((p) => flat(p[1]));
      groups.push({
        name: `as-used/resolve-fixed-base-${ds.name}`,
        items: references.length,
        bytes: totalBytes(references),
        input: `one base (${base.length} chars) for ${references.length} references made from the list's lines, invalid ones included; Node's base URL built once`,
        job: JOBS.resolveFixedBase,
        baseline: NODE_RESOLVE_CACHED,
        tasks: resolveTasks(base, references),
      });
    }
    return groups;
  },
};
