import { expectString } from "@urikit/core/engine";
import { type UriError } from "@urikit/core";
import {
  ERR_NONE,
  ERROR_CODE,
  ERROR_INDEX,
  FRAGMENT_END,
  FRAGMENT_START,
  HOST_END,
  HOST_KIND,
  HOST_KIND_NONE,
  HOST_START,
  OFFSET_SLOTS,
  PATH_END,
  PATH_START,
  PORT_END,
  PORT_START,
  QUERY_END,
  QUERY_START,
  SCHEME_END,
  SCHEME_START,
  USERINFO_END,
  USERINFO_START,
  errorFromOffsets,
  scanUriReference,
} from "@urikit/core/offsets";
import { COMMON_SHAPE, WASM_VALID, checkLong, checkLongRelative, hasDotSegment, wasmMinLength } from "@urikit/core/engine";
import { removeDotSegments } from "@urikit/core";
import { baseNotAbsolute } from "./parse-base.js";
import type { ResolveOptions } from "./resolve-components.js";

/**
 * A base URI scanned once (§5.2.1), with the parts of it that every reference takes computed on first use: the
 * prefixes of the target it gives (scheme, scheme and authority, up to the path or query) and merge's base part
 * (§5.2.3), the base path up to its last "/".
 * PERF: one base for many references (`createResolver`, or `resolve` with the base of the previous call) then
 * takes slices of these instead of cutting and checking the base again for every reference (bench:
 * as-used/resolve-fixed-base-*).
 * RFC 3986 §5.2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.1>
 */
class ScannedBase {
  /** The base URI as given; valid, with a scheme, once `scanInto` has accepted it. */
  text = "";
  /** Its component offsets. */
  readonly offsets = new Int32Array(OFFSET_SLOTS);
  /** `scheme ":" [ "//" authority ]`: the base up to its path; `undefined` until first needed. */
  prefix: string | undefined = undefined;
  /** The end of merge's base part (§5.2.3): just after the base path's last "/", else the path's start; -1 until needed. */
  dirEnd = -1;
  /** The base up to `dirEnd`, when that base part has no dot segment (else `undefined`); set with `dirEnd`. */
  dir: string | undefined = undefined;
}

/** Scan `base` into `into`: the error for a base that is not an absolute URI, else `undefined`; §5.2.1. */
function scanInto(base: string, into: ScannedBase): UriError | undefined {
  const offsets = into.offsets;
  into.text = base;
  into.prefix = undefined;
  into.dirEnd = -1;
  into.dir = undefined;
  if (scanUriReference(base, offsets) !== ERR_NONE) return errorFromOffsets(base, offsets, "base");
  if (offsets[SCHEME_START] < 0) return baseNotAbsolute(base);
  return undefined;
}

/** The base up to its path (`scheme ":" [ "//" authority ]`), cut once. */
function prefixOf(b: ScannedBase): string {
  return (b.prefix ??= b.text.slice(0, b.offsets[PATH_START]));
}

/**
 * The index of the last "/" of `s` in [`start`, `from`], or `start - 1` when there is none.
 * PERF: for the short directory segments that "../" removes: a `lastIndexOf(…, from)` call costs about 20 ns in V8
 * whatever it finds, this loop about 1.2 ns a code unit (bench: as-used/resolve-fixed-base-*, resolve/*-pairs).
 * A base path's last segment (a file name, a slug) is often longer, so `findDir` keeps `lastIndexOf`.
 */
function lastSlash(s: string, from: number, start: number): number {
  let k = from;
  while (k >= start && s.charCodeAt(k) !== 0x2f) k--;
  return k;
}

/** Find merge's base part once (§5.2.3): `dirEnd`, and `dir` when it has no dot segment. */
function findDir(b: ScannedBase): void {
  const base = b.text;
  const pathStart = b.offsets[PATH_START];
  const slash = base.lastIndexOf("/", b.offsets[PATH_END] - 1);
  const dirEnd = slash >= pathStart ? slash + 1 : pathStart;
  b.dirEnd = dirEnd;
  b.dir = hasDotSegment(base, pathStart, dirEnd) ? undefined : base.slice(0, dirEnd);
}

// The base of the previous call, kept scanned: resolving many references against one base scans it once.
// INVARIANT: `cachedBase` is a valid URI with a scheme and `previous` holds its scan; both change together.
let cachedBase: string | undefined;
const previous = new ScannedBase();
const referenceOffsets = new Int32Array(OFFSET_SLOTS);

/** Scan `base` into `previous` unless it is the base of the previous call. */
function scanBase(base: string): UriError | undefined {
  if (base === cachedBase) return undefined;
  cachedBase = undefined;
  const error = scanInto(base, previous);
  if (error === undefined) cachedBase = base;
  return error;
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
  const target = scanBase(base) ?? resolveAgainst(previous, reference, options);
  if (typeof target !== "string") throw target;
  return target;
}

