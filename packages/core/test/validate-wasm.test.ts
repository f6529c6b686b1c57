// isUriReference's WebAssembly path for long strings (src/validate-wasm.ts, assembly/validate-tail.ts) against the
// regex path it stands in for and against the ABNF oracle of @urikit/corpus (RFC 3986 Appendix A compiled from the
// RFC's text, sharing no code with either): the three answer alike on every input, and the regex path answers alone
// whenever WebAssembly, SIMD or TextEncoder is missing or refused. Every check runs with each way of copying the string
// into the module (`TextEncoder#encodeInto`, Node's `Buffer#write`) and with each form of its table lookups
// (`i8x16.relaxed_swizzle`, and `i8x16.swizzle` as the loader rewrites it where relaxed SIMD is missing).
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { abnfOracle, realWorldListPath } from "@urikit/corpus";
import { mutatedUriReference, uriReference, uriUnit } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { isUriReference, isUriReferenceByRegex } from "../src/validate.js";
import {
  WASM_INVALID,
  WASM_MIN_LENGTH,
  WASM_MIN_LENGTH_BUFFER_WRITE,
  WASM_UNDECIDED,
  WASM_VALID,
  checkLong,
  checkLongRelative,
  resetWasmCheck,
  wasmCopyMethod,
  wasmMinLength,
  wasmSwizzle,
  type CopyMethod,
  type SwizzleForm,
} from "../src/validate-wasm.js";
import { VALIDATE_WASM_RELAXED_SWIZZLE_AT, VALIDATE_WASM_SIMD_BASE64 } from "../src/generated/validate-wasm.js";

// Node 20 has relaxed SIMD behind this flag (on by default from Node 22, which no longer knows the flag): set before
// the module first loads, so that both forms of the module run here.
if (Number(process.versions.node.split(".")[0]) < 22) setFlagsFromString("--experimental-wasm-relaxed-simd");

const SEED = 20261127;
const RUNS = 3000;
const uriRef = abnfOracle("URI-reference");

/** The WASM verdict of `text` (at any length), or undefined where the module leaves it to the regex path. */
function wasmVerdict(text: string): boolean | undefined {
  const v = checkLong(text);
  expect([WASM_VALID, WASM_INVALID, WASM_UNDECIDED]).toContain(v);
  return v === WASM_UNDECIDED ? undefined : v === WASM_VALID;
}

