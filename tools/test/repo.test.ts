// Repository-wide rules of STYLE.md that no single package can check: dependency direction (A2), RFC citations on
// every public export (A4), package manifests (A2), a changeset for each publishable package, and the README's
// two commands, and the small front door (A9).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { dependencyProblems } from "../check-deps.mjs";
// @ts-expect-error: plain .mjs tools without type declarations
import { missingCites, pastedAbnf } from "../check-cites.mjs";
// @ts-expect-error: plain .mjs tools without type declarations
import { countExports, declarationProblems } from "../count-exports.mjs";

const root = new URL("../../", import.meta.url).pathname;
const libraries = readdirSync(join(root, "packages")).map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(root, "packages", dir, "package.json"), "utf8")),
}));

/** Every workspace package (packages/*, apps/*), public or private, with its folder. */
const workspacePackages = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(root, group))
    .filter((dir) => existsSync(join(root, group, dir, "package.json")))
    .map((dir) => ({ dir: `${group}/${dir}`, manifest: JSON.parse(readFileSync(join(root, group, dir, "package.json"), "utf8")) })),
);
const publicPackages = workspacePackages.filter((p) => p.manifest.private !== true);
const changesetConfig = JSON.parse(readFileSync(join(root, ".changeset/config.json"), "utf8"));
const changesetFiles = readdirSync(join(root, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md");

describe("release manifests (CONTRIBUTING.md, \"Checklist for a new package\")", () => {
  it.each(publicPackages.map((p) => [p.manifest.name, p] as const))("%s is ready to publish", (_, { dir, manifest }) => {
    expect(manifest.version, "0.x until the API is frozen").toMatch(/^0\.\d+\.\d+$/);
    expect(manifest.description).toEqual(expect.any(String));
    expect(manifest.keywords).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(manifest.license).toBe("MIT");
    expect(manifest.engines).toEqual({ node: ">=20.19" });
    expect(manifest.files).toEqual(expect.arrayContaining(["dist", "CHANGELOG.md"]));
    // prepack builds (a tarball never lacks dist/); every build starts from an empty dist/
    expect(manifest.scripts.prepack).toBe("node ../../tools/prepack.mjs");
    expect(manifest.scripts.build).toMatch(/^node \.\.\/\.\.\/tools\/clean-dist\.mjs && /);
    // and ends with its build stamp, without which prepack always rebuilds (tools/dist-stamp.mjs).
    expect(manifest.scripts.build).toMatch(/ && node \.\.\/\.\.\/tools\/dist-stamp\.mjs$/);
    // The project has no public home yet: no placeholder repository, homepage or bug tracker, and no funding.
    for (const field of ["repository", "homepage", "bugs", "funding"]) expect(manifest[field], `${dir}: ${field}`).toBeUndefined();
    expect(changesetConfig.ignore).not.toContain(manifest.name);
    for (const [dep, range] of Object.entries<string>(manifest.dependencies ?? {})) {
      if (dep.startsWith("@urikit/")) expect(range, dep).toBe("workspace:^");
      else expect(range, `${dep}: exact versions`).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    }
    for (const dep of Object.keys(manifest.dependencies ?? {})) {
      const target = workspacePackages.find((p) => p.manifest.name === dep);
      if (target !== undefined) expect(target.manifest.private, `${manifest.name} depends on private ${dep}`).not.toBe(true);
    }
  });

  it("the urikit command is published as @urikit/cli with its bin", () => {
    const cli = publicPackages.find((p) => p.manifest.name === "@urikit/cli")!;
    expect(cli.manifest.bin).toEqual({ urikit: "./bin/urikit.js" });
    expect(cli.manifest.files).toContain("bin");
  });

  it("changesets name known packages with patch or minor, never ignored and published ones together", () => {
    const bench = JSON.parse(readFileSync(join(root, "bench/package.json"), "utf8")).name;
    const names = new Set([...workspacePackages.map((p) => p.manifest.name), bench]);
    for (const file of changesetFiles) {
      const text = readFileSync(join(root, ".changeset", file), "utf8");
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
      expect(front, file).not.toBeNull();
      const ignored = new Set<boolean>();
      for (const line of front![1]!.split("\n").filter((l) => l.trim() !== "")) {
        const entry = /^"(@urikit\/[\w-]+)": (patch|minor)$/.exec(line);
        expect(entry, `${file}: ${line}`).not.toBeNull();
        expect(names.has(entry![1]!), `${file}: ${entry![1]}`).toBe(true);
        ignored.add(changesetConfig.ignore.includes(entry![1]));
      }
      // `changeset version` refuses a changeset that mixes ignored packages with published ones.
      expect(ignored.size, `${file} mixes ignored and published packages`).toBeLessThanOrEqual(1);
    }
  });
});

describe("repository rules", () => {
  it("dependencies point one way, through exports only (STYLE A2)", () => {
    expect(dependencyProblems()).toEqual([]);
  });

  it("every public export cites its RFC section in its prose, and no ABNF block is pasted above unrelated exports (STYLE A4)", () => {
    expect(missingCites()).toEqual([]);
    expect(pastedAbnf()).toEqual([]);
  });

  it.each(libraries.map((l) => [l.manifest.name, l] as const))("%s has the manifest of a library (STYLE A2)", (_, { dir, manifest }) => {
    expect(manifest.type).toBe("module");
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.exports["."]).toEqual({ types: "./dist/index.d.ts", default: "./dist/index.js" });
    expect(manifest.exports["./package.json"]).toBe("./package.json");
    expect(manifest.files).toContain("dist");
    // No public home yet: no `repository` at all rather than a placeholder URL, which would send users nowhere; once there is one,
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

  it("the README's list of runtime dependencies outside urikit is the manifests' list, and a README saying \"no dependency\" has none", () => {
    const external = (m: { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }): string[] =>
      Object.keys({ ...m.dependencies, ...m.peerDependencies }).filter((d) => !d.startsWith("@urikit/"));
    const actual = publicPackages.flatMap(({ manifest }) => external(manifest).map((d) => `${manifest.name} → ${d}`)).sort();
    const known = new Set(publicPackages.flatMap(({ manifest }) => external(manifest)));
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const list = /Runtime\s+dependencies outside urikit, all of them[^:]*:([^]*?)Every other package depends on\s+urikit packages only\./.exec(readme);
    expect(list, "README.md: the sentence listing runtime dependencies").not.toBeNull();
    const claimed = list![1]!.split(";").flatMap((part) => {
      const [who, what] = part.split("→");
      const names = [...(who ?? "").matchAll(/`(@urikit\/[a-z]+)`/g)].map((m) => m[1]!);
      const deps = [...known].filter((d) => new RegExp(`(^|[\\s,(])${d.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}([\\s,;.)]|$)`).test(what ?? ""));
      return names.flatMap((n) => deps.map((d) => `${n} → ${d}`));
    });
    expect([...new Set(claimed)].sort()).toEqual(actual);
    for (const { dir, manifest } of publicPackages) {
      const text = readFileSync(join(root, dir, "README.md"), "utf8");
      if (/\bno (runtime )?dependenc(y|ies)\b/i.test(text)) expect(external(manifest), `${dir}/README.md says it has no dependency`).toEqual([]);
    }
  });

  it("the facade's README names every export of its entries, and every subpath re-exported whole", () => {
    const readme = readFileSync(join(root, "packages/uri/README.md"), "utf8");
    const manifest = JSON.parse(readFileSync(join(root, "packages/uri/package.json"), "utf8"));
    const entries = Object.keys(manifest.exports).filter((k) => k !== "./package.json");
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      const source = readFileSync(join(root, "packages/uri/src", `${entry === "." ? "index" : entry.slice(2)}.ts`), "utf8");
      for (const m of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
        for (const part of m[1]!.split(",")) {
          const name = part.trim().split(/\s+as\s+/).pop()!.trim();
          if (name !== "") expect(readme, `packages/uri/README.md: \`${name}\` (${entry})`).toContain(`\`${name}\``);
        }
      }
      for (const m of source.matchAll(/export \* from "(@urikit\/[^"]+)"/g)) {
        expect(readme, `packages/uri/README.md: ${entry} re-exports ${m[1]}`).toContain(`\`@urikit/uri/${entry.slice(2)}\``);
      }
    }
  });

  it("every test or bench file that a comment or a document names exists", () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (["node_modules", "dist", "coverage", ".turbo", "results", "generated"].includes(name.name) || name.name.startsWith(".")) continue;
        const path = dir === "" ? name.name : `${dir}/${name.name}`;
        if (name.isDirectory()) walk(path);
        else files.push(path);
      }
    };
    for (const top of ["packages", "apps", "tools", "bench", "docs"]) walk(top);
    files.push("README.md", "CONTRIBUTING.md");
    // A path or file name (not a glob such as `*.test.ts`) ending in a test or bench suffix.
    const named = /(?<![\w*./-])\w[\w./-]*\.(?:test|test-d|bench)\.(?:ts|mjs)\b/g;
    const missing: string[] = [];
    for (const file of files.filter((f) => /\.(ts|mjs|md)$/.test(f) && !f.endsWith("CHANGELOG.md"))) {
      const text = readFileSync(join(root, file), "utf8");
      for (const m of text.matchAll(named)) {
        const ref = m[0].replace(/^\.\//, "");
        const dir = file.split("/").slice(0, -1).join("/");
        const pkg = file.split("/").slice(0, 2).join("/");
        const candidates = [join(dir, ref), join(pkg, ref), ref].map((c) => c.replace(/^\/+/, ""));
        if (candidates.some((c) => existsSync(join(root, c))) || files.some((f) => f.endsWith(`/${ref}`))) continue;
        missing.push(`${file}: ${ref}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("no comment or document points at an issue number: readers of the code do not have the issues (STYLE A4)", () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (["node_modules", "dist", "coverage", ".turbo", "generated", "data"].includes(name.name) || name.name.startsWith(".")) continue;
        const path = `${dir}/${name.name}`;
        if (name.isDirectory()) walk(path);
        else if (/\.(ts|mjs|md|py)$/.test(name.name) && name.name !== "CHANGELOG.md") files.push(path);
      }
    };
    for (const top of ["packages", "apps", "tools", "bench", "docs", ".changeset"]) walk(top);
    files.push("README.md", "CONTRIBUTING.md");
    const issue = new RegExp(["\\bissues?", "\\s+\\d+"].join(""), "i");
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, n) => (issue.test(line) ? [`${file}:${n + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("every publishable package has a changeset", () => {
    const changesets = readdirSync(join(root, ".changeset"))
      .filter((f) => f.endsWith(".md") && f !== "README.md")
      .map((f) => readFileSync(join(root, ".changeset", f), "utf8"))
      .join("\n");
    for (const { manifest } of publicPackages) {
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

describe("a small front door (STYLE A9)", () => {
  // Built declarations: the tests of the tools run after `turbo run build`, as every test does.
  const entries: { pkg: string; private: boolean; subpath: string; file: string; names: string[] | undefined }[] = countExports();
  const namesOf = (pkg: string, subpath: string): string[] => entries.find((e) => e.pkg === pkg && e.subpath === subpath)!.names!;
  const engine = ["./offsets", "./chars", "./engine"].flatMap((subpath) => namesOf("@urikit/core", subpath));
  const userApi = new Set(["URI_ERROR_CODES", "HostKind", "ComponentName"]);

  it("@urikit/core's `.` entry holds at most 30 names, and no engine constant", () => {
    const front = namesOf("@urikit/core", ".");
    expect(front.length).toBeLessThanOrEqual(30);
    expect(front.filter((name) => engine.includes(name) && !userApi.has(name))).toEqual([]);
  });

  it("the facade's `.` entry re-exports no engine constant of core (they are on @urikit/uri/offsets)", () => {
    const facade = namesOf("@urikit/uri", ".");
    for (const name of ["OFFSET_SLOTS", "ERROR_INDEX", "HOST_KIND", "ERR_NONE", "CHAR_CLASS", "expectString"]) expect(facade).not.toContain(name);
    expect(facade.filter((name) => engine.includes(name) && !userApi.has(name))).toEqual([]);
  });

  it("every published subpath is built and documented in its package's README", () => {
    for (const entry of entries.filter((e) => !e.private && e.subpath !== ".")) {
      expect(entry.names, `${entry.pkg}${entry.subpath.slice(1)} is not built`).toBeDefined();
      const dir = workspacePackages.find((p) => p.manifest.name === entry.pkg)!.dir;
      const readme = readFileSync(join(root, dir, "README.md"), "utf8");
      expect(readme, `${dir}/README.md`).toContain(`${entry.pkg}${entry.subpath.slice(1)}`);
    }
  });

  it("no published .d.ts carries an @internal member (stripInternal)", () => {
    for (const { dir, manifest } of publicPackages) {
      const dist = join(root, dir, "dist");
      if (!existsSync(dist)) continue;
      for (const file of readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".d.ts"))) {
        expect(readFileSync(join(dist, file), "utf8"), `${manifest.name}: dist/${file}`).not.toContain("@internal");
      }
    }
  });

  it("the published .d.ts type-check on their own (stripInternal left no dangling name)", () => {
    expect(declarationProblems()).toEqual([]);
  }, 60_000);

  it("@urikit/ip and @urikit/core hold the same boundary check (ip imports nothing, so it keeps its own copy)", () => {
    for (const file of ["expect-string.ts", "expect-string.test.ts"]) {
      expect(readFileSync(join(root, "packages/core/src", file), "utf8"), file).toBe(readFileSync(join(root, "packages/ip/src", file), "utf8"));
    }
  });
});
