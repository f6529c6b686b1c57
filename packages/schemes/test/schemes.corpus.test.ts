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
  error: { code: string; index: number; rule?: string; cite?: string };
}
type Entry = string | ExpectCase | ErrorCase;

/** The governing section every `scheme-syntax` error of a scheme names at the end of its message. */
const SCHEME_CITES: Record<string, string> = {
  ftp: "RFC 1738 §3.2",
  gopher: "RFC 1738 §3.4",
  telnet: "RFC 1738 §3.8",
  wais: "RFC 1738 §3.9",
  prospero: "RFC 1738 §3.11",
  http: "RFC 9110 §4.2.1",
  https: "RFC 9110 §4.2.2",
  ws: "RFC 6455 §3",
  wss: "RFC 6455 §3",
  urn: "RFC 8141 §2",
  mailto: "RFC 6068 §2",
  file: "RFC 8089 §2",
  news: "RFC 5538 §2.1",
  nntp: "RFC 5538 §2.2",
};

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
    if (entry.error.cite !== undefined) expect(error.message).toContain(`, ${entry.error.cite})`);
    if (error.code === "scheme-syntax") {
      const scheme = entry.input.slice(0, entry.input.indexOf(":")).toLowerCase();
      expect(error.message).toMatch(new RegExp(`, ${SCHEME_CITES[scheme]}\\)$`));
    }
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
