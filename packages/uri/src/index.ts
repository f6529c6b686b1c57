// @urikit/uri: the facade. It re-exports, under one import, exactly the public API that the issues name;
// each name keeps the documentation and RFC citation of the package that implements it.

// RFC 3986 §3–§4 (parse, validate, recompose), §2.1 (percent-encoding), §5.2.4 (dot segments): @urikit/core
export {
  parse,
  tryParse,
  parseUri,
  parseAbsoluteUri,
  parseRelativeRef,
  parseUriReference,
  diagnose,
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
// The component-offsets layout (OFFSET_SLOTS, HOST_KIND, ERROR_INDEX, scanUriReference, …) is on "@urikit/uri/offsets".
export type { UriComponents, ParsedUri, UriErrorCode, HostKind, EncodableComponent, ComponentName, DiagnoseOptions } from "@urikit/core";

// RFC 3986 §7 security considerations: hazards, the WHATWG reading side by side, repair: @urikit/security
export { inspect, repair, HAZARD_CODES, assessFetch, assessAddress, assessRedirect } from "@urikit/security";
export type {
  Hazard,
  HazardCode,
  InspectResult,
  InspectOptions,
  Repaired,
  RepairEdit,
  AddressAssessment,
  AddressClass,
  FetchAssessment,
  FetchPolicy,
  RedirectAssessment,
  RedirectOptions,
} from "@urikit/security";

// RFC 3986 §3.2.2 IP literals, RFC 5952 text form: @urikit/ip
export { isIPv4, isIPv6, isIPvFuture, isIPLiteral, parseIPv4, formatIPv4, parseIPv6, formatIPv6 } from "@urikit/ip";

// RFC 3986 §5 reference resolution and its inverse: @urikit/resolver
export { resolve, tryResolve, createResolver, resolveComponents, relativize } from "@urikit/resolver";
export type { ResolveOptions, Resolver } from "@urikit/resolver";

// RFC 3986 §6 normalization and comparison: @urikit/normalizer
export { normalize, tryNormalize, equivalent } from "@urikit/normalizer";
export type { NormalizeOptions } from "@urikit/normalizer";

// RFC 1738 §3 and current scheme registrations: @urikit/schemes
export { parseScheme, registerScheme, getSchemeRule, defaultPort } from "@urikit/schemes";
export type { ParsedScheme, SchemeRule } from "@urikit/schemes";

// IRIs, RFC 3987 §2.2 (syntax), §3.1 (IRI → URI, IDNA ToASCII for domain names), §3.2 (URI → IRI): @urikit/iri
// UTS #46 toASCII / toUnicode (tr46's tables) are on "@urikit/uri/idna", so that no other import pays for them.
export { parseIri, parseIriReference, isIri, isIriReference, iriToUri, uriToIri, encodeIri } from "@urikit/iri";
export type { IriToUriOptions } from "@urikit/iri";

// URIs in text: RFC 3986 Appendix C, draft-fielding-uri-rfc2396bis-01 Appendices E and F: @urikit/text
export { findUris, findUrisStream } from "@urikit/text";
export type { UriMatch, FindUrisOptions, TextSource } from "@urikit/text";

// Links in HTML and the base they resolve against: rfc2396bis Appendix D, RFC 3986 §5.1: @urikit/html
export { extractLinks, extractLinksStream, findBaseHref } from "@urikit/html";
export type { HtmlLink, ExtractLinksOptions, ExtractLinksStreamOptions, FindBaseHrefOptions, HtmlSource, InvalidBytes } from "@urikit/html";

// Bulk splitting (AssemblyScript → WebAssembly, with a TypeScript twin): @urikit/scanner
// scanFile (files, worker threads) is Node-only: import it from "@urikit/uri/node".
export { createScanner, scanStream, scanTransform, ScanResult } from "@urikit/scanner";
export type {
  Scanner,
  ScannerOptions,
  ScanOptions,
  ScanEngineChoice,
  ScanEngineName,
  ScanEntry,
  ScanError,
  ScanStreamOptions,
  ByteSource,
} from "@urikit/scanner";

// Query parameters: RFC 3986 §3.4, and the WHATWG application/x-www-form-urlencoded reading: @urikit/query
export { parseQuery, serializeQuery } from "@urikit/query";
export type { QueryPair, QueryProblem, ParseQueryOptions, SerializeQueryOptions } from "@urikit/query";

// The immutable builder, one component at a time (RFC 3986 §3, §4.2, §5.3): @urikit/builder
export {
  withScheme,
  withUserinfo,
  withHost,
  withPort,
  withPath,
  withPathSegments,
  withQuery,
  withFragment,
  withQueryParam,
  withoutQueryParam,
} from "@urikit/builder";
export type { UriInput } from "@urikit/builder";

// URI Templates, RFC 6570 levels 1-4, and matching for levels 1-3: @urikit/template
export { parseTemplate, expandTemplate, matchTemplate, UriTemplate, TemplateError } from "@urikit/template";
export type { TemplateErrorCode, TemplateExpression, TemplateValue, TemplateVariables, VarSpec } from "@urikit/template";

// file URIs and local paths, RFC 8089: @urikit/file
export { fileUriToPath, pathToFileUri } from "@urikit/file";
export type { FilePathOptions } from "@urikit/file";
