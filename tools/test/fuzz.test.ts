// tools/fuzz.mjs with tiny counts: every property runs and holds, the scanner differential runs, and
// bad usage exits 2. The full run (`pnpm fuzz`: 10^6 cases per property, 10^7 scanner lines) is not part of CI.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const FUZZ = fileURLToPath(new URL("../fuzz.mjs", import.meta.url));

describe("tools/fuzz.mjs", () => {
  it("runs every package's property and the WASM == TS differential, and reports cases per second", () => {
    const run = spawnSync(process.execPath, [FUZZ, "--cases", "300", "--lines", "20000", "--seed", "20261125"], { encoding: "utf8" });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const ok = run.stdout.split("\n").filter((line) => line.startsWith("ok "));
    expect(ok.map((line) => line.split(":")[0]!.slice(5))).toEqual(["core", "ip", "resolver", "normalizer", "text", "security", "scanner"]);
    for (const line of ok) expect(line).toMatch(/\([\d,]+\/s\)$/);
    expect(run.stdout).toContain("wasm-simd == wasm == js on 20,000 generated lines");
  });

  it("refuses bad counts with exit code 2", () => {
    const run = spawnSync(process.execPath, [FUZZ, "--cases", "many"], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/whole numbers/);
  });
});
