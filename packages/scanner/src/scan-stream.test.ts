// scanStream over a ReadableStream that only has `getReader()` (a browser whose streams are not async iterable, such
// as Safari before 18 and Chrome before 124): the chunks are read through a reader, its lock is released at the end
// and when the consumer stops early; a source that is not an object is a TypeError.
import { describe, expect, it } from "vitest";
import { createScanner } from "./create-scanner.js";
import { scanStream } from "./scan-stream.js";

const TEXT = "http://a.example/x\nmailto:b@c.example\n//[::1]:80/\nhttp://bad host/\n";

/** A Web ReadableStream of `chunks`, seen only through `getReader()`; counts the locks taken and released. */
function readerOnly(chunks: string[]): { stream: ReadableStream<Uint8Array>; locks: { taken: number; released: number } } {
  const inner = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const locks = { taken: 0, released: 0 };
  const stream = {
    getReader() {
      locks.taken++;
      const reader = inner.getReader();
      return {
        read: () => reader.read(),
        releaseLock() {
          locks.released++;
          reader.releaseLock();
        },
      };
    },
  } as unknown as ReadableStream<Uint8Array>;
  expect(Symbol.asyncIterator in stream).toBe(false);
  return { stream, locks };
}

describe("scanStream through a reader", () => {
  it("scans every chunk, as one whole-input scan does, and releases the reader", async () => {
    const { stream, locks } = readerOnly(["http://a.exa", "mple/x\nmailto:b@c.example\n//[::1]", ":80/\nhttp://bad host/\n"]);
    const rows: number[] = [];
    let lines = 0;
    for await (const batch of scanStream(stream, { engine: "js" })) {
      rows.push(...batch.offsets);
      lines += batch.length;
    }
    const whole = (await createScanner({ engine: "js" })).scan(new TextEncoder().encode(TEXT));
    expect(lines).toBe(4);
    expect(rows).toEqual([...whole.offsets]);
    expect(locks).toEqual({ taken: 1, released: 1 });
  });

  it("releases the reader when the consumer stops early", async () => {
    const { stream, locks } = readerOnly(TEXT.split("\n").map((line) => line + "\n"));
    for await (const batch of scanStream(stream, { engine: "js", batchBytes: 16 })) {
      expect(batch.host(0)).toBe("a.example");
      break;
    }
    expect(locks).toEqual({ taken: 1, released: 1 });
  });

  it.each([
    ["a string", "http://a.example/\n", /got string/],
    ["null", null, /got null/],
    ["a number", 7, /got number/],
  ])("refuses %s with a TypeError", async (_, source, message) => {
    const error = await scanStream(source as unknown as ReadableStream<Uint8Array>, { engine: "js" }).next().then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toMatch(message);
  });
});
