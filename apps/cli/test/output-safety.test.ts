// The CLI never destroys a user's file. Every argument is checked and every input opened before
// the output is touched; `-o FILE` is written beside FILE and renamed into place only when the run completes.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const root = temporaryDirectory("urikit-safety-");
let dirs = 0;

function run(args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** A fresh directory with an input file and an output file that holds something worth keeping. */
function scene(): { dir: string; input: string; html: string; output: string } {
  const dir = join(root, `case-${dirs++}`);
  mkdirSync(dir);
  const input = join(dir, "urls.txt");
  writeFileSync(input, "http://a/b\nHTTP://A/./c\nx y\n");
  const html = join(dir, "page.html");
  writeFileSync(html, '<a href="/x">x</a> see <http://example.com/> ');
  const output = join(dir, "rows.tsv");
  writeFileSync(output, "PRECIOUS\n");
  return { dir, input, html, output };
}

/** An empty directory inside a scene's directory (not a leftover of the run: `leftovers` skips it). */
function emptyDirectory(dir: string): string {
  const empty = join(dir, "empty");
  mkdirSync(empty);
  return empty;
}

/** Files a run left behind besides the ones the scene made. */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => !["urls.txt", "page.html", "rows.tsv", "empty"].includes(name));
}

const BASE = "http://a/b/c/d;p?q";

describe("a refused run leaves -o FILE as it was", () => {
  const cases: Array<[string, (s: ReturnType<typeof scene>) => string[], number, RegExp]> = [
    ["an unknown --format", (s) => ["split", "--format", "bogus", "-o", s.output, s.input], 2, /--format is one of/],
    ["an unknown field", (s) => ["split", "--fields", "line,nope", "-o", s.output, s.input], 2, /unknown field "nope"/],
    ["a bad --workers", (s) => ["split", "--workers", "0", "-o", s.output, s.input], 2, /--workers needs a whole number/],
    ["a bad --engine", (s) => ["validate", "--engine", "gpu", "-o", s.output, s.input], 2, /--engine is one of/],
    ["an unknown option", (s) => ["normalize", "--frobnicate", "-o", s.output, s.input], 2, /Unknown option/],
    ["an option of another command", (s) => ["split", "--abbreviated", "-o", s.output, s.input], 2, /--abbreviated applies to extract only/],
    ["a line option given to links", (s) => ["links", "--range", "0:9", "-o", s.output, s.html], 2, /--range applies to split, validate, normalize, resolve and relativize/],
    ["a missing --base", (s) => ["resolve", "-o", s.output, s.input], 2, /--base URI is required/],
    ["a relative --base", (s) => ["relativize", "--base", "/rel", "-o", s.output, s.input], 2, /--base must be an absolute URI/],
    ["a bad --base for links", (s) => ["links", "--base", "x y", "-o", s.output, s.html], 2, /--base must be an absolute URI/],
    ["a missing input", (s) => ["split", "-o", s.output, join(s.dir, "nonexistent.txt")], 3, /cannot read ".*nonexistent.txt": no such file or directory/],
    ["a missing second input", (s) => ["normalize", "-o", s.output, s.input, join(s.dir, "gone.txt")], 3, /no such file or directory/],
    ["a directory as input", (s) => ["validate", "-o", s.output, s.dir], 3, /cannot read ".*": it is a directory/],
    ["a missing input for extract", (s) => ["extract", "-o", s.output, join(s.dir, "none.txt")], 3, /no such file or directory/],
    ["a directory with no page for links", (s) => ["links", "-o", s.output, emptyDirectory(s.dir)], 2, /holds no \.html, \.htm or \.xhtml page/],
    ["parse without a URI", (s) => ["parse", "-o", s.output], 2, /parse needs at least one URI/],
  ];
  it.each(cases)("%s", (_, args, code, message) => {
    const s = scene();
    const result = run(args(s), "");
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/ENOENT|EISDIR|errno/);
    expect(readFileSync(s.output, "utf8")).toBe("PRECIOUS\n");
    expect(leftovers(s.dir)).toEqual([]);
  });
});

