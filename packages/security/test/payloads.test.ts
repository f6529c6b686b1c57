// The measured figures of the README, asserted: on the published payload lists of test/payloads/ (see its
// SOURCES.md) and the real URLs of bench/data/kasztp.txt. The README table must be what scripts/payload-table.mjs
// writes from these same measurements.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as lib from "../src/index.js";
// @ts-expect-error: a plain .mjs module shared with scripts/payload-table.mjs, without type declarations
import { REDIRECT_BASE, SETS, measure, readPayloads, table } from "./payloads/measure.mjs";

interface Row {
  payload: string;
  urikit?: string;
  ssrfReqFilter?: string;
  requestFilteringAgent?: string;
  verdict?: string;
  sameOrigin?: boolean;
  target?: string;
  codes?: string[];
}
interface Measured {
  ssrf: { name: string; rows: Row[] }[];
  redirect: { name: string; rows: Row[] }[];
  falsePositives: { total: number; public: number; urikit: string[]; ssrfReqFilter: string[]; requestFilteringAgent: string[] };
  relativeLinks: { total: number; notPlain: string[] };
}

let m: Measured;
beforeAll(async () => {
  m = (await measure(lib)) as Measured;
}, 120_000);

describe("published payload lists (measured, no network)", () => {
  it("every open-redirect payload is sameOrigin false or invalid, but the lines named here (plain paths)", () => {
    const rows = m.redirect.flatMap((s) => s.rows);
    expect(rows.length).toBeGreaterThan(1100);
    const same = rows.filter((r) => r.sameOrigin);
    // Each is a path on the origin for every reader, made of unreserved characters and "@" (RFC 3986 §3.3: "@" is
    // a pchar; with no "//" before it, it starts no authority): "/.example.com" is an absolute-path reference,
    // ".localdomain.pw" and "@google.com" relative-path references (§4.2) resolved under the base's directory.
    // They attack a server that glues the value to its origin without a "/" ("https://site" + "@evil"), not
    // the Location a browser follows, which is what assessRedirect judges.
    expect([...new Set(same.map((r) => r.payload))].sort()).toEqual([".localdomain.pw", "/.example.com", "/.google.com", "/.localdomain.pw", "@google.com", "@localdomain.pw"]);
    for (const r of same) expect(new URL(r.target as string).pathname, r.payload).toMatch(/^\/[A-Za-z0-9._~@-]*$/);
    // a payload every reading keeps on the origin is not plain because of a trick, named by a hazard
    for (const r of rows) if (r.verdict === "not plain") expect(r.codes?.length, r.payload).toBeGreaterThan(0);
  });

  it("property: any payload-list line, as published or with its ASCII letters upper-cased, is sameOrigin false or invalid (fixed seed)", () => {
    const sets = SETS.redirect as { file: string }[];
    const plain = new Set(m.redirect.flatMap((s) => s.rows).filter((r) => r.sameOrigin).map((r) => r.payload));
    const lines = sets.flatMap((s) => readPayloads(s.file) as string[]).filter((l) => !plain.has(l));
    fc.assert(
      fc.property(fc.constantFrom(...lines), fc.boolean(), (line, upper) => {
        const value = upper ? line.replace(/[a-z]/g, (c: string) => c.toUpperCase()) : line;
        const r = lib.assessRedirect(value, { base: REDIRECT_BASE });
        expect(r.valid && r.sameOrigin, value).toBe(false);
      }),
      { seed: 21, numRuns: 1500 },
    );
  });

  it("the relative links of the repo's own Markdown pages are plain same-origin values: none is sameOrigin false", () => {
    expect(m.relativeLinks.total).toBeGreaterThan(20);
    expect(m.relativeLinks.notPlain).toEqual([]);
  });

  it("a payload comes out sameOrigin: true only when the browser, and the browser after one more decoding, stay on the origin", () => {
    const origin = new URL(REDIRECT_BASE).origin;
    const browser = (value: string) => {
      try {
        return new URL(value, REDIRECT_BASE).origin;
      } catch {
        return origin; // rejected: nothing to follow
      }
    };
    let flipped = 0;
    for (const r of m.redirect.flatMap((s) => s.rows)) {
      if (r.verdict === "off-origin, another reading") flipped++;
      if (r.sameOrigin !== true) continue;
      expect(browser(r.payload), r.payload).toBe(origin);
      let once: string | undefined;
      try {
        once = decodeURIComponent(r.payload);
      } catch {
        once = undefined;
      }
      if (once !== undefined) expect(browser(once), `${r.payload} decoded once`).toBe(origin);
    }
    // the encoded tricks of the lists (/%2f%2f…, /%5c…, /%09/…) are among them
    expect(flipped).toBeGreaterThanOrEqual(16);
  });

  it("every SSRF payload a competitor refuses before DNS, urikit refuses too", () => {
    for (const r of m.ssrf.flatMap((s) => s.rows)) {
      if (r.ssrfReqFilter === "refused" || r.requestFilteringAgent === "refused") expect(r.urikit, r.payload).toBe("refused");
    }
  });

  it("an SSRF payload urikit lets through names a host only DNS can judge (a dotted domain name)", () => {
    for (const r of m.ssrf.flatMap((s) => s.rows)) {
      if (r.urikit !== "allowed") continue;
      const url = new URL(r.payload);
      expect(["http:", "https:"]).toContain(url.protocol);
      expect(url.hostname, r.payload).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(url.hostname).toMatch(/[a-z]/);
    }
  });

  it("0 false positives among the valid public http(s) URLs with a domain name of kasztp.txt", () => {
    expect(m.falsePositives.public).toBeGreaterThan(45_000);
    expect(m.falsePositives.urikit).toEqual([]);
  });

  it("the README table is the one these measurements give (regenerate: node packages/security/scripts/payload-table.mjs)", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const start = readme.indexOf("<!-- payload-table -->\n") + "<!-- payload-table -->\n".length;
    const end = readme.indexOf("\n<!-- /payload-table -->");
    expect(readme.slice(start, end)).toBe(table(m));
  });
});
