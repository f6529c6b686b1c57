import { expectString } from "@urikit/core";
import {
  ERR_NONE,
  HOST_START,
  OFFSET_SLOTS,
  PATH_END,
  PATH_START,
  QUERY_END,
  QUERY_START,
  SCHEME_END,
  SCHEME_START,
  errorFromOffsets,
  hasDotSegment,
  removeDotSegments,
  scanUriReference,
} from "@urikit/core";
import { baseNotAbsolute } from "./parse-base.js";
import type { ResolveOptions } from "./resolve-components.js";

// The base of the previous call, kept scanned: resolving many references against one base scans it once.
// INVARIANT: `cachedBase` is a valid URI with a scheme and `baseOffsets` are its offsets; both change together.
let cachedBase: string | undefined;
const baseOffsets = new Int32Array(OFFSET_SLOTS);
const referenceOffsets = new Int32Array(OFFSET_SLOTS);

function scanBase(base: string): void {
  if (base === cachedBase) return;
  cachedBase = undefined;
  if (scanUriReference(base, baseOffsets) !== ERR_NONE) throw errorFromOffsets(base, baseOffsets, "base");
  if (baseOffsets[SCHEME_START] < 0) throw baseNotAbsolute(base);
  cachedBase = base;
}

/** Whether two schemes are equal ignoring the case of ASCII letters (schemes are case-insensitive, §3.1). */
function schemesEqual(a: string, aEnd: number, b: string, bEnd: number): boolean {
  if (aEnd !== bEnd) return false;
  for (let i = 0; i < aEnd; i++) {
    const x = a.charCodeAt(i);
    if (x === b.charCodeAt(i)) continue;
    const folded = x | 0x20; // only a letter may differ, and only by case
    if (folded < 0x61 || folded > 0x7a || folded !== (b.charCodeAt(i) | 0x20)) return false;
  }
  return true;
}

/**
 * Resolve a URI reference against a base URI and return the target URI: pre-parse the base (§5.2.1), transform
 * the reference (§5.2.2), merge paths (§5.2.3), remove dot-segments (§5.2.4), recompose (§5.3).
 * `strict` defaults to `true`; `{ strict: false }` is the backward-compatible mode of §5.2.2 in which
 * `http:g` against `http://a/b/c/d;p?q` gives `http://a/b/c/g` (schemes compared case-insensitively).
 * The base's fragment is ignored (§5.1). The result is always a valid URI; see `resolveComponents` for the one
 * DEVIATION (a `"/."` guard before a `"//"`-initial path without authority).
 *
 * Throws `UriError`: the core parser's error for an invalid base (subject `"base"`) or reference (subject
 * `"reference"`), with the parser's code and index; `base-not-absolute` (subject `"base"`) for a base without a
 * scheme, at the index where `scheme ":"` would have had to end (0 when the base does not begin with a letter).
 * ```abnf
 * URI-reference = URI / relative-ref
 * absolute-URI  = scheme ":" hier-part [ "?" query ]
 * ```
 * RFC 3986 §5.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2>
 *
 * @example resolve("http://a/b/c/d;p?q", "../g") // "http://a/b/g"
 */
