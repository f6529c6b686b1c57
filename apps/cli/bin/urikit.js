#!/usr/bin/env node
// The `urikit` command. This shim is committed (not built) so that pnpm can link it into node_modules/.bin at
// install time, before dist/ exists; it loads the built CLI, or says how to build it.
import { existsSync, readFileSync } from "node:fs";

// `urikit --version` answers from package.json alone, before the CLI and the libraries load: it is what scripts
// and `npx urikit --version` run to check an install, and it should cost no more than starting Node.
const only = process.argv.slice(2);
if (only.length === 1 && (only[0] === "--version" || only[0] === "-V" || only[0] === "version")) {
  process.stdout.write(`urikit ${JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version}\n`);
  process.exit(0);
}

const entry = new URL("../dist/main.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write(
    "urikit: the CLI is not built yet. From the repository root run:\n" +
      "  npx --yes pnpm@10 turbo run build --filter=@urikit/cli...\n" +
      "(or `npx --yes pnpm@10 main` / `npx --yes pnpm@10 test`, which build it too)\n",
  );
  process.exit(70);
}
await import(entry.href);
