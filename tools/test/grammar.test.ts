// The one grammar (tools/grammar/*.abnf) and what is generated from it: regenerating changes nothing, the ABNF
// reader takes every rule of RFC 3986 Appendix A and RFC 3987 §2.2, and the alphabets are the sets the RFCs spell out.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain .mjs tools without type declarations
import { TARGETS, regexClass, run, staleTargets } from "../grammar/generate.mjs";
// @ts-expect-error: plain .mjs tools without type declarations
import { CHAR_CLASSES, RULES, alphabet, charClassTable } from "../grammar/grammar.mjs";
// @ts-expect-error: plain .mjs tools without type declarations
import { parseAbnf } from "../grammar/abnf.mjs";

type Ranges = [number, number][];
const text = (name: string): string => readFileSync(new URL(`../grammar/${name}`, import.meta.url), "utf8");
/** The code points of `ranges` below 0x80 as a string, in order. */
const ascii = (ranges: Ranges): string => {
  let s = "";
  for (let c = 0; c < 0x80; c++) if (ranges.some(([lo, hi]) => c >= lo && c <= hi)) s += String.fromCharCode(c);
  return s;
};
const sorted = (chars: string): string => [...chars].sort().join("");
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

describe("tools/grammar", () => {
  it("every generated file is what the grammar renders today (regenerating changes nothing)", () => {
    expect(TARGETS.length).toBeGreaterThanOrEqual(4);
    expect(staleTargets()).toEqual([]);
  });

  it("reads every rule of RFC 3986 Appendix A and of RFC 3987 §2.2, each once", () => {
    for (const file of ["rfc3986-appendix-a.abnf", "rfc3987-iri.abnf", "rfc5234-core.abnf"]) {
      const source = text(file);
      // A rule starts a line: its name, then "=" (continuation lines start with "/" or a deeper indent).
      const declared = [...source.matchAll(/^\s*([A-Za-z][A-Za-z0-9-]*)\s+=/gm)].map((m) => m[1]);
      expect(Object.keys(parseAbnf(source))).toEqual(declared);
    }
    // RFC 3986 Appendix A has 36 rules, RFC 3987 §2.2 adds 25 (the rules it shares with RFC 3986 are not repeated).
    expect(Object.keys(parseAbnf(text("rfc3986-appendix-a.abnf")))).toHaveLength(36);
    expect(Object.keys(parseAbnf(text("rfc3987-iri.abnf")))).toHaveLength(25);
    expect(Object.keys(RULES)).toHaveLength(36 + 25 + 3);
  });

  it("reads the ABNF operators as RFC 5234 defines them", () => {
    const rules = parseAbnf(`a = 1*4"x" / 2b ; comment ";"\nb = %x41-5A [ "y" ] *c\nc = ( "p" "q" ) 0<prose> %x30.31\nb =/ "z"`);
    expect(rules.a).toEqual({
      t: "alt",
      items: [
        { t: "rep", min: 1, max: 4, item: { t: "chars", ranges: [[0x58, 0x58], [0x78, 0x78]] } },
        { t: "rep", min: 2, max: 2, item: { t: "rule", name: "b" } },
      ],
    });
    expect(rules.b.t).toBe("alt");
    expect(rules.b.items[1]).toEqual({ t: "chars", ranges: [[0x5a, 0x5a], [0x7a, 0x7a]] });
    expect(rules.c.items[1]).toEqual({ t: "rep", min: 0, max: 0, item: { t: "prose", text: "prose" } });
    expect(rules.c.items[2]).toEqual({ t: "seq", items: [{ t: "chars", ranges: [[0x30, 0x30]] }, { t: "chars", ranges: [[0x31, 0x31]] }] });
    expect(() => parseAbnf("a = (")).toThrow();
    expect(() => parseAbnf("a = b\na = c")).toThrow(/twice/);
  });

  it("gives the alphabets RFC 3986 spells out (§2.2, §2.3, §3.1, §3.3, §3.4)", () => {
    const drop = { drop: ["pct-encoded"] };
    const unreserved = LETTERS + "0123456789-._~";
    const subDelims = "!$&'()*+,;=";
    expect(ascii(alphabet("unreserved"))).toBe(sorted(unreserved));
    expect(ascii(alphabet("sub-delims"))).toBe(sorted(subDelims));
    expect(ascii(alphabet("gen-delims"))).toBe(sorted(":/?#[]@"));
    expect(ascii(alphabet("scheme"))).toBe(sorted(LETTERS + "0123456789+-."));
    expect(ascii(alphabet("pchar", drop))).toBe(sorted(unreserved + subDelims + ":@"));
    expect(ascii(alphabet("pchar"))).toBe(sorted(unreserved + subDelims + ":@%"));
    expect(ascii(alphabet("query", drop))).toBe(sorted(unreserved + subDelims + ":@/?"));
    expect(ascii(alphabet("segment-nz-nc", drop))).toBe(sorted(unreserved + subDelims + "@"));
    expect(ascii(alphabet("HEXDIG"))).toBe("0123456789ABCDEFabcdef");
    expect(alphabet("path-empty")).toEqual([]);
  });

  it("has the IRI alphabets of RFC 3987 §2.2 (ucschar, iprivate)", () => {
    const ucschar = alphabet("ucschar") as Ranges;
    expect(ucschar[0]).toEqual([0xa0, 0xd7ff]);
    expect(ucschar.at(-1)).toEqual([0xe1000, 0xefffd]);
    expect(alphabet("iprivate")).toEqual([[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]]);
    const iquery = alphabet("iquery", { drop: ["pct-encoded"] }) as Ranges;
    expect(iquery.some(([lo, hi]) => lo <= 0xe000 && 0xe000 <= hi)).toBe(true);
    const ifragment = alphabet("ifragment", { drop: ["pct-encoded"] }) as Ranges;
    expect(ifragment.some(([lo, hi]) => lo <= 0xe000 && 0xe000 <= hi)).toBe(false);
    expect(run("ipchar", { unicode: true })).toContain("\\u{10000}-\\u{1fffd}");
    expect(() => run("ipchar")).toThrow(/u flag/);
  });

  it("CHAR_CLASS bits are the alphabets less pct-encoded", () => {
    const table = charClassTable() as number[];
    const pchar = CHAR_CLASSES.find((c: { name: string }) => c.name === "PCHAR");
    for (let c = 0; c < 0x80; c++) expect((table[c] & pchar.flag) !== 0).toBe(ascii(alphabet("pchar", { drop: ["pct-encoded"] })).includes(String.fromCharCode(c)));
    expect(regexClass([[0x2d, 0x2d], [0x2f, 0x2f], [0x5d, 0x5e]])).toBe("[\\-\\/\\]\\^]");
    expect(new RegExp(`^${run("query")}$`).test("a/b?c=%20d")).toBe(true);
    expect(new RegExp(`^${run("query")}$`).test("a%2")).toBe(false);
  });
});
