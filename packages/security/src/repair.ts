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
  checkPctEncoded,
  splitUriReference,
} from "@urikit/core/offsets";
import { PCHAR, QUERY, SOLIDUS, USERINFO, hasCharClass } from "@urikit/core/chars";
import { UriError, diagnose, isUriReference } from "@urikit/core";
import { describeChar, expectString } from "@urikit/core/engine";

/**
 * One change `repair` made: at `index` of the input, `from` (one character, a code point) became `to` (its
 * percent-encoding), and why.
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export interface RepairEdit {
  index: number;
  from: string;
  to: string;
  reason: string;
}

/**
 * What `repair` returns: the repaired URI reference and the edits, in order of index (none for a valid input,
 * which comes back as it is).
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export interface Repaired {
  uri: string;
  edits: RepairEdit[];
}

interface Part {
  name: "userinfo" | "host" | "path" | "query" | "fragment";
  section: string;
  flag: number;
  extra: number;
}

const USERINFO_PART: Part = { name: "userinfo", section: "§3.2.1", flag: USERINFO, extra: -1 };
const PATH_PART: Part = { name: "path", section: "§3.3", flag: PCHAR, extra: SOLIDUS };
const QUERY_PART: Part = { name: "query", section: "§3.4", flag: QUERY, extra: -1 };
const FRAGMENT_PART: Part = { name: "fragment", section: "§3.5", flag: QUERY, extra: -1 };
const HOST_PART: Part = { name: "host", section: "§3.2.2", flag: -1, extra: -1 };

function hex2(octet: number): string {
  return "%" + octet.toString(16).toUpperCase().padStart(2, "0");
}

/** The UTF-8 percent-encoding of code point `cp` (RFC 3987 §3.1 step 2). */
function utf8PercentEncode(cp: number): string {
  if (cp < 0x80) return hex2(cp);
  if (cp < 0x800) return hex2(0xc0 | (cp >> 6)) + hex2(0x80 | (cp & 0x3f));
  if (cp < 0x10000) return hex2(0xe0 | (cp >> 12)) + hex2(0x80 | ((cp >> 6) & 0x3f)) + hex2(0x80 | (cp & 0x3f));
  return hex2(0xf0 | (cp >> 18)) + hex2(0x80 | ((cp >> 12) & 0x3f)) + hex2(0x80 | ((cp >> 6) & 0x3f)) + hex2(0x80 | (cp & 0x3f));
}

/**
 * Copy [start, end) of `s` into the output, percent-encoding each character `part` does not allow: ASCII as its
 * octet, non-ASCII as UTF-8, a "%" that starts no valid triplet as "%25". In a host only non-ASCII is encoded
 * (RFC 3986 §3.2.2 names UTF-8 percent-encoding for non-ASCII reg-names); anything else wrong there is left for
 * the final check to refuse.
 */
function copyEncoded(s: string, start: number, end: number, part: Part, edits: RepairEdit[]): string {
  let out = "";
  let from = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (part.flag >= 0 ? hasCharClass(c, part.flag) || c === part.extra : c < 0x80 && c !== 0x25) continue;
    if (c === 0x25) {
      if (checkPctEncoded(s, i, end) < 0) {
        i += 2;
        continue;
      }
      if (part === HOST_PART) continue;
    }
    if (part === HOST_PART && c < 0x80) continue;
    const cp = s.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      throw new UriError("invalid-utf8", i, { rule: "UTF8", detail: `a lone surrogate ${describeChar(s, i)} in ${part.name} has no UTF-8 form to percent-encode` });
    }
    const to = utf8PercentEncode(cp);
    const char = s.slice(i, i + width);
    const what = c === 0x25 ? `"%" not followed by two hex digits` : `${describeChar(s, i)}`;
    const how = cp >= 0x80 ? ", as UTF-8 (RFC 3987 §3.1)" : "";
    edits.push({ index: i, from: char, to, reason: `${what} is not allowed in ${part.name} (RFC 3986 ${part.section}); percent-encoded${how}` });
    out += s.slice(from, i) + to;
    i += width - 1;
    from = i + 1;
  }
  return out + s.slice(from, end);
}

/**
 * Repair a string that strict RFC 3986 rejects into a valid URI reference by percent-encoding what the grammar
 * forbids where it stands (space → `%20`, `"` → `%22`, `\` → `%5C`, `{ } | ^ \`` and `< >`, `[ ]` outside the
 * host, a second "#", a lone "%" → `%25`, controls, and non-ASCII → UTF-8 percent-encoding as RFC 3987 §3.1 maps an
 * IRI), component by component as the delimiters of RFC 3986 Appendix B split it. A valid URI reference comes back
 * unchanged (`repair(x).uri === x`). Throws `UriError` (the error `diagnose` finds there) when no percent-encoding
 * can make it valid: a bad scheme, host, port or IP literal, where encoding would change what the URI names.
 * Linear in the input.
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 * See also RFC 3986 §2.4, RFC 3987 §3.1
 */
export function repair(text: string): Repaired {
  expectString(text, "repair");
  const parts = new Int32Array(OFFSET_SLOTS);
  splitUriReference(text, parts);
  const edits: RepairEdit[] = [];
  let out = "";
  if (parts[SCHEME_START] >= 0) out += text.slice(0, parts[SCHEME_END] + 1);
  if (parts[HOST_START] >= 0) {
    out += "//";
    if (parts[USERINFO_START] >= 0) out += copyEncoded(text, parts[USERINFO_START], parts[USERINFO_END], USERINFO_PART, edits) + "@";
    const hostStart = parts[HOST_START];
    // an IP literal is copied as it is: its grammar has no escapes
    out += text.charCodeAt(hostStart) === 0x5b ? text.slice(hostStart, parts[HOST_END]) : copyEncoded(text, hostStart, parts[HOST_END], HOST_PART, edits);
    if (parts[PORT_START] >= 0) out += ":" + text.slice(parts[PORT_START], parts[PORT_END]);
  }
  out += copyEncoded(text, parts[PATH_START], parts[PATH_END], PATH_PART, edits);
  if (parts[QUERY_START] >= 0) out += "?" + copyEncoded(text, parts[QUERY_START], parts[QUERY_END], QUERY_PART, edits);
  if (parts[FRAGMENT_START] >= 0) out += "#" + copyEncoded(text, parts[FRAGMENT_START], parts[FRAGMENT_END], FRAGMENT_PART, edits);

  if (edits.length === 0 && out === text && isUriReference(text)) return { uri: text, edits };
  if (isUriReference(out)) return { uri: out, edits };
  // Something encoding cannot mend: report it where it stands in the input (scheme, host, port, IP literal).
  const errors = diagnose(text);
  const hostStart = parts[HOST_START];
  const unmendable = errors.find(
    (e) =>
      (parts[SCHEME_START] >= 0 && e.index <= parts[SCHEME_END]) ||
      (hostStart >= 0 && e.index >= hostStart && e.index <= (parts[PORT_START] >= 0 ? parts[PORT_END] : parts[HOST_END])) ||
      e.code === "invalid-scheme",
  );
  throw unmendable ?? errors[0] ?? new UriError("unexpected-char", 0, { rule: "URI-reference", detail: "cannot be repaired" });
}
