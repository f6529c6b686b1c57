// urikit inspect and the every-error output of urikit parse, run as a user would.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const BIN = new URL("../dist/main.js", import.meta.url).pathname;

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe("urikit inspect", () => {
  it("prints each hazard with a caret under it, the two readings of a WHATWG difference, and the cite", () => {
    const { code, stdout } = run(["inspect", "http://0x7f.1:25/"]);
    expect(code).toBe(1);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("http://0x7f.1:25/");
    expect(lines[1]).toBe("3 hazards:");
    expect(lines[2]).toBe("  http://0x7f.1:25/");
    expect(lines[3]).toBe("         ^");
    expect(lines[4]).toMatch(/^ {2}rare-ipv4-form \(host\): .*127\.0\.0\.1/);
    expect(stdout).toContain('    RFC 3986: "0x7f.1"\n    WHATWG:   "127.0.0.1"\n');
    expect(stdout).toContain("  non-default-port (port): port 25 is not the http port 80");
    expect(stdout).toContain("RFC 3986 §7.4 <https://www.rfc-editor.org/rfc/rfc3986#section-7.4>");
  });

  it("inspects what RFC 3986 rejects, after showing every error", () => {
    const { code, stdout } = run(["inspect", "http:\\\\evil.example\\"]);
    expect(code).toBe(1);
    expect(stdout).toContain("invalid URI reference (3 errors):\n  http:\\\\evil.example\\\n       ^^            ^\n");
    expect(stdout).toContain('whatwg-differs (host): the WHATWG URL parser reads host "evil.example"');
  });

  it("exits 0 for a URI with no hazard", () => {
    const { code, stdout } = run(["inspect", "https://example.com/a?b#c"]);
    expect(code).toBe(0);
    expect(stdout).toBe("https://example.com/a?b#c\n  no hazard found\n");
  });

  it("--json writes one object per URI with errors and hazards", () => {
    const { code, stdout } = run(["inspect", "--json", "http://user:pw@h/", "a b"]);
    expect(code).toBe(1);
    const [first, second] = stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(first.valid).toBe(true);
    expect(first.hazards.map((h: { code: string }) => h.code)).toEqual(["userinfo-present", "password-in-userinfo"]);
    expect(first.hazards[1]).toMatchObject({ index: 11, component: "userinfo", cite: expect.stringContaining("§7.5") });
    expect(second).toMatchObject({ input: "a b", valid: false, errors: [{ code: "unexpected-char", index: 1 }], hazards: [] });
  });

  it("--json writes a reading that is absent (a parser rejects the text) as null, JSON having no undefined", () => {
    const [o] = run(["inspect", "--json", "http:\\\\evil.example\\"]).stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(o.hazards[0]).toMatchObject({ code: "whatwg-differs", component: "host", readings: { rfc3986: null, whatwg: "evil.example" } });
  });

  it("needs a URI, and has a help text", () => {
    expect(run(["inspect"]).code).toBe(2);
    const help = run(["inspect", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: urikit inspect/);
  });
});

describe("urikit parse shows every error", () => {
  it("a caret under each bad character, then each message", () => {
    const { code, stdout } = run(["parse", "http://a/b c|d#e#f"]);
    expect(code).toBe(1);
    expect(stdout.split("\n").slice(0, 6)).toEqual([
      "invalid URI reference (3 errors):",
      "  http://a/b c|d#e#f",
      "            ^ ^   ^",
      '  at 10: invalid character " " in path at index 10 (unexpected-char, path, RFC 3986 §3.3)',
      '  at 12: invalid character "|" in path at index 12 (unexpected-char, path, RFC 3986 §3.3)',
      '  at 16: invalid character "#" in fragment at index 16 (unexpected-char, fragment, RFC 3986 §3.5)',
    ]);
  });

  it("--json lists them all, the first as error", () => {
    const out = JSON.parse(run(["parse", "--json", "a b^"]).stdout);
    expect(out.error).toMatchObject({ code: "unexpected-char", index: 1 });
    expect(out.errors.map((e: { index: number }) => e.index)).toEqual([1, 3]);
  });
});

describe("urikit split --repair", () => {
  function splitRepair(lines: string[], extra: string[] = []) {
    const result = spawnSync(process.execPath, [BIN, "split", "--repair", "--no-progress", ...extra, "-"], { input: lines.join("\n") + "\n", encoding: "utf8" });
    return { code: result.status ?? -1, stdout: result.stdout };
  }

  it("repaired rows carry the repaired components and repaired=true; the rest is split as without --repair", () => {
    const { code, stdout } = splitRepair(["http://a/b c", "http://a/ok", "http://a b/", "/é"]);
    expect(code).toBe(1);
    const rows = stdout.trimEnd().split("\n").map((r) => r.split("\t"));
    expect(rows[0].at(-1)).toBe("repaired");
    expect(rows[1]).toEqual(["1", "true", "http", "", "a", "", "/b%20c", "", "", "reg-name", "", "", "", "true"]);
    expect(rows[2].slice(0, 2)).toEqual(["2", "true"]);
    expect(rows[2].at(-1)).toBe("false");
    expect(rows[3].slice(0, 2)).toEqual(["3", "false"]);
    expect(rows[3].slice(10, 12)).toEqual(["unexpected-char", "8"]);
    expect(rows[3].at(-1)).toBe("false");
    expect(rows[4][6]).toBe("/%C3%A9");
  });

  it("NDJSON rows too, and without --repair no repaired column", () => {
    const { stdout } = splitRepair(["a|b"], ["--format", "ndjson"]);
    expect(JSON.parse(stdout)).toMatchObject({ valid: true, path: "a%7Cb", repaired: true });
    const plain = spawnSync(process.execPath, [BIN, "split", "--no-progress", "-"], { input: "a|b\n", encoding: "utf8" });
    expect(plain.stdout.split("\n")[0]).not.toContain("repaired");
  });
});
