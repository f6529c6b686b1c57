// Repository-wide rules of STYLE.md that no single package can check: dependency direction (A2), RFC citations on
// every public export (A4), package manifests (A2), a changeset for each publishable package, and the README's
// two commands.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { dependencyProblems } from "../check-deps.mjs";
// @ts-expect-error: plain .mjs tools without type declarations
import { missingCites } from "../check-cites.mjs";

const root = new URL("../../", import.meta.url).pathname;
const libraries = readdirSync(join(root, "packages")).map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8")),
}));

describe("repository rules", () => {
  it("dependencies point one way, through exports only (STYLE A2)", () => {
    expect(dependencyProblems()).toEqual([]);
  });

  it("every public export cites its RFC section (STYLE A4)", () => {
    expect(missingCites()).toEqual([]);
  });

  it.each(libraries.map((l) => [l.manifest.name, l] as const))("%s has the manifest of a library (STYLE A2)", (_, { dir, manifest }) => {
    expect(manifest.type).toBe("module");
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
    expect(manifest.exports["./package.json"]).toBe("./package.json");
    expect(manifest.files).toContain("dist");
    // No public home yet: no `repository` at all rather than a placeholder URL (issue 10 §6); once there is one,
    // it must say where in the monorepo the package lives.
    if (manifest.repository !== undefined) {
      expect(manifest.repository.url).not.toMatch(/example\.(invalid|com|org)/);
      expect(manifest.repository.directory).toBe(`packages/${dir}`);
    }
    expect(manifest.license).toBe("MIT");
    for (const [dep, range] of Object.entries<string>(manifest.dependencies ?? {})) {
      if (dep.startsWith("@urikit/")) expect(range).toBe("workspace:^");
    }
    expect(existsSync(join(root, "packages", dir, "README.md"))).toBe(true);
  });

  it("the root and every package, app and the bench carry the MIT LICENSE (npm packs it whatever `files` says)", () => {
    const license = readFileSync(join(root, "LICENSE"), "utf8");
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} urikit contributors\n/);
    const folders = [
      ...readdirSync(join(root, "packages")).map((d) => `packages/${d}`),
      ...readdirSync(join(root, "apps")).map((d) => `apps/${d}`),
      "bench",
    ];
    for (const folder of folders) {
      expect(existsSync(join(root, folder, "LICENSE")), folder).toBe(true);
      expect(readFileSync(join(root, folder, "LICENSE"), "utf8"), folder).toBe(license);
    }
  });

  it("every publishable package has a changeset", () => {
    const changesets = readdirSync(join(root, ".changeset"))
      .filter((f) => f.endsWith(".md") && f !== "README.md")
      .map((f) => readFileSync(join(root, ".changeset", f), "utf8"))
      .join("\n");
    for (const { manifest } of libraries) {
      if (manifest.private) continue;
      expect(changesets, manifest.name).toContain(`"${manifest.name}"`);
    }
  });

  it("the README starts with the two commands, and .ci/run runs the test one", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const head = readme.slice(0, 1500);
    expect(head).toContain("npx --yes pnpm@10 install && npx --yes pnpm@10 main");
    expect(head).toContain("npx --yes pnpm@10 install && npx --yes pnpm@10 test");
    const ci = readFileSync(join(root, ".ci/run"), "utf8");
    expect(ci).toMatch(/pnpm@10[.\d]* install --frozen-lockfile/);
    expect(ci).toMatch(/pnpm@10[.\d]* test/);
  });
});
