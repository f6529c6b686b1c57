import { expectString } from "@urikit/core/engine";
import { parse as parseReference } from "@urikit/core";
import { normalize } from "@urikit/normalizer";
import { resolve as resolveReference } from "@urikit/resolver";

/**
 * Resolve `reference` against `base` (§5.2) and return the target in the normal form of §6.2.2 and §6.2.3, the
 * same form `serialize(parse(x))` gives, so that Ajv's schema keys made either way agree. Strict: both must be
 * URI references (else `UriError` with code and index), and a reference with a scheme is always absolute.
 *
 * A base without a scheme: when it is empty or only a fragment (Ajv's base for a schema without `$id`), there is
 * no base URI, and the reference is returned as it is, normalized (§5.1.4: the application has no base, so the
 * reference stays relative). Any other relative base throws `UriError` `base-not-absolute` (fast-uri merges paths
 * against it; RFC 3986 §5.1 defines no target for that).
 * RFC 3986 §5.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2>
 * See also RFC 3986 §5.1.4, RFC 3986 §6.2.2
 */
export function resolve(base: string, reference: string): string {
  expectString(base, "resolve");
  expectString(reference, "resolve");
  // DEVIATION(RFC 3986 §5.1): an empty or fragment-only base is "no base URI" (§5.1.4), Ajv's base for a schema
  // without $id; the reference stays as it is. Any other relative base throws base-not-absolute below.
  if (base === "" || base.charCodeAt(0) === 0x23) {
    parseReference(base); // a fragment-only base must still be a valid reference
    return normalize(reference);
  }
  return normalize(resolveReference(base, reference));
}
