// Smoke cases of @urikit/uri: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as uri from "@urikit/uri";
import { eq, throwsCode, scanLines, scanWebStream } from "./harness.mjs";

export const cases = [
  ["parse, serialize", () => eq(uri.serialize(uri.parse("http://a/b?c#d")), "http://a/b?c#d")],
  ["resolve", () => eq(uri.resolve("http://a/b/c/d;p?q", "../g"), "http://a/b/g")],
  ["normalize", () => eq(uri.normalize("HTTP://A/%7e"), "http://a/~")],
  ["findUris", () => eq(uri.findUris("go to http://x/y, then").map((m) => m.uri), ["http://x/y"])],
  ["parse error", () => eq(throwsCode(() => uri.parse("http://a/b c"), "unexpected-char").index, 10)],
  ["createScanner wasm-simd", () => scanLines(uri, "wasm-simd")],
  ["createScanner wasm (scalar)", () => scanLines(uri, "wasm")],
  ["scanStream over a Web ReadableStream", () => scanWebStream(uri, "wasm")],
];
