// Vitest reporter that ends the run with one plain line: "N passed, N failed".
// A test file that fails to load counts as one failed test, so a broken suite can never look green.
// With --coverage it prints the line coverage per package first, and each library package under the threshold
// counts as one failure (tools/coverage-table.mjs).
import { coverageTable } from "./coverage-table.mjs";

export default class CountReporter {
  onInit(ctx) {
    this.root = ctx.config.root;
  }

  onFinished(files = [], errors = [], coverage = undefined) {
    let passed = 0;
    let failed = 0;
    const visit = (task) => {
      if (task.type === "test") {
        const state = task.result?.state;
        if (state === "pass") passed++;
        else if (state === "fail") failed++;
        else if (task.mode === "skip" || task.mode === "todo") failed++; // a skipped test is a defect
        return;
      }
      for (const child of task.tasks ?? []) visit(child);
    };
    for (const file of files) {
      const before = passed + failed;
      visit(file);
      if (file.result?.state === "fail" && passed + failed === before) failed++;
    }
    failed += errors.length;
    if (coverage !== undefined && typeof coverage?.files === "function") {
      const { text, below } = coverageTable(coverage, this.root ?? process.cwd());
      process.stdout.write(text);
      for (const name of below) process.stdout.write(`coverage of ${name} is below the threshold\n`);
      failed += below.length;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
