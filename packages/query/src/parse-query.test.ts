import fc from "fast-check";
import { UriError } from "@urikit/core";
import { indexOfWork } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { parseQuery, type QueryProblem } from "./parse-query.js";
import { serializeQuery } from "./serialize-query.js";

function problemsOf(query: string, form = false): QueryProblem[] {
  const problems: QueryProblem[] = [];
  parseQuery(query, { form, onProblem: (p) => problems.push(p) });
  return problems;
}

describe("parseQuery, RFC 3986 reading (§3.4, §2.1)", () => {
  it("splits on & and the first =, skips empty parts, keeps order and duplicates", () => {
    expect(parseQuery("a=1&b=2&a=3")).toEqual([["a", "1"], ["b", "2"], ["a", "3"]]);
    expect(parseQuery("&&a&=&b==c&")).toEqual([["a", ""], ["", ""], ["b", "=c"]]);
    expect(parseQuery("")).toEqual([]);
    expect(parseQuery("?a=1")).toEqual([["?a", "1"]]);
  });

  it("percent-decodes UTF-8 and keeps + as a plus", () => {
    expect(parseQuery("q=a+b%20c&%C3%A9=%F0%9F%98%80")).toEqual([["q", "a+b c"], ["é", "😀"]]);
    expect(parseQuery("k=%26%3D%2B%23")).toEqual([["k", "&=+#"]]);
  });

  it("keeps a % without two hex digits as it stands and reports its index", () => {
    expect(parseQuery("a=%zz&b=%4")).toEqual([["a", "%zz"], ["b", "%4"]]);
    expect(problemsOf("a=%zz&b=%4")).toEqual([
      { code: "invalid-pct-encoded", index: 2, pair: 0, part: "value" },
      { code: "invalid-pct-encoded", index: 8, pair: 1, part: "value" },
    ]);
  });

  it("keeps bytes that are not UTF-8 as their %XX text and reports the index of each maximal subpart", () => {
    expect(parseQuery("x%C3=%E2%82%41&%FF")).toEqual([["x%C3", "%E2%82A"], ["%FF", ""]]);
    expect(problemsOf("x%C3=%E2%82%41&%FF")).toEqual([
      { code: "invalid-utf8", index: 1, pair: 0, part: "name" },
      { code: "invalid-utf8", index: 5, pair: 0, part: "value" },
      { code: "invalid-utf8", index: 15, pair: 1, part: "name" },
    ]);
    // overlong, surrogate, beyond U+10FFFF: each refused as the WHATWG decoder refuses it
    expect(parseQuery("%C0%80=%ED%A0%80&%F4%90%80%80")).toEqual([["%C0%80", "%ED%A0%80"], ["%F4%90%80%80", ""]]);
    expect(problemsOf("%C0%80").map((p) => p.index)).toEqual([0, 3]);
    expect(problemsOf("%E0%80").map((p) => p.index)).toEqual([0, 3]);
  });

  it("throws UriError with the index in strict mode", () => {
    expect(() => parseQuery("ok=1&a=%zz", { strict: true })).toThrowError(UriError);
    try {
      parseQuery("ok=1&a=%C3", { strict: true });
    } catch (e) {
      expect(UriError.is(e) && [e.code, e.index]).toEqual(["invalid-utf8", 7]);
    }
    try {
      parseQuery("ok=1&a=%zz", { strict: true });
    } catch (e) {
      expect(UriError.is(e) && [e.code, e.index]).toEqual(["invalid-pct-encoded", 7]);
    }
    expect(parseQuery("a=%41", { strict: true })).toEqual([["a", "A"]]);
  });

  it("rejects a non-string with TypeError and bad options with RangeError", () => {
    expect(() => parseQuery(1 as unknown as string)).toThrowError(TypeError);
    expect(() => parseQuery("a", null as unknown as object)).toThrowError(TypeError);
    expect(() => parseQuery("a", { form: "yes" as unknown as boolean })).toThrowError(RangeError);
    expect(() => parseQuery("a", { strict: 1 as unknown as boolean })).toThrowError(RangeError);
    expect(() => parseQuery("a", { onProblem: 1 as unknown as () => void })).toThrowError(RangeError);
  });
});

describe("parseQuery in linear time", () => {
  it("searches each part of a long query a bounded number of times, pairs without '=' included (counted)", () => {
    // Each pair of "a&a&a…" searched the rest of the query for an "=" it does not have: 10⁶ pairs took 10 s.
    for (const query of ["a&".repeat(50_000), "a&".repeat(50_000) + "b=c", "a=b&".repeat(25_000), "&".repeat(100_000) + "=", "a".repeat(100_000)]) {
      let pairs: unknown[] = [];
      const work = indexOfWork(() => {
        pairs = parseQuery(query);
      });
      expect(pairs.length).toBeGreaterThan(0);
      expect(work).toBeLessThanOrEqual(2 * query.length + 2);
    }
  });
});

