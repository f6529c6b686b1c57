// Runs JSON-Schema-Test-Suite-shaped files (tests/<draft>/<group>.json, remotes/**) through Ajv with a given
// uriResolver, and reports every case as passed or failed, so that two resolvers can be compared case by case.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv, type Options } from "ajv";
import { Ajv2019 } from "ajv/dist/2019.js";
import { Ajv2020 } from "ajv/dist/2020.js";

export const DRAFTS = ["draft7", "draft2019-09", "draft2020-12"] as const;
export type Draft = (typeof DRAFTS)[number];
export const GROUPS = ["ref", "refRemote", "id", "anchor", "unknownKeyword"] as const;

interface SuiteTest {
  description: string;
  data: unknown;
  valid: boolean;
}
/** A case of the suite; urikit's own fixtures may add `invalidSchema: true`: compiling must fail (each test passes iff it does). */
export interface SuiteCase {
  description: string;
  schema: unknown;
  tests: SuiteTest[];
  invalidSchema?: boolean;
}

/** One test of one case: `id` is `draft/group/case/test`, unique within a suite. */
export interface Outcome {
  id: string;
  passed: boolean;
  /** Why it failed: the compile error, or the validation result that differed. */
  reason?: string;
}

function jsonFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...jsonFiles(path));
    else if (name.endsWith(".json")) files.push(path);
  }
  return files;
}

/** The remotes a draft sees at http://localhost:1234/: the shared ones and its own folder, not other drafts'. */
export function remotesFor(suite: string, draft: Draft): Array<[url: string, schema: object]> {
  const root = join(suite, "remotes");
  const out: Array<[string, object]> = [];
  for (const file of jsonFiles(root)) {
    const rel = relative(root, file).split("\\").join("/");
    const top = rel.split("/")[0];
    if (/^(draft\d|v\d)/.test(top ?? "") && top !== draft) continue;
    out.push([`http://localhost:1234/${rel}`, JSON.parse(readFileSync(file, "utf8")) as object]);
  }
  return out;
}

function makeAjv(draft: Draft, options: Options): Ajv {
  const common: Options = { strict: false, validateFormats: false, logger: false, ...options };
  if (draft === "draft2019-09") return new Ajv2019(common);
  if (draft === "draft2020-12") return new Ajv2020(common);
  return new Ajv(common);
}

/** Every test of the groups of `GROUPS` that `suite` has for `draft`, run with Ajv given `options` (e.g. uriResolver). */
export function runSuite(suite: string, draft: Draft, options: Options = {}): Outcome[] {
  const outcomes: Outcome[] = [];
  const remotes = remotesFor(suite, draft);
  // The suite keeps some groups under optional/ (ids in non-schemas, unknown keywords): both are run.
  for (const group of GROUPS.flatMap((g) => [g, `optional/${g}`])) {
    const file = join(suite, "tests", draft, `${group}.json`);
    if (!existsSync(file)) continue; // the suite has no such group for this draft (e.g. no anchor in draft 7)
    const cases = JSON.parse(readFileSync(file, "utf8")) as SuiteCase[];
    outcomes.push(...runCases(cases, `${draft}/${group}`, draft, remotes, options));
  }
  return outcomes;
}

/** Run `cases` with a fresh Ajv per case, the `remotes` added by URL; ids are prefixed with `label`. */
export function runCases(
  cases: SuiteCase[],
  label: string,
  draft: Draft,
  remotes: Array<[url: string, schema: object]>,
  options: Options = {},
): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const c of cases) {
    const ajv = makeAjv(draft, options);
    for (const [url, schema] of remotes) {
      try {
        ajv.addSchema(schema, url);
      } catch {
        // a remote whose $id another remote already took: the same for every resolver
      }
    }
    let validate: ((data: unknown) => boolean) | undefined;
    let compileError = "";
    try {
      validate = ajv.compile(c.schema as object);
    } catch (error) {
      compileError = `compile: ${(error as Error).message}`;
    }
    for (const t of c.tests) {
      const id = `${label}/${c.description}/${t.description}`;
      if (c.invalidSchema === true) {
        outcomes.push(validate === undefined ? { id, passed: true } : { id, passed: false, reason: "compiled a schema that must be refused" });
        continue;
      }
      if (validate === undefined) {
        outcomes.push({ id, passed: false, reason: compileError });
        continue;
      }
      let result: boolean;
      try {
        result = validate(t.data);
      } catch (error) {
        outcomes.push({ id, passed: false, reason: `validate: ${(error as Error).message}` });
        continue;
      }
      outcomes.push(result === t.valid ? { id, passed: true } : { id, passed: false, reason: `valid ${result}, expected ${t.valid}` });
    }
  }
  return outcomes;
}
