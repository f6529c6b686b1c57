// normalize / equivalent with { iri: true }: RFC 3987 §5.3, through the §3.1 mapping of @urikit/iri.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { UriError } from "@urikit/core";
import { iriToUri, uriToIri } from "@urikit/iri";
import { toASCII } from "@urikit/iri/idna";
import { equivalent } from "./equivalent.js";
import { normalize } from "./normalize.js";

describe("normalize / equivalent with { iri: true } (RFC 3987 §5.3)", () => {
  it("the two IRIs of §5.3.2 are equivalent", () => {
    expect(equivalent("example://a/b/c/%7Bfoo%7D/ros\u00e9", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", { iri: true })).toBe(true);
    expect(normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros\u00e9", { iri: true })).toBe("example://a/b/c/%7Bfoo%7D/ros%C3%A9");
  });

  it("without the option an IRI is not a URI reference", () => {
    expect(equivalent("http://a/ros\u00e9", "http://a/ros%C3%A9")).toBe(false);
    expect(() => normalize("http://a/ros\u00e9")).toThrow(UriError);
  });

  it("no NFC (§5.3.2.2): precomposed and decomposed é differ", () => {
    expect(equivalent("http://a/r\u00e9sum\u00e9", "http://a/re\u0301sume\u0301", { iri: true })).toBe(false);
  });

  it("§5.3.2.1: the US-ASCII host is case-insensitive; non-ASCII case is IDNA's (§5.3.3)", () => {
    expect(equivalent("HTTP://EXAMPLE.com/\u00e9", "http://example.com/%c3%a9", { iri: true })).toBe(true);
    expect(equivalent("http://R\u00c9SUM\u00c9.example.org/", "http://r\u00e9sum\u00e9.example.org/", { iri: true })).toBe(false);
  });

  it("§5.3.3: with domainToAscii an IDN equals its punycode, written as an IRI or percent-encoded", () => {
    const idna = { iri: true, domainToAscii: toASCII };
    expect(equivalent("http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org/", idna)).toBe(true);
    expect(equivalent("http://R\u00c9SUM\u00c9.example.org", "http://r%C3%A9sum%C3%A9.example.org", idna)).toBe(true);
    expect(normalize("http://r\u00e9sum\u00e9.example.org:80", idna)).toBe("http://xn--rsum-bpad.example.org/");
    // A name ToASCII refuses is compared as written (percent-encoded); bytes that are not UTF-8 likewise.
    expect(normalize("http://a\u200cb.de/", idna)).toBe("http://a%E2%80%8Cb.de/");
    expect(normalize("http://%FF.de/", idna)).toBe("http://%FF.de/");
    expect(normalize("http://[::1]/", idna)).toBe("http://[::1]/");
    expect(normalize("http://example.com/", idna)).toBe("http://example.com/");
  });

  it("errors: an invalid IRI throws the IRI grammar's UriError; equivalent is false; bad options are RangeErrors", () => {
    try {
      normalize("http://a/\ue000", { iri: true });
      expect.unreachable();
    } catch (e) {
      expect(UriError.is(e)).toBe(true);
      expect((e as UriError).index).toBe(9);
      expect((e as UriError).rule).toBe("ipath");
    }
    expect(equivalent("http://a/\ue000", "http://a/\ue000", { iri: true })).toBe(false);
    expect(() => normalize("a", { iri: "yes" as unknown as boolean })).toThrow(RangeError);
    expect(() => normalize("a", { iri: true, domainToAscii: "x" as unknown as (d: string) => string })).toThrow(RangeError);
    expect(normalize("HTTP://a", { iri: false })).toBe("http://a/");
  });

  it("uriToIri never changes meaning: iriToUri(uriToIri(u)) is equivalent to u", () => {
    const pieces = ["a", "/", "?", "#", "%41", "%7e", "%2F", "%C3%A9", "%c3%a9", "%E2%80%AE", "%FC", "%D7%A9", "%EE%80%80", ".", ".."];
    const uri = fc
      .tuple(fc.constantFrom("http://h", "x:", "", "//%C3%A9"), fc.array(fc.constantFrom(...pieces), { maxLength: 10 }))
      .map(([h, p]) => h + p.join(""))
      .filter((s) => equivalent(s, s));
    fc.assert(
      fc.property(uri, (u) => {
        expect(equivalent(iriToUri(uriToIri(u)), u)).toBe(true);
        expect(equivalent(uriToIri(u), u, { iri: true })).toBe(true);
      }),
      { numRuns: 2000, seed: 3987 },
    );
  }, 60_000);
});
