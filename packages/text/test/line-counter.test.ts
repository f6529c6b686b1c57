// The line counter behind `lineNumbers`: right for any text cut into any windows, and each code unit read once even
// when one long line holds many matches (a whole document on one line used to be read again for every match).
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LineCounter } from "../src/line-counter.js";

/** Line and column of index `to` of `whole`, counted from the start (the oracle). */
function naive(whole: string, to: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < to; i++) {
    if (whole[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: to - lineStart + 1 };
}

describe("LineCounter", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives the line and column of increasing indices of a text seen through a sliding window", () => {
    const text = fc.stringMatching(/^[a\n\r é]{0,80}$/);
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 6 }), (whole, picks, cuts) => {
        const indices = picks.map((p) => p % (whole.length + 1)).sort((a, b) => a - b);
        // The window starts where the stream let text go, which is never past the last index counted (the stream
        // counts the text it lets go first), and ends at or after the index asked.
        const counter = new LineCounter();
        let offset = 0;
        let counted = 0;
        indices.forEach((to, k) => {
          const drop = cuts[k] === undefined ? 0 : cuts[k] % (counted - offset + 1);
          offset += drop;
          counted = to;
          const window = whole.slice(offset, Math.min(whole.length, to + 5));
          expect(counter.advance(window, offset, to)).toEqual(naive(whole, to));
        });
      }),
    );
  });

  it("reads a long line without LF once, however many indices are asked in it", () => {
    const whole = "x".repeat(100_000) + "\nend";
    const original = String.prototype.indexOf;
    let read = 0;
    vi.spyOn(String.prototype, "indexOf").mockImplementation(function (this: string, search: string, from?: number) {
      const at = original.call(this, search, from);
      read += (at < 0 ? this.length : at + 1) - Math.max(0, from ?? 0);
      return at;
    });
    const counter = new LineCounter();
    for (let to = 0; to <= 100_000; to += 10) expect(counter.advance(whole, 0, to).line).toBe(1);
    expect(counter.advance(whole, 0, whole.length)).toEqual({ line: 2, column: 4 });
    expect(read).toBeLessThanOrEqual(whole.length + 1);
  });
});
