#!/usr/bin/env node
// Rewrites dist/scan-worker.js, the worker thread of `scanFile`, `countFile` and `mapFile`, as one ES module with the
// modules it imports (this package's and @urikit/core's) inside. Run by `build` after `tsc`, from the package folder.
// PERF: Node's ES module loader resolves, reads and links each module file of a worker's graph in turn: the 47 files
// of the worker took a worker 70 ms of start-up after it was online, one file 20–40 ms; on 2 cores two workers
// starting slow the calling thread's scan too (bench: cores/scanFile, cores/count). The worker and the calling thread
// exchange only plain data and arrays, so the worker's own copy of these modules is never mixed with the caller's.
// The `urikit` command bundles its own copy of the worker (apps/cli/build.mjs); a map module (`mapFile`) is imported
// by the worker at run time, as before.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const worker = fileURLToPath(new URL("../dist/scan-worker.js", import.meta.url));
await build({
  entryPoints: [worker],
  outfile: worker,
  allowOverwrite: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  // The public suffix list stays an optional peer dependency, loaded from node_modules by the calling thread only.
  external: ["tldts"],
  legalComments: "none",
  logLevel: "warning",
});