/** Whether `text` is what `checkLongRelative` takes: no "//" in front, and no ":" before the first "/", "?" or "#". */
function relativeShape(text: string): boolean {
  const firstSegmentEnd = text.search(/[:/?#]|$/);
  return !text.startsWith("//") && text[firstSegmentEnd] !== ":";
}

/** `checkLongRelative` and the oracle agree on `text`, which has the shape it takes. */
function agreeRelative(text: string): void {
  expect(relativeShape(text), JSON.stringify(text)).toBe(true);
  const v = checkLongRelative(text);
  expect([WASM_VALID, WASM_INVALID], JSON.stringify(text)).toContain(v);
  expect(v === WASM_VALID, JSON.stringify(text)).toBe(uriRef.accepts(text));
}

/** Both paths and the oracle agree on `text`; returns whether WASM decided it. */
function agree(text: string): boolean {
  const oracle = uriRef.accepts(text);
  expect(isUriReferenceByRegex(text), JSON.stringify(text)).toBe(oracle);
  expect(isUriReference(text), JSON.stringify(text)).toBe(oracle);
  const wasm = wasmVerdict(text);
  if (wasm !== undefined) expect(wasm, JSON.stringify(text)).toBe(oracle);
  return wasm !== undefined;
}

type Globals = { WebAssembly?: unknown; TextEncoder?: unknown; Buffer?: unknown };
const globals = globalThis as Globals;
const savedWasm = globals.WebAssembly;
const savedEncoder = globals.TextEncoder;
const savedBuffer = globals.Buffer;
/** The copy the running describe block asks for; undefined: the runtime's own choice. */
let copy: CopyMethod | undefined;
/** Whether the running describe block asks for the plain swizzle. */
let plain = false;

afterEach(() => {
  globals.WebAssembly = savedWasm;
  globals.TextEncoder = savedEncoder;
  globals.Buffer = savedBuffer;
  resetWasmCheck(copy, plain);
});

/** A long valid URI with a pct-encoded triplet, a query and a fragment, `length` units long. */
function longUri(length: number): string {
  const head = "https://example.com:8080/a%2Fb/c;p=1/";
  const tail = "?q=1/?x#frag";
  return head + "x".repeat(Math.max(0, length - head.length - tail.length)) + tail;
}

const forms: [CopyMethod, SwizzleForm][] = [
  ["encodeInto", "relaxed"],
  ["bufferWrite", "relaxed"],
  ["encodeInto", "plain"],
  ["bufferWrite", "plain"],
];
describe.each(forms)("isUriReference in WebAssembly, copied with %s, swizzle %s, equals the regex path and the ABNF oracle", (method, form) => {
  beforeEach(() => {
    copy = method;
    plain = form === "plain";
    resetWasmCheck(method, plain);
  });
  afterAll(() => {
    copy = undefined;
    plain = false;
    resetWasmCheck();
  });

  it("runs in WebAssembly here (Node has SIMD), from WASM_MIN_LENGTH on, copying as asked", () => {
    expect(wasmCopyMethod()).toBe(undefined);
    expect(wasmSwizzle()).toBe(undefined);
    expect(checkLong(longUri(WASM_MIN_LENGTH))).toBe(WASM_VALID);
    expect(wasmCopyMethod()).toBe(method);
    expect(wasmSwizzle()).toBe(form);
    expect(checkLong("a:" + "%".repeat(WASM_MIN_LENGTH))).toBe(WASM_INVALID);
    expect(isUriReference(longUri(WASM_MIN_LENGTH))).toBe(true);
  });

  it("every code unit 0–0x7f, some beyond, and lone surrogates, at every position class of a long URI", () => {
    const units = [...Array.from({ length: 0x80 }, (_, c) => String.fromCharCode(c)), "\u0080", "é", "\u00ff", "\u0100", "\u012f", "\u0141", "\u0161", "\u{1F600}", "\ud800", "\udfff"];
    // Positions: scheme, ":" , "//", host, port, path at and around the 16- and 64-byte block edges, query, fragment,
    // the last unit.
    const base = longUri(150);
    const positions = [0, 1, 5, 6, 7, 9, 19, 20, 21, 24, 26, 30, 40, 47, 48, 63, 64, 65, 79, 80, 127, 128, 137, 138, 140, 143, 145, 149, 150];
    let decided = 0;
    for (const unit of units) {
      for (const at of positions) {
        if (agree(base.slice(0, at) + unit + base.slice(at))) decided++;
        if (agree(base.slice(0, at) + unit + base.slice(at + 1))) decided++;
      }
    }
    expect(decided).toBeGreaterThan(units.length * positions.length);
  });

  it("pct-encoded and '#' at the end and across block edges (the masked lanes of the last block), at every tail length", () => {
    for (let length = 12; length < WASM_MIN_LENGTH + 70; length++) {
      const body = "a:/" + "b".repeat(length - 3);
      for (const end of ["%", "%4", "%41", "%4g", "#", "##", "#%41#", "%%41", "%G1"]) {
        agree(body.slice(0, body.length - end.length) + end);
      }
    }
  });

  it("leaves relative references, userinfo and IP literals to the regex path", () => {
    const path = "/" + "p".repeat(WASM_MIN_LENGTH);
    for (const text of ["//host" + path, path, "p" + path, "http://user@host" + path, "http://[::1]" + path, "http://[v7.x]:80" + path, "1http:" + path, "http://a%zz" + path]) {
      expect(checkLong(text)).toBe(WASM_UNDECIDED);
      agree(text);
    }
  });

  it("decides a scheme-only prefix without a path, and an empty authority, port or host", () => {
    for (const text of ["a:", "a:?", "a:#", "a://", "a://:", "a://h:", "a://h:80", "a://:80?#", "a:///", "a:////x", "a:b:c", "a:%41", "a://%41b/"]) {
      expect(wasmVerdict(text), text).toBe(uriRef.accepts(text));
      agree(text + "/" + "x".repeat(WASM_MIN_LENGTH));
    }
  });

  it("classifies the authority 16 bytes at a time: every length, with a pct-encoded triplet, a port or a stop at each place", () => {
    // Authorities of 0–40 units put their end, a "%41", a bad "%4" / "%g1", a ":" port and every unit that stops a
    // reg-name ("@", "[", " ", "%", ":", "/", "?", "#", a byte >= 0x80) at and around each 16-byte block edge.
    const path = "/" + "p".repeat(WASM_MIN_LENGTH);
    // The authority begins at byte 7 ("http://", 9 bytes before the first block edge) or 16 (on it).
    let decided = 0;
    let total = 0;
    for (const scheme of ["http", "abcdefghijklm"]) {
      for (let length = 0; length <= 36; length++) {
        const host = "h".repeat(length);
        for (let at = 0; at <= length; at++) {
          for (const unit of ["%41", "%4", "%g1", "%", ":", ":8080", ":80x", "@", "[", " ", "/", "?", "#", "\u00e9", "~!$&'()*+,;="]) {
            const text = scheme + "://" + host.slice(0, at) + unit + host.slice(at) + path;
            total++;
            if (agree(text)) decided++;
          }
        }
        agree(scheme + "://" + host);
        agree(scheme + "://" + host + ":" + "1".repeat(length));
      }
    }
    expect(decided).toBeGreaterThan(total / 4);
  });

  it("on every line of bench/data/*.txt, and on each line made long", () => {
    // test/oracle.test.ts holds the regex path to the oracle on these lines; here WASM is held to the regex path.
    // Plain comparisons with one expect at the end: an expect per line would take most of a minute.
    let decided = 0;
    let lines = 0;
    const differ: string[] = [];
    for (const file of ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const) {
      let text = readFileSync(realWorldListPath(file), "utf8");
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      for (const line of text.split(/\r?\n/)) {
        lines++;
        // The WASM verdict at the line's own length (checkLong takes any length), then isUriReference itself on the
        // line made longer than WASM_MIN_LENGTH by a fragment.
        const regex = isUriReferenceByRegex(line);
        const v = checkLong(line);
        if (v !== WASM_UNDECIDED) {
          decided++;
          if ((v === WASM_VALID) !== regex) differ.push(line);
        }
        if (isUriReference(line) !== regex) differ.push(line);
        const long = line + (line.includes("#") ? "" : "#") + "f".repeat(WASM_MIN_LENGTH);
        if (isUriReference(long) !== isUriReferenceByRegex(long)) differ.push(long);
      }
    }
    expect(differ).toEqual([]);
    expect(decided).toBeGreaterThan(lines * 0.9);
  });

  it("on long generated references, valid and mutated (fast-check)", () => {
    const long = (g: { text: string }): string => g.text + (g.text.includes("?") || g.text.includes("#") ? "" : "?") + "q".repeat(WASM_MIN_LENGTH);
    fc.assert(
      fc.property(uriReference, (g) => {
        agree(long(g));
      }),
      { seed: SEED, numRuns: RUNS },
    );
    fc.assert(
      fc.property(uriReference, fc.array(fc.tuple(fc.nat(), uriUnit, fc.boolean()), { minLength: 1, maxLength: 3 }), (g, edits) => {
        let text = long(g);
        for (const [at, u, insert] of edits) {
          const k = at % (text.length + 1);
          text = text.slice(0, k) + u + text.slice(insert ? k : k + 1);
        }
        agree(text);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    fc.assert(
      fc.property(mutatedUriReference, (text) => {
        agree(text);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("on long strings over a URI-biased alphabet behind a scheme (fast-check)", () => {
    const biased = fc.array(uriUnit, { minLength: WASM_MIN_LENGTH, maxLength: 200 }).map((units) => units.join(""));
    fc.assert(
      fc.property(fc.constantFrom("", "a:", "http:", "http://", "file:///", "h://x:1"), biased, (prefix, rest) => {
        agree(prefix + rest);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("checkLongRelative decides relative references without authority as the oracle does: every unit at every place", () => {
    const units = [...Array.from({ length: 0x80 }, (_, c) => String.fromCharCode(c)), "é", "\u0100", "\u{1F600}", "\ud800", "\udfff"];
    const long = "p".repeat(WASM_MIN_LENGTH);
    for (const head of ["", "/", "./", "../", "a@b/", "?", "#", "a;b=c/", "%41/"]) {
      const text = head + long + "/x:y/z?q=1/?:@#f/?";
      for (const at of [0, 1, head.length, head.length + 15, head.length + 16, head.length + 63, head.length + 64, text.length - 12, text.length - 3, text.length - 1, text.length]) {
        for (const unit of units) {
          for (const edited of [text.slice(0, at) + unit + text.slice(at), text.slice(0, at) + unit + text.slice(at + 1)]) {
            if (relativeShape(edited)) agreeRelative(edited);
          }
        }
      }
    }
  });

  it("checkLongRelative on long generated relative references, valid and mutated (fast-check)", () => {
    const biased = fc.array(uriUnit, { minLength: WASM_MIN_LENGTH, maxLength: 200 }).map((units) => units.join(""));
    fc.assert(
      fc.property(fc.constantFrom("", "/", "./", "../", "?", "#", "a/", "/a:b"), biased, (prefix, rest) => {
        const text = prefix + rest;
        if (relativeShape(text)) agreeRelative(text);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    fc.assert(
      fc.property(uriReference, (g) => {
        const text = "p".repeat(WASM_MIN_LENGTH) + "/" + g.text;
        if (relativeShape(text)) agreeRelative(text);
        if (relativeShape(g.text) && g.text.length > 0) agreeRelative(g.text + "#" + "f".repeat(WASM_MIN_LENGTH));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("grows its memory for a string longer than the memory holds", () => {
    const huge = longUri(200_000);
    expect(checkLong(huge)).toBe(WASM_VALID);
    expect(checkLong(huge + " ")).toBe(WASM_INVALID);
    expect(checkLong(huge.slice(0, 1000) + "é" + huge.slice(1000))).toBe(WASM_INVALID);
    expect(checkLong(longUri(100))).toBe(WASM_VALID);
  });
});

describe("the regex path answers alone where the module cannot run", () => {
  const long = longUri(200);
  const cases = [long, long + " ", long + "#x", "//" + long, long.replace("%2F", "%2")];

  function regexAlone(): void {
    resetWasmCheck();
    for (const text of cases) {
      expect(checkLong(text)).toBe(WASM_UNDECIDED);
      expect(isUriReference(text), text).toBe(uriRef.accepts(text));
    }
  }

  it("without WebAssembly", () => {
    globals.WebAssembly = undefined;
    regexAlone();
  });

  it("without TextEncoder", () => {
    globals.TextEncoder = undefined;
    regexAlone();
  });

  it("when compiling is refused (a Content-Security-Policy without 'wasm-unsafe-eval', or no SIMD)", () => {
    const api = savedWasm as { CompileError: new (message: string) => Error };
    globals.WebAssembly = {
      Module: function Module() {
        throw new api.CompileError("WebAssembly.Module(): Refused to compile or instantiate WebAssembly module");
      },
      Instance: function Instance() {
        throw new Error("not reached");
      },
    };
    regexAlone();
  });

  it("when the module cannot grow its memory for a huge string", () => {
    const huge = longUri(1 << 17);
    resetWasmCheck();
    expect(checkLong(longUri(100))).toBe(WASM_VALID);
    const memory = (savedWasm as { Memory: { prototype: { grow(pages: number): number } } }).Memory.prototype;
    const grow = memory.grow;
    memory.grow = () => {
      throw new RangeError("WebAssembly.Memory.grow(): Maximum memory size exceeded");
    };
    try {
      expect(checkLong(huge)).toBe(WASM_UNDECIDED);
      expect(isUriReference(huge)).toBe(true);
    } finally {
      memory.grow = grow;
    }
  });

  it("and WebAssembly runs again once it is back", () => {
    globals.WebAssembly = undefined;
    resetWasmCheck();
    expect(checkLong(long)).toBe(WASM_UNDECIDED);
    globals.WebAssembly = savedWasm;
    resetWasmCheck();
    expect(checkLong(long)).toBe(WASM_VALID);
  });
});

describe("the swizzle form of the module", () => {
  const relaxedSwizzle = [0xfd, 0x80, 0x02];
  const at = (bytes: Uint8Array, i: number, pattern: number[]): boolean => pattern.every((b, k) => bytes[i + k] === b);

  it("is relaxed where the runtime validates relaxed SIMD, else the module is rewritten to the plain swizzle", () => {
    resetWasmCheck();
    expect(checkLong(longUri(120))).toBe(WASM_VALID);
    expect(wasmSwizzle()).toBe("relaxed");
    // A runtime without relaxed SIMD (Node 20 without the flag) refuses the module as it is.
    const api = savedWasm as { Module: unknown; Instance: unknown };
    globals.WebAssembly = { Module: api.Module, Instance: api.Instance, validate: () => false };
    resetWasmCheck();
    expect(checkLong(longUri(120))).toBe(WASM_VALID);
    expect(checkLong(longUri(120) + "<")).toBe(WASM_INVALID);
    expect(wasmSwizzle()).toBe("plain");
  });

  it("rewrites exactly the relaxed_swizzle instructions the embedder listed", () => {
    const bytes = Uint8Array.from(atob(VALIDATE_WASM_SIMD_BASE64), (c) => c.charCodeAt(0));
    const found: number[] = [];
    for (let i = 0; i + 2 < bytes.length; i++) if (at(bytes, i, relaxedSwizzle)) found.push(i);
    expect(found.length).toBeGreaterThan(0);
    expect(VALIDATE_WASM_RELAXED_SWIZZLE_AT).toEqual(found);
    const rewritten = bytes.slice();
    for (const i of found) rewritten.set([0xfd, 0x8e, 0x00], i);
    const validate = (b: Uint8Array): boolean => (savedWasm as { validate(b: Uint8Array): boolean }).validate(b);
    expect(validate(rewritten)).toBe(true);
    if (Number(process.versions.node.split(".")[0]) < 22) {
      // Without relaxed SIMD (Node 20's default) the module as built is refused and the rewritten one compiles.
      setFlagsFromString("--no-experimental-wasm-relaxed-simd");
      try {
        expect(validate(bytes)).toBe(false);
        expect(validate(rewritten)).toBe(true);
      } finally {
        setFlagsFromString("--experimental-wasm-relaxed-simd");
      }
    }
  });
});

describe("the copy into the module", () => {
  const major = Number(process.versions.node.split(".")[0]);

  it("is Buffer#write from Node 22 on (a V8 fast API call there), TextEncoder#encodeInto before", () => {
    resetWasmCheck();
    expect(checkLong(longUri(120))).toBe(WASM_VALID);
    expect(wasmCopyMethod()).toBe(major >= 22 ? "bufferWrite" : "encodeInto");
  });

  it("hands strings to WebAssembly from 64 units with Buffer#write, from 96 with encodeInto", () => {
    expect(WASM_MIN_LENGTH_BUFFER_WRITE).toBeLessThan(WASM_MIN_LENGTH);
    resetWasmCheck("bufferWrite");
    expect(wasmMinLength).toBe(WASM_MIN_LENGTH_BUFFER_WRITE);
    resetWasmCheck("encodeInto");
    expect(wasmMinLength).toBe(WASM_MIN_LENGTH);
    resetWasmCheck();
    expect(wasmMinLength).toBe(major >= 22 ? WASM_MIN_LENGTH_BUFFER_WRITE : WASM_MIN_LENGTH);
    globals.Buffer = undefined;
    resetWasmCheck("bufferWrite");
    expect(wasmMinLength).toBe(WASM_MIN_LENGTH);
  });

  it("is encodeInto where there is no Buffer (browsers, Deno), even when Buffer#write is asked for", () => {
    globals.Buffer = undefined;
    for (const asked of [undefined, "bufferWrite"] as const) {
      resetWasmCheck(asked);
      expect(checkLong(longUri(120))).toBe(WASM_VALID);
      expect(checkLong(longUri(120) + "\u0141")).toBe(WASM_INVALID);
      expect(wasmCopyMethod()).toBe("encodeInto");
    }
  });

  it("sees the memory again after it grew, with either copy", () => {
    for (const asked of ["encodeInto", "bufferWrite"] as const) {
      resetWasmCheck(asked);
      expect(checkLong(longUri(100))).toBe(WASM_VALID);
      expect(checkLong(longUri(300_000))).toBe(WASM_VALID);
      expect(checkLong(longUri(300_000) + "\u0100")).toBe(WASM_INVALID);
      expect(checkLong(longUri(100) + "\ud800")).toBe(WASM_INVALID);
      expect(wasmCopyMethod()).toBe(asked);
    }
  });
});
