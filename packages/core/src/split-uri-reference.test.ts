import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OFFSET_SLOTS } from "./offsets-layout.js";
import { scanUriReference } from "./scan-uri-reference.js";
import { splitUriReference } from "./split-uri-reference.js";

const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

function split(text: string): Int32Array {
  const out = new Int32Array(OFFSET_SLOTS);
  splitUriReference(text, out);
  return out;
}

describe("splitUriReference (RFC 3986 Appendix B)", () => {
  it("splits the example of RFC 3986 Appendix B as the RFC lists its subexpressions", () => {
    // $2 = http, $4 = www.ics.uci.edu, $5 = /pub/ietf/uri/, $7 = <undefined>, $9 = Related
    const text = "http://www.ics.uci.edu/pub/ietf/uri/#Related";
    const o = split(text);
    const part = (k: number): string | undefined => (o[2 * k] < 0 ? undefined : text.slice(o[2 * k], o[2 * k + 1]));
    expect([part(0), part(2), part(4), part(5), part(6)]).toEqual(["http", "www.ics.uci.edu", "/pub/ietf/uri/", undefined, "Related"]);
  });

  it("takes a line terminator in the fragment as any other unit (the RFC's \".\" is any character)", () => {
    const o = split("a:b#c\nd\u2028e");
    expect([o[12], o[13]]).toEqual([4, 9]);
  });

  it("splits what the grammar rejects", () => {
    const o = split("http:\\\\evil.example\\");
    expect([o[0], o[1], o[4], o[8], o[9]]).toEqual([0, 4, -1, 5, 20]);
    const a = split("http://u@[::1]x:8 0/p q?r#s#t");
    expect([a[2], a[3], a[4], a[5], a[6], a[7]]).toEqual([7, 8, 9, 15, 16, 19]);
    expect([a[12], a[13]]).toEqual([26, 29]);
  });

  it("property: on valid references it writes the offsets the parser writes", async () => {
    const { uriReference } = await import("@urikit/corpus/arbitraries");
    const scan = new Int32Array(OFFSET_SLOTS);
    fc.assert(
      fc.property(uriReference, (g) => {
        expect(scanUriReference(g.text, scan)).toBe(0);
        expect(Array.from(split(g.text))).toEqual(Array.from(scan));
      }),
      { seed: 20261125, numRuns: 3000 },
    );
  });

  it("property: agrees with the Appendix B regular expression on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."a:/?#@[]".split("")), maxLength: 16 }), (text) => {
        const m = APPENDIX_B.exec(text)!;
        const o = split(text);
        expect(o[0] < 0 ? undefined : text.slice(o[0], o[1])).toBe(m[2]);
        expect(text.slice(o[8], o[9])).toBe(m[5]);
        expect(o[10] < 0 ? undefined : text.slice(o[10], o[11])).toBe(m[7]);
        expect(o[12] < 0 ? undefined : text.slice(o[12], o[13])).toBe(m[9]);
      }),
      { seed: 3, numRuns: 3000 },
    );
  });
});
