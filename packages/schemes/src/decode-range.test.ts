import { describe, expect, it } from "vitest";
import { decodeRange } from "./decode-range.js";

describe("decodeRange", () => {
  it("decodes only the range", () => {
    expect(decodeRange("a%20b%41c", 1, 5)).toBe(" b");
    expect(decodeRange("a%20b%41c", 5, 9)).toBe("Ac");
  });
  it("reports errors at their index in the whole text", () => {
    expect(() => decodeRange("xxxx%FFyy", 2, 9)).toThrow(expect.objectContaining({ code: "invalid-utf8", index: 4 }));
  });
});
