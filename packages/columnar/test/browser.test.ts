// @urikit/columnar in a browser: bundled by esbuild for the browser and run in Debian's headless Chromium
// (playwright-core). Arrow output works there; parquetStream rejects with the error that says Parquet needs
// Node.js, Deno or Bun (the README's promise), instead of a TypeError from inside parquet-wasm.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { CHROMIUM_ARGS, chromiumPath, servePage } from "../../../tools/browser-page.mjs";

let browser: Browser;

beforeAll(async () => {
  const executablePath = chromiumPath();
  expect(executablePath, "no Chromium: set CHROMIUM or put chromium on PATH (.ci/run installs Debian's)").toBeDefined();
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("@urikit/columnar in Chromium", () => {
  it("writes Arrow, and parquetStream rejects with a clear Node/Deno/Bun-only error", async () => {
    const bundle = await build({
      stdin: {
        contents: `import { createScanner } from "@urikit/scanner";
          import { toArrow, arrowIpcStream, parquetStream } from "./src/index.ts";
          (async () => {
            const result = (await createScanner()).scan(["http://a/b?", "//h", "http://[::1"]);
            const table = toArrow(result);
            let ipcBytes = 0;
            const reader = arrowIpcStream([result]).getReader();
            for (;;) { const { done, value } = await reader.read(); if (done) break; ipcBytes += value.length; }
            let parquet;
            try { await parquetStream([result]); parquet = "no error"; } catch (error) { parquet = { name: error.name, message: error.message, cause: String(error.cause) }; }
            window.outcome = { rows: table.numRows, query: [...table.getChild("query").toArray()], ipcBytes, parquet };
          })().catch((error) => { window.outcome = { error: String(error) }; });`,
        resolveDir: fileURLToPath(new URL("..", import.meta.url)),
        loader: "ts",
      },
      bundle: true,
      platform: "browser",
      format: "iife",
      target: "es2022",
      write: false,
      logLevel: "silent",
    });
    const server = await servePage(bundle.outputFiles[0]!.text);
    const page = await browser.newPage();
    try {
      await page.goto(server.url);
      await page.waitForFunction(() => (globalThis as { outcome?: unknown }).outcome !== undefined, undefined, { timeout: 60_000 });
      const outcome = await page.evaluate(() => (globalThis as unknown as { outcome: Record<string, unknown> }).outcome);
      expect(outcome).toMatchObject({ rows: 3, query: ["", null, null] });
      expect(outcome.ipcBytes).toBeGreaterThan(100);
      expect(outcome.parquet).toEqual({
        name: "Error",
        message: expect.stringMatching(/^@urikit\/columnar: parquetStream runs on Node\.js, Deno and Bun only: .*Arrow output .* works everywhere\.$/),
        cause: expect.stringMatching(/TypeError/),
      });
    } finally {
      await page.close();
      await server.close();
    }
  });
});
