import { expectString } from "./expect-string.js";
import type { ParsedUri } from "./components.js";
import {
  COMPONENT_NAMES,
  ERROR_CODE,
  ERROR_INDEX,
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
import { COLON } from "./char-class.js";
import { COMMON_SHAPE } from "./common-shape.js";
import { matchScheme } from "./match-scheme.js";
import { ERR_NONE, scanWith } from "./scan-uri-reference.js";
import { URI_ERROR_CODES, UriError, charAt, type UriErrorCode, type UriErrorOptions, type UriErrorSubject } from "./uri-error.js";
import { uriErrorRecord } from "./uri-error-record.js";

// INVARIANT: parse functions are not re-entrant-sensitive: `scratch` is filled and read within one call.
const scratch = new Int32Array(OFFSET_SLOTS);

function slice(text: string, offsets: Int32Array, startSlot: number, endSlot: number): string | undefined {
  const start = offsets[startSlot];
  return start < 0 ? undefined : text.slice(start, offsets[endSlot]);
}

/**
 * Build the components record from offsets written by `scanUriReference` for a valid `text`.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function componentsFromOffsets(text: string, offsets: Int32Array): ParsedUri {
  expectString(text, "componentsFromOffsets");
  return components(text, offsets);
}

/**
 * The components record, always with the same keys in the same order, so that every result of `parse` shares one
 * shape (one hidden class), whichever way it was built.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
function record(
  scheme: string | undefined,
  userinfo: string | undefined,
  host: string | undefined,
  port: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): ParsedUri {
  return { scheme, userinfo, host, port, path, query, fragment };
}

/** `componentsFromOffsets` without the boundary check (the callers in this module checked `text`); RFC 3986 §3. */
function components(text: string, offsets: Int32Array): ParsedUri {
  return record(
    slice(text, offsets, SCHEME_START, SCHEME_END),
    slice(text, offsets, USERINFO_START, USERINFO_END),
    slice(text, offsets, HOST_START, HOST_END),
    slice(text, offsets, PORT_START, PORT_END),
    text.slice(offsets[PATH_START], offsets[PATH_END]),
    slice(text, offsets, QUERY_START, QUERY_END),
    slice(text, offsets, FRAGMENT_START, FRAGMENT_END),
  );
}

/** The component whose scanning had begun at `index`: the last one whose start slot is set and ≤ index. */
function componentAt(offsets: Int32Array, index: number): string {
  let name: string = COMPONENT_NAMES[0];
  for (let k = 0; k < COMPONENT_NAMES.length; k++) {
    const start = offsets[2 * k];
    if (start >= 0 && start <= index) name = COMPONENT_NAMES[k];
  }
  return name;
}

/**
 * Turn the error recorded in `offsets` by `scanUriReference` into a `UriError` with a message saying what was
 * expected there.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function errorFromOffsets(text: string, offsets: Int32Array, subject: UriErrorSubject = "input"): UriError {
  expectString(text, "errorFromOffsets");
  return offsetsError(text, offsets, subject);
}

/**
 * `errorFromOffsets`, made as `tryParse` and `parse` make theirs: without Error's constructor, the stack trace
 * computed when read (see `UriError.captureStackTraces`). For the normalizer and other bulk callers that meet
 * invalid input often.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function errorRecordFromOffsets(text: string, offsets: Int32Array, subject: UriErrorSubject = "input"): UriError {
  expectString(text, "errorRecordFromOffsets");
  return offsetsError(text, offsets, subject, uriErrorRecord);
}

/** How the non-throwing forms make an error (`uriErrorRecord`); the others use `new UriError`. */
type ErrorMaker = (code: UriErrorCode, index: number, options: UriErrorOptions) => UriError;

/**
 * `errorFromOffsets` without the boundary check, for callers inside @urikit/core that checked `text` already
 * (bundle size: `parse` carries one check, its own).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function offsetsError(text: string, offsets: Int32Array, subject: UriErrorSubject = "input", make?: ErrorMaker): UriError {
  const code = URI_ERROR_CODES[offsets[ERROR_CODE] - 1] ?? "unexpected-char";
  const index = offsets[ERROR_INDEX];
  const found = charAt(text, index);
  const component = componentAt(offsets, index);
  // One construction below; the switch only picks the rule and the words (bundle size: packages/uri/test/size.test.ts holds the budget).
  let rule: string;
  let detail: string;
  switch (code) {
    case "invalid-scheme":
      rule = "scheme";
      detail = index === 0 ? `empty scheme before ":"` : `":" ends a first segment that is not a scheme (a letter, then letters, digits, "+", "-" or ".")`;
      break;
    case "invalid-port":
      rule = "port";
      detail = `invalid character ${found} in port (digits only)`;
      break;
    case "invalid-pct-encoded":
      rule = "pct-encoded";
      detail = `invalid percent-encoding in ${component}: expected a hex digit after "%", found ${found}`;
      break;
    case "invalid-ip-literal":
      rule = "IP-literal";
      detail = `invalid IP literal: ${found} cannot stand here in an IPv6address or IPvFuture`;
      break;
    case "unclosed-ip-literal":
      rule = "IP-literal";
      detail = `"[" is not closed by "]" within the authority`;
      break;
    default:
      rule = component === "host" ? "reg-name" : component;
      detail = `${index >= text.length ? "unexpected end of input" : `invalid character ${found}`} in ${component}`;
  }
  return make ? make(code, index, { rule, detail, subject }) : new UriError(code, index, { rule, detail, subject });
}

/**
 * Parse any URI reference into its components, or throw `UriError` at the first character the grammar cannot take.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function parseUriReference(text: string): ParsedUri {
  expectString(text, "parseUriReference");
  return parseReference(text);
}

/**
 * `parseUriReference` without the boundary check. The common shape (scheme, reg-name host, no userinfo) comes
 * straight from the captures of one regular expression; anything else from the scanner's offsets.
 * PERF: one regex call, no offsets row and no second pass (bench: parse/kasztp, parse/isaacs_files).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
function parseReference(text: string): ParsedUri {
  const parsed = parseOrUndefined(text);
  // PERF: the error `tryParse` returns, thrown: Error's constructor would cost microseconds per invalid line
  // (bench: as-used/parse-kasztp).
  if (!parsed) throw offsetsError(text, scratch, "input", uriErrorRecord);
  return parsed;
}

/**
 * The components of `text`, or `undefined` with the scanner's error in `scratch` (for the caller to make the
 * `UriError` its way); RFC 3986 §4.1.
 */
function parseOrUndefined(text: string): ParsedUri | undefined {
  COMMON_SHAPE.lastIndex = 0;
  const m = COMMON_SHAPE.exec(text);
  if (m !== null && COMMON_SHAPE.lastIndex === text.length) return record(m[1], undefined, m[2], m[3], m[4] ?? m[5]!, m[6], m[7]);
  return scanWith(text, scratch, 0, null) === ERR_NONE ? components(text, scratch) : undefined;
}

/**
 * Parse any URI reference without throwing: its components, or the `UriError` that `parse` would throw, returned.
 * For bulk callers that meet invalid lines often (test the result with `UriError.is` or `instanceof UriError`).
 * A non-string still throws `TypeError`.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 *
 * @example tryParse("http://[::1").code // "unclosed-ip-literal"
 */
export function tryParse(text: string): ParsedUri | UriError {
  expectString(text, "tryParse");
  return parseOrUndefined(text) || offsetsError(text, scratch, "input", uriErrorRecord);
}

/**
 * Parse any URI reference (the same as `parseUriReference`).
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function parse(text: string): ParsedUri {
  expectString(text, "parse");
  return parseReference(text);
}

function schemeFailureIndex(text: string): number {
  // The longest prefix of `text` that could still begin a scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ).
  return Math.max(matchScheme(text, 0, text.length), 0);
}

/**
 * Parse a URI (scheme required, fragment allowed), or throw `UriError` (`missing-scheme` for a relative reference).
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function parseUri(text: string): ParsedUri {
  expectString(text, "parseUri");
  const parsed = parseOrUndefined(text);
  if (parsed !== undefined && parsed.scheme !== undefined) return parsed;
  // Where the URI rule stops. A text that begins with a scheme and ":" fails inside the URI, where `parse` says; any
  // other text fails where its scheme does, even when it is no URI reference either ("3ttp://a" at the "3", not at
  // the ":" that would make it a bad relative reference).
  const index = schemeFailureIndex(text);
  if (index > 0 && text.charCodeAt(index) === COLON) throw offsetsError(text, scratch, "input", uriErrorRecord);
  throw new UriError("missing-scheme", index, {
    rule: "URI",
    detail: `a URI needs a scheme followed by ":", found ${charAt(text, index)}`,
  });
}

/**
 * Parse an absolute URI (scheme required, no fragment), as a base URI must be, or throw `UriError`.
 * ```abnf
 * absolute-URI = scheme ":" hier-part [ "?" query ]
 * ```
 * RFC 3986 §4.3 <https://www.rfc-editor.org/rfc/rfc3986#section-4.3>
 */
export function parseAbsoluteUri(text: string): ParsedUri {
  expectString(text, "parseAbsoluteUri");
  const parsed = parseUri(text);
  if (parsed.fragment !== undefined) {
    const index = text.length - parsed.fragment.length - 1;
    throw new UriError("unexpected-char", index, { rule: "absolute-URI", detail: `an absolute URI has no fragment, found "#"` });
  }
  return parsed;
}

/**
 * Parse a relative reference (no scheme), or throw `UriError`.
 * ```abnf
 * relative-ref = relative-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §4.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>
 */
export function parseRelativeRef(text: string): ParsedUri {
  expectString(text, "parseRelativeRef");
  const parsed = parseUriReference(text);
  if (parsed.scheme !== undefined) {
    const index = parsed.scheme.length;
    throw new UriError("unexpected-char", index, {
      rule: "relative-ref",
      detail: `a relative reference has no scheme, but ${JSON.stringify(parsed.scheme)} is followed by ":"`,
    });
  }
  return parsed;
}
