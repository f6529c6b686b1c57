// Smoke cases of @urikit/resolver: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as resolver from "@urikit/resolver";
import { eq } from "./harness.mjs";

export const cases = [
  ["resolve RFC 3986 §5.4", () => {
    const base = "http://a/b/c/d;p?q";
    eq(["g;x?y#s", "../../../g", "//g", "?y", ""].map((r) => resolver.resolve(base, r)),
      ["http://a/b/c/g;x?y#s", "http://a/g", "http://g", "http://a/b/c/d;p?y", "http://a/b/c/d;p?q"]);
  }],
  ["relativize", () => eq(resolver.relativize("http://a/b/c/d", "http://a/b/e"), "../e")],
];
