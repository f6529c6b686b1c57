// @urikit/iri against the IRI cases of iri-string and afs/rfc3986 (vendored in @urikit/corpus, see the SOURCES.md of
// data/iri-string and data/afs-rfc3986):
// the verdicts of its IRI validators, each also checked against the ABNF oracle of RFC 3987 §2.2, and the
// components of its non-ASCII test IRIs.
import { abnfOracle, suiteCases, type SuiteCase } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import type { ParsedUri } from "@urikit/core";
import { isIri, isIriReference, iriToUri, parseIri, parseIriReference } from "../src/index.js";

interface ValidityCase extends SuiteCase {
  rule: string;
  input: string;
  valid: boolean;
}

interface ComponentsCase extends SuiteCase {
  input: string;
  expect: Record<string, string | null>;
}

function attempt(f: (s: string) => ParsedUri, s: string): ParsedUri | undefined {
  try {
    return f(s);
  } catch {
    return undefined;
  }
}

/** Whether urikit takes `s` as the RFC 3987 rule `rule` (`"?" iquery`: iri-string's `from_prefixed`). */
function urikitAccepts(rule: string, s: string): boolean {
  switch (rule) {
    case "IRI":
      return isIri(s);
    case "IRI-reference":
      return isIriReference(s);
    case "absolute-IRI":
      return attempt(parseIri, s)?.fragment === undefined && isIri(s);
    case "irelative-ref":
      return isIriReference(s) && attempt(parseIriReference, s)?.scheme === undefined;
    case "iquery":
      return attempt(parseIriReference, `?${s}`)?.query === s;
    case "ifragment":
      return attempt(parseIriReference, `#${s}`)?.fragment === s;
    case '"?" iquery':
      return s.startsWith("?") && urikitAccepts("iquery", s.slice(1));
    case '"#" ifragment':
      return s.startsWith("#") && urikitAccepts("ifragment", s.slice(1));
    default:
      throw new Error(`no urikit check for rule ${rule}`);
  }
}

function oracleAccepts(rule: string, s: string): boolean {
  if (rule.startsWith('"')) return s.startsWith(rule[1]!) && abnfOracle(rule.slice(4)).accepts(s.slice(1));
  return abnfOracle(rule).accepts(s);
}

const IRI_RULES = new Set(["IRI", "IRI-reference", "absolute-IRI", "irelative-ref", "iquery", "ifragment", '"?" iquery', '"#" ifragment']);
const validity = suiteCases<ValidityCase>("iri-string", "validity").filter((c) => IRI_RULES.has(c.rule));
const afs = suiteCases<ValidityCase>("afs-rfc3986", "validity");
const components = suiteCases<ComponentsCase>("iri-string", "components");

describe("validity: iri-string's IRI validators", () => {
  it("takes every IRI rule case", () => {
    expect(validity).toHaveLength(124);
  });
  for (const c of validity) {
    it(`${c.rule} ${JSON.stringify(c.input)} is ${c.valid ? "valid" : "invalid"} (${c.source})`, () => {
      expect(urikitAccepts(c.rule, c.input)).toBe(c.valid);
      expect(oracleAccepts(c.rule, c.input)).toBe(c.valid);
    });
  }
});

describe("validity: afs/rfc3986 (Apache Jena's IRI3986)", () => {
  it("takes every case, some of them IRIs", () => {
    expect(afs).toHaveLength(79);
    expect(afs.filter((c) => !/^[\x20-\x7e]*$/.test(c.input)).length).toBeGreaterThan(0);
  });
  for (const c of afs) {
    it(`${c.rule} ${JSON.stringify(c.input)} is ${c.valid ? "valid" : "invalid"} (${c.source})`, () => {
      expect(urikitAccepts(c.rule, c.input)).toBe(c.valid);
      expect(oracleAccepts(c.rule, c.input)).toBe(c.valid);
    });
  }
});

describe("components: iri-string", () => {
  it("takes every case, one of them with a non-ASCII host", () => {
    expect(components).toHaveLength(138);
    expect(components.filter((c) => !/^[\x20-\x7e]*$/.test(c.input))).toHaveLength(1);
  });
  for (const c of components) {
    it(`${JSON.stringify(c.input)} (${c.source})`, () => {
      const p = parseIriReference(c.input);
      const got: Record<string, string | null> = {
        scheme: p.scheme ?? null,
        userinfo: p.userinfo ?? null,
        host: p.host ?? null,
        port: p.port ?? null,
        path: p.path,
        query: p.query ?? null,
        fragment: p.fragment ?? null,
      };
      expect(got).toEqual(c.expect);
      expect(abnfOracle("IRI-reference").accepts(c.input)).toBe(true);
      // The mapping of RFC 3987 §3.1 gives a URI reference.
      expect(abnfOracle("URI-reference").accepts(iriToUri(c.input))).toBe(true);
    });
  }
});
