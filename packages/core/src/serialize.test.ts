import { describe, expect, it } from "vitest";
import { serialize } from "./serialize.js";
import { UriError } from "./uri-error.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("serialize (RFC 3986 §5.3)", () => {
  it("recomposes every component with its delimiter", () => {
    expect(
      serialize({ scheme: "foo", userinfo: "u", host: "example.com", port: "8042", path: "/over/there", query: "name=ferret", fragment: "nose" }),
    ).toBe("foo://u@example.com:8042/over/there?name=ferret#nose");
    expect(serialize({ scheme: "urn", path: "example:animal" })).toBe("urn:example:animal");
    expect(serialize({ path: "" })).toBe("");
    expect(serialize({ host: "", path: "" })).toBe("//");
    expect(serialize({ path: "/p", query: "", fragment: "" })).toBe("/p?#");
    expect(serialize({ scheme: "http", host: "a", port: "", path: "/" })).toBe("http://a:/");
  });

  it.each([
    ["a path a:b without scheme", { path: "a:b" }, "unexpected-char", 0],
    ["a # inside the query", { path: "/", query: "a#b" }, "unexpected-char", 3],
    ["a / inside the host", { scheme: "s", host: "a/b", path: "" }, "unexpected-char", 5],
    ["a port without host", { path: "/", port: "80" }, "unexpected-char", 0],
    ["a relative path after an authority", { host: "h", path: "x" }, "unexpected-char", 3],
    ["a path beginning // without authority", { scheme: "s", path: "//x" }, "unexpected-char", 3],
    ["a space in the path", { path: "/a b" }, "unexpected-char", 2],
    ["a bad scheme", { scheme: "1a", path: "" }, "invalid-scheme", 2],
  ])("rejects %s", (_, components, code, index) => {
    const e = errorOf(() => serialize(components));
    expect([e.code, e.index]).toEqual([code, index]);
  });
});
