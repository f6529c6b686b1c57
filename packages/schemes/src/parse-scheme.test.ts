import { UriError } from "@urikit/core";
import { indexOfWork } from "@urikit/corpus";
import { describe, expect, expectTypeOf, it } from "vitest";
import { parseScheme } from "./parse-scheme.js";

describe("parseScheme", () => {
  it("reads a long ftp path in linear time: segments without ';' do not each search the rest (counted)", () => {
    // Each segment of "/a/a/…/f;type=a" searched the rest of the URL for a ";": 10⁶ segments took 10 s.
    for (const url of ["ftp://h/" + "a/".repeat(50_000) + "f;type=a", "ftp://h/" + "a/".repeat(50_000) + "f"]) {
      let segments = 0;
      const work = indexOfWork(() => {
        const result = parseScheme(url);
        if (result.scheme === "ftp") segments = result.segments.length;
      });
      expect(segments).toBe(50_001);
      expect(work).toBeLessThanOrEqual(3 * url.length);
    }
  });
  it("reports RFC 3986 errors before scheme errors", () => {
    expect(() => parseScheme("ftp://h/a b;type=x")).toThrow(expect.objectContaining({ code: "unexpected-char", index: 9 }));
  });
  it("reports unknown schemes at index 0", () => {
    const error = (() => {
      try {
        parseScheme("zzz:1");
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(UriError.is(error)).toBe(true);
    expect(error).toMatchObject({ code: "unknown-scheme", index: 0 });
  });
  it("returns the scheme lowercased", () => {
    expect(parseScheme("TeLnEt://h").scheme).toBe("telnet");
  });
  it("narrows on scheme", () => {
    const result = parseScheme("ftp://h/a;type=i");
    if (result.scheme === "ftp") {
      expectTypeOf(result.segments).toEqualTypeOf<string[]>();
      expectTypeOf(result.typecode).toEqualTypeOf<"a" | "i" | "d" | undefined>();
      expect(result.typecode).toBe("i");
    } else {
      expect.unreachable();
    }
  });
});
