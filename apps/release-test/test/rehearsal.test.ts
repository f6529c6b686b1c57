// The release rehearsal: what a maintainer does to cut a release, and what a user does to install it, against a
// real npm registry (Verdaccio) on 127.0.0.1. In a temporary copy of the repository (the checkout is never
// touched): `changeset version`, then `changeset publish` of every public package to that registry; then, in fresh
// projects that each have their own npm cache, `npm install` @urikit/ip alone, @urikit/uri and @urikit/cli from it
// (the three installs side by side), run the facade README's examples, `npx urikit --version` and `urikit split`.
// The registry is stopped by its PID, also when a step fails. Every wait is bounded. The report printed at the end
// gives each step's wall time.
//
// `changeset publish` runs `pnpm publish` for each package and so needs a `pnpm` on PATH; a repository that runs
// pnpm only as `npx pnpm@10` has none (`spawn pnpm ENOENT`). tools/with-pnpm.mjs (what `pnpm release` runs) puts
// a `pnpm` script first on PATH; this test uses the same helper.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { pnpmPath } from "../../../tools/with-pnpm.mjs";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "urikit-release-"));
const copy = join(work, "repo");
const npmCache = join(work, "npm-cache");
const require = createRequire(import.meta.url);

const REGISTRY_START_MS = 60_000;
/** The longest step: `changeset publish`, whose prepacks build every public package. */
const STEP_MS = 15 * 60_000;
const STOP_MS = 10_000;

/** Sizes measured on the way, printed at the end (the closing note of a release quotes them). */
const report: string[] = [];

/** Every workspace package (packages/*, apps/*) of the copy: folder and manifest. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- package.json as read from disk, any field
function workspacePackages(base: string): { dir: string; manifest: Record<string, any> }[] {
  return ["packages", "apps"].flatMap((group) =>
    readdirSync(join(base, group))
      .filter((d) => existsSync(join(base, group, d, "package.json")))
      .map((d) => ({ dir: join(base, group, d), manifest: JSON.parse(readFileSync(join(base, group, d, "package.json"), "utf8")) })),
  );
}

/**
 * The environment of every command here: none of the npm_* variables of the `pnpm test` that started vitest (they
 * would point npm at pnpm's settings) and a private npm cache. The maintainer's commands (`repository: true`) also
 * get a `pnpm` and the repository's node_modules/.bin first on PATH; a user's project does not.
 */
function environment(extra: Record<string, string> = {}, repository = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^(npm_|pnpm_|PNPM_)/i.test(key)) env[key] = value;
  if (process.env.npm_config_registry !== undefined) env.npm_config_registry = process.env.npm_config_registry;
  if (repository) env.PATH = withPnpm.path;
  env.npm_config_cache = npmCache;
  env.npm_config_update_notifier = "false";
  env.npm_config_fund = "false";
  env.npm_config_audit = "false";
  return { ...env, ...extra };
}

/**
 * Run a command to its end within `timeout` ms, in a process group of its own so that a timeout ends everything it
 * started (pnpm publish, prepack, tsc), not only itself. Resolves to its exit code and output.
 */
function spawnBounded(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeout = STEP_MS): Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout!.on("data", (chunk) => (stdout += chunk));
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, "SIGKILL");
    }, timeout);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** {@link spawnBounded}, throwing with the output unless the command exits with 0; resolves to its stdout. */
