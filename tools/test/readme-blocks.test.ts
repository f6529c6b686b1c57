// STYLE A10, docs that are true: every fenced block of every README (root, packages/*, apps/*, bench) and of docs/*.md
// either runs here or says right before its fence why not (`<!-- not run: reason -->`).
// - ```ts and ```js blocks run against the built packages (`@urikit/<name>` resolves to packages/<name>'s exports;
//   TypeScript is stripped by the compiler's transpileModule): one Node process per README, each block its own module,
//   in order, so a later block may use what an earlier one imported only by importing it again. A `// → value`
//   comment is checked against what the expression returns, `// → throws Name code at N` against what it throws,
//   and `// prints: text` against the block's console.log lines (tools/readme-blocks.mjs has the exact rules).
// - ```sh blocks run in bash (-e, -o pipefail), ```console blocks run each `$ command` and compare its output
//   (stdout, then stderr) with the lines under it, where a shown line ending in "…" stands for any line that starts
//   with what comes before the "…" (a time, a speed).
// Each README runs in its own temporary folder (the READMEs run concurrently) holding the files of
// tools/test/readme-files/ (see its README) and a link to bench/, with `urikit` (and `npx urikit`) running the built
// CLI. The CLI's exit code 1 means "some input lines are invalid" and does not stop a block; any other failure does.
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { fencedBlocks, instrument, markdownFiles } from "../readme-blocks.mjs";

interface Block {
  lang: string;
  code: string;
  line: number;
  notRun: string | undefined;
}
interface Check {
  id: number;
  line: number;
  text: string;
  expected: { source: string } | { throws: { name: string; code?: string; index?: number; message?: string } } | undefined;
}
interface Outcome {
  shown: { id: number; value?: unknown; error?: Record<string, unknown> }[];
  printed: string[];
  error?: string;
}

const root = new URL("../../", import.meta.url).pathname;
const RUNNABLE = new Set(["ts", "js", "sh", "bash", "console"]);
const work = mkdtempSync(join(tmpdir(), "urikit-readme-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// The folder each README's blocks run in (one per README, as the READMEs run concurrently), and the `urikit` on
// their PATH.
const lines = (name: string, n: number): string => readFileSync(join(root, "bench/data", name), "utf8").split("\n").slice(0, n).join("\n") + "\n";
const urls = lines("kasztp.txt", 2000) + lines("isaacs_files.txt", 500);
function folderFor(file: string): string {
  const cwd = join(work, `cwd-${file.replaceAll("/", "_")}`);
  cpSync(join(root, "tools/test/readme-files"), cwd, { recursive: true });
  symlinkSync(join(root, "bench"), join(cwd, "bench"));
  writeFileSync(join(cwd, "urls.txt"), urls);
  writeFileSync(join(cwd, "big.txt"), urls);
  return cwd;
}
const bin = join(work, "bin");
mkdirSync(bin);
const cli = join(root, "apps/cli/bin/urikit.js");
writeFileSync(
  join(bin, "urikit"),
  `#!/bin/sh\n# exit code 1 is "some lines are invalid": the block goes on\n"${process.execPath}" "${cli}" "$@"\ncode=$?\n[ "$code" = 1 ] && exit 0\nexit "$code"\n`,
);
writeFileSync(join(bin, "npx"), `#!/bin/sh\n[ "$1" = "--yes" ] && shift\nif [ "$1" = urikit ]; then shift; exec urikit "$@"; fi\necho "npx $1: only npx urikit runs in README blocks" >&2\nexit 127\n`);
chmodSync(join(bin, "urikit"), 0o755);
chmodSync(join(bin, "npx"), 0o755);
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, NO_COLOR: "1", FORCE_COLOR: "0" };

/** `actual` against a shown value: "…" keys and elements allow more; otherwise equal (undefined = absent). */
function differs(actual: unknown, expected: unknown, path = "value"): string | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    const more = expected.at(-1) === "…";
    const shown = more ? expected.slice(0, -1) : expected;
    if (more ? actual.length < shown.length : actual.length !== shown.length) return `${path}: length ${actual.length}, shown ${shown.length}${more ? " or more" : ""}`;
    for (let i = 0; i < shown.length; i++) {
      const d = differs(actual[i], shown[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    const a = actual as Record<string, unknown>;
    const e = expected as Record<string, unknown>;
    const more = "…" in e;
    const keys = new Set([...Object.keys(e).filter((k) => k !== "…"), ...(more ? [] : Object.keys(a))]);
    for (const key of keys) {
      const d = differs(a[key], e[key], `${path}.${key}`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  return Object.is(actual, expected) ? undefined : `${path}: got ${JSON.stringify(actual)}, shown ${JSON.stringify(expected)}`;
}

/** Undoes readme-run.mjs's encoding where a shown value could tell the difference. */
function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value === null || typeof value !== "object") return value;
  const v = value as Record<string, unknown>;
  if (v.$ === "undefined") return undefined;
  if (v.$ === "bigint") return BigInt(v.value as string);
  if (v.$ === "number") return Number(v.value);
  if (v.$ === "map") return new Map((v.entries as unknown[][]).map(([k, x]) => [decode(k), decode(x)]));
  if (v.$ === "set") return new Set((v.values as unknown[]).map(decode));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]));
}

