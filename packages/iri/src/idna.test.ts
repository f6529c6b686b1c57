import { describe, expect, it } from "vitest";
import { IdnaError, toASCII, toUnicode } from "@urikit/iri/idna";

describe("toASCII / toUnicode (UTS #46, nontransitional, by tr46)", () => {
  it("converts both ways", () => {
    expect(toASCII("B\u00fccher.de")).toBe("xn--bcher-kva.de");
    expect(toASCII("fa\u00df.de")).toBe("xn--fa-hia.de");
    expect(toUnicode("xn--bcher-kva.de")).toEqual({ domain: "b\u00fccher.de", error: false });
    expect(toUnicode("xn--a.de").error).toBe(true);
  });

  it("defaults are WHATWG URL's; options turn the other checks on", () => {
    expect(toASCII("a_b.de")).toBe("a_b.de");
    expect(() => toASCII("a_b.de", { useSTD3ASCIIRules: true })).toThrow(IdnaError);
    expect(toASCII("-a.de")).toBe("-a.de");
    expect(() => toASCII("-a.de", { checkHyphens: true })).toThrow(IdnaError);
    expect(toASCII("a".repeat(64))).toBe("a".repeat(64));
    expect(() => toASCII("a".repeat(64), { verifyDnsLength: true })).toThrow(/ToASCII fails/);
    expect(() => toASCII("a\u200cb")).toThrow(IdnaError);
    expect(toASCII("a\u200cb", { checkJoiners: false })).toBe("xn--ab-j1t");
    // An undecodable "xn--" label stays as it is, flagged.
    expect(toUnicode("xn--99999999999.de", { ignoreInvalidPunycode: true })).toEqual({ domain: "xn--99999999999.de", error: true });
  });

  it("an IdnaError names the domain", () => {
    try {
      toASCII("a\u200cb");
    } catch (e) {
      expect(e).toBeInstanceOf(IdnaError);
      expect((e as IdnaError).domain).toBe("a\u200cb");
      expect((e as IdnaError).name).toBe("IdnaError");
    }
  });

  it("a non-string or a non-object options argument is a TypeError, a bad option a RangeError", () => {
    expect(() => toASCII(1 as unknown as string)).toThrow(TypeError);
    expect(() => toUnicode(1 as unknown as string)).toThrow(TypeError);
    expect(() => toASCII("a", { checkBidi: 1 as unknown as boolean })).toThrow(RangeError);
    expect(() => toASCII("a", { nope: true } as object)).toThrow(RangeError);
    // An options argument that is not an object is a wrong type, not a bad option.
    expect(() => toUnicode("a", "x" as unknown as object)).toThrow(new TypeError("toUnicode: expected an options object, got string"));
    expect(() => toUnicode("a", "x" as unknown as object)).toThrow(TypeError);
    expect(() => toASCII("a", null as unknown as object)).toThrow(TypeError);
  });
});
