#!/usr/bin/env node
// The `urikit` command. This shim is committed (not built) so that pnpm can link it into node_modules/.bin at
// install time, before dist/ exists; it loads the built CLI, or says how to build it.
import { access } from "node:fs/promises";

const entry = new URL("../dist/main.js", import.meta.url);
try {
  await access(entry);
} catch {
  process.stderr.write(
    "urikit: the CLI is not built yet. From the repository root run:\n" +
      "  npx --yes pnpm@10 turbo run build --filter=@urikit/cli...\n" +
      "(or `npx --yes pnpm@10 main` / `npx --yes pnpm@10 test`, which build it too)\n",
  );
  process.exit(70);
}
await import(entry.href);
