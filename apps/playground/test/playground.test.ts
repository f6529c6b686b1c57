// The playground, built by turbo (dist/), served on localhost and driven in headless Chromium (the system's
// browser, through playwright-core): type into the page, read the DOM, and save a screenshot to docs/playground.png.
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { CHROMIUM_MISSING, findChromium } from "@urikit/corpus/chromium";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../scripts/serve.mjs";

/** A system browser (CHROMIUM, or chromium / chromium-browser on PATH): never a downloaded build. */
const CHROMIUM = findChromium();
// The committed picture is refreshed only on request (URIKIT_UPDATE_SCREENSHOT=1), so a test run leaves the tree clean.
const SCREENSHOT =
  process.env.URIKIT_UPDATE_SCREENSHOT === "1"
    ? fileURLToPath(new URL("../../../docs/playground.png", import.meta.url))
    : join(mkdtempSync(join(tmpdir(), "urikit-playground-")), "playground.png");

let browser: Browser;
let server: Server;
let page: Page;
const pageErrors: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  expect(existsSync(fileURLToPath(new URL("../dist/app.js", import.meta.url))), "build the playground first (turbo build)").toBe(true);
  expect(CHROMIUM, CHROMIUM_MISSING).toBeDefined();
  const started = await serve(0);
  server = started.server;
  browser = await chromium.launch({ executablePath: CHROMIUM!, args: ["--no-sandbox"] });
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(started.url);
  await page.waitForSelector("body[data-ready=true]");
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The text of every coloured span, by component. */
async function spanTexts(): Promise<Record<string, string>> {
  return page.$$eval("#spans span[data-component]", (nodes) =>
    Object.fromEntries(nodes.map((n) => [(n as HTMLElement).dataset.component!, n.textContent ?? ""])),
  );
}

async function componentCells(): Promise<Record<string, string>> {
  return page.$$eval("#components tbody tr", (rows) =>
    Object.fromEntries(rows.map((r) => [(r as HTMLElement).dataset.component!, r.children[1]!.textContent ?? ""])),
  );
}

describe("playground in headless Chromium", () => {
  it("colours each component and tells absent from empty", async () => {
    await page.fill("#uri", "http://user@[::1]:8080/a/./b?#");
    expect(await spanTexts()).toEqual({ scheme: "http", userinfo: "user", host: "[::1]", port: "8080", path: "/a/./b" });
    expect(await componentCells()).toEqual({
      scheme: "http", userinfo: "user", host: "[::1]", port: "8080", path: "/a/./b", query: "empty", fragment: "empty",
    });
    await page.fill("#uri", "mailto:someone@example.com");
    expect(await componentCells()).toMatchObject({ scheme: "mailto", host: "absent", query: "absent", path: "someone@example.com" });
  });

  it("shows the error with a caret under its index", async () => {
    await page.fill("#uri", "http://a/b c");
    expect(await page.isVisible("#error")).toBe(true);
    expect(await page.textContent("#caret")).toBe("http://a/b c\n          ^");
    expect(await page.textContent("#error-message")).toContain("unexpected-char");
  });

  it("normalizes and resolves against the base", async () => {
    await page.fill("#base", "http://a/b/c/d;p?q");
    await page.fill("#uri", "../g");
    expect(await page.textContent("#resolved")).toBe("http://a/b/g");
    await page.fill("#uri", "HTTP://Example.COM:80/%7efoo/./bar");
    expect(await page.textContent("#normalized")).toBe("http://example.com/~foo/bar");
  });

  it("finds URIs in pasted text", async () => {
    await page.fill("#text", "see <http://a/\n b> and http://c/d. or www.example.org/x");
    expect(await page.$$eval("#found mark", (marks) => marks.map((m) => m.textContent))).toEqual(["http://a/b", "http://c/d", "http://www.example.org/x"]);
  });

  it("shows the inspect panel exactly when @urikit/uri exports inspect", async () => {
    const facade = (await import("@urikit/uri")) as Record<string, unknown>;
    expect(await page.isVisible("#inspect-panel")).toBe(typeof facade.inspect === "function");
  });

  it("splits a pasted list with the WASM scanner and reports its throughput", async () => {
    await page.fill("#bulk", "http://example.com/\nhttps://[::1]:8443/a?b#c\nnot a uri\n");
    await page.click("#scan");
    await page.waitForSelector("#scan-stats[data-lines]");
    expect(await page.$eval("#scan-stats", (n) => ({ ...(n as HTMLElement).dataset }))).toEqual({ engine: "wasm-simd", lines: "3", valid: "2" });
    expect(await page.textContent("#scan-stats")).toMatch(/MB\/s · [\d.]+ M URIs\/s$/);
    expect(await page.$$eval("#scan-rows tbody tr", (rows) => rows.map((r) => r.children[5]!.textContent))).toEqual(["", "", "unexpected-char at 3"]);
  });

  it("scans 100,000 sample URLs and takes a screenshot (docs/playground.png)", async () => {
    await page.fill("#uri", "foo://user@example.com:8042/over/there?name=ferret#nose");
    await page.fill("#text", 'Mail <http://example.com/a\n b> or see "http://example.org/x?y#z", www.example.net/path.');
    await page.click("#sample");
    await page.waitForFunction(() => document.querySelector<HTMLElement>("#scan-stats")?.dataset.lines === "100000");
    expect(Number(await page.$eval("#scan-stats", (n) => (n as HTMLElement).dataset.valid))).toBe(100_000 - Math.ceil(100_000 / 97));
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    expect(statSync(SCREENSHOT).size).toBeGreaterThan(10_000);
  });

  it("links the API documentation at ../docs/api/, which the server maps to the repository's docs/api/", async () => {
    const href = await page.$eval("#api-docs", (a) => (a as HTMLAnchorElement).href);
    expect(href).toBe(new URL("/docs/api/", page.url()).href);
  });

  it("ran without page errors and fetched nothing from another origin (works offline)", () => {
    expect(pageErrors).toEqual([]);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((r) => !r.startsWith(origin))).toEqual([]);
  });
});
