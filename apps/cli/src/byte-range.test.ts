import { writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineSpan, parseByteRange } from "./byte-range.js";
import { temporaryDirectory } from "../test/temporary-directory.js";

const dir = temporaryDirectory("urikit-range-");

describe("parseByteRange", () => {
  it("reads START:END and START:", () => {
    expect(parseByteRange("0:10")).toEqual({ start: 0, end: 10 });
    expect(parseByteRange("7:")).toEqual({ start: 7, end: Number.MAX_SAFE_INTEGER });
    for (const bad of ["", "1", "a:b", "-1:3", "3:1", "1:2:3", " 1:2"]) expect(() => parseByteRange(bad)).toThrow(/--range/);
  });
});

describe("lineSpan", () => {
  it("adjacent ranges partition the file into whole lines, each owned by the range it starts in", () => {
    let file = 0;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("a", "b", "\n", "\r", "\n\n"), { maxLength: 80 }).map((parts) => parts.join("")),
        fc.array(fc.nat(100), { maxLength: 6 }),
        (text, points) => {
          const path = join(dir, `f${file++}.txt`);
          writeFileSync(path, text);
          const size = Buffer.byteLength(text);
          const cuts = [0, ...points.map((p) => Math.min(p, size)).sort((x, y) => x - y), size];
          let expectedFrom = 0;
          for (let k = 0; k + 1 < cuts.length; k++) {
            const { from, to } = lineSpan(path, size, { start: cuts[k], end: cuts[k + 1] });
            expect(from).toBe(expectedFrom); // no gap, no overlap
            expect(to).toBeGreaterThanOrEqual(from);
            if (to > from) {
              // The span starts at a line start inside the range, and holds whole lines only.
              expect(from === 0 || text[from - 1] === "\n").toBe(true);
              expect(from).toBeGreaterThanOrEqual(cuts[k]);
              expect(from).toBeLessThan(cuts[k + 1]);
              expect(to === size || text[to - 1] === "\n").toBe(true);
            }
            expectedFrom = to;
          }
          expect(expectedFrom).toBe(size);
        },
      ),
      { seed: 12_2, numRuns: 300 },
    );
  });
});
