import { describe, expect, it } from "vitest";
import { COLON, SEMICOLON, findDisallowed } from "./rfc1738-char-class.js";

describe("findDisallowed", () => {
  it("accepts uchar and escapes", () => {
    expect(findDisallowed("aZ9$-_.+!*'(),~%20", 0, 18, 0)).toBe(-1);
  });
  it("finds the first reserved character not allowed", () => {
    expect(findDisallowed("ab;c:d", 0, 6, SEMICOLON)).toBe(4);
    expect(findDisallowed("ab;c:d", 0, 6, SEMICOLON | COLON)).toBe(-1);
    expect(findDisallowed("abé", 0, 3, 0)).toBe(2);
  });
});
