import { expectString } from "./expect-string.js";
/**
 * The closed set of error codes urikit reports. Each code has at least one corpus case.
 * - `unexpected-char`: a character the component's ABNF does not allow (non-ASCII included, §2).
 * - `invalid-scheme`: a `:` ends a first segment that is not a valid `scheme` (§3.1, §4.2).
 * - `missing-scheme`: a production that needs a scheme (`URI`, `absolute-URI`) got none (§3, §4.3).
 * - `invalid-port`: a non-digit in `port` (§3.2.3).
 * - `invalid-pct-encoded`: `%` not followed by two hex digits (§2.1).
 * - `invalid-ip-literal`: the text between `[` and `]` is neither `IPv6address` nor `IPvFuture` (§3.2.2).
 * - `unclosed-ip-literal`: a `[` with no `]` before the authority ends (§3.2.2).
 * - `invalid-utf8`: percent-decoding gave bytes that are not UTF-8, or text to encode has a lone surrogate (§2.5).
 * - `base-not-absolute`: a base URI for resolution without a scheme, i.e. not `absolute-URI` (§5.1, §5.2.1).
 * - `scheme-syntax`: a URI valid by RFC 3986 breaks the rules of its own scheme (RFC 1738 §3).
 * - `unknown-scheme`: no scheme rules are registered for this scheme.
 */
export type UriErrorCode =
  | "unexpected-char"
  | "invalid-scheme"
  | "missing-scheme"
  | "invalid-port"
  | "invalid-pct-encoded"
  | "invalid-ip-literal"
  | "unclosed-ip-literal"
  | "invalid-utf8"
  | "base-not-absolute"
  | "scheme-syntax"
  | "unknown-scheme";

/** Every {@link UriErrorCode}, in the order of their numbers in the offsets layout (number = index + 1); RFC 3986 §4.1. */
export const URI_ERROR_CODES: readonly UriErrorCode[] = [
  "unexpected-char",
  "invalid-scheme",
  "missing-scheme",
  "invalid-port",
  "invalid-pct-encoded",
  "invalid-ip-literal",
  "unclosed-ip-literal",
  "invalid-utf8",
  "base-not-absolute",
  "scheme-syntax",
  "unknown-scheme",
];

/** Which string an error index points into. */
export type UriErrorSubject = "input" | "base" | "reference";

const MARK = Symbol.for("urikit.UriError");

/** The RFC section that governs each ABNF rule named in errors, for the message. */
const RULE_SECTIONS: Record<string, string> = {
  scheme: "§3.1",
  authority: "§3.2",
  userinfo: "§3.2.1",
  host: "§3.2.2",
  "IP-literal": "§3.2.2",
  "reg-name": "§3.2.2",
  port: "§3.2.3",
  path: "§3.3",
  query: "§3.4",
  fragment: "§3.5",
  "pct-encoded": "§2.1",
  "URI-reference": "§4.1",
  "relative-ref": "§4.2",
  "absolute-URI": "§4.3",
  URI: "§3",
  UTF8: "§2.5",
  "base URI": "§5.1",
};

/** Options for {@link UriError}. */
export interface UriErrorOptions {
  /** The ABNF rule (or scheme rule) that failed, e.g. `"IP-literal"`. */
  rule: string;
  /** What went wrong, in words, without the position: e.g. `invalid character "^" in path`. */
  detail: string;
  /** Which string `index` points into; `"input"` unless resolving. */
  subject?: UriErrorSubject;
  /** The governing section when the rule is not one of RFC 3986, e.g. `"RFC 1738 §3.2"`. */
  cite?: string;
}

/**
 * The one error class urikit throws: a code from a closed set, the UTF-16 index of the first character the
 * grammar cannot take (the input length when the input ends too early), and the ABNF rule that failed.
 *
 * Cheap by design, so that bulk callers can meet millions of invalid lines: no stack trace is captured unless
 * {@link UriError.captureStackTraces} is `true` (then `stack` is the engine's, as for any `Error`).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export class UriError extends Error {
  /**
   * Whether new `UriError`s capture a stack trace (default `false`: capturing one costs microseconds, and the index
   * says where the input went wrong). Set it to `true` while debugging to see which call threw.
   */
  static captureStackTraces = false;

  // `declare`: assigned in the constructor, so no field initializer is emitted (core's size budget).
  declare readonly code: UriErrorCode;
  declare readonly index: number;
  declare readonly rule: string;
  declare readonly subject: UriErrorSubject;
  /** What went wrong, in words, without the position (the message adds index, code, rule and cite). */
  declare readonly detail: string;

  constructor(code: UriErrorCode, index: number, options: UriErrorOptions) {
    const section = RULE_SECTIONS[options.rule];
    const where = options.subject !== undefined && options.subject !== "input" ? ` of the ${options.subject}` : "";
    const cite = options.cite !== undefined ? `, ${options.cite}` : section === undefined ? "" : `, RFC 3986 ${section}`;
    // V8 and JavaScriptCore capture the stack inside Error's constructor; a limit of 0 captures nothing.
    const engine = Error as { stackTraceLimit?: number | undefined };
    const limit = engine.stackTraceLimit;
    engine.stackTraceLimit = UriError.captureStackTraces ? limit : 0;
    super(`${options.detail} at index ${index}${where} (${code}, ${options.rule}${cite})`);
    engine.stackTraceLimit = limit;
    this.code = code;
    this.index = index;
    this.rule = options.rule;
    this.subject = options.subject ?? "input";
    this.detail = options.detail;
  }

  /** Whether `value` is a `UriError`, also one thrown by another installed copy of urikit. */
  static is(value: unknown): value is UriError {
    return typeof value === "object" && value !== null && MARK in value;
  }
}
// On the prototype, not on each error: a string literal survives minifiers, and `MARK in error` still holds.
Object.assign(UriError.prototype, { name: "UriError", [MARK]: true });

/**
 * Describe the character at `index` of `text` for an error message: `"^"`, `"\u0000"`, `"é"`, or `end of input`.
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export function describeChar(text: string, index: number): string {
  expectString(text, "describeChar");
  return charAt(text, index);
}

/**
 * `describeChar` without the boundary check, for the error builders of @urikit/core (their callers checked `text`).
 * RFC 3986 §2 <https://www.rfc-editor.org/rfc/rfc3986#section-2>
 */
export function charAt(text: string, index: number): string {
  if (index >= text.length) return "end of input";
  const codePoint = text.codePointAt(index)!;
  // PERF: printable ASCII (what most bad lines hold: "\\", '"', " ", "|") quoted by hand, as JSON.stringify quotes it
  // ("\\" and '"' escaped): a fifth of the cost of a bulk caller's error record (bench: as-used/parse-kasztp).
  if (codePoint >= 0x20 && codePoint < 0x7f) return `"${codePoint === 0x22 || codePoint === 0x5c ? "\\" : ""}${text[index]}"`;
  return JSON.stringify(String.fromCodePoint(codePoint));
}
