import { SCHEME } from "./generated/grammar.js";

/**
 * Match `scheme` at `start`: return the index after the longest scheme there (before `end`), or -1 when `s[start]`
 * is not a letter. The one scheme-name check of urikit, generated from the grammar (`SCHEME`, tools/grammar).
 * Never allocates, never throws.
 * ```abnf
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export function matchScheme(s: string, start: number, end: number): number {
  if (!(start < end)) return -1;
  SCHEME.lastIndex = start;
  // INVARIANT: a prefix of a scheme that is at least one letter long is a scheme, so cutting the match at `end` keeps it one.
  return SCHEME.test(s) ? Math.min(SCHEME.lastIndex, end) : -1;
}

/**
 * Whether all of `s` is a `scheme` name (a letter, then letters, digits, "+", "-" or "."). Never throws.
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export function isSchemeName(s: string): boolean {
  return typeof s === "string" && s.length > 0 && matchScheme(s, 0, s.length) === s.length;
}
