// The unsplit path of both WASM builds (assembly/index.ts: scanLineUnsplit, skipUnsplit), which validates a line
// without finding its end first, against the js engine (core's scanner): every character class in long runs, a
// delimiter, an invalid byte and a non-ASCII byte at every offset of a 16-byte block and across block boundaries,
// CR LF and lone CR, the last line flush against the end of WASM memory (the bytes the blocks cannot load), and
// arrays of strings (scanRanges). A counter exported by the module shows that the path is taken, so agreement is
// not won by always falling back.
import { readFileSync } from "node:fs";
import { OFFSET_SLOTS, scanUriReference } from "@urikit/core/offsets";
import { realWorldListPath } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ScanResult } from "../src/index.js";
import { scannerWasmBytes } from "../src/scan-wasm.js";
import { rowOf, scanners } from "./scan-cases.js";

const all = await scanners();
const SEED = 20251125;
const encoder = new TextEncoder();

function expectAgree(bytes: Uint8Array): ScanResult {
  const [js, wasm, simd] = [all.js.scan(bytes), all.wasm.scan(bytes), all["wasm-simd"].scan(bytes)];
  expect(simd.length).toBe(js.length);
  expect(wasm.length).toBe(js.length);
  expect(Array.from(simd.ranges)).toEqual(Array.from(js.ranges));
  // compare the whole arrays first (fast), then show the first row that differs
  for (const [name, other] of [["simd", simd], ["wasm", wasm]] as const) {
    const k = other.offsets.findIndex((v, j) => v !== js.offsets[j]);
    if (k >= 0) {
      const i = Math.floor(k / OFFSET_SLOTS);
      expect(rowOf(other.offsets, i), `${name}, line ${i}`).toEqual(rowOf(js.offsets, i));
    }
  }
  return js;
}

interface RawScanner {
  memory: { buffer: ArrayBuffer; grow(pages: number): number };
  heapBase(): number;
  scanLines(origin: number, from: number, end: number, rows: number, ranges: number, maxLines: number, compact: number): number;
  unsplitLines(): number;
}

/** Scan `bytes` with a fresh instance of one build (input flush against the end of memory); return its counter. */
async function unsplitCount(bytes: Uint8Array, simd = true): Promise<{ lines: number; unsplit: number }> {
  // lib "dom" is not in the build: WebAssembly is typed locally, as in src/scan-wasm.ts
  const api = (globalThis as unknown as { WebAssembly: { instantiate(b: Uint8Array, i: object): Promise<{ instance: { exports: unknown } }> } }).WebAssembly;
  const abort = (): never => {
    throw new Error("abort");
  };
  const { instance } = await api.instantiate(scannerWasmBytes(simd), { env: { abort } });
  const wasm = instance.exports as unknown as RawScanner;
  const rows = wasm.heapBase();
  const capacity = bytes.length + 1;
  const need = rows + capacity * (OFFSET_SLOTS * 4 + 8) + bytes.length;
  const have = wasm.memory.buffer.byteLength;
  if (need > have) wasm.memory.grow(Math.ceil((need - have) / 65536));
  const input = wasm.memory.buffer.byteLength - bytes.length;
  new Uint8Array(wasm.memory.buffer, input, bytes.length).set(bytes);
  const lines = wasm.scanLines(input, input, input + bytes.length, rows, rows + capacity * OFFSET_SLOTS * 4, capacity, 1); // compact rows, as the loader asks for
  return { lines, unsplit: wasm.unsplitLines() };
}

/** Every byte 0x00 … 0xff as one code unit (the UTF-8 of the units ≥ 0x80 is two bytes: non-ASCII input). */
const EVERY_UNIT = Array.from({ length: 256 }, (_, c) => String.fromCharCode(c));
/** The bytes of each class the unsplit path skips over, and the bytes that stop it. */
const CLASSES = ["abcxyzABCXYZ", "0123456789", "-._~", "!$&'()*+,;=", ":@", "/", "?"];

