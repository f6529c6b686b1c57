import type { ComponentName, UriError } from "@urikit/core";

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
  | "whatwg-differs";

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
};

/**
 * Every {@link HazardCode}, in the order of the table of the README.
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export const HAZARD_CODES: readonly HazardCode[] = Object.keys(HAZARD_CITES) as HazardCode[];

/**
 * One hazard: what (`code`), where (`index`, a UTF-16 index into the inspected string, and the component it
 * falls in, or `"input"` for the string as a whole), why (`message`) and under which section (`cite`).
 * `address` is the IPv4 address a `rare-ipv4-form` becomes; `readings` are the two readings of a `whatwg-differs`
 * (`null` where a parser has no such component or rejects the string).
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export interface Hazard {
  code: HazardCode;
  index: number;
  component: ComponentName | "input";
  message: string;
  cite: string;
  address?: string;
  readings?: { rfc3986: string | null; whatwg: string | null };
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
