import { describe, expect, it } from "vitest";
import { checkIPv4address, formatIPv4, isIPv4, parseIPv4 } from "./ipv4-address.js";

describe("checkIPv4address", () => {
  it.each([
    ["0.0.0.0", -1],
    ["255.255.255.255", -1],
    ["1.2.3", 5],
    ["1.2.3.4.5", 7],
    ["256.1.1.1", 2],
    ["25.1.1.256", 9],
    ["01.1.1.1", 1],
    ["1.1.1.0x", 7],
    ["", 0],
  ])("%j → %i", (input, expected) => {
    expect(checkIPv4address(input, 0, input.length)).toBe(expected);
  });

  it("looks only at s[start, end) and reports indexes in s", () => {
    const s = "http://192.0.2.1:80/";
    expect(checkIPv4address(s, 7, 16)).toBe(-1);
    expect(checkIPv4address(s, 7, 19)).toBe(16); // the ":" of the port
    expect(checkIPv4address(s, 7, 14)).toBe(14); // "192.0.2" stops early: index = end
    expect(checkIPv4address(s, 7, 7)).toBe(7);
  });
});

describe("isIPv4", () => {
  it("accepts dotted decimal only", () => {
    expect(isIPv4("192.0.2.1")).toBe(true);
    expect(isIPv4("0177.0.0.1")).toBe(false);
    expect(isIPv4("127.1")).toBe(false);
    expect(isIPv4(" 1.2.3.4")).toBe(false);
  });
});

describe("parseIPv4", () => {
  it("returns the unsigned 32-bit value", () => {
    expect(parseIPv4("192.0.2.1")).toBe(0xc0000201);
    expect(parseIPv4("255.255.255.255")).toBe(0xffffffff);
    expect(parseIPv4("0.0.0.0")).toBe(0);
    expect(parseIPv4("128.0.0.0")).toBe(0x80000000);
  });

  it("throws a RangeError naming the rule and the index", () => {
    expect(() => parseIPv4("256.0.0.1")).toThrow(new RangeError('invalid IPv4address: unexpected "6" at index 2'));
    expect(() => parseIPv4("1.2.3")).toThrow(new RangeError("invalid IPv4address: unexpected end at index 5"));
    expect(() => parseIPv4("1.2.3.4 ")).toThrow(RangeError);
  });
});

describe("formatIPv4", () => {
  it("writes dotted decimal", () => {
    expect(formatIPv4(0xc0000201)).toBe("192.0.2.1");
    expect(formatIPv4(0)).toBe("0.0.0.0");
    expect(formatIPv4(0xffffffff)).toBe("255.255.255.255");
    expect(formatIPv4(0x0a000001)).toBe("10.0.0.1");
  });

  it.each([-1, 2 ** 32, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects %s", (value) => {
    expect(() => formatIPv4(value)).toThrow(RangeError);
  });
});
