import { CHAR_CLASS, UNRESERVED } from "@urikit/core/chars";
import { UriError, decode, isUriReference, parse } from "@urikit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { equivalent, normalize, type NormalizeOptions } from "../src/index.js";
import { equivalentPair, uriReference } from "./arbitraries.js";

const SEED = 20261121;
const RUNS = 2000;

const OPTION_NAMES = [
  "decodeUnreserved",
  "lowercaseScheme",
  "lowercaseHost",
  "uppercasePercentEncoding",
  "removeDotSegments",
  "removeDefaultPort",
  "emptyPathToSlash",
  "ipv6Canonical",
] as const satisfies readonly (keyof NormalizeOptions)[];

/** Only §6.2.2.2 decoding and §6.2.2.1 hex case: every other step off, so the text keeps its structure. */
const PERCENT_ONLY: NormalizeOptions = {
  lowercaseScheme: false,
  lowercaseHost: false,
  removeDotSegments: false,
  removeDefaultPort: false,
  emptyPathToSlash: false,
  ipv6Canonical: false,
};

/** Split text into units: a "%XX" triplet or one code unit. */
function units(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 0x25) {
      out.push(text.slice(i, i + 3));
      i += 2;
    } else out.push(text[i]!);
  }
  return out;
}

function decodedOrError(text: string): string {
  try {
    return decode(text);
  } catch (e) {
    if (UriError.is(e)) return `<${e.code}>`; // indexes move as %XX shrink to one character
    throw e;
  }
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe("normalize: properties over generated URI references (RFC 3986 §6.2.2, §6.2.3)", () => {
  it("the already-normal shortcut (no options) agrees with the full path (options given, all on)", () => {
    const allOn: NormalizeOptions = {};
    fc.assert(
      fc.property(uriReference, (text) => {
        expect(normalize(text)).toBe(normalize(text, allOn));
        expect(normalize(normalize(text))).toBe(normalize(normalize(text), allOn));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("gives a valid URI reference and is idempotent", () => {
    fc.assert(
      fc.property(uriReference, (x) => {
        const n = normalize(x);
        expect(isUriReference(n)).toBe(true);
        expect(normalize(n)).toBe(n);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("is equivalent to its own normal form", () => {
    fc.assert(
      fc.property(uriReference, (x) => {
        expect(equivalent(x, normalize(x))).toBe(true);
        expect(equivalent(normalize(x), x)).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("keeps which components are present (empty query, fragment and userinfo included; §6.2.3)", () => {
    fc.assert(
      fc.property(uriReference, (x) => {
        const before = parse(x);
        const after = parse(normalize(x));
        expect(after.scheme === undefined).toBe(before.scheme === undefined);
        expect(after.host === undefined).toBe(before.host === undefined);
        expect(after.userinfo === undefined).toBe(before.userinfo === undefined);
        expect(after.query === undefined).toBe(before.query === undefined);
        expect(after.fragment === undefined).toBe(before.fragment === undefined);
        // Userinfo, query and fragment are not restructured: their percent-decoded text is unchanged.
        for (const key of ["userinfo", "query", "fragment"] as const) {
          if (before[key] !== undefined) expect(decodedOrError(after[key]!)).toBe(decodedOrError(before[key]));
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("maps two spellings of one reference to the same normal form", () => {
    fc.assert(
      fc.property(equivalentPair, ({ a, b }) => {
        expect(normalize(a)).toBe(normalize(b));
        expect(equivalent(a, b)).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("decoding only turns a %XX of an unreserved character into that character (§6.2.2.2), and only uppercases the rest (§6.2.2.1)", () => {
    fc.assert(
      fc.property(uriReference, (x) => {
        const n = normalize(x, PERCENT_ONLY);
        const before = units(x);
        const after = units(n);
        expect(after.length).toBe(before.length);
        for (let i = 0; i < before.length; i++) {
          const unit = before[i]!;
          if (unit.length === 1) {
            expect(after[i]).toBe(unit);
            continue;
          }
          const octet = parseInt(unit.slice(1), 16);
          const isUnreserved = octet < 0x80 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0;
          expect(after[i]).toBe(isUnreserved ? String.fromCharCode(octet) : unit.toUpperCase());
        }
        // And so the percent-decoded text, as core `decode` reads it, is the same on both sides.
        expect(decodedOrError(n)).toBe(decodedOrError(x));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  for (const name of OPTION_NAMES) {
    it(`with ${name} off alone: still valid, idempotent and equivalent`, () => {
      const options: NormalizeOptions = { [name]: false };
      fc.assert(
        fc.property(uriReference, (x) => {
          const n = normalize(x, options);
          expect(isUriReference(n)).toBe(true);
          expect(normalize(n, options)).toBe(n);
          expect(equivalent(x, n, options)).toBe(true);
        }),
        { seed: SEED, numRuns: RUNS / 4 },
      );
    });
  }

  it("with every step off, the input comes back unchanged", () => {
    const off = Object.fromEntries(OPTION_NAMES.map((k) => [k, false])) as NormalizeOptions;
    fc.assert(
      fc.property(uriReference, (x) => {
        expect(normalize(x, off)).toBe(x);
      }),
      { seed: SEED, numRuns: RUNS / 4 },
    );
  });

  it("rejects invalid input with the core parser's error, and equivalent says false", () => {
    const never = fc.constantFrom(" ", '"', "<", ">", "\\", "^", "`", "{", "|", "}", "\u0000", "é", "%", "%G", "[");
    fc.assert(
      fc.property(uriReference, never, fc.nat(), (x, bad, where) => {
        const at = where % (x.length + 1);
        const text = x.slice(0, at) + bad + x.slice(at);
        const expected = thrownBy(() => parse(text));
        const thrown = thrownBy(() => normalize(text));
        if (expected === undefined) {
          // An injected "%" before two hex digits makes a valid pct-encoded; then normalize accepts it too.
          expect(thrown).toBeUndefined();
          return;
        }
        expect(UriError.is(thrown)).toBe(true);
        expect((thrown as UriError).code).toBe((expected as UriError).code);
        expect((thrown as UriError).index).toBe((expected as UriError).index);
        expect(equivalent(text, text)).toBe(false);
        expect(equivalent(x, text)).toBe(false);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
