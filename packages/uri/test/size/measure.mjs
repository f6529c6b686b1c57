// The size budget: what typical imports of urikit cost in a browser bundle. Each entry is bundled by esbuild
// (--platform=browser, ESM, minified), then gzipped at level 9 by zlib; the figures are those two byte counts.
// Used by ../size.test.ts (which fails over budget and checks the README's table) and runnable alone:
//   node packages/uri/test/size/measure.mjs           print the table
//   node packages/uri/test/size/measure.mjs --readme  rewrite the "Size" table of the root README
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const BENCH = fileURLToPath(new URL("../../../../bench/", import.meta.url));
export const README = fileURLToPath(new URL("../../../../README.md", import.meta.url));

/**
 * The budgets (bytes, gzip -9), and peers for comparison (no budget, bundled from bench/, where
 * they are installed). `code` is the entry module; every import is kept alive through `globalThis`, so nothing the
 * line names is tree-shaken away.
 */
export const ENTRIES = [
  { label: 'import { isIPv6 } from "@urikit/ip"', code: 'import { isIPv6 } from "@urikit/ip"; globalThis.keep = isIPv6;', budget: 1024 },
  { label: 'import * as ip from "@urikit/ip"', code: 'import * as ip from "@urikit/ip"; globalThis.keep = ip;', budget: 1536 },
  // 3 KB until parse threw the error record of tryParse (no Error constructor: microseconds less per invalid input),
  // and until the scanner cleared its offsets with stores instead of `fill` (a builtin call that cost about a tenth
  // of a scan of a short reference) and checked a relative path's first segment with `indexOf` (about 50 B); 3328 B
  // until each run took at most 131,072 escapes per regex call (`{0,131072}` in the runs, and the scanner's loop on
  // from the cap: about 15 B), so that millions of escapes no longer throw RangeError.
  { label: 'import { parse } from "@urikit/core"', code: 'import { parse } from "@urikit/core"; globalThis.keep = parse;', budget: 3392 },
  {
    label: 'import { parse, serialize, resolve, normalize } from "@urikit/uri"',
    code: 'import { parse, serialize, resolve, normalize } from "@urikit/uri"; globalThis.keep = [parse, serialize, resolve, normalize];',
    // 7 KB until normalize took IRIs (RFC 3987 §5.3, `{ iri: true }`): the IRI grammar and §3.1 mapping of
    // @urikit/iri (never tr46) add about 1.2 KB; 8.25 KB until parse and normalize threw the cheap error record of
    // tryParse (about 190 B) and normalize's shortcut took the %XX it keeps (about 70 B), and resolve took a
    // common-shape URI without a dot segment by one regex and a relative path ending in "." or ".." by slices, with
    // the scanner's stores and first-segment `indexOf` (about 160 B, for resolve about 1.2x faster on isaacs_files);
    // 8.75 KB until resolve tested a URI's path for dot segments from the path's start rather than from the scheme's
    // ":" (the dots of a host no longer stop the search), walked back over a segment for "../" without
    // `lastIndexOf`, and took offsets from createResolver's WebAssembly path (about 80 B); 8.84 KB until normalize
    // joined the triplets it changes, past the first 32, from a buffer of 256 code units instead of one string piece
    // each, whose cons-string nodes the garbage collector spent two-thirds of the time on for 10⁶ escapes (about 220 B).
    budget: 9280,
  },
  {
    label: 'import { parseIri, isIri, uriToIri } from "@urikit/iri"',
    note: "RFC 3987 without IDNA",
    code: 'import { parseIri, isIri, uriToIri } from "@urikit/iri"; globalThis.keep = [parseIri, isIri, uriToIri];',
    budget: 6144,
  },
  {
    label: 'import { iriToUri } from "@urikit/iri"',
    note: "with UTS #46 ToASCII for domain names: tr46 and its tables",
    code: 'import { iriToUri } from "@urikit/iri"; globalThis.keep = iriToUri;',
    budget: 69632,
  },
  {
    label: 'import { toASCII, toUnicode } from "@urikit/iri/idna"',
    note: "UTS #46 tables and punycode, from tr46",
    code: 'import { toASCII, toUnicode } from "@urikit/iri/idna"; globalThis.keep = [toASCII, toUnicode];',
    budget: 65536,
  },
  {
    label: 'import { createScanner } from "@urikit/scanner"',
    note: "the WASM scanner: JS and both WASM builds, embedded",
    code: 'import { createScanner } from "@urikit/scanner"; globalThis.keep = createScanner;',
    // 16 KB until the JS scanner took core's offset stores and first-segment indexOf (about 25 B), then the WASM
    // engine's spare arrays (scanBytes writes a batch's rows into an earlier batch's, about 80 B), then
    // `scan(bytes, { reuse })` and a quarter more room in arrays that replace a short spare (about 200 B).
    budget: 16768,
  },
  { label: 'import { parseQuery, serializeQuery } from "@urikit/query"', code: 'import { parseQuery, serializeQuery } from "@urikit/query"; globalThis.keep = [parseQuery, serializeQuery];', budget: 2816 },
  { label: 'import * as builder from "@urikit/builder"', code: 'import * as builder from "@urikit/builder"; globalThis.keep = builder;', budget: 7680 },
  // 4.75 KB until matching took a linear-time matcher where the template's regex would backtrack in polynomial time
  // (src/match-program.ts, about 1 KB): it ships with expandTemplate, as `match` is a method of the parsed template.
  { label: 'import { expandTemplate } from "@urikit/template"', code: 'import { expandTemplate } from "@urikit/template"; globalThis.keep = expandTemplate;', budget: 5632 },
  { label: 'import * as template from "@urikit/template"', code: 'import * as template from "@urikit/template"; globalThis.keep = template;', budget: 5632 },
  { label: 'import { fileUriToPath, pathToFileUri } from "@urikit/file"', code: 'import { fileUriToPath, pathToFileUri } from "@urikit/file"; globalThis.keep = [fileUriToPath, pathToFileUri];', budget: 5888 },
  { label: 'import * as URI from "uri-js"', note: "peer, for comparison", code: 'import * as URI from "uri-js"; globalThis.keep = URI;', from: BENCH },
  { label: 'import * as fastUri from "fast-uri"', note: "peer, for comparison", code: 'import * as fastUri from "fast-uri"; globalThis.keep = fastUri;', from: BENCH },
];

