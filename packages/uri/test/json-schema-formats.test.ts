// The format cases of the JSON-Schema-Test-Suite (RFC 3986, RFC 3987, RFC 6570, IP addresses), an official suite
// written apart from urikit, run against the facade's validators.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isIPv4, isIPv6, isIri, isIriReference, isUri, isUriReference, parseTemplate } from "@urikit/uri";

interface SuiteCase {
  description: string;
  data: unknown;
  valid: boolean;
}
interface SuiteGroup {
  description: string;
  tests: SuiteCase[];
}

const isUriTemplate = (text: string): boolean => {
  try {
    parseTemplate(text);
    return true;
  } catch {
    return false;
  }
};

const validators: Record<string, (text: string) => boolean> = {
  uri: isUri,
  "uri-reference": isUriReference,
  iri: isIri,
  "iri-reference": isIriReference,
  ipv4: isIPv4,
  ipv6: isIPv6,
  "uri-template": isUriTemplate,
};

function stringCases(format: string): [string, string, boolean][] {
  const file = new URL(`json-schema-test-suite/${format}.json`, import.meta.url);
  const groups = JSON.parse(readFileSync(file, "utf8")) as SuiteGroup[];
  const cases: [string, string, boolean][] = [];
  for (const group of groups) {
    for (const test of group.tests) {
      if (typeof test.data === "string") cases.push([test.description, test.data, test.valid]);
    }
  }
  return cases;
}

describe("JSON-Schema-Test-Suite format cases", () => {
  for (const [format, validate] of Object.entries(validators)) {
    const cases = stringCases(format);
    it(`"${format}" has string cases, valid and invalid`, () => {
      expect(cases.some(([, , valid]) => valid)).toBe(true);
      expect(cases.some(([, , valid]) => !valid)).toBe(true);
    });
    it.each(cases)(`"${format}": %s (%j)`, (_description, data, valid) => {
      expect(validate(data)).toBe(valid);
    });
  }
});
