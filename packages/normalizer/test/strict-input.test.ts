// Strict input types: every public function refuses a non-string where a string is expected, before touching it.
import { nonStringValues as badValues } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { equivalent, normalize } from "../src/index.js";

const PACKAGE = "@urikit/normalizer";
const throwing: Array<[string, (bad: unknown) => unknown, string?]> = [["normalize", (b) => normalize(b as string)]];
const answering: Array<[string, (bad: unknown) => unknown, unknown]> = [
  ["equivalent", (b) => equivalent(b as string, "http://a/"), false],
  ["equivalent", (b) => equivalent("http://a/", b as string), false],
];

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
