import { parse } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { resolveComponents } from "./resolve-components.js";

const base = parse("http://u@a:8/b/c/d;p?q#f");

describe("resolveComponents (RFC 3986 §5.2.2)", () => {
  it("returns all seven keys, defined or undefined as §5.2.2 leaves them", () => {
    expect(resolveComponents(base, parse("g"))).toEqual({
      scheme: "http",
      userinfo: "u",
      host: "a",
      port: "8",
      path: "/b/c/g",
      query: undefined,
      fragment: undefined,
    });
  });

  it('tells an empty query or fragment ("") from an absent one (undefined)', () => {
    expect(resolveComponents(base, { path: "", query: "" })).toMatchObject({ path: "/b/c/d;p", query: "" });
    expect(resolveComponents(base, { path: "" })).toMatchObject({ path: "/b/c/d;p", query: "q", fragment: undefined });
    expect(resolveComponents(base, { path: "", query: undefined, fragment: "" })).toMatchObject({ query: "q", fragment: "" });
  });

  it("takes R.authority as a whole when R.host is defined, even empty", () => {
    expect(resolveComponents(base, { host: "", path: "/x" })).toMatchObject({
      userinfo: undefined,
      host: "",
      port: undefined,
      path: "/x",
    });
  });

  it("merges with an empty base path under an authority as \"/\" + path (§5.2.3)", () => {
    expect(resolveComponents({ scheme: "s", host: "h", path: "" }, { path: "g" }).path).toBe("/g");
    expect(resolveComponents({ scheme: "s", path: "" }, { path: "g" }).path).toBe("g");
  });

  it("ignores the base fragment", () => {
    expect(resolveComponents(base, { path: "" }).fragment).toBeUndefined();
  });

  it("non-strict mode drops a reference scheme equal to the base's, ignoring case", () => {
    expect(resolveComponents(base, parse("HTTP:g"), { strict: false })).toMatchObject({ scheme: "http", path: "/b/c/g" });
    expect(resolveComponents(base, parse("HTTP:g"))).toMatchObject({ scheme: "HTTP", host: undefined, path: "g" });
    expect(resolveComponents(base, parse("https:g"), { strict: false })).toMatchObject({ scheme: "https", path: "g" });
    expect(resolveComponents(base, parse("http-:g"), { strict: false })).toMatchObject({ scheme: "http-" });
  });

  it('guards a "//"-initial path without authority with "/." (DEVIATION, RFC 3986 §5.2.4)', () => {
    expect(resolveComponents(parse("foo:/a/b"), parse("..//x")).path).toBe("/.//x");
    expect(resolveComponents(parse("http://a/b/c"), parse("..//x")).path).toBe("//x");
  });

  it("throws base-not-absolute for a base without scheme", () => {
    expect(() => resolveComponents({ path: "/a" }, { path: "g" })).toThrow(
      expect.objectContaining({ code: "base-not-absolute", index: 0, subject: "base" }),
    );
  });
});