/**
 * `resolve` without throwing: the target URI, or the `UriError` that `resolve` would throw (for the base or the
 * reference), returned. For bulk callers that meet invalid references often. A non-string still throws `TypeError`.
 * RFC 3986 §5.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2>
 *
 * @example tryResolve("http://a/b", "g h").index // 1
 */
export function tryResolve(base: string, reference: string, options?: ResolveOptions): string | UriError {
  expectString(base, "tryResolve", "base");
  expectString(reference, "tryResolve", "reference");
  return scanBase(base) ?? resolveAgainst(previous, reference, options);
}

/** One base, scanned once, for many references: what {@link createResolver} returns. RFC 3986 §5.2. */
export interface Resolver {
  /** The base URI, as given. */
  readonly base: string;
  /** Resolve `reference` against the base (as `resolve(base, reference, options)` does); throws `UriError`. */
  resolve(reference: string): string;
  /** Resolve `reference` against the base, returning the `UriError` instead of throwing it. */
  tryResolve(reference: string): string | UriError;
}

/**
 * Scan `base` once and resolve many references against it: all the links of a page, all the references of a
 * document. Throws `UriError` (subject `"base"`) at once when `base` is not an absolute URI.
 * RFC 3986 §5.2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.1>
 *
 * @example createResolver("http://a/b/c/d;p?q").resolve("../g") // "http://a/b/g"
 */
export function createResolver(base: string, options?: ResolveOptions): Resolver {
  expectString(base, "createResolver", "base");
  const scanned = new ScannedBase();
  const error = scanInto(base, scanned);
  if (error !== undefined) throw error;
  // The length from which a reference is checked in WebAssembly (resolveLong), read once: it depends only on the
  // runtime (the copy into the module), and a short reference then costs one comparison more than in `resolve`.
  const longFrom = wasmMinLength;
  const target = (reference: string): string | UriError =>
    (reference.length >= longFrom ? resolveLong(scanned, reference, options) : undefined) ?? resolveAgainst(scanned, reference, options);
  return {
    base,
    resolve(reference: string): string {
      expectString(reference, "resolve", "reference");
      const resolved = target(reference);
      if (typeof resolved !== "string") throw resolved;
      return resolved;
    },
    tryResolve(reference: string): string | UriError {
      expectString(reference, "tryResolve", "reference");
      return target(reference);
    },
  };
}

/**
 * The target of a long valid `reference` against the scanned base, checked in WebAssembly rather than by the
 * scanner; `undefined` when that check cannot decide or finds `reference` invalid, or its shape needs the scanner's
 * offsets (an authority, a dot segment in a URI, the non-strict mode's scheme): `resolveAgainst` then does all.
 * Only `createResolver` takes this path, so that `resolve` alone bundles no WebAssembly.
 * RFC 3986 §5.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2>
 * PERF: on references of 100 and more characters the scanner costs about 2 ns a character, the module's check
 * about a tenth of that after a fixed cost of 40–60 ns (bench: as-used/resolve-fixed-base-isaacs_files).
 */
function resolveLong(scanned: ScannedBase, reference: string, options: ResolveOptions | undefined): string | undefined {
  // The first ":", "/", "?" or "#": a ":" there ends a scheme (or the reference is invalid), as no relative-ref has
  // a ":" in its first segment (§4.2: path-noscheme).
  let first = 0;
  let c = 0;
  for (; first < reference.length; first++) {
    c = reference.charCodeAt(first);
    if (c === 0x3a || c === 0x2f || c === 0x3f || c === 0x23) break;
  }
  if (c === 0x3a && first < reference.length) {
    // 5.2.2 with R.scheme defined (strict): T is R once its path has no dot segment (as in resolveAgainst).
    // (A ":" first is no scheme: checkLong leaves it undecided, and the scanner reports it.)
    if (options?.strict === false || checkLong(reference) !== WASM_VALID) return undefined;
    const pathEnd = pathEndOf(reference, first + 1);
    return hasDotSegment(reference, pathStartOf(reference, first, pathEnd), pathEnd) ? undefined : reference;
  }
  // No scheme: "//" begins an authority, which the scanner's offsets describe; else R is a path, query and fragment.
  if (reference.charCodeAt(0) === 0x2f && reference.charCodeAt(1) === 0x2f) return undefined;
  if (checkLongRelative(reference) !== WASM_VALID) return undefined;
  writeRelativeOffsets(reference, referenceOffsets);
  return resolveAgainst(scanned, reference, options, true) as string; // valid: never an error
}

/**
 * Write the component offsets of the valid relative reference `s`, which has no authority, as the scanner would:
 * its path from 0 to the first "?" or "#", then the query and the fragment (§4.2). Exported for its test only (the
 * package's index does not export it). @internal
 * RFC 3986 §4.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>
 */
