import { UriError, parse as parseReference } from "@urikit/core";
import { parseCases } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { parse } from "./parse.js";
import { serialize } from "./serialize.js";

describe("parse (the uri-js / fast-uri record, RFC 3986 §4.1)", () => {
  it("gives the record in normal form, with the kind of reference", () => {
    expect(parse("HTTP://User@Example.COM:80/a/./b/../c?Q#F")).toEqual({
      scheme: "http",
      userinfo: "User",
      host: "example.com",
      path: "/a/c",
      query: "Q",
      fragment: "F",
      reference: "uri",
    });
    expect(parse("http://[::1]:8080/").host).toBe("::1");
    expect(parse("http://[::1]:8080/").port).toBe(8080);
    expect(parse("http://[v1.x]/").host).toBe("[v1.x]");
    expect(parse("//h").reference).toBe("relative");
    expect(parse("#/a%20b")).toMatchObject({ fragment: "/a%20b", path: "", reference: "same-document" });
    expect(parse("").reference).toBe("same-document");
    expect(parse("foo:bar").reference).toBe("absolute");
    expect(parse("urn:ex:a/../b").path).toBe("ex:a/../b");
  });

  it("has a key only for a present component", () => {
    expect(Object.keys(parse("//h?"))).toEqual(["host", "path", "query", "reference"]);
  });

  it("keeps a port with a leading zero or too many digits as text (nothing lost)", () => {
    expect(parse("foo://x:0080/").port).toBe("0080");
    expect(parse("foo://x:1234567890123456/").port).toBe("1234567890123456");
    // §6.2.3: an empty port is dropped by the normal form
    expect(parse("foo://x:/").port).toBe(undefined);
  });

  it("reports text that is no URI reference in `error`, and serialize throws that UriError", () => {
    const record = parse("http://a b");
    expect(Object.keys(record)).toEqual(["error"]);
    expect(record.error).toContain("unexpected-char");
    let thrown: unknown;
    try {
      serialize(record);
    } catch (error) {
      thrown = error;
    }
    expect(UriError.is(thrown)).toBe(true);
    expect((thrown as UriError).index).toBe(8);
  });

  it("refuses a non-string with TypeError", () => {
    expect(() => parse(42 as unknown as string)).toThrow(TypeError);
  });

  it("agrees with the core parser on every corpus case: an error exactly when core throws", () => {
    for (const c of parseCases()) {
      let coreError = false;
      try {
        parseReference(c.input);
      } catch {
        coreError = true;
      }
      expect(parse(c.input).error !== undefined, c.input).toBe(coreError);
    }
  });
});
