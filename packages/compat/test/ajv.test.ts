// urikit as Ajv's `uriResolver`, against Ajv's default (fast-uri), case by case: urikit must pass every case the
// default passes, except the cases listed in EXCEPTIONS with a reason. Runs urikit's own $id/$ref fixtures
// (test/fixtures, in the JSON-Schema-Test-Suite format) and the JSON-Schema-Test-Suite's own groups ref, refRemote,
// id, anchor and unknownKeyword, vendored with its licence in test/json-schema-test-suite (provenance in its README).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { uriResolver } from "@urikit/compat";
import type { Options } from "ajv";
import { describe, expect, it } from "vitest";
import { DRAFTS, type Draft, type Outcome, type SuiteCase, remotesFor, runCases, runSuite } from "./ajv-harness.js";

const fixtures = fileURLToPath(new URL("./fixtures", import.meta.url));
const cases = JSON.parse(readFileSync(`${fixtures}/uri-cases.json`, "utf8")) as SuiteCase[];
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

interface Source {
  name: string;
  run(draft: Draft, options?: Options): Outcome[];
}
const suite = fileURLToPath(new URL("./json-schema-test-suite", import.meta.url));
const sources: Source[] = [
  { name: "urikit fixtures", run: (d, o) => runCases(cases, `${d}/uri`, d, remotesFor(fixtures, d), o) },
  { name: "JSON-Schema-Test-Suite", run: (d, o) => runSuite(suite, d, o) },
];

/** Cases that fast-uri passes and urikit does not, by id, with the reason. None today (see the README). */
const EXCEPTIONS: Record<string, string> = {};

describe.each(sources)("Ajv with uriResolver: urikit vs fast-uri on $name", ({ name, run }) => {
  it.each(DRAFTS)("%s: urikit passes every case that fast-uri passes, and the README has the counts", (draft) => {
    let calls = 0;
    const counted = {
      parse: (uri: string) => (calls++, uriResolver.parse(uri)),
      resolve: (base: string, ref: string) => (calls++, uriResolver.resolve(base, ref)),
      serialize: uriResolver.serialize,
    };
    const byDefault = run(draft);
    const byUrikit = run(draft, { uriResolver: counted });
    expect(calls).toBeGreaterThan(0); // Ajv really asked urikit
    expect(byUrikit.map((o) => o.id)).toEqual(byDefault.map((o) => o.id));
    const urikitPassed = new Set(byUrikit.filter((o) => o.passed).map((o) => o.id));
    const regressions = byDefault
      .filter((o) => o.passed && !urikitPassed.has(o.id) && EXCEPTIONS[o.id] === undefined)
      .map((o) => `${o.id}: ${byUrikit.find((u) => u.id === o.id)?.reason}`);
    expect(regressions).toEqual([]);
    const row = `| ${name} | ${draft} | ${byDefault.length} | ${byDefault.filter((o) => o.passed).length} | ${urikitPassed.size} |`;
    expect(readme).toContain(row);
  }, 120_000);
});

describe("urikit's own fixtures", () => {
  it.each(DRAFTS)("%s: urikit passes all of them (they are written from RFC 3986, not from either resolver)", (draft) => {
    const failed = runCases(cases, `${draft}/uri`, draft, remotesFor(fixtures, draft), { uriResolver }).filter((o) => !o.passed);
    expect(failed).toEqual([]);
  });
});
