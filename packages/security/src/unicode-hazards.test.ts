import { describe, expect, it } from "vitest";
import { inspect } from "./inspect.js";
import { codePointName, mixedScripts } from "./unicode-hazards.js";

const codes = (text: string) => inspect(text).hazards.map((h) => `${h.code}@${h.index}`);

describe("bidi controls (RFC 3987 §4.1, UAX #9) and invisible characters (RFC 3986 §7.6)", () => {
  const BIDI = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
  it.each(BIDI.map((cp) => [codePointName(cp), cp] as const))("%s, raw and percent-encoded, is a bidi-control with its index", (name, cp) => {
    const raw = `http://a/x${String.fromCodePoint(cp)}y`;
    const hazard = inspect(raw).hazards.find((h) => h.code === "bidi-control");
    expect(hazard).toMatchObject({ index: 10, component: "path", codePoint: name });
    const encoded = `http://a/x${encodeURIComponent(String.fromCodePoint(cp))}y`;
    expect(inspect(encoded).hazards).toMatchObject([{ code: "bidi-control", index: 10, codePoint: name }]);
  });

  const INVISIBLE = [0x00ad, 0x034f, 0x115f, 0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0x2064, 0x3164, 0xfe0f, 0xfeff, 0xe0001];
  it.each(INVISIBLE.map((cp) => [codePointName(cp), cp] as const))("%s is an invisible-character (Default_Ignorable_Code_Point)", (name, cp) => {
    const encoded = `http://a/?q=${encodeURIComponent(String.fromCodePoint(cp))}`;
    expect(inspect(encoded).hazards).toMatchObject([{ code: "invisible-character", index: 12, component: "query", codePoint: name }]);
    expect(inspect(`http://a/#${String.fromCodePoint(cp)}`).hazards.some((h) => h.code === "invisible-character" && h.index === 10)).toBe(true);
  });

  it("visible non-ASCII, malformed UTF-8 and ASCII escapes are not flagged; one hazard per occurrence, in order", () => {
    expect(codes("http://a/caf%C3%A9?q=%E2%82%AC")).toEqual([]);
    expect(codes("http://a/%E2%80")).toEqual([]);
    expect(codes("http://a/%C0%AF%ED%A0%80%F5%80%80%80%E2%80%41")).toEqual([]);
    expect(codes("http://a/%41%42")).toEqual([]);
    expect(codes("http://a/%F0%9F%98%80")).toEqual([]);
    expect(codes("http://a/%F3%A0%80%81x%E2%80%8B")).toEqual(["invisible-character@9", "invisible-character@22"]);
  });
});

describe("host labels: non-ASCII, punycode (RFC 5890), mixed scripts (UTS #39 §5.1, §5.2)", () => {
  it("mixedScripts: single-script labels and the Highly Restrictive CJK combinations pass", () => {
    for (const label of ["apple", "аррӏе", "münchen", "日本語", "ドメインexample", "abcカタカナ", "한국abc", "中文abc", "ㄅㄆ中文", "123-456", "", "ελληνικά", "παράδειγμα1"]) {
      expect(mixedScripts(label), label).toBeUndefined();
    }
  });

  it("mixedScripts: letters of two scripts fail, and say which", () => {
    expect(mixedScripts("аpple")).toEqual(["Cyrillic", "Latin"]);
    expect(mixedScripts("pχa")).toEqual(["Greek", "Latin"]);
    expect(mixedScripts("한국カタ")).toEqual(["Hangul", "Katakana"]);
    expect(mixedScripts("ab\u{1E900}")).toEqual(["Adlam", "Latin"]);
  });

  it("a non-ASCII host: raw (RFC 3986 rejects it) and percent-encoded", () => {
    expect(codes("http://münchen.de/")).toContain("non-ascii-host@8");
    expect(codes("http://m%C3%BCnchen.de/")).toContain("non-ascii-host@8");
    expect(codes("http://[::1]/")).toEqual([]);
  });

  it("punycode labels decode with IDNA ToUnicode; an invalid A-label is not decoded", () => {
    const h = inspect("http://www.xn--pple-43d.com/").hazards;
    expect(h.map((x) => [x.code, x.index, x.unicode])).toEqual([
      ["punycode-label", 11, "аpple"],
      ["mixed-script-label", 11, "аpple"],
    ]);
    expect(codes("http://xn--zz.com/")).not.toContain("punycode-label@7");
    expect(codes("http://XN--MNCHEN-3YA.de/")).toEqual(["punycode-label@7"]);
  });

  it("IDNA full stops separate labels as a browser reads them", () => {
    // Cyrillic "аррӏе" + U+3002 + "com": one label of each script, neither mixed
    expect(inspect("http://аррӏе%E3%80%82com/").hazards.filter((h) => h.code === "mixed-script-label")).toHaveLength(0);
    expect(inspect("http://xn--80ak6aa92e%E3%80%82com/").hazards.map((h) => h.code)).toContain("punycode-label");
  });
});
