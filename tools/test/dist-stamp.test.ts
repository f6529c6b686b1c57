// tools/dist-stamp.mjs, the check that lets `prepack` skip a rebuild: on a small workspace in a temporary folder
// (two packages, b depending on a), a stamp written after a build stays current through a version bump and a
// CHANGELOG.md, and goes stale when a source, the lockfile, the package's own dist/ or a dependency's dist/ changes.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";

const tools = new URL("../", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "urikit-dist-stamp-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let round = 0;
let base = "";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the plain .mjs module, loaded from the copy
let stamp: any;

/** A fresh workspace: the root files the stamp hashes, packages a and b with src/ and a built dist/, both stamped. */
beforeEach(async () => {
  base = join(work, String(round++));
  mkdirSync(join(base, "tools"), { recursive: true });
  for (const file of ["dist-stamp.mjs", "clean-dist.mjs", "embed-wasm.mjs"]) cpSync(join(tools, file), join(base, "tools", file));
  writeFileSync(join(base, "tsconfig.base.json"), "{}\n");
  writeFileSync(join(base, "pnpm-lock.yaml"), "lockfileVersion: '9.0'\n");
  for (const [name, deps] of [["a", {}], ["b", { "@t/a": "workspace:^" }]] as const) {
    const dir = join(base, "packages", name);
    mkdirSync(join(dir, "src"), { recursive: true });
    mkdirSync(join(dir, "dist"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `@t/${name}`, version: "0.1.0", dependencies: deps }, null, 2));
    writeFileSync(join(dir, "src", "index.ts"), `export const ${name} = 1;\n`);
    writeFileSync(join(dir, "dist", "index.js"), `export const ${name} = 1;\n`);
  }
  mkdirSync(join(base, "apps"));
  stamp = await import(join(base, "tools", "dist-stamp.mjs"));
  const byName = stamp.workspace();
  for (const name of ["a", "b"]) {
    const dir = join(base, "packages", name);
    writeFileSync(join(dir, stamp.STAMP), JSON.stringify(stamp.currentStamp(dir, byName)));
  }
});

const staleness = (name: string): string | undefined => stamp.staleness(join(base, "packages", name));

describe("tools/dist-stamp.mjs", () => {
  it("a just-built package is current, also after changeset version (version bumped, CHANGELOG.md written)", () => {
    expect(staleness("a")).toBeUndefined();
    expect(staleness("b")).toBeUndefined();
    const manifest = join(base, "packages", "b", "package.json");
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace('"0.1.0"', '"0.2.0"'));
    writeFileSync(join(base, "packages", "b", "CHANGELOG.md"), "# @t/b\n\n## 0.2.0\n");
    expect(staleness("b")).toBeUndefined();
  });

  it("a changed source, manifest field or lockfile makes it stale", () => {
    writeFileSync(join(base, "packages", "a", "src", "index.ts"), "export const a = 2;\n");
    expect(staleness("a")).toMatch(/@t\/a: sources/);
    expect(staleness("b")).toMatch(/@t\/a: sources/); // a dependency that must be rebuilt first
    const manifest = join(base, "packages", "b", "package.json");
    writeFileSync(manifest, readFileSync(manifest, "utf8").replace('"name"', '"type": "module", "name"'));
    expect(staleness("b")).toMatch(/@t\/b: sources/);
    writeFileSync(join(base, "pnpm-lock.yaml"), "lockfileVersion: '9.1'\n");
    expect(staleness("b")).toMatch(/@t\/b: sources/);
  });

  it("a dist/ changed after its build, or missing, or without a stamp, is stale, and so are its dependents", () => {
    writeFileSync(join(base, "packages", "a", "dist", "extra.js"), "");
    expect(staleness("a")).toMatch(/@t\/a: dist\/ is not/);
    expect(staleness("b")).toMatch(/@t\/a: dist\/ is not|@t\/b: sources/);
    rmSync(join(base, "packages", "b", "dist"), { recursive: true });
    expect(staleness("b")).toMatch(/@t\/b: dist\/ is not/);
    rmSync(join(base, "packages", "a", stamp.STAMP));
    expect(staleness("a")).toMatch(/@t\/a has no \.dist-stamp\.json/);
  });
});
