// Smoke cases of @urikit/scanner: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as scanner from "@urikit/scanner";
import { eq, scanLines, scanWebStream, webStream } from "./harness.mjs";

export const cases = [
  ["createScanner wasm-simd", () => scanLines(scanner, "wasm-simd")],
  ["createScanner wasm (scalar)", () => scanLines(scanner, "wasm")],
  ["createScanner js", () => scanLines(scanner, "js")],
  ["auto picks wasm-simd when WebAssembly.validate accepts it", async () => eq((await scanner.createScanner()).engine, "wasm-simd")],
  ["scanStream over a Web ReadableStream", () => scanWebStream(scanner, "wasm-simd")],
  ["scanTransform", async () => {
    let lines = 0;
    const out = webStream("a:b\nc d\n".repeat(50), 5).pipeThrough(scanner.scanTransform({ engine: "wasm", batchBytes: 64 }));
    const reader = out.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      lines += value.length;
    }
    eq(lines, 100);
  }],
];
