// Issue 9 §1: every public function refuses a non-string where a string is expected, before touching it.
import { describe, expect, it } from "vitest";
import { inspect, legacyIPv4, repair } from "../src/index.js";

const PACKAGE = "@urikit/security";
/** Values that are not strings, each with the type name the TypeError must give; none may be touched. */
function badValues(): Array<[string, unknown]> {
  const untouchable = new Proxy(
    {},
    {
      get() {
        throw new Error("a property of the Proxy was read");
      },
      has() {
        throw new Error("the Proxy was probed");
      },
      getPrototypeOf() {
        throw new Error("the prototype of the Proxy was read");
      },
      ownKeys() {
        throw new Error("the keys of the Proxy were read");
      },
    },
  );
  const trap = {
    toString() {
      throw new Error("toString was called");
    },
    valueOf() {
      throw new Error("valueOf was called");
    },
  };
  return [
    ["number", 42],
    ["null", null],
    ["undefined", undefined],
    ["array", []],
    ["object", new String("http://a/")],
    ["object", trap],
    ["object", untouchable],
    ["symbol", Symbol("x")],
    ["bigint", 10n],
  ];
}
const throwing: Array<[string, (bad: unknown) => unknown, string?]> = [
  ["inspect", (b) => inspect(b as string)],
  ["repair", (b) => repair(b as string)],
  ["legacyIPv4", (b) => legacyIPv4(b as string)],
];
const answering: Array<[string, (bad: unknown) => unknown, unknown]> = [];

describe(`strict input types of ${PACKAGE} (issue 9 §1)`, () => {
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
