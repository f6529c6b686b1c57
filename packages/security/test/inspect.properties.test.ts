import fc from "fast-check";
import { isUriReference } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { HAZARD_CODES, inspect } from "../src/index.js";
import { uriReference } from "@urikit/corpus/arbitraries";

const units = fc.constantFrom(...Array.from("ab0x7f.:/?#[]@%2e%00\\ \t\n|^é😀"), "%2f", "%2E", "..", "//", "javascript:", "http://");
const anyText = fc.array(units, { maxLength: 24 }).map((u) => u.join(""));

describe("inspect properties (RFC 3986 §7)", () => {
  it("never throws on any string; valid agrees with the parser; hazards are sorted, in range, from the closed set", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = inspect(text);
        expect(r.valid).toBe(isUriReference(text));
        expect(r.error === undefined).toBe(r.valid);
        for (let k = 0; k < r.hazards.length; k++) {
          const h = r.hazards[k];
          expect(HAZARD_CODES).toContain(h.code);
          expect(h.index).toBeGreaterThanOrEqual(0);
          expect(h.index).toBeLessThanOrEqual(text.length);
          if (k > 0) expect(h.index).toBeGreaterThanOrEqual(r.hazards[k - 1].index);
        }
      }),
      { seed: 20261125, numRuns: 3000 },
    );
  });

  it("a generated valid reference is valid, and without WHATWG its hazards come from the RFC reading alone", () => {
    fc.assert(
      fc.property(uriReference, (g: { text: string }) => {
        const r = inspect(g.text, { whatwg: false });
        expect(r.valid).toBe(true);
        expect(r.hazards.every((h) => h.code !== "whatwg-differs")).toBe(true);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});
