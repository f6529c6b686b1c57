// Scan cases derived from the parse corpus (STYLE A6: `scanCasesFromParseCases()`), and the engines under test.
// It lives here, not in @urikit/corpus, because rows belong to core's offsets layout (docs/deviations.md).
import { parseCases, type ParseCase } from "@urikit/corpus";
import { HOST_KIND_NAMES, OFFSET_SLOTS, COMPONENT_NAMES } from "@urikit/core/offsets";
import { URI_ERROR_CODES } from "@urikit/core";
import { createScanner, type Scanner } from "../src/index.js";

/** A parse case with the row the scanner must write for it (`expectRow`), or the error it must report. */
export interface ScanCase {
  source: string;
  input: string;
  /** All 17 slots for a valid input: offsets derived from the expected components. */
  expectRow?: Int32Array;
  error?: { code: string; index: number; number: number };
}

/** Offsets of the expected components, recomputed from their lengths (`scheme ":" "//" userinfo "@" host ...`). */
function rowFromComponents(c: ParseCase, input: string): Int32Array {
  const e = c.expect!;
  const row = new Int32Array(OFFSET_SLOTS).fill(-1);
  row[14] = HOST_KIND_NAMES.indexOf(c.hostKind);
  row[15] = 0;
  let at = 0;
  const take = (k: number, text: string): void => {
    row[2 * k] = at;
    row[2 * k + 1] = at + text.length;
    at += text.length;
  };
  if (e.scheme !== undefined) {
    take(0, e.scheme);
    at += 1;
  }
  if (e.host !== undefined) {
    at += 2;
    if (e.userinfo !== undefined) {
      take(1, e.userinfo);
      at += 1;
    }
    take(2, e.host);
    if (e.port !== undefined) {
      at += 1;
      take(3, e.port);
    }
  }
  take(4, e.path);
  if (e.query !== undefined) {
    at += 1;
    take(5, e.query);
  }
  if (e.fragment !== undefined) {
    at += 1;
    take(6, e.fragment);
  }
  if (at !== input.length) throw new Error(`corpus case ${JSON.stringify(input)}: components do not add up to the input`);
  if (c.hostKind === undefined && e.host !== undefined) throw new Error(`corpus case ${JSON.stringify(input)}: host without hostKind`);
  return row;
}

/** Every parse case of @urikit/corpus as a scan case. */
export function scanCasesFromParseCases(): ScanCase[] {
  return parseCases().map((c) => {
    if (c.error !== undefined) {
      const number = URI_ERROR_CODES.indexOf(c.error.code as (typeof URI_ERROR_CODES)[number]) + 1;
      return { source: c.source, input: c.input, error: { ...c.error, number } };
    }
    return { source: c.source, input: c.input, expectRow: rowFromComponents(c, c.input) };
  });
}

export { COMPONENT_NAMES };

/** The three engines, by name. */
export const ENGINE_NAMES = ["js", "wasm", "wasm-simd"] as const;

/** One scanner per engine. */
export async function scanners(): Promise<Record<(typeof ENGINE_NAMES)[number], Scanner>> {
  return {
    js: await createScanner({ engine: "js" }),
    wasm: await createScanner({ engine: "wasm" }),
    "wasm-simd": await createScanner({ engine: "wasm-simd" }),
  };
}

/** Row `i` of a result as a plain array (for readable diffs). */
export function rowOf(offsets: Int32Array, i: number): number[] {
  return Array.from(offsets.subarray(i * OFFSET_SLOTS, (i + 1) * OFFSET_SLOTS));
}
