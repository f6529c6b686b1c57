import { hazardCases } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { HAZARD_CODES, inspect } from "../src/index.js";

const cases = hazardCases();

describe("inspect over the hazards corpus (RFC 3986 §7)", () => {
  it.each(cases.map((c) => [`${c.section}: ${JSON.stringify(c.input)}`, c] as const))("%s", (_, c) => {
    const result = inspect(c.input, c.options);
    expect(result.valid).toBe(c.valid);
    expect(result.error === undefined).toBe(c.valid);
    const found = result.hazards.map((h) => ({
      code: h.code,
      index: h.index,
      component: h.component,
      ...(h.address === undefined ? {} : { address: h.address }),
      // JSON has no undefined: the corpus writes an absent reading as null.
      ...(h.readings === undefined ? {} : { readings: { rfc3986: h.readings.rfc3986 ?? null, whatwg: h.readings.whatwg ?? null } }),
      ...(h.unicode === undefined ? {} : { unicode: h.unicode }),
    }));
    expect(found).toEqual(c.expect);
    for (const h of result.hazards) {
      expect(h.cite).toMatch(/^RFC \d{4} §\d(\.\d)* <https:\/\/www\.rfc-editor\.org\/rfc\/rfc\d{4}#section-/);
      expect(h.message.length).toBeGreaterThan(10);
      expect(h.index).toBeGreaterThanOrEqual(0);
      expect(h.index).toBeLessThanOrEqual(c.input.length);
    }
  });

  it("no case names a code outside the closed set", () => {
    for (const c of cases) for (const h of c.expect) expect(HAZARD_CODES).toContain(h.code);
  });

  it("a password is never repeated in a message", () => {
    const { hazards } = inspect("https://alice:hunter2@example.com/");
    for (const h of hazards) expect(h.message).not.toContain("hunter2");
  });
});
