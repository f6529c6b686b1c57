import { resolveCases } from "@urikit/corpus";
import { UriError, isUri, parse, serialize } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { relativize, resolve, resolveComponents } from "../src/index.js";

const cases = resolveCases();

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe("resolve corpus", () => {
  it("has the RFC 3986 §5.4 and draft Appendix C cases", () => {
    expect(cases.filter((c) => c.source === "RFC 3986 §5.4.1")).toHaveLength(23);
    expect(cases.filter((c) => c.source === "RFC 3986 §5.4.2")).toHaveLength(20);
    expect(cases.filter((c) => c.source.startsWith("draft-fielding-uri-rfc2396bis-01 Appendix C"))).toHaveLength(43);
  });

  for (const c of cases) {
    const mode = c.strict === false ? " (non-strict)" : "";
    const label = `${c.source}: ${JSON.stringify(c.input)} against ${JSON.stringify(c.base)}${mode}`;
    const options = c.strict === undefined ? undefined : { strict: c.strict };
    if (c.error !== undefined) {
      const error = c.error as typeof c.error & { subject?: string };
      it(`${label} throws ${error.code} at ${error.index}`, () => {
        const e = thrown(() => resolve(c.base, c.input, options));
        expect(UriError.is(e)).toBe(true);
        expect(e).toMatchObject({ code: error.code, index: error.index, subject: error.subject ?? "input" });
        // Syntax errors are exactly the core parser's, re-labelled with the subject.
        const text = error.subject === "base" ? c.base : c.input;
        if (error.code !== "base-not-absolute") {
          expect(thrown(() => parse(text))).toMatchObject({ code: error.code, index: error.index, subject: "input" });
        }
      });
      continue;
    }
    const expected = c.expect!;
    it(`${label} = ${JSON.stringify(expected)}`, () => {
      const target = resolve(c.base, c.input, options);
      expect(target).toBe(expected);
      expect(isUri(target)).toBe(true);
      // The components API follows the same §5.2.2 steps on parsed input (it is a second implementation).
      expect(serialize(resolveComponents(parse(c.base), parse(c.input), options))).toBe(expected);
      // The inverse: a relative form of the target resolves back to it. (A target keeps dot-segments only when
      // it is the base path taken over by an empty-path reference; relativize then reaches the target without them.)
      expect(resolve(c.base, relativize(c.base, target))).toBe(resolve(c.base, target));
    });
  }
});
