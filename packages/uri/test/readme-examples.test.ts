// STYLE A10: the code blocks of the query, builder, template and file READMEs run here against the built facade.
// In a ```ts block, a line `expr; // → value` checks that `expr` equals `value` (deep equality), and
// `expr; // → throws Name` that it throws an error whose name is Name; other lines run as they are; import lines
// are dropped (every name comes from @urikit/uri).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as uri from "@urikit/uri";

const READMES = ["query", "builder", "template", "file"];

function blocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

function program(block: string): string {
  return block
    .split("\n")
    .filter((line) => !line.startsWith("import "))
    .map((line, n) => {
      const m = /^(.*?);?\s*\/\/ → (.*)$/.exec(line);
      if (m === null) return line;
      const [, expr, expected] = m;
      const thrown = /^throws (\w+)$/.exec(expected!);
      if (thrown !== null) return `__throws(() => (${expr}), ${JSON.stringify(thrown[1])}, ${n + 1});`;
      return `__check(${expr}, ${expected}, ${n + 1});`;
    })
    .join("\n");
}

describe.each(READMES)("packages/%s/README.md", (name) => {
  const markdown = readFileSync(new URL(`../../${name}/README.md`, import.meta.url), "utf8");
  const found = blocks(markdown);
  it("has examples with results", () => {
    expect(found.join("").match(/\/\/ →/g)?.length ?? 0).toBeGreaterThan(3);
  });
  it.each(found.map((b, k) => [k + 1, b] as const))("block %i runs and every → holds", (_, block) => {
    let checks = 0;
    const __check = (actual: unknown, expected: unknown, line: number): void => {
      checks++;
      expect(actual, `line ${line}`).toEqual(expected);
    };
    const __throws = (f: () => unknown, errorName: string, line: number): void => {
      checks++;
      expect(f, `line ${line}`).toThrow();
      try {
        f();
      } catch (e) {
        expect((e as Error).name, `line ${line}`).toBe(errorName);
      }
    };
    const names = Object.keys(uri);
    new Function("__check", "__throws", ...names, program(block))(__check, __throws, ...names.map((k) => (uri as Record<string, unknown>)[k]));
    expect(checks).toBeGreaterThan(0);
  });
});
