// Run a command with a `pnpm` on PATH: `node tools/with-pnpm.mjs changeset publish`.
//
// `changeset publish` runs `pnpm publish` in each package, by that name. A repository that runs pnpm only as
// `npx --yes pnpm@10 …` has no `pnpm` on PATH, and changesets fails with `spawn pnpm ENOENT`. (A `pnpm`
// devDependency would put one in node_modules/.bin, but turbo then spawns it by a relative path from each package's
// folder and fails.) This writes a one-line `pnpm` script into a temporary folder, puts that folder first on PATH, and
// runs the command: the script runs the pnpm that started this (npm_execpath, under `pnpm run`), else
// `npx --yes pnpm@<packageManager's version>`.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/**
 * The shell line that runs pnpm, for the script. Outside `pnpm run`, npx fetches pnpm once, here, and the script
 * runs that copy by its path: the commands that call `pnpm` may point npm at another registry (a rehearsal's).
 */
function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath !== undefined && /pnpm/.test(execPath)) return `exec ${JSON.stringify(process.execPath)} ${JSON.stringify(execPath)} "$@"`;
  const version = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).packageManager.replace(/^pnpm@/, "");
  const found = spawnSync("npx", ["--yes", "-p", `pnpm@${version}`, "sh", "-c", "command -v pnpm"], { encoding: "utf8", timeout: 120_000 });
  const bin = found.stdout?.trim();
  if (found.status !== 0 || !bin) throw new Error(`with-pnpm: npx could not provide pnpm@${version}: ${found.error ?? found.stderr}`);
  return `exec ${JSON.stringify(bin)} "$@"`;
}

/**
 * A PATH whose first folder has a `pnpm` script; call the returned cleanup when done. The script answers a lone
 * `--version` itself, with the version the pnpm it runs printed once here: `changeset publish` asks it once per
 * package, and each start of pnpm costs most of a second of CPU.
 */
export function pnpmPath(path = process.env.PATH ?? "") {
  const command = pnpmCommand();
  const asked = spawnSync("sh", ["-c", command, "pnpm", "--version"], { encoding: "utf8", timeout: 120_000 });
  const version = asked.stdout?.trim() ?? "";
  if (asked.status !== 0 || !/^\d+\.\d+\.\d+\S*$/.test(version)) throw new Error(`with-pnpm: \`pnpm --version\` gave ${JSON.stringify(version)}: ${asked.error ?? asked.stderr}`);
  const dir = mkdtempSync(join(tmpdir(), "urikit-pnpm-"));
  const script = join(dir, "pnpm");
  writeFileSync(script, `#!/bin/sh\nif [ "$#" -eq 1 ] && [ "$1" = --version ]; then echo ${version}; exit 0; fi\n${command}\n`);
  chmodSync(script, 0o755);
  return { path: [dir, join(root, "node_modules", ".bin"), path].join(delimiter), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

if (process.argv[1] === import.meta.filename) {
  const [command, ...args] = process.argv.slice(2);
  if (command === undefined) {
    process.stderr.write("usage: node tools/with-pnpm.mjs COMMAND [ARG…]\n");
    process.exit(2);
  }
  const { path, cleanup } = pnpmPath();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, PATH: path } });
  cleanup();
  if (result.error !== undefined) throw result.error;
  process.exit(result.status ?? 1);
}
