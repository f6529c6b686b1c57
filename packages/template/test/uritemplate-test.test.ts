// The official URI Template test suite (uri-templates/uritemplate-test, Apache-2.0, copied in ./uritemplate-test
// with its licence): every case of its four files, expansion compared character for character, `false` meaning
// that parsing or expanding must throw TemplateError.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TemplateError, expandTemplate } from "@urikit/template";

type Expected = string | string[] | false;
interface Group {
  level?: number;
  variables: Record<string, unknown>;
  testcases: [string, Expected][];
}

const FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];

function outcome(template: string, variables: Record<string, unknown>): string | TemplateError {
  try {
    return expandTemplate(template, variables as never);
  } catch (e) {
    if (TemplateError.is(e)) return e;
    throw e;
  }
}

for (const file of FILES) {
  const groups = JSON.parse(readFileSync(new URL(`./uritemplate-test/${file}`, import.meta.url), "utf8")) as Record<string, Group>;
  describe(file, () => {
    for (const [title, group] of Object.entries(groups)) {
      it.each(group.testcases.map(([t, e]) => [t, e] as const))(`${title}: %s`, (template, expected) => {
        const got = outcome(template, group.variables);
        if (expected === false) expect(got).toBeInstanceOf(TemplateError);
        else if (Array.isArray(expected)) expect(expected).toContain(got);
        else expect(got).toBe(expected);
      });
    }
  });
}

it("counts the suite's cases", () => {
  const count = FILES.map((f) => JSON.parse(readFileSync(new URL(`./uritemplate-test/${f}`, import.meta.url), "utf8")) as Record<string, Group>)
    .flatMap((g) => Object.values(g))
    .reduce((n, g) => n + g.testcases.length, 0);
  expect(count).toBe(270);
});
