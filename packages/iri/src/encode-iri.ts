import { ERR_NONE, OFFSET_SLOTS, errorFromOffsets } from "@urikit/core/offsets";
import { EncodedText, expectString } from "@urikit/core/engine";
import { scanIriReference } from "./scan-iri.js";
import { iriSyntaxError } from "./iri-error.js";

/**
 * Percent-encode every character of `text` outside US-ASCII as its UTF-8 octets, `%HH` with uppercase hex digits
 * (§3.1 steps 2.1–2.3). ASCII, and so every existing percent-encoding, is kept as it is.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export function percentEncodeNonAscii(text: string): string {
  let out: EncodedText | undefined; // created at the first character outside US-ASCII: a URI has none
  let from = 0; // text[from, i) is kept as it is, not yet in `out`
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    // INVARIANT: the caller validated the IRI, so there is no lone surrogate here.
    const codePoint = text.codePointAt(i)!;
    out ??= new EncodedText();
    out.slice(text, from, i);
    out.percentEncoded(codePoint);
    if (codePoint > 0xffff) i++;
    from = i + 1;
  }
  if (out === undefined) return text;
  out.slice(text, from, text.length);
  return out.toString();
}

// INVARIANT: filled and read within one call.
const scratch = new Int32Array(OFFSET_SLOTS);

/**
 * Map an IRI reference to a URI reference by RFC 3987 §3.1 with every `ucschar` and `iprivate` percent-encoded as
 * UTF-8, the host included (no IDNA: `iriToUri` converts a domain name by ToASCII instead). Throws `UriError` when
 * `iri` is not an IRI reference. The identity on URI references, and idempotent.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export function encodeIri(iri: string): string {
  expectString(iri, "encodeIri");
  if (scanIriReference(iri, scratch) !== ERR_NONE) throw iriSyntaxError(errorFromOffsets(iri, scratch));
  return percentEncodeNonAscii(iri);
}
