import { UriError } from "@urikit/core";
import { resolveCases } from "@urikit/corpus";
import { normalize as normalizeText } from "@urikit/normalizer";
import { describe, expect, it } from "vitest";
import { parse } from "./parse.js";
import { resolve } from "./resolve.js";
import { serialize } from "./serialize.js";

describe("resolve (RFC 3986 §5.2, in normal form)", () => {
  it("resolves strictly and normalizes the target", () => {
    expect(resolve("http://a/b/c/d;p?q", "../g")).toBe("http://a/b/g");
    expect(resolve("http://a/b/c/d;p?q", "http:g")).toBe("http:g");
    expect(resolve("HTTP://A:80/b/c", "../D%7e")).toBe("http://a/D~");
    expect(resolve("http://a/b#f", "")).toBe("http://a/b");
  });

  it("with no base URI (empty or fragment-only base, Ajv's base without $id) returns the reference, normalized", () => {
    expect(resolve("", "#/definitions/a")).toBe("#/definitions/a");
    expect(resolve("", "HTTP://X/%7e")).toBe("http://x/~");
    expect(resolve("#", "../a")).toBe("../a");
  });

  it("refuses any other relative base and any invalid reference with UriError", () => {
    expect(() => resolve("foo/bar", "x")).toThrow(expect.objectContaining({ code: "base-not-absolute" }));
    expect(() => resolve("http://a/", "#a b")).toThrow(UriError);
    expect(() => resolve("#a b", "x")).toThrow(UriError);
    expect(() => resolve("http://a/", 1 as unknown as string)).toThrow(TypeError);
  });

  it("agrees with the strict corpus of @urikit/resolver, up to normalization, and with serialize(parse(target))", () => {
    let checked = 0;
    for (const c of resolveCases()) {
      if (c.strict === false) continue;
      if (c.base === "" || c.base.startsWith("#")) continue; // no base URI: covered above
      if (c.expect === undefined) {
        expect(() => resolve(c.base, c.input), `${c.base} + ${c.input}`).toThrow(UriError);
        continue;
      }
      const target = resolve(c.base, c.input);
      expect(target, `${c.base} + ${c.input}`).toBe(normalizeText(c.expect));
      expect(serialize(parse(target))).toBe(target);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});
