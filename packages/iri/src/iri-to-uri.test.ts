import { describe, expect, it } from "vitest";
import { UriError } from "@urikit/core";
import { encodeIri, iriToUri } from "@urikit/iri";

describe("iriToUri (RFC 3987 §3.1)", () => {
  it("the examples of §3.1", () => {
    // "http://r&#xE9;sum&#xE9;.example.org" may be converted to "http://xn--rsum-bpad.example.org" instead of
    // "http://r%C3%A9sum%C3%A9.example.org".
    expect(iriToUri("http://r\u00e9sum\u00e9.example.org")).toBe("http://xn--rsum-bpad.example.org");
    expect(iriToUri("http://r\u00e9sum\u00e9.example.org", { idna: false })).toBe("http://r%C3%A9sum%C3%A9.example.org");
    expect(encodeIri("http://r\u00e9sum\u00e9.example.org")).toBe("http://r%C3%A9sum%C3%A9.example.org");
    expect(iriToUri("http://www.example.org/red%09ros\u00e9#red")).toBe("http://www.example.org/red%09ros%C3%A9#red");
    expect(iriToUri("http://example.com/\u{10300}\u{10301}\u{10302}")).toBe("http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82");
    expect(iriToUri("http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org")).toBe(
      "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
    );
  });

  it("every component, iprivate in the query, IRI references", () => {
    expect(iriToUri("//\u00fc@\u00e9.de:8080/\u00e4?\ue000#\u00f6")).toBe("//%C3%BC@xn--9ca.de:8080/%C3%A4?%EE%80%80#%C3%B6");
    expect(iriToUri("\u30d1\u30b9?q")).toBe("%E3%83%91%E3%82%B9?q");
  });

  it("a host that is not a domain name is percent-encoded", () => {
    // UseSTD3ASCIIRules: "_" is not a letter, digit or hyphen.
    expect(iriToUri("http://a_\u00e9.de/")).toBe("http://a_%C3%A9.de/");
    // A percent-encoding in the host: the host is not handed to ToASCII.
    expect(iriToUri("http://%41\u00e9.de/")).toBe("http://%41%C3%A9.de/");
    // UTS #46 fails (a disallowed character after mapping, U+2488 maps to "1."+… ; a bidi rule).
    expect(iriToUri("http://\u05d0a.de/")).toBe("http://%D7%90a.de/");
    // ASCII hosts are left alone (no lowercasing), and so are IP literals.
    expect(iriToUri("http://EXAMPLE.com/\u00e9")).toBe("http://EXAMPLE.com/%C3%A9");
    expect(iriToUri("http://[::1]/\u00e9")).toBe("http://[::1]/%C3%A9");
  });

  it("maps a domain name by UTS #46: case, width and NFC folded", () => {
    expect(iriToUri("http://B\u00dcCHER.de/")).toBe("http://xn--bcher-kva.de/");
    expect(iriToUri("http://bu\u0308cher.de/")).toBe("http://xn--bcher-kva.de/");
    expect(iriToUri("http://fa\u00df.de/")).toBe("http://xn--fa-hia.de/"); // nontransitional: ß kept
  });

  it("encodes long IRIs whole (the output is built in chunks of 4,096 code units)", () => {
    for (const count of [1, 700, 701, 5000]) {
      const path = "é😀a-日本".repeat(count);
      // Independent of the encoder: encodeURIComponent leaves "a" and "-" and encodes the rest as UTF-8, uppercase.
      expect(encodeIri("http://h/" + path + "?q=" + path)).toBe("http://h/" + encodeURIComponent(path) + "?q=" + encodeURIComponent(path));
    }
  });
  it("is the identity on URIs, and idempotent", () => {
    for (const u of ["http://a/b?c#d", "%7e", "", "mailto:x@y", "http://[v1.x]/"]) {
      expect(iriToUri(u)).toBe(u);
      expect(encodeIri(u)).toBe(u);
    }
    const once = iriToUri("http://\u00e9.de/\u00e9");
    expect(iriToUri(once)).toBe(once);
  });

  it("errors: not an IRI (UriError with index), a non-string or non-object options (TypeError), a bad option (RangeError)", () => {
    expect(() => iriToUri("http://a/\u00e9 ")).toThrow(UriError);
    try {
      iriToUri("http://a/\ue000");
    } catch (e) {
      expect((e as UriError).index).toBe(9);
    }
    expect(() => encodeIri("a b")).toThrow(UriError);
    expect(() => iriToUri(3 as unknown as string)).toThrow(TypeError);
    expect(() => encodeIri(3 as unknown as string)).toThrow(TypeError);
    expect(() => iriToUri("a", { idna: "yes" as unknown as boolean })).toThrow(RangeError);
    expect(() => iriToUri("a", { idn: false } as object)).toThrow(RangeError);
    expect(() => iriToUri("a", { idn: false } as object)).toThrow('iriToUri: unknown option "idn"');
    // An options argument that is not an object is a wrong type: TypeError.
    expect(() => iriToUri("a", null as unknown as object)).toThrow(TypeError);
    expect(() => iriToUri("a", [] as unknown as object)).toThrow(new TypeError("iriToUri: expected an options object, got array"));
  });
});
