import { HOST_KIND_IPV4, HOST_KIND_IPV6, HOST_KIND_IPVFUTURE, HOST_KIND_REG_NAME } from "@urikit/core/offsets";
import { describe, expect, it } from "vitest";
import { IPV6_CANONICAL, LOWERCASE_HOST, normalizeHost } from "./normalize-host.js";
import { DECODE_UNRESERVED, UPPERCASE_PERCENT_ENCODING } from "./normalize-percent-encoding.js";

const ALL = DECODE_UNRESERVED | UPPERCASE_PERCENT_ENCODING | LOWERCASE_HOST | IPV6_CANONICAL;
const host = (text: string, kind: number, flags = ALL) => normalizeHost(text, 0, text.length, kind, flags);

describe("normalizeHost (RFC 3986 §6.2.2.1, §3.2.2; RFC 5952 §4)", () => {
  it("lowercases a reg-name, decoded letters too, and keeps uppercase hex in what stays encoded", () => {
    expect(host("www.EXAMPLE.com", HOST_KIND_REG_NAME)).toBe("www.example.com");
    expect(host("%4C%c3%a9", HOST_KIND_REG_NAME)).toBe("l%C3%A9");
    expect(host("%4C%c3%a9", HOST_KIND_REG_NAME, DECODE_UNRESERVED)).toBe("L%c3%a9");
    expect(host("Ex", HOST_KIND_REG_NAME, 0)).toBe("Ex");
    expect(host("", HOST_KIND_REG_NAME)).toBe("");
  });

  it("writes an IPv6address in RFC 5952 form, or only lowercases it", () => {
    expect(host("[2001:DB8:0:0:0:0:0:1]", HOST_KIND_IPV6)).toBe("[2001:db8::1]");
    expect(host("[0:0:0:0:0:FFFF:192.0.2.1]", HOST_KIND_IPV6)).toBe("[::ffff:192.0.2.1]");
    expect(host("[2001:DB8:0:0:0:0:0:1]", HOST_KIND_IPV6, LOWERCASE_HOST)).toBe("[2001:db8:0:0:0:0:0:1]");
    expect(host("[2001:DB8::1]", HOST_KIND_IPV6, 0)).toBe("[2001:DB8::1]");
  });

  it("lowercases all of an IPvFuture (RFC 3986 §3.2.2: the host is case-insensitive)", () => {
    expect(host("[VAB.CD:Ef]", HOST_KIND_IPVFUTURE)).toBe("[vab.cd:ef]");
    expect(host("[VAB.CD:Ef]", HOST_KIND_IPVFUTURE, IPV6_CANONICAL)).toBe("[VAB.CD:Ef]");
  });

  it("keeps an IPv4address", () => {
    expect(host("192.0.2.1", HOST_KIND_IPV4)).toBe("192.0.2.1");
  });

  it("reads only text[start, end)", () => {
    expect(normalizeHost("http://[::0:1]:80", 7, 14, HOST_KIND_IPV6, ALL)).toBe("[::1]");
  });
});
