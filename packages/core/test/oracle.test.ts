// Core against the ABNF oracle of @urikit/corpus: RFC 3986 Appendix A compiled to an NFA from the RFC's own text,
// sharing no code with the scanner (its runs, walk and fast paths) or the common-shape regex. On valid and invalid
// input alike: the four verdicts are the oracle's for URI-reference, URI, absolute-URI and relative-ref, and the error
// `parse` throws is the first one the oracle places (code and index).
import { readFileSync } from "node:fs";
import { abnfOracle, oracleUriError, parseCases, realWorldListPath } from "@urikit/corpus";
import { mutatedUriReference, uriBiasedText, uriReference } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UriError, classifyHost, isAbsoluteUri, isRelativeReference, isUri, isUriReference, parse } from "../src/index.js";
import { OFFSET_SLOTS, scanUriReference } from "../src/offsets.js";

const SEED = 20261126;
const RUNS = 3000;

const uriRef = abnfOracle("URI-reference");
const uri = abnfOracle("URI");
const absolute = abnfOracle("absolute-URI");
const relative = abnfOracle("relative-ref");

/** What core answers for `input`, in the oracle's terms. */
function coreAnswers(input: string): unknown {
  let error: unknown;
  try {
    parse(input);
  } catch (e) {
    if (!UriError.is(e)) throw e;
    error = { code: e.code, index: e.index };
  }
  return { uriReference: isUriReference(input), uri: isUri(input), absolute: isAbsoluteUri(input), relative: isRelativeReference(input), error };
}

function oracleAnswers(input: string): unknown {
  const e = oracleUriError(input);
  return {
    uriReference: uriRef.accepts(input),
    uri: uri.accepts(input),
    absolute: absolute.accepts(input),
    relative: relative.accepts(input),
    error: e === undefined ? undefined : { code: e.code, index: e.index },
  };
}

/** The first input on which core and the oracle differ (JSON compare: fast over 100,000 lines). */
function firstDifference(inputs: Iterable<string>): { input: string; core: unknown; oracle: unknown } | undefined {
  for (const input of inputs) {
    const core = coreAnswers(input);
    const oracle = oracleAnswers(input);
    if (JSON.stringify(core) !== JSON.stringify(oracle)) return { input, core, oracle };
  }
  return undefined;
}

