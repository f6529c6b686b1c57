// Under a strict Content-Security-Policy (`script-src 'self'`, no 'wasm-unsafe-eval'), Chromium refuses to compile
// WebAssembly: createScanner() must fall back to the TypeScript twin and say why, not throw. The scanner is bundled
// for the browser by esbuild and run in Debian's headless Chromium (playwright-core), with and without that header.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { CHROMIUM_ARGS, chromiumPath, servePage } from "../../../tools/browser-page.mjs";

interface Outcome {
  engine: string;
  fallbackReason: string | null;
  errors: (string | null)[];
  streamed: number;
}

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const executablePath = chromiumPath();
  expect(executablePath, "no Chromium: set CHROMIUM or put chromium on PATH (.ci/run installs Debian's)").toBeDefined();
  const result = await build({
    stdin: {
      contents: `import { createScanner, scanStream } from "./src/index.ts";
        (async () => {
          const scanner = await createScanner();
          const result = scanner.scan(new TextEncoder().encode("http://a/b\\nx y\\n"));
          let streamed = 0;
          for await (const batch of scanStream([new TextEncoder().encode("http://a/\\n\\n")])) streamed += batch.length;
          window.outcome = { engine: scanner.engine, fallbackReason: scanner.fallbackReason ?? null, errors: [0, 1].map((i) => result.error(i)?.code ?? null), streamed };
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
  bundle = result.outputFiles[0]!.text;
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

async function outcomeUnder(headers: Record<string, string>): Promise<{ outcome: Outcome; violations: string[] }> {
  const server = await servePage(bundle, headers);
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on("console", (message) => violations.push(message.text()));
  try {
    await page.goto(server.url);
    await page.waitForFunction(() => (globalThis as { outcome?: unknown }).outcome !== undefined, undefined, { timeout: 30_000 });
    return { outcome: await page.evaluate(() => (globalThis as unknown as { outcome: Outcome }).outcome), violations };
  } finally {
    await page.close();
    await server.close();
  }
}

describe("createScanner() in Chromium", () => {
  it("runs WebAssembly (SIMD) on a page without a Content-Security-Policy", async () => {
    const { outcome } = await outcomeUnder({});
    expect(outcome).toEqual({ engine: "wasm-simd", fallbackReason: null, errors: [null, "unexpected-char"], streamed: 2 });
  });

  it("falls back to js with its reason under script-src 'self' (no 'wasm-unsafe-eval')", async () => {
    const { outcome } = await outcomeUnder({ "content-security-policy": "script-src 'self'" });
    expect(outcome.engine).toBe("js");
    expect(outcome.fallbackReason).toMatch(/^WebAssembly was refused \(CompileError: .*\); the js engine runs instead$/);
    expect(outcome.errors).toEqual([null, "unexpected-char"]);
    expect(outcome.streamed).toBe(2);
  });

  it("runs WebAssembly again once the policy allows it with 'wasm-unsafe-eval'", async () => {
    const { outcome } = await outcomeUnder({ "content-security-policy": "script-src 'self' 'wasm-unsafe-eval'" });
    expect(outcome.engine).toBe("wasm-simd");
  });
});
