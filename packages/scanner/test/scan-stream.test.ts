import { Readable } from "node:stream";
import { readFileSync } from "node:fs";
import { realWorldListPath } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createScanner, scanStream, scanTransform, type ScanResult } from "../src/index.js";

const encoder = new TextEncoder();
const reference = await createScanner({ engine: "js" });

/** Rows, absolute line ranges and line numbers of all batches, flattened, to compare with one whole-input scan. */
function flatten(batches: ScanResult[]): { rows: number[]; ranges: number[] } {
  const rows: number[] = [];
  const ranges: number[] = [];
  let line = 0;
  for (const batch of batches) {
    expect(batch.firstLine).toBe(line);
    line += batch.length;
    rows.push(...batch.offsets);
    for (let i = 0; i < batch.length; i++) ranges.push(...batch.lineRange(i));
  }
  return { rows, ranges };
}

function whole(bytes: Uint8Array): { rows: number[]; ranges: number[] } {
  const result = reference.scan(bytes);
  return { rows: Array.from(result.offsets), ranges: Array.from(result.ranges) };
}

function* chunked(bytes: Uint8Array, sizes: (k: number) => number): Generator<Uint8Array> {
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = Math.max(1, sizes(k));
    yield bytes.slice(at, at + size);
    at += size;
  }
}

async function collect(source: AsyncIterable<ScanResult>): Promise<ScanResult[]> {
  const batches: ScanResult[] = [];
  for await (const batch of source) batches.push(batch);
  return batches;
}

const SAMPLE = encoder.encode(
  "\ufeffhttp://a/b?c#d\r\n\r\n\nmailto:x@y\r\n//[::1]:80/p\rq\n%zz\nhttp://é/\n  \nurn:a:b\r\n" + "x".repeat(100) + "\nlast-line-without-newline",
);
const KASZTP = readFileSync(realWorldListPath("kasztp.txt")).subarray(0, 300_000);

describe("scanStream", () => {
  const sizes: [string, number][] = [["1", 1], ["7", 7], ["4096", 4096], ["one chunk", 1 << 30]];
  it.each(sizes)("gives the whole-input results for chunks of %s bytes", async (_, chunkSize) => {
    const size = (): number => chunkSize;
    for (const bytes of [SAMPLE, KASZTP]) {
      for (const engine of ["js", "wasm", "wasm-simd"] as const) {
        const batches = await collect(scanStream(chunked(bytes, size), { engine, batchBytes: 64 }));
        expect(flatten(batches)).toEqual(whole(bytes));
      }
    }
  });

  it("gives the whole-input results for random chunk and batch sizes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 16, max: 200 }), async (sizes, batchBytes) => {
        const batches = await collect(scanStream(chunked(SAMPLE, (k) => sizes[k % sizes.length]), { engine: "wasm-simd", batchBytes }));
        expect(flatten(batches)).toEqual(whole(SAMPLE));
      }),
      { seed: 7, numRuns: 100 },
    );
  });

  it("skips the BOM, drops CR LF, keeps empty lines and a final line without LF", async () => {
    const [batch] = await collect(scanStream([SAMPLE]));
    const lines = Array.from(batch, (entry) => entry.text);
    expect(lines).toEqual(["http://a/b?c#d", "", "", "mailto:x@y", "//[::1]:80/p\rq", "%zz", "http://é/", "  ", "urn:a:b", "x".repeat(100), "last-line-without-newline"]);
    expect(batch.lineRange(0)).toEqual([3, 17]);
    expect(batch.isValid(1)).toBe(true); // an empty line is a valid empty relative-ref
    expect(batch.toComponents(1)).toEqual({ scheme: undefined, userinfo: undefined, host: undefined, port: undefined, path: "", query: undefined, fragment: undefined });
    expect(batch.error(4)).toEqual({ code: "unexpected-char", index: 12 }); // a lone CR is part of the line
    expect(batch.error(6)).toEqual({ code: "unexpected-char", index: 7 });
  });

  it("reads a Node Readable and a Web ReadableStream", async () => {
    const fromNode = await collect(scanStream(Readable.from(chunked(KASZTP, () => 1000)), { batchBytes: 10_000 }));
    expect(flatten(fromNode)).toEqual(whole(KASZTP));
    const web = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunked(KASZTP, () => 3000)) controller.enqueue(chunk);
        controller.close();
      },
    });
    expect(flatten(await collect(scanStream(web, { batchBytes: 10_000 })))).toEqual(whole(KASZTP));
  });

  it("cuts batches of 1 MiB by default (DEFAULT_BATCH_BYTES), each a run of whole lines", async () => {
    const line = encoder.encode("http://a/b\n");
    const bytes = new Uint8Array(line.length * 200_000); // 2.2 MB: three batches of about 1 MiB
    for (let at = 0; at < bytes.length; at += line.length) bytes.set(line, at);
    const batches = await collect(scanStream(chunked(bytes, () => 65_536), { engine: "wasm-simd" }));
    // Sixteen 64 KiB chunks make 1 MiB, cut after its last LF: the whole lines in 1 MiB, twice, and the rest.
    const perBatch = Math.floor((1 << 20) / line.length);
    expect(batches.map((b) => b.length)).toEqual([perBatch, perBatch, 200_000 - 2 * perBatch]);
    expect(batches.map((b) => b.firstLine)).toEqual([0, perBatch, 2 * perBatch]);
    expect(batches.map((b) => b.byteOffset)).toEqual([0, perBatch * line.length, 2 * perBatch * line.length]);
  });

  it("rejects string chunks", async () => {
    await expect(collect(scanStream(["http://a\n"] as unknown as Uint8Array[]))).rejects.toThrow(TypeError);
  });
});

