// The columnar writers (@urikit/columnar, apache-arrow, the Parquet WASM) load only for `split --format
// parquet|arrow|arrows`: every other command must start without them. A module hook makes those three packages
// impossible to load, so a command that still imported them would fail here.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../bin/urikit.js", import.meta.url).pathname;
const work = temporaryDirectory("urikit-lazy-");
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

// Node's own modules that `urikit split` on a small file does not need: worker_threads (no worker starts below the
// worker threshold) and perf_hooks (the CLI times with process.hrtime). Each costs start-up time when loaded.
describe("urikit split on a small file loads no Node module it does not use", () => {
  const LIST = join(work, "module-list.cjs");
  writeFileSync(
    LIST,
    `process.on("exit", () => require("node:fs").writeSync(2, "\\nMODULES " + process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => m.slice(13)).join(",") + "\\n"));\n`,
  );
  const loaded = (args: string[]): string[] => {
    const result = spawnSync(process.execPath, ["-r", LIST, BIN, ...args], { encoding: "utf8" });
    const line = result.stderr.split("\n").find((l) => l.startsWith("MODULES "));
    if (line === undefined) throw new Error(`no module list: ${result.stderr}`);
    return line.slice(8).split(",");
  };

  it("neither worker_threads nor perf_hooks, and --workers 2 does load worker_threads (so the list is live)", () => {
    const small = loaded(["split", input]);
    expect(small).not.toContain("worker_threads");
    expect(small).not.toContain("perf_hooks");
    expect(small).toContain("fs");
    expect(loaded(["split", "--workers", "2", input])).toContain("worker_threads");
  });
});
