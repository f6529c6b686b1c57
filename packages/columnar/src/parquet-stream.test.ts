// parquetStream's own checks and its input's end: options out of range are RangeErrors before anything is read, and
// a reader that cancels the file's bytes stops the scan results it was reading (test/read-back.test.ts reads whole
// files back with DuckDB).
import { describe, expect, it } from "vitest";
import { createScanner } from "@urikit/scanner";
import { ColumnarEncoder } from "./columnar-encoder.js";
import { parquetStream } from "./parquet-stream.js";

const scanner = await createScanner({ engine: "js" });

describe("parquetStream", () => {
  it.each([
    [{ compression: "gzip" as never }, /compression is snappy, zstd or none; got gzip/],
    [{ rowGroupRows: 0 }, /rowGroupRows must be a whole number ≥ 1, got 0/],
    [{ rowGroupRows: 1.5 }, /rowGroupRows must be a whole number ≥ 1, got 1.5/],
    [{ rowGroupRows: Number.NaN }, /rowGroupRows must be a whole number ≥ 1, got NaN/],
  ])("refuses %o with a RangeError", async (options, message) => {
    let read = false;
    const input = (function* () {
      read = true;
      yield scanner.scan(["http://a/"]);
    })();
    const error: unknown = await parquetStream(input, options).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RangeError);
    expect((error as Error).message).toMatch(message);
    expect(read).toBe(false);
  });

  it("a reader that cancels the file stops the input, whose cleanup runs", async () => {
    let pulled = 0;
    let closed = false;
    async function* input() {
      try {
        while (pulled < 1000) {
          pulled++;
          yield scanner.scan(Array.from({ length: 100 }, (_, k) => `http://h${pulled}-${k}.example/p?q=${k}`));
        }
      } finally {
        closed = true;
      }
    }
    // A row group per batch: the writer emits bytes after the first batch instead of waiting for a million rows.
    const reader = (await parquetStream(input(), { rowGroupRows: 100 })).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel(new Error("enough"));
    expect(closed).toBe(true);
    // The writer went on pulling its input to the end after a cancel (parquet-wasm does not cancel its input).
    const pulledAtCancel = pulled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBe(pulledAtCancel);
    expect(pulled).toBeLessThan(100);
  });

  it("writes the same bytes from encodeIpc batches (encoded elsewhere) as from the scan results", async () => {
    const file = async (input: Iterable<unknown>): Promise<Buffer> => {
      const chunks: Uint8Array[] = [];
      const reader = (await parquetStream(input as Iterable<Uint8Array>, { columns: ["file", "line", "scheme", "host", "error_code", "error_message"] })).getReader();
      for (let step = await reader.read(); step.done !== true; step = await reader.read()) chunks.push(step.value);
      return Buffer.concat(chunks);
    };
    const lines = (k: number): string[] => Array.from({ length: 50 }, (_, i) => (i % 7 === 3 ? `bad line ${k}` : `http://h${k}-${i}.example/p?q=${i}`));
    const batches = [0, 1, 2].map((k) => ({ result: scanner.scan(lines(k)), file: `f${k}` }));
    const encoder = new ColumnarEncoder({ columns: ["file", "line", "scheme", "host", "error_code", "error_message"] });
    const direct = await file(batches);
    expect(direct.subarray(0, 4).toString()).toBe("PAR1");
    expect(await file(batches.map((b) => encoder.encodeIpc(b)))).toEqual(direct);
    expect(await file([batches[0], encoder.encodeIpc(batches[1]), batches[2]])).toEqual(direct);
  });
});