describe("a completed run replaces -o FILE with exactly what stdout would have shown", () => {
  const commands: Array<[string, (s: ReturnType<typeof scene>) => string[], number]> = [
    ["split", (s) => ["split", s.input], 1],
    ["validate", (s) => ["validate", s.input], 1],
    ["normalize", (s) => ["normalize", s.input], 1],
    ["resolve", (s) => ["resolve", "--base", BASE, s.input], 1],
    ["relativize", (s) => ["relativize", "--base", BASE, s.input], 1],
    ["extract", (s) => ["extract", s.html], 0],
    ["links", (s) => ["links", "--base", BASE, s.html], 0],
    ["parse", () => ["parse", "--json", "http://a/", "x y"], 1],
  ];
  it.each(commands)("%s", (_, args, code) => {
    const s = scene();
    chmodSync(s.output, 0o640);
    const toStdout = run(args(s));
    const toFile = run([...args(s), "-o", s.output]);
    expect(toFile.code).toBe(code);
    expect(toStdout.code).toBe(code);
    expect(toStdout.stdout.length).toBeGreaterThan(0);
    expect(toFile.stdout).toBe("");
    expect(readFileSync(s.output, "utf8")).toBe(toStdout.stdout);
    expect(statSync(s.output).mode & 0o777).toBe(0o640); // the old file's mode is kept
    expect(leftovers(s.dir)).toEqual([]);
  });

  it("writes through a symlink onto the file it points at, keeping the link", () => {
    const s = scene();
    const link = join(s.dir, "link.tsv");
    symlinkSync(s.output, link);
    expect(run(["normalize", "-o", link, s.input]).code).toBe(1);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(s.output);
    // the invalid line "x y" is written as it was (normalize never loses a line's text)
    expect(readFileSync(s.output, "utf8")).toBe("http://a/b\nhttp://a/c\nx y\n");
  });

  it("can write over its own input", () => {
    const s = scene();
    expect(run(["normalize", "-o", s.input, s.input]).code).toBe(1);
    expect(readFileSync(s.input, "utf8")).toBe("http://a/b\nhttp://a/c\nx y\n"); // in place: the invalid line kept
    expect(leftovers(s.dir)).toEqual([]);
  });

  it("writes to a device such as /dev/null without replacing it", () => {
    const result = run(["split", "-o", "/dev/null", "-"], "http://a/\n");
    expect(result.code).toBe(0);
    expect(statSync("/dev/null").isCharacterDevice()).toBe(true);
  });

  it("exits 4 when a write fails mid-run (a full device), naming the reason in words", () => {
    const result = run(["split", "-o", "/dev/full", "-"], "http://a/\n");
    expect(result.code).toBe(4);
    expect(result.stderr).toMatch(/cannot write "\/dev\/full": no space left on the device/);
    expect(result.stderr).not.toMatch(/ENOSPC/);
  });

  it("exits 4 with a human message when the output cannot be written", () => {
    const s = scene();
    const missingDir = run(["split", "-o", join(s.dir, "no", "such", "dir.tsv"), s.input]);
    expect(missingDir.code).toBe(4);
    expect(missingDir.stderr).toMatch(/cannot write ".*dir.tsv": the directory ".*such" does not exist/);
    const directory = run(["split", "-o", s.dir, s.input]);
    expect(directory.code).toBe(4);
    expect(directory.stderr).toMatch(/cannot write ".*": it is a directory/);
    expect(leftovers(s.dir)).toEqual([]);
  });
});

/** A few MB of generated URI lines. */
function generatedLines(count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) lines.push(i % 97 === 0 ? `http://bad host/${i}` : `https://host${i % 1000}.example/path/${i}?q=${i}#f`);
  return lines.join("\n") + "\n";
}

/**
 * Start a run reading a large generated input from stdin that is kept open, wait until its temporary output file has
 * received rows (so the run is certainly in the middle), then send `signal`.
 */
async function interrupt(command: string[], signal: NodeJS.Signals): Promise<{ code: number | null; stderr: string; dir: string; output: string }> {
  const s = scene();
  const child = spawn(process.execPath, [BIN, ...command, "--no-progress", "-o", s.output, "-"], { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.stdin.on("error", () => undefined); // EPIPE once the child is gone
  const text = generatedLines(200_000); // ≈ 9 MB
  child.stdin.write(text);
  // Wait until the temporary file beside rows.tsv holds rows: the run is mid-way, with stdin still open.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const temporary = leftovers(s.dir).find((name) => name.startsWith(".rows.tsv.urikit-"));
    if (temporary !== undefined && statSync(join(s.dir, temporary)).size > 0) break;
    if (Date.now() > deadline) throw new Error(`no temporary output appeared; stderr: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill(signal);
  const code = await exited;
  child.stdin.destroy();
  return { code, stderr, dir: s.dir, output: s.output };
}

describe("an interrupted run leaves -o FILE as it was and no temporary file", () => {
  it.each([
    [["split", "--format", "ndjson"], "SIGINT", 130],
    [["normalize"], "SIGINT", 130],
    [["extract"], "SIGINT", 130],
    [["validate"], "SIGTERM", 143],
  ] as const)("%s on %s", async (command, signal, code) => {
    const result = await interrupt([...command], signal);
    expect(result.code).toBe(code);
    expect(result.stderr).toMatch(new RegExp(`interrupted \\(${signal}\\)`));
    expect(readFileSync(result.output, "utf8")).toBe("PRECIOUS\n");
    expect(leftovers(result.dir)).toEqual([]);
  });
});
