// Strict input types: every public function refuses a non-string where a string is expected, before touching it.
import { nonStringValues as badValues } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { extractLinks } from "../src/index.js";

const PACKAGE = "@urikit/html";
const throwing: Array<[string, (bad: unknown) => unknown, string?]> = [
  ["extractLinks", (b) => extractLinks(b as string)],
];
const answering: Array<[string, (bad: unknown) => unknown, unknown]> = [];

describe(`strict input types of ${PACKAGE}`, () => {
  describe.each(throwing)("%s", (name, call, what = "") => {
    it.each(badValues())("throws TypeError for %s", (type, bad) => {
      expect(() => call(bad)).toThrow(new TypeError(`${name}: expected a string${what}, got ${type}`));
    });
  });
  describe.each(answering)("%s", (_, call, answer) => {
    it.each(badValues())("answers %s without throwing", (_, bad) => {
      expect(call(bad)).toBe(answer);
    });
  });
});

it("extractLinks refuses a documentUri that is not a string: a bad option, so a RangeError", () => {
  expect(() => extractLinks("<a href=x>", { documentUri: null as never })).toThrow(RangeError);
  expect(() => extractLinks("<a href=x>", { documentUri: null as never })).toThrow('extractLinks: option "documentUri" must be a string, got null');
  expect(() => extractLinks("<a href=x>", { documentUri: new String("http://a/") as never })).toThrow(
    'extractLinks: option "documentUri" must be a string, got object',
  );
});
