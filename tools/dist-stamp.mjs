// The build stamp of a workspace package: which inputs its dist/ was built from, and what dist/ held then. Every
// `build` script ends with `node ../../tools/dist-stamp.mjs`, which writes `.dist-stamp.json` beside package.json
// (gitignored, not in the tarball, a turbo output of `build`); `tools/prepack.mjs` skips the rebuild of a package
// only when its stamp and the stamps of all its workspace dependencies are current (`staleness` below), so a release
// never ships a dist/ that the current sources would not build. (The release rehearsal, apps/release-test, packs
// the dist/ that `pnpm test` has just built instead of building every public package a second time.)
//
// `inputs` hashes everything a build can read that is not the toolchain itself: every file of the package folder
// but node_modules/, dist/, .turbo/, coverage/, CHANGELOG.md and the stamp (package.json without its `version`,
// which `changeset version` bumps and no build reads: the CLI reads its version at run time), the root's
// tsconfig.base.json and pnpm-lock.yaml (the versions of tsc, esbuild, asc and every dependency's types), the build
// tools, and the dist/ contents of every workspace dependency (dependencies, devDependencies, peerDependencies,
// transitively: the CLI bundles its devDependencies). `dist` hashes the files of dist/ after the build.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const STAMP = ".dist-stamp.json";
const root = resolve(import.meta.dirname, "..");
const SKIP_DIRS = new Set(["node_modules", "dist", ".turbo", "coverage"]);
const SKIP_FILES = new Set(["CHANGELOG.md", STAMP]);
const ROOT_FILES = ["tsconfig.base.json", "pnpm-lock.yaml", "tools/clean-dist.mjs", "tools/dist-stamp.mjs", "tools/embed-wasm.mjs"];

/** Relative paths of the files under `dir` (symbolic links are not followed), sorted; `skip` drops folders and files by name. */
function files(dir, skip = () => false, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, skip, base));
    else out.push(path.slice(base.length + 1));
  }
  return out.sort();
}

/** sha256 over (path, length, bytes) of each named file under `dir`, with `read` giving a file's bytes. */
function hashFiles(dir, names, read = (path) => readFileSync(path)) {
  const hash = createHash("sha256");
  for (const name of names) {
    const bytes = read(join(dir, name), name);
    hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest("hex");
}

/** Every workspace package folder (packages/*, apps/*, bench), by name. */
export function workspace() {
  const byName = new Map();
  const folders = ["packages", "apps"].flatMap((group) => readdirSync(join(root, group)).map((d) => join(root, group, d))).concat(join(root, "bench"));
  for (const dir of folders) {
    const file = join(dir, "package.json");
    if (existsSync(file)) byName.set(JSON.parse(readFileSync(file, "utf8")).name, dir);
  }
  return byName;
}

/** The workspace dependencies of the package in `dir` (all three kinds), transitively, by name. */
function workspaceDependencies(byName, dir, seen = new Set()) {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  for (const deps of [manifest.dependencies, manifest.devDependencies, manifest.peerDependencies]) {
    for (const [dep, range] of Object.entries(deps ?? {})) {
      if (!String(range).startsWith("workspace:") || seen.has(dep) || !byName.has(dep)) continue;
      seen.add(dep);
      workspaceDependencies(byName, byName.get(dep), seen);
    }
  }
  return [...seen].sort();
}

/** Hash of the files of `dir`/dist ("" when there is none). */
export function distHash(dir) {
  const dist = join(dir, "dist");
  return existsSync(dist) ? hashFiles(dist, files(dist)) : "";
}

/** Hash of everything the build of the package in `dir` reads (see the header). */
export function inputsHash(dir, byName = workspace()) {
  const own = files(dir, (entry) => (entry.isDirectory() ? SKIP_DIRS.has(entry.name) : SKIP_FILES.has(entry.name)));
  const ownHash = hashFiles(dir, own, (path, name) => {
    if (name !== "package.json") return readFileSync(path);
    const { version: _version, ...rest } = JSON.parse(readFileSync(path, "utf8"));
    return Buffer.from(JSON.stringify(rest));
  });
  const hash = createHash("sha256").update(`own\0${ownHash}\0root\0${hashFiles(root, ROOT_FILES)}\0`);
  for (const dep of workspaceDependencies(byName, dir)) hash.update(`dep\0${dep}\0${distHash(byName.get(dep))}\0`);
  return hash.digest("hex");
}

/** The stamp of the package in `dir` as it is now on disk. */
export function currentStamp(dir, byName = workspace()) {
  return { inputs: inputsHash(dir, byName), dist: distHash(dir) };
}

/**
 * Why the dist/ of the package in `dir` may not be the build of its current sources, or undefined when it is: its
 * stamp and the stamp of every workspace dependency match their inputs and dist/ as they are now.
 */
export function staleness(dir, byName = workspace()) {
  for (const at of [dir, ...workspaceDependencies(byName, dir).map((dep) => byName.get(dep))]) {
    const name = JSON.parse(readFileSync(join(at, "package.json"), "utf8")).name;
    const file = join(at, STAMP);
    if (!existsSync(file)) return `${name} has no ${STAMP}`;
    const recorded = JSON.parse(readFileSync(file, "utf8"));
    const now = currentStamp(at, byName);
    if (recorded.dist !== now.dist || now.dist === "") return `${name}: dist/ is not what its last build made`;
    if (recorded.inputs !== now.inputs) return `${name}: sources, build tools or dependencies changed since its last build`;
  }
  return undefined;
}

// `node ../../tools/dist-stamp.mjs`, from the package folder, at the end of its build: write its stamp.
if (process.argv[1] === import.meta.filename) {
  const dir = process.cwd();
  if (!existsSync(join(dir, "dist"))) throw new Error(`dist-stamp: ${dir} has no dist/ to stamp`);
  writeFileSync(join(dir, STAMP), JSON.stringify(currentStamp(dir)) + "\n");
}
