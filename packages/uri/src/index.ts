// @urikit/uri: the facade. It re-exports, under one import, exactly the public API that the issues name;
// each name keeps the documentation and RFC citation of the package that implements it.

// RFC 3986 §3–§4 (parse, validate, recompose), §2.1 (percent-encoding), §5.2.4 (dot segments): @urikit/core
export {
  parse,
  parseUri,
  parseAbsoluteUri,
  parseRelativeRef,
  parseUriReference,
  serialize,
  isUri,
  isUriReference,
  isAbsoluteUri,
  isRelativeReference,
  classifyHost,
  encodeComponent,
  decode,
  removeDotSegments,
  UriError,
  URI_ERROR_CODES,
} from "@urikit/core";
export type { UriComponents, ParsedUri, UriErrorCode, HostKind, EncodableComponent, ComponentName } from "@urikit/core";

// RFC 3986 §3.2.2 IP literals, RFC 5952 text form: @urikit/ip
export { isIPv4, isIPv6, isIPvFuture, isIPLiteral, parseIPv4, formatIPv4, parseIPv6, formatIPv6 } from "@urikit/ip";
