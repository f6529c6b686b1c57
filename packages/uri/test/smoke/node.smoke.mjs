// Smoke cases of @urikit/uri/node (files and worker threads): Node, Deno and Bun only, never bundled for a browser.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scanFile, parse } from "@urikit/uri/node";
import { eq } from "./harness.mjs";

/** scanFile over a temporary file with `workers` threads: lines, errors, the line of the error. */
async function scanTempFile(workers) {
  const dir = mkdtempSync(join(tmpdir(), "urikit-smoke-"));
  try {
    const path = join(dir, "urls.txt");
    writeFileSync(path, "http://h/a\n".repeat(700) + "a b\n" + "urn:x:y\n".repeat(300));
    let lines = 0;
    let bad = -1;
    for await (const batch of scanFile(path, { workers, batchBytes: 1024 })) {
      for (let i = 0; i < batch.length; i++) if (!batch.isValid(i)) bad = batch.firstLine + i;
      lines += batch.length;
    }
    eq([lines, bad], [1001, 700], `scanFile workers=${workers}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const cases = [
  ["the node entry re-exports the facade", () => eq(parse("a:b").path, "b")],
  ["scanFile on the calling thread", () => scanTempFile(0)],
  ["scanFile on 2 worker threads", () => scanTempFile(2)],
];
