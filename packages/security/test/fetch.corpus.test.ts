import { fetchCases, redirectCases } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { assessFetch, assessRedirect, HAZARD_CODES, REFUSING_CODES } from "../src/index.js";

const CITE = /^RFC \d{4} §\d+(\.\d+)* <https:\/\/www\.rfc-editor\.org\/rfc\/rfc\d{4}#section-\d+(\.\d+)*>$/;

describe("assessFetch over the fetch corpus (RFC 6890 §2.2, RFC 6761 §6.3, RFC 3986 §7)", () => {
  it.each(fetchCases().map((c) => [`${c.section}: ${JSON.stringify(c.input)} ${c.policy === undefined ? "" : JSON.stringify(c.policy)}`, c] as const))("%s", (_, c) => {
    const r = assessFetch(c.input, c.policy);
    expect(r.allowed).toBe(c.allowed);
    expect(r.address).toBe(c.address);
    expect(r.addressClass).toBe(c.addressClass);
    expect(r.hazards.map((h) => h.code)).toEqual(c.codes);
    // refused exactly when a refusing hazard is there: every refusal has a stated reason
    expect(r.allowed).toBe(!r.hazards.some((h) => REFUSING_CODES.has(h.code)));
    for (const h of r.hazards) {
      expect(h.cite).toMatch(CITE);
      expect(h.index).toBeGreaterThanOrEqual(0);
      expect(h.index).toBeLessThanOrEqual(c.input.length);
    }
  });
});

describe("assessRedirect over the redirect corpus (RFC 9110 §10.2.2, RFC 3986 §5.2)", () => {
  it.each(redirectCases().map((c) => [`${c.section}: ${JSON.stringify(c.input)} on ${c.base}`, c] as const))("%s", (_, c) => {
    const r = assessRedirect(c.input, { base: c.base });
    expect(r.valid).toBe(c.valid);
    expect(r.sameOrigin).toBe(c.sameOrigin);
    expect(r.target).toBe(c.target);
    expect(r.hazards.map((h) => h.code)).toEqual(c.codes);
    for (const h of r.hazards) expect(h.cite).toMatch(CITE);
  });

  it("every hazard code has a case in one of the three corpora", async () => {
    const { hazardCases } = await import("@urikit/corpus");
    const seen = new Set([
      ...hazardCases().flatMap((c) => c.expect.map((h) => h.code)),
      ...fetchCases().flatMap((c) => c.codes),
      ...redirectCases().flatMap((c) => c.codes),
    ]);
    expect([...seen].sort()).toEqual([...HAZARD_CODES].sort());
  });
});