export function writeRelativeOffsets(s: string, out: Int32Array): void {
  const end = s.length;
  const hash = s.indexOf("#");
  const fragmentStart = hash >= 0 ? hash + 1 : -1;
  const beforeFragment = hash >= 0 ? hash : end;
  const question = s.indexOf("?");
  const queryStart = question >= 0 && question < beforeFragment ? question + 1 : -1;
  out[SCHEME_START] = out[SCHEME_END] = out[USERINFO_START] = out[USERINFO_END] = -1;
  out[HOST_START] = out[HOST_END] = out[PORT_START] = out[PORT_END] = -1;
  out[PATH_START] = 0;
  out[PATH_END] = queryStart >= 0 ? queryStart - 1 : beforeFragment;
  out[QUERY_START] = queryStart;
  out[QUERY_END] = queryStart >= 0 ? beforeFragment : -1;
  out[FRAGMENT_START] = fragmentStart;
  out[FRAGMENT_END] = hash >= 0 ? end : -1;
  out[HOST_KIND] = HOST_KIND_NONE;
  out[ERROR_CODE] = ERR_NONE;
  out[ERROR_INDEX] = -1;
}

/**
 * Where the path of the valid URI `s` begins, given the ":" after its scheme and the path's end: after the authority
 * when "//" follows the ":", else just after the ":". No authority holds a "/" (userinfo, host and port do not take
 * it), so the path begins at the first "/" after the "//", or is empty when "?", "#" or the end comes first.
 * ```abnf
 * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
function pathStartOf(s: string, colon: number, pathEnd: number): number {
  if (s.charCodeAt(colon + 1) !== 0x2f || s.charCodeAt(colon + 2) !== 0x2f) return colon + 1;
  const slash = s.indexOf("/", colon + 3);
  return slash >= 0 && slash < pathEnd ? slash : pathEnd;
}

/**
 * Where the path that begins at `from` in the valid reference `s` ends: at its first "?" or "#" (neither stands in
 * a scheme, authority or path), else at the end.
 */
function pathEndOf(s: string, from: number): number {
  const query = s.indexOf("?", from);
  const fragment = s.indexOf("#", from);
  if (fragment >= 0 && (query < 0 || fragment < query)) return fragment;
  return query >= 0 ? query : s.length;
}

/**
 * The target of `reference` against the scanned base `scanned` (a valid absolute URI), or the reference's
 * `UriError`: §5.2.2–§5.2.4 and §5.3 on slices of the two strings. With `prescanned`, `referenceOffsets` already
 * holds the offsets of the valid `reference` (resolveLong wrote them).
 */
