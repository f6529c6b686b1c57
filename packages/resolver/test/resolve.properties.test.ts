import { isRelativeReference, isUri, parse, serialize } from "@urikit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativize, resolve, resolveComponents } from "../src/index.js";
import { hasDotSegment, relatedPair, uriReference } from "./arbitraries.js";
import { resolveLiterally } from "./rfc3986-pseudocode.js";

const runs = { seed: 3986, numRuns: 3000 };

/** The path of a resolved URI with urikit's "/." guard (no authority, "/.//…") taken off. */
function pathWithoutGuard(uri: string): string {
  const { host, path } = parse(uri);
  return host === undefined && path.startsWith("/.//") ? path.slice(2) : path;
}

describe("resolve properties (fast-check, fixed seed)", () => {
  it("gives a valid URI without dot-segments for a hierarchical base", () => {
    const base = uriReference({ scheme: true, authority: true, dots: false });
    fc.assert(
      fc.property(base, uriReference(), fc.boolean(), (b, r, strict) => {
        const t = resolve(b, r, { strict });
        expect(isUri(t)).toBe(true);
        expect(hasDotSegment(pathWithoutGuard(t))).toBe(false);
      }),
      runs,
    );
  });

  it("gives a valid URI for any base, also one with dot-segments or without authority", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference(), fc.boolean(), (b, r, strict) => {
        expect(isUri(resolve(b, r, { strict }))).toBe(true);
      }),
      runs,
    );
  });

  it("agrees with a literal transcription of the §5.2.2 pseudocode", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference(), fc.boolean(), (b, r, strict) => {
        expect(resolve(b, r, { strict })).toBe(resolveLiterally(b, r, strict));
      }),
      runs,
    );
  });

  it("resolveComponents on parsed input gives what resolve gives on text", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference(), fc.boolean(), (b, r, strict) => {
        expect(serialize(resolveComponents(parse(b), parse(r), { strict }))).toBe(resolve(b, r, { strict }));
      }),
      runs,
    );
  });

  it("passes an absolute reference without dot-segments through unchanged", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference({ scheme: true, dots: false }), (b, r) => {
        expect(resolve(b, r)).toBe(r);
      }),
      runs,
    );
  });
});

describe("relativize properties (fast-check, fixed seed)", () => {
  it("resolve(base, relativize(base, t)) === t for targets without dot-segments", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference({ scheme: true, dots: false }), (b, t) => {
        const relative = relativize(b, t);
        expect(resolve(b, relative)).toBe(t);
        expect(isRelativeReference(relative) || relative === t).toBe(true);
        expect(relative.length).toBeLessThanOrEqual(t.length);
      }),
      runs,
    );
  });

  it("resolve(base, relativize(base, t)) === t for related base and target (relative forms exercised)", () => {
    fc.assert(
      fc.property(relatedPair(), ([b, t]) => {
        const relative = relativize(b, t);
        expect(resolve(b, relative)).toBe(t);
        expect(isRelativeReference(relative) || relative === t).toBe(true);
        expect(relative.length).toBeLessThanOrEqual(t.length);
      }),
      runs,
    );
  });

  it("resolve(base, relativize(base, t)) === resolve(base, t) for any target", () => {
    fc.assert(
      fc.property(uriReference({ scheme: true }), uriReference({ scheme: true }), (b, t) => {
        const relative = relativize(b, t);
        const effective = resolve(b, t);
        expect(resolve(b, relative)).toBe(effective);
        expect(isRelativeReference(relative) || relative === effective).toBe(true);
      }),
      runs,
    );
  });

  it("finds a relative form whenever scheme and authority match", () => {
    const pairs = fc
      .tuple(uriReference({ scheme: true, authority: true, dots: false }), uriReference({ scheme: false, authority: false, dots: false }))
      .map(([b, r]) => [b, resolve(b, r)] as const);
    fc.assert(
      fc.property(pairs, ([b, t]) => {
        const relative = relativize(b, t);
        expect(isRelativeReference(relative)).toBe(true);
        // A path form never starts with "//" (that would be an authority) nor has ":" in its first segment.
        expect(relative.startsWith("//")).toBe(false);
        expect(resolve(b, relative)).toBe(t);
      }),
      runs,
    );
  });
});
