// Vitest reporter that ends the run with one plain line: "N passed, N failed".
// A test file that fails to load counts as one failed test, so a broken suite can never look green.
export default class CountReporter {
  onFinished(files = [], errors = []) {
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
    process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  }
}
