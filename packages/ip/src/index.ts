export { checkIPv4address, formatIPv4, isIPv4, parseIPv4 } from "./ipv4-address.js";
export { checkIPv6address, isIPv6, parseIPv6 } from "./ipv6-address.js";
export { formatIPv6 } from "./format-ipv6.js";
export { checkIPvFuture, isIPvFuture } from "./ipv-future.js";
export { checkIPLiteral, isIPLiteral } from "./ip-literal.js";
