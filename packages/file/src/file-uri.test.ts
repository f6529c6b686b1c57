import fc from "fast-check";
import { fileURLToPath, pathToFileURL } from "node:url";
import { UriError, isUri } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { fileUriToPath, pathToFileUri } from "./file-uri.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}
const win = { windows: true };

describe("fileUriToPath, POSIX (RFC 8089 §2)", () => {
  it.each([
    ["file:///etc/hosts", "/etc/hosts"],
    ["file://localhost/etc/hosts", "/etc/hosts"],
    ["FILE://LocalHost/a", "/a"],
    ["file:/etc/hosts", "/etc/hosts"],
    ["file:///a%20b/%C3%A9%25", "/a b/é%"],
    ["file:///a%5Cb", "/a\\b"],
    ["file:///", "/"],
  ])("%s → %s", (uri, path) => {
    expect(fileUriToPath(uri)).toBe(path);
  });

  it.each([
    ["http://a/b", 0, "file-scheme"],
    ["file://server/x", 7, "file-auth"],
    ["file://u@localhost/x", 7, "file-auth"],
    ["file://localhost:1/x", 16, "file-auth"],
    ["file:///x?q", 9, "file-hier-part"],
    ["file:///x#f", 9, "file-hier-part"],
    ["file:///a%2Fb", 9, "path-absolute"],
    ["file:c:/x", 5, "path-absolute"],
    ["file://", 7, "path-absolute"],
  ])("%s → UriError at %i (%s)", (uri, index, rule) => {
    const e = errorOf(() => fileUriToPath(uri));
    expect([e.code, e.index, e.rule]).toEqual(["scheme-syntax", index, rule]);
  });

  it("reports bad percent-encoding at its index in the URI", () => {
    const e = errorOf(() => fileUriToPath("file:///ab/%C3x"));
    expect([e.code, e.index]).toEqual(["invalid-utf8", 11]);
    expect(() => fileUriToPath("file:///a b")).toThrowError(UriError);
    expect(() => fileUriToPath(1 as unknown as string)).toThrowError(TypeError);
    expect(() => fileUriToPath("file:///", { windows: 1 as unknown as boolean })).toThrowError(RangeError);
    expect(() => fileUriToPath("file:///", null as unknown as object)).toThrowError(TypeError);
  });
});

describe("fileUriToPath, Windows (RFC 8089 App. E.2, E.3)", () => {
  it.each([
    ["file:///c:/path/to/file.txt", "c:\\path\\to\\file.txt"],
    ["file:c:/path/to/file.txt", "c:\\path\\to\\file.txt"],
    ["file:/C:/x", "C:\\x"],
    ["file://localhost/c:/x%20y", "c:\\x y"],
    ["file:///c:", "c:\\"],
    ["file:///c:/", "c:\\"],
    ["file://server/share/a/b", "\\\\server\\share\\a\\b"],
    ["file:////server/share/a", "\\\\server\\share\\a"],
    ["file://///server/share/a", "\\\\server\\share\\a"],
    ["file://[::1]/share", "\\\\[::1]\\share"],
  ])("%s → %s", (uri, path) => {
    expect(fileUriToPath(uri, win)).toBe(path);
  });
  it.each([
    ["file:///x/y", 7],
    ["file:///c:/a%5Cb", 12],
    ["file://server/", 13],
    ["file:////server", 15],
  ])("%s → UriError at %i", (uri, index) => {
    expect(errorOf(() => fileUriToPath(uri, win)).index).toBe(index);
  });
  it("re-indexes a bad host encoding", () => {
    expect(errorOf(() => fileUriToPath("file://a%FF/s", win)).index).toBe(8);
  });
});

