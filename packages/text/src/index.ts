export { findUris } from "./find-uris.js";
export type { FindUrisOptions } from "./find-uris.js";
export { findUrisStream } from "./find-uris-stream.js";
export type { TextSource } from "./find-uris-stream.js";
export { UriSearch } from "./uri-search.js";
export type { UriMatch } from "./uri-finder.js";
