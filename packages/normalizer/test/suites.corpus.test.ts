// The normalizer against the normal forms three strict implementations publish (vendored in @urikit/corpus, see
// data/iri-string/SOURCES.md, data/fluent-uri/SOURCES.md and data/uriparser/SOURCES.md). iri-string and fluent-uri
// stop at RFC 3986 §6.2.2 plus the removal of an empty port, so the step of §6.2.3 that they leave out is switched
// off (`emptyPathToSlash`); a scheme's default port, which urikit drops with the empty one, and the other deliberate
// differences are in `urikit` / `why`.
// IRIs are compared in the URI form urikit normalizes to (RFC 3987 §5.3.2.3), the suite's IRI mapped by iriToUri.
import { suiteCases, type SuiteCase } from "@urikit/corpus";
import { iriToUri } from "@urikit/iri";
import { describe, expect, it } from "vitest";
import { equivalent, normalize, type NormalizeOptions } from "../src/index.js";

interface ComponentsCase extends SuiteCase {
  input: string;
  expect: { scheme: string | null };
  normalizedUri: string;
  normalizedIri: string;
  differentIris?: string[];
  urikit?: { normalizedUri?: string; normalizedIriAsUri?: string };
}

interface NormalizeCase extends SuiteCase {
  input: string;
  expect: string;
  iri?: boolean;
  urikit?: string;
}

const OPTIONS: NormalizeOptions = { emptyPathToSlash: false };
const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);

// iri-string normalizes absolute IRIs only.
const iriString = suiteCases<ComponentsCase>("iri-string", "components").filter((c) => c.expect.scheme !== null);
const fluentUri = suiteCases<NormalizeCase>("fluent-uri", "normalize");

describe("normalization: iri-string", () => {
  it("takes every absolute case", () => {
    expect(iriString).toHaveLength(72);
  });
  for (const c of iriString) {
    it(`${JSON.stringify(c.input)} (${c.source})`, () => {
      if (ascii(c.input)) expect(normalize(c.input, OPTIONS)).toBe(c.urikit?.normalizedUri ?? c.normalizedUri);
      expect(normalize(c.input, { ...OPTIONS, iri: true })).toBe(c.urikit?.normalizedIriAsUri ?? iriToUri(c.normalizedIri));
      for (const other of c.differentIris ?? []) expect(equivalent(c.input, other, { iri: true }), other).toBe(false);
    });
  }
});

describe("normalization: fluent-uri", () => {
  it("takes every case", () => {
    expect(fluentUri.length).toBeGreaterThan(20);
  });
  for (const c of fluentUri) {
    const want = c.urikit ?? (c.iri === true ? iriToUri(c.expect) : c.expect);
    it(`${JSON.stringify(c.input)} is ${JSON.stringify(want)} (${c.source})`, () => {
      expect(normalize(c.input, c.iri === true ? { ...OPTIONS, iri: true } : OPTIONS)).toBe(want);
    });
  }
});

describe("normalization: uriparser (4Suite)", () => {
  const cases = suiteCases<NormalizeCase>("uriparser", "normalize");
  it("takes every case", () => {
    expect(cases).toHaveLength(10);
  });
  for (const c of cases) {
    const want = c.urikit ?? c.expect;
    it(`${JSON.stringify(c.input)} is ${JSON.stringify(want)} (${c.source})`, () => {
      expect(normalize(c.input)).toBe(want);
    });
  }
});

describe("normalization: afs/rfc3986 (Apache Jena's IRI3986)", () => {
  // Its normal form takes the scheme-based steps of RFC 3986 §6.2.3 too (default port, empty path), as urikit's
  // default does.
  const cases = suiteCases<NormalizeCase>("afs-rfc3986", "normalize");
  it("takes every case", () => {
    expect(cases).toHaveLength(15);
  });
  for (const c of cases) {
    it(`${JSON.stringify(c.input)} is ${JSON.stringify(c.expect)} (${c.source})`, () => {
      expect(normalize(c.input)).toBe(c.expect);
    });
  }
});
