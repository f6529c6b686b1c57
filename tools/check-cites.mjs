// Lists every public export of packages/*/src (a name that one of the package's `exports` entries re-exports) whose
// TSDoc lacks an RFC citation spelled `RFC NNNN §N` (STYLE A4). A constant in a group (consecutive exports under one
// doc block) takes the group's citation. An ```abnf block is not a citation: the cite must stand in the doc's prose,
// after a summary line saying what the export does. And one ABNF block pasted on many exports (once the same
// `URI-reference` rule stood above 50 exports, an Arrow writer included) is refused: a block belongs only above the
// exports that implement its rule (STYLE A4), so the same block may stand above at most MAX_SAME_ABNF doc comments.
// Used by tools/test/repo.test.ts; run alone: node tools/check-cites.mjs
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const CITE = /RFC \d{4} §\d/;
const ABNF = /```abnf\n([^]*?)```/g;
/** The most doc comments one ABNF block may stand in: the exports that parse, match or scan by that one rule. */
export const MAX_SAME_ABNF = 10;
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

/**
 * Names a package's entries re-export (src/index.ts, and the src file of every other `exports` subpath):
 * `export { a, b as c } from "./x.js"` and `export * from "./x.js"`; a subpath's own file is public whole.
 */
function publicNames(src) {
  const names = new Set();
  const starFiles = [];
  const manifest = JSON.parse(readFileSync(join(src, "..", "package.json"), "utf8"));
  const entries = ["index.ts"];
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === "string" ? target : target.default;
    // A private package (the corpus) publishes no API docs: its index is checked, its test-only subpaths are not.
    if (key === "." || key === "./package.json" || typeof file !== "string" || manifest.private === true) continue;
    const source = file.replace(/^\.\/dist\//, "").replace(/\.js$/, ".ts");
    if (existsSync(join(src, source))) {
      entries.push(source);
      starFiles.push(join(src, source));
    }
  }
  for (const entry of entries) {
    const text = readFileSync(join(src, entry), "utf8");
    for (const m of text.matchAll(/export\s*(type\s*)?\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
      for (const part of m[2].split(",")) {
        const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0].trim();
        if (name !== "") names.add(name);
      }
    }
    for (const m of text.matchAll(/export\s*\*\s*from\s*"(\.[^"]+)"/g)) starFiles.push(join(src, m[1].replace(/\.js$/, ".ts")));
  }
  return { names, starFiles };
}

/** A doc comment with its ```abnf blocks taken out, and those blocks' text without the leading ` * `. */
function splitAbnf(doc) {
  const blocks = [...doc.matchAll(ABNF)].map((m) =>
    m[1]
      .split("\n")
      .map((line) => line.replace(/^\s*\*\s?/, "").trimEnd())
      .join("\n")
      .trim(),
  );
  return { prose: doc.replace(ABNF, ""), blocks };
}

/** Each public export, with the doc comment above it: `{ where, name, doc }`. */
export function publicExports() {
  const found = [];
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
        found.push({ where: `${relative(root, file)}:${n + 1}`, name: m[1], doc: docAbove(lines, n) });
      }
    }
  }
  return found;
}

/**
 * Public exports whose doc has no `RFC NNNN §N` cite in its prose (a cite inside an ```abnf block does not count), or
 * no summary before its first cite or ABNF block.
 */
export function missingCites() {
  const missing = [];
  for (const e of publicExports()) {
    const { prose } = splitAbnf(e.doc);
    const first = e.doc
      .split("\n")
      .map((line) => line.replace(/^\s*\/?\*+\/?\s?/, "").trim())
      .find((line) => line !== "");
    if (!CITE.test(prose)) missing.push(`${e.where} ${e.name}`);
    else if (first === undefined || first.startsWith("```") || /^(See also )?RFC \d{4} §/.test(first)) missing.push(`${e.where} ${e.name}: no summary line`);
  }
  return missing;
}

/**
 * ABNF blocks that stand in more than MAX_SAME_ABNF doc comments (a group of constants under one doc block counts
 * once): one line per block, naming the exports that carry it.
 */
export function pastedAbnf() {
  const docsByBlock = new Map();
  for (const e of publicExports()) {
    for (const block of splitAbnf(e.doc).blocks) {
      const docs = docsByBlock.get(block) ?? new Map();
      const names = docs.get(e.doc) ?? [];
      names.push(`${e.where} ${e.name}`);
      docs.set(e.doc, names);
      docsByBlock.set(block, docs);
    }
  }
  return [...docsByBlock]
    .filter(([, docs]) => docs.size > MAX_SAME_ABNF)
    .map(([block, docs]) => `the ABNF block "${block.split("\n")[0]}" stands above ${docs.size} doc comments: ${[...docs.values()].map((n) => n[0]).join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingCites();
  for (const line of missing) console.log(line);
  console.log(`${missing.length} exports without an RFC citation in their doc's prose`);
  const pasted = pastedAbnf();
  for (const line of pasted) console.log(line);
  console.log(`${pasted.length} ABNF blocks pasted above more than ${MAX_SAME_ABNF} doc comments`);
  process.exit(missing.length === 0 && pasted.length === 0 ? 0 : 1);
}
