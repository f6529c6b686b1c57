// The count module (the scan kernel and a tally in WebAssembly, assembly/tally.ts) against the JavaScript `Tally`
// over the js engine's rows (core's scanner): the same lines, invalid lines and counts for every key, on random
// URI-biased lines with non-ASCII and invalid ones, keys longer than a machine word and than a cache line, hashes cut
// to a few bits (every lookup meets other keys), a table of two slots that grows, and input handed over in pieces.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createWasmTally, JsCounter, loadCounter, WasmTally, type Counter } from "./load-counter.js";
import { jsEngine } from "./scan-engine.js";
import { COUNT_BY, Tally, type CountBy, type TallySnapshot } from "./tally.js";

const SEED = 20261127;
const encoder = new TextEncoder();

const UNITS = [..."abcxyzAB019", ..."%::///??#@[].-_~!$&'()*+,;=", " ", "\t", "é", "\u0000"];
const PIECES = ["http://", "https://", "//", "[::1]", "[v1.x]", "1.2.3.4", ":80", ":", "%41", "%4", "www.", ".example", "a".repeat(70), "b".repeat(9)];
const unit = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...UNITS) }, { weight: 2, arbitrary: fc.constantFrom(...PIECES) });
const line = fc.array(unit, { maxLength: 24 }).map((parts) => parts.join(""));
/** Lines, some repeated right after themselves (counted without a lookup), joined by LF or CR LF. */
const input = fc
  .tuple(fc.array(fc.tuple(line, fc.integer({ min: 1, max: 3 })), { maxLength: 120 }), fc.boolean(), fc.boolean())
  .map(([runs, crlf, finalNewline]) => {
    const lines = runs.flatMap(([text, n]) => Array.from({ length: n }, () => text));
    return lines.join(crlf ? "\r\n" : "\n") + (finalNewline && lines.length > 0 ? "\n" : "");
  });

/** A snapshot as comparable data: keys to counts, whatever their order. */
function asMap(snapshot: TallySnapshot): { lines: number; invalid: number; counts: Map<string | null, number> } {
  return { lines: snapshot.lines, invalid: snapshot.invalid, counts: new Map(snapshot.keys.map((key, k) => [key, snapshot.counts[k]])) };
}

/** Count `bytes` with `counter`, handed over in pieces cut after the LFs at `cuts` (fractions of the length). */
function countInPieces(counter: Counter, bytes: Uint8Array, cuts: number[]): void {
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    const lf = bytes.indexOf(0x0a, Math.max(from, Math.floor(cut * bytes.length)));
    if (lf < 0) break;
    counter.count(bytes, from, lf + 1);
    from = lf + 1;
  }
  counter.count(bytes, from, bytes.length);
}

function reference(by: CountBy, bytes: Uint8Array): ReturnType<typeof asMap> {
  const counter = new JsCounter(jsEngine, new Tally(by));
  counter.count(bytes, 0, bytes.length);
  return asMap(counter.snapshot());
}

describe("the count module equals the JavaScript tally", () => {
  for (const simd of [true, false]) {
    it.each(COUNT_BY)(`${simd ? "SIMD" : "scalar"} build, by %s, on random lines in pieces, with full and cut hashes`, async (by) => {
      await fc.assert(
        fc.asyncProperty(input, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }), fc.constantFrom(32, 2, 0), async (text, cuts, bits) => {
          const bytes = encoder.encode(text);
          const counter = await createWasmTally(simd, by, bits, 1);
          countInPieces(counter, bytes, cuts);
          const expected = reference(by, bytes);
          expect(counter.lines).toBe(expected.lines);
          expect(asMap(counter.snapshot())).toEqual(expected);
        }),
        { seed: SEED, numRuns: 60 },
      );
    }, 60_000);
  }

  it("on thousands of distinct hosts of every length up to 300 bytes (the table grows from two slots to thousands)", async () => {
    const hosts = Array.from({ length: 5000 }, (_, i) => `${"h".repeat(i % 300)}${i % 3000}.example`);
    const bytes = encoder.encode(hosts.map((h, i) => `http://${h}:${i % 7}/`).join("\n"));
    for (const by of ["host", "port", "domain"] as const) {
      const counter = await createWasmTally(true, by, 32, 1);
      counter.count(bytes, 0, bytes.length);
      const got = asMap(counter.snapshot());
      expect(got).toEqual(reference(by, bytes));
      if (by === "host") expect(got.counts.size).toBe(3000);
    }
  });

  it("on lines longer than a compact row holds (Int32 rows for those, compact rows again after them)", async () => {
    const long = `http://${"l".repeat(40_000)}.example/`;
    const text = ["http://a/", long, "http://a/", "http://b:1/", long, `//${"m".repeat(33_000)}/x`, "bad^", "http://a/"].join("\n");
    const bytes = encoder.encode(text);
    for (const by of COUNT_BY) {
      for (const simd of [true, false]) {
        const counter = await createWasmTally(simd, by);
        counter.count(bytes, 0, bytes.length);
        expect(asMap(counter.snapshot())).toEqual(reference(by, bytes));
      }
    }
  });

  it("counts nothing for an empty range", async () => {
    const counter = await createWasmTally(false, "host");
    counter.count(new Uint8Array(0), 0, 0);
    expect(counter.snapshot()).toEqual({ lines: 0, invalid: 0, keys: [], counts: [] });
  });
});

describe("loadCounter", () => {
  it("gives the count module for wasm, wasm-simd and auto, and the JavaScript tally for js", async () => {
    expect(await loadCounter("wasm", "host")).toBeInstanceOf(WasmTally);
    expect(await loadCounter("wasm-simd", "host")).toBeInstanceOf(WasmTally);
    expect(await loadCounter("auto", "scheme")).toBeInstanceOf(WasmTally);
    const js = await loadCounter("js", "error");
    expect(js).toBeInstanceOf(JsCounter);
    expect(js.by).toBe("error");
    await expect(loadCounter("fast" as never, "host")).rejects.toThrow(RangeError);
  });

  it("falls back to the JavaScript tally without WebAssembly (auto), and says why for wasm", async () => {
    const global = globalThis as unknown as { WebAssembly?: unknown };
    const saved = global.WebAssembly;
    try {
      global.WebAssembly = undefined;
      const counter = await loadCounter("auto", "host");
      expect(counter).toBeInstanceOf(JsCounter);
      const bytes = encoder.encode("http://a/\nhttp://b/\nhttp://a/");
      counter.count(bytes, 0, bytes.length);
      expect(asMap(counter.snapshot()).counts).toEqual(new Map([["a", 2], ["b", 1]]));
      await expect(loadCounter("wasm", "host")).rejects.toThrow(/WebAssembly is not available/);
      // A runtime that validates the builds and refuses to compile them (a page's Content-Security-Policy).
      global.WebAssembly = { validate: () => true, instantiate: () => Promise.reject(new Error("refused")) };
      expect(await loadCounter("auto", "port")).toBeInstanceOf(JsCounter);
    } finally {
      global.WebAssembly = saved;
    }
  });
});
