// Inputs that make naive or backtracking parsers blow up. Each must be answered (accepted or rejected at the
// right index) in linear time; a quadratic implementation would run into vitest's timeout. No timing assertions:
// the growth is measured in bench/src/pathological.bench.ts.
import { describe, expect, it } from "vitest";
import {
  UriError,
  classifyHost,
  diagnose,
  isAbsoluteUri,
  isRelativeReference,
  isUri,
  isUriReference,
  parse,
  removeDotSegments,
  tryParse,
} from "../src/index.js";
import { isUriReferenceByRegex } from "../src/validate.js";
import { RUN_REPEAT_MAX } from "../src/generated/grammar.js";
import { OFFSET_SLOTS, splitUriReference } from "../src/offsets.js";

function errorOf(f: () => unknown): UriError {
  try {
    f();
  } catch (e) {
    if (UriError.is(e)) return e;
    throw e;
  }
  throw new Error("expected a UriError");
}

const N = 200_000;

describe("pathological inputs are answered in linear time", () => {
  it("a 1 MB query", () => {
    const text = "http://a/?" + "q".repeat(1_000_000);
    expect(parse(text).query!.length).toBe(1_000_000);
  });

  it(`${N} percent escapes, and one broken at the end`, () => {
    const text = "/" + "%41".repeat(N);
    expect(isUriReference(text)).toBe(true);
    expect(errorOf(() => parse(text + "%4")).index).toBe(text.length + 2);
  });

  it(`${N} "@" in an authority`, () => {
    const e = errorOf(() => parse("http://" + "@".repeat(N) + "/"));
    expect([e.code, e.index]).toEqual(["unexpected-char", 8]);
  });

  it(`${N} ":" in an authority and in an IP literal`, () => {
    expect(errorOf(() => parse("http://a" + ":".repeat(N))).code).toBe("invalid-port");
    expect(errorOf(() => parse("http://[" + ":".repeat(N) + "]")).code).toBe("invalid-ip-literal");
    expect(errorOf(() => parse("http://[" + "1:".repeat(N))).code).toBe("unclosed-ip-literal");
  });

  it(`${N} "../" segments through removeDotSegments`, () => {
    expect(removeDotSegments("/a/b" + "/..".repeat(N) + "/c")).toBe("/c");
  });

  it(`a long output followed by ${N} push-and-pop pairs through removeDotSegments`, () => {
    expect(removeDotSegments("/x".repeat(N) + "/y/..".repeat(N))).toBe("/x".repeat(N) + "/");
  });

  it("a long scheme-like first segment that ends in a colon", () => {
    const e = errorOf(() => parse("1" + "a".repeat(N) + ":"));
    expect([e.code, e.index]).toEqual(["invalid-scheme", N + 1]);
  });

  // The common-shape regex (src/common-shape.ts) meets each of these first; a backtracking form would not
  // finish. Every one leaves it for the scanner, which must still find the error at its index.
  it("long runs that leave the common shape only at their end", () => {
    expect(isUriReference("a".repeat(N))).toBe(true); // scheme characters, no ":"
    expect(errorOf(() => parse("a".repeat(N) + ":" + "%41".repeat(N) + "%4")).index).toBe(N + 1 + 3 * N + 2);
    expect(parse("http://" + "a%41".repeat(N) + "@h/").host).toBe("h");
    expect(errorOf(() => parse("http://" + "a".repeat(N) + ":" + "1".repeat(N) + "x/")).index).toBe(7 + 2 * N + 1);
    expect(errorOf(() => parse("http://a/" + "b/".repeat(N) + "?" + "c".repeat(N) + " ")).index).toBe(9 + 3 * N + 1);
  });

  it("a 1 MB path of slashes after a scheme", () => {
    expect(parse("s:/a" + "/".repeat(1_000_000)).path.length).toBe(1_000_002);
  });

  // splitUriReference runs RFC 3986 Appendix B's regex and the generated authority split: each gives back at most
  // once (the scheme's class loop when no ":" follows, the userinfo's when no "@" does); a backtracking form that
  // retried from every unit would not finish these.
  it(`Appendix B's split on ${N}-unit runs with no delimiter where the regex looks for one`, () => {
    const out = new Int32Array(OFFSET_SLOTS);
    const split = (text: string): number[] => {
      splitUriReference(text, out);
      return Array.from(out.subarray(0, 14));
    };
    expect(split("a".repeat(N))).toEqual([-1, -1, -1, -1, -1, -1, -1, -1, 0, N, -1, -1, -1, -1]);
    expect(split("//" + "a".repeat(N))).toEqual([-1, -1, -1, -1, 2, N + 2, -1, -1, N + 2, N + 2, -1, -1, -1, -1]);
    expect(split("//[" + ":".repeat(N))).toEqual([-1, -1, -1, -1, 2, N + 3, -1, -1, N + 3, N + 3, -1, -1, -1, -1]);
    expect(split("//" + "@".repeat(N)).slice(2, 6)).toEqual([2, 2, 3, N + 2]);
    expect(split("//[]" + ":".repeat(N)).slice(4, 8)).toEqual([2, 4, 5, N + 4]);
    expect(split("a:" + "#".repeat(N)).slice(12, 14)).toEqual([3, N + 2]);
    expect(split("?".repeat(N)).slice(10, 12)).toEqual([1, N]);
  });

  it(`diagnose on ${N} errors in each component`, () => {
    expect(diagnose("http://a/" + " ".repeat(N))).toHaveLength(N);
    expect(diagnose("http://" + "^".repeat(N) + "@h/")).toHaveLength(N);
    expect(diagnose("http://h" + "%".repeat(N))).toHaveLength(N);
    expect(diagnose("a:#" + "#".repeat(N))).toHaveLength(N);
    expect(diagnose("a:?" + "%4".repeat(N))).toHaveLength(N);
    expect(diagnose("http://[" + ":".repeat(N) + "/" + "\ud83d\ude00".repeat(N)).map((e) => e.code)).toEqual(["unclosed-ip-literal", ...Array<string>(N).fill("unexpected-char")]);
  });

  // Each %XX of a run is one repetition of a regex group, and a regex engine keeps one entry per repetition on a
  // finite backtrack stack: V8 threw RangeError ("Maximum call stack size exceeded") past about 3.36 million of
  // them. A run takes RUN_REPEAT_MAX at most per call, so these inputs, far past that, must get their answer.
  describe(`${4 * RUN_REPEAT_MAX * 8} percent escapes in one component (far past the cap of one regex call)`, () => {
    const M = 8 * 4 * RUN_REPEAT_MAX; // 4.2 million escapes: over V8's limit for one uncapped run
    const escapes = "%41".repeat(M);
    const cases: [string, string, keyof ReturnType<typeof parse>][] = [
      ["query", "http://a/?" + escapes, "query"],
      ["path", "http://a/" + escapes, "path"],
      ["fragment", "http://a/#" + escapes, "fragment"],
      ["host", "http://" + escapes + "/", "host"],
      ["userinfo", "http://" + escapes + "@a/", "userinfo"],
      ["relative path", "/" + escapes, "path"],
      ["path without a scheme", escapes, "path"],
    ];
    it.each(cases)("%s: parsed, validated, and an error after it found at its index", (_, text, component) => {
      expect(String(parse(text)[component]).endsWith("%41".repeat(10))).toBe(true);
      expect(UriError.is(tryParse(text))).toBe(false);
      expect(isUriReference(text)).toBe(true);
      expect(isUriReferenceByRegex(text)).toBe(true);
      expect(isUri(text)).toBe(text.startsWith("http:"));
      expect(isAbsoluteUri(text)).toBe(text.startsWith("http:") && !text.includes("#"));
      expect(isRelativeReference(text)).toBe(!text.startsWith("http:"));
      expect(diagnose(text)).toEqual([]);
      // A broken triplet at the end of the run: the error at its index, past every capped call.
      const at = text.indexOf(escapes) + escapes.length;
      const broken = text.slice(0, at) + "%4" + text.slice(at);
      const e = errorOf(() => parse(broken));
      expect([e.code, e.index]).toEqual(["invalid-pct-encoded", at + 2]);
      expect(isUriReferenceByRegex(broken)).toBe(false);
      expect(tryParse(broken)).toMatchObject({ code: "invalid-pct-encoded", index: at + 2 });
    });

    it("host kinds of a long reg-name", () => {
      expect(classifyHost(escapes)).toBe("reg-name");
      expect(classifyHost(escapes + "%4")).toBeUndefined();
    });

    it("runs whose length falls on the cap, and just past it", () => {
      for (const n of [RUN_REPEAT_MAX - 1, RUN_REPEAT_MAX, RUN_REPEAT_MAX + 1, 2 * RUN_REPEAT_MAX]) {
        const text = "http://a/?" + "%41".repeat(n) + "b";
        expect(parse(text).query).toBe("%41".repeat(n) + "b");
        const e = errorOf(() => parse(text + "%g"));
        expect([e.code, e.index]).toEqual(["invalid-pct-encoded", text.length + 1]);
      }
    });
  });
});
