// URI-biased generators for the resolver's property tests: few schemes and authorities (so that bases and
// targets often share them), segments rich in ".", "..", "" and ":" (so that every branch of §5.2 is taken).
import { isUriReference, parse } from "@urikit/core";
import fc from "fast-check";

export const scheme = fc.constantFrom("http", "http", "foo", "HTTP", "a+b.c");
export const authority = fc.constantFrom("a", "a", "b", "", "u@a", "a:80", "a:", "[::1]", "[v1.x]", "u:p@h:1", "%41");
const segment = fc.constantFrom("", ".", "..", "a", "b", "c", "g;x", "%2E", ".a", "a.", "..b", "x=1", "a:b", "@", "~");
const plainSegment = fc.constantFrom("", "a", "b", "c", "g;x", "%2E", ".a", "a.", "..b", "x=1", "a:b", "@", "~");
const text = fc.constantFrom("", "q", "y", "a/./b", "a/../b", "?", "x=1", "%20", "/");

function pathOf(segments: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .record({ rooted: fc.boolean(), segments: fc.array(segments, { maxLength: 5 }) })
    .map(({ rooted, segments: s }) => (rooted && s.length > 0 ? "/" : "") + s.join("/"));
}

export interface Shape {
  scheme?: boolean | undefined;
  authority?: boolean | undefined;
  dots?: boolean | undefined;
}

/**
 * A valid URI reference; `shape` forces a scheme / an authority to be present (true) or absent (false), and
 * `dots: false` keeps "." and ".." segments out of the path.
 */
export function uriReference(shape: Shape = {}): fc.Arbitrary<string> {
  const opt = (arb: fc.Arbitrary<string>, want: boolean | undefined) =>
    want === true ? arb : want === false ? fc.constant(undefined) : fc.option(arb, { nil: undefined });
  return fc
    .record({
      scheme: opt(scheme, shape.scheme),
      authority: opt(authority, shape.authority),
      path: pathOf(shape.dots === false ? plainSegment : segment),
      query: fc.option(text, { nil: undefined }),
      fragment: fc.option(text, { nil: undefined }),
    })
    .map(({ scheme: s, authority: a, path, query, fragment }) => {
      let result = s !== undefined ? s + ":" : "";
      if (a !== undefined) result += "//" + a + (path !== "" && !path.startsWith("/") ? "/" : "");
      result += path;
      if (query !== undefined) result += "?" + query;
      if (fragment !== undefined) result += "#" + fragment;
      return result;
    })
    .filter((t) => {
      if (!isUriReference(t)) return false;
      // A rootless path "a:b" reads as a scheme, and a path "//…" as an authority: keep the shape asked for.
      const parsed = parse(t);
      if (shape.scheme === false && parsed.scheme !== undefined) return false;
      if (shape.authority === false && parsed.host !== undefined) return false;
      return true;
    });
}

/** Whether a complete segment of `path` is "." or "..". */
export function hasDotSegment(path: string): boolean {
  return path.split("/").some((s) => s === "." || s === "..");
}

function compose(s: string, a: string | undefined, rooted: boolean, segments: string[], query?: string, fragment?: string): string {
  let result = s + ":";
  if (a !== undefined) result += "//" + a;
  if (segments.length > 0) result += (rooted || a !== undefined ? "/" : "") + segments.join("/");
  else if (rooted) result += "/";
  if (query !== undefined) result += "?" + query;
  if (fragment !== undefined) result += "#" + fragment;
  return result;
}

/**
 * A base and a target URI that usually share the scheme, the authority (or its absence), the leading path
 * segments and sometimes the query, so that every relative form of `relativize` is needed. The base path may
 * hold dot-segments (`dots`), the target's never does.
 */
export function relatedPair(dots = true): fc.Arbitrary<readonly [string, string]> {
  const often = <T>(same: T, other: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(same), weight: 4 }, { arbitrary: other, weight: 1 });
  return fc
    .record({
      scheme,
      authority: fc.option(authority, { nil: undefined, freq: 3 }),
      rooted: fc.boolean(),
      baseSegments: fc.array(dots ? segment : plainSegment, { maxLength: 5 }),
      keep: fc.nat(5),
      targetSegments: fc.array(plainSegment, { maxLength: 3 }),
      query: fc.option(text, { nil: undefined }),
      fragment: fc.option(text, { nil: undefined }),
    })
    .chain((p) =>
      fc.record({
        p: fc.constant(p),
        targetScheme: often(p.scheme, scheme),
        targetAuthority: often(p.authority, fc.option(authority, { nil: undefined })),
        targetRooted: often(p.rooted, fc.boolean()),
        targetQuery: often(p.query, fc.option(text, { nil: undefined })),
        targetFragment: fc.option(text, { nil: undefined }),
      }),
    )
    .map(({ p, targetScheme, targetAuthority, targetRooted, targetQuery, targetFragment }) => {
      const base = compose(p.scheme, p.authority, p.rooted, p.baseSegments, p.query, p.fragment);
      const shared = p.baseSegments.slice(0, p.keep).filter((s) => s !== "." && s !== "..");
      const target = compose(targetScheme, targetAuthority, targetRooted, [...shared, ...p.targetSegments], targetQuery, targetFragment);
      return [base, target] as const;
    })
    .filter(([base, target]) => {
      if (!isUriReference(base) || !isUriReference(target)) return false;
      const t = parse(target);
      return parse(base).scheme !== undefined && t.scheme !== undefined && !hasDotSegment(t.path);
    });
}
