import { UriError } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { serializeQuery } from "./serialize-query.js";

describe("serializeQuery (RFC 3986 §3.4)", () => {
  it("encodes only what the reading needs", () => {
    expect(serializeQuery([["a b", "c&d=e+f#g%h"]])).toBe("a%20b=c%26d=e+f%23g%25h");
    expect(serializeQuery([["k=v", "/path?x:y@z!$'()*,;~-._"]])).toBe("k%3Dv=/path?x:y@z!$'()*,;~-._");
    expect(serializeQuery([["é", "😀"]])).toBe("%C3%A9=%F0%9F%98%80");
    expect(serializeQuery([])).toBe("");
    expect(serializeQuery([["", ""]])).toBe("=");
    expect(serializeQuery(new Map([["a", "1"], ["b", "2"]]))).toBe("a=1&b=2");
  });

  it("form reading: a space is +, a + is %2B", () => {
    expect(serializeQuery([["a b", "c+d e"]], { form: true })).toBe("a+b=c%2Bd+e");
    expect(serializeQuery([["k=", "=[]"]], { form: true })).toBe("k%3D==%5B%5D");
  });

  it("throws UriError for a lone surrogate, TypeError for bad pairs, RangeError for bad options", () => {
    expect(() => serializeQuery([["a", "\uD800"]])).toThrowError(UriError);
    expect(() => serializeQuery([["\uDC00x", "a"]])).toThrowError(/name of pair 0/);
    expect(() => serializeQuery([["a", "b"], ["a", 1 as unknown as string]])).toThrowError(/pair 1/);
    expect(() => serializeQuery("a=b" as unknown as [])).toThrowError(TypeError);
    expect(() => serializeQuery([], null as unknown as object)).toThrowError(TypeError);
    expect(() => serializeQuery([], { form: 1 as unknown as boolean })).toThrowError(RangeError);
  });

  it("encodes long text whole (the output is built in chunks of 4,096 code units)", () => {
    for (const count of [1, 1365, 1366, 4097, 100_000]) {
      const value = "é a+b".repeat(count);
      // Independent of the encoder: encodeURIComponent leaves "+" and " " encoded the same way in both readings here.
      expect(serializeQuery([["q", value]])).toBe("q=" + encodeURIComponent(value).replaceAll("%2B", "+"));
      expect(serializeQuery([["q", value]], { form: true })).toBe("q=" + encodeURIComponent(value).replaceAll("%20", "+"));
    }
  });
});
