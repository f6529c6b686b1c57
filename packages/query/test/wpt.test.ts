// The web-platform-tests cases of the urlencoded parser (url/urlencoded-parser.any.js, whose data file is copied
// in ./wpt with its BSD-3-Clause licence), run through the form reading of parseQuery.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseQuery } from "@urikit/query";

const cases = JSON.parse(readFileSync(new URL("./wpt/urlencoded-parser-data.json", import.meta.url), "utf8")) as {
  input: string;
  output: [string, string][];
}[];

describe("WPT urlencoded-parser-data.json", () => {
  it("has its 35 cases", () => expect(cases.length).toBe(35));
  it.each(cases.map((c) => [c.input, c] as const))("parseQuery(%j, { form: true })", (_, c) => {
    expect(parseQuery(c.input, { form: true })).toEqual(c.output);
  });
});
