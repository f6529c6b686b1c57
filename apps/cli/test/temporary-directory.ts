// A fresh directory under the system's temporary directory for one test file, removed with everything in it once the
// file's tests have run (the CLI tests write files of up to hundreds of megabytes; CI runs must not leave them behind).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, onTestFinished } from "vitest";

/** Makes a directory named `prefix` + random characters, removed after the test file's last test. */
export function temporaryDirectory(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Makes a directory named `prefix` + random characters, removed when the calling test ends. */
export function testDirectory(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
