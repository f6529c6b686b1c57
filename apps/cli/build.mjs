// Builds the `urikit` command as a few bundled ES modules in dist/. Node resolves, reads and compiles every module
// file it loads, about a millisecond each; the libraries behind `urikit split` are some sixty files, so loading them
// one by one would cost more than Node's own start. Bundled, `urikit split` loads its entry and a few chunks, and
// each command's code (the HTML tokenizer of `links`, the IDNA tables of `inspect`) is a chunk loaded only when
// that command runs. The type check is `tsc --noEmit` before this.
//
// The worker entries keep the names the code looks up beside itself: `scan-worker.js` (the scanner's worker,
// `new URL("./scan-worker.js", import.meta.url)` in @urikit/scanner), and the CLI's own map modules, each bundled
// whole. Chunks are written beside them (not in a subfolder) so that those relative URLs hold from any chunk.
//
// Left outside the bundle: the columnar writers (a large optional dependency with its own WASM, loaded only for
// Parquet and Arrow output), and tldts (loaded only by `count --by domain`).
import { build } from "esbuild";
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const here = dirname(new URL(import.meta.url).pathname);
const require = createRequire(join(here, "package.json"));
const scannerDist = dirname(require.resolve("@urikit/scanner/package.json")) + "/dist";

const common = {
  absWorkingDir: here,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  outdir: "dist",
  external: ["@urikit/columnar", "apache-arrow", "tldts"],
  // CommonJS dependencies inside the bundle (tr46) call require() for Node's own modules.
  banner: { js: 'import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);' },
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
};

// The command: its entry, a chunk per command, and the chunks the commands share.
const results = [await build({ ...common, entryPoints: { main: "src/main.ts" }, splitting: true, chunkNames: "chunk-[hash]" })];
// Each worker script is one self-contained file: a worker thread starts by loading one module instead of a chain of
// chunks, and the chunks of the command are split by what the commands share alone.
const workers = {
  "split-worker": "src/split-worker.ts",
  "split-repair-worker": "src/split-repair-worker.ts",
  "transform-worker": "src/transform-worker.ts",
  "scan-worker": join(scannerDist, "scan-worker.js"),
};
for (const [name, path] of Object.entries(workers)) results.push(await build({ ...common, entryPoints: { [name]: path }, splitting: false }));

// The licences of the third-party packages inside the bundle ship with it.
const packages = new Map();
for (const input of results.flatMap((result) => Object.keys(result.metafile.inputs))) {
  const match = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (match === null || match[1].startsWith("@urikit/")) continue;
  const root = input.slice(0, match.index + match[0].length);
  packages.set(match[1], root);
}
let notices = "Third-party packages bundled into the urikit command, with their licences.\n";
for (const [name, root] of [...packages].sort()) {
  const dir = join(here, root);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  let licence = "";
  for (const file of ["LICENSE", "LICENSE.md", "LICENSE.txt", "LICENSE-MIT.txt", "LICENCE", "license", "license.md"]) {
    try {
      licence = readFileSync(join(dir, file), "utf8");
      break;
    } catch {
      // the next name
    }
  }
  if (licence === "") throw new Error(`no licence file found for bundled package ${name} in ${dir}`);
  notices += `\n==== ${name}@${manifest.version} (${manifest.license}) ====\n\n${licence.trim()}\n`;
}
writeFileSync(join(here, "dist", "THIRD-PARTY-LICENSES.txt"), notices);
