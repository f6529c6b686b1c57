import { describe, expect, it } from "vitest";
import { builtinSchemeNames, defaultPort, hasAuthority, isBuiltinScheme, registerScheme } from "./registry.js";
import { builtinSchemeRules, getSchemeRule } from "./get-scheme-rule.js";
import { parseScheme } from "./parse-scheme.js";

describe("defaultPort", () => {
  it.each([
    ["http", 80], ["https", 443], ["ws", 80], ["wss", 443], ["ftp", 21], ["gopher", 70],
    ["nntp", 119], ["news", 119], ["telnet", 23], ["wais", 210], ["prospero", 1525],
  ] as const)("%s → %d", (scheme, port) => {
    expect(defaultPort(scheme)).toBe(port);
    expect(defaultPort(scheme.toUpperCase())).toBe(port);
  });
  it("is undefined for schemes without a port and unknown schemes", () => {
    for (const scheme of ["mailto", "file", "urn", "nope", "", "__proto__", "constructor"]) expect(defaultPort(scheme)).toBeUndefined();
  });
});

describe("hasAuthority", () => {
  it("knows the built-in schemes", () => {
    expect(hasAuthority("HTTP")).toBe(true);
    expect(hasAuthority("file")).toBe(true);
    expect(hasAuthority("mailto")).toBe(false);
    expect(hasAuthority("urn")).toBe(false);
    expect(hasAuthority("news")).toBe(false);
  });
  it("is undefined for unknown schemes", () => {
    expect(hasAuthority("gopher+x")).toBeUndefined();
  });
});

describe("the built-in table without parsers", () => {
  it("agrees with the fields of every built-in rule object", () => {
    const rules = builtinSchemeRules();
    expect(rules.map((r) => r.name)).toEqual(builtinSchemeNames());
    for (const rule of rules) {
      expect([defaultPort(rule.name), hasAuthority(rule.name), isBuiltinScheme(rule.name)], rule.name).toEqual([rule.defaultPort, rule.hasAuthority, true]);
      expect(typeof rule.parse, rule.name).toBe("function");
    }
  });
  it("registering the rule getSchemeRule returned restores the built-in", () => {
    const original = getSchemeRule("telnet")!;
    registerScheme({ name: "telnet", defaultPort: 2323, hasAuthority: true }, { replace: true });
    expect([isBuiltinScheme("telnet"), defaultPort("telnet"), getSchemeRule("telnet")!.parse]).toEqual([false, 2323, undefined]);
    registerScheme(original, { replace: true });
    expect([isBuiltinScheme("telnet"), defaultPort("telnet"), getSchemeRule("telnet")]).toEqual([true, 23, original]);
  });
});

describe("getSchemeRule", () => {
  it("matches case-insensitively and ASCII-only", () => {
    expect(getSchemeRule("HtTpS")?.name).toBe("https");
    expect(getSchemeRule("\u212Aey")).toBeUndefined(); // KELVIN SIGN does not lowercase to "k" here
  });
});

describe("registerScheme", () => {
  it("adds a custom scheme, found case-insensitively, stored lowercase", () => {
    registerScheme({ name: "X-Test-One", defaultPort: 9999, hasAuthority: true });
    expect(getSchemeRule("x-test-one")?.name).toBe("x-test-one");
    expect(defaultPort("X-TEST-ONE")).toBe(9999);
    expect(parseScheme("x-test-one://h/")).toStrictEqual({ scheme: "x-test-one" });
    expect(isBuiltinScheme("x-test-one")).toBe(false);
  });
  it("uses the custom parser", () => {
    registerScheme({ name: "x-test-two", hasAuthority: false, parse: (c) => ({ whole: c.path }) });
    expect(parseScheme("X-TEST-TWO:abc")).toStrictEqual({ scheme: "x-test-two", whole: "abc" });
  });
  it("refuses to replace without { replace: true }", () => {
    expect(() => registerScheme({ name: "HTTP", hasAuthority: true })).toThrow(RangeError);
    expect(defaultPort("http")).toBe(80);
  });
  it("gives parseNews the registry's default port of news", () => {
    const original = getSchemeRule("news")!;
    try {
      registerScheme({ ...original, defaultPort: 1119 }, { replace: true });
      expect(parseScheme("news://h/alt.test")).toStrictEqual({ scheme: "news", host: "h", port: 1119, group: "alt.test" });
      registerScheme({ name: "news", hasAuthority: false, parse: original.parse! }, { replace: true });
      expect(parseScheme("news://h/alt.test")).toStrictEqual({ scheme: "news", host: "h", group: "alt.test" });
    } finally {
      registerScheme(original, { replace: true });
    }
    expect(parseScheme("news://h/alt.test")).toMatchObject({ port: 119 });
  });
  it("replaces a built-in with { replace: true }", () => {
    const original = getSchemeRule("gopher")!;
    try {
      registerScheme({ name: "gopher", defaultPort: 7070, hasAuthority: true }, { replace: true });
      expect(defaultPort("gopher")).toBe(7070);
    } finally {
      registerScheme(original, { replace: true });
    }
    expect(defaultPort("gopher")).toBe(70);
  });
  it("rejects invalid names and ports", () => {
    expect(() => registerScheme({ name: "1abc", hasAuthority: false })).toThrow(RangeError);
    expect(() => registerScheme({ name: "a b", hasAuthority: false })).toThrow(RangeError);
    expect(() => registerScheme({ name: "", hasAuthority: false })).toThrow(RangeError);
    expect(() => registerScheme({ name: "x-port", defaultPort: 70000, hasAuthority: true })).toThrow(RangeError);
    expect(() => registerScheme({ name: "x-port", defaultPort: 1.5, hasAuthority: true })).toThrow(RangeError);
    expect(() => registerScheme({ name: 7, hasAuthority: false } as never)).toThrow(new TypeError("registerScheme: expected the rule's name as a string, got number"));
    expect(() => registerScheme({ name: "x-port", defaultPort: "80", hasAuthority: true } as never)).toThrow(
      new TypeError("registerScheme: expected defaultPort as a number, got string"),
    );
    expect(getSchemeRule("x-port")).toBeUndefined();
  });
  it("freezes the stored rule", () => {
    expect(Object.isFrozen(getSchemeRule("http"))).toBe(true);
  });
});
