// @urikit/ip/zone: IP literals with an RFC 6874 zone (`"[fe80::1%25eth0]"`). A subpath of its own because zones
// are rare in URIs (RFC 3986 has none and @urikit/core never accepts one), so `@urikit/ip` costs nothing for them.
export { checkIPv6addrz, checkIPLiteralWithZone, isIPLiteralWithZone } from "./ipv6-addrz.js";