describe("parseQuery, form reading (WHATWG application/x-www-form-urlencoded)", () => {
  it("reads + as a space, and undecodable bytes as U+FFFD, reporting them", () => {
    expect(parseQuery("a+b=c+%2B", { form: true })).toEqual([["a b", "c +"]]);
    expect(parseQuery("a=%C3x%zz", { form: true })).toEqual([["a", "\uFFFDx%zz"]]);
    expect(problemsOf("a=%C3x%zz", true)).toEqual([
      { code: "invalid-utf8", index: 2, pair: 0, part: "value" },
      { code: "invalid-pct-encoded", index: 6, pair: 0, part: "value" },
    ]);
    expect(problemsOf("a=%C3+", true)).toEqual([{ code: "invalid-utf8", index: 2, pair: 0, part: "value" }]);
    expect(parseQuery("a=\uD800", { form: true })).toEqual([["a", "\uFFFD"]]);
  });

  // The WHATWG steps on bytes, with the platform's UTF-8 decoder: an oracle that shares no code with parseQuery.
  function whatwgForm(q: string): [string, string][] {
    const bytes = new TextEncoder().encode(q);
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const hex = (b: number): number => (b >= 0x30 && b <= 0x39 ? b - 0x30 : (b | 0x20) >= 0x61 && (b | 0x20) <= 0x66 ? (b | 0x20) - 0x57 : -1);
    const decodePart = (part: Uint8Array): string => {
      const out: number[] = [];
      for (let i = 0; i < part.length; i++) {
        const b = part[i] === 0x2b ? 0x20 : part[i]!;
        if (b === 0x25 && i + 2 < part.length && hex(part[i + 1]!) >= 0 && hex(part[i + 2]!) >= 0) {
          out.push(hex(part[i + 1]!) * 16 + hex(part[i + 2]!));
          i += 2;
        } else out.push(b);
      }
      return decoder.decode(new Uint8Array(out));
    };
    const result: [string, string][] = [];
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x26) continue;
      const seq = bytes.subarray(start, i);
      start = i + 1;
      if (seq.length === 0) continue;
      const eq = seq.indexOf(0x3d);
      result.push(eq < 0 ? [decodePart(seq), ""] : [decodePart(seq.subarray(0, eq)), decodePart(seq.subarray(eq + 1))]);
    }
    return result;
  }

  const alphabet = fc.constantFrom(..."a=&+%2C3EFfz8B0 \u00e9\u20ac\uD83D\uDE00\uD800#?/".split(""), "%C3%A9", "%E2%82", "%F0%9F%98%80", "%FF", "%ED%A0%80", "%EF%BB%BF");
  const query = fc.array(alphabet, { maxLength: 30 }).map((a) => a.join(""));

  it("agrees with the WHATWG steps run on bytes by TextDecoder (independent oracle)", () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parseQuery(q, { form: true })).toEqual(whatwgForm(q));
      }),
      { numRuns: 3000, seed: 24 },
    );
  });

  it("agrees with URLSearchParams, except where Node's URLSearchParams departs from the standard", () => {
    // Node 20's URLSearchParams mangles a part that mixes a literal non-ASCII character with undecodable
    // percent-encoding ("€%FF" gives "\uFFFD\uFFFD", "%C3%A9é%" gives "é\uFFFD%"); the standard gives "€\uFFFD", "éé%".
    expect(parseQuery("a=€%FF&b=%C3%A9é%", { form: true })).toEqual([["a", "€\uFFFD"], ["b", "éé%"]]);
    fc.assert(
      fc.property(query, (q) => {
        const nodeBug = /[^\0-\x7f]/.test(q) && problemsOf(q, true).length > 0;
        if (!nodeBug) expect(parseQuery(q, { form: true })).toEqual([...new URLSearchParams("?" + q)]);
      }),
      { numRuns: 3000, seed: 24 },
    );
  });
});

describe("serializeQuery and parseQuery round trip (property)", () => {
  const text = fc.string({ unit: "grapheme", maxLength: 12 });
  const pairs = fc.array(fc.tuple(text, text), { maxLength: 6 });
  it("RFC 3986 reading: parse(serialize(pairs)) = pairs, and the result is a valid query", () => {
    fc.assert(
      fc.property(pairs, (p) => {
        const q = serializeQuery(p);
        expect(/^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-F]{2})*$/.test(q)).toBe(true);
        const problems: QueryProblem[] = [];
        expect(parseQuery(q, { onProblem: (x) => problems.push(x) })).toEqual(p.filter(() => true));
        expect(problems).toEqual([]);
      }),
      { numRuns: 1000, seed: 24 },
    );
  });
  it("form reading: parseQuery and URLSearchParams both read back the pairs", () => {
    fc.assert(
      fc.property(pairs, (p) => {
        const q = serializeQuery(p, { form: true });
        expect(parseQuery(q, { form: true })).toEqual(p);
        expect([...new URLSearchParams(q)]).toEqual(p);
      }),
      { numRuns: 1000, seed: 24 },
    );
  });
  it("serialize(parse(q)) = q for a query already in the shortest form", () => {
    for (const q of ["a=b&c=d", "a=&b=x=y", "%C3%A9=%26%23%25", "p=/a?b:c@d!$'()*+,;"]) {
      expect(serializeQuery(parseQuery(q))).toBe(q);
    }
  });
});
