// Issue 11: `parse`, `isUriReference`, `isUri`, `isAbsoluteUri`, `isRelativeReference` now take the common shape
// of a URI through one regular expression (src/common-shape.ts) and everything else through the scanner, whose
// plain-authority path `parse` skips. They must answer exactly what the scanner they replaced implied
// (test/reference-scan.ts, kept verbatim): the same record (keys in order, absent != empty), the same error code,
// index and message, the same verdicts; and `scanUriReference` must still write every offset slot as before (also
// the half-written slots of a rejected input, which error messages read).
import { readFileSync } from "node:fs";
import { parseCases, realWorldListPath } from "@urikit/corpus";
import { uriReference } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ERROR_CODE,
  FRAGMENT_START,
  OFFSET_SLOTS,
  SCHEME_START,
  UriError,
  componentsFromOffsets,
  errorFromOffsets,
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  parse,
  scanUriReference,
} from "../src/index.js";
import { referenceScanReference } from "./reference-scan.js";

const SEED = 20261125;
const RUNS = 20000;

const fast = new Int32Array(OFFSET_SLOTS);
const slow = new Int32Array(OFFSET_SLOTS);

/** The first input on which the two scanners differ, with both rows, or undefined when all agree. */
function firstDifference(inputs: readonly string[]): { input: string; fast: number[]; slow: number[] } | undefined {
  for (const input of inputs) {
    const a = scanUriReference(input, fast);
    const b = referenceScanReference(input, slow);
    let same = a === b;
    for (let k = 0; same && k < OFFSET_SLOTS; k++) same = fast[k] === slow[k];
    if (!same) return { input, fast: [a, ...fast], slow: [b, ...slow] };
  }
  return undefined;
}

/**
 * What the public functions answered before issue 11, derived from the reference scanner: the record (keys in
 * order) or the error (code, index, message), and the four verdicts.
 */
function referenceAnswers(input: string): unknown {
  const ok = referenceScanReference(input, slow) === 0;
  let parsed: unknown;
  if (ok) {
    const r = componentsFromOffsets(input, slow);
    parsed = { keys: Object.keys(r), record: r, json: JSON.stringify(r) };
  } else {
    const e = errorFromOffsets(input, slow);
    parsed = { code: e.code, index: e.index, message: e.message, rule: e.rule };
  }
  const scheme = ok && slow[SCHEME_START] >= 0;
  return { parsed, uriReference: ok, uri: scheme, absolute: scheme && slow[FRAGMENT_START] < 0, relative: ok && !scheme };
}

function answers(input: string): unknown {
  let parsed: unknown;
  try {
    const r = parse(input);
    parsed = { keys: Object.keys(r), record: r, json: JSON.stringify(r) };
  } catch (e) {
    if (!UriError.is(e)) throw e;
    parsed = { code: e.code, index: e.index, message: e.message, rule: e.rule };
  }
  return { parsed, uriReference: isUriReference(input), uri: isUri(input), absolute: isAbsoluteUri(input), relative: isRelativeReference(input) };
}

/** The first input on which `parse` or a verdict differs from what the reference scanner implies. */
function firstAnswerDifference(inputs: readonly string[]): { input: string; now: unknown; before: unknown } | undefined {
  for (const input of inputs) {
    const now = answers(input);
    const before = referenceAnswers(input);
    // toEqual on a small object per input would be slow over 100,000 lines; JSON keeps undefined-vs-absent apart
    // through the keys list, and the record itself is compared with toEqual below on any difference.
    if (JSON.stringify(now) !== JSON.stringify(before) || !sameRecord(now, before)) return { input, now, before };
  }
  return undefined;
}

function sameRecord(a: unknown, b: unknown): boolean {
  const x = (a as { parsed: { record?: Record<string, unknown> } }).parsed.record;
  const y = (b as { parsed: { record?: Record<string, unknown> } }).parsed.record;
  if (x === undefined || y === undefined) return x === y;
  for (const k of Object.keys(y)) if (x[k] !== y[k]) return false;
  return Object.keys(x).length === Object.keys(y).length;
}