describe("the unsplit path of the WASM builds", () => {
  it("takes almost every line of the real lists in both builds", async () => {
    for (const [name, share] of [["kasztp.txt", 0.97], ["isaacs_files.txt", 0.99], ["node_files.txt", 0.99]] as const) {
      const bytes = readFileSync(realWorldListPath(name));
      for (const simd of [true, false]) {
        const { lines, unsplit } = await unsplitCount(bytes, simd);
        expect(lines, name).toBeGreaterThan(6000);
        expect(unsplit / lines, `${name}, simd ${simd}`).toBeGreaterThan(share);
      }
    }
  });

  it("takes a valid URI with a scheme and leaves the other lines to the reference loops", async () => {
    expect((await unsplitCount(encoder.encode("http://a/b?c#d\nhttp://a/%41\nhttp://h:80/p\r\nfile:///x"))).unsplit).toBe(4);
    // relative, userinfo, IP literal, "%" in the host, a bad port, two "#", a bad "%", a lone CR, a space
    const others = ["//h/p", "a/b", "http://u@h/", "http://[::1]/", "http://h%41/", "http://h:8a/", "a:#b#c", "a:%4", "a:b\rc", "a:b c"];
    for (const simd of [true, false]) expect((await unsplitCount(encoder.encode(others.join("\n")), simd)).unsplit).toBe(0);
  });

  it("agrees with the js engine on long runs of every character class, and on a run ended by every byte at every offset of a block", () => {
    for (const prefix of ["http://host", "file://", "a:", "http://h:8080"]) {
      for (const cls of CLASSES) {
        // runs of 0 … 40 bytes of one class in the path, the query and the fragment: every offset of the first blocks
        const lines: string[] = [];
        for (let n = 0; n <= 40; n++) {
          const run = cls.repeat(Math.ceil(n / cls.length) + 1).slice(0, n);
          lines.push(`${prefix}/${run}`, `${prefix}/p?${run}`, `${prefix}/p?q#${run}`, `${prefix.replace("//", "//" + run.replace(/[/?:@]/g, ""))}/`);
        }
        expectAgree(encoder.encode(lines.join("\n")));
        // the same run ended by each of the 256 byte values (non-ASCII ones as UTF-8) at every offset of its first two blocks
        if (prefix === "file://" || prefix === "http://h:8080") continue; // two alignments suffice for every byte
        for (let at = 0; at <= 33; at++) {
          const run = cls.repeat(40).slice(0, at);
          const ended = EVERY_UNIT.map((unit) => `${prefix}/${run}${unit}${cls.repeat(20).slice(0, 20)}`);
          expectAgree(encoder.encode(ended.join("\n")));
        }
      }
    }
  });

  it("agrees with the js engine on a delimiter or an invalid byte at every offset of lines up to 140 bytes", () => {
    const stops = [":", "/", "?", "#", "@", "%", "%4", "%41", "%g1", "[", "]", "\r", "\r\n", " ", "\t", "\u007f", "é", "\u{1F600}", "\\", "^", "`", "{", "|", "}", '"', "<", ">"];
    const templates = ["http://example.com/", "file:///p/", "a:", "http://h:80", "https://u@h/", "//h/", "/p", "?q", "#f"];
    for (const template of templates) {
      for (const stop of stops) {
        const lines: string[] = [];
        for (const size of [31, 64, 130]) {
          const body = `${template}${"abc/def-_~.!$&'()*+,;=:@".repeat(8)}`.slice(0, size);
          for (let k = 0; k <= size; k++) lines.push(body.slice(0, k) + stop + body.slice(k));
        }
        expectAgree(encoder.encode(lines.join("\n")));
      }
    }
  });

  it("agrees with the js engine on a delimiter at every offset, in lines starting at every offset of a word", () => {
    const delimiters = [":", "/", "?", "#", "@", "%", "[", "]", "\r", " ", "é", "1"];
    const templates = ["http://example.com/", "//h:80/", "a:", "", "/p", "?q", "#f", "u@h", "http://u:p@h:8/x?y#z"];
    for (const template of templates) {
      for (const delimiter of delimiters) {
        const lines: string[] = [];
        // bodies of 40, 63 and 64 bytes: with the delimiter, lines of 41, 64 and 65 bytes
        for (const size of [40, 63, 64]) {
          const body = `${template}${"x".repeat(size)}`.slice(0, size);
          for (let k = 0; k <= size; k++) lines.push(body.slice(0, k) + delimiter + body.slice(k));
        }
        // a preceding line of each length 0 … 63 shifts every later line to another offset of its 64-bit word
        for (let shift = 0; shift < 64; shift += 9) expectAgree(encoder.encode(`${"y".repeat(shift)}\n${lines.join("\n")}`));
      }
    }
  });

  it("agrees with the js engine on lines of 15/16/17/31/32/33/63/64/65 bytes and longer", () => {
    const lengths = [1, 15, 16, 17, 31, 32, 33, 47, 48, 49, 63, 64, 65, 100, 129];
    const alphabet = fc.constantFrom(..."abz09.-_~!$&'()*+,;=:/?#@%[]", "%41", "http://", "//", "\r");
    const lineOf = (length: number) => fc.array(alphabet, { minLength: length, maxLength: length }).map((parts) => parts.join("").slice(0, length));
    const anyLine = fc.constantFrom(...lengths).chain(lineOf);
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 80 }), fc.boolean(), (lines, finalNewline) => {
        expectAgree(encoder.encode(lines.join("\n") + (finalNewline ? "\n" : "")));
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it("agrees with the js engine and with core on valid URIs of every length up to 70", () => {
    const valid = fc
      .tuple(
        fc.constantFrom("", "http:", "https:", "a+b.c-d:", "urn:"),
        fc.constantFrom("", "//", "//u@", "//u:p@"),
        fc.constantFrom("", "host", "1.2.3.4", "1.2.3.256", "h-o.s_t~"),
        fc.constantFrom("", ":", ":80", ":8a"),
        fc.constantFrom("", "/", "/a/b", "a:b", "/a@b:c", "./x"),
        fc.constantFrom("", "?", "?q=1&r=/?", "?a#"),
        fc.constantFrom("", "#", "#f/?", "#a#b"),
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.array(valid, { minLength: 1, maxLength: 200 }), (lines) => {
        const result = expectAgree(encoder.encode(lines.join("\n")));
        const out = new Int32Array(OFFSET_SLOTS);
        lines.forEach((text, i) => {
          out.fill(0);
          scanUriReference(text, out);
          expect(rowOf(result.offsets, i)).toEqual(Array.from(out));
        });
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it("agrees with the js engine when short and long lines alternate, with LF and CR LF, the last one flush against the end of memory", () => {
    const long = `file:///${"dir/".repeat(30)}x.js`;
    const short = ["node:url", "http://a/b", "x", "a:b:c", "http://h:1/"];
    const lines: string[] = [];
    for (let k = 0; k < 300; k++) lines.push(k % 3 === 0 ? long : short[k % short.length]!);
    expectAgree(encoder.encode(lines.join("\n")));
    expectAgree(encoder.encode(lines.join("\r\n")));
    // the last line without LF: its last bytes (fewer than a block) are read one at a time, up to the end of memory
    for (let k = 0; k < 40; k++) {
      expectAgree(encoder.encode(`${lines.slice(0, 4).join("\n")}\n${long.slice(0, long.length - k)}`));
      expectAgree(encoder.encode(`${lines.slice(0, 4).join("\n")}\n${long.slice(0, long.length - k)}\r`));
      expectAgree(encoder.encode(`${lines.slice(0, 4).join("\n")}\n${long.slice(0, long.length - k)}%4`));
    }
  });

  it("agrees with the js engine on arrays of strings (scanRanges), short and long, with LF and CR inside a string", () => {
    const lines = ["http://a/b?c#d", "", "//x", `http://a/${"b".repeat(60)}`, "a:b", "http://[::1]/", "x?#", "%zz", "a:b\nc", "a:b\r\n", "a:\n", "http://h\n/", "a:b%4"];
    for (let k = 0; k < 40; k++) lines.push(`http://a/${"b/".repeat(20)}`.slice(0, 9 + k));
    const [js, wasm, simd] = [all.js.scan(lines), all.wasm.scan(lines), all["wasm-simd"].scan(lines)];
    expect(Array.from(simd.offsets)).toEqual(Array.from(js.offsets));
    expect(Array.from(wasm.offsets)).toEqual(Array.from(js.offsets));
  });
});