async function run(command: string, args: string[], cwd: string, env = environment(), timeout = STEP_MS): Promise<string> {
  const result = await spawnBounded(command, args, cwd, env, timeout);
  if (result.code !== 0) {
    const why = result.timedOut ? `no end within ${timeout} ms` : `exit ${result.code}`;
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}): ${why}\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Bytes under `path`, files only (symbolic links are not followed). */
function sizeOf(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

/** Run one step and note its wall time in the report (where a slow rehearsal spends its time). */
async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await step();
  } finally {
    report.push(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

const withPnpm: { path: string; cleanup: () => void } = pnpmPath(process.env.PATH);
let registry: ChildProcess | undefined;
let registryUrl = "";
let registryLog = "";
let statusBefore = "";
const published = new Map<string, string>();

/**
 * Copy the repository without .git, .turbo and node_modules; then give the copy the checkout's dependencies:
 * the root node_modules as a link (the pnpm store lives there), each package's node_modules as a copy of its
 * symbolic links, whose relative targets then point at the copy's own packages.
 */
async function copyRepository(): Promise<void> {
  const skip = new Set([".git", ".turbo", "node_modules", "coverage"]);
  cpSync(root, copy, { recursive: true, filter: (source) => !skip.has(relative(root, source).split(/[\\/]/).at(-1)!) });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  for (const { dir } of workspacePackages(root)) {
    const modules = join(dir, "node_modules");
    if (existsSync(modules)) cpSync(modules, join(copy, relative(root, dir), "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
  const git = (...args: string[]): Promise<string> => run("git", ["-c", "user.name=rehearsal", "-c", "user.email=rehearsal@localhost", ...args], copy);
  await timed("git init, add, commit", async () => {
    await git("init", "-q", "-b", "main");
    await git("add", "-A");
    await git("commit", "-q", "-m", "release rehearsal");
  });
}

/** Start Verdaccio on a free port with its own storage, and wait (bounded) until it answers. */
async function startRegistry(): Promise<void> {
  const port = await freePort();
  registryUrl = `http://127.0.0.1:${port}/`;
  const config = join(work, "verdaccio.yaml");
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(work, "storage"))}`,
      `auth:`,
      `  htpasswd:`,
      `    file: ${JSON.stringify(join(work, "htpasswd"))}`,
      `    max_users: 10`,
      // Signed tokens (JWT), as npm's registry hands out opaque ones: Verdaccio's default (legacy) token carries the
      // password, and every request that sends it costs a bcrypt check of that password, in JavaScript.
      `security:`,
      `  api:`,
      `    jwt:`,
      `      sign:`,
      `        expiresIn: 1h`,
      // No uplinks: @urikit comes from this registry only; a project reaches everything else through its own
      // default registry.
      `uplinks: {}`,
      `packages:`,
      `  "**":`,
      `    access: $all`,
      `    publish: $authenticated`,
      `web:`,
      `  enable: false`,
      `log: { type: stdout, format: json, level: warn }`,
      ``,
    ].join("\n"),
  );
  const manifest = require.resolve("verdaccio/package.json");
  const bin = join(dirname(manifest), JSON.parse(readFileSync(manifest, "utf8")).bin);
  registry = spawn(process.execPath, [bin, "--config", config, "--listen", `127.0.0.1:${port}`], { cwd: work, env: environment(), stdio: ["ignore", "pipe", "pipe"] });
  registry.stdout!.on("data", (chunk) => (registryLog += chunk));
  registry.stderr!.on("data", (chunk) => (registryLog += chunk));
  const deadline = Date.now() + REGISTRY_START_MS;
  for (;;) {
    if (registry.exitCode !== null) throw new Error(`verdaccio exited with ${registry.exitCode}:\n${registryLog}`);
    try {
      if ((await fetch(`${registryUrl}-/ping`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`verdaccio did not answer on ${registryUrl} within ${REGISTRY_START_MS} ms:\n${registryLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stop the registry by its PID: SIGTERM, then SIGKILL if it has not exited within STOP_MS. */
async function stopRegistry(): Promise<void> {
  const child = registry;
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.kill(child.pid!, "SIGTERM");
  const timer = setTimeout(() => child.exitCode === null && child.signalCode === null && process.kill(child.pid!, "SIGKILL"), STOP_MS);
  await exited;
  clearTimeout(timer);
}

/** A user's account on the registry, and its token in the copy's .npmrc (where pnpm publish reads it). */
async function login(): Promise<void> {
  const response = await fetch(`${registryUrl}-/user/org.couchdb.user:rehearsal`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "rehearsal", password: "rehearsal-password" }),
    signal: AbortSignal.timeout(30_000),
  });
  expect(response.status, registryLog).toBe(201);
  const { token } = (await response.json()) as { token: string };
  writeFileSync(join(copy, ".npmrc"), `//127.0.0.1:${new URL(registryUrl).port}/:_authToken=${token}\n`);
}

/** A fresh project that installs `packages` from the rehearsal registry (everything else from the default one). */
async function project(name: string, packages: string[]): Promise<string> {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, private: true, type: "module" }, null, 2));
  writeFileSync(join(dir, ".npmrc"), `@urikit:registry=${registryUrl}\n`);
  await timed(`npm install ${packages.join(" ")}`, () => run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...packages], dir));
  report.push(`install ${packages.join(" ")}: node_modules ${kB(sizeOf(join(dir, "node_modules")))}`);
  return dir;
}

