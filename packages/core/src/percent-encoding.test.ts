import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UriError } from "./uri-error.js";
import { decode, encodeComponent } from "./percent-encoding.js";
import { isUriReference } from "./validate.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

describe("encodeComponent (RFC 3986 §2.1, §2.4)", () => {
  it("leaves exactly the characters each component allows", () => {
    expect(encodeComponent("a b/c?d#e", "path")).toBe("a%20b/c%3Fd%23e");
    expect(encodeComponent("a b/c?d#e", "segment")).toBe("a%20b%2Fc%3Fd%23e");
    expect(encodeComponent("a b/c?d#e", "query")).toBe("a%20b/c?d%23e");
    expect(encodeComponent("a b/c?d#e", "fragment")).toBe("a%20b/c?d%23e");
    expect(encodeComponent("us:er@x", "userinfo")).toBe("us:er%40x");
    expect(encodeComponent("ex:ample", "host")).toBe("ex%3Aample");
    expect(encodeComponent("100%", "path")).toBe("100%25");
    expect(encodeComponent("~-._!$&'()*+,;=:@", "segment")).toBe("~-._!$&'()*+,;=:@");
  });

  it("encodes UTF-8 with uppercase hex (RFC 3986 §2.5)", () => {
    expect(encodeComponent("é", "path")).toBe("%C3%A9");
    expect(encodeComponent("€", "path")).toBe("%E2%82%AC");
    expect(encodeComponent("😀", "path")).toBe("%F0%9F%98%80");
  });

  it("rejects a lone surrogate with invalid-utf8 at its index", () => {
    const e = errorOf(() => encodeComponent("ab\uD800c", "path"));
    expect([e.code, e.index]).toEqual(["invalid-utf8", 2]);
    expect(errorOf(() => encodeComponent("\uDC00", "query")).code).toBe("invalid-utf8");
  });

  it("round-trips any well-formed string and the result is valid in its component", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.constantFrom("path", "segment", "query", "fragment") , (s, component) => {
        const encoded = encodeComponent(s, component);
        expect(decode(encoded)).toBe(s);
        const asReference = component === "query" ? "?" + encoded : component === "fragment" ? "#" + encoded : "/" + encoded;
        expect(isUriReference(asReference)).toBe(true);
      }),
      { seed: 11, numRuns: 2000 },
    );
  });
});

/**
 * An oracle independent of encodeComponent: each code point the component's ABNF allows unencoded (written here as
 * regexes from RFC 3986 §2.2, §2.3, §3.2.1, §3.2.2, §3.3, §3.4) stays, and every other one is what
 * `encodeURIComponent` gives for it alone (it leaves only unreserved characters and `!'()*`, which every component
 * allows, so it encodes each character the component refuses, as UTF-8 with uppercase hex).
 */
const ALLOWED_BY_RULE = {
  userinfo: /^[A-Za-z0-9\-._~!$&'()*+,;=:]$/,
  host: /^[A-Za-z0-9\-._~!$&'()*+,;=]$/,
  segment: /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/,
  path: /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/,
  query: /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/,
  fragment: /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/,
} as const;
const COMPONENTS = Object.keys(ALLOWED_BY_RULE) as (keyof typeof ALLOWED_BY_RULE)[];

function encodeByOracle(s: string, component: keyof typeof ALLOWED_BY_RULE): string {
  let out = "";
  for (const ch of s) out += ALLOWED_BY_RULE[component].test(ch) ? ch : encodeURIComponent(ch);
  return out;
}

describe("encodeComponent and decode on long text (the output waits in chunks of 4,096 code units)", () => {
  // Strings from a few characters of each kind, long enough to cross several chunk boundaries at every offset.
  const kinds = ["a", "/", " ", "%", "é", "€", "😀", "ab", "~"];
  const longText = fc.array(fc.constantFrom(...kinds), { maxLength: 6000, size: "max" }).map((parts) => parts.join(""));

  it("encodes as the oracle does, for every component", () => {
    fc.assert(
      fc.property(longText, fc.constantFrom(...COMPONENTS), (s, component) => {
        expect(encodeComponent(s, component)).toBe(encodeByOracle(s, component));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it("decodes as decodeURIComponent does, whatever is encoded and whatever is left as it is", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...kinds.filter((k) => k !== "%")), fc.boolean()), { maxLength: 6000, size: "max" }), (parts) => {
        const text = parts.map(([ch, encode]) => (encode ? encodeURIComponent(ch) : ch)).join("");
        expect(decode(text)).toBe(decodeURIComponent(text));
      }),
      { seed: 8, numRuns: 300 },
    );
  });

  it.each([4095, 4096, 4097, 3 * 4096 + 1, 1_000_000])("%i characters to encode, then decoded back", (count) => {
    for (const ch of ["é", " ", "😀"]) {
      const s = ch.repeat(count);
      const encoded = encodeComponent(s, "path");
      expect(encoded).toBe(encodeURIComponent(ch).repeat(count));
      expect(decode(encoded)).toBe(s);
      expect(decode("x".repeat(40) + encoded + "y".repeat(40))).toBe("x".repeat(40) + s + "y".repeat(40));
    }
  });
});

describe("decode (RFC 3986 §2.1)", () => {
  it("decodes UTF-8 sequences and keeps other text", () => {
    expect(decode("a%20b")).toBe("a b");
    expect(decode("%C3%A9t%c3%a9")).toBe("été");
    expect(decode("%F0%9F%98%80")).toBe("😀");
    expect(decode("plain")).toBe("plain");
    expect(decode("%2F")).toBe("/");
  });

  it.each([
    ["%", "invalid-pct-encoded", 1],
    ["a%4", "invalid-pct-encoded", 3],
    ["a%zz", "invalid-pct-encoded", 2],
    ["a%4z", "invalid-pct-encoded", 3],
    ["%C3", "invalid-utf8", 0],
    ["x%C3%28", "invalid-utf8", 1],
    ["%C0%AF", "invalid-utf8", 0],
    ["%ED%A0%80", "invalid-utf8", 0],
    ["%F4%90%80%80", "invalid-utf8", 0],
    ["%80", "invalid-utf8", 0],
    ["%FF", "invalid-utf8", 0],
  ])("%j → %s at %i", (input, code, index) => {
    const e = errorOf(() => decode(input));
    expect([e.code, e.index]).toEqual([code, index]);
  });
});
