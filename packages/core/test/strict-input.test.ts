// Strict input types: every public function refuses a non-string where a string is expected, before touching it.
import { nonStringValues as badValues } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import * as engine from "../src/engine.js";
import * as front from "../src/index.js";
import * as offsetsEntry from "../src/offsets.js";

// Every entry: the front door and the subpaths that take strings.
const core = { ...front, ...offsetsEntry, ...engine };


const offsets = new Int32Array(core.OFFSET_SLOTS);
const throwing: Array<[string, (bad: unknown) => unknown, string?]> = [
  ["parse", (b) => core.parse(b as string)],
  ["parseUriReference", (b) => core.parseUriReference(b as string)],
  ["parseUri", (b) => core.parseUri(b as string)],
  ["parseAbsoluteUri", (b) => core.parseAbsoluteUri(b as string)],
  ["parseRelativeRef", (b) => core.parseRelativeRef(b as string)],
  ["scanUriReference", (b) => core.scanUriReference(b as string, offsets)],
  ["splitUriReference", (b) => core.splitUriReference(b as string, offsets)],
  ["checkPctEncoded", (b) => core.checkPctEncoded(b as string, 0, 3)],
  ["componentsFromOffsets", (b) => core.componentsFromOffsets(b as string, offsets)],
  ["errorFromOffsets", (b) => core.errorFromOffsets(b as string, offsets)],
  ["encodeComponent", (b) => core.encodeComponent(b as string, "path")],
  ["decode", (b) => core.decode(b as string)],
  ["removeDotSegments", (b) => core.removeDotSegments(b as string)],
  ["describeChar", (b) => core.describeChar(b as string, 0)],
  ["diagnose", (b) => core.diagnose(b as string)],
  ["serialize", (b) => core.serialize({ path: b as string }), " for path"],
  ["serialize", (b) => core.serialize({ path: "", host: b as string }), " for host"],
];
const predicates: Array<[string, (bad: unknown) => unknown, unknown]> = [
  ["isUri", (b) => core.isUri(b as string), false],
  ["isUriReference", (b) => core.isUriReference(b as string), false],
  ["isAbsoluteUri", (b) => core.isAbsoluteUri(b as string), false],
  ["isRelativeReference", (b) => core.isRelativeReference(b as string), false],
  ["classifyHost", (b) => core.classifyHost(b as string), undefined],
];

describe("strict input types of @urikit/core", () => {
  describe.each(throwing)("%s", (name, call, what = "") => {
    it.each(badValues())("throws TypeError for %s", (type, bad) => {
      if (what === " for host" && type === "undefined") return void expect(call(bad)).toBe("");
      expect(() => call(bad)).toThrow(new TypeError(`${name}: expected a string${what}, got ${type}`));
    });
  });
  describe.each(predicates)("%s", (_, call, answer) => {
    it.each(badValues())("answers %s without throwing", (_, bad) => {
      expect(call(bad)).toBe(answer);
    });
  });
  it("serialize refuses what is not a components object", () => {
    expect(() => core.serialize("http://a" as never)).toThrow(new TypeError("serialize: expected a components object, got string"));
    expect(() => core.serialize(null as never)).toThrow(new TypeError("serialize: expected a components object, got null"));
    expect(() => core.serialize([] as never)).toThrow(new TypeError("serialize: expected a components object, got array"));
  });
  it("the answer for isUriReference(42) and parse([]) of the issue", () => {
    expect(core.isUriReference(42 as never)).toBe(false);
    expect(() => core.parse([] as never)).toThrow(new TypeError("parse: expected a string, got array"));
  });
});