/** Runs a program; resolves to its exit code and output (stderr after stdout), never rejects. */
function run(command: string, args: string[], cwd: string): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    execFile(command, args, { cwd, env, encoding: "utf8", timeout: 60_000, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      const gap = stdout !== "" && !stdout.endsWith("\n") ? "\n" : "";
      const status = error === null ? 0 : typeof error.code === "number" ? error.code : null;
      done({ status, output: `${stdout}${gap}${stderr}` });
    });
  });
}

/** Runs the ts/js blocks of one README in one Node process; returns each block's outcome. */
async function runScripts(file: string, blocks: { code: string }[], cwd: string): Promise<Outcome[]> {
  const dir = join(work, file.replaceAll("/", "_"));
  mkdirSync(dir);
  const modules = blocks.map((b, n) => {
    const path = join(dir, `block-${n + 1}.mjs`);
    const js = ts.transpileModule(b.code, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true },
    }).outputText;
    writeFileSync(path, js);
    return path;
  });
  const job = join(dir, "job.json");
  const out = join(dir, "out.json");
  writeFileSync(job, JSON.stringify({ root: root.replace(/\/$/, ""), from: join(root, dirname(file)), blocks: dir, cwd, modules, out }));
  const { status, output } = await run(process.execPath, [join(root, "tools/readme-run.mjs"), job], cwd);
  if (status !== 0) throw new Error(`node tools/readme-run.mjs failed (${status}):\n${output}`);
  return JSON.parse(readFileSync(out, "utf8")) as Outcome[];
}

/** Runs a shell command line in the README's folder; returns its exit code and output (stderr after stdout). */
const shell = (script: string, cwd: string): Promise<{ status: number | null; output: string }> => run("bash", ["-e", "-o", "pipefail", "-c", script], cwd);

const trimLines = (text: string): string => text.split("\n").map((l) => l.trimEnd()).join("\n").replace(/\n+$/, "");

// The CLI must be built (turbo's test task depends on ^build; `pnpm test` builds first).
execFileSync(process.execPath, [cli, "--version"], { encoding: "utf8" });

let blocksRun = 0;
let blocksMarked = 0;

