import { describe, expect, it } from "vitest";
import { checkIPv6address, isIPv6, parseIPv6 } from "./ipv6-address.js";

describe("checkIPv6address", () => {
  // The examples of the contract that the core parser relies on.
  it.each([
    ["1:2:3:4:5:6:7:8:9", 15],
    ["::1::", 4],
    ["1.2.3.4", 1],
    ["12345::", 4],
    ["1:2", 3],
    ["::1.2.3.04", 9],
    ["g::", 0],
    ["", 0],
    [":", 1],
    [":1", 1],
    [":::", 2],
    ["1:2:3:4:5:6:7::8", 15],
    ["1:2:3:4:5:6:7:1.2.3.4", 15],
    ["::256.1.1.1", 5],
    ["::1.2.3", 7],
    ["::1.2.3.4:5", 9],
    ["fe80::1%25eth0", 7],
  ])("%j → %i", (input, expected) => {
    expect(checkIPv6address(input, 0, input.length)).toBe(expected);
  });

  it.each([
    "1:2:3:4:5:6:7:8",
    "::2:3:4:5:6:7:8",
    "1::3:4:5:6:7:8",
    "1:2::4:5:6:7:8",
    "1:2:3::5:6:7:8",
    "1:2:3:4::6:7:8",
    "1:2:3:4:5::7:8",
    "1:2:3:4:5:6::8",
    "1:2:3:4:5:6:7::",
    "1:2:3:4:5:6:1.2.3.4",
    "::1.2.3.4",
    "1:2:3:4:5::1.2.3.4",
    "::",
    "FFFF::ffff",
    "0000:0000:0000:0000:0000:0000:0000:0000",
  ])("accepts %j", (input) => {
    expect(checkIPv6address(input, 0, input.length)).toBe(-1);
  });

  it("looks only at s[start, end) and reports indexes in s", () => {
    const s = "http://[2001:db8::1]:80/";
    expect(checkIPv6address(s, 8, 19)).toBe(-1);
    expect(checkIPv6address(s, 8, 20)).toBe(19); // "]"
    expect(checkIPv6address(s, 8, 13)).toBe(13); // "2001:" stops early
    expect(checkIPv6address(s, 7, 19)).toBe(7); // "["
  });
});

describe("isIPv6", () => {
  it("checks the whole string", () => {
    expect(isIPv6("::1")).toBe(true);
    expect(isIPv6("[::1]")).toBe(false);
    expect(isIPv6("::1 ")).toBe(false);
    expect(isIPv6("1:2:3:4:5:6:7")).toBe(false);
  });
});

describe("parseIPv6", () => {
  const words = (text: string): number[] => [...parseIPv6(text)];

  it("expands '::' to zero words", () => {
    expect(words("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(words("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(words("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(words("2001:DB8::8:800:200C:417A")).toEqual([0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    expect(words("1:2:3:4:5:6:7::")).toEqual([1, 2, 3, 4, 5, 6, 7, 0]);
    expect(words("::2:3:4:5:6:7:8")).toEqual([0, 2, 3, 4, 5, 6, 7, 8]);
    expect(words("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("converts an IPv4address ls32 to the last two words", () => {
    expect(words("::ffff:192.0.2.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201]);
    expect(words("1:2:3:4:5:6:255.255.255.255")).toEqual([1, 2, 3, 4, 5, 6, 0xffff, 0xffff]);
    expect(words("::0.0.0.1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(words("1::10.0.0.1")).toEqual([1, 0, 0, 0, 0, 0, 0x0a00, 1]);
  });

  it("returns a Uint16Array", () => {
    expect(parseIPv6("::1")).toBeInstanceOf(Uint16Array);
  });

  it("throws a RangeError naming the rule and the index", () => {
    expect(() => parseIPv6("1:2:3:4:5:6:7:8:9")).toThrow(new RangeError('invalid IPv6address: unexpected ":" at index 15'));
    expect(() => parseIPv6("1:2")).toThrow(new RangeError("invalid IPv6address: unexpected end at index 3"));
    expect(() => parseIPv6("::é")).toThrow(new RangeError('invalid IPv6address: unexpected "é" at index 2'));
  });
});
