// createResolver and tryResolve give exactly what resolve gives (or throws), for any base and reference.
import { UriError } from "@urikit/core";
import { nonStringValues, resolveCases } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createResolver, resolve, tryResolve } from "../src/index.js";
import { uriReference } from "./arbitraries.js";

/** What resolve gives: the target string, or the UriError it throws. */
function outcome(base: string, reference: string, strict?: boolean): string | UriError {
  try {
    return resolve(base, reference, strict === undefined ? undefined : { strict });
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
}

/** A comparable form of a result: the string, or the error's code, index, subject and message. */
function view(result: string | UriError): unknown {
  return typeof result === "string" ? result : { code: result.code, index: result.index, subject: result.subject, message: result.message };
}

const cases = resolveCases();
const runs = { seed: 2022, numRuns: 2000 };

describe("tryResolve (RFC 3986 §5.2, without throwing)", () => {
  it("returns what resolve returns, or the UriError it throws, on every corpus case", () => {
    for (const c of cases) {
      const got = tryResolve(c.base, c.input, c.strict === undefined ? undefined : { strict: c.strict });
      expect(view(got), `${c.base} + ${c.input}`).toEqual(view(outcome(c.base, c.input, c.strict)));
      if (c.expect !== undefined) expect(got).toBe(c.expect);
      else expect(UriError.is(got) && got.code).toBe(c.error?.code);
    }
  });

  it("returns the base's and the reference's errors with their subject", () => {
    const badBase = tryResolve("a b", "g") as UriError;
    expect([badBase.code, badBase.index, badBase.subject]).toEqual(["unexpected-char", 1, "base"]);
    const relativeBase = tryResolve("/a/b", "g") as UriError;
    expect([relativeBase.code, relativeBase.subject]).toEqual(["base-not-absolute", "base"]);
    const badReference = tryResolve("http://a/b", "g h") as UriError;
    expect([badReference.code, badReference.index, badReference.subject]).toEqual(["unexpected-char", 1, "reference"]);
  });

  it("agrees with resolve on generated pairs, strict or not", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference(), fc.boolean(), (b, r, strict) => {
        expect(view(tryResolve(b, r, { strict }))).toEqual(view(outcome(b, r, strict)));
      }),
      runs,
    );
  });

  it("throws TypeError for a non-string base or reference", () => {
    for (const [, value] of nonStringValues()) {
      expect(() => tryResolve(value as string, "g")).toThrow(TypeError);
      expect(() => tryResolve("http://a/", value as string)).toThrow(TypeError);
    }
  });
});

describe("createResolver (one base, many references)", () => {
  it("resolves the RFC 3986 §5.4 examples as resolve does", () => {
    const rfc = cases.filter((c) => c.source.startsWith("RFC 3986 §5.4") && c.strict !== false);
    expect(rfc.length).toBeGreaterThanOrEqual(42);
    const resolver = createResolver("http://a/b/c/d;p?q");
    expect(resolver.base).toBe("http://a/b/c/d;p?q");
    for (const c of rfc) expect(resolver.resolve(c.input), c.input).toBe(c.expect);
  });

  it("gives resolve's result or error for every reference, with other bases resolved in between", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), fc.array(uriReference(), { maxLength: 6 }), uriReference({ scheme: true }), fc.boolean(), (b, refs, other, strict) => {
        let resolver;
        try {
          resolver = createResolver(b, { strict });
        } catch (e) {
          // a base resolve refuses is refused at once, with the same error
          expect(view(e as UriError)).toEqual(view(outcome(b, "g", strict) as UriError));
          return;
        }
        for (const r of refs) {
          tryResolve(other, r); // another base in between must not disturb this one
          expect(view(resolver.tryResolve(r))).toEqual(view(outcome(b, r, strict)));
          const expected = outcome(b, r, strict);
          if (typeof expected === "string") expect(resolver.resolve(r)).toBe(expected);
          else expect(() => resolver.resolve(r)).toThrow(expected.message);
        }
      }),
      runs,
    );
  });

  it("refuses a base that is not an absolute URI at once, and non-strings with TypeError", () => {
    expect(() => createResolver("//a/b")).toThrow(expect.objectContaining({ code: "base-not-absolute", subject: "base" }));
    expect(() => createResolver("http://a/%zz")).toThrow(expect.objectContaining({ code: "invalid-pct-encoded", subject: "base" }));
    const resolver = createResolver("http://a/");
    for (const [, value] of nonStringValues()) {
      expect(() => createResolver(value as string)).toThrow(TypeError);
      expect(() => resolver.resolve(value as string)).toThrow(TypeError);
      expect(() => resolver.tryResolve(value as string)).toThrow(TypeError);
    }
  });
});
