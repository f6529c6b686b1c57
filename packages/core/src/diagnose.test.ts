import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diagnose } from "./diagnose.js";
import { parse } from "./parse.js";
import { UriError } from "./uri-error.js";

const brief = (errors: UriError[]) => errors.map((e) => `${e.code}@${e.index}`);

function thrownBy(text: string): UriError | undefined {
  try {
    parse(text);
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  return undefined;
}

describe("diagnose (RFC 3986 §4.1)", () => {
  it("is empty for a valid reference", () => {
    for (const text of ["", "http://a/b?c#d", "//[::1]:80/", "a/b:c", "mailto:x@y", "../x"]) expect(diagnose(text)).toEqual([]);
  });

  it("finds every bad character, not only the first", () => {
    expect(brief(diagnose("http://example.com/a b|c?d e#f#g"))).toEqual([
      "unexpected-char@20",
      "unexpected-char@22",
      "unexpected-char@26",
      "unexpected-char@30",
    ]);
  });

  it("resumes after a bad port, a bad IP literal and a bad percent-encoding", () => {
    expect(brief(diagnose("http://a:8x0/%zz/ok%4"))).toEqual(["invalid-port@10", "invalid-pct-encoded@14", "invalid-pct-encoded@21"]);
    expect(brief(diagnose("http://[::g]/a^b"))).toEqual(["invalid-ip-literal@10", "unexpected-char@14"]);
    expect(brief(diagnose("http://[::1/p q"))).toEqual(["unclosed-ip-literal@7", "unexpected-char@13"]);
    expect(brief(diagnose("http://u^v@h st/"))).toEqual(["unexpected-char@8", "unexpected-char@12"]);
  });

  it("reports a bad scheme once, at its colon, then reads on", () => {
    expect(brief(diagnose("1http://a b/"))).toEqual(["invalid-scheme@5", "unexpected-char@9"]);
    expect(brief(diagnose(":x y"))).toEqual(["invalid-scheme@0", "unexpected-char@2"]);
  });

  it("counts a surrogate pair once", () => {
    expect(brief(diagnose("http://a/😀é"))).toEqual(["unexpected-char@9", "unexpected-char@11"]);
  });

  it("errors are sorted by index and each names a rule", () => {
    const errors = diagnose("h^p://u s@[x]:y/%/ #");
    for (let k = 1; k < errors.length; k++) expect(errors[k].index).toBeGreaterThan(errors[k - 1].index);
    for (const e of errors) expect(e.rule).not.toBe("");
  });

  it("refuses a non-string", () => {
    expect(() => diagnose(42 as unknown as string)).toThrow(new TypeError("diagnose: expected a string, got number"));
  });

  it("limit: the first `limit` errors of the whole list, and the reading stops there", () => {
    const unit = fc.constantFrom(..."aZ09:/?#[]@%!$&'()*+,;=-._~ ^|\"\\{}éF".split(""));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }).map((units) => units.join("")), fc.integer({ min: 1, max: 8 }), (text, limit) => {
        expect(brief(diagnose(text, { limit }))).toEqual(brief(diagnose(text).slice(0, limit)));
      }),
      { numRuns: 2000 },
    );
    // 10⁶ bad characters, 10 errors: the rest is not read (every error costs half a kilobyte).
    const errors = diagnose("http://a/" + "\u00e9".repeat(1_000_000), { limit: 10 });
    expect(brief(errors)).toEqual(Array.from({ length: 10 }, (_, k) => `unexpected-char@${9 + k}`));
    expect(diagnose("a b c", { limit: Infinity })).toHaveLength(2);
    expect(diagnose("a b c", {})).toHaveLength(2);
  });

  it("limit: a positive whole number, else RangeError; options not an object: TypeError", () => {
    for (const limit of [0, -1, 1.5, Number.NaN, -Infinity, 2 ** 53]) expect(() => diagnose("a b", { limit })).toThrow(RangeError);
    expect(() => diagnose("a b", { limit: "3" as unknown as number })).toThrow(RangeError);
    expect(() => diagnose("a b", null as unknown as object)).toThrow(TypeError);
    expect(() => diagnose("a b", 3 as unknown as object)).toThrow(TypeError);
  });

  it("property: the first error is the one parse throws, and none means valid", () => {
    const unit = fc.constantFrom(..."aZ09:/?#[]@%!$&'()*+,;=-._~ ^|\"\\{}éF".split(""));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 24 }).map((u) => u.join("")), (text) => {
        const errors = diagnose(text);
        const thrown = thrownBy(text);
        if (thrown === undefined) expect(errors).toEqual([]);
        else {
          // parse throws the cheap error record (not a native Error): the same fields and message.
          const fields = (e: UriError) => [e.name, e.code, e.index, e.rule, e.subject, e.detail, e.message];
          expect(fields(errors[0]!)).toEqual(fields(thrown));
        }
      }),
      { seed: 20261125, numRuns: 5000 },
    );
  });

  it("property: fixing the first error never reports an error before it again (one pass, left to right)", () => {
    const unit = fc.constantFrom(..."ab/:?#% ^[]@1".split(""));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 20 }).map((u) => u.join("")), (text) => {
        const errors = diagnose(text);
        for (const e of errors) expect(e.index).toBeLessThanOrEqual(text.length);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});