describe.concurrent.each(markdownFiles() as string[])("%s", (file) => {
  const blocks = fencedBlocks(readFileSync(join(root, file), "utf8")) as Block[];
  let folder: string | undefined;
  const cwd = (): string => (folder ??= folderFor(file));
  for (const b of blocks) {
    if (b.notRun === undefined) blocksRun++;
    else blocksMarked++;
  }

  it("every code block runs or says why not", ({ expect }) => {
    for (const b of blocks) {
      if (b.notRun !== undefined) expect(b.notRun.split(" ").length, `line ${b.line}: a reason in words`).toBeGreaterThanOrEqual(3);
      else expect(RUNNABLE.has(b.lang), `line ${b.line}: a \`\`\`${b.lang} block must be marked <!-- not run: reason -->`).toBe(true);
    }
  });

  const scripts = blocks.filter((b) => b.notRun === undefined && (b.lang === "ts" || b.lang === "js"));
  if (scripts.length > 0) {
    it(`its ${scripts.length} TypeScript/JavaScript block(s) run, and each shown value holds`, async ({ expect }) => {
      const instrumented = scripts.map((b) => instrument(ts, b.code) as { code: string; checks: Check[]; orphans: number[]; prints: string[] });
      const outcomes = await runScripts(file, instrumented, cwd());
      for (const [n, b] of scripts.entries()) {
        const where = (line: number): string => `${file}:${b.line + line}`;
        const { checks, orphans, prints } = instrumented[n]!;
        const outcome = outcomes[n]!;
        expect(orphans.map(where), "a // → that follows no expression statement").toEqual([]);
        expect(outcome.error, `${file}:${b.line}: the block threw`).toBeUndefined();
        for (const check of checks) {
          expect(check.expected, `${where(check.line)}: "// → ${check.text}" shows no value`).toBeDefined();
          const got = outcome.shown.find((s) => s.id === check.id);
          expect(got, `${where(check.line)}: never ran`).toBeDefined();
          const e = check.expected!;
          if ("throws" in e) {
            expect(got!.error, `${where(check.line)}: expected a throw, returned ${JSON.stringify(got!.value)}`).toBeDefined();
            const { name, code, index, message } = e.throws;
            expect(got!.error!.name, where(check.line)).toBe(name);
            if (message !== undefined) expect(got!.error!.message, where(check.line)).toBe(message);
            if (code !== undefined) expect(got!.error!.code, where(check.line)).toBe(code);
            if (index !== undefined) expect(got!.error!.index, where(check.line)).toBe(index);
          } else {
            expect(got!.error, `${where(check.line)}: threw`).toBeUndefined();
            const expected = new Function(`"use strict"; return (${e.source});`)() as unknown;
            const d = differs(decode(got!.value), expected);
            expect(d, `${where(check.line)}: ${check.text}`).toBeUndefined();
          }
        }
        if (prints.length > 0) expect(outcome.printed, `${file}:${b.line}: console.log lines`).toEqual(prints);
      }
    }, 60_000);
  }

  const commands = blocks.filter((b) => b.notRun === undefined && (b.lang === "sh" || b.lang === "bash" || b.lang === "console"));
  if (commands.length > 0) {
    it(`its ${commands.length} shell block(s) run, and each shown output is the output`, async ({ expect }) => {
      for (const b of commands) {
        if (b.lang !== "console") {
          const { status, output } = await shell(b.code, cwd());
          expect(status, `${file}:${b.line}:\n${output}`).toBe(0);
          continue;
        }
        // ```console: "$ command" lines, each followed by its output.
        const steps: { command: string; line: number; output: string[] }[] = [];
        b.code.split("\n").forEach((l, n) => {
          if (l.startsWith("$ ")) steps.push({ command: l.slice(2), line: b.line + n + 1, output: [] });
          else steps.at(-1)?.output.push(l);
        });
        expect(steps.length, `${file}:${b.line}: a console block shows $ commands`).toBeGreaterThan(0);
        for (const step of steps) {
          const { status, output } = await shell(step.command, cwd());
          expect(status, `${file}:${step.line}: ${step.command}\n${output}`).toBe(0);
          const got = trimLines(output).split("\n");
          const shown = trimLines(step.output.join("\n")).split("\n");
          const matched = got.map((line, i) => (shown[i]?.endsWith("…") && line.startsWith(shown[i]!.slice(0, -1)) ? shown[i]! : line));
          expect(matched.join("\n"), `${file}:${step.line}: ${step.command}`).toBe(shown.join("\n"));
        }
      }
    }, 60_000);
  }
});

describe("README blocks in all", () => {
  it("most blocks run", () => {
    expect(blocksRun).toBeGreaterThan(blocksMarked);
  });
});
