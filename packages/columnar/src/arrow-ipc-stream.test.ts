import { tableFromIPC } from "apache-arrow";
import { describe, expect, it } from "vitest";
import { createScanner } from "@urikit/scanner";
import { arrowIpcStream } from "./arrow-ipc-stream.js";

const scanner = await createScanner({ engine: "js" });

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("arrowIpcStream", () => {
  const batches = () => [scanner.scan(["http://a/", "https://b/"]), scanner.scan(["ftp://c/", "http://d/"]), scanner.scan(["urn:x"])];

  it.each(["file", "stream"] as const)("%s: a scheme new in a later batch reads back (delta or replacement dictionary)", async (format) => {
    const table = tableFromIPC(await bytesOf(arrowIpcStream(batches(), { format, columns: ["line", "scheme"] })));
    expect(table.batches.length).toBe(3);
    expect([...table.getChild("scheme")!]).toEqual(["http", "https", "ftp", "http", "urn"]);
    // Line numbers count per batch from each result's firstLine (0 here: separate scans).
    expect([...table.getChild("line")!]).toEqual([1n, 2n, 1n, 2n, 1n]);
  });

  it("the file form starts and ends with the ARROW1 magic, the stream form does not", async () => {
    const file = await bytesOf(arrowIpcStream(batches()));
    const magic = new TextEncoder().encode("ARROW1");
    expect(file.subarray(0, 6)).toEqual(magic);
    expect(file.subarray(file.length - 6)).toEqual(magic);
    const stream = await bytesOf(arrowIpcStream(batches(), { format: "stream" }));
    expect(stream.subarray(0, 6)).not.toEqual(magic);
  });

  it("no input still gives a readable file with the schema", async () => {
    const table = tableFromIPC(await bytesOf(arrowIpcStream([])));
    expect(table.numRows).toBe(0);
    expect(table.schema.fields.map((f) => f.name)).toContain("host");
  });

  it("refuses what is not a scan result, and a bad format", async () => {
    await expect(bytesOf(arrowIpcStream([{ length: 1 } as never]))).rejects.toThrow(/expected ScanResult batches/);
    expect(() => arrowIpcStream([], { format: "feather" as never })).toThrow(/format is "file" or "stream"/);
  });

  it.each(["file", "stream"] as const)("%s: a reader that cancels stops the input, whose cleanup runs, and nothing more is read", async (format) => {
    let pulled = 0;
    let closed = false;
    async function* input() {
      try {
        for (;;) {
          pulled++;
          yield scanner.scan([`http://h${pulled}.example/`]);
        }
      } finally {
        closed = true;
      }
    }
    const reader = arrowIpcStream(input(), { format }).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(first.value!.byteLength).toBeGreaterThan(0);
    await reader.cancel(new Error("enough"));
    expect(closed).toBe(true);
    const pulledAtCancel = pulled;
    expect(pulledAtCancel).toBeLessThan(3);
    expect(await reader.closed.then(() => "closed")).toBe("closed");
    expect(pulled).toBe(pulledAtCancel);
  });
});