function readLines(file: "kasztp.txt" | "node_files.txt" | "isaacs_files.txt"): string[] {
  let text = readFileSync(realWorldListPath(file), "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split(/\r?\n/);
}

describe("core equals the ABNF oracle of RFC 3986 Appendix A", () => {
  it("on every case of the parse corpus", () => {
    const inputs = parseCases().map((c) => c.input);
    expect(inputs.length).toBeGreaterThan(150);
    expect(firstDifference(inputs)).toBeUndefined();
  });

  it.each(["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const)("on every line of bench/data/%s, valid and invalid", (file) => {
    expect(firstDifference(readLines(file))).toBeUndefined();
  });

  it("the lists hold both verdicts, so the comparison above covers error paths too", () => {
    const lines = (["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const).flatMap(readLines);
    const rejected = lines.filter((l) => !uriRef.accepts(l)).length;
    expect(rejected).toBeGreaterThan(100);
    expect(rejected).toBeLessThan(lines.length / 10);
  });

  it("on generated URI references (all valid)", () => {
    fc.assert(
      fc.property(uriReference, (g) => {
        expect(uriRef.accepts(g.text)).toBe(true);
        expect(firstDifference([g.text])).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("on generated references with one to three units replaced or inserted (mostly invalid)", () => {
    let invalid = 0;
    fc.assert(
      fc.property(mutatedUriReference, (text) => {
        expect(firstDifference([text])).toBeUndefined();
        if (!uriRef.accepts(text)) invalid++;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(invalid).toBeGreaterThan(RUNS / 4);
  });

  it("on strings over a URI-biased alphabet", () => {
    fc.assert(
      fc.property(uriBiasedText, (text) => {
        expect(firstDifference([text])).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("isUriReference's early refusal (a unit no rule takes, where the common shape stops) on long references with one junk unit", () => {
    const junk = fc.constantFrom(" ", '"', "<", ">", "\\", "^", "`", "{", "|", "}", "\u007f", "\u0000", "é", "\ud83d", "[", "]", "%", "#", "?", "@", ":", "/");
    const row = new Int32Array(OFFSET_SLOTS);
    fc.assert(
      fc.property(uriReference, uriReference, junk, fc.nat(), (g, h, unit, at) => {
        const text = g.text + h.text.replace(/^[^/?#]*/, "") + "/" + h.text.replace(/[:?#]/g, "");
        const i = at % (text.length + 1);
        const input = text.slice(0, i) + unit + text.slice(i);
        expect(isUriReference(input)).toBe(uriRef.accepts(input));
        expect(isUriReference(input)).toBe(scanUriReference(input, row) === 0);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("on each error path the oracle names", () => {
    const cases: [string, string, number][] = [
      ["http://a b/", "unexpected-char", 8],
      ["1http://x", "invalid-scheme", 5],
      ["http://a:8x/", "invalid-port", 10],
      ["http://[::1", "unclosed-ip-literal", 7],
      ["http://[::1x]/", "invalid-ip-literal", 11],
      ["http://[::1]x/", "unexpected-char", 12],
      ["http://a/%4z", "invalid-pct-encoded", 11],
      ["http://u^@a/", "unexpected-char", 8],
      ["a#b#c", "unexpected-char", 3],
    ];
    for (const [input, code, index] of cases) {
      expect(oracleUriError(input)).toMatchObject({ code, index });
      expect(coreAnswers(input)).toEqual(oracleAnswers(input));
    }
  });

  it("scanUriReference writes only its own row when given a base", () => {
    const base = 5;
    const a = new Int32Array(3 * OFFSET_SLOTS).fill(77);
    const alone = new Int32Array(OFFSET_SLOTS);
    for (const input of ["http://u@[::1]:8/p?q#f", "http://a b/", "//a:x/", "a%zz", ""]) {
      expect(scanUriReference(input, a, base)).toBe(scanUriReference(input, alone));
      expect([...a.subarray(base, base + OFFSET_SLOTS)]).toEqual([...alone]);
    }
    expect(a[base - 1]).toBe(77);
    expect(a[base + OFFSET_SLOTS]).toBe(77);
  });

  it("classifyHost: a host exactly when the oracle's host rule takes it, of the kind its alternatives say", () => {
    const host = abnfOracle("host");
    const ipv4 = abnfOracle("IPv4address");
    const ipv6 = abnfOracle("IPv6address");
    const ipFuture = abnfOracle("IPvFuture");
    const kind = (text: string): string | undefined => {
      if (!host.accepts(text)) return undefined;
      if (text.startsWith("[")) return ipv6.accepts(text.slice(1, -1)) ? "ipv6" : ipFuture.accepts(text.slice(1, -1)) ? "ipvfuture" : "?";
      return ipv4.accepts(text) ? "ipv4" : "reg-name";
    };
    const hostish = fc.oneof(
      fc.stringMatching(/^[0-9a-fA-F.:[\]vV%@/?#~ -]{0,14}$/),
      fc.tuple(fc.ipV4(), fc.constantFrom("", ":", ":80", "@", "/", ".")).map(([a, b]) => a + b),
      fc.tuple(fc.ipV6(), fc.constantFrom("", "x", ":1")).map(([a, b]) => `[${a}]${b}`),
      fc.domain(),
    );
    let hosts = 0;
    fc.assert(
      fc.property(hostish, (text) => {
        const expected = kind(text);
        if (expected !== undefined) hosts++;
        expect(classifyHost(text)).toBe(expected);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    expect(hosts).toBeGreaterThan(RUNS / 4);
  });
});
