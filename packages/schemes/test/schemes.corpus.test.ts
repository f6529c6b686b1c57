import { readFileSync } from "node:fs";
import { UriError } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { parseScheme } from "../src/index.js";

interface ExpectCase {
  source: string;
  input: string;
  expect: Record<string, unknown>;
}
interface ErrorCase {
  source: string;
  input: string;
  error: { code: string; index: number; rule?: string };
}
type Entry = string | ExpectCase | ErrorCase;

const entries = JSON.parse(readFileSync(new URL("./fixtures/schemes.json", import.meta.url), "utf8")) as Entry[];

// Group the cases under the section header that precedes them.
const sections: { title: string; cases: (ExpectCase | ErrorCase)[] }[] = [];
for (const entry of entries) {
  if (typeof entry === "string") sections.push({ title: entry, cases: [] });
  else sections.at(-1)!.cases.push(entry);
}

describe.each(sections)("$title", ({ cases }) => {
  it.each(cases)("$source $input", (entry) => {
    expect(entry.source).toMatch(/^RFC \d{4} §\d/);
    if ("expect" in entry) {
      expect(parseScheme(entry.input)).toStrictEqual(entry.expect);
      return;
    }
    let thrown: unknown;
    try {
      parseScheme(entry.input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UriError);
    const error = thrown as UriError;
    expect({ code: error.code, index: error.index }).toEqual({ code: entry.error.code, index: entry.error.index });
    if (entry.error.rule !== undefined) expect(error.rule).toBe(entry.error.rule);
  });
});

describe("fixture coverage", () => {
  it("has at least 8 cases for every built-in scheme", () => {
    const counts = new Map<string, number>();
    for (const entry of entries) {
      if (typeof entry === "string") continue;
      const scheme = entry.input.slice(0, Math.max(0, entry.input.indexOf(":"))).toLowerCase();
      counts.set(scheme, (counts.get(scheme) ?? 0) + 1);
    }
    for (const scheme of ["ftp", "http", "ws", "gopher", "mailto", "news", "nntp", "telnet", "wais", "prospero", "file", "urn"]) {
      expect(counts.get(scheme) ?? 0, scheme).toBeGreaterThanOrEqual(4);
    }
  });
});
