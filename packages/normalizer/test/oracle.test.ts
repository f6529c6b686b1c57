// normalize against the ABNF oracle of @urikit/corpus (RFC 3986 Appendix A compiled to an NFA; no code shared with
// core's scanner or the plainly-normal regex): it returns a string exactly for the references the oracle accepts,
// the result is one too, and for every other string it throws the first error the oracle places (code, index).
// With an empty options object, or every option true, it answers exactly as with no options (the fast paths run
// for all three).
import { abnfOracle, oracleUriError } from "@urikit/corpus";
import { mutatedUriReference, uriBiasedText, uriReference } from "@urikit/corpus/arbitraries";
import { UriError } from "@urikit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalize, type NormalizeOptions } from "../src/index.js";

const SEED = 20261126;
const RUNS = 3000;
const uriRef = abnfOracle("URI-reference");
const ALL_ON: NormalizeOptions = {
  decodeUnreserved: true,
  lowercaseScheme: true,
  lowercaseHost: true,
  uppercasePercentEncoding: true,
  removeDotSegments: true,
  removeDefaultPort: true,
  emptyPathToSlash: true,
  ipv6Canonical: true,
};

function outcome(text: string, options?: NormalizeOptions): unknown {
  try {
    return { normalized: normalize(text, options) };
  } catch (e) {
    if (!UriError.is(e)) throw e;
    return { error: { code: e.code, index: e.index } };
  }
}

const inputs = fc.oneof(
  uriReference.map((g) => g.text),
  mutatedUriReference,
  uriBiasedText,
);

describe("normalize equals the ABNF oracle of RFC 3986 Appendix A", () => {
  it("accepts exactly the oracle's URI references, returns one, and throws the oracle's first error otherwise", () => {
    let invalid = 0;
    fc.assert(
      fc.property(inputs, (text) => {
        const got = outcome(text) as { normalized?: string; error?: unknown };
        const e = oracleUriError(text);
        if (e === undefined) {
          expect(got.normalized).toBeTypeOf("string");
          expect(uriRef.accepts(got.normalized!)).toBe(true);
        } else {
          invalid++;
          expect(got).toEqual({ error: { code: e.code, index: e.index } });
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(invalid).toBeGreaterThan(RUNS / 4);
  });

  it("answers the same with no options, {} and every option true", () => {
    fc.assert(
      fc.property(inputs, (text) => {
        const none = outcome(text);
        expect(outcome(text, {})).toEqual(none);
        expect(outcome(text, ALL_ON)).toEqual(none);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("lowercases every IP-literal, IPvFuture included (RFC 3986 §3.2.2, §6.2.2.1)", () => {
    expect(normalize("//[v1FdE.AddR]")).toBe("//[v1fde.addr]");
    expect(normalize("//[v1FdE.AddR]", { lowercaseHost: false })).toBe("//[v1FdE.AddR]");
    expect(normalize("HTTP://[V7.A:B]/")).toBe("http://[v7.a:b]/");
  });
});
