import { checkIPv6address, checkIPvFuture } from "@urikit/ip";
import { expectString } from "./expect-string.js";
import { COLON, NUMBER_SIGN, PERCENT_SIGN, RIGHT_SQUARE_BRACKET } from "./char-class.js";
import { DIGIT_RUN, PATH_RUN, QUERY_RUN, REG_NAME_RUN, USERINFO_RUN } from "./generated/grammar.js";
import { matchScheme } from "./match-scheme.js";
import {
  FRAGMENT_END,
  FRAGMENT_START,
  HOST_END,
  HOST_START,
  OFFSET_SLOTS,
  PATH_END,
  PATH_START,
  PORT_END,
  PORT_START,
  QUERY_END,
  QUERY_START,
  SCHEME_END,
  SCHEME_START,
  USERINFO_END,
  USERINFO_START,
} from "./offsets-layout.js";
import { offsetsError } from "./parse.js";
import { ERR_NONE, pctEncodedFailure, scanReference } from "./scan-uri-reference.js";
import { splitUriReference } from "./split-uri-reference.js";
import { UriError, charAt } from "./uri-error.js";

const scratch = new Int32Array(OFFSET_SLOTS);
const parts = new Int32Array(OFFSET_SLOTS);

/**
 * What a component takes, as the sticky run generated from its ABNF rule (its characters and valid `pct-encoded`
 * triplets; tools/grammar), and the ABNF rule named in its errors.
 */
interface RunRule {
  component: string;
  rule: string;
  run: RegExp;
}

const USERINFO_RULE: RunRule = { component: "userinfo", rule: "userinfo", run: USERINFO_RUN };
const REG_NAME_RULE: RunRule = { component: "host", rule: "reg-name", run: REG_NAME_RUN };
const PATH_RULE: RunRule = { component: "path", rule: "path", run: PATH_RUN };
const QUERY_RULE: RunRule = { component: "query", rule: "query", run: QUERY_RUN };
const FRAGMENT_RULE: RunRule = { component: "fragment", rule: "fragment", run: QUERY_RUN };

/** The index after the run of `run` at `start`, cut at `end`. */
function runEnd(s: string, start: number, end: number, run: RegExp): number {
  run.lastIndex = start;
  run.test(s); // a starred run always matches, if only the empty string
  return Math.min(run.lastIndex, end);
}

/**
 * Report every unit of [start, end) that `rule` does not take, resuming at the next unit after each one: a "%"
 * without two HEXDIG after it is `invalid-pct-encoded` at the first missing digit, anything else `unexpected-char`
 * (a surrogate pair counts once).
 */
