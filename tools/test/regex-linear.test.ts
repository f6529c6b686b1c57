// Every regular expression written in the sources of the packages and the CLI, checked by recheck (a ReDoS checker
// of published standing: an automaton analysis for the regexes it can model, and a fuzzer of attack strings for the
// rest, both outside this project): none may take polynomial or exponential time. A backtracking engine answers in
// time linear in the input only when no part of the text can be matched two ways that a later failure retries; one
// such regex (a "." of the plainly-normal path, matched by two alternatives) took 2^n steps for n "a.", and
// recheck finds it at once. The regexes a package builds at run time are checked where they are built (the URI
// Template matcher takes a linear matcher where its regex would not be linear: packages/template/test).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { check } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;

/** The .ts files of `dir` and below, tests left out. */
function sources(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** Each regex literal of `file`: its pattern and flags, where it stands. */
function regexLiterals(file: string): { pattern: string; flags: string; where: string }[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { pattern: string; flags: string; where: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const slash = literal.lastIndexOf("/");
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ pattern: literal.slice(1, slash), flags: literal.slice(slash + 1), where: `${file.slice(root.length)}:${line + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Sticky regexes that recheck reports but that cannot fail, so never backtrack: every part is optional or starred,
 * and the engine's first path through them succeeds. recheck's attack assumes a failure at the end (a search).
 */
const NEVER_FAILS = new Set([
  // core's authority split (AUTHORITY_SPLIT): its attack, "[" + ":".repeat(n) + "#", takes linear time from its start.
  String.raw`(?:([^\/?#@]*)[@])?([\[][^\/?#\]]*(?:[\]][^\/?#:]*)?|[^\/?#:]*)(?:[:]([^\/?#]*))?`,
]);

/**
 * recheck's options: its own limits, counted in steps of its matching VM, and no limit in wall-clock time but the
 * whole check's. Its defaults also stop seeding, incubation and each attack after 100, 250 and 1,000 ms, and an
 * attack that runs out of time counts as a success: on a loaded machine (two test forks and their child processes
 * on two cores) a linear regex was then reported "polynomial" now and then. Counted in steps, with its fixed seed,
 * the verdict is the same on every run.
 */
const CHECK_OPTIONS = { timeout: 20_000, seedingTimeout: null, incubationTimeout: null, attackTimeout: null } as const;

const dirs = readdirSync(join(root, "packages")).map((name) => `packages/${name}/src`);
const literals = [...dirs, "apps/cli/src"].flatMap((dir) => sources(dir)).flatMap(regexLiterals);
const unique = new Map<string, { pattern: string; flags: string; where: string }>();
for (const literal of literals) if (!unique.has(`/${literal.pattern}/${literal.flags}`)) unique.set(`/${literal.pattern}/${literal.flags}`, literal);

describe("regexes of the sources run in linear time (recheck)", () => {
  it("finds the regexes, the generated grammar's among them", () => {
    expect(unique.size).toBeGreaterThan(50);
    expect(literals.some((l) => l.where.startsWith("packages/core/src/generated/grammar.ts"))).toBe(true);
    expect(literals.some((l) => l.where.startsWith("packages/normalizer/src/generated/plainly-normal.ts"))).toBe(true);
  });

  it.each([...unique.values()].map((l) => [l.where, l] as const))("%s", async (_, { pattern, flags }) => {
    const result = await check(pattern, flags, CHECK_OPTIONS);
    const verdict = result.status === "vulnerable" ? `${result.complexity.type}: ${result.attack.pattern}` : "not vulnerable";
    if (NEVER_FAILS.has(pattern)) {
      // The attack needs the match to fail; this regex cannot: sticky, it matches at its first attempt.
      expect(flags).toContain("y");
      expect(new RegExp(pattern, flags).exec("\0")?.index).toBe(0);
    } else {
      // "unknown": recheck cannot model the regex (Unicode property classes) and its fuzzer found nothing.
      expect(verdict).toBe("not vulnerable");
    }
  }, 60_000);

  it("finds the exponential regex the plainly-normal path had", async () => {
    const before = String.raw`^[a-z]+:(?:\/\/[a-z]*(?=\/)|(?!\/\/))[!$&-\-0-9;=@-Z_a-z~]*(?:(?:%[0-9A-F]{2}|(?<!\/)\.|\.(?!\.?(?:[\/?#]|$)))[!$&-\-0-9;=@-Z_a-z~]*)*$`;
    const result = await check(before, "", CHECK_OPTIONS);
    expect(result.status).toBe("vulnerable");
  }, 60_000);
});
