import { describe, expect, it } from "vitest";
import { UriError } from "@urikit/core";
import { isIprivate, isIri, isIriReference, isUcschar, parseIri, parseIriReference } from "@urikit/iri";

function errorOf(f: () => unknown): { code: string; index: number; rule: string } {
  try {
    f();
  } catch (e) {
    expect(UriError.is(e)).toBe(true);
    const u = e as UriError;
    expect(u.message).toContain("RFC 3987 §2.2");
    return { code: u.code, index: u.index, rule: u.rule };
  }
  throw new Error("expected a UriError");
}

describe("parseIri / parseIriReference (RFC 3987 §2.2)", () => {
  it("splits an IRI into components, nothing decoded", () => {
    expect(parseIri("http://r\u00e9sum\u00e9.example.org/D\u00fcrst?\u00e9=\ue000#\u{10300}")).toEqual({
      scheme: "http",
      userinfo: undefined,
      host: "r\u00e9sum\u00e9.example.org",
      port: undefined,
      path: "/D\u00fcrst",
      query: "\u00e9=\ue000",
      fragment: "\u{10300}",
    });
    expect(parseIriReference("//\u7d0d\u8c46@\u4f8b\u3048:80/\u30d1\u30b9")).toMatchObject({ userinfo: "\u7d0d\u8c46", host: "\u4f8b\u3048", port: "80", path: "/\u30d1\u30b9" });
    expect(parseIriReference("\u30d1\u30b9/a:b")).toMatchObject({ scheme: undefined, path: "\u30d1\u30b9/a:b" });
  });

  it("RFC 3987's own examples are IRIs", () => {
    for (const s of [
      "http://r\u00e9sum\u00e9.example.org",
      "http://www.example.org/red%09ros\u00e9#red",
      "http://example.com/\u{10300}\u{10301}\u{10302}",
      "http://www.example.org/D\u00fcrst",
      "http://\u7d0d\u8c46.example.org/%E2%80%AE",
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
      "example://a/b/c/%7Bfoo%7D/ros\u00e9",
    ]) {
      expect(isIri(s), s).toBe(true);
    }
  });

  it("private use characters only in the query", () => {
    expect(isIri("http://a/?\ue000\u{f0000}\u{10fffd}")).toBe(true);
    expect(errorOf(() => parseIri("http://a/\ue000"))).toEqual({ code: "unexpected-char", index: 9, rule: "ipath" });
    expect(errorOf(() => parseIri("http://a/#\ue000"))).toEqual({ code: "unexpected-char", index: 10, rule: "ifragment" });
    expect(errorOf(() => parseIri("http://\ue000/"))).toEqual({ code: "unexpected-char", index: 7, rule: "ireg-name" });
  });

  it("rejects what is not ucschar, with the index of the first bad character", () => {
    expect(errorOf(() => parseIri("http://a/b\ufffe"))).toMatchObject({ code: "unexpected-char", index: 10 });
    expect(errorOf(() => parseIri("http://a/b\ufdd0"))).toMatchObject({ code: "unexpected-char", index: 10 });
    expect(errorOf(() => parseIri("http://a/\u0085"))).toMatchObject({ code: "unexpected-char", index: 9 });
    expect(errorOf(() => parseIri("http://a/\ud800x"))).toMatchObject({ code: "unexpected-char", index: 9 });
    expect(errorOf(() => parseIri("http://a/\u{e0001}"))).toMatchObject({ code: "unexpected-char", index: 9 });
    expect(errorOf(() => parseIri("http://a/\u00e9 b"))).toMatchObject({ code: "unexpected-char", index: 10 });
    expect(errorOf(() => parseIri("http://\u00e9.com:8\u00e9/"))).toEqual({ code: "invalid-port", index: 14, rule: "port" });
    // As an IRI "h\u00e9:x" stops at the "\u00e9" its scheme cannot take; as a relative reference at the ":" (§2.2 ipath-noscheme).
    expect(errorOf(() => parseIri("h\u00e9:x"))).toMatchObject({ code: "missing-scheme", index: 1 });
    expect(errorOf(() => parseIriReference("h\u00e9:x"))).toMatchObject({ code: "invalid-scheme", index: 2 });
    expect(errorOf(() => parseIriReference("//[v1.\u00e9]/"))).toMatchObject({ code: "invalid-ip-literal", index: 6 });
    expect(errorOf(() => parseIriReference("\u00e9%g"))).toMatchObject({ code: "invalid-pct-encoded", index: 2 });
  });

  it("parseIri needs a scheme", () => {
    expect(errorOf(() => parseIri("\u30d1\u30b9"))).toEqual({ code: "missing-scheme", index: 0, rule: "IRI" });
    expect(errorOf(() => parseIri("ab/\u00e9"))).toEqual({ code: "missing-scheme", index: 2, rule: "IRI" });
    // Where the IRI rule stops, even when the text is no IRI reference either (not at the ":" of a bad first segment).
    expect(errorOf(() => parseIri("3ttp://\u00e9"))).toEqual({ code: "missing-scheme", index: 0, rule: "IRI" });
    expect(errorOf(() => parseIri("exam=ple:\u00e9"))).toEqual({ code: "missing-scheme", index: 4, rule: "IRI" });
    expect(errorOf(() => parseIri("http://\ue000/"))).toMatchObject({ code: "unexpected-char", index: 7 });
    expect(isIri("\u30d1\u30b9")).toBe(false);
    expect(isIriReference("\u30d1\u30b9")).toBe(true);
  });

  it("a non-string is a TypeError; is* never throw", () => {
    expect(() => parseIri(1 as unknown as string)).toThrow(TypeError);
    expect(() => parseIriReference(null as unknown as string)).toThrow(TypeError);
    expect(isIri(1 as unknown as string)).toBe(false);
    expect(isIriReference({} as unknown as string)).toBe(false);
  });

  it("a long IRI (150,000 code units, half of them surrogate pairs) parses", () => {
    const s = "http://a/" + "\u00e9\u{10300}".repeat(50_000);
    expect(parseIri(s).path.length).toBe(s.length - 8);
  });

  it("a bad character is found at its index at every length, across the stand-in buffer's sizes", () => {
    for (const length of [255, 256, 257, 65_535, 65_536, 65_537, 300_000]) {
      const body = "\u00e9".repeat(length - 9);
      expect(isIri("http://a/" + body)).toBe(true);
      for (const bad of ["\ufdd0", "\ud800", " ", "\u{1fffe}"]) {
        const at = 9 + (length % 97);
        const s = "http://a/" + body.slice(0, at - 9) + bad + body.slice(at - 9);
        expect(errorOf(() => parseIri(s))).toEqual({ code: "unexpected-char", index: at, rule: "ipath" });
        // A short IRI after a long one reads nothing that the long one left behind.
        expect(errorOf(() => parseIri("http://a/\u00e9" + bad))).toMatchObject({ index: 10 });
        expect(isIri("http://a/\u00e9")).toBe(true);
      }
    }
  });

  it("the char tables", () => {
    expect([0x9f, 0xa0, 0xd7ff, 0xd800, 0xe000, 0xf8ff, 0xf900, 0xfdcf, 0xfdd0, 0xfdf0, 0xffef, 0xfff0, 0x1fffd, 0x1fffe, 0xe0fff, 0xe1000, 0xefffd, 0xf0000].map(isUcschar)).toEqual(
      [false, true, true, false, false, false, true, true, false, true, true, false, true, false, false, true, true, false],
    );
    expect([0xdfff, 0xe000, 0xf8ff, 0xf900, 0xeffff, 0xf0000, 0xffffd, 0xffffe, 0x100000, 0x10fffd, 0x10fffe].map(isIprivate)).toEqual(
      [false, true, true, false, false, true, true, false, true, true, false],
    );
  });
});
