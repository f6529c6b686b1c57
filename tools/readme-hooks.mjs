// Module resolution for README code blocks run from a temporary folder (tools/test/readme-blocks.test.ts):
// `@urikit/<name>[/subpath]` resolves to the workspace package packages/<name> through its own `exports` (what a user
// who installed it gets, built), and any other bare name (apache-arrow, ajv, …) from the folder of the README, as the
// package that README documents would find it.
import { pathToFileURL } from "node:url";

let root = "";
let from = "";
let blocks = "";

/** Called by module.register with the repository root, the README's folder and the folder of the block modules. */
export function initialize(data) {
  root = data.root;
  from = data.from;
  blocks = pathToFileURL(data.blocks).href;
}

/** Node's resolve hook: only imports written in a README block are redirected. */
export async function resolve(specifier, context, next) {
  if (context.parentURL === undefined || !context.parentURL.startsWith(`${blocks}/`)) return next(specifier, context);
  const scoped = /^@urikit\/([^/]+)/.exec(specifier);
  if (scoped !== null) return next(specifier, { ...context, parentURL: pathToFileURL(`${root}/packages/${scoped[1]}/package.json`).href });
  if (/^[@a-z]/i.test(specifier) && !specifier.startsWith("node:")) {
    try {
      return await next(specifier, { ...context, parentURL: pathToFileURL(`${from}/package.json`).href });
    } catch {
      return next(specifier, { ...context, parentURL: pathToFileURL(`${root}/package.json`).href });
    }
  }
  return next(specifier, context);
}
