import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { PATH_END, QUERY_START } from "@urikit/core/offsets";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

const CITE = "RFC 8141 §2";
const syntaxError = schemeSyntaxError(CITE);

/**
 * The fields of a `urn`: `nid` and `nss` as written (not decoded: RFC 8141 §3.1 compares them percent-encoded), and
 * the r- and q-components when present (without their "?+" / "?=" markers). The f-component is the fragment.
 */
export interface UrnFields {
  nid: string;
  nss: string;
  rComponent?: string;
  qComponent?: string;
}

const MIN_NID = 2;
const MAX_NID = 32;
const COLON = 0x3a;
const HYPHEN = 0x2d;
const SLASH = 0x2f;
const PLUS = 0x2b;
const EQUALS = 0x3d;

function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * Parse the scheme-specific part of a `urn`. The NID "urn" is reserved (RFC 8141 §5.1) and rejected.
 * `offsets` are core's component offsets of `text` (scanned when not given). Throws `UriError` code `scheme-syntax` with rule `urn NID`, `urn NSS` or `urn rq-components`.
 * ```abnf
 * namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 * assigned-name = "urn" ":" NID ":" NSS
 * NID           = (alphanum) 0*30(ldh) (alphanum)
 * ldh           = alphanum / "-"
 * NSS           = pchar *(pchar / "/")
 * rq-components = [ "?+" r-component ] [ "?=" q-component ]
 * r-component   = pchar *( pchar / "/" / "?" )
 * q-component   = pchar *( pchar / "/" / "?" )
 * ```
 * RFC 8141 §2 <https://www.rfc-editor.org/rfc/rfc8141#section-2>
 */
export function parseUrn(components: ParsedUri, text: string, offsets?: Int32Array): UrnFields {
  expectString(text, "parseUrn");
  const o = uriOffsets(text, offsets);
  const start = components.scheme!.length + 1;
  const pathEnd = o[PATH_END];
  // > | urn:example:a123
  //         ^^^^^^^ NID: 2-32 letters, digits, "-" (not first or last)
  let i = start;
  for (; i < pathEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON) break;
    if (i - start >= MAX_NID) throw syntaxError(text, i, "urn NID", `expected ":" after at most ${MAX_NID} characters`);
    if (!(isAlnum(c) || (c === HYPHEN && i > start))) throw syntaxError(text, i, "urn NID", "expected a letter or digit (or an inner \"-\")");
  }
  if (i - start < MIN_NID || i === pathEnd) {
    throw syntaxError(text, i, "urn NID", i - start < MIN_NID ? "expected a namespace identifier of 2 or more characters" : `expected ":" and the NSS`);
  }
  if (text.charCodeAt(i - 1) === HYPHEN) throw syntaxError(text, i - 1, "urn NID", `expected a letter or digit before ":"`);
  const nid = text.slice(start, i);
  if (nid.length === 3 && nid.toLowerCase() === "urn") throw syntaxError(text, start, "urn NID", `expected a namespace identifier other than the reserved "urn"`);
  const nssStart = i + 1;
  // INVARIANT: RFC 3986 parsing checked every path character is pchar or "/".
  if (nssStart === pathEnd || text.charCodeAt(nssStart) === SLASH) {
    throw syntaxError(text, nssStart, "urn NSS", `expected a pchar to start the NSS`);
  }
  const fields: UrnFields = { nid, nss: text.slice(nssStart, pathEnd) };
  if (o[QUERY_START] >= 0) {
    const query = components.query!;
    // > | urn:example:a?+r?=q
    //                   ^ "+" (r-component) or "=" (q-component), then a pchar
    let q: number;
    if (query.charCodeAt(0) === PLUS) {
      q = query.indexOf("?=");
      const r = query.slice(1, q < 0 ? query.length : q);
      if (r.length === 0 || r.charCodeAt(0) === SLASH || r.charCodeAt(0) === 0x3f) {
        throw syntaxError(text, o[QUERY_START] + 1, "urn rq-components", "expected a pchar to start the r-component");
      }
      fields.rComponent = r;
    } else if (query.charCodeAt(0) === EQUALS) {
      q = -1;
      fields.qComponent = checkQ(text, query, o[QUERY_START], 1);
    } else {
      throw syntaxError(text, o[QUERY_START], "urn rq-components", `expected "+" or "=" after "?"`);
    }
    if (q >= 0) fields.qComponent = checkQ(text, query, o[QUERY_START], q + 2);
  }
  return fields;
}

function checkQ(text: string, query: string, queryStart: number, from: number): string {
  const c = query.charCodeAt(from);
  if (from >= query.length || c === SLASH || c === 0x3f) {
    throw syntaxError(text, queryStart + from, "urn rq-components", "expected a pchar to start the q-component");
  }
  return query.slice(from);
}

/**
 * The `urn` scheme rule: no default port, no authority, and {@link parseUrn}.
 * ```abnf
 * assigned-name = "urn" ":" NID ":" NSS
 * ```
 * RFC 8141 §2 <https://www.rfc-editor.org/rfc/rfc8141#section-2>
 */
export const urnScheme: SchemeRule = { name: "urn", hasAuthority: false, parse: parseUrn };
