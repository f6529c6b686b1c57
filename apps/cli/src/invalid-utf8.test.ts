// InvalidUtf8 against an independent oracle, TextDecoder (the Encoding Standard's UTF-8 decoder, replacement mode):
// the bytes come from an alphabet without 0xBD, so no U+FFFD is in the input as text and every U+FFFD the decoder
// writes is one invalid sequence.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidUtf8 } from "./invalid-utf8.js";

const BYTES = [0x41, 0x0a, 0x2f, 0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xa9, 0xbf, 0xc0, 0xc1, 0xc2, 0xc3, 0xdf, 0xe0, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff];

function replacements(bytes: Uint8Array): number {
  let n = 0;
  for (const ch of new TextDecoder().decode(bytes)) if (ch === "\uFFFD") n++;
  return n;
}

function check(bytes: Uint8Array, cuts: number[]): InvalidUtf8 {
  const invalid = new InvalidUtf8(Infinity);
  let from = 0;
  for (const cut of [...cuts.filter((c) => c < bytes.length)].sort((a, b) => a - b).concat(bytes.length)) {
    invalid.write(bytes.subarray(from, cut));
    from = cut;
  }
  invalid.end();
  return invalid;
}

describe("InvalidUtf8", () => {
  it("finds each invalid sequence TextDecoder replaces, at its byte offset, however the bytes are cut into chunks", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...BYTES), { maxLength: 300 }), fc.array(fc.nat(300), { maxLength: 8 }), (list, cuts) => {
        const bytes = new Uint8Array(list);
        const invalid = check(bytes, cuts);
        expect(invalid.count).toBe(replacements(bytes));
        invalid.first.forEach((s, i) => {
          // Every sequence before this one is complete, so the prefix decodes to exactly i replacements; the bytes
          // of this one, at the end of the input, make one more.
          expect(replacements(bytes.subarray(0, s.byteOffset))).toBe(i);
          expect(replacements(bytes.subarray(0, s.byteOffset + s.length))).toBe(i + 1);
        });
      }),
      { numRuns: 2000, seed: 3986 },
    );
  });

  it("passes valid text of every length of sequence, cut anywhere", () => {
    const bytes = new TextEncoder().encode("http://пример.рф/путь/€/𝄞?q=caractères\n".repeat(20));
    for (let cut = 1; cut < 60; cut++) expect(check(bytes, [cut, cut + 1, cut + 3]).count).toBe(0);
  });

  it("reports a Latin-1 byte inside a UTF-8 URI, a lone continuation byte and a sequence the stream ends in", () => {
    const invalid = check(Uint8Array.from([...new TextEncoder().encode("http://a/caf"), 0xe9, 0x2f, 0x80, 0x41, 0xe2, 0x82]), [13]);
    expect(invalid.count).toBe(3);
    expect(invalid.first).toEqual([
      { byteOffset: 12, length: 1 },
      { byteOffset: 14, length: 1 },
      { byteOffset: 16, length: 2 },
    ]);
  });

  it("keeps the first sequences only, and counts them all", () => {
    const invalid = new InvalidUtf8(2);
    invalid.write(new Uint8Array(5).fill(0xff));
    invalid.end();
    expect(invalid.count).toBe(5);
    expect(invalid.first).toEqual([
      { byteOffset: 0, length: 1 },
      { byteOffset: 1, length: 1 },
    ]);
  });
});
