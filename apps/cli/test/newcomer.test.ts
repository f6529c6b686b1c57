// The CLI as a newcomer meets it: the command on the PATH after install, --version, help,
// worker caps with a note, unambiguous rows over several files, escaped invisible characters, invalid UTF-8 named,
// one JSON shape from parse --json.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const SHIM = new URL("../bin/urikit.js", import.meta.url).pathname;
const ROOT_BIN = new URL("../../../node_modules/.bin/urikit", import.meta.url).pathname;
const work = temporaryDirectory("urikit-newcomer-");

function run(args: string[], input?: string | Buffer, bin = BIN): { code: number; stdout: string; stderr: string } {
  const command = bin === ROOT_BIN ? [bin, args] : [process.execPath, [bin, ...args]];
  const result = spawnSync(command[0] as string, command[1] as string[], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function fixture(name: string, content: string | Buffer): string {
  const path = join(work, name);
  writeFileSync(path, content);
  return path;
}

const VERSION = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;

describe("urikit on the PATH", () => {
  it("the package's bin is a committed shim that loads dist (pnpm links it before the build)", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { bin: Record<string, string>; files: string[] };
    expect(manifest.bin.urikit).toBe("./bin/urikit.js");
    expect(manifest.files).toContain("bin");
    expect(run(["--version"], undefined, SHIM)).toEqual({ code: 0, stdout: `urikit ${VERSION}\n`, stderr: "" });
  });

  it("node_modules/.bin/urikit at the repository root runs it", () => {
    expect(existsSync(ROOT_BIN)).toBe(true);
    const result = run(["parse", "http://a/"], undefined, ROOT_BIN);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('host      "a"');
  });
});

describe("version and help", () => {
  it("urikit --version", () => {
    expect(run(["--version"]).stdout).toBe(`urikit ${VERSION}\n`);
    expect(run(["-V"]).code).toBe(0);
  });

  it.each(["split", "validate", "normalize", "resolve", "relativize", "parse", "extract", "links"])("urikit help %s is the command's --help", (command) => {
    const help = run(["help", command]);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe(run([command, "--help"]).stdout);
    expect(help.stdout).toMatch(new RegExp(`^Usage: urikit ${command}`));
  });

  it("urikit help on an unknown command is a usage error", () => {
    expect(run(["help", "frobnicate"]).code).toBe(2);
  });

  it("documents every exit code in --help", () => {
    const help = run(["--help"]).stdout;
    for (const code of ["0", "1", "2", "3", "4", "130"]) expect(help).toMatch(new RegExp(`^  ${code} +\\S`, "m"));
    expect(help).toMatch(/3 +an input could not be read/);
    expect(help).toMatch(/4 +the output could not be written/);
  });
});

describe("--workers", () => {
  const file = fixture("w.txt", Array.from({ length: 2000 }, (_, i) => `http://h${i}/p`).join("\n") + "\n");

  it("is capped at the CPU count, with a note, and gives the same rows", () => {
    const many = run(["split", "--workers", "999", file]);
    expect(many.code).toBe(0);
    expect(many.stderr).toContain(`note: --workers 999 capped to ${availableParallelism()}, the number of CPUs available`);
    expect(many.stdout).toBe(run(["split", "--workers", "1", file]).stdout);
  });

  it("is ignored for stdin, with a note", () => {
    const piped = run(["validate", "--workers", "2"], "http://a/\n");
    expect(piped.code).toBe(0);
    expect(piped.stderr).toContain("note: --workers 2 ignored for stdin");
    expect(run(["validate", "--workers", "1"], "http://a/\n").stderr).not.toContain("note:");
  });
});

describe("split over several files", () => {
  it("adds a file field first and numbers lines per file", () => {
    const a = fixture("a.txt", "http://a/\nx y\n");
    const b = fixture("b.txt", "urn:b\n");
    const { stdout } = run(["split", a, b]);
    const rows = stdout.trimEnd().split("\n").map((r) => r.split("\t"));
    expect(rows[0].slice(0, 3)).toEqual(["file", "line", "valid"]);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [a, "1", "true"],
      [a, "2", "false"],
      [b, "1", "true"],
    ]);
    // One file: no file field unless asked for.
    expect(run(["split", a]).stdout.split("\t")[0]).toBe("line");
    expect(run(["split", "--format", "ndjson", "--fields", "file,line", "-"], "x\n").stdout).toBe('{"file":"<stdin>","line":1}\n');
  });
});

