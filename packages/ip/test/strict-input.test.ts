// Strict input types: every public function refuses a non-string where a string is expected, before touching it.
import { nonStringValues as badValues } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import * as ip from "../src/index.js";


const throwing: Array<[string, (bad: unknown) => unknown]> = [
  ["checkIPv4address", (b) => ip.checkIPv4address(b as string, 0, 1)],
  ["parseIPv4", (b) => ip.parseIPv4(b as string)],
  ["checkIPv6address", (b) => ip.checkIPv6address(b as string, 0, 1)],
  ["parseIPv6", (b) => ip.parseIPv6(b as string)],
  ["checkIPvFuture", (b) => ip.checkIPvFuture(b as string, 0, 1)],
  ["checkIPLiteral", (b) => ip.checkIPLiteral(b as string, 0, 1)],
];
const predicates: Array<[string, (bad: unknown) => boolean]> = [
  ["isIPv4", (b) => ip.isIPv4(b as string)],
  ["isIPv6", (b) => ip.isIPv6(b as string)],
  ["isIPvFuture", (b) => ip.isIPvFuture(b as string)],
  ["isIPLiteral", (b) => ip.isIPLiteral(b as string)],
];

describe("strict input types of @urikit/ip", () => {
  describe.each(throwing)("%s", (name, call) => {
    it.each(badValues())("throws TypeError for %s", (type, bad) => {
      expect(() => call(bad)).toThrow(new TypeError(`${name}: expected a string, got ${type}`));
    });
  });
  describe.each(predicates)("%s", (_, call) => {
    it.each(badValues())("is false for %s", (_, bad) => {
      expect(call(bad)).toBe(false);
    });
  });
});