function expectSameRow(input: string): void {
  expect(firstDifference([input])).toBeUndefined();
  expect(firstAnswerDifference([input])).toBeUndefined();
}

/** Lines of a URL list in bench/data (UTF-8 BOM dropped, LF or CRLF), empty lines included. */
function readLines(file: "kasztp.txt" | "node_files.txt" | "isaacs_files.txt"): string[] {
  let text = readFileSync(realWorldListPath(file), "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split(/\r?\n/);
}

describe("scanUriReference, parse and the is* verdicts equal the pre-issue-11 scanner (RFC 3986 Appendix A)", () => {
  it.each(["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const)("on every line of bench/data/%s, valid and invalid", (file) => {
    const lines = readLines(file);
    expect(firstDifference(lines)).toBeUndefined();
    expect(firstAnswerDifference(lines)).toBeUndefined();
  });

  it("the lists hold both verdicts, so the comparison above covers error paths too", () => {
    let rejected = 0;
    let total = 0;
    for (const file of ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const) {
      for (const line of readLines(file)) {
        total++;
        if (scanUriReference(line, fast) !== 0) rejected++;
      }
    }
    expect(rejected).toBeGreaterThan(100);
    expect(rejected).toBeLessThan(total / 10);
  });

  it("on every case of the parse corpus", () => {
    const inputs = parseCases().map((c) => c.input);
    expect(inputs.length).toBeGreaterThan(150);
    expect(firstDifference(inputs)).toBeUndefined();
    expect(firstAnswerDifference(inputs)).toBeUndefined();
  });

  it("on generated URI references", () => {
    fc.assert(
      fc.property(uriReference, (g) => expectSameRow(g.text)),
      { seed: SEED, numRuns: RUNS },
    );
  });

  // Valid references with one unit replaced or inserted: every error path (bad "%", "[" unclosed, "@" twice, a
  // ":" in the first segment, a port letter, non-ASCII, a lone surrogate) at every position.
  const unit = fc.constantFrom(
    ..."%%%:/?#[]@!$&'()*+,;=-._~09AFafgzGZ \"<>\\^`{|}\u0000\u007f\u0080é\u00ff\u0100\u{1F600}\ud800\udfff",
  );
  const mutated = fc
    .tuple(uriReference, fc.array(fc.tuple(fc.nat(), unit, fc.boolean()), { minLength: 1, maxLength: 3 }))
    .map(([g, edits]) => {
      let text = g.text;
      for (const [at, u, insert] of edits) {
        const k = text.length === 0 ? 0 : at % (text.length + 1);
        text = text.slice(0, k) + u + text.slice(insert ? k : k + 1);
      }
      return text;
    });

  it("on generated references with one to three units replaced or inserted", () => {
    let invalid = 0;
    fc.assert(
      fc.property(mutated, (text) => {
        expectSameRow(text);
        if (fast[ERROR_CODE] !== 0) invalid++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(invalid).toBeGreaterThan(RUNS / 4);
  });

  it("on strings over a URI-biased alphabet", () => {
    const text = fc.array(unit, { maxLength: 24 }).map((units) => units.join(""));
    fc.assert(
      fc.property(text, (t) => expectSameRow(t)),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("writes only its own row when given a base", () => {
    const base = 5;
    const a = new Int32Array(3 * OFFSET_SLOTS).fill(77);
    const b = new Int32Array(3 * OFFSET_SLOTS).fill(77);
    for (const input of ["http://u@[::1]:8/p?q#f", "http://a b/", "//a:x/", "a%zz", ""]) {
      expect(scanUriReference(input, a, base)).toBe(referenceScanReference(input, b, base));
      expect([...a]).toEqual([...b]);
    }
    expect(a[base - 1]).toBe(77);
    expect(a[base + OFFSET_SLOTS]).toBe(77);
  });
});
