// Build the playground into dist/: one esbuild bundle of src/main.ts (the WASM scanner embedded, nothing fetched
// from a CDN), the page and its stylesheet. Works offline: open dist/index.html through `pnpm playground`.
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = `${root}dist`;
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${dist}/app.js`,
  bundle: true,
  minify: true,
  sourcemap: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  logLevel: "warning",
});
for (const file of ["index.html", "style.css"]) copyFileSync(`${root}src/${file}`, `${dist}/${file}`);
console.log(`playground built in ${dist}`);
