import { expectString } from "./expect-string.js";
import { FULL_STOP, IPVFUTURE_RUN, LATIN_CAPITAL_LETTER_V, LATIN_SMALL_LETTER_V, isHexdig } from "./char-class.js";

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
  const v = s.charCodeAt(start);
  if (v !== LATIN_SMALL_LETTER_V && v !== LATIN_CAPITAL_LETTER_V) return start;
  let i = start + 1;
  while (i < end && isHexdig(s.charCodeAt(i))) i++;
  if (i === end) return end;
  // > | v.1
  //      ^ the version needs at least one HEXDIG
  if (i === start + 1 || s.charCodeAt(i) !== FULL_STOP) return i;
  i++;
  if (i === end) return end;
  IPVFUTURE_RUN.lastIndex = i;
  IPVFUTURE_RUN.test(s);
  // The run may go on past `end`; only `s[start, end)` is checked.
  return IPVFUTURE_RUN.lastIndex >= end ? -1 : IPVFUTURE_RUN.lastIndex;
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
