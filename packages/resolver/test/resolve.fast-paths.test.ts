// Every shortcut of resolve (plain scan, cached base, slices without a built path, one-pass merge) against the
// general path: resolveComponents (the §5.2.2 pseudocode on parsed components) recomposed as §5.3 does, with the
// core parser's errors; on generated pairs and on pairs built from every line of bench/data.
import { UriError } from "@urikit/core";
import { RFC3986_EXAMPLE_REFERENCES, realPairs } from "./pairs.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createResolver, resolve, resolveComponents } from "../src/index.js";
import { recompose } from "../src/recompose.js";
import { parseAs } from "../src/parse-as.js";
import { parseBase } from "../src/parse-base.js";
import { uriReference } from "./arbitraries.js";
import { wasmMinLength } from "@urikit/core/engine";
import { ERR_NONE, OFFSET_SLOTS, scanUriReference } from "@urikit/core/offsets";
import { writeRelativeOffsets } from "../src/resolve.js";
import { resolveLiterally } from "./rfc3986-pseudocode.js";

type Outcome = string | { code: string; index: number; subject: string };

function outcome(run: () => string): Outcome {
  try {
    return run();
  } catch (e) {
    if (!UriError.is(e)) throw e;
    return { code: e.code, index: e.index, subject: e.subject };
  }
}

/** The general path. */
function general(base: string, reference: string, strict: boolean): Outcome {
  return outcome(() => recompose(resolveComponents(parseBase(base), parseAs(reference, "reference"), { strict })));
}

function same(x: Outcome, y: Outcome): boolean {
  if (typeof x === "string" || typeof y === "string") return x === y;
  return x.code === y.code && x.index === y.index && x.subject === y.subject;
}

/** What `createResolver(base).tryResolve(reference)` gives (its own path for long references); undefined for a base it refuses. */
function viaResolver(base: string, reference: string, strict: boolean): Outcome | undefined {
  let resolver;
  try {
    resolver = createResolver(base, { strict });
  } catch {
    return undefined;
  }
  const target = resolver.tryResolve(reference);
  return typeof target === "string" ? target : { code: target.code, index: target.index, subject: target.subject };
}

function check(base: string, reference: string, strict = true, literally = true): void {
  const fast = outcome(() => resolve(base, reference, { strict }));
  const again = outcome(() => resolve(base, reference, { strict })); // the base is cached now
  const expected = general(base, reference, strict);
  const resolved = viaResolver(base, reference, strict) ?? expected;
  // Compared by hand first: expect() on ~100,000 real pairs would be slow.
  if (!same(fast, expected) || !same(again, fast) || !same(resolved, expected)) {
    expect([base, reference, fast, again, resolved]).toEqual([base, reference, expected, expected, expected]);
  }
  if (literally && typeof fast === "string") expect(fast).toBe(resolveLiterally(base, reference, strict));
}

