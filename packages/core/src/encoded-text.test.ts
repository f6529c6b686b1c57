import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EncodedText } from "./encoded-text.js";

/** One step of building a text, and what it appends, written without EncodedText (the oracle). */
type Step = { kind: "slice"; source: string; start: number; end: number } | { kind: "unit"; c: number } | { kind: "codePoint"; cp: number } | { kind: "percentEncoded"; cp: number };

function expected(step: Step): string {
  switch (step.kind) {
    case "slice":
      return step.source.slice(step.start, step.end);
    case "unit":
      return String.fromCharCode(step.c);
    case "codePoint":
      return String.fromCodePoint(step.cp);
    case "percentEncoded":
      // encodeURIComponent encodes every character but a few ASCII ones; written by hand for those
      return encodeURIComponent(String.fromCodePoint(step.cp)) === String.fromCodePoint(step.cp)
        ? "%" + step.cp.toString(16).toUpperCase().padStart(2, "0")
        : encodeURIComponent(String.fromCodePoint(step.cp));
  }
}

const codePoint = fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff }));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.tuple(fc.string({ unit: "grapheme", maxLength: 80 }), fc.nat(), fc.nat()).map(([source, a, b]) => {
    const start = source.length === 0 ? 0 : a % (source.length + 1);
    return { kind: "slice" as const, source, start, end: start + (b % (source.length - start + 1)) };
  }),
  fc.integer({ min: 0, max: 0xffff }).map((c) => ({ kind: "unit" as const, c })),
  codePoint.map((cp) => ({ kind: "codePoint" as const, cp })),
  codePoint.map((cp) => ({ kind: "percentEncoded" as const, cp })),
);

describe("EncodedText (RFC 3986 §2.1)", () => {
  it("appends slices, code units, code points and UTF-8 percent-encodings in order, across its 4,096-unit chunks", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 3000, size: "max" }), (steps) => {
        const text = new EncodedText();
        let oracle = "";
        for (const s of steps) {
          if (s.kind === "slice") text.slice(s.source, s.start, s.end);
          else if (s.kind === "unit") text.unit(s.c);
          else if (s.kind === "codePoint") text.codePoint(s.cp);
          else text.percentEncoded(s.cp);
          oracle += expected(s);
        }
        expect(text.toString()).toBe(oracle);
      }),
      { seed: 3, numRuns: 200 },
    );
  });

  it("writes each UTF-8 length with uppercase hex (RFC 3629 §3)", () => {
    const text = new EncodedText();
    for (const cp of [0x20, 0x7f, 0x80, 0x7ff, 0x800, 0xffff, 0x10000, 0x10ffff]) text.percentEncoded(cp);
    expect(text.toString()).toBe("%20%7F%C2%80%DF%BF%E0%A0%80%EF%BF%BF%F0%90%80%80%F4%8F%BF%BF");
  });

  it("is empty when nothing was appended, and toString can be called again", () => {
    const text = new EncodedText();
    expect(text.toString()).toBe("");
    text.slice("abc", 1, 3);
    expect(text.toString()).toBe("bc");
    expect(text.toString()).toBe("bc");
  });
});
