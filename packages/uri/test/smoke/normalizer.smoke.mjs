// Smoke cases of @urikit/normalizer: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as normalizer from "@urikit/normalizer";
import { eq } from "./harness.mjs";

export const cases = [
  ["normalize", () => eq(normalizer.normalize("HTTP://User@Example.COM:80/%7efoo/./a/../b"), "http://User@example.com/~foo/b")],
  ["equivalent", () => eq([normalizer.equivalent("http://a/%7e", "HTTP://A:80/~"), normalizer.equivalent("http://a/b", "http://a/c")], [true, false])],
];
