#!/usr/bin/env node
// Builds dist/scan-worker.cjs, the worker thread of `scanFile`, `countFile` and `mapFile`: one CommonJS file with the
// modules it imports (this package's and @urikit/core's) inside, from the dist/scan-worker.js that `tsc` wrote, which
// it then removes (its .d.ts stays: the request and reply types). Run by `build` after `tsc`, from the package folder.
// PERF: a worker pays its start-up in full on every `scanFile`. Node's ES module loader resolves, reads and links each
// module file of a worker's graph in turn (the 47 files of the worker: some 70 ms after the worker was online), and
// loading any ES module brings up that loader in the worker's fresh isolate (an empty ES module worker answers
// 15–20 ms after an empty CommonJS one); one CommonJS file is read and compiled in one synchronous step. On 2 cores
// the workers' start also slows the calling thread's own scan (bench: cores/scanFile, cores/count). The worker and
// the calling thread exchange only plain data and arrays, so the worker's own copy of these modules never meets the
// caller's. The `urikit` command bundles its copy from this file (apps/cli/build.mjs); a `mapFile` module is still
// imported by the worker at run time (`import()`, an ES module).
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const entry = fileURLToPath(new URL("../dist/scan-worker.js", import.meta.url));
await build({
  entryPoints: [entry],
  outfile: fileURLToPath(new URL("../dist/scan-worker.cjs", import.meta.url)),
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20.19",
  // The public suffix list stays an optional peer dependency, loaded from node_modules by the calling thread only.
  external: ["tldts"],
  legalComments: "none",
  logLevel: "warning",
});
rmSync(entry);
