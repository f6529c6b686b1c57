// Builds the `urikit` command into dist/: the command as one CommonJS file, `main.cjs`, and each worker script as one
// ES module beside it. Start-up is most of a small run's time. Node's ES module loader resolves, reads and links
// every module file asynchronously, and bundled into chunks the command still cost some 45 ms over `node -e ''`
// for `urikit split` on a three-line file; one CommonJS file is read and compiled in one synchronous step, and the
// code of each command (the IDNA tables of `inspect`, the HTML tokenizer of `links`) runs only when that command
// does (esbuild wraps each module in a function called on first use). The type check is `tsc --noEmit` before this.
//
// The worker scripts keep the names the code looks up beside itself: `scan-worker.cjs` (the scanner's worker, one
// CommonJS file, `new URL("./scan-worker.cjs", import.meta.url)` in @urikit/scanner) and the CLI's own map modules
// (ES modules, which the scanner's worker imports). In main.cjs
// `import.meta.url` is the URL of main.cjs itself, so those relative URLs hold.
//
// Left outside the bundle, loaded from node_modules only by the commands that use them: the columnar writers (a
// large optional dependency with its own WASM: Parquet and Arrow output), tldts (`count --by domain`), tr46 (IDNA:
// `inspect`, the IRI mapping) and htmlparser2 (`links`). They are the CLI's dependencies.
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
  platform: "node",
  target: "node20.19",
  external: ["@urikit/columnar", "apache-arrow", "tldts", "tr46", "htmlparser2"],
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
};

const results = [
  await build({
    ...common,
    entryPoints: { main: "src/main.ts" },
    format: "cjs",
    outfile: "dist/main.cjs",
    define: { "import.meta.url": "__urikitModuleUrl" },
    banner: { js: 'const __urikitModuleUrl = require("node:url").pathToFileURL(__filename).href;' },
  }),
];
const workers = {
  "split-worker": "src/split-worker.ts",
  "split-repair-worker": "src/split-repair-worker.ts",
  "transform-worker": "src/transform-worker.ts",
  "columnar-worker": "src/columnar-worker.ts",
  "scan-worker": join(scannerDist, "scan-worker.cjs"),
};
/** The worker scripts written as CommonJS (`.cjs`), as the scanner ships its worker; the others are ES modules. */
const commonJs = new Set(["scan-worker"]);
// The columnar worker loads only when Parquet is written on worker threads: it takes the Arrow encoder bundled in,
// one file to read in each worker instead of the some 200 ES modules of apache-arrow (about 0.2 s of CPU a worker).
const bundledIn = { "columnar-worker": ["@urikit/columnar", "apache-arrow"] };
for (const [name, path] of Object.entries(workers)) {
  const external = common.external.filter((x) => !(bundledIn[name] ?? []).includes(x));
  const format = commonJs.has(name) ? { format: "cjs", outExtension: { ".js": ".cjs" } } : { format: "esm" };
  results.push(await build({ ...common, external, entryPoints: { [name]: path }, ...format, outdir: "dist" }));
}

// The licences of the third-party packages inside the bundle ship with it.
const packages = new Map();
// The inputs with bytes in an output: a module that tree-shaking left out (parquet-wasm, re-exported by the
// @urikit/columnar index that the columnar worker imports its encoder from) ships nothing, so no licence either.
const shipped = results.flatMap((result) =>
  Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, use]) => use.bytesInOutput > 0).map(([input]) => input)),
);
for (const input of new Set(shipped)) {
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
