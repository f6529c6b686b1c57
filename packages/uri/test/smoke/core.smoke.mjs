// Smoke cases of @urikit/core: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as core from "@urikit/core";
import { eq, throwsCode } from "./harness.mjs";

export const cases = [
  ["parse", () => eq(core.parse("foo://example.com:8042/over/there?name=ferret#nose"), {
    scheme: "foo", host: "example.com", port: "8042", path: "/over/there", query: "name=ferret", fragment: "nose",
  })],
  ["serialize", () => eq(core.serialize(core.parse("ldap://[2001:db8::7]/c=GB?objectClass?one")), "ldap://[2001:db8::7]/c=GB?objectClass?one")],
  ["UriError code and index", () => {
    const e = throwsCode(() => core.parse("http://[::1"), "unclosed-ip-literal");
    eq([core.UriError.is(e), e.index], [true, 7]);
  }],
];
