import fc from "fast-check";
import { UriError, decode, isUriReference } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { repair } from "./repair.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("repair (RFC 3986 §2.1, RFC 3987 §3.1)", () => {
  it.each([
    ["http://a/b c", "http://a/b%20c"],
    ['http://a/"q"', "http://a/%22q%22"],
    ["http://a/b\\c", "http://a/b%5Cc"],
    ["http://a/{x}|^`", "http://a/%7Bx%7D%7C%5E%60"],
    ["http://a/100%", "http://a/100%25"],
    ["http://a/%zz?%4", "http://a/%25zz?%254"],
    ["http://a/é?ü#😀", "http://a/%C3%A9?%C3%BC#%F0%9F%98%80"],
    ["http://a/#x#y", "http://a/#x%23y"],
    ["http://a/[x]?[y]", "http://a/%5Bx%5D?%5By%5D"],
    ["http://u s@a/", "http://u%20s@a/"],
    ["http://été.example/", "http://%C3%A9t%C3%A9.example/"],
    ["<x>", "%3Cx%3E"],
  ])("%j → %j", (input, expected) => {
    const { uri, edits } = repair(input);
    expect(uri).toBe(expected);
    expect(isUriReference(uri)).toBe(true);
    expect(edits.length).toBeGreaterThan(0);
  });

  it("says what it changed, where and why", () => {
    expect(repair("http://a/b c").edits).toEqual([
      { index: 10, from: " ", to: "%20", reason: '" " is not allowed in path (RFC 3986 §3.3); percent-encoded' },
    ]);
    expect(repair("/é").edits[0]).toMatchObject({ index: 1, from: "é", to: "%C3%A9" });
    expect(repair("/é").edits[0].reason).toContain("RFC 3987 §3.1");
  });

  it.each([
    ["1http://a/", "invalid-scheme", 5],
    ["ht tp://a/", "unexpected-char", 2],
    ["http://a b/", "unexpected-char", 8],
    ["http://a:8x/", "invalid-port", 10],
    ["http://[::g]/", "invalid-ip-literal", 10],
    ["http://[::1/", "unclosed-ip-literal", 7],
    ["http://a/\ud800", "invalid-utf8", 9],
  ])("refuses %j (%s at %i): no encoding can make it valid without changing what it names", (input, code, index) => {
    const e = errorOf(() => repair(input));
    expect([e.code, e.index]).toEqual([code, index]);
    expect(e.message.length).toBeGreaterThan(10);
  });

  it("refuses a non-string", () => {
    expect(() => repair(null as unknown as string)).toThrow(new TypeError("repair: expected a string, got null"));
  });

  it("property: a valid reference comes back unchanged, with no edit", async () => {
    const { uriReference } = await import("@urikit/corpus/arbitraries");
    fc.assert(
      fc.property(uriReference, (g: { text: string }) => {
        const r = repair(g.text);
        expect(r.uri).toBe(g.text);
        expect(r.edits).toEqual([]);
      }),
      { seed: 20261125, numRuns: 3000 },
    );
  });

  it("property: the result is valid, every edit decodes back to what it replaced, and repair is idempotent", () => {
    const unit = fc.constantFrom(...Array.from("ab/?#%41 \"\\{}|^`<>[]é😀\t"), "%4", "%");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 20 }).map((u) => "http://h/" + u.join("")), (text) => {
        const r = repair(text);
        expect(isUriReference(r.uri)).toBe(true);
        for (const e of r.edits) expect(decode(e.to)).toBe(e.from === "%" ? "%" : e.from);
        expect(repair(r.uri)).toEqual({ uri: r.uri, edits: [] });
        // undoing the edits restores the input: each stands at its input index plus what earlier edits added
        let back = "";
        let from = 0;
        let delta = 0;
        for (const e of r.edits) {
          const at = e.index + delta;
          expect(r.uri.slice(at, at + e.to.length)).toBe(e.to);
          back += r.uri.slice(from, at) + e.from;
          from = at + e.to.length;
          delta += e.to.length - e.from.length;
        }
        expect(back + r.uri.slice(from)).toBe(text);
      }),
      { seed: 4, numRuns: 3000 },
    );
  });
});
