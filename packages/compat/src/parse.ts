import { UriError, parse as parseReference } from "@urikit/core";
import { expectString } from "@urikit/core/engine";
import { normalize } from "@urikit/normalizer";
import type { UriComponent } from "./uri-component.js";

/** The `UriError` behind each record that `parse` returned with `error` set; `serialize` throws it again. */
export const parseErrors = new WeakMap<object, UriError>();

/** Whether a digit run fits a JavaScript number exactly, so that `port` can be a number without losing digits. */
function portValue(port: string): number | string {
  if (port === "" || port.length > 15) return port;
  // A leading zero would be lost in a number ("080" → 80): keep the text, nothing lost.
  if (port.length > 1 && port.charCodeAt(0) === 0x30) return port;
  return Number(port);
}

/**
 * Parse a URI reference into the uri-js / fast-uri components record, strictly by RFC 3986 §4.1, and in the
 * normal form of §6.2.2 and §6.2.3 (as those libraries do: lowercase scheme and host, `%7e` → `~`, hex in upper
 * case, no dot segments in an absolute path, no default port), so that equivalent references give equal records.
 * Never throws on a string: text that is not a URI reference gives `{ error }` with the message of the `UriError`
 * (code and index), and `serialize` of that record throws the error. A non-string throws `TypeError`.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 * See also RFC 3986 §6.2.2, RFC 3986 §6.2.3
 */
export function parse(uri: string): UriComponent {
  expectString(uri, "parse");
  let text: string;
  try {
    text = normalize(uri);
  } catch (error) {
    if (!UriError.is(error)) throw error;
    const record: UriComponent = { error: error.message };
    parseErrors.set(record, error);
    return record;
  }
  const p = parseReference(text);
  let host = p.host;
  // fast-uri's shape: an IPv6 literal without its brackets (unambiguous: a reg-name has no ":").
  if (host !== undefined && host.charCodeAt(0) === 0x5b && host.charCodeAt(1) !== 0x76 && host.charCodeAt(1) !== 0x56) {
    host = host.slice(1, -1);
  }
  // Only the components that are present get a key (fast-uri's type has no `undefined` values).
  const record: UriComponent = {};
  if (p.scheme !== undefined) record.scheme = p.scheme;
  if (p.userinfo !== undefined) record.userinfo = p.userinfo;
  if (host !== undefined) record.host = host;
  if (p.port !== undefined) record.port = portValue(p.port);
  record.path = p.path;
  if (p.query !== undefined) record.query = p.query;
  if (p.fragment !== undefined) record.fragment = p.fragment;
  if (p.scheme === undefined && p.host === undefined && p.query === undefined && p.path === "") record.reference = "same-document";
  else if (p.scheme === undefined) record.reference = "relative";
  else if (p.fragment === undefined) record.reference = "absolute";
  else record.reference = "uri";
  return record;
}
