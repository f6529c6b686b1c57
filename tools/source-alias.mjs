// Vite aliases that send a package's imports of its own name (`@urikit/iri`, `@urikit/iri/idna`) to its TypeScript
// sources instead of its built `dist/`. A test that imports the package by name, as a user does, then runs the same
// modules as the tests that import `./parse-iri.js`, and v8 coverage counts the `src/` lines those tests really run
// (the built files have no source maps, so coverage of a run through `dist/` is 0 for `src/`). The built files are
// still tested where that is the point: the facade's contract and install tests load `dist/` by path or from a
// packed tarball, and other packages' tests import this one's `dist/` as before.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * One exact alias per entry of the package's `exports` map whose `default` is `./dist/<name>.js`:
 * `<package name><subpath>` → `<packageDir>/src/<name>.ts`.
 */
export function sourceAlias(packageDir) {
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  const aliases = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === "string" ? target : target?.default;
    const match = typeof file === "string" ? /^\.\/dist\/(.+)\.js$/.exec(file) : null;
    if (match === null) continue;
    const specifier = manifest.name + subpath.slice(1);
    aliases.push({ find: new RegExp(`^${specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`), replacement: join(packageDir, "src", `${match[1]}.ts`) });
  }
  return aliases;
}
