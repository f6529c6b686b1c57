import { expectString } from "@urikit/core/engine";
import { OFFSET_SLOTS, componentsFromOffsets, scanUriReference } from "@urikit/core/offsets";
import { parseUri, removeDotSegments, type ParsedUri } from "@urikit/core";
import { parseBase } from "./parse-base.js";
import { recompose } from "./recompose.js";
import { resolveComponents } from "./resolve-components.js";

// INVARIANT: filled and read within one call of `resolvesTo`.
const scratch = new Int32Array(OFFSET_SLOTS);

/** Whether `candidate` is a URI reference that resolves against `base` to exactly the components of `target`. */
function resolvesTo(base: ParsedUri, candidate: string, target: ParsedUri): boolean {
  if (scanUriReference(candidate, scratch) !== 0) return false;
  const t = resolveComponents(base, componentsFromOffsets(candidate, scratch));
  return (
    t.scheme === target.scheme &&
    t.userinfo === target.userinfo &&
    t.host === target.host &&
    t.port === target.port &&
    t.path === target.path &&
    t.query === target.query &&
    t.fragment === target.fragment
  );
}

/**
 * The relative-path reference (without query or fragment) that §5.2.3 merges with the base path into `path`:
 * climb out of the base directory with "../" as far as the shared leading segments allow, then descend.
 * Returns `undefined` when the two paths are not both rooted or both rootless. The caller verifies the result.
 */
function relativePath(base: ParsedUri, path: string): string | undefined {
  // The directory the merge appends to (§5.2.3), with its own dot-segments resolved as they will be.
  const merged = base.host !== undefined && base.path === "" ? "/" : base.path.slice(0, base.path.lastIndexOf("/") + 1);
  const directory = removeDotSegments(merged);
  const rooted = directory.charCodeAt(0) === 0x2f;
  if (directory === "") {
    // The merge adds nothing: the reference is the path itself, unless that is absolute (the absolute-path form).
    if (path === "") return ".";
    if (path.charCodeAt(0) === 0x2f) return undefined;
    return guardFirstSegment(path);
  }
  if (rooted !== (path.charCodeAt(0) === 0x2f) || path === "") return undefined;
  const inner = directory.slice(rooted ? 1 : 0, directory.length - 1);
  const directories = directory === "/" ? [] : inner.split("/");
  const segments = (rooted ? path.slice(1) : path).split("/");
  // The last segment of `path` is the "file"; only the segments before it can be shared directories.
  let common = 0;
  while (common < directories.length && common < segments.length - 1 && directories[common] === segments[common]) common++;
  const ups = directories.length - common;
  const rest = segments.slice(common).join("/");
  if (rest === "") return ups === 0 ? "." : "../".repeat(ups - 1) + "..";
  if (ups > 0) return "../".repeat(ups) + rest;
  return guardFirstSegment(rest);
}

/**
 * A relative-path reference must not begin with "/" (it would be an absolute path, or with "//" an authority)
 * and its first segment must not contain ":" (it would be read as a scheme, §4.2): prefix "./" then.
 */
function guardFirstSegment(path: string): string {
  if (path.charCodeAt(0) === 0x2f) return "./" + path;
  const slash = path.indexOf("/");
  const colon = path.indexOf(":");
  if (colon >= 0 && (slash < 0 || colon < slash)) return "./" + path;
  return path;
}

/**
 * Compute the shortest relative reference that resolves against `base` back to `target`: the inverse of `resolve`.
 *
 * Contract, for every valid `base` (a URI; its fragment is ignored) and every valid `target` URI:
 * `resolve(base, relativize(base, target)) === resolve(base, target)`. Since `target` has a scheme,
 * `resolve(base, target)` does not depend on the base: it is `target` with `removeDotSegments` applied to its
 * path (the "effective target"; dot-segments cannot survive resolution, so a target with them, e.g.
 * `http://a/b/../c`, is reached as `http://a/c`). Hence `resolve(base, relativize(base, target)) === target` holds
 * exactly for targets whose path has no "." or ".." segment, which is every target `resolve` can return.
 *
 * The result is the shortest of these forms that resolves correctly (ties go to the earlier one):
 * `""` or `#fragment` (same document), `?query[#fragment]`, a relative path (`g`, `../g`, `./a:b`, `.`, `..`),
 * an absolute path (`/g`, or `/.//g` when the path begins with "//"), a network path (`//host/g`). It is the
 * (effective) target itself when the schemes differ (compared exactly, since a relative reference inherits the
 * base's spelling of the scheme), when the target has no authority but the base has one, or when no relative
 * form reaches the target. A relative path never has ":" in its first segment and never begins with "//".
 *
 * Throws `UriError`: the core parser's error for an invalid base (subject `"base"`), `base-not-absolute` for a
 * base without a scheme (as `resolve` does), and `parseUri`'s error for an invalid target (subject `"input"`),
 * `missing-scheme` when the target is a relative reference.
 * ```abnf
 * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
 * ```
 * RFC 3986 §4.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>
 * See also RFC 3986 §5.2
 *
 * @example relativize("http://a/b/c/d;p?q", "http://a/b/g") // "../g"
 */
export function relativize(base: string, target: string): string {
  expectString(base, "relativize", "base");
  expectString(target, "relativize", "target");
  const parsedBase = parseBase(base);
  // With a scheme, the target is resolved on its own (strict §5.2.2): only its dot-segments go.
  const effective = resolveComponents(parsedBase, parseUri(target));
  const absolute = recompose(effective);
  if (effective.scheme !== parsedBase.scheme) return absolute;

  const fragment = effective.fragment !== undefined ? "#" + effective.fragment : "";
  const tail = (effective.query !== undefined ? "?" + effective.query : "") + fragment;
  const candidates: string[] = [];
  const sameAuthority =
    effective.host === parsedBase.host && effective.userinfo === parsedBase.userinfo && effective.port === parsedBase.port;

  if (sameAuthority) {
    if (effective.path === parsedBase.path) {
      // Same document: R.path == "" keeps Base.path, and Base.query unless R.query is defined.
      if (effective.query === parsedBase.query) candidates.push(fragment);
      else if (effective.query !== undefined) candidates.push(tail);
    }
    const relative = relativePath(parsedBase, effective.path);
    if (relative !== undefined) candidates.push(relative + tail);
    if (effective.path.charCodeAt(0) === 0x2f) {
      // "//x" as a reference would be an authority; "/.//x" resolves to the path "//x".
      const slashSlash = effective.path.charCodeAt(1) === 0x2f;
      candidates.push((slashSlash && effective.host !== undefined ? "/." : "") + effective.path + tail);
    }
  }
  if (effective.host !== undefined) {
    const userinfo = effective.userinfo !== undefined ? effective.userinfo + "@" : "";
    const port = effective.port !== undefined ? ":" + effective.port : "";
    candidates.push("//" + userinfo + effective.host + port + effective.path + tail);
  }

  let best: string | undefined;
  for (const candidate of candidates) {
    if ((best === undefined || candidate.length < best.length) && resolvesTo(parsedBase, candidate, effective)) best = candidate;
  }
  return best !== undefined && best.length <= absolute.length ? best : absolute;
}
