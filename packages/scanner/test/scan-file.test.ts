// scanFile runs workers from dist/scan-worker.cjs: turbo's `test` depends on `build`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { realWorldListPath } from "@urikit/corpus";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createScanner, type ScanResult } from "../src/index.js";
import { mapFile, scanFile, scanFileWorkers } from "../src/node.js";
import { defaultScanWorkers } from "../src/scan-file.js";
import { readLines } from "../src/scan-worker.js";

const dir = mkdtempSync(join(tmpdir(), "urikit-scan-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const path = join(dir, "mixed.txt");
const bytes = Buffer.concat([
  Buffer.from("\ufeff"),
  readFileSync(realWorldListPath("node_files.txt")).subarray(0, 200_000),
  Buffer.from("\r\nhttp://[::1\r\n\r\nno newline at end"),
]);
writeFileSync(path, bytes);
const reference = (await createScanner({ engine: "js" })).scan(bytes);
// Enough ranges of 16 KiB (about a hundred) that the workers scan most of them, whatever the ranges the calling
// thread scans while they start.
const repeated = join(dir, "repeated.txt");
const repeatedBytes = Buffer.concat(Array.from({ length: 8 }, () => bytes.subarray(3)));
writeFileSync(repeated, repeatedBytes);
const repeatedReference = (await createScanner({ engine: "js" })).scan(repeatedBytes);

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

  it.each([0, 1, 2])("keeps compact rows until a result's offsets is read, then sends Int32 rows: their offsets is the rows, no copy (%i workers)", async (workers) => {
    const untouched: number[] = [];
    for await (const batch of scanFile(path, { workers, batchBytes: 16_384 })) untouched.push(batch.rows.BYTES_PER_ELEMENT);
    expect(untouched.length).toBeGreaterThan(10);
    expect(new Set(untouched)).toEqual(new Set([2]));
    const widths: number[] = [];
    const rows: number[] = [];
    for await (const batch of scanFile(path, { workers, batchBytes: 16_384 })) {
      widths.push(batch.rows.BYTES_PER_ELEMENT);
      if (batch.rows instanceof Int32Array) expect(batch.offsets).toBe(batch.rows);
      rows.push(...batch.offsets);
    }
    expect(rows).toEqual(Array.from(reference.offsets));
    // The ranges already asked of a worker when the first offsets was read (at most 2 per worker) come compact.
    const compact = widths.filter((width) => width === 2).length;
    expect(widths).toEqual([...Array<number>(compact).fill(2), ...Array<number>(widths.length - compact).fill(4)]);
    expect(compact).toBeGreaterThanOrEqual(1);
    expect(compact).toBeLessThanOrEqual(1 + 2 * workers);
  });

  it.each([0, 1, 2])("with reuse, gives the same rows, ranges and lines, each result's arrays reused once the loop moves on (%i workers)", async (workers) => {
    const rows: number[] = [];
    const ranges: number[] = [];
    const texts: string[] = [];
    let previous: ScanResult | undefined;
    let reused = 0;
    let detached = 0;
    let batches = 0;
    for await (const batch of scanFile(repeated, { workers, batchBytes: 16_384, reuse: true })) {
      batches++;
      if (previous !== undefined) {
        // Passed over: moved back to the worker that scanned it (detached here), or read into again on this thread
        // (each range before the workers have started, every range with none).
        if (previous.bytes.byteLength + previous.rows.byteLength + previous.ranges.byteLength === 0) detached++;
        else if (batch.bytes.buffer === previous.bytes.buffer) reused++;
      }
      rows.push(...batch.offsets);
      for (let i = 0; i < batch.length; i++) {
        ranges.push(...batch.lineRange(i));
        texts.push(batch.line(i));
      }
      previous = batch;
    }
    expect(rows).toEqual(Array.from(repeatedReference.offsets));
    expect(ranges).toEqual(Array.from(repeatedReference.ranges));
    expect(texts).toEqual(Array.from({ length: repeatedReference.length }, (_, i) => repeatedReference.line(i)));
    // Each result passed over was read into again by the next (both scanned on this thread: every range with no
    // workers, those before the workers have started otherwise) or moved back to its worker; the one exception is the
    // last range scanned here before a worker's first.
    expect(batches).toBeGreaterThan(50);
    expect(reused + detached).toBeGreaterThanOrEqual(batches - 1 - (workers === 0 ? 0 : 1));
    if (workers === 0) expect(detached).toBe(0);
  });

  it.each([1, 2])("with reuse, moves each result's arrays back to its worker once the loop moves on (%i workers)", async (workers) => {
    // With reuse, a slow consumer (10 ms per range of 16 KiB, about a hundred ranges): the workers start long before
    // the calling thread could have scanned every range itself.
    const sums = async (reuse: boolean): Promise<{ lines: number; sum: number; detached: number }> => {
      let [lines, sum, detached] = [0, 0, 0];
      let previous: ScanResult | undefined;
      for await (const batch of scanFile(repeated, { workers, batchBytes: 16_384, reuse })) {
        if (previous !== undefined && previous.bytes.byteLength + previous.rows.byteLength + previous.ranges.byteLength === 0) detached++;
        for (const slot of batch.offsets) sum = (Math.imul(sum, 31) + slot) | 0;
        for (const end of batch.ranges) sum = (Math.imul(sum, 31) + end) | 0;
        lines += batch.length;
        previous = batch;
        if (reuse) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { lines, sum, detached };
    };
    const [kept, reused] = [await sums(false), await sums(true)];
    expect(kept.lines).toBe(repeatedReference.length);
    expect(kept.detached).toBe(0);
    expect({ lines: reused.lines, sum: reused.sum }).toEqual({ lines: kept.lines, sum: kept.sum });
    expect(reused.detached).toBeGreaterThan(20);
  }, 30_000);

  it("checks reuse is a boolean", async () => {
    await expect(scanFile(path, { reuse: "yes" as unknown as boolean }).next()).rejects.toThrow(/scanFile: reuse must be a boolean, got string/);
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

/**
 * Worker threads started in this process so far: thread ids count up from 1 with every Worker made, so a throwaway
 * worker's id less the ids taken before it tells how many were started in between (this file runs in a process of
 * its own, so no other test's workers count).
 */
async function threadsStarted(): Promise<number> {
  const probe = new Worker("", { eval: true });
  const id = probe.threadId;
  await probe.terminate();
  return id;
}

describe("scanFileWorkers", () => {
  it("is the number of worker threads scanFile starts: the requested count, at most one per range, none for 0", async () => {
    const file = join(dir, "ranges.txt");
    writeFileSync(file, "http://a/b\n".repeat(10)); // 110 bytes: 7 ranges of 16 bytes, 2 of 64, 1 of 4 MiB
    for (const [options, want] of [
      [{ workers: 3, batchBytes: 16 }, 3],
      [{ workers: 9, batchBytes: 16 }, 7],
      [{ workers: 3, batchBytes: 64 }, 2],
      [{ workers: 2 }, 1],
      [{ workers: 0, batchBytes: 16 }, 0],
    ] as const) {
      expect(scanFileWorkers(file, options), JSON.stringify(options)).toBe(want);
      const before = await threadsStarted();
      let lines = 0;
      for await (const batch of scanFile(file, { ...options, engine: "js" })) lines += batch.length;
      expect(lines).toBe(10);
      expect((await threadsStarted()) - before - 1, JSON.stringify(options)).toBe(want);
    }
  });

  it("resolves the default to none up to 2 cores, else one worker per core; one for a file of one range or none", () => {
    expect([1, 2, 3, 4, 16].map(defaultScanWorkers)).toEqual([0, 0, 3, 4, 16]);
    const file = join(dir, "ranges.txt");
    writeFileSync(file, "x\n".repeat(100));
    const cores = availableParallelism();
    expect(scanFileWorkers(file, { batchBytes: 16 })).toBe(Math.min(defaultScanWorkers(cores), 13));
    expect(scanFileWorkers(file)).toBe(Math.min(defaultScanWorkers(cores), 1));
    writeFileSync(file, "");
    expect(scanFileWorkers(file, { workers: 2 })).toBe(1); // an empty file: scanFile starts one worker, which finds nothing
  });

  it("starts the default's workers, in ranges of 1 MiB; mapFile one per core, in ranges of 1 MiB too", async () => {
    const file = join(dir, "two-mib.txt");
    writeFileSync(file, "http://a/b\n".repeat(200_000)); // 2.2 MB: three ranges of 1 MiB, one of 4 MiB
    const cores = availableParallelism();
    expect(scanFileWorkers(file, { workers: 8 })).toBe(3);
    let before = await threadsStarted();
    let batches = 0;
    for await (const batch of scanFile(file, { engine: "js" })) batches += batch.length > 0 ? 1 : 0;
    expect(batches).toBe(3);
    expect((await threadsStarted()) - before - 1).toBe(Math.min(defaultScanWorkers(cores), 3));
    const module = new URL("./fixtures/line-numbers-map.mjs", import.meta.url);
    for (const [options, ranges] of [[{}, 3], [{ batchBytes: 4 << 20 }, 1]] as const) {
      before = await threadsStarted();
      let lines = 0;
      for await (const batch of mapFile<{ lines: number[] }>(file, { module, data: { offset: 0 }, ...options })) lines += batch.value.lines.length;
      expect(lines).toBe(200_000);
      expect((await threadsStarted()) - before - 1, JSON.stringify(options)).toBe(Math.min(cores, ranges));
    }
  });

  it("checks its arguments as scanFile does", () => {
    expect(() => scanFileWorkers(path, { workers: -1 })).toThrow(RangeError);
    expect(() => scanFileWorkers(path, { workers: 1.5 })).toThrow(RangeError);
    expect(() => scanFileWorkers(path, { batchBytes: 8 })).toThrow(RangeError);
    expect(() => scanFileWorkers(42 as unknown as string)).toThrow(TypeError);
    expect(() => scanFileWorkers(join(dir, "missing.txt"))).toThrow(/ENOENT/);
  });
});

const js = await createScanner({ engine: "js" });

/** Every row, every global line range, and the line numbers, of a file scanned with `workers`. */
async function scanAll(file: string, workers: number, batchBytes: number): Promise<{ rows: number[]; ranges: number[]; batches: number }> {
  const rows: number[] = [];
  const ranges: number[] = [];
  let batches = 0;
  let lastEnd = 0;
  for await (const batch of scanFile(file, { workers, batchBytes, engine: "js" })) {
    expect(batch.firstLine).toBe(rows.length / 17);
    expect(batch.length).toBeGreaterThan(0);
    expect(batch.byteOffset).toBeGreaterThanOrEqual(lastEnd);
    lastEnd = batch.byteOffset + batch.bytes.length;
    batches++;
    rows.push(...batch.offsets);
    for (let i = 0; i < batch.length; i++) ranges.push(...batch.lineRange(i));
  }
  return { rows, ranges, batches };
}

/** A line of a file: valid, invalid, empty, non-ASCII, long, with CR inside. */
const fileLine = fc.oneof(
  fc.constantFrom("http://a/b?c#d", "", "http://[::1", "mailto:x@y", "a b", "%zz", "\r", "é/ü", "//h:80/p", "\uFEFFx"),
  fc.string({ unit: fc.constantFrom("a", "/", ":", "[", "%", " ", "\r", "é", "?", "#", "1"), maxLength: 120 }),
);

describe("scanFile with each worker reading its own byte ranges", () => {
  const cases: { name: string; text: string }[] = [
    { name: "empty file", text: "" },
    { name: "one line, no final newline", text: "http://a" },
    { name: "only newlines", text: "\n\n\r\n\n" },
    { name: "CRLF, empty and invalid lines", text: "http://a/b\r\n\r\nhttp://[::1\r\n%zz\nx y\r\n" },
    { name: "a BOM and no final newline", text: "\uFEFFhttp://a/\nb\nc" },
    { name: "a line longer than many ranges", text: `a\n${"/x".repeat(500)}\nb\n` },
    { name: "a CR just before a range end", text: "abcdefghijklmno\r\npqrstuvwxyz01234\r\n" },
  ];
  it.each(cases)("gives the single-threaded rows in order on 0, 1, 2 and 3 workers: $name", async ({ text }) => {
    const file = join(dir, "case.txt");
    const bytes = Buffer.from(text);
    writeFileSync(file, bytes);
    const reference = js.scan(bytes);
    for (const workers of [0, 1, 2, 3]) {
      for (const batchBytes of [16, 17, 31, 64]) {
        const got = await scanAll(file, workers, batchBytes);
        expect(got.rows).toEqual(Array.from(reference.offsets));
        expect(got.ranges).toEqual(Array.from(reference.ranges));
      }
    }
  }, 30_000);

  it("gives the same rows and order for generated files of odd sizes (fast-check, fixed seed)", async () => {
    let file = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fileLine, { maxLength: 40 }),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.integer({ min: 16, max: 97 }),
        async (lines, eol, finalNewline, batchBytes) => {
          const path = join(dir, `generated-${file++}.txt`);
          const bytes = Buffer.from(lines.join(eol) + (finalNewline ? eol : ""));
          writeFileSync(path, bytes);
          const reference = js.scan(bytes);
          for (const workers of [0, 1, 2, 3]) {
            const got = await scanAll(path, workers, batchBytes);
            expect(got.rows).toEqual(Array.from(reference.offsets));
            expect(got.ranges).toEqual(Array.from(reference.ranges));
          }
        },
      ),
      { seed: 20261125, numRuns: 15 },
    );
  }, 60_000);

  it("assigns each line to exactly one range, for every cut of a file (readLines)", async () => {
    const text = "ab\n\ncd\r\nefg\nh";
    const path = join(dir, "cuts.txt");
    writeFileSync(path, text);
    const { openSync, closeSync } = await import("node:fs");
    const fd = openSync(path, "r");
    try {
      for (let size = 1; size <= text.length; size++) {
        let joined = "";
        let expectedOffset = 0;
        for (let start = 0; start < text.length; start += size) {
          const { bytes, byteOffset } = readLines(fd, start, start + size, text.length);
          if (bytes.length > 0) expect(byteOffset).toBe(expectedOffset);
          expectedOffset += bytes.length;
          joined += Buffer.from(bytes).toString("latin1");
        }
        expect(joined).toBe(text);
      }
    } finally {
      closeSync(fd);
    }
  });

  it("reports a file that cannot be read", async () => {
    await expect(scanFile(join(dir, "missing.txt"), { workers: 2 }).next()).rejects.toThrow(/ENOENT/);
  });
});

describe("mapFile", () => {
  const module = new URL("./fixtures/line-numbers-map.mjs", import.meta.url);
  it.each([0, 1, 2, 3])("runs the module over every batch with exact first lines, in order, on %i workers", async (workers) => {
    const lines: number[] = [];
    const valid: number[] = [];
    let expectedFirst = 0;
    for await (const batch of mapFile<{ lines: number[]; valid: number }>(path, { workers, batchBytes: 16_384, module, data: { offset: 10 } })) {
      expect(batch.firstLine).toBe(expectedFirst);
      expect(batch.value.lines.length).toBe(batch.length);
      expectedFirst += batch.length;
      lines.push(...batch.value.lines);
      valid.push(batch.value.valid);
    }
    expect(lines).toEqual(Array.from({ length: reference.length }, (_, i) => i + 10));
    let referenceValid = 0;
    for (let i = 0; i < reference.length; i++) if (reference.isValid(i)) referenceValid++;
    expect(valid.reduce((a, b) => a + b, 0)).toBe(referenceValid);
  });

  it.each([0, 1, 2])("gives the buffers of each batch back to the thread that mapped it, which reuses them (%i workers)", async (workers) => {
    const recycling = new URL("./fixtures/recycling-map.mjs", import.meta.url);
    let reused = 0;
    let lines = 0;
    for await (const batch of mapFile<{ bytes: Uint8Array; reused: boolean; lines: number }>(path, { workers, batchBytes: 16_384, module: recycling })) {
      expect(batch.value.bytes[0]).toBe(batch.firstLine % 251);
      if (batch.value.reused) reused++;
      lines += batch.value.lines;
      batch.recycle([batch.value.bytes.buffer as ArrayBuffer]);
    }
    expect(lines).toBe(reference.length);
    expect(reused).toBeGreaterThan(0);
  });

  it.each([0, 1, 2])("maps every batch's own rows, batch after batch in the same arrays (%i workers), Int16 and Int32 alike", async (workers) => {
    // Lines longer than 32767 bytes make a batch's rows Int32; the batches around them stay Int16.
    const long = join(dir, "long-lines.txt");
    const text = [readFileSync(path, "latin1"), "http://a/" + "b".repeat(40_000), "x".repeat(33_000) + ":", readFileSync(path, "latin1")].join("\n");
    writeFileSync(long, Buffer.from(text, "latin1"));
    const want = await scanAll(long, 0, 16_384);
    const module = new URL("./fixtures/rows-map.mjs", import.meta.url);
    const rows: number[] = [];
    const ranges: number[] = [];
    const widths = new Set<number>();
    for await (const batch of mapFile<{ rows: number[]; ranges: number[]; width: number }>(long, { workers, batchBytes: 16_384, module })) {
      rows.push(...batch.value.rows);
      ranges.push(...batch.value.ranges);
      widths.add(batch.value.width);
    }
    expect(rows).toEqual(want.rows);
    expect(ranges).toEqual(want.ranges);
    expect([...widths].sort()).toEqual([2, 4]);
  }, 30_000);

  it.each([0, 1, 2])("a module that reads offsets gets Int32 rows in its thread from then on (%i workers)", async (workers) => {
    // Enough ranges that each worker maps some after the ranges it scanned before its first map (4 at most).
    const module = new URL("./fixtures/offsets-map.mjs", import.meta.url);
    const widths: number[] = [];
    const rows: number[] = [];
    for await (const batch of mapFile<{ offsets: number[]; width: number; same: boolean }>(repeated, { workers, batchBytes: 16_384, module })) {
      widths.push(batch.value.width);
      if (batch.value.width === 4) expect(batch.value.same).toBe(true);
      rows.push(...batch.value.offsets);
    }
    expect(widths.length).toBeGreaterThan(8 * (4 + 1) * Math.max(1, workers));
    expect(rows).toEqual(Array.from(repeatedReference.offsets));
    expect(widths[0]).toBe(2);
    expect(widths.at(-1)).toBe(4);
  }, 30_000);

  it.each([1, 2])("with help, the calling thread maps ranges too while it waits for a worker, every line once and in order (%i workers)", async (workers) => {
    const module = new URL("./fixtures/thread-map.mjs", import.meta.url);
    const lines: number[] = [];
    let here = 0;
    for await (const batch of mapFile<{ lines: number[]; main: boolean }>(path, { workers, batchBytes: 8_192, module, help: true })) {
      expect(batch.value.lines[0]).toBe(batch.firstLine);
      lines.push(...batch.value.lines);
      if (batch.value.main) here++;
    }
    expect(lines).toEqual(Array.from({ length: reference.length }, (_, i) => i));
    // Whether the workers start in time to map any batch depends on the machine's load; the calling thread maps one
    // at least (the first range, or the next one right after handing out the first, whose map cannot be in yet).
    expect(here).toBeGreaterThan(0);
  }, 30_000);

  it.each([0, 1, 2])("runs the module's call export on the thread that mapped the batch, answered before the workers stop (%i workers)", async (workers) => {
    const keeping = new URL("./fixtures/keeping-map.mjs", import.meta.url);
    const calls: Promise<unknown>[] = [];
    const want: { firstLine: number; length: number }[] = [];
    for await (const batch of mapFile<{ key: number }>(path, { workers, batchBytes: 16_384, module: keeping })) {
      want.push({ firstLine: batch.firstLine, length: batch.length });
      // Not awaited here: the last batch's call is still on its way when the iteration ends.
      calls.push(batch.call({ key: batch.value.key }));
    }
    const got = (await Promise.all(calls)) as { firstLine: number; length: number; main: boolean }[];
    expect(got.map(({ firstLine, length }) => ({ firstLine, length }))).toEqual(want);
    expect(want.reduce((n, b) => n + b.length, 0)).toBe(reference.length);
    if (workers === 0) expect(got.every((b) => b.main)).toBe(true);
  });

  it("answers every batch's call on a file of a few ranges (the calling thread maps the first ones itself while no worker has started)", async () => {
    const keeping = new URL("./fixtures/keeping-map.mjs", import.meta.url);
    const small = join(dir, "small.txt");
    writeFileSync(small, "http://a.example/\nmailto:x@y.example\nhttp://[::1\n");
    const got: { firstLine: number; length: number }[] = [];
    for await (const batch of mapFile<{ key: number }>(small, { workers: 2, batchBytes: 16, module: keeping })) {
      const answer = (await batch.call({ key: batch.value.key })) as { firstLine: number; length: number };
      expect(answer.firstLine).toBe(batch.firstLine);
      got.push(answer);
    }
    expect(got.reduce((n, b) => n + b.length, 0)).toBe(3);
  });

  it.each([0, 2])("rejects a call that throws, or a call to a module without a call export (%i workers)", async (workers) => {
    const keeping = new URL("./fixtures/keeping-map.mjs", import.meta.url);
    for await (const batch of mapFile<{ key: number }>(path, { workers, batchBytes: 16_384, module: keeping })) {
      await expect(batch.call({ key: batch.value.key, fail: true })).rejects.toThrow(/call failed on purpose/);
      await expect(batch.call({ key: -1 })).rejects.toThrow(/nothing kept under -1/);
      break;
    }
    for await (const batch of mapFile(path, { workers, batchBytes: 16_384, module, data: { offset: 0 } })) {
      await expect(batch.call({})).rejects.toThrow(/no `call` export/);
      break;
    }
  });

  it("refuses a help option that is not a boolean", async () => {
    await expect(mapFile(path, { workers: 1, module: "./x.mjs", help: "yes" as never }).next()).rejects.toThrow(RangeError);
  });

  it("reports an error thrown by the module", async () => {
    const failing = new URL("./fixtures/failing-map.mjs", import.meta.url);
    await expect(mapFile(path, { workers: 2, batchBytes: 16_384, module: failing }).next()).rejects.toThrow(/map failed on purpose/);
  });
});

/** Keeps the ScanResult type import honest in the fixture's contract. */
export type MapFixture = (result: ScanResult, data: { offset: number }) => { value: { lines: number[]; valid: number } };
