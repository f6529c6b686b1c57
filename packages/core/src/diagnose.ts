import { checkIPv6address, checkIPvFuture } from "@urikit/ip";
import { expectString, typeName } from "./expect-string.js";
import { COLON, PERCENT_SIGN } from "./char-class.js";
import { DIGIT_RUN, FRAGMENT_REFUSAL, PATH_REFUSAL, QUERY_REFUSAL, REG_NAME_REFUSAL, USERINFO_REFUSAL } from "./generated/grammar.js";
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
import { type UriError, charAt } from "./uri-error.js";
import { uriErrorRecord } from "./uri-error-record.js";

const scratch = new Int32Array(OFFSET_SLOTS);
const parts = new Int32Array(OFFSET_SLOTS);

/**
 * What a component refuses, as the global regex generated from its ABNF rule (tools/grammar: each match one unit
 * or surrogate pair outside its alphabet, or a "%" without two HEXDIG), and the ABNF rule named in its errors.
 */
interface RefusalRule {
  component: string;
  rule: string;
  refusal: RegExp;
}

const USERINFO_RULE: RefusalRule = { component: "userinfo", rule: "userinfo", refusal: USERINFO_REFUSAL };
const REG_NAME_RULE: RefusalRule = { component: "host", rule: "reg-name", refusal: REG_NAME_REFUSAL };
const PATH_RULE: RefusalRule = { component: "path", rule: "path", refusal: PATH_REFUSAL };
const QUERY_RULE: RefusalRule = { component: "query", rule: "query", refusal: QUERY_REFUSAL };
const FRAGMENT_RULE: RefusalRule = { component: "fragment", rule: "fragment", refusal: FRAGMENT_REFUSAL };

/**
 * The errors found after the parser's first one, up to a number: one found at or before the first error's index is
 * dropped (the parser's own error leads, having read less of the string), so that only kept errors count.
 */
class Findings {
  readonly list: UriError[] = [];
  private readonly after: number;
  private readonly max: number;

  constructor(after: number, max: number) {
    this.after = after;
    this.max = max;
  }

  push(error: UriError): void {
    if (error.index > this.after && this.list.length < this.max) this.list.push(error);
  }

  /** Whether no more errors are wanted (the search may stop). */
  full(): boolean {
    return this.list.length >= this.max;
  }
}

/**
 * Report every place in [start, end) that `rule` refuses, each match of its generated refusal regex in turn (the
 * regex resumes after each one): a "%" without two HEXDIG after it is `invalid-pct-encoded` at the first missing
 * digit, anything else `unexpected-char` (a surrogate pair is one match, so it counts once).
 */
function checkRun(s: string, start: number, end: number, rule: RefusalRule, errors: Findings): void {
  // INVARIANT: every component ends at a unit its rule refuses ("@", ":", "/", "?", "#") or at the end of the
  // string, so the search never runs past the first match at or after `end`.
  const refusal = rule.refusal;
  refusal.lastIndex = start;
  for (let m = refusal.exec(s); m !== null && m.index < end && !errors.full(); m = refusal.exec(s)) {
    const i = m.index;
    if (s.charCodeAt(i) === PERCENT_SIGN) {
      const bad = pctEncodedFailure(s, i, end);
      errors.push(
        uriErrorRecord("invalid-pct-encoded", bad, {
          rule: "pct-encoded",
          detail: `invalid percent-encoding in ${rule.component}: expected a hex digit after "%", found ${charAt(s, bad)}`,
        }),
      );
    } else {
      errors.push(uriErrorRecord("unexpected-char", i, { rule: rule.rule, detail: `invalid character ${charAt(s, i)} in ${rule.component}` }));
    }
  }
}

/** The errors of the host in [start, end): an IP literal checked whole, a reg-name unit by unit. */
function checkHost(s: string, start: number, end: number, errors: Findings): void {
  if (start < end && s.charCodeAt(start) === 0x5b) {
    // > | http://[::1]x:80/
    //            ^ "[" must be closed by "]" within the authority, and nothing may follow "]" but ":" port
    let close = s.indexOf("]", start + 1);
    if (close >= end) close = -1;
    if (close < 0) {
      errors.push(uriErrorRecord("unclosed-ip-literal", start, { rule: "IP-literal", detail: `"[" is not closed by "]" within the authority` }));
      return;
    }
    const first = s.charCodeAt(start + 1);
    const bad = first === 0x76 || first === 0x56 ? checkIPvFuture(s, start + 1, close) : checkIPv6address(s, start + 1, close);
    if (bad >= 0) {
      errors.push(
        uriErrorRecord("invalid-ip-literal", bad, {
          rule: "IP-literal",
          detail: `invalid IP literal: ${charAt(s, bad)} cannot stand here in an IPv6address or IPvFuture`,
        }),
      );
    }
    if (close + 1 < end) {
      errors.push(uriErrorRecord("unexpected-char", close + 1, { rule: "host", detail: `invalid character ${charAt(s, close + 1)} in host` }));
    }
    return;
  }
  checkRun(s, start, end, REG_NAME_RULE, errors);
}

