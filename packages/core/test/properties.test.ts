import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UriError, isUriReference, parse, serialize } from "../src/index.js";
import { uriReference } from "@urikit/corpus/arbitraries";

const SEED = 20261121;
const RUNS = 3000;

// RFC 3986 Appendix B: the regex splits any URI reference; on valid input it must agree with the parser.
// (A test-only oracle on generated input, independent of the library's own regexes, which tools/grammar generates
// from the ABNF of Appendix A.)
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

describe("properties over generated URI references (RFC 3986 Appendix A)", () => {
  it("every generated reference parses into the components it was built from", () => {
    fc.assert(
      fc.property(uriReference, (g) => {
        const p = parse(g.text);
        expect(p.scheme).toBe(g.scheme);
        expect(p.userinfo).toBe(g.userinfo);
        expect(p.host).toBe(g.host);
        expect(p.port).toBe(g.port);
        expect(p.path).toBe(g.path);
        expect(p.query).toBe(g.query);
        expect(p.fragment).toBe(g.fragment);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("serialize ∘ parse is the identity on valid input (RFC 3986 §5.3)", () => {
    fc.assert(
      fc.property(uriReference, (g) => {
        expect(serialize(parse(g.text))).toBe(g.text);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("agrees with the Appendix B regular expression on valid input", () => {
    fc.assert(
      fc.property(uriReference, (g) => {
        const m = APPENDIX_B.exec(g.text)!;
        const p = parse(g.text);
        expect(p.scheme).toBe(m[2]);
        expect(p.path).toBe(m[5]);
        expect(p.query).toBe(m[7]);
        expect(p.fragment).toBe(m[9]);
        const authority = m[3] === undefined ? undefined : m[4];
        const rebuilt =
          p.host === undefined
            ? undefined
            : (p.userinfo !== undefined ? p.userinfo + "@" : "") + p.host + (p.port !== undefined ? ":" + p.port : "");
        expect(rebuilt).toBe(authority);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("one injected character that no URI allows is rejected at its index", () => {
    const never = fc.constantFrom(" ", '"', "<", ">", "\\", "^", "`", "{", "|", "}", "\u0000", "\u007f", "é", "\u{1F600}", "\n");
    fc.assert(
      fc.property(uriReference, never, fc.nat(), (g, bad, where) => {
        const at = where % (g.text.length + 1);
        const text = g.text.slice(0, at) + bad + g.text.slice(at);
        let thrown: unknown;
        try {
          parse(text);
        } catch (e) {
          thrown = e;
        }
        expect(UriError.is(thrown)).toBe(true);
        const e = thrown as UriError;
        // The injected character is the first one no grammar rule can take, unless it split a "%XX"
        // (then the "%" is already broken at the injected index), or it landed inside an IP literal.
        expect(e.index).toBe(at);
        expect(["unexpected-char", "invalid-pct-encoded", "invalid-ip-literal", "invalid-port", "invalid-scheme", "unclosed-ip-literal"]).toContain(e.code);
        expect(isUriReference(text)).toBe(false);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it("never throws anything but UriError, on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."ab:/?#[]@%1.vV-_~!$&'()*+,;= é\\".split("")), maxLength: 40 }), (text) => {
        try {
          const p = parse(text);
          expect(serialize(p)).toBe(text);
        } catch (e) {
          expect(UriError.is(e)).toBe(true);
          const err = e as UriError;
          expect(err.index).toBeGreaterThanOrEqual(0);
          expect(err.index).toBeLessThanOrEqual(text.length);
        }
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    );
  });
});