function resolveAgainst(scanned: ScannedBase, reference: string, options: ResolveOptions | undefined, prescanned = false): string | UriError {
  const base = scanned.text;
  const b = scanned.offsets;
  const r = referenceOffsets;
  if (!prescanned) {
    // 5.2.2 with R.scheme defined (strict): T is R with remove_dot_segments(R.path), which without a dot segment is
    // R's own text once recomposed (§5.3). PERF: a URI of the common shape is valid by one regex, so R is not
    // scanned (bench: as-used/resolve-fixed-base-*).
    const colon = reference.indexOf(":");
    COMMON_SHAPE.lastIndex = 0;
    // The capturing form, which parse and normalize bundle already, rather than the verdict-only one (bundle size).
    if (colon > 0 && options?.strict !== false && COMMON_SHAPE.test(reference) && COMMON_SHAPE.lastIndex === reference.length) {
      const pathEnd = pathEndOf(reference, colon + 1);
      if (!hasDotSegment(reference, pathStartOf(reference, colon, pathEnd), pathEnd)) return reference;
    }
    // PERF: works on component offsets and slices of the two strings: the scheme-and-authority prefix of the target
    // is one slice of the base or the reference (what §5.3 would recompose from the same components), and the base
    // of the previous call is not scanned again (bench: resolve/*).
    if (scanUriReference(reference, r) !== ERR_NONE) return errorFromOffsets(reference, r, "reference");
  }

  // 5.2.2: a non-strict parser ignores a reference scheme identical to the base's (§3.1: case-insensitive).
  let referenceHasScheme = r[SCHEME_START] >= 0;
  if (referenceHasScheme && options?.strict === false && schemesEqual(reference, r[SCHEME_END], base, b[SCHEME_END])) {
    referenceHasScheme = false;
  }
  const afterReferenceScheme = r[SCHEME_START] >= 0 ? r[SCHEME_END] + 1 : 0;
  const referencePathStart = r[PATH_START];
  const referencePathEnd = r[PATH_END];

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
    return base.slice(0, keepBaseQuery ? b[QUERY_END] : b[PATH_END]) + reference.slice(referencePathEnd);
  } else {
    // T.authority = Base.authority; T.scheme = Base.scheme
    hasAuthority = b[HOST_START] >= 0;
    const referenceIsAbsolutePath = reference.charCodeAt(referencePathStart) === 0x2f;
    // PERF: the common shapes take slices of the two strings and build no path (bench: resolve/*-pairs). R.path is
    // a run of "./" and "../" (none for an absolute path) and then a rest without dot segments; merge (§5.2.3) puts
    // the base path up to its last "/" (or "/" alone, or nothing) in front. That base part ends with "/" (or is
    // empty), so remove_dot_segments (§5.2.4) drops each "./" (2A, 2B), each "../" removes the base part's last
    // segment (2C; none left: nothing, when the base part is rooted), and the rest and the base part's segments go
    // to the output unchanged (2E), provided the base part has no dot segment either.
    let restStart = referencePathStart; // after the leading "./" and "../" of a relative R.path
    let ups = 0; // how many "../"
    if (!referenceIsAbsolutePath) {
      while (restStart + 1 < referencePathEnd && reference.charCodeAt(restStart) === 0x2e) {
        const next = reference.charCodeAt(restStart + 1);
        if (next === 0x2f) restStart += 2;
        else if (next === 0x2e && restStart + 2 < referencePathEnd && reference.charCodeAt(restStart + 2) === 0x2f) {
          restStart += 3;
          ups++;
        } else break;
      }
      // A rest of "." or ".." alone ends the path as "./" or "../" would (2B and 2C on "/." and "/.." at the end).
      if (restStart + 1 === referencePathEnd && reference.charCodeAt(restStart) === 0x2e) restStart++;
      else if (restStart + 2 === referencePathEnd && reference.charCodeAt(restStart) === 0x2e && reference.charCodeAt(restStart + 1) === 0x2e) {
        restStart += 2;
        ups++;
      }
    }
    if (!hasDotSegment(reference, restStart, referencePathEnd)) {
      if (referenceIsAbsolutePath) return prefixOf(scanned) + reference.slice(referencePathStart);
      // 5.2.3: an authority and an empty base path merge to "/" R.path, and "../" cannot climb above that "/".
      if (hasAuthority && b[PATH_START] === b[PATH_END]) return prefixOf(scanned) + "/" + reference.slice(restStart);
      if (scanned.dirEnd < 0) findDir(scanned);
      let cut = scanned.dirEnd; // the end of the base part
      // INVARIANT: with ups > 0 the base part is rooted, so it keeps its first "/" (2C on "/" alone leaves "/");
      // a rootless one ("a/../g" gives "/g") is left to the general path.
      const rooted = base.charCodeAt(b[PATH_START]) === 0x2f;
      if ((ups === 0 || rooted) && scanned.dir !== undefined) {
        for (let u = 0; u < ups && cut - b[PATH_START] > 1; u++) cut = lastSlash(base, cut - 2, b[PATH_START]) + 1;
        // DEVIATION(RFC 3986 §5.2.4) guard below: a path that would begin with "//" without an authority gets "/.";
        // that case (the base part "/" or nothing, then a rest beginning with "/") is left to the general path.
        if (hasAuthority || cut - b[PATH_START] > 1 || reference.charCodeAt(restStart) !== 0x2f) {
          return (cut === scanned.dirEnd ? scanned.dir : base.slice(0, cut)) + reference.slice(restStart);
        }
      }
    }
    // The rest: a dot segment inside R.path after its leading run, or in the base part, or "../" over a rootless
    // base part. Here the merged path is built and core's remove_dot_segments runs on it, which is linear too.
    prefix = prefixOf(scanned);
    if (referenceIsAbsolutePath) {
      // if (R.path starts-with "/"): T.path = remove_dot_segments(R.path)
      path = removeDotSegments(reference.slice(referencePathStart, referencePathEnd));
    } else if (hasAuthority && b[PATH_START] === b[PATH_END]) {
      // T.path = remove_dot_segments(merge(Base.path, R.path)); 5.2.3: an authority and an empty path merge to "/" R.path
      path = removeDotSegments("/" + reference.slice(referencePathStart, referencePathEnd));
    } else {
      // 5.2.3: the merged path is the base path up to its right-most "/" (none: nothing), then R.path.
      if (scanned.dirEnd < 0) findDir(scanned);
      path = removeDotSegments(base.slice(b[PATH_START], scanned.dirEnd) + reference.slice(referencePathStart, referencePathEnd));
    }
  }
  // DEVIATION(RFC 3986 §5.2.4): without an authority, a path that begins with "//" would read as one once
  // recomposed; "/." keeps the path and the meaning (see resolveComponents and docs/deviations.md).
  if (!hasAuthority && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) path = "/." + path;
  // [ "?" query ] [ "#" fragment ] of R: T takes them as they are
  return prefix + path + reference.slice(referencePathEnd);
}
