export { parseQuery } from "./parse-query.js";
export type { QueryPair, QueryProblem, ParseQueryOptions } from "./parse-query.js";
export { serializeQuery } from "./serialize-query.js";
export type { SerializeQueryOptions } from "./serialize-query.js";
