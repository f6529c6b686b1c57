import type { ComponentName, UriError } from "@urikit/core";
import type { AddressClass } from "./special-purpose.js";

/**
 * The closed set of hazard codes `inspect` reports (a new code is a minor change, a renamed one a major):
 * - `password-in-userinfo`: "user:password" in the userinfo (deprecated, RFC 3986 §3.2.1, §7.5).
 * - `userinfo-present`: a userinfo, which a reader may take for the host (§7.6 semantic attacks).
 * - `rare-ipv4-form`: a reg-name that inet_aton() and the WHATWG URL parser take for an IPv4 address (§7.4).
 * - `pct-encoded-in-host`: a percent-encoded ASCII octet in a reg-name (§7.3 back-end transcoding).
 * - `pct-encoded-delimiter`: an encoded "/", "\", "?", "#" or an encoded dot segment in the path (§7.3).
 * - `nul-byte`: "%00" (or a raw NUL) anywhere (§7.3).
 * - `dot-segment-above-root`: a ".." segment that climbs past the root (§5.2.4, §7.3).
 * - `non-default-port`: a port other than the scheme's registered one (§7.2).
 * - `scheme-unsafe`: `javascript:`, `data:`, `vbscript:` or `file:` where a web URI is expected (§7.2).
 * - `whatwg-differs`: the WHATWG URL parser reads another scheme, userinfo, host, port, path, query or fragment,
 *   repairs the string, or disagrees on whether it is a URI at all (§7.3).
 * - `non-ascii-host`: characters outside ASCII in the host, which DNS sees in IDNA form (§3.2.2, RFC 3987 §3.1).
 * - `punycode-label`: an IDNA A-label ("xn--…"), with the Unicode it stands for (RFC 5890 §2.3.2.1).
 * - `mixed-script-label`: a host label whose letters come from more than one script (UTS #39 §5.2; §7.6).
 * - `bidi-control`: a bidi formatting character, raw or percent-encoded (RFC 3987 §4.1).
 * - `invisible-character`: a default-ignorable code point (zero-width, soft hyphen, …), raw or encoded (§7.6).
 * - `address-not-global`: `assessFetch`: the host is an address (or a name, RFC 6761) of a class a fetch may not reach.
 * - `metadata-endpoint`: `assessFetch`: the host names a cloud instance-metadata service.
 * - `host-not-dns-name`: `assessFetch`: a reg-name DNS cannot look up as written (an empty label, or an ASCII
 *   character outside letters, digits, "-" and "_"), which a resolver either fails on or repairs into another name
 *   (RFC 3986 §3.2.2, RFC 1123 §2.1).
 * - `scheme-not-allowed`, `port-not-allowed`, `userinfo-not-allowed`: `assessFetch`: outside the policy.
 * - `not-absolute`: `assessFetch`: not an absolute URI, so there is nothing to fetch (§4.3).
 * - `invalid-uri`: `assessFetch`: neither RFC 3986 nor the WHATWG URL parser accepts the string; `assessRedirect`:
 *   RFC 3986 rejects a value that a browser repairs and follows (§3).
 * - `network-path-reference`, `backslash-as-slash`, `ignored-whitespace`, `scheme-relative-authority`, `nested-url`:
 *   `assessRedirect`: the tricks by which a `Location` value leaves the origin, or makes a second hop leave it.
 * - `decoded-off-origin`: `assessRedirect`: percent-decoded once more (as servers decode a `next=` value), the
 *   value leaves the origin (`/%2f%2fevil.example` is `//evil.example`).
 * - `look-alike-slash`: `assessRedirect`: a character that NFKC (which some servers apply) makes "/" or "\", or
 *   that renders like a slash (`／`, `∕`, `⁄`, `⧸`, `〱`, `ー`, …): a filter sees no slash, a reader or a server does.
 * - `encoded-control`: `assessRedirect`: a percent-encoded control character ("%09", "%0d%0a"), which a decoding
 *   server drops or turns into a header break.
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export type HazardCode =
  | "password-in-userinfo"
  | "userinfo-present"
  | "rare-ipv4-form"
  | "pct-encoded-in-host"
  | "pct-encoded-delimiter"
  | "nul-byte"
  | "dot-segment-above-root"
  | "non-default-port"
  | "scheme-unsafe"
  | "whatwg-differs"
  | "non-ascii-host"
  | "punycode-label"
  | "mixed-script-label"
  | "bidi-control"
  | "invisible-character"
  | "address-not-global"
  | "metadata-endpoint"
  | "host-not-dns-name"
  | "scheme-not-allowed"
  | "port-not-allowed"
  | "userinfo-not-allowed"
  | "not-absolute"
  | "invalid-uri"
  | "network-path-reference"
  | "backslash-as-slash"
  | "ignored-whitespace"
  | "scheme-relative-authority"
  | "nested-url"
  | "decoded-off-origin"
  | "look-alike-slash"
  | "encoded-control";

/**
 * Every {@link HazardCode} with the section of RFC 3986 that governs it, as the `cite` of each hazard spells it.
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export const HAZARD_CITES: Readonly<Record<HazardCode, string>> = {
  "password-in-userinfo": "RFC 3986 §7.5 <https://www.rfc-editor.org/rfc/rfc3986#section-7.5>",
  "userinfo-present": "RFC 3986 §7.6 <https://www.rfc-editor.org/rfc/rfc3986#section-7.6>",
  "rare-ipv4-form": "RFC 3986 §7.4 <https://www.rfc-editor.org/rfc/rfc3986#section-7.4>",
  "pct-encoded-in-host": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
  "pct-encoded-delimiter": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
  "nul-byte": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
  "dot-segment-above-root": "RFC 3986 §5.2.4 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.4>",
  "non-default-port": "RFC 3986 §7.2 <https://www.rfc-editor.org/rfc/rfc3986#section-7.2>",
  "scheme-unsafe": "RFC 3986 §7.2 <https://www.rfc-editor.org/rfc/rfc3986#section-7.2>",
  "whatwg-differs": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
  "non-ascii-host": "RFC 3987 §3.1 <https://www.rfc-editor.org/rfc/rfc3987#section-3.1>",
  "punycode-label": "RFC 5890 §2.3.2.1 <https://www.rfc-editor.org/rfc/rfc5890#section-2.3.2.1>",
  "mixed-script-label": "RFC 3986 §7.6 <https://www.rfc-editor.org/rfc/rfc3986#section-7.6>",
  "bidi-control": "RFC 3987 §4.1 <https://www.rfc-editor.org/rfc/rfc3987#section-4.1>",
  "invisible-character": "RFC 3986 §7.6 <https://www.rfc-editor.org/rfc/rfc3986#section-7.6>",
  "address-not-global": "RFC 6890 §2.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2>",
  "metadata-endpoint": "RFC 3927 §2.1 <https://www.rfc-editor.org/rfc/rfc3927#section-2.1>",
  "host-not-dns-name": "RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>",
  "scheme-not-allowed": "RFC 3986 §7.1 <https://www.rfc-editor.org/rfc/rfc3986#section-7.1>",
  "port-not-allowed": "RFC 3986 §7.2 <https://www.rfc-editor.org/rfc/rfc3986#section-7.2>",
  "userinfo-not-allowed": "RFC 3986 §7.5 <https://www.rfc-editor.org/rfc/rfc3986#section-7.5>",
  "not-absolute": "RFC 3986 §4.3 <https://www.rfc-editor.org/rfc/rfc3986#section-4.3>",
  "invalid-uri": "RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>",
  "network-path-reference": "RFC 3986 §4.2 <https://www.rfc-editor.org/rfc/rfc3986#section-4.2>",
  "backslash-as-slash": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
  "ignored-whitespace": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
  "scheme-relative-authority": "RFC 3986 §5.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-5.2.2>",
  "nested-url": "RFC 9110 §10.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-10.2.2>",
  "decoded-off-origin": "RFC 3986 §2.4 <https://www.rfc-editor.org/rfc/rfc3986#section-2.4>",
  "look-alike-slash": "RFC 3987 §8 <https://www.rfc-editor.org/rfc/rfc3987#section-8>",
  "encoded-control": "RFC 3986 §7.3 <https://www.rfc-editor.org/rfc/rfc3986#section-7.3>",
};

/**
 * Every {@link HazardCode}, in the order of the table of the README.
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export const HAZARD_CODES: readonly HazardCode[] = Object.keys(HAZARD_CITES) as HazardCode[];

/**
 * One hazard: what (`code`), where (`index`, a UTF-16 index into the inspected string, and the component it
 * falls in, or `"input"` for the string as a whole), why (`message`) and under which section (`cite`).
 * `address` is the IPv4 address a `rare-ipv4-form` becomes (or the address an `address-not-global` host is);
 * `readings` are the two readings of a `whatwg-differs` (`undefined` where a parser has no such component or
 * rejects the string; both keys are always there).
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export interface Hazard {
  code: HazardCode;
  index: number;
  component: ComponentName | "input";
  message: string;
  cite: string;
  address?: string;
  readings?: { rfc3986: string | undefined; whatwg: string | undefined };
  /** `punycode-label`, `mixed-script-label`: the label in Unicode. */
  unicode?: string;
  /** `mixed-script-label`: the scripts of its letters. */
  scripts?: string[];
  /** `bidi-control`, `invisible-character`: the code point, `U+202E`. */
  codePoint?: string;
  /** `address-not-global`: the class of the address (or name). */
  addressClass?: AddressClass;
}

/**
 * What `inspect` returns: whether the string is a valid URI reference (with the error `parse` throws when it is
 * not) and its hazards, in order of index.
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export interface InspectResult {
  valid: boolean;
  error?: UriError;
  hazards: Hazard[];
}
