// Smoke cases of @urikit/text: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as text from "@urikit/text";
import { eq } from "./harness.mjs";

export const cases = [
  ["findUris", () => eq(text.findUris("see <http://a/\n b> and http://c/d.").map((m) => m.uri), ["http://a/b", "http://c/d"])],
];
