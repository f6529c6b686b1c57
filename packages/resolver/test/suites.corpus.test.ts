// The resolver against the resolution cases four strict implementations publish (vendored in @urikit/corpus, see
// the SOURCES.md of data/iri-string, data/fluent-uri, data/uriparser and data/afs-rfc3986). Where a suite deviates
// from RFC 3986 §5.2 (percent-encoded dots, path underflow as an error, no resolution against an opaque base, a
// rootless merge), the data holds urikit's answer and the rule in `urikit` / `why`, and that answer is checked
// against the §5.2 pseudocode transcribed literally (test/rfc3986-pseudocode.ts).
import { suiteCases, type SuiteCase } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { createResolver, relativize, resolve } from "../src/index.js";
import { resolveLiterally } from "./rfc3986-pseudocode.js";

interface Case extends SuiteCase {
  base: string;
  input: string;
  expect?: string;
  error?: string;
  normalized?: string;
  baseNormalized?: boolean;
  urikit?: string;
}

const iriString = suiteCases<Case>("iri-string", "resolve");
const fluentUri = suiteCases<Case>("fluent-uri", "resolve");
const uriparser = suiteCases<Case>("uriparser", "resolve");
const afs = suiteCases<Case>("afs-rfc3986", "resolve");
const relativizations = suiteCases<Case & { domainRoot?: boolean }>("uriparser", "relativize");

/** fluent-uri's base `Uri::parse("foo:/bar/..").normalize()`, written out (RFC 3986 §6.2.2.3). */
const NORMALIZED_BASES: Readonly<Record<string, string>> = { "foo:/bar/..": "foo:/" };

describe("resolution: iri-string, fluent-uri, uriparser (4Suite) and afs/rfc3986", () => {
  it("takes every case of the four suites", () => {
    expect(uriparser).toHaveLength(186);
    expect(afs).toHaveLength(33);
    expect(iriString.length).toBeGreaterThan(100);
    expect(fluentUri.length).toBeGreaterThan(50);
    // RFC 3986 §5.4.1 and §5.4.2 are in both.
    expect(iriString.filter((c) => c.base === "http://a/b/c/d;p?q").length).toBeGreaterThanOrEqual(42);
    expect(fluentUri.filter((c) => c.base === "http://a/b/c/d;p?q").length).toBeGreaterThanOrEqual(42);
  });

  for (const c of [...iriString, ...fluentUri, ...uriparser, ...afs]) {
    const base = c.baseNormalized === true ? NORMALIZED_BASES[c.base]! : c.base;
    const want = c.urikit ?? c.expect!;
    it(`${JSON.stringify(c.input)} against ${JSON.stringify(base)} is ${JSON.stringify(want)} (${c.source})`, () => {
      expect(resolve(base, c.input)).toBe(want);
      expect(createResolver(base).resolve(c.input)).toBe(want);
      if (c.urikit !== undefined) {
        expect(c.why).toMatch(/RFC 3986 §5\.2/);
        expect(resolveLiterally(base, c.input)).toBe(c.urikit);
      }
    });
  }
});

describe("relativization: uriparser (4Suite)", () => {
  it("takes every case", () => {
    expect(relativizations).toHaveLength(26);
  });
  for (const c of relativizations) {
    const want = c.urikit ?? c.expect!;
    it(`${JSON.stringify(c.input)} from ${JSON.stringify(c.base)} is ${JSON.stringify(want)} (${c.source})`, () => {
      expect(relativize(c.base, c.input)).toBe(want);
      // Whatever reference each side writes, it resolves back to the target (RFC 3986 §5.2).
      expect(resolve(c.base, want)).toBe(c.input);
      expect(resolve(c.base, c.expect!)).toBe(c.input);
    });
  }
});
