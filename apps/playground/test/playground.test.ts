// The playground, built by turbo (dist/), served on localhost and driven in headless Chromium (Debian's
// package, through playwright-core): type into the page, read the DOM, and save a screenshot to docs/playground.png.
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../scripts/serve.mjs";

// @ts-expect-error: plain .mjs tools without type declarations
import { CHROMIUM_ARGS, chromiumPath } from "../../../tools/browser-page.mjs";

const CHROMIUM: string | undefined = chromiumPath();
// The committed picture is refreshed only on request (URIKIT_UPDATE_SCREENSHOT=1), so a test run leaves the tree clean.
const SCREENSHOT =
  process.env.URIKIT_UPDATE_SCREENSHOT === "1"
    ? fileURLToPath(new URL("../../../docs/playground.png", import.meta.url))
    : join(mkdtempSync(join(tmpdir(), "urikit-playground-")), "playground.png");
/** The temporary directory of the screenshots, removed after the tests (absent when they refresh the committed ones). */
const SCREENSHOT_DIR = process.env.URIKIT_UPDATE_SCREENSHOT === "1" ? undefined : dirname(SCREENSHOT);
const PHONE_SCREENSHOT = SCREENSHOT.replace(/playground\.png$/, "playground-phone.png");

let browser: Browser;
let server: Server;
let page: Page;
const pageErrors: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  expect(existsSync(fileURLToPath(new URL("../dist/app.js", import.meta.url))), "build the playground first (turbo build)").toBe(true);
  expect(CHROMIUM, "no Chromium: set CHROMIUM or put chromium on PATH (apt-get install -y chromium; .ci/run does)").toBeDefined();
  const started = await serve(0);
  server = started.server;
  browser = await chromium.launch({ executablePath: CHROMIUM!, args: CHROMIUM_ARGS });
  page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  page.on("pageerror", (error) => pageErrors.push(String(error)));
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(started.url);
  await page.waitForSelector("body[data-ready=true]");
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (SCREENSHOT_DIR !== undefined) rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
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

  it("lists the hazards a person can read: code, message, section, and a caret under where each starts", async () => {
    const text = "http://user:secret@example.com/";
    await page.fill("#uri", text);
    const items = await page.$$eval("#hazards li", (nodes) =>
      nodes.map((n) => ({
        code: (n as HTMLElement).dataset.code,
        shown: n.querySelector(".hazard-code")!.textContent,
        message: n.querySelector(".hazard-message")!.textContent,
        where: n.querySelector(".hazard-where")!.textContent,
        link: n.querySelector<HTMLAnchorElement>(".hazard-where a")?.href,
        caret: n.querySelector(".hazard-caret")!.textContent,
      })),
    );
    // The oracle is the library itself, read in Node: the page must show each hazard inspect() reports, in order.
    const { inspect } = await import("@urikit/uri");
    const expected = inspect(text).hazards;
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((i) => i.code)).toEqual(expected.map((h) => h.code));
    items.forEach((item, k) => {
      const hazard = expected[k]!;
      expect(item.shown).toBe(hazard.code);
      expect(item.message).toBe(hazard.message);
      expect(item.where).toBe(`in ${hazard.component} · ${hazard.cite.replace(/ <.*>$/, "")}`);
      expect(item.link).toMatch(/^https:\/\/www\.rfc-editor\.org\/rfc\/rfc3986#section-7\./);
      expect(item.caret).toBe(`${text}\n${" ".repeat(hazard.index)}^`);
    });
    expect(items.find((i) => i.code === "password-in-userinfo")!.caret).toBe(`${text}\n           ^`);
    expect(await page.isVisible("#hazards-none")).toBe(false);
    await page.fill("#uri", "https://example.com/a");
    expect(await page.$$eval("#hazards li", (nodes) => nodes.length)).toBe(0);
    expect(await page.isVisible("#hazards-none")).toBe(true);
  });

  it("splits a pasted list with the WASM scanner and reports its throughput", async () => {
    await page.fill("#bulk", "http://example.com/\nhttps://[::1]:8443/a?b#c\nnot a uri\n");
    await page.click("#scan");
    await page.waitForSelector("#scan-stats[data-lines]");
    expect(await page.$eval("#scan-stats", (n) => ({ ...(n as HTMLElement).dataset }))).toEqual({ engine: "wasm-simd", lines: "3", valid: "2" });
    expect(await page.textContent("#scan-stats")).toMatch(/MB\/s · [\d.]+ M URIs\/s$/);
    expect(await page.$$eval("#scan-rows tbody tr", (rows) => rows.map((r) => r.children[5]!.textContent))).toEqual(["", "", "unexpected-char at 3"]);
  });

  it("scans 20,000 sample URLs, which also fill the text area so that Scan sees them, and takes a screenshot (docs/playground.png)", async () => {
    await page.fill("#uri", "http://user:secret@example.com:8042/over/there?name=ferret#nose");
    await page.fill("#text", 'Mail <http://example.com/a\n b> or see "http://example.org/x?y#z", www.example.net/path.');
    await page.fill("#bulk", "");
    await page.click("#sample");
    await page.waitForFunction(() => document.querySelector<HTMLElement>("#scan-stats")?.dataset.lines === "20000");
    const valid = 20_000 - Math.ceil(20_000 / 97);
    expect(Number(await page.$eval("#scan-stats", (n) => (n as HTMLElement).dataset.valid))).toBe(valid);
    expect(await page.$eval("#bulk", (n) => (n as HTMLTextAreaElement).value.split("\n").length)).toBe(20_000);
    await page.$eval("#scan-stats", (n) => delete (n as HTMLElement).dataset.lines);
    await page.click("#scan");
    await page.waitForFunction(() => document.querySelector<HTMLElement>("#scan-stats")?.dataset.lines === "20000");
    expect(await page.textContent("#scan-stats")).toMatch(/^pasted: 20,000 lines/);
    await page.screenshot({ path: SCREENSHOT, fullPage: true, timeout: 90_000 });
    expect(statSync(SCREENSHOT).size).toBeGreaterThan(10_000);
  });

  it("shows the API documentation link (../docs/api/) only when the docs are built, so it is never a 404", async () => {
    const href = await page.$eval("#api-docs", (a) => (a as HTMLAnchorElement).href);
    expect(href).toBe(new URL("/docs/api/", page.url()).href);
    const fresh = await browser.newPage();
    try {
      // Not built: the server answers 404 for the docs' index page.
      await fresh.route("**/docs/api/index.html", (route) => route.fulfill({ status: 404, body: "not found" }));
      await fresh.goto(page.url());
      await fresh.waitForSelector("body[data-ready=true]");
      expect(await fresh.isVisible("#api-docs")).toBe(false);
      // Built: the same page shows the link, and following it lands on the docs.
      await fresh.unroute("**/docs/api/index.html");
      await fresh.route("**/docs/api/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>urikit API</title>" }));
      await fresh.reload();
      await fresh.waitForSelector("body[data-ready=true]");
      expect(await fresh.isVisible("#api-docs")).toBe(true);
      await fresh.click("#api-docs");
      expect(await fresh.title()).toBe("urikit API");
    } finally {
      await fresh.close();
    }
  });

  it("fits a phone-width screen (375 px): no panel or table wider than the page, and takes a screenshot (docs/playground-phone.png)", async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true });
    try {
      await phone.goto(page.url());
      await phone.waitForSelector("body[data-ready=true]");
      await phone.fill("#uri", "http://user:secret@example.com:8042/over/there?name=ferret#nose");
      await phone.fill("#bulk", "http://example.com/a/very/long/path/that/goes/on/and/on?with=a&long=query#and-a-fragment\nhttps://[2001:db8::7]:8443/a?b#c\nnot a uri");
      await phone.click("#scan");
      await phone.waitForSelector("#scan-stats[data-lines]");
      const widths = await phone.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        widest: Math.max(...[...document.querySelectorAll("section")].map((s) => s.getBoundingClientRect().right)),
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.widest).toBeLessThanOrEqual(widths.viewport);
      await phone.screenshot({ path: PHONE_SCREENSHOT, fullPage: true, timeout: 90_000 });
      expect(statSync(PHONE_SCREENSHOT).size).toBeGreaterThan(10_000);
    } finally {
      await phone.close();
    }
  });

  it("ran without page errors and fetched nothing from another origin (works offline)", () => {
    expect(pageErrors).toEqual([]);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((r) => !r.startsWith(origin))).toEqual([]);
  });
});
