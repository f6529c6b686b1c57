// Runs the code blocks of one README, in order, in this one Node process (tools/test/readme-blocks.test.ts writes
// each block as a module and calls `node tools/readme-run.mjs JOB.json`). Each block's shown values (`__show`), its
// console.log lines, and the error that stopped it are written to the job's `out` file as JSON.
import { readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { pathToFileURL } from "node:url";
import { format } from "node:util";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
register(new URL("./readme-hooks.mjs", import.meta.url), { data: { root: job.root, from: job.from, blocks: job.blocks } });

/** A JSON-safe copy of a value: undefined, bigint, Map, Set, typed arrays, errors and functions spelled out. */
function encode(value, seen = new Set()) {
  if (value === undefined) return { $: "undefined" };
  if (typeof value === "bigint") return { $: "bigint", value: String(value) };
  if (typeof value === "number" && !Number.isFinite(value)) return { $: "number", value: String(value) };
  if (typeof value === "function") return { $: "function", name: value.name };
  if (typeof value === "symbol") return { $: "symbol", value: String(value) };
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return { $: "cycle" };
  seen.add(value);
  try {
    if (ArrayBuffer.isView(value)) return Array.from(value, (v) => encode(v, seen));
    if (Array.isArray(value)) return value.map((v) => encode(v, seen));
    if (value instanceof Map) return { $: "map", entries: [...value].map(([k, v]) => [encode(k, seen), encode(v, seen)]) };
    if (value instanceof Set) return { $: "set", values: [...value].map((v) => encode(v, seen)) };
    const out = {};
    if (value instanceof Error) {
      out.name = value.name;
      out.message = value.message;
    }
    for (const key of Object.keys(value)) out[key] = encode(value[key], seen);
    return out;
  } finally {
    seen.delete(value);
  }
}

const results = [];
let current;
globalThis.__show = (id, f) => {
  const record = { id };
  current.shown.push(record);
  const fail = (error) => (record.error = encode(error));
  try {
    const value = f();
    if (value !== null && typeof value === "object" && typeof value.then === "function") {
      current.pending.push(value.then((v) => (record.value = encode(v)), fail));
      return current.pending.at(-1);
    }
    record.value = encode(value);
  } catch (error) {
    fail(error);
  }
  return undefined;
};
const log = console.log;
console.log = (...args) => current.printed.push(...format(...args).split("\n"));

process.chdir(job.cwd);
for (const module of job.modules) {
  current = { shown: [], printed: [], pending: [] };
  results.push(current);
  try {
    await import(pathToFileURL(module).href);
    await Promise.all(current.pending);
  } catch (error) {
    current.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
console.log = log;
writeFileSync(job.out, JSON.stringify(results.map(({ pending: _pending, ...r }) => r)));
