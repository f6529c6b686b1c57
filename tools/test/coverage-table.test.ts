// The coverage gate of `vitest run --coverage` (tools/coverage-table.mjs, printed and counted by
// tools/count-reporter.mjs): lines per package from the CoverageMap vitest hands its reporters, and the library
// packages under the threshold, each one failure of the run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LINE_THRESHOLD, coverageTable, libraryPackages } from "../coverage-table.mjs";
import CountReporter from "../count-reporter.mjs";

const root = mkdtempSync(join(tmpdir(), "urikit-coverage-table-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const name of ["alpha", "beta", "corpus", "gamma"]) {
  mkdirSync(join(root, "packages", name), { recursive: true });
  writeFileSync(join(root, "packages", name, "package.json"), "{}");
}
// A folder without a package.json (a leftover build directory) is no package.
mkdirSync(join(root, "packages", "stray"), { recursive: true });

/** A CoverageMap as istanbul-lib-coverage has it, from `{ path: [covered, total] }`. */
function coverageMap(lines: Record<string, [number, number]>) {
  return {
    files: () => Object.keys(lines).map((file) => join(root, file)),
    fileCoverageFor: (file: string) => {
      const [covered, total] = lines[file.slice(root.length + 1)]!;
      return { toSummary: () => ({ lines: { covered, total, pct: total === 0 ? 100 : (100 * covered) / total } }) };
    },
  };
}

describe("libraryPackages", () => {
  it("is every folder of packages/ with a package.json, but the private test corpus", () => {
    expect(libraryPackages(root).sort()).toEqual(["packages/alpha", "packages/beta", "packages/gamma"]);
  });
  it("holds the library packages to 95 % of lines", () => {
    expect(LINE_THRESHOLD).toBe(95);
  });
});

describe("coverageTable", () => {
  const map = coverageMap({
    "packages/alpha/src/a.ts": [95, 100],
    "packages/beta/src/b.ts": [90, 100],
    "packages/beta/src/c.ts": [10, 10],
    "packages/corpus/src/d.ts": [0, 10],
    "apps/cli/src/main.ts": [1, 10],
    "tools/x.mjs": [0, 10],
  });
  const { text, below } = coverageTable(map, root);

  it("sums the lines of a package's files", () => {
    expect(text).toMatch(/packages\/beta +90\.9 % +100\/110 +≥ 95 % +BELOW/);
    expect(text).toMatch(/packages\/alpha +95\.0 % +95\/100 +≥ 95 %\n/);
  });
  it("fails a library package under the threshold, and one whose tests ran none of its files", () => {
    expect(below).toEqual(["packages/beta", "packages/gamma"]);
    expect(text).toMatch(/packages\/gamma +100\.0 % +0\/0 +≥ 95 % +BELOW/);
  });
  it("shows apps and the corpus without holding them, and leaves out files outside packages and apps", () => {
    expect(text).toMatch(/apps\/cli +10\.0 % +1\/10 +\n/);
    expect(text).toMatch(/packages\/corpus +0\.0 % +0\/10 +\n/);
    expect(text).not.toMatch(/tools/);
  });
});

describe("the count reporter with coverage", () => {
  function run(map: ReturnType<typeof coverageMap> | undefined): string {
    const reporter = new CountReporter();
    reporter.onInit({ config: { root } });
    const file = { type: "suite", result: { state: "pass" }, tasks: [{ type: "test", result: { state: "pass" } }] };
    const out: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => out.push(chunk)) as typeof process.stdout.write;
    try {
      reporter.onFinished([file], [], map);
    } finally {
      process.stdout.write = write;
    }
    return out.join("");
  }

  it("prints the table and counts each library package under the threshold as one failure", () => {
    const out = run(coverageMap({ "packages/alpha/src/a.ts": [100, 100], "packages/beta/src/b.ts": [94, 100], "packages/gamma/src/c.ts": [3, 3] }));
    expect(out).toMatch(/line coverage per package \(v8\):/);
    expect(out).toMatch(/coverage of packages\/beta is below the threshold\n/);
    expect(out.trimEnd().split("\n").at(-1)).toBe("1 passed, 1 failed");
  });
  it("passes when every library package meets it", () => {
    const out = run(coverageMap({ "packages/alpha/src/a.ts": [95, 100], "packages/beta/src/b.ts": [1, 1], "packages/gamma/src/c.ts": [20, 20] }));
    expect(out).not.toMatch(/below the threshold/);
    expect(out.trimEnd().split("\n").at(-1)).toBe("1 passed, 0 failed");
  });
  it("prints no table without coverage", () => {
    expect(run(undefined)).toBe("\n1 passed, 0 failed\n");
  });
});
