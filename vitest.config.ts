import { defineConfig } from "vitest/config";

// One root config: every package, app and the bench smoke tests are projects of one run,
// so the totals line printed by tools/count-reporter.mjs covers the whole repository.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "bench/vitest.config.ts", "tools/vitest.config.ts"],
    reporters: ["default", "./tools/count-reporter.mjs"],
  },
});
