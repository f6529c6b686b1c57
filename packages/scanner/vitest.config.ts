import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";
import { sourceAlias } from "../../tools/source-alias.mjs";

export default defineProject({
  // `@urikit/scanner` in a test is this package's src/, so that coverage counts what the tests run.
  resolve: { alias: sourceAlias(fileURLToPath(new URL(".", import.meta.url))) },
  test: { name: "scanner", testTimeout: 20_000, include: ["src/**/*.test.ts", "test/**/*.test.ts"] },
});
