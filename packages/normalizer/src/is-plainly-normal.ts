import { PLAINLY_NORMAL, PLAINLY_NORMAL_HOST } from "./generated/plainly-normal.js";

// PLAINLY_NORMAL is generated from the ABNF of RFC 3986 Appendix A (tools/grammar/generate.mjs): its classes are the
// alphabets of scheme, reg-name, path, query and fragment less pct-encoded, and less the capital letters where case
// is not significant; each run also takes the "%XX" that normalize keeps (uppercase hex digits of an octet that is not
// unreserved: nothing to decode or uppercase), written unrolled as the core's runs are. The path is one run of its
// characters ("/" included) less ".", and each "." is a repetition of its own: a "." that follows a "/" begins a
// segment, which must not be "." or ".." (§6.2.2.3: a dot segment ends at "/", "?", "#" or the end), so it must not
// be followed by an optional "." and then one of those. The first segment of a rootless path is not checked:
// normalize keeps dot segments there, as the general path does.
//
// INVARIANT (linear time): every quantified class is followed by a code unit it cannot take (a repetition begins with
// "%" or, in the path, with "."; the path class takes neither, nor does any class take "%"; scheme chars are followed
// by ":", host chars by "/", path chars by "?", "#" or the end, query chars by "#" or the end), so no run can be split
// two ways; a "." has one way to match (one lookahead: not after a "/" with a dot segment beginning); the lookbehind
// reads two code units and the lookahead at most three; and the alternatives of the authority group begin differently ("//" versus not
// "//"). So after a failure the engine's retries each stop at their first code unit, with no nested quantifier to
// multiply them: O(length) steps in all. (While a "." had two alternatives that both took "a.", a failing text of
// n "a." took 2^n steps.) Each repetition is capped at RUN_REPEAT_MAX per run (the engine's backtrack stack is
// finite): a longer run answers `false`, and the general path decides.

/**
 * Whether `text` is, at a glance, a URI already in the normal form of `normalize` (every option on), so that
 * `normalize` may return it as it is without scanning it into components. `true` proves both that `text` is a
 * valid URI and that every step would leave it unchanged; `false` only means "not proven here": the caller takes
 * the general path, which decides (and reports errors). The shape it proves:
 *
 * ```
 * > | http://www.example.com/a/b.html?q=1#top
 *     ^^^^ lowercase scheme chars, first a letter, then ":"
 *            ^^^^^^^^^^^^^^^ "//" and a lowercase reg-name, then "/": no userinfo, no port, no IP
 *                            literal, no empty path (that may become "/", §6.2.3)
 *                           ^^^^^^^^^ a path with no "." or ".." segment
 *                                    ^^^^^^^^^^ query and fragment; every "%XX" one that normalize keeps (RFC 3986
 *                                               §6.2.2.1, §6.2.2.2: uppercase hex, not an unreserved octet)
 * ```
 * Without an authority (`node:url`, `mailto:a@b`, `file:/x`) the same rules hold for the path; a "." or ".."
 * segment after any "/" of the path answers `false` (also in a rootless path, whose dot segments normalize keeps:
 * that errs only towards the general path). Dots in the query or the fragment are data (§6.2.2.3 is about the path).
 * PERF: most real URIs are already normal; one native regex test answers for them, without the core scanner, the
 * component offsets, or any string built (bench: normalize/kasztp, normalize/isaacs_files). The path is one run with
 * a repetition per "." rather than one per "/" segment (with a lookahead after each "/"): 162 instead of 217 ns/URI
 * on isaacs_files, 97 instead of 114 on kasztp (bench: as-used/normalize-*); an `indexOf` loop for "/." afterwards
 * costs more than either.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §6.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2>
 * See also RFC 3986 §6.2.3
 */
export function isPlainlyNormal(text: string): boolean {
  return PLAINLY_NORMAL.test(text);
}

/**
 * Whether `text` is `scheme "://" host` and nothing more, scheme and host as `isPlainlyNormal` takes them: already
 * normal but for the empty path, which §6.2.3 makes "/" for a scheme with an authority. `false` proves nothing.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §6.2.3 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3>
 */
export function isPlainlyNormalHost(text: string): boolean {
  return PLAINLY_NORMAL_HOST.test(text);
}
