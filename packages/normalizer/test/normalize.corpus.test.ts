import { normalizeCases, type NormalizeCase } from "@urikit/corpus";
import { UriError, isUriReference } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { equivalent, normalize, type NormalizeOptions } from "../src/index.js";

/** Extra fields of `data/normalize.json` that the loader's `NormalizeCase` does not declare. */
interface EquivalenceFields {
  /** A reference that is (or, with `equivalent: false`, is not) equivalent to `input`. */
  equivalentTo?: string;
  /** Whether `input` and `equivalentTo` are equivalent; `true` when left out. */
  equivalent?: boolean;
}

const cases = normalizeCases() as (NormalizeCase & EquivalenceFields)[];
const KNOWN_OPTIONS = new Set([
  "decodeUnreserved",
  "lowercaseScheme",
  "lowercaseHost",
  "uppercasePercentEncoding",
  "removeDotSegments",
  "removeDefaultPort",
  "emptyPathToSlash",
  "ipv6Canonical",
]);

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe("normalize corpus", () => {
  it("has cases, each with an expectation", () => {
    expect(cases.length).toBeGreaterThan(100);
    for (const c of cases) expect(c.expect !== undefined || c.error !== undefined).toBe(true);
  });

  it("names only options that normalize knows", () => {
    for (const c of cases) for (const key of Object.keys(c.options ?? {})) expect(KNOWN_OPTIONS).toContain(key);
  });

  for (const c of cases) {
    const options = c.options as NormalizeOptions | undefined;
    const label = `${c.source}: ${JSON.stringify(c.input)}${options ? " " + JSON.stringify(options) : ""}`;
    if (c.error !== undefined) {
      const error = c.error;
      it(`rejects ${label} with ${error.code} at ${error.index}`, () => {
        const thrown = thrownBy(() => normalize(c.input, options));
        expect(UriError.is(thrown)).toBe(true);
        expect((thrown as UriError).code).toBe(error.code);
        expect((thrown as UriError).index).toBe(error.index);
        expect(equivalent(c.input, c.input, options)).toBe(false);
      });
      continue;
    }
    it(`normalizes ${label} to ${JSON.stringify(c.expect)}`, () => {
      const normalized = normalize(c.input, options);
      expect(normalized).toBe(c.expect);
      expect(isUriReference(normalized)).toBe(true);
      expect(normalize(normalized, options)).toBe(normalized);
      expect(equivalent(c.input, normalized, options)).toBe(true);
    });
    if (c.equivalentTo !== undefined) {
      const other = c.equivalentTo;
      const want = c.equivalent ?? true;
      it(`${want ? "equates" : "tells apart"} ${JSON.stringify(c.input)} and ${JSON.stringify(other)}`, () => {
        expect(equivalent(c.input, other, options)).toBe(want);
        expect(equivalent(other, c.input, options)).toBe(want);
      });
    }
  }
});
