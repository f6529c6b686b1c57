// urikit query, template and path: one argument in, one line out, as a user runs them.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe("urikit query", () => {
  it("prints the pairs of each query, or of a URI's query, as JSON", () => {
    const { code, stdout } = run(["query", "a=1&b=x+y%20z", "http://h/p?q=%C3%A9#f"]);
    expect(code).toBe(0);
    expect(stdout).toBe('[["a","1"],["b","x+y z"]]\n[["q","é"]]\n');
    expect(run(["query", "--form", "b=x+y"]).stdout).toBe('[["b","x y"]]\n');
  });
  it("reports undecodable percent-encoding with its index and exits 1", () => {
    const { code, stdout, stderr } = run(["query", "http://h/?a=%zz"]);
    expect(code).toBe(1);
    expect(stdout).toBe('[["a","%zz"]]\n');
    expect(stderr).toContain("at index 12");
  });
});

describe("urikit template", () => {
  it("expands each template with --vars", () => {
    const { code, stdout } = run(["template", "--vars", '{"id":"a b","q":["x","y"]}', "/u/{id}{?q*}", "{+id}"]);
    expect(code).toBe(0);
    expect(stdout).toBe("/u/a%20b?q=x&q=y\na%20b\n");
  });
  it("matches with --match, and says when nothing matches", () => {
    expect(run(["template", "--match", "/u/42?page=2", "/u/{id}{?page}"]).stdout).toBe('{"id":"42","page":"2"}\n');
    const miss = run(["template", "--match", "/x", "/u/{id}"]);
    expect([miss.code, miss.stdout]).toEqual([1, "no match\n"]);
  });
  it("prints an invalid template's error with its index, and refuses --vars that is not a JSON object", () => {
    const bad = run(["template", "/u/{id"]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain("at index 6");
    expect(run(["template", "--vars", "nope", "{a}"]).code).toBe(2);
    expect(run(["template", "--vars", "[1]", "{a}"]).code).toBe(2);
  });
});

describe("urikit path", () => {
  it("turns file URIs into paths and paths into file URIs", () => {
    const { code, stdout } = run(["path", "file:///tmp/a%20b", "/tmp/a b"]);
    expect(code).toBe(0);
    expect(stdout).toBe("/tmp/a b\nfile:///tmp/a%20b\n");
    expect(run(["path", "--windows", "file:///c:/x", "\\\\server\\share\\y"]).stdout).toBe("c:\\x\nfile://server/share/y\n");
  });
  it("prints the error of a remote host or a relative path, and exits 1", () => {
    const { code, stdout } = run(["path", "file://server/x", "rel"]);
    expect(code).toBe(1);
    expect(stdout.split("\n").filter((l) => l.startsWith("invalid: "))).toHaveLength(2);
  });
});
