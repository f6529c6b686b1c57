// isIri / isIriReference agree with an oracle written from the ABNF of RFC 3987 §2.2 (./reference/iri-abnf.ts) on
// generated strings biased to the grammar: delimiters, ucschar, iprivate, non-characters, lone surrogates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIri, isIriReference, parseIriReference } from "@urikit/iri";
import { IRI_RE, IRI_REFERENCE_RE } from "./reference/iri-abnf.js";

const PIECES = [
  "a", "Z", "0", "9", "-", ".", "_", "~", "%", "%4", "%41", "%c3%a9", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";",
  "=", ":", "@", "/", "//", "?", "#", "[", "]", "::1", "v1.x", "1.2.3.4", "http:", "é", "日本", "\u00a0", "\ud7ff",
  "\ue000", "\uf8ff", "\uf900", "\ufdd0", "\ufdf0", "\uffef", "\ufffe", "\u{10000}", "\u{1fffe}", "\u{e0fff}",
  "\u{e1000}", "\u{f0000}", "\u{10fffd}", "\ud800", "\udc00", " ", "<", "^", "\u0085", "\u202e",
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join(""));

describe("RFC 3987 §2.2 against an ABNF oracle", () => {
  it("isIriReference and isIri agree with the oracle", () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(isIriReference(s)).toBe(IRI_REFERENCE_RE.test(s));
        expect(isIri(s)).toBe(IRI_RE.test(s));
      }),
      { numRuns: 6000, seed: 3987 },
    );
  }, 60_000);

  it("the error index is the length of the longest prefix that some valid IRI reference starts with", () => {
    // A valid IRI reference minus its last characters is a prefix of a valid one; so is a prefix of the failing text
    // up to the error (checked here as: the text cut at the index, with "x" appended, stays a viable prefix when the
    // oracle accepts the cut text or the cut text followed by a completion).
    fc.assert(
      fc.property(text, (s) => {
        if (IRI_REFERENCE_RE.test(s)) return;
        let index = -1;
        try {
          parseIriReference(s);
        } catch (e) {
          index = (e as { index: number }).index;
        }
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThanOrEqual(s.length);
        // Everything before the index can begin a valid IRI reference: some short completion makes it valid.
        const head = s.slice(0, index);
        const viable = ["", "]", "0]", "::]", "x]", ":0]", "0", "00", "00]"].some((tail) => IRI_REFERENCE_RE.test(head + tail));
        expect(viable, `${JSON.stringify(s)} at ${index}`).toBe(true);
      }),
      { numRuns: 3000, seed: 3987 },
    );
  }, 60_000);
});
