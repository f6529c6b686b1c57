// Smoke cases of @urikit/schemes: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as schemes from "@urikit/schemes";
import { eq } from "./harness.mjs";

export const cases = [
  ["defaultPort", () => eq([schemes.defaultPort("http"), schemes.defaultPort("ftp")], [80, 21])],
  ["parseScheme", () => eq(schemes.parseScheme("ftp://u:p@h/d/f;type=i").scheme, "ftp")],
];
