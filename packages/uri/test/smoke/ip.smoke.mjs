// Smoke cases of @urikit/ip: a namespace import of its `.` entry, so a browser bundle of this file holds the whole
// entry (a `node:` import anywhere in it fails the build). Run by ../isomorphic.test.ts in Chromium, Deno, Bun, Node.
import * as ip from "@urikit/ip";
import { eq } from "./harness.mjs";

export const cases = [
  ["isIPv6, isIPv4", () => eq([ip.isIPv6("2001:db8::7"), ip.isIPv6("1::2::3"), ip.isIPv4("192.0.2.1"), ip.isIPv4("1.2.3.04")], [true, false, true, false])],
  ["RFC 5952 text form", () => eq(ip.formatIPv6(ip.parseIPv6("2001:0DB8:0:0:0:0:0:7")), "2001:db8::7")],
];
