import { HOST_KIND_IPV6, HOST_KIND_IPVFUTURE, HOST_KIND_REG_NAME } from "@urikit/core/offsets";
import { formatIPv6, parseIPv6 } from "@urikit/ip";
import { normalizePercentEncoding, LOWERCASE_LETTERS } from "./normalize-percent-encoding.js";

/** Lowercase the host (RFC 3986 §6.2.2.1), every kind of host (see {@link normalizeHost}). */
export const LOWERCASE_HOST = 1 << 3;
/** Write an IPv6address in the canonical text form of RFC 5952 §4. */
export const IPV6_CANONICAL = 1 << 4;

/**
 * Normalize the host `text[start, end)` of kind `kind` (a `HOST_KIND_*` number of the core offsets layout), which
 * the core scanner already validated:
 * - `reg-name`: decode percent-encoded unreserved characters, lowercase the letters (decoded ones too) and write the
 *   hex digits of the percent-encodings left in uppercase (`%C3%A9` stays, `%4C` becomes `l`).
 * - `IPv6address` in an IP-literal: the RFC 5952 §4 text (`[2001:DB8:0:0::1]` → `[2001:db8::1]`), or only lowercased
 *   when `IPV6_CANONICAL` is off.
 * - `IPvFuture`: lowercased whole (`[V1F.Ab]` → `[v1f.ab]`): §3.2.2 calls the host case-insensitive, every
 *   IP-literal included, and §6.2.2.1 normalizes it to lowercase.
 * - `IPv4address`: kept (its grammar already has a single spelling per address: no leading zeros, no hex).
 * ```abnf
 * host       = IP-literal / IPv4address / reg-name
 * IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
 * IPvFuture  = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * ```
 * RFC 3986 §6.2.2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.1>
 * See also RFC 3986 §3.2.2, §6.2.2.2, RFC 5952 §4
 */
export function normalizeHost(text: string, start: number, end: number, kind: number, flags: number): string {
  const lowercase = (flags & LOWERCASE_HOST) !== 0;
  switch (kind) {
    case HOST_KIND_REG_NAME:
      return normalizePercentEncoding(text, start, end, lowercase ? flags | LOWERCASE_LETTERS : flags & ~LOWERCASE_LETTERS);
    case HOST_KIND_IPV6:
      if ((flags & IPV6_CANONICAL) !== 0) return "[" + formatIPv6(parseIPv6(text.slice(start + 1, end - 1))) + "]";
      // An IPv6address is hex digits, ":" and "."; lowercasing touches only the hex letters.
      return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
    case HOST_KIND_IPVFUTURE:
      // §3.2.2: "The host subcomponent is case-insensitive", and §6.2.2.1 lowercases it: every IP-literal, so the
      // address part of an IPvFuture too. It is ASCII (unreserved / sub-delims / ":", no pct-encoded), so
      // toLowerCase is exact. normalize("//[v1FdE.AddR]") is "//[v1fde.addr]".
      return lowercase ? text.slice(start, end).toLowerCase() : text.slice(start, end);
    default:
      return text.slice(start, end);
  }
}
