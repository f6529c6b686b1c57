// validate: string in → boolean out, over every line of each real URL list (nothing filtered).
import { consume, core, facade, fastUri, uriJs, whatwgParseURL } from "./contenders.js";
import { realDatasets } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { FASTURI_VALID, JOBS, NODE_VALIDATE, URIJS_VALID, WHATWG_VALID } from "./jobs.js";

/** One validator: a name and a boolean predicate. Each task gets its own loop so no call site is shared. */
export function validateTasks(lines: readonly string[]): TaskDef[] {
  const count = (ok: (s: string) => boolean): number => lines.reduce((n, s) => (ok(s) ? n + 1 : n), 0);
  const nodeUrlOk = (s: string): boolean => {
    try {
      new URL(s);
      return true;
    } catch {
      return false;
    }
  };
  return [
    {
      name: "urikit isUriReference (core, TS)",
      accepted: count(core.isUriReference),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (core.isUriReference(lines[i]!)) n++;
        consume(n);
      },
    },
    {
      name: "urikit isUriReference (facade)",
      accepted: count(facade.isUriReference),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (facade.isUriReference(lines[i]!)) n++;
        consume(n);
      },
    },
    {
      name: "urikit isUri (facade)",
      accepted: count(facade.isUri),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (facade.isUri(lines[i]!)) n++;
        consume(n);
      },
    },
    {
      name: "URL.canParse()",
      accepted: count((s) => URL.canParse(s)),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (URL.canParse(lines[i]!)) n++;
        consume(n);
      },
    },
    {
      name: NODE_VALIDATE,
      accepted: count(nodeUrlOk),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            new URL(lines[i]!);
            n++;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: WHATWG_VALID,
      accepted: count((s) => whatwgParseURL(s) !== null),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (whatwgParseURL(lines[i]!) !== null) n++;
        consume(n);
      },
    },
    {
      name: URIJS_VALID,
      accepted: count((s) => uriJs.parse(s).error === undefined),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (uriJs.parse(lines[i]!).error === undefined) n++;
        consume(n);
      },
    },
    {
      name: FASTURI_VALID,
      accepted: count((s) => fastUri.parse(s).error === undefined),
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (fastUri.parse(lines[i]!).error === undefined) n++;
        consume(n);
      },
    },
  ];
}

export const suite: Suite = {
  name: "validate",
  description: "string in → boolean out (urikit is*, URL.canParse, parse-and-check-error for the others)",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    return realDatasets(ctx.limit).map((ds) => ({
      name: `validate/${ds.name}`,
      items: ds.lines.length,
      bytes: ds.textBytes,
      input: "every line, nothing filtered (the validators differ: RFC 3986 vs WHATWG); `new URL()` in try/catch",
      job: JOBS.validate,
      baseline: NODE_VALIDATE,
      tasks: validateTasks(ds.lines),
    }));
  },
};
