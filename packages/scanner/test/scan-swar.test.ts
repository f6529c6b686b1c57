// The scalar build's SWAR skips (assembly/index.ts `skipRuns`: 8 bytes at a time over byte ranges that are subsets of
// each loop's skip set, the last 1 … 7 bytes of a line in one masked word) against the js engine (core's scanner): runs of every
// length around 8 and 16 in every component, broken by one byte of every kind (each delimiter, "%", bytes outside
// every range, controls, bytes ≥ 0x80) at every offset, and lines flush against the end of WASM memory.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rowOf, scanners } from "./scan-cases.js";

const all = await scanners();
const SEED = 20251127;
const encoder = new TextEncoder();

/** Compare over bytes (lines end at LF) and over an array of strings (lines back to back: a line's end is the next one's first byte). */
function expectScalarAgrees(input: Uint8Array | string[]): void {
  const [js, wasm] = [all.js.scan(input), all.wasm.scan(input)];
  expect(wasm.length).toBe(js.length);
  expect(Array.from(wasm.ranges)).toEqual(Array.from(js.ranges));
  const k = wasm.offsets.findIndex((v, j) => v !== js.offsets[j]);
  if (k >= 0) expect(rowOf(wasm.offsets, Math.floor(k / 17))).toEqual(rowOf(js.offsets, Math.floor(k / 17)));
}

// Bytes of every kind: in some range, in a skip set but in no range ("_", "~", "=", …), delimiters, "%", never allowed.
const ODD = [..."_~=!$'*,;:@/?#%[]\"<>\\^`{|} ", "\t", "\r", "\u0000", "\u007f", "é", "€", "😀"];
const FILL = "aZ09-.&(+";
const TEMPLATES = [
  (run: string) => `${run}:x`, // scheme
  (run: string) => `http://${run}@h/`, // userinfo
  (run: string) => `http://${run}/p`, // reg-name
  (run: string) => `http://h:${run}/`, // port
  (run: string) => `http://h/${run}`, // path
  (run: string) => run, // first segment of a relative path
  (run: string) => `//h/p?${run}`, // query
  (run: string) => `//h/p#${run}`, // fragment
];

describe("the scalar build's SWAR skips", () => {
  it("agree with the js engine on runs of 0 … 24 bytes broken by one byte of every kind at every offset", () => {
    for (const template of TEMPLATES) {
      const lines: string[] = [];
      for (let length = 0; length <= 24; length++) {
        const run = FILL.repeat(3).slice(0, length);
        lines.push(template(run));
        for (const odd of ODD) for (let at = 0; at <= length; at += length > 10 ? 3 : 1) lines.push(template(run.slice(0, at) + odd + run.slice(at)));
      }
      expectScalarAgrees(encoder.encode(lines.join("\n")));
      expectScalarAgrees(lines);
      // each line alone, flush against the end of WASM memory: a word past the line would trap
      for (const line of lines.filter((_, k) => k % 7 === 0)) expectScalarAgrees(encoder.encode(line));
    }
  });

  it("agree with the js engine on random runs of in-range bytes and odd bytes", () => {
    const unit = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FILL) }, { weight: 1, arbitrary: fc.constantFrom(...ODD) });
    const run = fc.array(unit, { maxLength: 40 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(TEMPLATES.length - 1), run), { minLength: 1, maxLength: 20 }), fc.boolean(), (parts, finalNewline) => {
        const lines = parts.map(([t, r]) => TEMPLATES[t]!(r));
        expectScalarAgrees(encoder.encode(lines.join("\n") + (finalNewline ? "\n" : "")));
        expectScalarAgrees(lines);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
