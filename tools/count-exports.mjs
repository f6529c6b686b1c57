// Counts the names each published entry of each workspace package exports (STYLE A9: a package's `.` entry holds
// what a user calls; engine details live on documented subpaths). Reads the built `.d.ts` of every `exports` entry
// through the TypeScript compiler, so `export *` chains and type-only exports count as a user sees them.
// Build first (turbo run build), then:
//   node tools/count-exports.mjs            one line per entry: package, subpath, count
//   node tools/count-exports.mjs --names    the same, with the names
//   node tools/count-exports.mjs --json     { "<package>": { "<subpath>": ["name", …] } }
//   node tools/count-exports.mjs --check    type-check the published declarations on their own (no `skipLibCheck`):
//                                           a member stripped as `@internal` that a public one still names shows here
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const root = new URL("..", import.meta.url).pathname;

/** The `types` file of an `exports` entry (a string entry, or a conditions object, possibly nested), if any. */
function typesOf(entry) {
  if (typeof entry === "string") return entry.endsWith(".d.ts") ? entry : undefined;
  if (entry === null || typeof entry !== "object") return undefined;
  if (typeof entry.types === "string") return entry.types;
  for (const value of Object.values(entry)) {
    const found = typesOf(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every workspace package under packages/ and apps/ with its `exports` entries that have types. */
export function publishedEntries() {
  const rows = [];
  for (const dir of ["packages", "apps"]) {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const pkgPath = join(root, dir, name, "package.json");
      if (!existsSync(pkgPath)) continue;
      const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
      for (const [subpath, entry] of Object.entries(pkg.exports ?? {})) {
        const types = typesOf(entry);
        if (types !== undefined) rows.push({ pkg: pkg.name, private: pkg.private === true, subpath, file: join(root, dir, name, types) });
      }
    }
  }
  return rows;
}

/** The exported names of each entry, sorted; an entry whose `.d.ts` is not built yet gets `undefined`. */
export function countExports(rows = publishedEntries()) {
  const built = rows.filter((r) => existsSync(r.file));
  const program = ts.createProgram(
    built.map((r) => r.file),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  return rows.map((r) => {
    const source = existsSync(r.file) ? program.getSourceFile(r.file) : undefined;
    const symbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    const names = symbol === undefined ? undefined : checker.getExportsOfModule(symbol).map((s) => s.getName()).sort();
    return { ...r, names };
  });
}

/**
 * Type errors in the built `.d.ts` of every published entry and the files they reach, checked as a user's
 * compiler with `skipLibCheck: false` would: `stripInternal` leaves a dangling name when a public declaration
 * refers to an `@internal` one. Returns "file: message" lines.
 */
export function declarationProblems(rows = publishedEntries().filter((r) => !r.private && existsSync(r.file))) {
  const program = ts.createProgram(
    rows.map((r) => r.file),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, noEmit: true, strict: true, skipLibCheck: false, types: ["node"] },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file !== undefined && d.file.fileName.includes("/dist/"))
    .map((d) => `${d.file.fileName.slice(root.length)}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = countExports();
  if (process.argv.includes("--check")) {
    const problems = declarationProblems();
    for (const line of problems) console.log(line);
    console.log(`${problems.length} problems in the published declarations`);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } else if (process.argv.includes("--json")) {
    const out = {};
    for (const r of results) (out[r.pkg] ??= {})[r.subpath] = r.names ?? null;
    console.log(JSON.stringify(out, null, 2));
  } else {
    for (const r of results) {
      const count = r.names === undefined ? "not built" : String(r.names.length);
      const label = `${r.pkg}${r.subpath === "." ? "" : r.subpath.slice(1)}${r.private ? " (private)" : ""}`;
      console.log(`${count.padStart(9)}  ${label}`);
      if (process.argv.includes("--names") && r.names !== undefined) console.log(`           ${r.names.join(", ")}`);
    }
  }
}
