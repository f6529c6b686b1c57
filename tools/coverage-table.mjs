// Line coverage per package, from the v8 coverage of a `vitest run --coverage` (the CoverageMap vitest hands its
// reporters), and the threshold every library package must meet: each directory of packages/ but the private test
// corpus, so that a new package is held to it from its first run.
import { readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";

/** Lines a library package's tests must run, in percent. */
export const LINE_THRESHOLD = 95;

/** The packages held to the threshold: packages/<name> for every package but the private test corpus. */
export function libraryPackages(root) {
  return readdirSync(join(root, "packages"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== "corpus" && existsSync(join(root, "packages", d.name, "package.json")))
    .map((d) => `packages/${d.name}`);
}

/**
 * A table of line coverage per package (`packages/x`, `apps/x`) and the library packages under the threshold.
 * `coverageMap` is istanbul's CoverageMap: `files()`, `fileCoverageFor(file).toSummary().lines`.
 */
export function coverageTable(coverageMap, root) {
  const byPackage = new Map();
  for (const file of coverageMap.files()) {
    const match = /^((?:packages|apps)\/[^/]+)\//.exec(relative(root, file).replaceAll("\\", "/"));
    if (match === null) continue;
    const lines = coverageMap.fileCoverageFor(file).toSummary().lines;
    const sum = byPackage.get(match[1]) ?? { covered: 0, total: 0 };
    sum.covered += lines.covered;
    sum.total += lines.total;
    byPackage.set(match[1], sum);
  }
  const libraries = new Set(libraryPackages(root));
  const below = [];
  const rows = [];
  for (const name of [...new Set([...byPackage.keys(), ...libraries])].sort()) {
    const { covered, total } = byPackage.get(name) ?? { covered: 0, total: 0 };
    const pct = total === 0 ? 100 : (100 * covered) / total;
    const held = libraries.has(name);
    const fails = held && (pct < LINE_THRESHOLD || total === 0);
    if (fails) below.push(name);
    rows.push(`  ${name.padEnd(24)} ${pct.toFixed(1).padStart(6)} %  ${`${covered}/${total}`.padStart(13)}  ${held ? `≥ ${LINE_THRESHOLD} %${fails ? "  BELOW" : ""}` : ""}`);
  }
  const text = `\nline coverage per package (v8):\n${rows.join("\n")}\n`;
  return { text, below };
}
