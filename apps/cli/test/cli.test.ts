// Runs the built `urikit` binary (bin/urikit.js → dist/main.cjs) as a user would, on fixtures and on the real URL lists.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realWorldListPath } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { temporaryDirectory, testDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const work = temporaryDirectory("urikit-cli-");

function run(args: string[], input?: string | Buffer): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function fixture(name: string, content: string | Buffer): string {
  const path = join(work, name);
  writeFileSync(path, content);
  return path;
}

const MIXED = ["http://a/b?c#d", "http://a b/", "", "urn:example:x", "http://[::1", "//h:80/p", "a:b c"].join("\n") + "\n";

describe("urikit split", () => {
  it("writes one TSV row per input line, in order, with errors in place", () => {
    const { code, stdout, stderr } = run(["split", fixture("mixed.txt", MIXED)]);
    expect(code).toBe(1);
    const rows = stdout.trimEnd().split("\n").map((r) => r.split("\t"));
    expect(rows[0]).toEqual(["line", "valid", "scheme", "userinfo", "host", "port", "path", "query", "fragment", "host_kind", "error_code", "error_index", "error_message"]);
    expect(rows.length - 1).toBe(7);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(rows[1].slice(1, 10)).toEqual(["true", "http", "", "a", "", "/b", "c", "d", "reg-name"]);
    expect(rows[2].slice(10, 12)).toEqual(["unexpected-char", "8"]);
    expect(rows[2][12]).toContain('invalid character " " in host at index 8');
    expect(rows[3].slice(1, 2)).toEqual(["true"]); // an empty line is an empty relative reference
    expect(rows[5].slice(10, 12)).toEqual(["unclosed-ip-literal", "7"]);
    expect(rows[6].slice(4, 7)).toEqual(["h", "80", "/p"]);
    expect(stderr).toMatch(/split: 7 lines, 4 valid, 3 invalid/);
  });

  it("exits 0 when every line is valid", () => {
    expect(run(["split", fixture("good.txt", "http://a/\nb\n")]).code).toBe(0);
  });

  it("tells absent from empty with --absent, and selects --fields", () => {
    const { stdout } = run(["split", "--fields", "query,fragment,port", "--absent", "\\N", "--no-header", fixture("q.txt", "http://a:/?\n")]);
    expect(stdout).toBe("\t\\N\t\n");
  });

  it("writes NDJSON with null for absent components", () => {
    const { stdout } = run(["split", "--format", "ndjson", "--fields", "line,scheme,query,error_code", fixture("n.txt", "s:p?\nx y\n")]);
    expect(stdout.trimEnd().split("\n").map((l) => JSON.parse(l))).toEqual([
      { line: 1, scheme: "s", query: "", error_code: null },
      { line: 2, scheme: null, query: null, error_code: "unexpected-char" },
    ]);
  });

  it("writes CSV with RFC 4180 quoting", () => {
    const { stdout } = run(["split", "--format", "csv", "--fields", "path,error_message", fixture("c.txt", "/a,b\n/\"\n")]);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("path,error_message");
    expect(lines[1]).toBe('"/a,b",');
    expect(lines[2]).toMatch(/^,"invalid character ""\\""""/);
  });

  it("reads stdin, skips a BOM, takes CRLF and a last line without LF", () => {
    const input = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("http://a/\r\nhttp://b/\r\nhttp://c/")]);
    const { stdout, code } = run(["split", "--fields", "line,host", "--no-header", "-"], input);
    expect(code).toBe(0);
    expect(stdout).toBe("1\ta\n2\tb\n3\tc\n");
  });

  it("reports invalid UTF-8 and non-ASCII at their byte index, keeping every line", () => {
    const input = Buffer.concat([Buffer.from("http://a/\u00e9\n"), Buffer.from([0x68, 0x3a, 0xff, 0x0a]), Buffer.from("ok\n")]);
    const { stdout } = run(["split", "--fields", "line,error_code,error_index", "--no-header"], input);
    expect(stdout).toBe("1\tunexpected-char\t9\n2\tunexpected-char\t2\n3\t\t\n");
  });

  it.each(["js", "wasm", "wasm-simd"])("gives the same rows with --engine %s and with 2 workers", (engine) => {
    const file = realWorldListPath("kasztp.txt");
    const one = run(["split", "--engine", engine, "--workers", "1", file]);
    const two = run(["split", "--engine", engine, "--workers", "2", file]);
    expect(one.code).toBe(1);
    expect(two.stdout).toBe(one.stdout);
    const lines = readFileSync(file, "utf8").split("\n").length;
    expect(one.stdout.trimEnd().split("\n").length - 1).toBe(lines);
  });

  it("prints counts by scheme, host kind and error code with --stats", () => {
    const { stderr } = run(["split", "--stats", "-o", join(work, "out.tsv"), fixture("s.txt", MIXED)]);
    expect(stderr).toMatch(/by scheme:\n\s+2\s+\(relative\)\n\s+1\s+http\n\s+1\s+urn/);
    expect(stderr).toMatch(/by host kind:/);
    expect(stderr).toMatch(/by error code:\n\s+2\s+unexpected-char\n\s+1\s+unclosed-ip-literal/);
    expect(readFileSync(join(work, "out.tsv"), "utf8").split("\n").length).toBe(9);
  });
});

describe("urikit validate", () => {
  it("reports FILE:LINE:COLUMN for each invalid line only", () => {
    const file = fixture("v.txt", MIXED);
    const { stdout, code } = run(["validate", file]);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${file}:2:9: invalid character " " in host at index 8 (unexpected-char, reg-name, RFC 3986 §3.2.2)`);
    expect(lines[1]).toMatch(/:5:8: .*unclosed-ip-literal/);
    expect(lines[2]).toMatch(/:7:4: /);
  });
});

describe("urikit normalize, resolve, relativize", () => {
  it("normalize keeps one output line per input line, an invalid line unchanged (an empty one with --drop-invalid)", () => {
    const { stdout, stderr, code } = run(["normalize"], "HTTP://Example.COM:80/a/./b/../c\nx y\n%7e\n");
    expect(code).toBe(1);
    expect(stdout).toBe("http://example.com/a/c\nx y\n~\n");
    expect(stderr).toMatch(/<stdin>:2:2: invalid character/);
    expect(stderr).toMatch(/1 invalid/);
    const dropped = run(["normalize", "--drop-invalid"], "HTTP://Example.COM:80/a/./b/../c\nx y\n%7e\n");
    expect(dropped.code).toBe(1);
    expect(dropped.stdout).toBe("http://example.com/a/c\n\n~\n");
    expect(run(["split", "--drop-invalid"], "a\n").code).toBe(2);
  });

  it.each([1, 2])("normalize -o FILE FILE in place loses no invalid line, its bytes kept even where not UTF-8 (%i workers)", (workers) => {
    const dir = testDirectory("urikit-in-place-");
    const file = join(dir, "urls.txt");
    // Enough lines for two ranges, so that with --workers 2 the workers write them.
    const lines = [Buffer.from("HTTP://A/./b\r\nx y\nh:\xff\xfe z\n", "latin1"), Buffer.from("http://é/\n%7e\n")];
    const body = Buffer.concat([...Array.from({ length: 40_000 }, () => Buffer.from("http://a/b\n")), ...lines]);
    writeFileSync(file, body);
    const result = spawnSync(process.execPath, [BIN, "normalize", "--no-progress", "--workers", String(workers), "-o", file, file], { encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/40002:2: invalid character/);
    const out = readFileSync(file);
    expect(out.toString("latin1").split("\n").length).toBe(body.toString("latin1").split("\n").length);
    expect(out.includes(Buffer.from("\nhttp://a/b\nx y\nh:\xff\xfe z\n", "latin1"))).toBe(true);
    expect(out.includes(Buffer.from("h:\xff\xfe z\n", "latin1"))).toBe(true);
    expect(out.includes(Buffer.from("http://é/\n"))).toBe(true);
  });

  it("resolve applies RFC 3986 §5.4 against --base", () => {
    const { stdout, code } = run(["resolve", "--base", "http://a/b/c/d;p?q"], "g\n../g\n//g\n?y\n#s\n");
    expect(code).toBe(0);
    expect(stdout).toBe("http://a/b/c/g\nhttp://a/b/g\nhttp://g\nhttp://a/b/c/d;p?y\nhttp://a/b/c/d;p?q#s\n");
    expect(run(["resolve", "--base", "http://a/b/c/d;p?q", "--non-strict"], "http:g\n").stdout).toBe("http://a/b/c/g\n");
  });

  it("relativize inverts resolve", () => {
    const { stdout } = run(["relativize", "--base", "http://a/b/c/d;p?q"], "http://a/b/g\nhttp://a/b/c/d;p?y\nftp://x/\n");
    expect(stdout).toBe("../g\n?y\nftp://x/\n");
  });

  it("needs an absolute --base", () => {
    const { code, stderr } = run(["resolve", "--base", "/rel"], "g\n");
    expect(code).toBe(2);
    expect(stderr).toMatch(/--base must be an absolute URI/);
  });
});

describe("urikit parse", () => {
  it("shows components, or a caret under the first bad character", () => {
    const ok = run(["parse", "foo://example.com:8042/over/there?name=ferret#nose"]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('  port      "8042"');
    expect(ok.stdout).toContain("  userinfo  (absent)");
    const bad = run(["parse", "http://example.com/a^b"]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe(
      'invalid URI reference:\n  http://example.com/a^b\n                      ^\n  invalid character "^" in path at index 20 (unexpected-char, path, RFC 3986 §3.3)\n',
    );
  });

  it("prints JSON with --json", () => {
    expect(JSON.parse(run(["parse", "--json", "a:b"]).stdout)).toMatchObject({ scheme: "a", path: "b", host: null });
  });
});

describe("usage", () => {
  it.each(["split", "validate", "normalize", "resolve", "relativize", "parse"])("%s --help", (command) => {
    const { code, stdout } = run([command, "--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Usage: urikit ${command}`));
  });

  it("exits 2 on an unknown command or option, 3 on a missing file", () => {
    expect(run(["frobnicate"]).code).toBe(2);
    expect(run(["split", "--nope"]).code).toBe(2);
    expect(run(["split", "--format", "xml", "-"], "").code).toBe(2);
    const missing = run(["split", join(work, "does-not-exist.txt")]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/cannot read ".*does-not-exist.txt": no such file or directory/);
  });
});
