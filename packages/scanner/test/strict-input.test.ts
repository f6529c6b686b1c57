// Strict input types: the scanner refuses what it cannot scan with a TypeError that names it, before reading it: a number,
// null, a string (bytes or an array of strings are scanned, a lone string is not), a String object, an object with
// toString, a Proxy (no trap fires), another typed array, a detached buffer, an array holding a non-string.
import { createScanner, scanStream, type ScanEngineName } from "@urikit/scanner";
import { describe, expect, it } from "vitest";

function untouchable(): object {
  const fail = (what: string) => () => {
    throw new Error(`the Proxy's ${what} was used`);
  };
  return new Proxy({}, { get: fail("get"), has: fail("has"), getPrototypeOf: fail("getPrototypeOf"), ownKeys: fail("ownKeys") });
}

function detached(): Uint8Array {
  const buffer = new ArrayBuffer(16);
  const view = new Uint8Array(buffer);
  structuredClone(buffer, { transfer: [buffer] });
  return view;
}

const trap = {
  toString() {
    throw new Error("toString was called");
  },
};

const BAD: Array<[string, unknown, RegExp]> = [
  ["number", 42, /^scan: expected a Uint8Array or an array of strings, got number$/],
  ["null", null, /got null$/],
  ["undefined", undefined, /got undefined$/],
  ["a string", "http://a/", /got string$/],
  ["a String object", new String("http://a/"), /got object$/],
  ["an object with toString", trap, /got object$/],
  ["a Proxy", untouchable(), /got object$/],
  ["a Symbol", Symbol("x"), /got symbol$/],
  ["a BigInt", 1n, /got bigint$/],
  ["an Int32Array", new Int32Array(4), /another typed array/],
  ["a detached Uint8Array", detached(), /detached/],
  ["an array with a number", ["http://a/", 42], /^scan: expected a string at index 1, got number$/],
  ["an array with a String object", [new String("x")], /index 0, got object$/],
];

describe.each<ScanEngineName>(["js", "wasm", "wasm-simd"])("scanner.scan (%s) refuses what it cannot scan", (engine) => {
  it.each(BAD)("%s", async (_, value, message) => {
    const scanner = await createScanner({ engine });
    expect(() => scanner.scan(value as Uint8Array)).toThrow(TypeError);
    expect(() => scanner.scan(value as Uint8Array)).toThrow(message);
  });

  it("still scans an empty Uint8Array, an empty array and an array of strings", async () => {
    const scanner = await createScanner({ engine });
    expect(scanner.scan(new Uint8Array(0)).length).toBe(0);
    expect(scanner.scan([]).length).toBe(0);
    expect(scanner.scan(["http://a/", "x y"]).isValid(1)).toBe(false);
  });
});

describe("createScanner and scanStream refuse what is not theirs", () => {
  it("createScanner takes an options object or nothing", async () => {
    await expect(createScanner(42 as never)).rejects.toThrow(new TypeError("createScanner: expected an options object, got number"));
    await expect(createScanner(null as never)).rejects.toThrow(/got null$/);
  });

  it.each<[string, unknown]>([
    ["number", 42],
    ["null", null],
    ["string", "http://a/\n"],
    ["undefined", undefined],
  ])("scanStream over a %s", async (type, value) => {
    const run = async () => {
      for await (const batch of scanStream(value as never, { engine: "js" })) void batch;
    };
    await expect(run()).rejects.toThrow(new TypeError(`scanStream: expected an iterable or a ReadableStream of Uint8Array chunks, got ${type}`));
  });
});

describe("scanFile refuses what is not a path", () => {
  it.each<[string, unknown]>([
    ["number", 42],
    ["null", null],
    ["object", new String("urls.txt")],
  ])("a %s", async (type, value) => {
    const { scanFile } = await import("@urikit/scanner/node");
    const run = async () => {
      for await (const batch of scanFile(value as string)) void batch;
    };
    await expect(run()).rejects.toThrow(new TypeError(`scanFile: expected a string for path, got ${type}`));
  });
});
