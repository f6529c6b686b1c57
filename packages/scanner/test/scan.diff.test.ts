// Differential tests: WASM scalar == WASM SIMD == the js engine (core's scanner), byte for byte, and all == core
// `scanUriReference` on random URI-biased input, with a fixed seed.
import { ERROR_CODE, ERROR_INDEX, OFFSET_SLOTS, scanUriReference } from "@urikit/core/offsets";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ScanResult } from "../src/index.js";
import { rowOf, scanners } from "./scan-cases.js";

const all = await scanners();
const SEED = 20240611;
const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

// URI-biased units: delimiters, brackets, "%", hex digits, letters, controls (CR, NUL, TAB), non-ASCII, a lone surrogate.
const UNITS = [
  ..."abcvVxyzAF0123456789",
  ..."%%%:::///??##@@[[]]..--_~!$&'()*+,;=",
  " ", "\t", "\r", "\u0000", "\u007f", "^", "{", "\\", '"', "é", "€", "😀", "\ud800",
];
const PIECES = ["http://", "//", "[::1]", "[v1.x]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]", "1.2.3.4", "%41", "%4", "a:b", "@", ":80"];
const unit = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...UNITS) }, { weight: 1, arbitrary: fc.constantFrom(...PIECES) });
const line = fc.array(unit, { maxLength: 40 }).map((parts) => parts.join(""));

function expectEnginesAgree(results: ScanResult[]): void {
  const [first, ...rest] = results;
  for (const other of rest) {
    expect(other.length).toBe(first.length);
    expect(Array.from(other.offsets)).toEqual(Array.from(first.offsets));
    expect(Array.from(other.ranges)).toEqual(Array.from(first.ranges));
  }
}

/** The row core writes for `text`, and which slots the scanner must match: all of them when the text is ASCII. */
function coreRow(text: string): Int32Array {
  const out = new Int32Array(OFFSET_SLOTS);
  scanUriReference(text, out);
  return out;
}

function expectMatchesCore(result: ScanResult, i: number, text: string): void {
  const core = coreRow(text);
  // INVARIANT: everything before the first error is ASCII, so the error index is the same in bytes and in UTF-16.
  expect([result.offsets[i * OFFSET_SLOTS + ERROR_CODE], result.offsets[i * OFFSET_SLOTS + ERROR_INDEX]]).toEqual([core[ERROR_CODE], core[ERROR_INDEX]]);
  // Offsets of components that end past a non-ASCII character differ between bytes and UTF-16; ASCII text matches fully.
  if (/^[\p{ASCII}]*$/u.test(text)) expect(rowOf(result.offsets, i)).toEqual(Array.from(core));
}

describe("engines agree with each other and with core", () => {
  it("on arrays of random URI-biased strings", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const results = [all.js.scan(lines), all.wasm.scan(lines), all["wasm-simd"].scan(lines)];
        expectEnginesAgree(results);
        lines.forEach((text, i) => expectMatchesCore(results[0], i, text));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("on random lines joined by LF or CRLF", () => {
    fc.assert(
      fc.property(fc.array(line.map((s) => s.replaceAll("\n", "")), { maxLength: 20 }), fc.boolean(), fc.boolean(), (lines, crlf, finalNewline) => {
        const text = lines.join(crlf ? "\r\n" : "\n") + (finalNewline && lines.length > 0 ? "\n" : "");
        const bytes = encoder.encode(text);
        const results = [all.js.scan(bytes), all.wasm.scan(bytes), all["wasm-simd"].scan(bytes)];
        expectEnginesAgree(results);
        // Expected lines: split at LF, CR before LF dropped, no line after a final LF.
        const expected = text === "" ? [] : text.split("\n").map((s, k, a) => (k < a.length - 1 && s.endsWith("\r") ? s.slice(0, -1) : s));
        if (text.endsWith("\n")) expected.pop();
        expect(results[0].length).toBe(expected.length);
        expected.forEach((s, i) => expectMatchesCore(results[0], i, decoder.decode(encoder.encode(s))));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it("on random bytes, including invalid UTF-8 and every byte value", () => {
    const byte = fc.oneof(fc.constantFrom(...encoder.encode("%:/?#@[].v1Ff09aZ-")), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 120 }), (values) => {
        const bytes = Uint8Array.from(values);
        const results = [all.js.scan(bytes), all.wasm.scan(bytes), all["wasm-simd"].scan(bytes)];
        expectEnginesAgree(results);
        for (let i = 0; i < results[0].length; i++) {
          const [start, end] = [results[0].ranges[2 * i], results[0].ranges[2 * i + 1]];
          const row = rowOf(results[0].offsets, i);
          const core = coreRow(decoder.decode(bytes.subarray(start, end)));
          expect([row[ERROR_CODE], row[ERROR_INDEX]]).toEqual([core[ERROR_CODE], core[ERROR_INDEX]]);
        }
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  // The WASM loader always puts the input flush against the end of WASM memory; a single line without LF therefore
  // ends on the last byte of memory, and any SIMD load past the line would trap.
  it.each([1, 15, 16, 17, 31, 32, 33, 47, 48, 49, 64, 65])("on one line of %i bytes ending at the end of WASM memory", (length) => {
    const text = fc.stringMatching(new RegExp(`^[a-z0-9%:/?#@\\[\\].é]{${length}}$`));
    const prefixed = fc.constantFrom("", "http://", "http://[", "//", "//u@", "a:", "?", "#", "/");
    fc.assert(
      fc.property(prefixed, text, (prefix, rest) => {
        const full = (prefix + rest).slice(0, Math.max(length, prefix.length));
        const bytes = encoder.encode(full).subarray(0, length);
        const results = [all.js.scan(bytes), all.wasm.scan(bytes), all["wasm-simd"].scan(bytes)];
        expectEnginesAgree(results);
        expect(results[0].length).toBe(1);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
