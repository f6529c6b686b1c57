// Checks the dependency direction of STYLE A2: each workspace package may depend on (and import) only the
// packages its row allows, only through their `exports` (no deep `@urikit/x/...`, no relative path into a sibling),
// and every @urikit import in its sources is a declared dependency. Used by tools/test/repo.test.ts;
// run alone: node tools/check-deps.mjs
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** STYLE A2: what each package may import (runtime dependencies); @urikit/corpus is allowed as a devDependency. */
export const ALLOWED = {
  "@urikit/ip": [],
  "@urikit/corpus": [],
  "@urikit/core": ["@urikit/ip"],
  "@urikit/schemes": ["@urikit/core", "@urikit/ip"],
  "@urikit/resolver": ["@urikit/core"],
  // IRIs compared by RFC 3987 §5.3 ({ iri: true }) through their §3.1 URI: encodeIri, uriToIri and the IRI grammar
  // of @urikit/iri (never its IDNA: a caller passes toASCII of @urikit/iri/idna as domainToAscii).
  "@urikit/normalizer": ["@urikit/core", "@urikit/ip", "@urikit/schemes", "@urikit/iri"],
  "@urikit/scanner": ["@urikit/core"],
  // IRIs (RFC 3987): the RFC 3986 scanner of core; IDNA (UTS #46) by tr46, the library whatwg-url uses.
  "@urikit/iri": ["@urikit/core"],
  // URIs in text (RFC 3986 App. C, rfc2396bis App. E, F): no dependency outside urikit.
  "@urikit/text": ["@urikit/core"],
  // Links in HTML (rfc2396bis App. D, RFC 3986 §5.1): resolves them, and carries the one HTML tokenizer.
  "@urikit/html": ["@urikit/core", "@urikit/resolver"],
  // RFC 3986 §7 hazards: default ports from the registry, the §6 normal form to tell a WHATWG repair from a difference,
  // and IDNA ToUnicode for punycode-label from @urikit/iri/idna, the repo's one IDNA path (see packages/security/README.md).
  "@urikit/security": ["@urikit/core", "@urikit/ip", "@urikit/schemes", "@urikit/normalizer", "@urikit/iri"],
  // The uri-js / fast-uri API (Ajv's uriResolver): parse and serialize from core, §5.2 from the resolver, §6 keys from the normalizer.
  "@urikit/compat": ["@urikit/core", "@urikit/resolver", "@urikit/normalizer"],
  // Query parameters (RFC 3986 §3.4, the WHATWG form reading): percent-encoding and the query char table from core.
  "@urikit/query": ["@urikit/core"],
  // The immutable builder: core's grammar and serialize, ip for IP literals, and query for withQueryParam
  // (a sideways edge: one reading of query parameters for the whole toolkit, see packages/builder/README.md).
  "@urikit/builder": ["@urikit/core", "@urikit/ip", "@urikit/query"],
  // URI Templates (RFC 6570): core's char tables and percent-decoding.
  "@urikit/template": ["@urikit/core"],
  // file URIs (RFC 8089): core's parser and percent-encoding.
  "@urikit/file": ["@urikit/core"],
  // Optional, heavy (Arrow/Parquet writers): never imported by the facade.
  "@urikit/columnar": ["@urikit/core", "@urikit/scanner"],
  "@urikit/uri": [
    "@urikit/ip",
    "@urikit/core",
    "@urikit/schemes",
    "@urikit/resolver",
    "@urikit/normalizer",
    "@urikit/scanner",
    "@urikit/text",
    "@urikit/html",
    "@urikit/security",
    "@urikit/iri",
    "@urikit/query",
    "@urikit/builder",
    "@urikit/template",
    "@urikit/file",
    // only under the subpath @urikit/uri/compat, never from the front door
    "@urikit/compat",
  ],
  "@urikit/cli": ["@urikit/uri", "@urikit/columnar", "@urikit/core", "@urikit/scanner"],
  "@urikit/playground": ["@urikit/uri"],
  // The release rehearsal installs the published packages from a registry: it imports none of them.
  "@urikit/release-test": [],
  "@urikit/bench": ["@urikit/uri", "@urikit/core", "@urikit/scanner", "@urikit/text", "@urikit/html", "@urikit/columnar"],
};

function workspaceDirs() {
  const dirs = [];
  for (const group of ["packages", "apps"]) {
    for (const name of readdirSync(join(root, group))) dirs.push(join(root, group, name));
  }
  dirs.push(join(root, "bench"));
  return dirs;
}

function sourceFiles(dir) {
  const files = [];
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist" || name === "generated" || name === "build") continue;
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|mts|mjs|js)$/.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** Whether workspace package `pkg` lists `subpath` (e.g. "./offsets") in its `exports` (STYLE A9: documented subpaths). */
function exportsSubpath(pkg, subpath) {
  for (const dir of workspaceDirs()) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    if (manifest.name === pkg) return typeof manifest.exports === "object" && manifest.exports !== null && subpath in manifest.exports;
  }
  return false;
}

export function dependencyProblems() {
  const problems = [];
  for (const dir of workspaceDirs()) {
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const name = manifest.name;
    const allowed = ALLOWED[name];
    if (allowed === undefined) {
      problems.push(`${name}: not in the dependency table of STYLE A2`);
      continue;
    }
    const runtime = Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith("@urikit/"));
    const dev = Object.keys(manifest.devDependencies ?? {}).filter((d) => d.startsWith("@urikit/"));
    for (const dep of runtime) if (!allowed.includes(dep)) problems.push(`${name}: may not depend on ${dep}`);
    for (const dep of dev) if (dep !== "@urikit/corpus" && !allowed.includes(dep)) problems.push(`${name}: may not devDepend on ${dep}`);
    const declared = new Set([...runtime, ...dev]);
    for (const sub of ["src", "test", "assembly", "scripts"]) {
      for (const file of sourceFiles(join(dir, sub))) {
        const text = readFileSync(file, "utf8");
        const where = relative(root, file);
        const isTest = /\.test\.ts$|[/\\]test[/\\]/.test(file);
        for (const m of text.matchAll(/(?:from\s*|import\s*\(\s*)"([^"]+)"/g)) {
          const spec = m[1];
          if (spec.startsWith("@urikit/")) {
            const pkg = spec.split("/").slice(0, 2).join("/");
            if (spec !== pkg && !exportsSubpath(pkg, "." + spec.slice(pkg.length))) {
              problems.push(`${where}: deep import ${spec} (import through exports only)`);
            }
            if (pkg !== name && !declared.has(pkg)) problems.push(`${where}: imports ${pkg}, which ${name} does not declare`);
            if (!isTest && pkg === "@urikit/corpus") problems.push(`${where}: library code imports the test corpus`);
          } else if (isTest && /^(\.\.\/)+tools\/[\w.-]+\.mjs$/.test(spec) && join(file, "..", spec).startsWith(join(root, "tools"))) {
            // A test may use the repository's own test helpers in tools/ (never published, never imported by a library).
          } else if (spec.startsWith("../") && /\.\.\/\.\.\/(packages|apps)\/|\.\.\/\.\.\/\.\.\//.test(spec)) {
            problems.push(`${where}: relative import ${spec} reaches into another package`);
          }
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = dependencyProblems();
  for (const p of problems) console.log(p);
  console.log(`${problems.length} dependency problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
