// The README's examples, run (STYLE A10): every line `expression; // → value` of a ```ts block (not marked "not
// runnable") is evaluated against the built package, and the value after "→" is compared with what it returns.
// A value that is an object literal written in part (with "…") is compared as a subset of the result.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as security from "../src/index.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]).filter((b) => !b.startsWith("// not runnable"));

interface Example {
  expression: string;
  expected: string;
}

function examples(): Example[] {
  const out: Example[] = [];
  for (const block of blocks) {
    for (const line of block.split("\n")) {
      const m = /^(?!\/\/)(.+?);\s*\/\/ → (.+)$/.exec(line);
      if (m === null) continue;
      // a trailing "(…)" is a remark, not part of the value
      const expected = m[2].replace(/\s+\([^()]*\)$/, "").replace(/: a registered name.*$/, "");
      out.push({ expression: m[1], expected });
    }
  }
  return out;
}

const scope = { ...security, base: "https://app.example/login" };
const run = (code: string): unknown => new Function(...Object.keys(scope), `return (${code});`)(...Object.values(scope));

describe("README examples (STYLE A10)", () => {
  const cases = examples();
  it("there are examples to run", () => expect(cases.length).toBeGreaterThanOrEqual(12));
  it.each(cases.map((c) => [c.expression, c] as const))("%s", (_, c) => {
    const got = run(c.expression);
    const partial = c.expected.includes("…");
    const literal = partial ? c.expected.replace(/,?\s*…\s*/g, " ").replace(/(\w+): ([a-z-]+(?:\[[^\]]*\])?)(?=[,\s}])/g, (all, key: string, value: string) => (/^(true|false|null|undefined)$/.test(value) || /^\d/.test(value) ? all : `${key}: undefined`)) : c.expected;
    const want = run(literal);
    if (partial) expect(got).toMatchObject(JSON.parse(JSON.stringify(want)) as object);
    else expect(got).toEqual(want);
  });
});