/** The installed packages of a project, from npm's own lock. */
function installed(dir: string): string[] {
  const lock = JSON.parse(readFileSync(join(dir, "node_modules", ".package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
  return Object.keys(lock.packages).map((p) => p.replace(/^node_modules\//, "")).sort();
}

/** The user's three installs, started side by side once the packages are published; each test awaits its own. */
const installs: Record<"ip" | "facade" | "cli", Promise<string>> = {} as never;

beforeAll(async () => {
  statusBefore = await run("git", ["status", "--porcelain"], root);
  // Verdaccio starts in its own process while the repository is copied.
  const registryStarted = timed("registry start", startRegistry);
  await timed("copy and git commit", copyRepository);
  await registryStarted;
  await login();
  const changeset = join(dirname(require.resolve("@changesets/cli/package.json", { paths: [root] })), "bin.js");
  await timed("changeset version", () => run(process.execPath, [changeset, "version"], copy, environment({}, true)));
  const publishLog = await timed("changeset publish", () => run(process.execPath, [changeset, "publish"], copy, environment({ npm_config_registry: registryUrl }, true)));
  for (const { manifest } of workspacePackages(copy)) if (manifest.private !== true) published.set(manifest.name, manifest.version);
  expect(publishLog).not.toMatch(/failed to publish/i);
  installs.ip = project("ip-alone", ["@urikit/ip"]);
  installs.facade = project("facade", ["@urikit/uri"]);
  installs.cli = project("cli", ["@urikit/cli"]);
  // Each test awaits (and so reports) its own install's failure; none is left unhandled meanwhile.
  for (const install of Object.values(installs)) install.catch(() => undefined);
}, 3 * STEP_MS);

afterAll(async () => {
  // The installs end before the registry stops (a test that failed early has not awaited its own).
  await Promise.allSettled(Object.values(installs));
  await stopRegistry();
  withPnpm.cleanup();
  console.log(["release rehearsal:", ...report].join("\n  "));
  rmSync(work, { recursive: true, force: true });
}, STOP_MS + 30_000);

describe("release rehearsal on a local registry (Verdaccio)", () => {
  it("changeset version gave every public package a 0.x version and a CHANGELOG.md", () => {
    expect(published.size).toBeGreaterThan(10);
    for (const { dir, manifest } of workspacePackages(copy)) {
      if (manifest.private === true) continue;
      expect(manifest.version, manifest.name).toMatch(/^0\.\d+\.\d+$/);
      expect(existsSync(join(dir, "CHANGELOG.md")), manifest.name).toBe(true);
    }
  });

  it("changeset publish put every public package on the registry; each tarball has dist, types, CHANGELOG.md and no workspace: range", async () => {
    for (const [name, version] of published) {
      const response = await fetch(`${registryUrl}${name.replace("/", "%2f")}`, { signal: AbortSignal.timeout(30_000) });
      expect(response.status, name).toBe(200);
      const document = (await response.json()) as { versions: Record<string, { dist: { tarball: string }; dependencies?: Record<string, string> }> };
      const entry = document.versions[version]!;
      expect(entry, `${name}@${version}`).toBeDefined();
      for (const range of Object.values(entry.dependencies ?? {})) expect(range, name).not.toMatch(/^workspace:/);
      const tarball = Buffer.from(await (await fetch(entry.dist.tarball, { signal: AbortSignal.timeout(30_000) })).arrayBuffer());
      const file = join(work, `${name.replace("/", "-")}.tgz`);
      writeFileSync(file, tarball);
      const listing = (await run("tar", ["tzf", file], work)).split("\n");
      // The entry points the manifest names: every `exports` target (types and code), or the bin of the CLI.
      const manifest = workspacePackages(copy).find((p) => p.manifest.name === name)!.manifest;
      const targets = [
        ...Object.values<unknown>(manifest.exports ?? {}).flatMap((t) => (typeof t === "string" ? [t] : Object.values(t as Record<string, string>))),
        ...Object.values<string>(manifest.bin ?? {}),
      ].map((t) => `package/${t.replace(/^\.\//, "")}`);
      expect(targets.length, name).toBeGreaterThan(0);
      expect(listing, name).toEqual(expect.arrayContaining(["package/package.json", "package/CHANGELOG.md", "package/README.md", "package/LICENSE", ...targets]));
      expect(listing.filter((f) => /\.test\.|\/src\//.test(f)), name).toEqual([]);
      report.push(`${name}@${version}: tarball ${kB(tarball.length)}`);
    }
  });

  it("npm install @urikit/ip alone pulls nothing else, and works", async () => {
    const dir = await installs.ip;
    expect(installed(dir)).toEqual(["@urikit/ip"]);
    writeFileSync(join(dir, "main.mjs"), `import { isIPv6, formatIPv6, parseIPv6 } from ${JSON.stringify("@urikit/ip")};\nconsole.log(isIPv6("2001:db8::7"), formatIPv6(parseIPv6("2001:0DB8:0:0:0:0:0:7")));\n`);
    expect((await run(process.execPath, ["main.mjs"], dir)).trim()).toBe("true 2001:db8::7");
  });

  it("npm install @urikit/uri, then the facade README's examples run and give the values their comments show", async () => {
    const dir = await installs.facade;
    expect(installed(dir).filter((p) => p.startsWith("@urikit/")).sort()).toEqual(
      Object.keys(JSON.parse(readFileSync(join(copy, "packages/uri/package.json"), "utf8")).dependencies).concat("@urikit/uri").sort(),
    );
    const readme = readFileSync(join(copy, "packages/uri/README.md"), "utf8");
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThan(0);
    // `expression; // → value` (a JSON value) becomes a check; other comments only describe, and the line runs as it
    // is. (tools/test/readme-blocks.test.ts checks every shown value in the workspace; this checks the installed one.)
    let checks = 0;
    const lines = blocks.join("\n").split("\n").map((line) => {
      const m = /^(.*?);\s*\/\/\s*→\s*(.+?)\s*$/.exec(line);
      // Not a check: a declaration, or several statements on one line ("a(); b();", where ";" is followed by a space).
      if (m === null || m[1]!.trim().startsWith("const ") || /;\s/.test(m[1]!)) return line;
      try {
        JSON.parse(m[2]!);
      } catch {
        return line;
      }
      checks++;
      return `check(${JSON.stringify(m[1]!.trim())}, ${m[1]}, ${m[2]});`;
    });
    const prelude = [
      `let checked = 0;`,
      `function check(source, actual, expected) { if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(source + " gave " + JSON.stringify(actual) + ", the README says " + JSON.stringify(expected)); checked++; }`,
    ];
    const code = transformSync([...prelude, ...lines, `console.log("checked", checked);`].join("\n"), { loader: "ts", format: "esm" }).code;
    writeFileSync(join(dir, "readme.mjs"), code);
    expect(checks).toBeGreaterThanOrEqual(5);
    expect((await run(process.execPath, ["readme.mjs"], dir)).trim()).toBe(`checked ${checks}`);
  });

  it("npm install @urikit/cli: npx urikit --version, urikit split, and split --format parquet (apache-arrow comes with it)", async () => {
    const dir = await installs.cli;
    // The command is bundled (dist/, start-up time): at run time it needs only the columnar writers and tldts.
    expect(installed(dir)).toEqual(expect.arrayContaining(["@urikit/cli", "@urikit/columnar", "apache-arrow", "parquet-wasm", "tldts"]));
    expect(installed(dir)).not.toContain("@urikit/uri");
    expect(await run("npx", ["--no-install", "urikit", "--version"], dir)).toBe(`urikit ${published.get("@urikit/cli")}\n`);
    writeFileSync(join(dir, "urls.txt"), "http://example.com/a?b#c\nhttp://a b/\n");
    writeFileSync(join(dir, "page.html"), '<a href="https://xn--pple-43d.com/">a</a>');
    // The four commands run side by side; each is checked on its own below.
    const [split, parquet, links, inspect] = await Promise.all([
      spawnBounded("npx", ["--no-install", "urikit", "split", "urls.txt"], dir, environment()),
      spawnBounded("npx", ["--no-install", "urikit", "split", "--format", "parquet", "-o", "urls.parquet", "urls.txt"], dir, environment()),
      spawnBounded("npx", ["--no-install", "urikit", "links", "page.html"], dir, environment()),
      spawnBounded("npx", ["--no-install", "urikit", "inspect", "https://xn--pple-43d.com/"], dir, environment()),
    ]);
    expect(split.code, split.stderr).toBe(1); // one invalid line
    const rows = split.stdout.trimEnd().split("\n").map((r) => r.split("\t"));
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ["line", "valid", "scheme", "userinfo", "host"],
      ["1", "true", "http", "", "example.com"],
      ["2", "false", "", "", ""],
    ]);
    expect(parquet.code, parquet.stderr).toBe(1);
    const bytes = readFileSync(join(dir, "urls.parquet"));
    expect([bytes.subarray(0, 4).toString(), bytes.subarray(-4).toString()]).toEqual(["PAR1", "PAR1"]);
    // The commands whose code is in lazily loaded chunks (the HTML tokenizer, the IDNA tables) run too.
    expect(links.code, links.stderr).toBe(0);
    expect(links.stdout).toContain("https://xn--pple-43d.com/");
    expect(inspect.stdout + inspect.stderr).toContain("punycode-label");
  });

  it("left the checkout as it was", async () => {
    expect(await run("git", ["status", "--porcelain"], root)).toBe(statusBefore);
  });
});
