import { ALPHA, CHAR_CLASS, PCHAR, QUERY, REG_NAME, SCHEME_CHAR } from "./char-class.js";

/** The code units carrying `flag` in `CHAR_CLASS`, as the body of a regex character class (`\x41\x42…`). */
function classOf(flag: number, extra = ""): string {
  let chars = extra;
  for (let c = 0; c < 0x80; c++) if ((CHAR_CLASS[c]! & flag) !== 0) chars += "\\x" + c.toString(16).padStart(2, "0");
  return chars;
}

/** A run of `chars` and valid `pct-encoded` triplets, "unrolled": `[chars]*(?:%HEXDIG HEXDIG[chars]*)*` (§2.1). */
function runOf(chars: string): string {
  return `[${chars}]*(?:%[0-9A-Fa-f]{2}[${chars}]*)*`;
}

/**
 * The common shape of a URI as one sticky regular expression, built from `CHAR_CLASS` (the one source of truth):
 * ```abnf
 * common = scheme ":" ( "//" reg-name [ ":" port ] path-abempty / path ) [ "?" query ] [ "#" fragment ]
 * ```
 * where `path` is any run of `pchar / "/"`, which "//" cannot begin because the first alternative takes it.
 * Captures: 1 scheme, 2 host, 3 port, 4 the path after an authority, 5 the path without one, 6 query, 7 fragment; a
 * component that is absent does not participate (`undefined`), one that is present but empty captures "".
 * A match reaching the end of the input proves it a valid URI of this shape, with exactly these components; a
 * shorter match, or none, proves nothing (userinfo, an IP literal, a relative reference, an error): the general
 * scanner decides.
 * Linear, with no backtracking into a run: once `scheme ":"` has matched, everything after it is optional or
 * starred, so the match succeeds where its greedy runs stop and the engine never goes back into them; the
 * alternation tries the authority first, and that matches whenever "//" is there. A scheme not followed by ":"
 * gives back its characters one at a time, each tried once against ":". In a run, "%" is outside the class, so a
 * repetition starts only at a "%".
 * PERF: on Node 20 a `charCodeAt` loop costs 1.4 ns per code unit on a flat string and about 3 ns on the sliced
 * strings that `split` and `slice` return, while irregexp runs a class at about 0.9 ns per code unit plus about
 * 20 ns per call; so the common shape is one call (bench: validate/kasztp, validate/isaacs_files, parse/*).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
function commonShape(capture: boolean): RegExp {
  const g = capture ? "(" : "(?:";
  const regName = runOf(classOf(REG_NAME));
  const path = runOf(classOf(PCHAR, "/"));
  const query = runOf(classOf(QUERY));
  return new RegExp(
    `${g}[${classOf(ALPHA)}][${classOf(SCHEME_CHAR)}]*):(?://${g}${regName})(?::${g}[0-9]*))?${g}(?:/${path})?)|${g}${path}))(?:\\?${g}${query}))?(?:#${g}${query}))?`,
    "y",
  );
}
const COMMON_SHAPE = commonShape(true);
/** `COMMON_SHAPE` without its captures, for a verdict alone. PERF: fewer registers to write (bench: validate/kasztp). */
const COMMON_SHAPE_TEST = commonShape(false);

/**
 * Whether all of `s` is a URI of the common shape (see `COMMON_SHAPE`); `false` says nothing. Never allocates.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function isCommonShape(s: string): boolean {
  COMMON_SHAPE_TEST.lastIndex = 0;
  return COMMON_SHAPE_TEST.test(s) && COMMON_SHAPE_TEST.lastIndex === s.length;
}

/**
 * The captures of `COMMON_SHAPE` when all of `s` is a URI of the common shape, else `null` (which says nothing).
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function execCommonShape(s: string): RegExpExecArray | null {
  COMMON_SHAPE.lastIndex = 0;
  const m = COMMON_SHAPE.exec(s);
  return m !== null && COMMON_SHAPE.lastIndex === s.length ? m : null;
}
