// Installing one package alone works: pack the publishable packages with pnpm (which rewrites `workspace:^`),
// install the tarballs into empty temporary projects with npm, and use them there as a user would.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const packagesDir = new URL("../../", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "urikit-install-"));
const tarballs = new Map<string, string>();

/** Run pnpm without blocking the test worker (vitest's RPC must be answered while it runs); resolves to its stdout. */
function pnpm(args: string[], cwd: string): Promise<string> {
  // No `prepack`: the packages are built before the tests, and a rebuild here (dist/ emptied, then tsc) would pull
  // dist/ from under the test files running beside this one. The release rehearsal (apps/release-test) packs
  // with prepack, in a copy of the repository.
  const env = { ...process.env, npm_config_ignore_scripts: "true" };
  // Under `pnpm test`, npm_execpath is pnpm's own entry point; otherwise fall back to npx pnpm@10.
  const execPath = process.env.npm_execpath;
  const [command, argv] = execPath !== undefined && execPath.includes("pnpm") ? [process.execPath, [execPath, ...args]] : ["npx", ["--yes", "pnpm@10.34.8", ...args]];
  return new Promise((resolve, reject) => {
    execFile(command, argv, { cwd, encoding: "utf8", env, maxBuffer: 1 << 26 }, (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(`pnpm ${args.join(" ")}: ${error.message}\n${stderr}`))));
  });
}

/** Make an empty project, install the named packages' tarballs (and their @urikit dependencies), run `script`. */
function installAndRun(names: string[], script: string): string {
  const app = mkdtempSync(join(work, "app-"));
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  const wanted = new Set<string>();
  const addWithDeps = (name: string): void => {
    if (wanted.has(name)) return;
    wanted.add(name);
    const manifest = JSON.parse(readFileSync(join(packagesDir, name.replace("@urikit/", ""), "package.json"), "utf8"));
    for (const dep of Object.keys(manifest.dependencies ?? {})) if (dep.startsWith("@urikit/")) addWithDeps(dep);
  };
  for (const name of names) addWithDeps(name);
  const files = [...wanted].map((name) => tarballs.get(name)!);
  // urikit comes from the tarballs; the one dependency from outside (htmlparser2, for @urikit/html) from the
  // npm registry or npm's cache.
  execFileSync("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", ...files], { cwd: app, encoding: "utf8" });
  writeFileSync(join(app, "main.mjs"), script);
  return execFileSync(process.execPath, ["main.mjs"], { cwd: app, encoding: "utf8" }).trim();
}

/**
 * A turn of the event loop. Every step here blocks on a child process (execFileSync); without a turn between them the
 * test worker cannot take vitest's own replies, and a file longer than vitest's 60 s RPC timeout ends the run with
 * "Timeout calling onTaskUpdate" (seen on a loaded machine).
 */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

beforeAll(async () => {
  const dist = join(work, "tarballs");
  const names: string[] = [];
  for (const dir of readdirSync(packagesDir)) {
    const manifest = JSON.parse(readFileSync(join(packagesDir, dir, "package.json"), "utf8"));
    if (manifest.private) continue;
    names.push(manifest.name);
    tarballs.set(manifest.name, join(dist, `${manifest.name.replace("@", "").replace("/", "-")}-${manifest.version}.tgz`));
  }
  // One recursive `pnpm pack` of the publishable packages (one start of pnpm, not one per package: 2 s instead of
  // 23 s on a 2-core machine); each tarball is the one `pnpm pack` makes in the package's folder.
  await pnpm(["--recursive", ...names.flatMap((name) => ["--filter", name]), "pack", "--pack-destination", dist], packagesDir);
  for (const [name, file] of tarballs) expect(existsSync(file), `${name}: ${file}`).toBe(true);
}, 300_000); // slow on a loaded machine

afterEach(turn);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("each package installs alone from its tarball (issue #2)", () => {
  it("@urikit/ip", () => {
    const out = installAndRun(
      ["@urikit/ip"],
      `import { isIPv6, formatIPv6, parseIPv6 } from "@urikit/ip";
       console.log(isIPv6("2001:db8::7"), formatIPv6(parseIPv6("2001:0DB8:0:0:0:0:0:7")));`,
    );
    expect(out).toBe("true 2001:db8::7");
  });

  it("@urikit/core", () => {
    const out = installAndRun(
      ["@urikit/core"],
      `import { parse, serialize } from "@urikit/core";
       const p = parse("ldap://[2001:db8::7]/c=GB?objectClass?one");
       console.log(p.host, p.query, serialize(p));`,
    );
    expect(out).toBe("[2001:db8::7] objectClass?one ldap://[2001:db8::7]/c=GB?objectClass?one");
  });

  it("@urikit/uri, with the WebAssembly scanner and its worker threads", () => {
    const out = installAndRun(
      ["@urikit/uri"],
      `import { writeFileSync } from "node:fs";
       import { parse, isUri, UriError, resolve, normalize, createScanner, findUris, extractLinks } from "@urikit/uri";
       import { scanFile } from "@urikit/uri/node";
       console.log(findUris("see <http://a/\\n b>").map((m) => m.uri).join(), extractLinks('<base href="http://h/a/"><a href=b>')[1].uri);
       try { parse("http://a/b c"); } catch (e) { console.log(isUri("a:b"), UriError.is(e), e.code, e.index); }
       console.log(resolve("http://a/b/c/d;p?q", "../g"), normalize("HTTP://A/%7e"));
       const scanner = await createScanner();
       const result = scanner.scan(new TextEncoder().encode("http://a/b\\nx y\\n"));
       console.log(scanner.engine, result.length, result.host(0), result.error(1).code);
       writeFileSync("urls.txt", "http://h/\\n".repeat(1000));
       let lines = 0;
       for await (const batch of scanFile("urls.txt", { workers: 2, batchBytes: 4096 })) lines += batch.length;
       console.log(lines);`,
    );
    expect(out).toBe("http://a/b http://h/a/b\ntrue true unexpected-char 10\nhttp://a/b/g http://a/~\nwasm-simd 2 a unexpected-char\n1000");
  });

  it("@urikit/compat, and the same under @urikit/uri/compat", () => {
    const out = installAndRun(
      ["@urikit/uri"],
      `import { uriResolver } from "@urikit/compat";
       import * as viaFacade from "@urikit/uri/compat";
       console.log(viaFacade.uriResolver === uriResolver, uriResolver.resolve("HTTP://A:80/b/c", "../d"), uriResolver.parse("http://[::1]:8080/").host);`,
    );
    expect(out).toBe("true http://a/d ::1");
  });

  it("the tarballs ship only dist, with types and ESM", () => {
    const listing = execFileSync("tar", ["tzf", tarballs.get("@urikit/core")!], { encoding: "utf8" });
    expect(listing).toContain("package/dist/index.js");
    expect(listing).toContain("package/dist/index.d.ts");
    expect(listing).toContain("package/LICENSE");
    expect(listing).not.toContain("package/src/");
    expect(listing).not.toMatch(/\.test\./);
  });
});
