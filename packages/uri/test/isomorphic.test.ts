// Isomorphic packages: every package imports and works in Chromium, Deno, Bun and Node. The same smoke suites (./smoke/*.smoke.mjs,
// one per package, each a namespace import of that package's `.` entry) are bundled by esbuild for the browser and run in
// Debian's headless Chromium through playwright-core, and run unbundled (from the built dist/, through package.json
// exports) under Deno and Bun from their npm packages, and under this Node. Any failing case fails its test here.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { CHROMIUM_ARGS, chromiumPath } from "../../../tools/browser-page.mjs";

const SMOKE = fileURLToPath(new URL("./smoke/", import.meta.url));
const BIN = fileURLToPath(new URL("../../../node_modules/.bin/", import.meta.url));
/** A system browser (CHROMIUM, or chromium / chromium-browser on PATH; .ci/run installs Debian's): never a downloaded build. */
const CHROMIUM: string | undefined = chromiumPath();
const BROWSER_SUITES = ["ip", "core", "resolver", "normalizer", "schemes", "scanner", "text", "html", "uri"] as const;
const ALL_SUITES = [...BROWSER_SUITES, "node"];

interface CaseResult {
  suite: string;
  name: string;
  ok: boolean;
  error?: string;
}

/** esbuild --platform=browser bundle of one suite (iife: a top-level await anywhere would fail the build). */
async function browserBundle(suite: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: `import { cases } from "./${suite}.smoke.mjs"; import { runCases } from "./harness.mjs";
                 globalThis.__urikitSmoke = runCases(${JSON.stringify(suite)}, cases);`,
      resolveDir: SMOKE,
      loader: "js",
    },
    bundle: true,
    platform: "browser",
    format: "iife",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  // The metafile names files relative to the working directory: made absolute, the checks below hold wherever
  // vitest was started (the repository root or the package's folder).
  const inputs = Object.keys(result.metafile.inputs).map((f) => (f.startsWith("node:") ? f : resolve(f)));
  return { code: result.outputFiles[0].text, inputs };
}

/**
 * Results of smoke/run.mjs under another runtime. Asynchronous: a synchronous child blocks the test worker, and one
 * that outlasts vitest's 60 s RPC timeout (a cold runtime on a loaded machine) ends the run with "Timeout calling
 * onTaskUpdate" although the test passed.
 */
function runElsewhere(command: string, args: string[]): Promise<CaseResult[]> {
  return new Promise((resolve, reject) => {
    execFile(command, [...args, "run.mjs"], { cwd: SMOKE, encoding: "utf8", timeout: 120_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`${command} run.mjs failed:\n${stdout}${stderr}`, { cause: error }));
      else resolve(JSON.parse(stdout.trim().split("\n").at(-1)!) as CaseResult[]);
    });
  });
}

/** Every case passed, and every suite reported at least one case. */
function expectAllPassed(results: CaseResult[], suites: readonly string[]): void {
  const failed = results.filter((r) => !r.ok).map((r) => `${r.suite} › ${r.name}: ${r.error}`);
  expect(failed).toEqual([]);
  for (const suite of suites) expect(results.some((r) => r.suite === suite), `suite ${suite} ran`).toBe(true);
}

describe("browser bundles (esbuild --platform=browser)", () => {
  it.each(BROWSER_SUITES)("@urikit/%s bundles with no node: import and only its own dependencies", async (suite) => {
    const { inputs } = await browserBundle(suite);
    expect(inputs.filter((f) => f.startsWith("node:"))).toEqual([]);
    // The package's own dist is in the bundle; the file scanner and its worker are not.
    expect(inputs.some((f) => f.includes(`/packages/${suite}/dist/`))).toBe(true);
    expect(inputs.filter((f) => /\/dist\/(scan-file|scan-worker)\.js$|\/(scanner|uri)\/dist\/node\.js$/.test(f))).toEqual([]);
  });
});

describe("headless Chromium (system package, playwright-core)", () => {
  let browser: Browser;

  beforeAll(async () => {
    expect(CHROMIUM, "no Chromium: set CHROMIUM or put chromium on PATH (apt-get install -y chromium; .ci/run does)").toBeDefined();
    browser = await chromium.launch({ executablePath: CHROMIUM!, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(BROWSER_SUITES)("@urikit/%s smoke suite passes in the page", async (suite) => {
    const { code } = await browserBundle(suite);
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(String(error)));
    try {
      await page.setContent("<!doctype html><title>urikit smoke</title>");
      expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe("undefined");
      await page.addScriptTag({ content: code });
      const results = await page.evaluate(() => (globalThis as unknown as { __urikitSmoke: Promise<CaseResult[]> }).__urikitSmoke);
      expectAllPassed(results, [suite]);
      expect(pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("other runtimes, from the built packages", () => {
  it("Node (this one)", async () => {
    expectAllPassed(await runElsewhere(process.execPath, []), ALL_SUITES);
  }, 150_000);

  it("Deno (npm package deno)", async () => {
    const deno = `${BIN}deno`;
    expect(existsSync(deno), "the deno devDependency is not installed").toBe(true);
    expectAllPassed(await runElsewhere(deno, ["run", "--allow-read", "--allow-write", "--allow-env", "--allow-sys"]), ALL_SUITES);
  }, 150_000);

  it("Bun (npm package bun)", async () => {
    const bun = `${BIN}bun`;
    expect(existsSync(bun), "the bun devDependency is not installed").toBe(true);
    expectAllPassed(await runElsewhere(bun, []), ALL_SUITES);
  }, 150_000);
});
