import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UriError } from "@urikit/core";
import { indexOfWork } from "@urikit/corpus";
import { followsBidiStructure, isAppropriateInIri, uriToIri } from "@urikit/iri";

describe("uriToIri (RFC 3987 §3.2)", () => {
  it("the examples of §3.2.1", () => {
    expect(uriToIri("http://www.example.org/D%C3%BCrst")).toBe("http://www.example.org/D\u00fcrst");
    // <fc> is not part of a strictly legal UTF-8 sequence: re-percent-encoded (never read as Latin-1).
    expect(uriToIri("http://www.example.org/D%FCrst")).toBe("http://www.example.org/D%FCrst");
    expect(uriToIri("http://www.example.org/r%E9sum%E9.html")).toBe("http://www.example.org/r%E9sum%E9.html");
    // U+202E RIGHT-TO-LEFT OVERRIDE is forbidden by §4.1: re-encoded, in uppercase as in the RFC; the punycode
    // label is not converted.
    expect(uriToIri("http://xn--99zt52a.example.org/%e2%80%ae")).toBe("http://xn--99zt52a.example.org/%E2%80%AE");
  });

  it("decodes unreserved US-ASCII, never %, reserved or disallowed US-ASCII", () => {
    expect(uriToIri("http://a/%41%7e%2F%25%3f%20%3C")).toBe("http://a/A~%2F%25%3f%20%3C");
  });

  it("strictly legal UTF-8 only: overlong, surrogates, truncated and out of range stay encoded", () => {
    expect(uriToIri("/%C0%AF%E0%80%AF%ED%A0%80%F4%90%80%80%C3")).toBe("/%C0%AF%E0%80%AF%ED%A0%80%F4%90%80%80%C3");
    expect(uriToIri("/%C3%A9%C3")).toBe("/\u00e9%C3");
    expect(uriToIri("/%F0%90%8C%80%E6%97%A5")).toBe("/\u{10300}\u65e5");
  });

  it("characters not appropriate in an IRI stay encoded (§2.2, §4.1, §6.1)", () => {
    // C1 control (not ucschar), non-character, private use outside the query, bidi formatting, invisible, look-alikes.
    expect(uriToIri("/%C2%85%EF%BF%BE%EE%80%80%E2%80%8F%E2%80%8B%C2%A0%EF%BC%8F%EF%B9%96")).toBe(
      "/%C2%85%EF%BF%BE%EE%80%80%E2%80%8F%E2%80%8B%C2%A0%EF%BC%8F%EF%B9%96",
    );
    expect(uriToIri("/?%EE%80%80")).toBe("/?\ue000");
    expect(isAppropriateInIri(0xe9, false)).toBe(true);
    expect(isAppropriateInIri(0x2066, false)).toBe(false); // LEFT-TO-RIGHT ISOLATE
    expect(isAppropriateInIri(0x2100, false)).toBe(false); // ACCOUNT OF, NFKC "a/c"
    expect(isAppropriateInIri(0xff21, false)).toBe(true); // FULLWIDTH A: a look-alike of an unreserved letter, kept (§6.1 b is a should)
  });

  it("the host keeps its percent-encodings (decoded, it would map back by ToASCII to another URI)", () => {
    expect(uriToIri("http://r%C3%A9sum%C3%A9.example.org/r%C3%A9sum%C3%A9")).toBe("http://r%C3%A9sum%C3%A9.example.org/r\u00e9sum\u00e9");
  });

  it("Bidi components (§4.2): a component that would mix directions or not start and end right-to-left stays encoded", () => {
    const shalom = "%D7%A9%D7%9C%D7%95%D7%9D"; // שלום
    expect(uriToIri(`/${shalom}/a`)).toBe("/\u05e9\u05dc\u05d5\u05dd/a");
    expect(uriToIri(`/${shalom}1/a`)).toBe(`/${shalom}1/a`); // ends with a digit (Example 8)
    expect(uriToIri(`/a${shalom}`)).toBe(`/a${shalom}`); // mixes directions
    expect(uriToIri(`/x?q=${shalom}&r=a${shalom}#${shalom}`)).toBe(`/x?q=\u05e9\u05dc\u05d5\u05dd&r=a${shalom}#\u05e9\u05dc\u05d5\u05dd`);
    expect(uriToIri(`//${shalom}a@h/`)).toBe(`//${shalom}a@h/`);
    expect(followsBidiStructure("\u05e9\u05b8")).toBe(true); // a trailing combining mark
    expect(followsBidiStructure("abc")).toBe(true);
    expect(followsBidiStructure("\u05e9-\u05e9")).toBe(true);
  });

  it("followsBidiStructure agrees with §4.2 read character by character, astral letters and marks included", () => {
    // The oracle reads the rule as written, on an array of characters: right-to-left letters are the letters of
    // the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, Adlam, Old Hungarian among them).
    const rtlScripts = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\p{Script=Old_Hungarian}\p{Script=Phoenician}]/u;
    const isRtlLetter = (ch: string): boolean => rtlScripts.test(ch) && /\p{L}/u.test(ch);
    const oracle = (component: string): boolean => {
      const chars = Array.from(component);
      const rtl = chars.some(isRtlLetter);
      const ltr = chars.some((ch) => /\p{L}/u.test(ch) && !isRtlLetter(ch));
      if (!rtl) return true;
      if (ltr) return false;
      let last = chars.length - 1;
      while (last > 0 && /\p{M}/u.test(chars[last]!)) last--;
      return isRtlLetter(chars[0]!) && isRtlLetter(chars[last]!);
    };
    // Hebrew, Arabic, Syriac, Thaana, N'Ko, Adlam (astral), Old Hungarian (astral), Phoenician (astral) letters;
    // Latin, CJK, feminine ordinal (a letter); marks (Hebrew, Arabic, Adlam astral, Latin); digits, signs, RLM.
    const pieces = ["\u05d0", "\u0628", "\u0710", "\u0780", "\u07ca", "\u{1e900}", "\u{10c80}", "\u{10900}", "a", "\u65e5", "\u00aa", "\u05b8", "\u064b", "\u{1e944}", "\u0301", "1", "\u0660", "-", " ", "\u200f", "\u{1f600}"];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (parts) => {
        const component = parts.join("");
        expect(followsBidiStructure(component)).toBe(oracle(component));
      }),
      { numRuns: 3000 },
    );
  });

  it("reads a long URI in linear time: components without '%' do not each search the rest (counted)", () => {
    // Each segment of "/a/a/…/%41" searched the rest of the URI for a "%": 10⁶ segments took 10 s.
    const cases = [
      ["http://h/" + "a/".repeat(50_000) + "%41", "http://h/" + "a/".repeat(50_000) + "A"],
      ["http://h/?" + "a&".repeat(50_000) + "%41", "http://h/?" + "a&".repeat(50_000) + "A"],
      ["http://h/" + "%41/".repeat(25_000), "http://h/" + "A/".repeat(25_000)],
    ];
    for (const [uri, iri] of cases) {
      let result = "";
      const work = indexOfWork(() => {
        result = uriToIri(uri!);
      });
      expect(result).toBe(iri);
      expect(work).toBeLessThanOrEqual(3 * uri!.length);
    }
  });

  it("errors: not a URI reference (UriError with index), a non-string (TypeError)", () => {
    expect(() => uriToIri("http://a/\u00e9")).toThrow(UriError);
    try {
      uriToIri("http://a/%zz");
    } catch (e) {
      expect((e as UriError).index).toBe(10);
    }
    expect(() => uriToIri(1 as unknown as string)).toThrow(TypeError);
    expect(uriToIri("http://a/b")).toBe("http://a/b");
  });
});
