import { defineConfig } from "vitest/config";

// One root config: every package, app and the bench smoke tests are projects of one run,
// so the totals line printed by tools/count-reporter.mjs covers the whole repository.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "bench/vitest.config.ts", "tools/vitest.config.ts"],
    reporters: ["default", "./tools/count-reporter.mjs"],
    // `vitest run --coverage` (the test script): v8 coverage of every package's and app's sources; the per-package
    // table and the threshold of the library packages are the count reporter's (tools/coverage-table.mjs), so that
    // the run still ends with its "N passed, N failed" line.
    coverage: {
      provider: "v8",
      include: ["packages/*/src/**/*.ts", "apps/*/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test-d.ts", "**/*.d.ts", "**/generated/**"],
      reporter: ["json-summary"],
    },
  },
});
