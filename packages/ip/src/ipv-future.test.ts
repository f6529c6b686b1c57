import { describe, expect, it } from "vitest";
import { checkIPvFuture, isIPvFuture } from "./ipv-future.js";

describe("checkIPvFuture", () => {
  it.each([
    ["v1.x", -1],
    ["V1.x", -1], // the version flag is case-insensitive
    ["vA.a:b!$&'()*+,;=-._~", -1],
    ["v", 1],
    ["v1", 2],
    ["v1.", 3],
    ["v.1", 1],
    ["vg.x", 1],
    ["w1.x", 0],
    ["v1.x/", 4],
    ["v1.%41", 3],
    ["", 0],
  ])("%j → %i", (input, expected) => {
    expect(checkIPvFuture(input, 0, input.length)).toBe(expected);
  });

  it("looks only at s[start, end)", () => {
    const s = "//[v7.x]/";
    expect(checkIPvFuture(s, 3, 7)).toBe(-1);
    expect(checkIPvFuture(s, 3, 8)).toBe(7);
  });
});

describe("isIPvFuture", () => {
  it("checks the whole string", () => {
    expect(isIPvFuture("v1.fe80::a+en1")).toBe(true);
    expect(isIPvFuture("[v1.x]")).toBe(false);
  });
});
