import {
  ALPHA,
  CHAR_CLASS,
  COLON,
  DIGIT,
  ERROR_CODE,
  ERROR_INDEX,
  FRAGMENT_END,
  FRAGMENT_START,
  HOST_END,
  HOST_START,
  NUMBER_SIGN,
  PATH_END,
  PATH_START,
  PCHAR,
  PORT_END,
  PORT_START,
  QUERY,
  QUERY_END,
  QUERY_START,
  QUESTION_MARK,
  REG_NAME,
  SCHEME_CHAR,
  SCHEME_END,
  SCHEME_START,
  SOLIDUS,
  USERINFO_END,
  USERINFO_START,
} from "@urikit/core";

/** A regex character class of the ASCII code units that `keep` accepts, spelled `\xHH` (no escaping pitfalls). */
function charClassOf(keep: (c: number) => boolean): string {
  let out = "[";
  for (let c = 0; c < 0x80; c++) if (keep(c)) out += "\\x" + c.toString(16).padStart(2, "0");
  return out + "]";
}

/** A sticky regex over a run of `chars` and valid pct-encoded triplets, unrolled: linear, each step forced. */
function runOf(chars: string): RegExp {
  return new RegExp(`${chars}*(?:%[0-9A-Fa-f]{2}${chars}*)*`, "y");
}

// Both classes come from core's CHAR_CLASS, the single source of the ABNF classes.
// path-abempty / path-absolute / path-rootless / path-noscheme chars: pchar / "/"
const PATH_RUN = runOf(charClassOf((c) => (CHAR_CLASS[c]! & PCHAR) !== 0 || c === SOLIDUS));
// query = fragment = *( pchar / "/" / "?" )
const QUERY_RUN = runOf(charClassOf((c) => (CHAR_CLASS[c]! & QUERY) !== 0));

function skipRun(text: string, i: number, run: RegExp): number {
  run.lastIndex = i;
  run.test(text);
  return run.lastIndex;
}

function has(c: number, flag: number): boolean {
  return c < 0x80 && (CHAR_CLASS[c]! & flag) !== 0;
}

/**
 * Scan a URI reference of the plain shapes into the component offsets of core's layout, as core's
 * `scanUriReference` does, or return `false` when `text` is not of those shapes (or not valid): then the caller asks
 * core, which decides and reports errors. `true` proves `text` a valid URI reference and fills the slots
 * `SCHEME_START` … `FRAGMENT_END`, `ERROR_CODE` (0) and `ERROR_INDEX` (-1) exactly as core does; `HOST_KIND` is left
 * alone (resolution does not read it). The plain shapes:
 *
 * ```
 * > | https://www.example.com:8080/a/b%20c?q=1#top      > | ../g?y#s      > | /a/b      > | g:h
 *     ^^^^^ scheme, any case (optional)
 *            ^^^^^^^^^^^^^^^^^^^^^ "//" reg-name without "%", then ":" DIGITs (optional): no userinfo, no IP literal
 *                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^ path, query, fragment: every valid form
 * ```
 * PERF: two native regex runs and a few short loops, instead of the general scanner (bench: resolve/*-pairs).
 * ```abnf
 * URI-reference = URI / relative-ref
 * relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * See also RFC 3986 §3, §4.2
 */
export function scanPlainReference(text: string, out: Int32Array): boolean {
  const n = text.length;
  let i = 0;
  // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
  let schemeEnd = -1;
  if (has(text.charCodeAt(0), ALPHA)) {
    let j = 1;
    while (j < n && has(text.charCodeAt(j), SCHEME_CHAR)) j++;
    if (j < n && text.charCodeAt(j) === COLON) {
      schemeEnd = j;
      i = j + 1;
    }
  }
  let hostStart = -1;
  let hostEnd = -1;
  let portStart = -1;
  let portEnd = -1;
  if (text.charCodeAt(i) === SOLIDUS && text.charCodeAt(i + 1) === SOLIDUS) {
    // authority = host [ ":" port ], host a reg-name without pct-encoded (others go to core)
    i += 2;
    hostStart = i;
    while (i < n && has(text.charCodeAt(i), REG_NAME)) i++;
    hostEnd = i;
    if (i < n && text.charCodeAt(i) === COLON) {
      portStart = ++i;
      while (i < n && has(text.charCodeAt(i), DIGIT)) i++;
      portEnd = i;
    }
    if (i < n) {
      const c = text.charCodeAt(i);
      if (c !== SOLIDUS && c !== QUESTION_MARK && c !== NUMBER_SIGN) return false;
    }
  }
  const pathStart = i;
  i = skipRun(text, i, PATH_RUN);
  const pathEnd = i;
  if (schemeEnd < 0 && hostStart < 0) {
    // path-noscheme: the first segment of a relative path must not hold ":" (it would read as a scheme, §4.2).
    const colon = text.indexOf(":", pathStart);
    if (colon >= 0 && colon < pathEnd) {
      const slash = text.indexOf("/", pathStart);
      if (slash < 0 || slash > colon) return false;
    }
  }
  let queryStart = -1;
  let queryEnd = -1;
  if (i < n && text.charCodeAt(i) === QUESTION_MARK) {
    queryStart = i + 1;
    i = queryEnd = skipRun(text, queryStart, QUERY_RUN);
  }
  let fragmentStart = -1;
  let fragmentEnd = -1;
  if (i < n && text.charCodeAt(i) === NUMBER_SIGN) {
    fragmentStart = i + 1;
    i = fragmentEnd = skipRun(text, fragmentStart, QUERY_RUN);
  }
  if (i !== n) return false;
  out[SCHEME_START] = schemeEnd < 0 ? -1 : 0;
  out[SCHEME_END] = schemeEnd;
  out[USERINFO_START] = -1;
  out[USERINFO_END] = -1;
  out[HOST_START] = hostStart;
  out[HOST_END] = hostEnd;
  out[PORT_START] = portStart;
  out[PORT_END] = portEnd;
  out[PATH_START] = pathStart;
  out[PATH_END] = pathEnd;
  out[QUERY_START] = queryStart;
  out[QUERY_END] = queryEnd;
  out[FRAGMENT_START] = fragmentStart;
  out[FRAGMENT_END] = fragmentEnd;
  out[ERROR_CODE] = 0;
  out[ERROR_INDEX] = -1;
  return true;
}
