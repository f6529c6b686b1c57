// Smoke cases of @urikit/core: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as core from "@urikit/core";
import { eq, throwsCode } from "./harness.mjs";

/**
 * A URI long enough for isUriReference's WebAssembly check (96 units and more) in every runtime with WebAssembly SIMD.
 * The copy into the module differs by runtime (`TextEncoder#encodeInto`, `Buffer#write` on Node ≥ 22 and Bun): "\u012f"
 * and "\u0141" would pass as "/" and "A" through a copy that kept only the low byte of each code unit.
 */
const LONG = "file:///Users/someone/dev/project/node_modules/some-package/dist/esm/index.mjs?tapmock=0.1%2F2&x=y#top";

export const cases = [
  ["parse", () => eq(core.parse("foo://example.com:8042/over/there?name=ferret#nose"), {
    scheme: "foo", host: "example.com", port: "8042", path: "/over/there", query: "name=ferret", fragment: "nose",
  })],
  ["serialize", () => eq(core.serialize(core.parse("ldap://[2001:db8::7]/c=GB?objectClass?one")), "ldap://[2001:db8::7]/c=GB?objectClass?one")],
  ["UriError code and index", () => {
    const e = throwsCode(() => core.parse("http://[::1"), "unclosed-ip-literal");
    eq([core.UriError.is(e), e.index], [true, 7]);
  }],
  ["isUriReference on long strings (WebAssembly where it runs, else the regex path)", () => eq(
    [LONG, LONG + "#", LONG.replace("%2F", "%2G"), LONG.replace("dev", "d\u00e9v"), LONG.replace("dev", "d\ud800v"), LONG.replace("dev", "d v"), "//" + LONG,
      LONG.replace("dev", "d\u012fv"), LONG.replace("dev", "d\u0141v"), LONG.slice(0, 70)].map((s) => core.isUriReference(s)),
    [true, false, false, false, false, false, true, false, false, true],
  )],
];