describe("messages show invisible characters escaped and name invalid UTF-8", () => {
  it("validate: U+007F, U+200B, U+00E9 and an invalid byte", () => {
    const input = Buffer.concat([
      Buffer.from("h:a\u007fb\n"),
      Buffer.from("http://x/\u200b\n"),
      Buffer.from("http://x/\u00e9\n"),
      Buffer.from([0x68, 0x3a, 0xff, 0x0a]),
      Buffer.from([0x68, 0x3a, 0xe2, 0x82, 0x41, 0x0a]), // a truncated 3-byte sequence
    ]);
    const { stdout } = run(["validate"], input);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("<stdin>:1:4: invalid character U+007F in path at index 3 (unexpected-char, path, RFC 3986 §3.3)");
    expect(lines[1]).toBe("<stdin>:2:10: invalid character U+200B in path at index 9 (unexpected-char, path, RFC 3986 §3.3)");
    expect(lines[2]).toBe('<stdin>:3:10: invalid character "é" (U+00E9) in path at index 9 (unexpected-char, path, RFC 3986 §3.3)');
    expect(lines[3]).toBe("<stdin>:4:3: invalid UTF-8 (byte 0xFF) in path at index 2 (unexpected-char, path, RFC 3986 §3.3)");
    expect(lines[4]).toBe("<stdin>:5:3: invalid UTF-8 (byte 0xE2) in path at index 2 (unexpected-char, path, RFC 3986 §3.3)");
    expect(stdout).not.toMatch(/[\u007f\u200b\ufffd]/);
  });

  it("split's error_message and normalize's report use the same words", () => {
    const split = run(["split", "--fields", "error_message", "--no-header"], Buffer.from([0x68, 0x3a, 0xff, 0x0a]));
    expect(split.stdout).toMatch(/^invalid UTF-8 \(byte 0xFF\) in path/);
    const normalize = run(["normalize"], "a\u007f\n");
    expect(normalize.stderr).toMatch(/<stdin>:1:2: invalid character U\+007F in path/);
  });

  it("parse: the caret diagram and usage errors never print a raw control character", () => {
    const bad = run(["parse", "a\u007fb"]);
    expect(bad.stdout).toBe("invalid URI reference:\n  a<U+007F>b\n   ^\n  invalid character U+007F in path at index 1 (unexpected-char, path, RFC 3986 §3.3)\n");
    const unknown = run(["fr\u001b[31mob"]);
    expect(unknown.stderr).toContain('unknown command "fr<U+001B>[31mob"');
  });
});

describe("parse --json", () => {
  it("gives one shape for valid and invalid input", () => {
    const { stdout, code } = run(["parse", "--json", "http://a/b?c", "x y", "//h:99999999999"]);
    expect(code).toBe(1);
    const records = stdout.trimEnd().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    const keys = ["input", "valid", "scheme", "userinfo", "host", "port", "path", "query", "fragment", "error", "errors"];
    for (const record of records) expect(Object.keys(record)).toEqual(keys);
    expect(records[0]).toMatchObject({ input: "http://a/b?c", valid: true, scheme: "http", host: "a", query: "c", fragment: null, error: null });
    expect(records[1]).toMatchObject({ input: "x y", valid: false, scheme: null, path: null, error: { code: "unexpected-char", index: 1, rule: "path" } });
    expect((records[1].error as { message: string }).message).toMatch(/^invalid character " " in path/);
    // Every error (diagnose), the first being `error`; none for a valid reference.
    expect(records[0].errors).toEqual([]);
    expect((records[1].errors as unknown[])[0]).toEqual(records[1].error);
  });
});
