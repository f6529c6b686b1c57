// Scratch directories for the benches' generated inputs and outputs (hundreds of MB each): made under the OS's
// temporary directory and removed when the bench process ends, by exit or by Ctrl-C / SIGTERM, so runs do not fill
// the disk.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const made: string[] = [];
let hooked = false;

/** Remove every scratch directory made so far. */
function removeAll(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A new empty directory `<tmp>/<prefix>XXXXXX`, removed when this process ends. */
export function scratchDir(prefix: string): string {
  if (!hooked) {
    hooked = true;
    process.once("exit", removeAll);
    process.once("SIGINT", () => {
      removeAll();
      process.exit(130);
    });
    process.once("SIGTERM", () => {
      removeAll();
      process.exit(143);
    });
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
