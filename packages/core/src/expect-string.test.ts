import { describe, expect, it } from "vitest";
import { expectString, typeName } from "./expect-string.js";

/** Every kind of non-string the boundary must refuse, built so that touching them is detectable. */
function hostileValues(touched: string[]): Array<[string, unknown]> {
  const trap = new Proxy({}, {
    get(_, key) {
      touched.push(`proxy get ${String(key)}`);
      return undefined;
    },
    has(_, key) {
      touched.push(`proxy has ${String(key)}`);
      return false;
    },
    getPrototypeOf() {
      touched.push("proxy getPrototypeOf");
      return null;
    },
  });
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  return [
    ["number", 42],
    ["null", null],
    ["undefined", undefined],
    ["array", []],
    ["object", new String("http://a/")],
    ["object", { toString: () => (touched.push("toString"), "http://a/") }],
    ["object", trap],
    ["object", revocable.proxy],
    ["symbol", Symbol("x")],
    ["bigint", 1n],
    ["boolean", true],
    ["function", () => "http://a/"],
  ];
}

describe("expectString", () => {
  it("accepts primitive strings, the empty one included", () => {
    expect(() => expectString("", "parse")).not.toThrow();
    expect(() => expectString("http://a/", "parse")).not.toThrow();
  });

  it("refuses every non-string with a TypeError naming the caller and the type, touching nothing", () => {
    const touched: string[] = [];
    for (const [name, value] of hostileValues(touched)) {
      expect(() => expectString(value, "parse")).toThrow(new TypeError(`parse: expected a string, got ${name}`));
    }
    expect(touched).toEqual([]);
  });

  it("names the parameter when given", () => {
    expect(() => expectString(1, "resolve", "base")).toThrow(new TypeError("resolve: expected a string for base, got number"));
  });

  it("typeName never throws", () => {
    for (const [name, value] of hostileValues([])) expect(typeName(value)).toBe(name);
  });
});
