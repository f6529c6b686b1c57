// Runs every smoke suite (the browser ones and the node entry's) in whatever runtime loads this file (Deno, Bun,
// Node) and prints one JSON line: the results of ../isomorphic.test.ts reads it.
import { runCases } from "./harness.mjs";

const SUITES = ["ip", "core", "resolver", "normalizer", "schemes", "scanner", "text", "html", "uri", "node"];
const results = [];
for (const suite of SUITES) {
  const { cases } = await import(`./${suite}.smoke.mjs`);
  results.push(...(await runCases(suite, cases)));
}
console.log(JSON.stringify(results));
