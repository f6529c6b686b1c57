// @urikit/compat: the uri-js / fast-uri API on urikit's strict RFC 3986 parser, resolver and normalizer.
export { parse } from "./parse.js";
export { serialize } from "./serialize.js";
export { resolve } from "./resolve.js";
export { equal } from "./equal.js";
export { normalize } from "./normalize.js";
export { uriResolver } from "./uri-resolver.js";
export type { UriComponent } from "./uri-component.js";
