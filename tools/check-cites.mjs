// Lists every public export of packages/*/src (a name that the package's index.ts re-exports) whose TSDoc lacks an
// RFC citation spelled `RFC NNNN §N` (STYLE A4). A constant in a group (consecutive exports under one doc block)
// takes the group's citation. Used by tools/test/repo.test.ts; run alone: node tools/check-cites.mjs
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const CITE = /RFC \d{4} §\d/;
const EXPORT = /^export (?:async )?(?:function\*? |class |const |let |abstract class )([A-Za-z0-9_$]+)/;

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "generated") files.push(...sourceFiles(path));
    } else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts") && name !== "index.ts") {
      files.push(path);
    }
  }
  return files;
}

/**
 * The doc comments above line `n`: the block right above it, and, for a constant in a group, every one-line doc and
 * export line above it up to and including the group's multi-line doc block.
 */
export function docAbove(lines, n) {
  let i = n - 1;
  const docs = [];
  while (i >= 0) {
    const line = lines[i].trim();
    if (line === "" || line.startsWith("//")) {
      i--;
      continue;
    }
    if (line.startsWith("/**") && line.endsWith("*/")) {
      docs.push(line); // a one-line doc of a group member: keep climbing to the group's block
      i--;
      continue;
    }
    if (/^export (declare )?const /.test(line) && line.endsWith(";")) {
      i--;
      continue;
    }
    if (line.endsWith("*/")) {
      const end = i;
      while (i >= 0 && !lines[i].includes("/**")) i--;
      docs.push(lines.slice(Math.max(i, 0), end + 1).join("\n"));
    }
    break;
  }
  return docs.join("\n");
}

/** The source file of each published entry: `./dist/x.js` of the `exports` map → `src/x.ts` (src/index.ts at least). */
function entryFiles(src) {
  const files = new Set([join(src, "index.ts")]);
  const manifest = JSON.parse(readFileSync(join(src, "..", "package.json"), "utf8"));
  for (const entry of Object.values(manifest.exports ?? {})) {
    const target = typeof entry === "object" && entry !== null ? entry.default : undefined;
    const m = typeof target === "string" ? /^\.\/dist\/(.+)\.js$/.exec(target) : null;
    if (m !== null) files.add(join(src, `${m[1]}.ts`));
  }
  return [...files];
}

/**
 * Names the published entries of a package re-export (src/index.ts and the source of every subpath, such as
 * core's src/offsets.ts): `export { a, b as c } from "./x.js"` and `export * from "./x.js"`.
 */
function publicNames(src) {
  const names = new Set();
  const starFiles = [];
  for (const file of entryFiles(src)) {
    const index = readFileSync(file, "utf8");
    for (const m of index.matchAll(/export\s*(type\s*)?\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
      for (const part of m[2].split(",")) {
        const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0].trim();
        if (name !== "") names.add(name);
      }
    }
    for (const m of index.matchAll(/export\s*\*\s*from\s*"(\.[^"]+)"/g)) starFiles.push(join(src, m[1].replace(/\.js$/, ".ts")));
  }
  return { names, starFiles };
}

export function missingCites() {
  const missing = [];
  for (const pkg of readdirSync(join(root, "packages"))) {
    const src = join(root, "packages", pkg, "src");
    let files;
    let exported;
    try {
      files = sourceFiles(src);
      exported = publicNames(src);
    } catch {
      continue;
    }
    for (const file of files) {
      const lines = readFileSync(file, "utf8").split("\n");
      const allPublic = exported.starFiles.includes(file);
      for (let n = 0; n < lines.length; n++) {
        const m = EXPORT.exec(lines[n]);
        if (m === null) continue;
        if (!allPublic && !exported.names.has(m[1])) continue;
        if (!CITE.test(docAbove(lines, n))) missing.push(`${relative(root, file)}:${n + 1} ${m[1]}`);
      }
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingCites();
  for (const line of missing) console.log(line);
  console.log(`${missing.length} exports without an RFC citation`);
  process.exit(missing.length === 0 ? 0 : 1);
}
