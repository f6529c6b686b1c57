import { nonStringValues } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessRedirect } from "./assess-redirect.js";

const base = "https://app.example/account/login?x=1";

describe("assessRedirect (RFC 9110 §10.2.2, resolved as WHATWG URL does)", () => {
  it("a non-string or missing base is a TypeError; a base that is not absolute a RangeError", () => {
    for (const [, v] of nonStringValues()) expect(() => assessRedirect(v as string, { base })).toThrow(TypeError);
    expect(() => assessRedirect("/a", undefined as never)).toThrow(TypeError);
    expect(() => assessRedirect("/a", [] as never)).toThrow(TypeError);
    expect(() => assessRedirect("/a", { base: 1 as never })).toThrow(TypeError);
    expect(() => assessRedirect("/a", { base: "/relative" })).toThrow(RangeError);
  });

  it("the index of each trick points into the value as given", () => {
    expect(assessRedirect("  /\t\\evil.example", { base }).hazards.map((h) => [h.code, h.index])).toEqual([
      ["ignored-whitespace", 0],
      ["invalid-uri", 0],
      ["network-path-reference", 2],
      ["backslash-as-slash", 4],
    ]);
    expect(assessRedirect("/a ", { base }).hazards.map((h) => [h.code, h.index])).toEqual([
      ["ignored-whitespace", 2],
      ["invalid-uri", 2],
    ]);
    // "\" after "?" is not a slash
    expect(assessRedirect("/a?b\\c", { base }).hazards.map((h) => h.code)).toEqual(["invalid-uri"]);
  });

  it("an opaque target is never same-origin, even from an opaque base", () => {
    expect(assessRedirect("x", { base: "data:text/plain,a" }).valid).toBe(false);
    expect(assessRedirect("about:blank", { base: "about:blank" })).toMatchObject({ valid: true, sameOrigin: false });
  });

  // property: a plain relative reference (path segments of unreserved characters, query, fragment) stays on the
  // base's origin with no hazard, whatever the segments
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/).filter((s) => s !== "." && s !== "..");
  const plain = fc.tuple(fc.constantFrom("", "/", "./", "../"), fc.array(segment, { maxLength: 4 }), fc.option(fc.stringMatching(/^[A-Za-z0-9=&]{0,8}$/)), fc.option(fc.stringMatching(/^[A-Za-z0-9]{0,8}$/)));
  it("property: plain same-origin values are same-origin with no hazard (fixed seed)", () => {
    fc.assert(
      fc.property(plain, ([lead, segs, q, f]) => {
        const value = `${lead}${segs.join("/")}${q === null ? "" : `?${q}`}${f === null ? "" : `#${f}`}`;
        const r = assessRedirect(value, { base });
        expect(r.sameOrigin).toBe(true);
        expect(r.hazards).toEqual([]);
      }),
      { seed: 21, numRuns: 800 },
    );
  });

  it("property: a value that leaves the origin is one the browser also resolves elsewhere (the target is the browser's)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("/", "\\", "a", ".", ":", "@", "%", "2", "f", "\t", " ", "h", "t", "p", "s", "?", "#") , maxLength: 16 }), (value) => {
        const r = assessRedirect(value, { base });
        let expected: URL | undefined;
        try {
          expected = new URL(value, base);
        } catch {
          expected = undefined;
        }
        expect(r.valid).toBe(expected !== undefined);
        expect(r.target).toBe(expected?.href);
        expect(r.sameOrigin).toBe(expected !== undefined && expected.origin === new URL(base).origin);
      }),
      { seed: 21, numRuns: 1500 },
    );
  });
});
