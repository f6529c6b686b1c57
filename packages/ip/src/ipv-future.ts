import { expectString } from "./expect-string.js";
import { IPVFUTURE_PREFIX } from "./char-class.js";

/**
 * Check that `s[start, end)` is exactly an `IPvFuture`. Return -1 when it is; otherwise the index of the first
 * code unit that cannot be taken: `start` + the length of the longest prefix of `s[start, end)` that is a prefix of
 * some `IPvFuture` (`end` when the input stops too early, as in `"v1."`). The version flag may be `"v"` or `"V"`:
 * ABNF string literals are case-insensitive, and §3.2.2 speaks of an IP-literal that "starts with "v"
 * (case-insensitive)". Never throws, never allocates.
 * ```abnf
 * IPvFuture  = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function checkIPvFuture(s: string, start: number, end: number): number {
  expectString(s, "checkIPvFuture");
  if (start >= end) return end;
  // The longest prefix of some IPvFuture that starts at `start` (it may run on past `end`):
  // > | v.1
  //      ^ the version needs at least one HEXDIG, so the match stops after "v"
  IPVFUTURE_PREFIX.lastIndex = start;
  if (!IPVFUTURE_PREFIX.test(s)) return start;
  if (IPVFUTURE_PREFIX.lastIndex < end) return IPVFUTURE_PREFIX.lastIndex;
  // All of s[start, end) is such a prefix; it is complete when the "." after the version (the first one: a version
  // has none) has a character after it inside the range.
  const dot = s.indexOf(".", start);
  return dot >= 0 && dot + 1 < end ? -1 : end;
}

/**
 * Whether `text` is exactly an `IPvFuture` (`"v1.fe80::a+en1"`; `"V"` is accepted as well). Never throws.
 * ```abnf
 * IPvFuture  = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function isIPvFuture(text: string): boolean {
  return typeof text === "string" && checkIPvFuture(text, 0, text.length) === -1;
}
