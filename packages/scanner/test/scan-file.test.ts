// scanFile runs workers from dist/scan-worker.js: turbo's `test` depends on `build`.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { realWorldListPath } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { createScanner } from "../src/index.js";
import { scanFile } from "../src/node.js";

const dir = mkdtempSync(join(tmpdir(), "urikit-scan-file-"));
const path = join(dir, "mixed.txt");
const bytes = Buffer.concat([
  Buffer.from("\ufeff"),
  readFileSync(realWorldListPath("node_files.txt")).subarray(0, 200_000),
  Buffer.from("\r\nhttp://[::1\r\n\r\nno newline at end"),
]);
writeFileSync(path, bytes);
const reference = (await createScanner({ engine: "js" })).scan(bytes);

describe("scanFile", () => {
  it.each([0, 1, 2, 3])("with %i workers gives the single-threaded results in input order", async (workers) => {
    const rows: number[] = [];
    const ranges: number[] = [];
    let batches = 0;
    for await (const batch of scanFile(path, { workers, batchBytes: 16_384 })) {
      expect(batch.firstLine).toBe(rows.length / 17);
      batches++;
      rows.push(...batch.offsets);
      for (let i = 0; i < batch.length; i++) ranges.push(...batch.lineRange(i));
    }
    expect(batches).toBeGreaterThan(10);
    expect(rows).toEqual(Array.from(reference.offsets));
    expect(ranges).toEqual(Array.from(reference.ranges));
  });

  it("stops its workers when the consumer stops early", async () => {
    for await (const batch of scanFile(path, { workers: 2, batchBytes: 16_384 })) {
      expect(batch.firstLine).toBe(0);
      break;
    }
  });

  it("rejects a negative worker count", async () => {
    await expect(scanFile(path, { workers: -1 }).next()).rejects.toThrow(RangeError);
  });
});
