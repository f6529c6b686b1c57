/**
 * Map an IRI to a URI as RFC 3987 §3.1 step 2 says: every character outside ASCII is replaced by the
 * percent-encoded octets of its UTF-8 form; ASCII is left as it is. The host is percent-encoded too, which §3.1 and
 * RFC 3986 §3.2.2 allow for a reg-name (pct-encoded UTF-8), rather than converted to Punycode by IDNA ToASCII, so
 * that this package needs no IDNA tables. The text is a candidate made only of URI characters and non-ASCII letters,
 * marks and numbers (never a lone surrogate), so `encodeURIComponent` cannot throw.
 * RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>
 */
export function iriToUri(iri: string): string {
  return iri.replace(NON_ASCII, encodeURIComponent);
}

const NON_ASCII = /[^\0-\x7f]+/gu;
