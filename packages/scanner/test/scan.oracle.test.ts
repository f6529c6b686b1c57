// Every engine against the ABNF oracle of @urikit/corpus (RFC 3986 Appendix A compiled to an NFA from the RFC's
// text; it shares no code with core's scanner, which the js engine runs, or with the WASM scanLine): on valid and
// invalid lines, the verdict is the oracle's and the error (code, index) is the first one the oracle places. Every
// unit before an error is ASCII, so the byte index the scanner reports is the oracle's UTF-16 index.
import { abnfOracle, oracleUriError } from "@urikit/corpus";
import { mutatedUriReference, uriBiasedText, uriReference } from "@urikit/corpus/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENGINE_NAMES, scanners } from "./scan-cases.js";

const all = await scanners();
const SEED = 20261126;
const uriRef = abnfOracle("URI-reference");

/** Lines of `texts` on which `engine` and the oracle differ. */
function differences(engine: (typeof ENGINE_NAMES)[number], texts: readonly string[]): unknown[] {
  const result = all[engine].scan(texts);
  const found: unknown[] = [];
  for (let i = 0; i < texts.length; i++) {
    const e = oracleUriError(texts[i]);
    const want = { valid: uriRef.accepts(texts[i]), error: e === undefined ? undefined : { code: e.code, index: e.index } };
    const got = { valid: result.isValid(i), error: result.error(i) };
    if (JSON.stringify(got) !== JSON.stringify(want)) found.push({ text: texts[i], got, want });
  }
  return found;
}

describe.each(ENGINE_NAMES)("engine %s equals the ABNF oracle of RFC 3986 Appendix A", (engine) => {
  it("on generated URI references, references with units replaced or inserted, and URI-biased strings", () => {
    const texts = fc.sample(fc.oneof(uriReference.map((g) => g.text), mutatedUriReference, uriBiasedText), { seed: SEED, numRuns: 6000 });
    expect(texts.filter((t) => !uriRef.accepts(t)).length).toBeGreaterThan(1000);
    expect(differences(engine, texts)).toEqual([]);
  });
});