function checkRun(s: string, start: number, end: number, rule: RunRule, errors: UriError[]): void {
  for (let i = runEnd(s, start, end, rule.run); i < end; i = runEnd(s, i + 1, end, rule.run)) {
    const c = s.charCodeAt(i);
    if (c === PERCENT_SIGN) {
      // INVARIANT: the run takes every valid triplet, so this "%" lacks a HEXDIG before `end`.
      const bad = pctEncodedFailure(s, i, end);
      errors.push(
        new UriError("invalid-pct-encoded", bad, {
          rule: "pct-encoded",
          detail: `invalid percent-encoding in ${rule.component}: expected a hex digit after "%", found ${charAt(s, bad)}`,
        }),
      );
      continue;
    }
    errors.push(new UriError("unexpected-char", i, { rule: rule.rule, detail: `invalid character ${charAt(s, i)} in ${rule.component}` }));
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
}

/** The errors of the host in [start, end): an IP literal checked whole, a reg-name unit by unit. */
function checkHost(s: string, start: number, end: number, errors: UriError[]): void {
  if (start < end && s.charCodeAt(start) === 0x5b) {
    // > | http://[::1]x:80/
    //            ^ "[" must be closed by "]" within the authority, and nothing may follow "]" but ":" port
    let close = -1;
    for (let i = start + 1; i < end; i++) {
      if (s.charCodeAt(i) === RIGHT_SQUARE_BRACKET) {
        close = i;
        break;
      }
    }
    if (close < 0) {
      errors.push(new UriError("unclosed-ip-literal", start, { rule: "IP-literal", detail: `"[" is not closed by "]" within the authority` }));
      return;
    }
    const first = s.charCodeAt(start + 1);
    const bad = first === 0x76 || first === 0x56 ? checkIPvFuture(s, start + 1, close) : checkIPv6address(s, start + 1, close);
    if (bad >= 0) {
      errors.push(
        new UriError("invalid-ip-literal", bad, {
          rule: "IP-literal",
          detail: `invalid IP literal: ${charAt(s, bad)} cannot stand here in an IPv6address or IPvFuture`,
        }),
      );
    }
    if (close + 1 < end) {
      errors.push(new UriError("unexpected-char", close + 1, { rule: "host", detail: `invalid character ${charAt(s, close + 1)} in host` }));
    }
    return;
  }
  checkRun(s, start, end, REG_NAME_RULE, errors);
}

/**
 * Every error of a URI reference, in one linear pass: empty when `text` is a valid `URI-reference`, else the
 * error `parse` throws first, then each further place a person must fix, in order of index. After an error the
 * reading resumes at the next character of the same component, or at the next delimiter (":", "//", "@", "/",
 * "?", "#") the split of Appendix B finds, so one typo does not hide the next. A bad scheme or port counts once;
 * a bad IP literal once; every other unit the grammar refuses counts on its own.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * See also RFC 3986 Appendix B
 */
export function diagnose(text: string): UriError[] {
  expectString(text, "diagnose");
  if (scanReference(text, scratch) === ERR_NONE) return [];
  const first = offsetsError(text, scratch);
  const found: UriError[] = [];
  splitUriReference(text, parts);

  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): one error at its ":" when anything is off
  const schemeEnd = parts[SCHEME_END];
  if (parts[SCHEME_START] >= 0) {
    if (matchScheme(text, 0, schemeEnd) !== schemeEnd) {
      found.push(
        new UriError("invalid-scheme", schemeEnd, {
          rule: "scheme",
          detail: `":" ends a first segment that is not a scheme (a letter, then letters, digits, "+", "-" or ".")`,
        }),
      );
    }
  } else if (text.charCodeAt(parts[PATH_START]) === COLON && parts[HOST_START] < 0) {
    // > | :a   the first segment of a path-noscheme may not hold ":" (§4.2); an empty scheme is no scheme
    found.push(new UriError("invalid-scheme", 0, { rule: "scheme", detail: `empty scheme before ":"` }));
  }
  if (parts[USERINFO_START] >= 0) checkRun(text, parts[USERINFO_START], parts[USERINFO_END], USERINFO_RULE, found);
  if (parts[HOST_START] >= 0) checkHost(text, parts[HOST_START], parts[HOST_END], found);
  if (parts[PORT_START] >= 0) {
    // §3.2.3 port = *DIGIT: one error at the first unit that is not a digit
    const i = runEnd(text, parts[PORT_START], parts[PORT_END], DIGIT_RUN);
    if (i < parts[PORT_END]) found.push(new UriError("invalid-port", i, { rule: "port", detail: `invalid character ${charAt(text, i)} in port (digits only)` }));
  }
  checkRun(text, parts[PATH_START], parts[PATH_END], PATH_RULE, found);
  if (parts[QUERY_START] >= 0) checkRun(text, parts[QUERY_START], parts[QUERY_END], QUERY_RULE, found);
  if (parts[FRAGMENT_START] >= 0) {
    // a second "#" is not a fragment character (§3.5): the Appendix B split leaves it in the fragment
    const start = parts[FRAGMENT_START];
    const end = parts[FRAGMENT_END];
    for (let i = start, from = start; i <= end; i++) {
      if (i === end || text.charCodeAt(i) === NUMBER_SIGN) {
        checkRun(text, from, i, FRAGMENT_RULE, found);
        if (i < end) found.push(new UriError("unexpected-char", i, { rule: "fragment", detail: `invalid character "#" in fragment` }));
        from = i + 1;
      }
    }
  }

  // INVARIANT: the components are checked left to right, so `found` is sorted by index; the parser's own first
  // error leads (it may name a different rule for the same place, having read less of the string).
  const errors = [first];
  for (const e of found) if (e.index > first.index) errors.push(e);
  return errors;
}
