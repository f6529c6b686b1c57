import { describe, expect, it } from "vitest";
import { checkIPLiteral, isIPLiteral } from "./ip-literal.js";

describe("checkIPLiteral", () => {
  it.each([
    ["[::1]", -1],
    ["[2001:db8::7]", -1],
    ["[v1.x]", -1],
    ["[V1.x]", -1],
    ["[::ffff:192.0.2.1]", -1],
    ["", 0],
    ["::1", 0],
    ["[", 1],
    ["[]", 1],
    ["[::1", 4],
    ["[1:2]", 4], // the address is cut short: "]" cannot be taken
    ["[::1]x", 5],
    ["[::1]]", 5],
    ["[[::1]]", 1],
    ["[::g]", 3],
    ["[v1.]", 4],
    ["[v1.x", 5],
    ["[fe80::1%25eth0]", 8], // no zones unless asked
    ["[1.2.3.4]", 2],
  ])("%j → %i", (input, expected) => {
    expect(checkIPLiteral(input, 0, input.length)).toBe(expected);
  });


  it("looks only at s[start, end) and reports indexes in s", () => {
    const s = "http://[::1]:80/";
    expect(checkIPLiteral(s, 7, 12)).toBe(-1);
    expect(checkIPLiteral(s, 7, 13)).toBe(12);
    expect(checkIPLiteral(s, 7, 10)).toBe(10);
  });
});

describe("isIPLiteral", () => {
  it("checks the whole string", () => {
    expect(isIPLiteral("[::1]")).toBe(true);
    expect(isIPLiteral("::1")).toBe(false);
    expect(isIPLiteral("[fe80::1%25eth0]")).toBe(false);
  });
});
