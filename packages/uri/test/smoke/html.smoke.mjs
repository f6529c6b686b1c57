// Smoke cases of @urikit/html: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as html from "@urikit/html";
import { eq } from "./harness.mjs";

export const cases = [
  ["extractLinks with <base href>", () => eq(html.extractLinks('<base href="http://h/a/"><a href=b>x</a>').map((l) => l.uri), ["http://h/a/", "http://h/a/b"])],
];
