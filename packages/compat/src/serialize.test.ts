import { parseCases } from "@urikit/corpus";
import { normalize as normalizeText } from "@urikit/normalizer";
import { describe, expect, it } from "vitest";
import { parse } from "./parse.js";
import { serialize } from "./serialize.js";

describe("serialize (RFC 3986 §5.3)", () => {
  it("brackets an IPv6 host given without them and writes a numeric port", () => {
    expect(serialize({ scheme: "http", host: "::1", port: 8080, path: "/x" })).toBe("http://[::1]:8080/x");
    expect(serialize({ scheme: "http", host: "[::1]", path: "" })).toBe("http://[::1]");
    expect(serialize({ path: "a", fragment: "" })).toBe("a#");
    expect(serialize({})).toBe("");
  });

  it("throws UriError instead of escaping what cannot be recomposed", () => {
    expect(() => serialize({ path: "a:b" })).toThrow(/RFC 3986/);
    expect(() => serialize({ scheme: "http", host: "a/b", path: "" })).toThrow(/RFC 3986/);
    expect(() => serialize({ path: "x", error: "made by hand" })).toThrow(/made by hand/);
    expect(() => serialize(null as never)).toThrow(TypeError);
  });

  it("serialize(parse(x)) is the §6.2.2 normal form of x, for every valid corpus input", () => {
    let checked = 0;
    for (const c of parseCases()) {
      const record = parse(c.input);
      if (record.error !== undefined) continue;
      expect(serialize(record), c.input).toBe(normalizeText(c.input));
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
