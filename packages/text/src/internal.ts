// @urikit/text/internal: the search engine behind findUris, for tests and tools (not a stable API).
export { UriFinder } from "./uri-finder.js";
export type { FinderWork } from "./uri-finder.js";
