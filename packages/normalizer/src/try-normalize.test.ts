import { UriError } from "@urikit/core";
import { nonStringValues, normalizeCases } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { normalize, tryNormalize } from "./normalize.js";

describe("tryNormalize (RFC 3986 §6.2.2, without throwing)", () => {
  it("returns normalize's result, or the UriError normalize throws, on every corpus case", () => {
    let errors = 0;
    for (const c of normalizeCases()) {
      const got = tryNormalize(c.input, c.options);
      let thrown: unknown;
      let expected: string | undefined;
      try {
        expected = normalize(c.input, c.options);
      } catch (e) {
        thrown = e;
      }
      if (thrown === undefined) expect(got).toBe(expected);
      else {
        errors++;
        expect(UriError.is(got)).toBe(true);
        const e = got as UriError;
        expect([e.code, e.index, e.message]).toEqual([(thrown as UriError).code, (thrown as UriError).index, (thrown as UriError).message]);
        expect(e.code).toBe(c.error?.code);
      }
    }
    expect(errors).toBeGreaterThan(3);
  });

  it("returns the error of an invalid line with its code and index, and throws TypeError for a non-string", () => {
    const e = tryNormalize("http://a/b c") as UriError;
    expect([e.code, e.index]).toEqual(["unexpected-char", 10]);
    expect(tryNormalize("HTTP://a/%7e")).toBe("http://a/~");
    for (const [, value] of nonStringValues()) expect(() => tryNormalize(value as string)).toThrow(TypeError);
  });
});