export function resolve(base: string, reference: string, options?: ResolveOptions): string {
  expectString(base, "resolve", "base");
  expectString(reference, "resolve", "reference");
  // PERF: works on component offsets and slices of the two strings: the scheme-and-authority prefix of the target
  // is one slice of the base or the reference (what §5.3 would recompose from the same components), and the base
  // of the previous call is not scanned again (bench: resolve/*).
  scanBase(base);
  const b = baseOffsets;
  const r = referenceOffsets;
  if (scanUriReference(reference, r) !== ERR_NONE) throw errorFromOffsets(reference, r, "reference");

  // 5.2.2: a non-strict parser ignores a reference scheme identical to the base's (§3.1: case-insensitive).
  let referenceHasScheme = r[SCHEME_START] >= 0;
  if (referenceHasScheme && options?.strict === false && schemesEqual(reference, r[SCHEME_END], base, b[SCHEME_END])) {
    referenceHasScheme = false;
  }
  const afterReferenceScheme = r[SCHEME_START] >= 0 ? r[SCHEME_END] + 1 : 0;
  const referencePathStart = r[PATH_START];
  const referencePathEnd = r[PATH_END];
  const rest = reference.slice(referencePathEnd); // [ "?" query ] [ "#" fragment ] of R: T takes them as they are

  let prefix: string; // T.scheme ":" and, when defined, "//" T.authority
  let path: string;
  let hasAuthority: boolean;
  if (referenceHasScheme) {
    // if defined(R.scheme): T.scheme, T.authority = R's; T.path = remove_dot_segments(R.path); T.query = R.query
    // PERF: without a dot segment in R.path, T recomposes (§5.3) to R's own text (bench: resolve/*).
    if (!hasDotSegment(reference, referencePathStart, referencePathEnd)) return reference;
    prefix = reference.slice(0, referencePathStart);
    hasAuthority = r[HOST_START] >= 0;
    path = removeDotSegments(reference.slice(referencePathStart, referencePathEnd));
  } else if (r[HOST_START] >= 0) {
    // if defined(R.authority): T.authority = R.authority; T.path = remove_dot_segments(R.path); T.scheme = Base.scheme
    prefix = base.slice(0, b[SCHEME_END] + 1) + reference.slice(afterReferenceScheme, referencePathStart);
    hasAuthority = true;
    path = removeDotSegments(reference.slice(referencePathStart, referencePathEnd));
  } else if (referencePathStart === referencePathEnd) {
    // if (R.path == ""): T.path = Base.path; T.query = R.query if defined, else Base.query; the base's fragment
    // never reaches the target. The base path is taken as it is (§5.2.1 leaves its normalization optional).
    const keepBaseQuery = r[QUERY_START] < 0 && b[QUERY_START] >= 0;
    return base.slice(0, keepBaseQuery ? b[QUERY_END] : b[PATH_END]) + rest;
  } else {
    // T.authority = Base.authority; T.scheme = Base.scheme
    hasAuthority = b[HOST_START] >= 0;
    const referenceIsAbsolutePath = reference.charCodeAt(referencePathStart) === 0x2f;
    // PERF: one pass over the two strings, no merged path built. merge (§5.2.3) joins the base path up to its last "/"
    // (or "/" alone, or nothing) with R.path; that base part ends with "/" (or is empty), so the merged path has a
    // dot segment iff one of the halves has one, and without one remove_dot_segments (§5.2.4) returns it unchanged:
    // T is the base up to there followed by R from its path on (R.query and R.fragment included).
    // INVARIANT: the result never begins its path with "//" without an authority here: a base part is empty, "/" with
    // an authority, or a base path that cannot begin with "//" (the base would have an authority then).
    if (!hasDotSegment(reference, referencePathStart, referencePathEnd)) {
      if (referenceIsAbsolutePath) return base.slice(0, b[PATH_START]) + reference.slice(referencePathStart);
      if (hasAuthority && b[PATH_START] === b[PATH_END]) return base.slice(0, b[PATH_START]) + "/" + reference.slice(referencePathStart);
      const lastSlash = base.lastIndexOf("/", b[PATH_END] - 1);
      const basePartEnd = lastSlash >= b[PATH_START] ? lastSlash + 1 : b[PATH_START];
      if (!hasDotSegment(base, b[PATH_START], basePartEnd)) return base.slice(0, basePartEnd) + reference.slice(referencePathStart);
    }
    prefix = base.slice(0, b[PATH_START]);
    const referencePath = reference.slice(referencePathStart, referencePathEnd);
    if (referencePath.charCodeAt(0) === 0x2f) {
      // if (R.path starts-with "/"): T.path = remove_dot_segments(R.path)
      path = removeDotSegments(referencePath);
    } else {
      // T.path = merge(Base.path, R.path) (§5.2.3), then remove_dot_segments
      let merged: string;
      if (hasAuthority && b[PATH_START] === b[PATH_END]) merged = "/" + referencePath;
      else {
        const basePath = base.slice(b[PATH_START], b[PATH_END]);
        merged = basePath.slice(0, basePath.lastIndexOf("/") + 1) + referencePath;
      }
      path = removeDotSegments(merged);
    }
  }
  // DEVIATION(RFC 3986 §5.2.4): without an authority, a path that begins with "//" would read as one once
  // recomposed; "/." keeps the path and the meaning (see resolveComponents and docs/deviations.md).
  if (!hasAuthority && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) path = "/." + path;
  return prefix + path + rest;
}
