import fc from "fast-check";
import { UriError } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { TemplateError } from "./template-error.js";
import { expandTemplate, matchTemplate, parseTemplate, UriTemplate } from "./uri-template.js";

function errorOf(f: () => unknown): TemplateError {
  try {
    f();
  } catch (e) {
    if (TemplateError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a TemplateError");
}

// RFC 6570 §2.4.1 and §2.4.2 examples (Copyright (c) 2012 IETF Trust and the persons identified as the document
// authors; the §1.2 and §3 examples run from test/uritemplate-test, whose spec files hold them all).
describe("RFC 6570 §2.4 value modifiers", () => {
  const vars = { var: "value", semi: ";", year: ["1965", "2000", "2012"], dom: ["example", "com"] };
  it.each([
    ["{var}", "value"],
    ["{var:20}", "value"],
    ["{var:3}", "val"],
    ["{semi}", "%3B"],
    ["{semi:2}", "%3B"],
    ["find{?year*}", "find?year=1965&year=2000&year=2012"],
    ["www{.dom*}", "www.example.com"],
  ])("%s → %s", (template, expected) => {
    expect(expandTemplate(template, vars)).toBe(expected);
  });
});

describe("parseTemplate", () => {
  it("lists the variables once, in order, and the level", () => {
    const t = parseTemplate("/x{/a,b}{?b,c*}{#d:3}");
    expect(t.variables).toEqual(["a", "b", "c", "d"]);
    expect(t.level).toBe(4);
    expect(parseTemplate("/x/{a}").level).toBe(1);
    expect(parseTemplate("{+a}").level).toBe(2);
    expect(parseTemplate("{a,b}").level).toBe(3);
    expect(parseTemplate("{?a}").level).toBe(3);
    expect(String(parseTemplate("a{b}"))).toBe("a{b}");
    expect(parseTemplate("a{b}").expand({ b: 1 })).toBe("a1");
    expect(parseTemplate("café%41{b}").parts[0]).toBe("caf%C3%A9%41");
  });

  it.each([
    ["{", "unclosed-expression", 1],
    ["a{b", "unclosed-expression", 3],
    ["a{b{c}", "unclosed-expression", 3],
    ["a}", "unexpected-char", 1],
    ["{=a}", "invalid-operator", 1],
    ["{|a}", "invalid-operator", 1],
    ["{$a}", "invalid-varname", 1],
    ["{a b}", "unexpected-char", 2],
    ["{a..b}", "invalid-varname", 3],
    ["{a.}", "invalid-varname", 3],
    ["{%2x}", "invalid-varname", 1],
    ["{a:0}", "invalid-modifier", 3],
    ["{a:10000}", "invalid-modifier", 3],
    ["{a:}", "invalid-modifier", 3],
    ["{a:2*}", "unexpected-char", 4],
    ["{,a}", "invalid-operator", 1],
    ["{a,}", "invalid-varname", 3],
    ["a b", "invalid-literal", 1],
    ["a%zz", "invalid-literal", 1],
    ["<{a}>", "invalid-literal", 0],
    ["x\uD800", "invalid-literal", 1],
    ["{a.", "unclosed-expression", 3],
    ["{a", "unclosed-expression", 2],
  ])("%j → %s at %i", (template, code, index) => {
    const e = errorOf(() => parseTemplate(template));
    expect([e.code, e.index]).toEqual([code, index]);
    expect(e.message).toContain(`at index ${index}`);
  });

  it("rejects a non-string with TypeError", () => {
    expect(() => parseTemplate(1 as unknown as string)).toThrowError(TypeError);
    expect(() => expandTemplate("{a}", null as never)).toThrowError(TypeError);
  });
});

describe("expandTemplate", () => {
  it("takes Maps, numbers, booleans; skips null items; treats [], {} and null as undefined", () => {
    expect(expandTemplate("{?a,b,c,d}", new Map<string, unknown>([["a", 1], ["b", true], ["c", null], ["d", []]]) as never)).toBe("?a=1&b=true");
    expect(expandTemplate("{?k*}", { k: new Map([["x", "1"], ["y", null]]) })).toBe("?x=1");
    expect(expandTemplate("{l}", { l: ["a", null, "b"] })).toBe("a,b");
    expect(expandTemplate("{?e}{x}", { e: {}, x: undefined })).toBe("");
    expect(expandTemplate("{/p*}", { p: ["a b", ""] })).toBe("/a%20b/");
    expect(expandTemplate("{;p*}", { p: { a: "", b: "1" } })).toBe(";a;b=1");
    expect(expandTemplate("{?toString}", {})).toBe("");
  });
  it("encodes long values whole (the output is built in chunks of 4,096 code units)", () => {
    for (const count of [1, 1365, 1366, 4097, 100_000]) {
      const value = "é a/b%41".repeat(count);
      expect(expandTemplate("{v}", { v: value })).toBe(encodeURIComponent(value));
      // U+R: reserved characters and pct-encoded triplets stay (§3.2.3)
      expect(expandTemplate("{+v}", { v: value })).toBe(value.replaceAll("é", "%C3%A9").replaceAll(" ", "%20"));
    }
  });
  it("counts a prefix in characters, not UTF-16 units", () => {
    expect(expandTemplate("{a:2}", { a: "😀😁x" })).toBe("%F0%9F%98%80%F0%9F%98%81");
  });
  it("throws for a prefix on a composite value, a value of the wrong type, or a lone surrogate", () => {
    expect(errorOf(() => expandTemplate("x{a:1}", { a: ["b"] })).code).toBe("prefix-on-composite");
    expect(errorOf(() => expandTemplate("x{a:1}", { a: ["b"] })).index).toBe(2);
    expect(errorOf(() => expandTemplate("{a}", { a: Symbol("s") as never })).code).toBe("invalid-value");
    expect(errorOf(() => expandTemplate("{a}", { a: [{}] as never })).code).toBe("invalid-value");
    expect(() => expandTemplate("{a}", { a: "\uD800" })).toThrowError(UriError);
    expect(() => expandTemplate("{+a}", { a: "x\uDC00" })).toThrowError(UriError);
  });
});

describe("matchTemplate (levels 1-3)", () => {
  it("reads variables back", () => {
    expect(matchTemplate("/users/{id}{?fields,page}", "/users/42?page=2")).toEqual({ id: "42", page: "2" });
    expect(matchTemplate("/users/{id}{?fields,page}", "/users/a%20b?fields=x&page=")).toEqual({ id: "a b", fields: "x", page: "" });
    expect(matchTemplate("{+base}/x{#frag}", "http://a/b/x#s%20t")).toEqual({ base: "http://a/b", frag: "s%20t" });
    expect(matchTemplate("map{;x,y}", "map;x=1;y")).toEqual({ x: "1", y: "" });
    expect(matchTemplate("map{;x,y}", "map;y=2")).toEqual({ y: "2" });
    expect(matchTemplate("{/a,b}{.c}", "/p/q.s")).toEqual({ a: "p", b: "q.s" });
    // "." is unreserved, so it may stand in a value: an earlier value takes as much as it can
    expect(matchTemplate("{/a}{.c}", "/q.r.s")).toEqual({ a: "q.r.s" });
    expect(matchTemplate("{/a}.{c}", "/q.r.s")).toEqual({ a: "q.r", c: "s" });
    expect(matchTemplate("{a,b}", "x")).toEqual({ a: "x" });
    expect(matchTemplate("{a}/{a}", "x/x")).toEqual({ a: "x" });
    expect(matchTemplate(parseTemplate("caf\u00e9/{a}"), "caf%C3%A9/1")).toEqual({ a: "1" });
  });
  it("returns undefined when no expansion gives the URI", () => {
    expect(matchTemplate("/users/{id}", "/groups/1")).toBeUndefined();
    expect(matchTemplate("{a}/{a}", "x/y")).toBeUndefined();
    expect(matchTemplate("{a}", "%FF")).toBeUndefined();
    expect(matchTemplate("{a}", "a/b")).toBeUndefined();
  });
  it("refuses level 4 templates", () => {
    expect(errorOf(() => matchTemplate("{a*}", "x")).code).toBe("unsupported-match");
    expect(errorOf(() => matchTemplate("{a:2}", "x")).index).toBe(1);
    expect(() => matchTemplate("{a}", 1 as unknown as string)).toThrowError(TypeError);
  });

  // the property: for templates where the reading is unambiguous, match(expand(vars)) gives vars back
  it("inverts expansion of defined, non-empty values (property)", () => {
    const templates = ["/a/{x}/b{?y,z}", "{/x}{;y,z}", "x{.x}{&y,z}", "{+x}!{#y}", "/q{?x,y,z}", "{x}{/y}{?z}", "{x,y,z}"].map(parseTemplate);
    const value = fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(fc.constantFrom(...templates), value, value, value, (t, x, y, z) => {
        // reserved expansion gives back the text as expanded; "." values in {.x} and "," in {x,y,z} split ambiguously
        const vars: Record<string, string> = { x, y, z };
        const uri = t.expand(vars);
        const m = t.match(uri);
        expect(m).toBeDefined();
        expect(t.expand(m!)).toBe(uri);
        if (!/[+#]/.test(t.template) && !t.template.includes("{.") && !t.template.includes("{x,y")) {
          expect(m).toEqual(Object.fromEntries(t.variables.map((n) => [n, vars[n]])));
        }
      }),
      { numRuns: 1000, seed: 24 },
    );
  });
  it("is a method of the template as well, and compiles once", () => {
    const t = new UriTemplate("/{a}");
    expect(t.match("/1")).toEqual({ a: "1" });
    expect(t.match("/2")).toEqual({ a: "2" });
  });
});
