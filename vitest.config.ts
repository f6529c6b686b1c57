import { availableParallelism } from "node:os";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The test files that take longest (a release rehearsal against a local registry, the bench smoke pass, the Dask
 * cluster job, the worker-thread CLI runs), started first so that they overlap with everything else instead of
 * ending the run alone. A fresh clone has no duration cache, and vitest would otherwise start the largest files first.
 */
const SLOW_FIRST = [
  "apps/release-test/test/rehearsal.test.ts",
  "bench/test/smoke.test.ts",
  "apps/cli/test/dask.test.ts",
  "apps/cli/test/workers.test.ts",
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification): number => {
      const i = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    return sorted.map((spec, at) => ({ spec, at })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.at - b.at).map(({ spec }) => spec);
  }
}

// One root config: every package, app and the bench smoke tests are projects of one run,
// so the totals line printed by tools/count-reporter.mjs covers the whole repository.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts", "bench/vitest.config.ts", "tools/vitest.config.ts"],
    reporters: ["default", "./tools/count-reporter.mjs"],
    // vitest's default is one fork fewer than the cores: one fork on a 2-core CI machine, so the many tests that
    // wait on child processes, a registry or a cluster would run one after another. Two forks at least.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each project's config sets its own testTimeout (20 s where a test has no reason for more): with two forks on
    // two cores a CPU-bound property test may take twice its idle time, and a hang still fails.
    sequence: { sequencer: SlowFirstSequencer },
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
