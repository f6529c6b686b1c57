import { build } from "esbuild";
const here = process.cwd();
await build({ absWorkingDir: here, bundle: true, format: "esm", platform: "node", target: "node20.19", external: ["@urikit/columnar", "apache-arrow", "tldts"],
  banner: { js: 'import { createRequire as __urikitRequire } from "node:module"; const require = __urikitRequire(import.meta.url);' }, legalComments: "none", logLevel: "warning",
  entryPoints: { main: "src/main.ts" }, splitting: false, outdir: process.argv[2] });
