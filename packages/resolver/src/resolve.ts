import { parseAs } from "./parse-as.js";
import { parseBase } from "./parse-base.js";
import { recompose } from "./recompose.js";
import { resolveComponents, type ResolveOptions } from "./resolve-components.js";

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
  const parsedBase = parseBase(base);
  const parsedReference = parseAs(reference, "reference");
  return recompose(resolveComponents(parsedBase, parsedReference, options));
}