describe("pathToFileUri (RFC 8089 §2)", () => {
  it.each([
    ["/etc/hosts", "file:///etc/hosts"],
    ["/", "file:///"],
    ["/a b/#?%[]é", "file:///a%20b/%23%3F%25%5B%5D%C3%A9"],
    ["/a:b/c@d!$&'()*+,;=", "file:///a:b/c@d!$&'()*+,;="],
  ])("%s → %s", (path, uri) => {
    expect(pathToFileUri(path)).toBe(uri);
  });
  it.each([
    ["C:\\path\\to\\file.txt", "file:///C:/path/to/file.txt"],
    ["c:/x y", "file:///c:/x%20y"],
    ["C:", "file:///C:/"],
    ["C:\\", "file:///C:/"],
    ["\\\\server\\share\\a b", "file://server/share/a%20b"],
    ["//server/share", "file://server/share"],
  ])("windows: %s → %s", (path, uri) => {
    expect(pathToFileUri(path, win)).toBe(uri);
  });
  it("throws for what has no file URI", () => {
    expect(errorOf(() => pathToFileUri("a/b")).rule).toBe("path-absolute");
    for (const p of ["a\\b", "C:x", "\\x", "\\\\?\\C:\\x", "\\\\.\\pipe\\x"]) expect(() => pathToFileUri(p, win), p).toThrowError(UriError);
    expect(errorOf(() => pathToFileUri("\\\\server", win)).index).toBe(2);
    expect(errorOf(() => pathToFileUri("\\\\server\\", win)).index).toBe(2);
    expect(errorOf(() => pathToFileUri("/a/\uD800")).index).toBe(3);
    expect(errorOf(() => pathToFileUri("\\\\s\uD800\\x", win)).index).toBe(3);
    expect(() => pathToFileUri(1 as unknown as string)).toThrowError(TypeError);
  });
});

// Node's url module, an independent implementation, where both define the result.
describe("agreement with Node's fileURLToPath / pathToFileURL", () => {
  const segment = fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }).filter((s) => !s.includes("/") && !s.includes("\\") && s !== "." && s !== ".." && !s.includes("\0"));
  const posix = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => "/" + s.join("/"));
  it("POSIX: our URI is valid RFC 3986, and both read it back to the path; we read Node's URI back too", () => {
    fc.assert(
      fc.property(posix, (p) => {
        const ours = pathToFileUri(p);
        expect(isUri(ours)).toBe(true);
        expect(fileUriToPath(ours)).toBe(p);
        expect(fileURLToPath(ours)).toBe(p);
        const node = pathToFileURL(p).href;
        if (isUri(node)) expect(fileUriToPath(node)).toBe(p);
      }),
      { numRuns: 1000, seed: 24 },
    );
  });
  const winSegment = segment.filter((s) => !/[<>:"|?*]/.test(s) && ![...s].some((c) => c.charCodeAt(0) < 0x20) && !/[. ]$/.test(s));
  const windowsPath = fc.oneof(
    fc.tuple(fc.constantFrom("C:", "d:"), fc.array(winSegment, { minLength: 1, maxLength: 3 })).map(([d, s]) => d + "\\" + s.join("\\")),
    fc.tuple(fc.constantFrom("server", "host.example"), winSegment, fc.array(winSegment, { maxLength: 2 })).map(([h, share, s]) => ["\\\\" + h, share, ...s].join("\\")),
  );
  it("Windows: the same, with { windows: true } on both sides", () => {
    fc.assert(
      fc.property(windowsPath, (p) => {
        const ours = pathToFileUri(p, win);
        expect(isUri(ours)).toBe(true);
        expect(fileUriToPath(ours, win)).toBe(p);
        expect(fileURLToPath(ours, win)).toBe(p);
        const node = pathToFileURL(p, win).href;
        if (isUri(node)) expect(fileUriToPath(node, win)).toBe(p);
      }),
      { numRuns: 1000, seed: 24 },
    );
  });
  it("where they differ (README: RFC 8089 and Node)", () => {
    // App. E.2.2's "c|" drive: "|" is no URI character (RFC 3986 §2), so the strict parser refuses it
    expect(fileURLToPath("file:///c|/x", win)).toBe("c:\\x");
    expect(errorOf(() => fileUriToPath("file:///c|/x", win)).code).toBe("unexpected-char");
    // App. E.3.2's four-slash UNC form: Node calls it not absolute
    expect(fileUriToPath("file:////server/share/x", win)).toBe("\\\\server\\share\\x");
    expect(() => fileURLToPath("file:////server/share/x", win)).toThrow();
    // a fragment or query: Node drops them, urikit refuses the URI
    expect(fileURLToPath("file:///a?q#f")).toBe("/a");
    expect(() => fileUriToPath("file:///a?q#f")).toThrowError(UriError);
    // a non-ASCII UNC host: percent-encoded as a reg-name (RFC 3986 §3.2.2); Node writes Punycode
    expect(pathToFileUri("\\\\s\u00e9rver\\share", win)).toBe("file://s%C3%A9rver/share");
    expect(pathToFileURL("\\\\s\u00e9rver\\share", win).href).toBe("file://xn--srver-bsa/share");
    // Node resolves dot segments and relative paths against the working directory; urikit keeps the path
    expect(pathToFileUri("/a/../b")).toBe("file:///a/../b");
    expect(pathToFileURL("/a/../b").href).toBe("file:///b");
  });
});
