import { ERROR_CODE, ERROR_INDEX, FRAGMENT_END, OFFSET_SLOTS, scanUriReference } from "@urikit/core";
import { uriReference as abnfReference } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { uriReference } from "../test/arbitraries.js";
import { readLines } from "../test/pairs.js";
import { scanPlainReference } from "./scan-plain-reference.js";

const runs = { seed: 3986, numRuns: 4000 };

const plain = new Int32Array(OFFSET_SLOTS);
const general = new Int32Array(OFFSET_SLOTS);

/** `true` must prove the text valid and give core's offsets in every slot it promises (all but HOST_KIND). */
function check(text: string): boolean {
  plain.fill(-7);
  const proven = scanPlainReference(text, plain);
  const code = scanUriReference(text, general);
  if (proven) {
    // Compared by hand first: one expect per slot over ~100,000 lines would be slow.
    let same = code === 0 && plain[ERROR_CODE] === general[ERROR_CODE] && plain[ERROR_INDEX] === general[ERROR_INDEX];
    for (let slot = 0; slot <= FRAGMENT_END; slot++) same &&= plain[slot] === general[slot];
    if (!same) expect([text, code, ...plain.slice(0, FRAGMENT_END + 1)]).toEqual([text, 0, ...general.slice(0, FRAGMENT_END + 1)]);
    expect(same).toBe(true);
  }
  return proven;
}

describe("scanPlainReference: the shortcut of the core scanner for resolve (RFC 3986 §4.1)", () => {
  it("scans the plain shapes", () => {
    for (const text of ["http://a/b/c/d;p?q", "g:h", "../g", "g?y#s", "", "#s", "?y", "//g", "/./g", "http://a:8/%41?%20#x", "HTTP://A:/", "a/b:c", "file:///x"]) {
      expect(check(text), text).toBe(true);
    }
  });

  it("leaves the rest (and every error) to the core scanner", () => {
    for (const text of ["http://u@a/", "http://[::1]/", "http://%41/", "http://a:8x/", "1a:b", "a_b:c", "//a b", "a b", "%4", "%zz", "http://a/#a#b", "é"]) {
      expect(check(text), text).toBe(false);
    }
  });

  it("agrees with the core scanner on generated references (fast-check)", () => {
    fc.assert(fc.property(uriReference(), (text) => void check(text)), runs);
    fc.assert(fc.property(abnfReference, (g) => void check(g.text)), runs);
  });

  it("agrees with the core scanner on arbitrary strings over a URI alphabet (fast-check)", () => {
    const alphabet = fc.constantFrom(..."aZ09:/?#[]@%.-+~!$&'()*,;=_ é".split(""));
    fc.assert(fc.property(fc.array(alphabet, { maxLength: 24 }), (chars) => void check(chars.join(""))), runs);
  });

  it("agrees with the core scanner on every line of bench/data, and scans most of them", () => {
    for (const file of ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const) {
      const lines = readLines(file);
      let proven = 0;
      for (const line of lines) if (check(line)) proven++;
      expect(proven / lines.length, file).toBeGreaterThan(0.9);
    }
  });
});
