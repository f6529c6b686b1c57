// STYLE A10: the ```ts blocks of the README run here against the built package. A line `// → value` (continued
// by the `//` lines after it) gives the value of the statement above it (deep equality); import lines are dropped.
import { readFileSync } from "node:fs";
import * as html from "@urikit/html";
import { describe, expect, it } from "vitest";

const markdown = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const blocks = [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);

/** The (statement, expected value) pairs of a block. */
function checks(block: string): [string, string][] {
  const out: [string, string][] = [];
  const lines = block.split("\n").filter((line) => !line.startsWith("import "));
  let code: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith("// →")) {
      code.push(lines[i]!);
      continue;
    }
    const expected = [lines[i]!.slice(4)];
    while (i + 1 < lines.length && lines[i + 1]!.startsWith("//")) expected.push(lines[++i]!.slice(2));
    out.push([code.join("\n").trim().replace(/;$/, ""), expected.join("\n")]);
    code = [];
  }
  return out;
}

describe("packages/html/README.md", () => {
  it("has examples with results", () => {
    expect(blocks.flatMap(checks).length).toBeGreaterThan(1);
  });
  it.each(blocks.map((b, k) => [k + 1, b] as const))("block %i: every → holds", (_, block) => {
    const names = Object.keys(html);
    const values = names.map((k) => (html as Record<string, unknown>)[k]);
    for (const [statement, expected] of checks(block)) {
      const actual: unknown = new Function(...names, `return (${statement});`)(...values);
      expect(actual, statement.slice(0, 60)).toEqual(new Function(`return (${expected});`)());
    }
  });
});
