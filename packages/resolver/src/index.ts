export { resolve, tryResolve, createResolver } from "./resolve.js";
export type { Resolver } from "./resolve.js";
export { resolveComponents } from "./resolve-components.js";
export type { ResolveOptions } from "./resolve-components.js";
export { relativize } from "./relativize.js";
