import { describe, expect, it } from "vitest";
import {
  DECODE_UNRESERVED,
  LOWERCASE_LETTERS,
  UPPERCASE_PERCENT_ENCODING,
  normalizePercentEncoding,
} from "./normalize-percent-encoding.js";

const ALL = DECODE_UNRESERVED | UPPERCASE_PERCENT_ENCODING;
const whole = (text: string, flags: number) => normalizePercentEncoding(text, 0, text.length, flags);

describe("normalizePercentEncoding (RFC 3986 §6.2.2.1, §6.2.2.2)", () => {
  it.each([
    ["", ""],
    ["abc", "abc"],
    ["%7e", "~"],
    ["%7E%2d%2E%5f", "~-._"],
    ["%41%5A%61%7a%30%39", "AZaz09"],
    ["%2f", "%2F"],
    ["%3a%3A", "%3A%3A"],
    ["%20", "%20"],
    ["%c3%a9", "%C3%A9"],
    ["%25", "%25"],
    ["%2541", "%2541"],
    ["a%2fb%7ec", "a%2Fb~c"],
  ])("%j → %j", (input, expected) => {
    expect(whole(input, ALL)).toBe(expected);
  });

  it("decodes without uppercasing the rest, and uppercases without decoding", () => {
    expect(whole("%7e%3a", DECODE_UNRESERVED)).toBe("~%3a");
    expect(whole("%7e%3a", UPPERCASE_PERCENT_ENCODING)).toBe("%7E%3A");
    expect(whole("%7e%3a", 0)).toBe("%7e%3a");
  });

  it("lowercases letters, decoded ones too, but never the hex digits of a %XX left encoded", () => {
    expect(whole("WWW.%4CX%c3%a9.COM", ALL | LOWERCASE_LETTERS)).toBe("www.lx%C3%A9.com");
    expect(whole("A%2fB", LOWERCASE_LETTERS)).toBe("a%2fb");
    expect(whole("A%2FB", LOWERCASE_LETTERS)).toBe("a%2Fb");
  });

  it("reads only text[start, end)", () => {
    const text = "http://EX%41MPLE.com/%7e";
    expect(normalizePercentEncoding(text, 7, 20, ALL | LOWERCASE_LETTERS)).toBe("example.com");
    expect(normalizePercentEncoding(text, 20, 24, ALL)).toBe("/~");
    expect(normalizePercentEncoding(text, 0, 4, LOWERCASE_LETTERS)).toBe("http");
  });
});
