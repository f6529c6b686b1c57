// The fixtures themselves are well formed: every case has a source, and each file's cases have the fields its
// consumers read, so a typo in a fixture fails here rather than passing silently elsewhere.
import { describe, expect, it } from "vitest";
import { findUrisCases, ipCases, normalizeCases, parseCases, readCases, resolveCases, suiteCases, type BaseCase } from "../src/index.js";

describe("corpus files", () => {
  it.each(["parse", "resolve", "normalize", "ipv4", "ipv6", "ipvfuture", "find-uris", "links", "hazards"] as const)("%s.json: every case has a source and a section", (name) => {
    const cases = readCases<BaseCase>(name);
    expect(cases.length).toBeGreaterThan(20);
    for (const c of cases) {
      expect(c.source, JSON.stringify(c)).toMatch(/\S/);
      expect(c.section, JSON.stringify(c)).toMatch(/\S/);
    }
  });

  it("parse cases expect components or an error, never both", () => {
    for (const c of parseCases()) {
      expect((c.expect === undefined) !== (c.error === undefined), c.input).toBe(true);
      if (c.error !== undefined) expect(c.error.index).toBeLessThanOrEqual(c.input.length);
      if (c.expect !== undefined) expect(typeof c.expect.path).toBe("string");
    }
  });

  it("resolve and normalize cases expect a result or an error", () => {
    for (const c of resolveCases()) expect((c.expect === undefined) !== (c.error === undefined), c.input).toBe(true);
    for (const c of normalizeCases()) expect((c.expect === undefined) !== (c.error === undefined), c.input).toBe(true);
  });

  it("IP cases give an index exactly for invalid input", () => {
    for (const rule of ["ipv4", "ipv6", "ipvfuture"] as const) {
      for (const c of ipCases(rule)) {
        if (c.valid) expect(c.index, c.input).toBeUndefined();
        else expect(c.index, c.input).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("find-uris cases expect a list of matches with a known delimiter", () => {
    for (const c of findUrisCases()) {
      expect(Array.isArray(c.expect), c.input).toBe(true);
      for (const m of c.expect) expect(["angle", "quote", "none"], c.input).toContain(m.delimiter);
    }
  });
});

describe("suites of other implementations", () => {
  const files = [
    ["iri-string", "validity"],
    ["iri-string", "components"],
    ["iri-string", "resolve"],
    ["fluent-uri", "parse"],
    ["fluent-uri", "resolve"],
    ["fluent-uri", "normalize"],
    ["uriparser", "parse"],
    ["uriparser", "resolve"],
    ["uriparser", "relativize"],
    ["uriparser", "normalize"],
    ["boost-url", "validity"],
    ["boost-url", "ipv6-canonical"],
    ["afs-rfc3986", "validity"],
    ["afs-rfc3986", "resolve"],
    ["afs-rfc3986", "normalize"],
  ] as const;
  it.each(files)("%s/%s.json: every case has a source, and a `urikit` answer always has its `why`", (suite, file) => {
    const cases = suiteCases(suite, file);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) {
      expect(c.source, JSON.stringify(c)).toMatch(new RegExp(`^${suite} `));
      expect(c.why === undefined || /RFC 3986/.test(c.why), JSON.stringify(c)).toBe(true);
      if (c.urikit !== undefined) expect(c.why, JSON.stringify(c)).toMatch(/\S/);
    }
  });
});