/** Bundle one entry; `{ minified, gzipped, inputs }`: sizes in bytes, `inputs` the files with bytes in the bundle. */
export async function measureEntry(entry) {
  const result = await build({
    stdin: { contents: entry.code, resolveDir: entry.from ?? HERE, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const bytes = result.outputFiles[0].contents;
  // The files that put bytes into the output (esbuild visits more: tree-shaking drops them).
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([file]) => file);
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length, inputs };
}

export async function measureAll() {
  const rows = [];
  for (const entry of ENTRIES) rows.push({ ...entry, ...(await measureEntry(entry)) });
  return rows;
}

const kb = (n) => `${(n / 1024).toFixed(2)} KB`;

/** The Markdown table of the README's "Size" section. */
export function markdownTable(rows) {
  const lines = ["| import | min | min + gzip -9 | budget |", "| --- | ---: | ---: | ---: |"];
  for (const r of rows) {
    const note = r.note === undefined ? "" : ` (${r.note})`;
    lines.push(`| \`${r.label}\`${note} | ${kb(r.minified)} | ${kb(r.gzipped)} | ${r.budget === undefined ? "—" : kb(r.budget)} |`);
  }
  return lines.join("\n");
}

/** The gzipped figures the README's table states, by row label (for the test that keeps the README honest). */
export function readmeFigures(text) {
  const figures = new Map();
  for (const m of text.matchAll(/^\| `([^`]+)`[^|]* \| ([\d.]+) KB \| ([\d.]+) KB \|/gm)) figures.set(m[1], Number(m[3]) * 1024);
  return figures;
}

const START = "<!-- size:start -->";
const END = "<!-- size:end -->";

/** The README with its table between the size markers replaced. */
export function withTable(readme, table) {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`README.md has no ${START} … ${END} block`);
  return `${readme.slice(0, a + START.length)}\n${table}\n${readme.slice(b)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measureAll();
  const table = markdownTable(rows);
  console.log(table);
  if (process.argv.includes("--readme")) writeFileSync(README, withTable(readFileSync(README, "utf8"), table));
}
