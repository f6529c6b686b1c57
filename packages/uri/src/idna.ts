// @urikit/uri/idna: UTS #46 ToASCII / ToUnicode, nontransitional, by tr46 (RFC 3987 §3.1 for domain names in IRIs).
// On its own subpath so that its Unicode tables reach only the bundles that ask for IDNA (STYLE A9).
export { toASCII, toUnicode, IdnaError } from "@urikit/iri/idna";
export type { IdnaOptions } from "@urikit/iri/idna";