/** Options of {@link diagnose}. */
export interface DiagnoseOptions {
  /**
   * Report at most this many errors, the first ones in order of index (a positive whole number; default: all). Each
   * error holds about a quarter of a kilobyte, so a text of bad characters takes far more memory than itself unless
   * this is set.
   */
  limit?: number;
}

/**
 * Every error of a URI reference, in one linear pass: empty when `text` is a valid `URI-reference`, else the
 * error `parse` throws first, then each further place a person must fix, in order of index. After an error the
 * reading resumes at the next character of the same component, or at the next delimiter (":", "//", "@", "/",
 * "?", "#") the split of Appendix B finds, so one typo does not hide the next. A bad scheme or port counts once;
 * a bad IP literal once; every other unit the grammar refuses counts on its own. `options.limit` stops the reading
 * once that many errors are found.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * See also RFC 3986 Appendix B
 */
export function diagnose(text: string, options: DiagnoseOptions = {}): UriError[] {
  expectString(text, "diagnose");
  const limit = readLimit(options);
  if (scanReference(text, scratch) === ERR_NONE) return [];
  const first = offsetsError(text, scratch, "input", uriErrorRecord);
  // INVARIANT: the components are checked left to right, so the errors are found in order of index.
  const found = new Findings(first.index, limit - 1);
  splitUriReference(text, parts);

  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ): one error at its ":" when anything is off
  const schemeEnd = parts[SCHEME_END];
  if (parts[SCHEME_START] >= 0) {
    if (matchScheme(text, 0, schemeEnd) !== schemeEnd) {
      found.push(
        uriErrorRecord("invalid-scheme", schemeEnd, {
          rule: "scheme",
          detail: `":" ends a first segment that is not a scheme (a letter, then letters, digits, "+", "-" or ".")`,
        }),
      );
    }
  } else if (text.charCodeAt(parts[PATH_START]) === COLON && parts[HOST_START] < 0) {
    // > | :a   the first segment of a path-noscheme may not hold ":" (§4.2); an empty scheme is no scheme
    found.push(uriErrorRecord("invalid-scheme", 0, { rule: "scheme", detail: `empty scheme before ":"` }));
  }
  if (parts[USERINFO_START] >= 0) checkRun(text, parts[USERINFO_START], parts[USERINFO_END], USERINFO_RULE, found);
  if (parts[HOST_START] >= 0) checkHost(text, parts[HOST_START], parts[HOST_END], found);
  if (parts[PORT_START] >= 0) {
    // §3.2.3 port = *DIGIT: one error at the first unit that is not a digit
    DIGIT_RUN.lastIndex = parts[PORT_START];
    DIGIT_RUN.test(text); // a starred run always matches, if only the empty string
    const i = Math.min(DIGIT_RUN.lastIndex, parts[PORT_END]);
    if (i < parts[PORT_END]) found.push(uriErrorRecord("invalid-port", i, { rule: "port", detail: `invalid character ${charAt(text, i)} in port (digits only)` }));
  }
  checkRun(text, parts[PATH_START], parts[PATH_END], PATH_RULE, found);
  if (parts[QUERY_START] >= 0) checkRun(text, parts[QUERY_START], parts[QUERY_END], QUERY_RULE, found);
  if (parts[FRAGMENT_START] >= 0) checkRun(text, parts[FRAGMENT_START], parts[FRAGMENT_END], FRAGMENT_RULE, found);
  // The parser's own first error leads (it may name a different rule for the same place, having read less).
  return [first, ...found.list];
}

/** `options.limit`, checked: a positive whole number, or Infinity when absent. */
function readLimit(options: DiagnoseOptions): number {
  if (typeof options !== "object" || options === null) throw new TypeError(`diagnose: expected an options object, got ${typeName(options)}`);
  const limit = options.limit ?? Infinity;
  if (!(limit === Infinity || (Number.isSafeInteger(limit) && limit >= 1))) {
    throw new RangeError(`diagnose: limit must be a whole number of at least 1, got ${typeof limit === "number" ? String(limit) : typeName(limit)}`);
  }
  return limit;
}
