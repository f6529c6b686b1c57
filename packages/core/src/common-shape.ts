import { COMMON_SHAPE, COMMON_SHAPE_TEST } from "./generated/grammar.js";

export { COMMON_SHAPE };

/*
 * The common shape of a URI as one regular expression, `COMMON_SHAPE`, generated with the scanner's runs from the
 * ABNF of RFC 3986 Appendix A (tools/grammar/generate.mjs):
 * ```abnf
 * common = scheme ":" ( "//" reg-name [ ":" port ] path-abempty / path ) [ "?" query ] [ "#" fragment ]
 * ```
 * where `path` is any run of `pchar / "/"`, which "//" cannot begin because the first alternative takes it.
 * Captures: 1 scheme, 2 host, 3 port, 4 the path after an authority, 5 the path without one, 6 query, 7 fragment; a
 * component that is absent does not participate (`undefined`), one present but empty captures "".
 * A match reaching the end of the input proves it a valid URI of this shape, with exactly these components; a
 * shorter match, or none, proves nothing (userinfo, an IP literal, a relative reference, an error): the scanner
 * decides.
 * Linear, with no backtracking into a run: once `scheme ":"` has matched, everything after it is optional or
 * starred, so the match succeeds where its greedy runs stop and the engine never goes back into them; the
 * alternation tries the authority first, and that matches whenever "//" is there. A scheme not followed by ":"
 * gives back its characters one at a time, each tried once against ":".
 * PERF: one regex call instead of one per component (bench: validate/kasztp, validate/isaacs_files, parse/*);
 * `COMMON_SHAPE_TEST`, the same without captures, is about 20 % faster for a verdict alone (bench: validate/*).
 */
/**
 * Whether all of `s` is a URI of the common shape (see above); `false` says nothing. Never allocates.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function isCommonShape(s: string): boolean {
  COMMON_SHAPE_TEST.lastIndex = 0;
  return COMMON_SHAPE_TEST.test(s) && COMMON_SHAPE_TEST.lastIndex === s.length;
}
