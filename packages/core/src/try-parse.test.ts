import { nonStringValues, parseCases } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse, tryParse } from "./parse.js";
import { UriError } from "./uri-error.js";

function thrownBy(text: string): UriError | undefined {
  try {
    parse(text);
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  return undefined;
}

describe("tryParse (RFC 3986 §4.1, without throwing)", () => {
  it("returns parse's components, or the UriError parse throws, on every corpus case", () => {
    let errors = 0;
    for (const c of parseCases()) {
      const got = tryParse(c.input);
      const error = thrownBy(c.input);
      if (error === undefined) expect(got).toEqual(parse(c.input));
      else {
        errors++;
        expect(got).toBeInstanceOf(UriError);
        const e = got as UriError;
        expect([e.code, e.index, e.rule, e.message]).toEqual([error.code, error.index, error.rule, error.message]);
      }
    }
    expect(errors).toBeGreaterThan(50);
  });

  it("agrees with parse on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."aZ09:/?#[]@!$&'()*+,;=%-._~ \\^\"é") }), (text) => {
        const got = tryParse(text);
        const error = thrownBy(text);
        if (error === undefined) expect(got).toEqual(parse(text));
        else expect(UriError.is(got) && [got.code, got.index]).toEqual([error.code, error.index]);
      }),
      { seed: 22, numRuns: 3000 },
    );
  });

  it("throws TypeError for a non-string", () => {
    for (const [, value] of nonStringValues()) expect(() => tryParse(value as string)).toThrow(TypeError);
  });
});

describe("UriError stack traces", () => {
  it("captures none by default, and keeps the engine's Error.stackTraceLimit", () => {
    const limit = Error.stackTraceLimit;
    const e = tryParse("http://[::1") as UriError;
    expect(e.stack).toBe(`UriError: ${e.message}`);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(String(e)).toBe(`UriError: ${e.message}`);
    expect(e.name).toBe("UriError");
    expect(Object.keys(e)).toEqual(["code", "index", "rule", "subject", "detail"]);
  });

  it("captures one when UriError.captureStackTraces is true", () => {
    UriError.captureStackTraces = true;
    try {
      const e = tryParse("a b") as UriError;
      expect(e.stack!.split("\n").length).toBeGreaterThan(1);
      expect(e.stack).toContain("tryParse");
    } finally {
      UriError.captureStackTraces = false;
    }
    expect((tryParse("a b") as UriError).stack).toBe(`UriError: ${(tryParse("a b") as UriError).message}`);
  });
});
