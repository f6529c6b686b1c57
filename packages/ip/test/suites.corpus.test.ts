// The RFC 5952 text form against Boost.URL's published IPv6 cases (vendored in @urikit/corpus, see
// data/boost-url/SOURCES.md): each written address, parsed and formatted, gives the form Boost.URL writes, and that
// form reads back as the same address.
import { suiteCases, type SuiteCase } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { formatIPv6, isIPv6, parseIPv6 } from "../src/index.js";

interface CanonicalCase extends SuiteCase {
  input: string;
  expect: string;
}

const cases = suiteCases<CanonicalCase>("boost-url", "ipv6-canonical");

describe("IPv6 text form: Boost.URL", () => {
  it("takes every case", () => {
    expect(cases).toHaveLength(12);
  });
  for (const c of cases) {
    it(`${c.input} is written ${c.expect} (${c.source})`, () => {
      expect(isIPv6(c.input)).toBe(true);
      const words = parseIPv6(c.input);
      expect(formatIPv6(words)).toBe(c.expect);
      expect(parseIPv6(c.expect)).toEqual(words);
    });
  }
});