describe("scanStream rows", () => {
  const bytes = readFileSync(realWorldListPath("kasztp.txt")).subarray(0, 60_000);
  it("stay compact while no result's offsets is read, and come as Int32 (offsets is the rows, no copy) once one is", async () => {
    const source = (): Iterable<Uint8Array> => chunked(bytes, () => 4096);
    const untouched: number[] = [];
    for await (const batch of scanStream(source(), { batchBytes: 8192 })) untouched.push(batch.rows.BYTES_PER_ELEMENT);
    expect(untouched.length).toBeGreaterThan(5);
    expect(new Set(untouched)).toEqual(new Set([2]));
    const widths: number[] = [];
    const rows: number[] = [];
    for await (const batch of scanStream(source(), { batchBytes: 8192 })) {
      widths.push(batch.rows.BYTES_PER_ELEMENT);
      if (batch.rows instanceof Int32Array) expect(batch.offsets).toBe(batch.rows);
      rows.push(...batch.offsets);
    }
    expect(widths).toEqual([2, ...untouched.slice(1).map(() => 4)]);
    expect(rows).toEqual(whole(bytes).rows);
  });
});

describe("scanTransform", () => {
  it("transforms byte chunks into result batches", async () => {
    const source = ReadableStream.from(chunked(KASZTP, () => 777));
    const batches = await collect(source.pipeThrough(scanTransform({ engine: "wasm", batchBytes: 20_000 })));
    expect(batches.length).toBeGreaterThan(5);
    expect(flatten(batches)).toEqual(whole(KASZTP));
  });
});

describe("skipBom", () => {
  const bom = Uint8Array.of(0xef, 0xbb, 0xbf, 0x61, 0x0a);
  it("skips a BOM at the start of the stream by default, and keeps it as a character with skipBom: false", async () => {
    const skipped = await collect(scanStream([bom]));
    expect(skipped[0].isValid(0)).toBe(true);
    const kept = await collect(scanStream([bom], { skipBom: false }));
    expect(kept[0].isValid(0)).toBe(false);
    expect(kept[0].error(0)).toEqual({ code: "unexpected-char", index: 0 });
    const transformed = await collect(ReadableStream.from([bom]).pipeThrough(scanTransform({ skipBom: false })));
    expect(transformed[0].isValid(0)).toBe(false);
  });
});
