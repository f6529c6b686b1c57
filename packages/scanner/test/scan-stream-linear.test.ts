// Linear time: every stream path is linear in its input, for any chunking and any line length. Time is not
// asserted; work is counted. Every byte a typed array searches (indexOf, lastIndexOf) or copies (set, slice,
// copyWithin, subarray copies through set) is counted by patching the Uint8Array prototype while the stream runs,
// so the count covers the line batcher and the engines' byte handling whatever their implementation.
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { scanStream, scanTransform } from "../src/index.js";
import { LineBatcher } from "../src/scan-stream.js";

const proto = Uint8Array.prototype;
const original = {
  indexOf: proto.indexOf,
  lastIndexOf: proto.lastIndexOf,
  set: proto.set,
  slice: proto.slice,
  copyWithin: proto.copyWithin,
};

let counted = 0;

/** Count the bytes that typed-array searches and copies touch until `restore()`. */
function countWork(): void {
  counted = 0;
  proto.indexOf = function (this: Uint8Array, value: number, from = 0) {
    const start = from < 0 ? Math.max(0, this.length + from) : from;
    const found = original.indexOf.call(this, value, from);
    counted += (found < 0 ? this.length : found + 1) - Math.min(start, this.length);
    return found;
  };
  proto.lastIndexOf = function (this: Uint8Array, value: number, ...rest: number[]) {
    const from = rest.length === 0 ? this.length - 1 : rest[0] < 0 ? this.length + rest[0] : Math.min(rest[0], this.length - 1);
    const found = original.lastIndexOf.apply(this, [value, ...rest] as [number, number?]);
    counted += from + 1 - (found < 0 ? 0 : found);
    return found;
  } as typeof proto.lastIndexOf;
  proto.set = function (this: Uint8Array, array: ArrayLike<number>, offset?: number) {
    counted += array.length;
    return original.set.call(this, array, offset);
  } as typeof proto.set;
  proto.slice = function (this: Uint8Array, start?: number, end?: number) {
    const copy = original.slice.call(this, start, end);
    counted += copy.length;
    return copy;
  } as typeof proto.slice;
  proto.copyWithin = function (this: Uint8Array, target: number, start: number, end?: number) {
    counted += Math.max(0, (end ?? this.length) - start);
    return original.copyWithin.call(this, target, start, end);
  } as typeof proto.copyWithin;
}

function restore(): void {
  Object.assign(proto, original);
}

afterEach(restore);

/** One line of `length` bytes (URI characters, no LF) and a final LF, in chunks of `chunk` bytes. */
function* oneLongLine(length: number, chunk: number): Generator<Uint8Array> {
  const block = new Uint8Array(chunk).fill(0x61); // "a": a valid path character
  for (let at = 0; at < length; at += chunk) yield at + chunk <= length ? block : block.subarray(0, length - at);
  yield Uint8Array.of(0x0a);
}

async function streamWork(length: number, chunk: number, engine: "js" | "wasm" | "wasm-simd"): Promise<number> {
  countWork();
  let lines = 0;
  for await (const batch of scanStream(oneLongLine(length, chunk), { engine })) {
    lines += batch.length;
    expect(batch.isValid(0)).toBe(true);
  }
  const work = counted;
  restore();
  expect(lines).toBe(1);
  return work;
}

const MiB = 1 << 20;

describe("one long line through scanStream costs work linear in its length", () => {
  it.each([
    ["js", 4 * 1024],
    ["wasm", 64 * 1024],
    ["wasm-simd", 64 * 1024],
  ] as const)("engine %s, %i-byte chunks: 4× the input is about 4× the work", async (engine, chunk) => {
    const small = await streamWork(6 * MiB, chunk, engine);
    const large = await streamWork(24 * MiB, chunk, engine);
    // Quadratic batching (the whole buffer searched for LF on every chunk) gives a ratio near 16 here.
    expect(large / small).toBeGreaterThan(3);
    expect(large / small).toBeLessThan(5);
    // And the constant is small: a handful of passes over the input.
    expect(large).toBeLessThan(12 * 24 * MiB);
  }, 60_000);
});

describe("LineBatcher", () => {
  it("does work linear in the input for any chunking and line lengths (its own count and the typed-array count)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 20 }),
        (lineLengths, chunkSizes) => {
          const text = lineLengths.map((n) => "x".repeat(n)).join("\n");
          const bytes = new TextEncoder().encode(text);
          countWork();
          const batcher = new LineBatcher(64);
          const batches: Uint8Array[] = [];
          for (let at = 0, k = 0; at < bytes.length; k++) {
            const size = chunkSizes[k % chunkSizes.length];
            const batch = batcher.push(bytes.subarray(at, at + size));
            if (batch !== undefined) batches.push(batch.bytes);
            at += size;
          }
          const last = batcher.end();
          if (last !== undefined) batches.push(last.bytes);
          const work = counted;
          restore();
          // Nothing lost, nothing added; every batch but the last ends with LF.
          expect(Buffer.concat(batches).equals(Buffer.from(bytes))).toBe(true);
          for (const batch of batches.slice(0, -1)) expect(batch[batch.length - 1]).toBe(0x0a);
          expect(work).toBeLessThanOrEqual(8 * bytes.length + 64);
          expect(batcher.work).toBeLessThanOrEqual(8 * bytes.length + 64);
        },
      ),
      { seed: 9_6, numRuns: 200 },
    );
  });
});

describe("scanTransform on one long line", () => {
  it("does linear work too", async () => {
    const work = async (length: number): Promise<number> => {
      countWork();
      const stream = ReadableStream.from(oneLongLine(length, 16 * 1024)).pipeThrough(scanTransform({ engine: "wasm" }));
      let lines = 0;
      for await (const batch of stream) lines += batch.length;
      const total = counted;
      restore();
      expect(lines).toBe(1);
      return total;
    };
    const ratio = (await work(24 * MiB)) / (await work(6 * MiB));
    expect(ratio).toBeGreaterThan(3);
    expect(ratio).toBeLessThan(5);
  }, 60_000);
});
