// The columnar writers (@urikit/columnar, apache-arrow, the Parquet WASM) load only for `split --format
// parquet|arrow|arrows`: every other command must start without them. A module hook makes those three packages
// impossible to load, so a command that still imported them would fail here.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const BIN = new URL("../bin/urikit.js", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "urikit-lazy-"));
const input = join(work, "urls.txt");
writeFileSync(input, "http://a/b?c#d\nhttp://a b/\n");

const HOOKS = `export async function resolve(specifier, context, next) {
  if (/^(@urikit\\/columnar|apache-arrow|parquet-wasm)(\\/|$)/.test(specifier)) throw new Error("blocked heavy module " + specifier);
  return next(specifier, context);
}`;
const PRELOAD = join(work, "block.mjs");
writeFileSync(PRELOAD, `import { register } from "node:module";\nregister(${JSON.stringify("data:text/javascript," + encodeURIComponent(HOOKS))});\n`);

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ["--import", PRELOAD, BIN, ...args], { encoding: "utf8" });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

describe("the CLI loads the columnar writers only for columnar output", () => {
  it("--version, --help and split (TSV, NDJSON) run with @urikit/columnar, apache-arrow and parquet-wasm unloadable", () => {
    expect(run(["--version"])).toMatchObject({ code: 0, stdout: expect.stringMatching(/^urikit \d+\.\d+\.\d+\n$/) });
    expect(run(["--help"]).code).toBe(0);
    const tsv = run(["split", input]);
    expect(tsv.code).toBe(1); // one invalid line
    expect(tsv.stdout.split("\n")[1]).toMatch(/^1\ttrue\thttp\t/);
    expect(run(["split", "--format", "ndjson", input]).stdout).toContain('"scheme":"http"');
  });

  it("split --format parquet does load them (so the hook above is live)", () => {
    const { code, stderr } = run(["split", "--format", "parquet", "-o", join(work, "out.parquet"), input]);
    expect(code).not.toBe(0);
    expect(stderr).toContain("blocked heavy module @urikit/columnar");
  });
});
