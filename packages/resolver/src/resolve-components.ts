import { UriError, removeDotSegments, type ParsedUri, type UriComponents } from "@urikit/core";
import { expectString, typeName } from "@urikit/core/engine";

/**
 * Options of reference resolution.
 * RFC 3986 §5.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2>
 */
export interface ResolveOptions {
  /**
   * `true` (the default): a reference with a scheme is always taken as absolute. `false`: the backward-compatible
   * mode of §5.2.2, where a reference whose scheme equals the base's (`http:g` against `http://a/b`) is treated as
   * if it had no scheme.
   */
  strict?: boolean | undefined;
}

/** Whether two schemes are equal ignoring the case of ASCII letters (schemes are case-insensitive, §3.1). */
function schemesEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    if (x === b.charCodeAt(i)) continue;
    // Only a letter may differ, and only by case: OR-ing 0x20 folds "A"-"Z" onto "a"-"z".
    const folded = x | 0x20;
    if (folded < 0x61 || folded > 0x7a || folded !== (b.charCodeAt(i) | 0x20)) return false;
  }
  return true;
}

/**
 * §5.2.3 Merge Paths: the reference's path appended to all but the last segment of the base path, or to "/"
 * when the base has an authority and an empty path.
 */
function merge(base: UriComponents, referencePath: string): string {
  // 5.2.3 first bullet: defined authority (a host, possibly empty) and empty path → "/" + reference path
  if (base.host !== undefined && base.path === "") return "/" + referencePath;
  // 5.2.3 second bullet: everything up to and including the right-most "/" ("" when there is none)
  return base.path.slice(0, base.path.lastIndexOf("/") + 1) + referencePath;
}

/** Throw `TypeError` unless `value` is a components record whose components are strings (or undefined). */
function expectComponents(value: unknown, parameter: string): asserts value is UriComponents {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TypeError(`resolveComponents: expected a components object for ${parameter}, got ${typeName(value)}`);
  }
  const c = value as Record<string, unknown>;
  expectString(c.path, "resolveComponents", `${parameter}.path`);
  for (const name of ["scheme", "userinfo", "host", "port", "query", "fragment"]) {
    if (c[name] !== undefined) expectString(c[name], "resolveComponents", `${parameter}.${name}`);
  }
}

/**
 * Resolve already-parsed reference components against already-parsed base components, exactly as the pseudocode
 * of §5.2.2 does, and return the components of the target URI (every key present; `undefined` = undefined,
 * `""` = defined but empty, as in §5.2.2 and §5.3). Nothing is parsed or validated again: pass components as
 * `parse` returns them for valid text. A missing key counts as `undefined`. The base's fragment is ignored
 * (§5.1, §5.2.1). Throws `UriError` `base-not-absolute` (index 0, subject `"base"`) when the base has no scheme.
 *
 * The target path contains no dot-segments, except when it is the base path taken over unchanged (a reference
 * with an empty path, such as `""`, `"?y"` or `"#s"`), and except for the `"/."` guard described below.
 *
 * One deviation from §5.2.4 (listed in docs/deviations.md): when the target has no authority and its path begins
 * with "//" after remove_dot_segments (`foo:/..//x`), the path gets the prefix `"/."` (`foo:/.//x`), because
 * `foo://x` would make the first segment an authority, i.e. name a different resource.
 * RFC 3986 §5.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2>
 */
export function resolveComponents(base: UriComponents, reference: UriComponents, options?: ResolveOptions): ParsedUri {
  expectComponents(base, "base");
  expectComponents(reference, "reference");
  if (base.scheme === undefined) {
    throw new UriError("base-not-absolute", 0, {
      rule: "base URI",
      detail: "a base URI needs a scheme",
      subject: "base",
    });
  }
  const strict = options?.strict ?? true;

  // -- The URI reference is parsed into the five URI components (the caller did that).
  // R.authority is defined exactly when R.host is: "//" always opens a host, possibly empty (§3.2).
  let referenceScheme = reference.scheme;

  // -- A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's scheme.
  // "Identical" is read as equal under §3.1's rule that schemes are case-insensitive ("HTTP:g" against
  // "http://a/b" is the same scheme), because the compatibility mode exists for references written by hand, where
  // the case of the scheme says nothing about intent; strict mode never compares schemes at all.
  if (!strict && referenceScheme !== undefined && schemesEqual(referenceScheme, base.scheme)) {
    referenceScheme = undefined;
  }

  let scheme: string;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let path: string;
  let query: string | undefined;

  if (referenceScheme !== undefined) {
    // if defined(R.scheme): T takes scheme, authority, path (dot-segments removed) and query from R
    scheme = referenceScheme;
    userinfo = reference.userinfo;
    host = reference.host;
    port = reference.port;
    path = removeDotSegments(reference.path);
    query = reference.query;
  } else {
    if (reference.host !== undefined) {
      // if defined(R.authority): a network-path reference
      userinfo = reference.userinfo;
      host = reference.host;
      port = reference.port;
      path = removeDotSegments(reference.path);
      query = reference.query;
    } else {
      if (reference.path === "") {
        // if (R.path == ""): same path; the query is R's when defined ("?" alone defines it), else Base's
        path = base.path;
        query = reference.query !== undefined ? reference.query : base.query;
      } else {
        if (reference.path.charCodeAt(0) === 0x2f) {
          // if (R.path starts-with "/"): an absolute-path reference
          path = removeDotSegments(reference.path);
        } else {
          // else: a relative-path reference, merged with the base path (§5.2.3)
          path = removeDotSegments(merge(base, reference.path));
        }
        query = reference.query;
      }
      // T.authority = Base.authority
      userinfo = base.userinfo;
      host = base.host;
      port = base.port;
    }
    // T.scheme = Base.scheme
    scheme = base.scheme;
  }

  // DEVIATION(RFC 3986 §5.2.4): without an authority, remove_dot_segments can leave a path that begins with "//"
  // (`foo:/..//x`, or `..//x` against `foo:/a/b`); recomposed as is (§5.3), its first segment would read as an
  // authority (`foo://x`): another URI. Prefix "/." (`foo:/.//x`), which remove_dot_segments maps back to the
  // same path, so the result is a valid URI that resolves to itself; WHATWG URL's serializer does the same.
  if (host === undefined && path.charCodeAt(0) === 0x2f && path.charCodeAt(1) === 0x2f) path = "/." + path;

  // T.fragment = R.fragment (the base's fragment never reaches the target)
  return { scheme, userinfo, host, port, path, query, fragment: reference.fragment };
}
