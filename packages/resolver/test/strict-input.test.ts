// Strict input types: every public function refuses a non-string where a string is expected, before touching it.
import { nonStringValues as badValues } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { relativize, resolve, resolveComponents } from "../src/index.js";

const PACKAGE = "@urikit/resolver";
const base = { scheme: "http", host: "a", path: "/b" };
const throwing: Array<[string, (bad: unknown) => unknown, string?]> = [
  ["resolve", (b) => resolve(b as string, "g"), " for base"],
  ["resolve", (b) => resolve("http://a/b", b as string), " for reference"],
  ["relativize", (b) => relativize(b as string, "http://a/g"), " for base"],
  ["relativize", (b) => relativize("http://a/b", b as string), " for target"],
  ["resolveComponents", (b) => resolveComponents(base, { path: b as string }), " for reference.path"],
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
describe("resolveComponents refuses what is not a components object", () => {
  it.each([["null", null], ["array", []], ["string", "http://a/"]] as const)("%s", (type, bad) => {
    expect(() => resolveComponents(bad as never, { path: "g" })).toThrow(new TypeError(`resolveComponents: expected a components object for base, got ${type}`));
  });
});

it("resolveComponents checks every component it is given, null included", () => {
  expect(() => resolveComponents({ ...base, scheme: null as never }, { path: "g" })).toThrow(
    new TypeError("resolveComponents: expected a string for base.scheme, got null"),
  );
  expect(() => resolveComponents(base, { path: "g", query: 1 as never })).toThrow(new TypeError("resolveComponents: expected a string for reference.query, got number"));
});
