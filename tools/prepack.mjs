// `prepack` of every public package: build it, so that `pnpm pack`, `pnpm publish` and `changeset publish` never
// ship a tarball without dist/ (or with a stale one). Run from the package folder. The build is skipped when the
// package's dist/ is already the build of its current sources: its build stamp and those of all its workspace
// dependencies match the files as they are now (tools/dist-stamp.mjs hashes the sources, build tools, lockfile and
// dependencies' dist/ and the dist/ itself); anything else, a missing stamp included, rebuilds.
//
// Builds are serialised through a lock: `changeset publish` packs up to ten packages at once, and a package's
// build (clean dist/, then tsc) must not run while a dependent's tsc reads that dist/. Only the package itself is
// rebuilt; when a workspace dependency has never been built (a fresh clone), turbo builds the dependencies first.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { staleness } from "./dist-stamp.mjs";

const LOCK_WAIT_MS = 10 * 60_000;
const root = resolve(import.meta.dirname, "..");
const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));

/** Every workspace package folder, by name. */
function workspace() {
  const byName = new Map();
  for (const group of ["packages", "apps"]) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const file = join(root, group, entry.name, "package.json");
      if (entry.isDirectory() && existsSync(file)) byName.set(JSON.parse(readFileSync(file, "utf8")).name, join(root, group, entry.name));
    }
  }
  return byName;
}

/** The workspace dependencies of `name`, transitively, whose dist/ is missing. */
function unbuiltDependencies(byName, name, seen = new Set()) {
  const deps = JSON.parse(readFileSync(join(byName.get(name), "package.json"), "utf8")).dependencies ?? {};
  const missing = [];
  for (const [dep, range] of Object.entries(deps)) {
    if (!String(range).startsWith("workspace:") || seen.has(dep)) continue;
    seen.add(dep);
    if (!existsSync(join(byName.get(dep), "dist"))) missing.push(dep);
    missing.push(...unbuiltDependencies(byName, dep, seen));
  }
  return missing;
}

/** Run a script line of package.json in the package folder, with the package's and the root's node_modules/.bin on PATH. */
function run(line) {
  const path = [join(dir, "node_modules", ".bin"), join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter);
  // stdout goes to stderr: `pnpm publish --json` (which changeset publish parses) owns stdout.
  const result = spawnSync(line, { cwd: dir, stdio: ["ignore", 2, 2], shell: true, env: { ...process.env, PATH: path } });
  if (result.status !== 0) throw new Error(`prepack of ${manifest.name}: \`${line}\` failed (${result.error ?? `exit ${result.status}`})`);
}

/** Take the lock (a directory holding the owner's pid), waiting at most LOCK_WAIT_MS; steal it from a dead owner. */
function lock() {
  const path = join(tmpdir(), `urikit-prepack-${createHash("sha256").update(root).digest("hex").slice(0, 16)}.lock`);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(path);
      writeFileSync(join(path, "pid"), String(process.pid));
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(path, "pid"), "utf8"));
      } catch {
        // The owner has made the folder but not yet written its pid: wait for it.
      }
      if (Number.isInteger(owner) && owner > 0 && !alive(owner)) rmSync(path, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`prepack of ${manifest.name}: waited ${LOCK_WAIT_MS / 1000} s for ${path}`, { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

const unlock = lock();
try {
  const missing = unbuiltDependencies(workspace(), manifest.name);
  if (missing.length > 0) {
    process.stderr.write(`prepack of ${manifest.name}: ${missing.join(", ")} not built yet; building them with turbo\n`);
    run(`turbo run build --filter=${manifest.name}^... --output-logs=errors-only`);
  }
  // The AssemblyScript step (the scanner) writes src/generated/, which is committed nowhere: run it when it is missing.
  if (manifest.scripts["build:wasm"] !== undefined && !existsSync(join(dir, "src", "generated"))) run(manifest.scripts["build:wasm"]);
  const stale = staleness(dir);
  if (stale === undefined) {
    process.stderr.write(`prepack of ${manifest.name}: dist/ is the build of the current sources (build stamps checked); not rebuilt\n`);
  } else {
    process.stderr.write(`prepack of ${manifest.name}: building (${stale})\n`);
    run(manifest.scripts.build);
  }
  if (!existsSync(join(dir, "dist"))) throw new Error(`prepack of ${manifest.name}: the build made no dist/`);
} finally {
  unlock();
}
