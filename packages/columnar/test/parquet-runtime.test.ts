// Where parquet-wasm's WebAssembly is not initialised (its browser build, in a bundle), its first call throws a
// TypeError from inside the bindings. parquetStream turns that into the error that says Parquet needs Node.js,
// Deno or Bun; test/browser.test.ts sees it in Chromium, this test in Node with the same failure simulated.
import { describe, expect, it, vi } from "vitest";

const UNINITIALISED = new TypeError("Cannot read properties of undefined (reading '__wbindgen_add_to_stack_pointer')");

vi.mock("parquet-wasm", async (importOriginal) => {
  const real = await importOriginal<typeof import("parquet-wasm")>();
  return {
    ...real,
    WriterPropertiesBuilder: class {
      constructor() {
        throw UNINITIALISED;
      }
    },
  };
});

const { parquetStream } = await import("../src/parquet-stream.js");

describe("parquetStream without an initialised Parquet writer", () => {
  it("rejects with the Node/Deno/Bun-only error, the original as its cause", async () => {
    const error: unknown = await parquetStream([]).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^@urikit\/columnar: parquetStream runs on Node\.js, Deno and Bun only: /);
    expect((error as Error).cause).toBe(UNINITIALISED);
  });
});
