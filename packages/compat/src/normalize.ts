import { normalize as normalizeText } from "@urikit/normalizer";
import { parse } from "./parse.js";
import { serialize } from "./serialize.js";
import type { UriComponent } from "./uri-component.js";

/**
 * The normal form of a URI reference (§6.2.2 syntax-based, §6.2.3 scheme-based, RFC 5952 IPv6): a string gives a
 * string, a components record gives a record (serialized, normalized and parsed again), as in uri-js and fast-uri.
 * Throws `UriError` for text that is not a URI reference (nothing is repaired).
 * RFC 3986 §6.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2>
 */
export function normalize<T extends string | UriComponent>(uri: T): T {
  if (typeof uri === "string") return normalizeText(uri) as T;
  return parse(serialize(uri)) as T;
}