describe("resolve's shortcuts equal the general path (RFC 3986 §5.2)", () => {
  it("on the RFC 3986 §5.4 references, against many bases", () => {
    for (const base of ["http://a/b/c/d;p?q", "http://a", "http://a/", "foo:a/b", "foo:/a/b", "foo:", "foo:a", "http://a//b/", "file:///x/y.js",
      // bases the common-shape split takes (port, empty port, empty host, query and fragment at every place) and
      // bases it leaves to the scanner (userinfo, IP literals)
      "http://a:8080/b/c?q#f", "http://a:/b", "http:///b/c", "http://a?q", "http://a#f?x", "foo:?q", "foo:#f", "foo://",
      "foo://?#", "foo:b?q?r#s#t", "http://u@a/b/c", "http://[::1]:80/b/c", "http://[v7.x]/b", "http://1.2.3.4/b/c"]) {
      for (const reference of RFC3986_EXAMPLE_REFERENCES) {
        check(base, reference);
        check(base, reference, false);
      }
    }
  });

  it("on generated pairs, valid and invalid, either mode (fast-check)", () => {
    const anyText = fc.array(fc.constantFrom(..."aZ:/?#[]@%.-_ 1".split("")), { maxLength: 12 }).map((c) => c.join(""));
    fc.assert(
      fc.property(
        fc.oneof(uriReference({ scheme: true }), uriReference(), anyText),
        fc.oneof(uriReference(), anyText),
        fc.boolean(),
        (base, reference, strict) => check(base, reference, strict),
      ),
      { seed: 3986, numRuns: 6000 },
    );
  });

  it("on references that end in dot segments or hold them next to a query, a fragment or an authority (fast-check)", () => {
    // The shortcuts for a common-shape URI with a scheme (returned as it is when its path has no dot segment) and
    // for a relative path whose rest is "." or "..": dot segments ended by "?" or "#", "." and ".." as hosts, and
    // dots in queries and fragments.
    const segment = fc.constantFrom(".", "..", "g", "", "a.b");
    const path = fc.array(segment, { maxLength: 4 }).map((s) => s.join("/"));
    const tail = fc.constantFrom("", "?", "?y", "?./x", "?/..", "#", "#s/..", "?q#/.");
    const head = fc.constantFrom("", "/", "./", "../", "../../", "http:", "g:", "http:/", "http://", "http://..", "http://a", "//.", "//a");
    const base = fc.constantFrom("http://a/b/c/d;p?q", "http://a", "foo:a/b", "foo:/a/b", "file:///x/y.js", "g:h");
    fc.assert(
      fc.property(base, head, path, tail, fc.boolean(), (b, h, p, t, strict) => {
        const reference = h + p + t;
        check(b, reference, strict);
        const target = outcome(() => createResolver(b, { strict }).resolve(reference));
        if (!same(target, general(b, reference, strict))) expect([b, reference, target]).toEqual([b, reference, general(b, reference, strict)]);
      }),
      { seed: 3986, numRuns: 4000 },
    );
  });

  it("on long references, valid and with a unit changed, which createResolver checks in WebAssembly (fast-check)", () => {
    // From wasmMinLength units on (96, or 64 where Node's Buffer#write copies), createResolver checks a reference in
    // WebAssembly and takes R's path from the text, without the scanner: every shape of reference, padded in its first
    // segment, its path or its query, then perhaps one unit changed for one the grammar refuses or takes elsewhere.
    expect(wasmMinLength).toBeLessThanOrEqual(96);
    const pad = fc.integer({ min: 96, max: 140 }).map((n) => "p".repeat(n));
    const where = fc.constantFrom("first", "path", "query");
    const unit = fc.constantFrom(" ", "%", "%4", "%41", "#", ":", "/", "?", "@", "[", "é", "\ud800", ".", "..", "./", "/../", "//");
    const base = fc.constantFrom("http://a/b/c/d;p?q", "http://a", "foo:a/b", "foo:/a/b", "file:///x/y.js", "g:h", "http://u@a/b");
    fc.assert(
      fc.property(base, uriReference(), pad, where, fc.option(fc.tuple(fc.nat(), unit, fc.boolean()), { nil: undefined }), fc.boolean(), (b, r, p, w, edit, strict) => {
        const queryAt = r.search(/[?#]/);
        const pathEnd = queryAt < 0 ? r.length : queryAt;
        let reference =
          w === "first" ? p + "/" + r
          : w === "path" ? r.slice(0, pathEnd) + "/" + p + r.slice(pathEnd)
          : r.includes("?") ? r.replace("?", "?" + p) : r.slice(0, pathEnd) + "?" + p + r.slice(pathEnd);
        if (edit !== undefined) {
          const [at, u, insert] = edit;
          const k = at % (reference.length + 1);
          reference = reference.slice(0, k) + u + reference.slice(insert ? k : k + 1);
        }
        check(b, reference, strict);
      }),
      { seed: 3986, numRuns: 6000 },
    );
  });

  it("writes a long relative reference's offsets as the scanner does (fast-check)", () => {
    // createResolver's WebAssembly path writes the offsets of a relative reference without authority itself.
    const out = new Int32Array(OFFSET_SLOTS);
    const scanned = new Int32Array(OFFSET_SLOTS);
    const tail = fc.constantFrom("", "?", "?y", "?y?z#", "#", "#s", "#s?t", "?a#b", "?#");
    fc.assert(
      fc.property(uriReference({ scheme: false, authority: false }), tail, (r, t) => {
        const reference = r.startsWith("//") ? "." + r : r.includes("?") || r.includes("#") ? r : r + t;
        expect(scanUriReference(reference, scanned)).toBe(ERR_NONE);
        writeRelativeOffsets(reference, out);
        expect([...out], reference).toEqual([...scanned]);
      }),
      { seed: 3986, numRuns: 3000 },
    );
  });

  it("on pairs built from every line of bench/data", () => {
    const pairs = realPairs();
    expect(pairs.length).toBeGreaterThan(90_000);
    for (const [base, reference] of pairs) check(base, reference, true, false);
  }, 60_000);
});
