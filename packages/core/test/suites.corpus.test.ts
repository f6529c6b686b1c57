// Core against the test suites four implementations publish (vendored in @urikit/corpus, see data/iri-string,
// data/fluent-uri, data/uriparser and data/boost-url, each with its SOURCES.md): every verdict, component and error
// position they state, each verdict also checked against the ABNF oracle, so that where urikit and a suite
// differ the grammar of RFC 3986 decides (the data records urikit's answer and the rule in `urikit` / `why`).
import { abnfOracle, oracleUriError, suiteCases, type SuiteCase } from "@urikit/corpus";
import { isIPv4, isIPv6 } from "@urikit/ip";
import { describe, expect, it } from "vitest";
import { UriError, classifyHost, isAbsoluteUri, isRelativeReference, isUri, isUriReference, parse, parseUri, serialize, tryParse } from "../src/index.js";

interface ValidityCase extends SuiteCase {
  rule: string;
  input: string;
  valid: boolean;
  index?: number;
  errorKind?: string;
  expect?: Record<string, string | null>;
  hostKind?: string;
  urikit?: { index?: number; code?: string; valid?: boolean };
}

interface ComponentsCase extends SuiteCase {
  input: string;
  expect: Record<string, string | null>;
}

const IRI_RULES = new Set(["IRI", "IRI-reference", "absolute-IRI", "irelative-ref", "iquery", "ifragment", '"?" iquery', '"#" ifragment']);

function parsed(text: string) {
  const p = tryParse(text);
  return UriError.is(p) ? undefined : p;
}

/**
 * Whether urikit takes `s` as the RFC 3986 rule `rule`: the whole-string validators for the four productions of §4,
 * the IP validators of @urikit/ip, and for a component rule the component parse gives back when `s` sits in its
 * place (a scheme before ":", an authority after "//", …).
 */
function urikitAccepts(rule: string, s: string): boolean {
  switch (rule) {
    case "URI":
      return isUri(s);
    case "URI-reference":
      return isUriReference(s);
    case "absolute-URI":
      return isAbsoluteUri(s);
    case "relative-ref":
      return isRelativeReference(s);
    case "IPv4address":
      return isIPv4(s);
    case "IPv6address":
      return isIPv6(s);
    case "scheme":
      return parsed(`${s}:`)?.scheme === s;
    case "authority": {
      const p = parsed(`//${s}`);
      return p !== undefined && p.path === "" && p.query === undefined && p.fragment === undefined;
    }
    case "host": {
      const p = parsed(`//${s}`);
      return p?.host === s && p.userinfo === undefined && p.port === undefined && p.path === "";
    }
    case "reg-name":
      return urikitAccepts("host", s) && classifyHost(s) === "reg-name";
    case "port":
      return parsed(`//h:${s}`)?.port === s;
    case "userinfo":
      return parsed(`//${s}@h`)?.userinfo === s;
    case "path": {
      // path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty: after an authority, or
      // after a scheme without one.
      const afterAuthority = parsed(`//h${s}`);
      const afterScheme = parsed(`s:${s}`);
      return ((s === "" || s.startsWith("/")) && afterAuthority?.path === s) || (afterScheme?.path === s && afterScheme.host === undefined);
    }
    case "segment":
      return !s.includes("/") && parsed(`s:/${s}`)?.path === `/${s}`;
    case "query":
      return parsed(`?${s}`)?.query === s;
    case "fragment":
      return parsed(`#${s}`)?.fragment === s;
    default:
      throw new Error(`no urikit check for rule ${rule}`);
  }
}

/**
 * The oracle's verdict. `reg-name` as a host: RFC 3986 §3.2.2 reads a host that matches IPv4address as an IPv4
 * address literal, not a reg-name (the rule alone would match it).
 */
function oracleAccepts(rule: string, s: string): boolean {
  if (rule === "reg-name") return abnfOracle("reg-name").accepts(s) && !abnfOracle("IPv4address").accepts(s);
  return abnfOracle(rule).accepts(s);
}

const validity = [
  ...suiteCases<ValidityCase>("iri-string", "validity"),
  ...suiteCases<ValidityCase>("fluent-uri", "parse"),
  ...suiteCases<ValidityCase>("uriparser", "parse"),
  ...suiteCases<ValidityCase>("boost-url", "validity"),
].filter((c) => !IRI_RULES.has(c.rule));

describe("validity: iri-string, fluent-uri, uriparser (4Suite) and Boost.URL", () => {
  it("takes every URI rule case of both suites", () => {
    expect(validity.length).toBeGreaterThan(500);
    expect(validity.filter((c) => c.valid).length).toBeGreaterThan(100);
    expect(validity.filter((c) => !c.valid).length).toBeGreaterThan(60);
  });

  for (const c of validity) {
    const valid = c.urikit?.valid ?? c.valid;
    it(`${c.rule} ${JSON.stringify(c.input)} is ${valid ? "valid" : "invalid"} (${c.source})`, () => {
      expect(urikitAccepts(c.rule, c.input)).toBe(valid);
      expect(oracleAccepts(c.rule, c.input)).toBe(valid);
    });
  }
});

describe("errors: the position of the first bad character", () => {
  const errors = validity.filter((c) => c.index !== undefined);
  it("has the error cases of fluent-uri and uriparser", () => {
    expect(errors.filter((c) => c.source.startsWith("fluent-uri")).length).toBeGreaterThan(25);
    expect(errors.filter((c) => c.source.startsWith("uriparser")).length).toBeGreaterThan(25);
  });
  for (const c of errors) {
    const want = c.urikit?.index ?? c.index!;
    it(`${c.rule} ${JSON.stringify(c.input)} fails at ${want} (${c.source})`, () => {
      let error: unknown;
      try {
        if (c.rule === "URI") parseUri(c.input);
        else parse(c.input);
      } catch (e) {
        error = e;
      }
      expect(UriError.is(error)).toBe(true);
      expect((error as UriError).index).toBe(want);
      if (c.urikit !== undefined) expect((error as UriError).code).toBe(c.urikit.code);
      // The position is where the oracle of the rule stops: for a URI, the URI rule; for a reference, the
      // component-wise oracle of RFC 3986 Appendix A.
      const oracleIndex = c.rule === "URI" ? abnfOracle("URI").check(c.input) : oracleUriError(c.input)?.index;
      expect(oracleIndex).toBe(want);
    });
  }
});

function authorityOf(p: { userinfo: string | undefined; host: string | undefined; port: string | undefined }): string | null {
  if (p.host === undefined) return null;
  return serialize({ userinfo: p.userinfo, host: p.host, port: p.port, path: "" }).slice(2);
}

describe("components: iri-string and fluent-uri", () => {
  const withComponents = validity.filter((c) => c.expect !== undefined);
  const iriString = suiteCases<ComponentsCase>("iri-string", "components").filter((c) => /^[\x20-\x7e]*$/.test(c.input));
  it("has the component cases of both suites", () => {
    expect(withComponents.length).toBeGreaterThan(20);
    expect(iriString.length).toBeGreaterThan(100);
  });
  for (const c of [...withComponents, ...iriString]) {
    it(`${JSON.stringify(c.input)} (${c.source})`, () => {
      const p = parse(c.input);
      const got: Record<string, string | null> = {
        scheme: p.scheme ?? null,
        authority: authorityOf(p),
        userinfo: p.userinfo ?? null,
        host: p.host ?? null,
        port: p.port ?? null,
        path: p.path,
        query: p.query ?? null,
        fragment: p.fragment ?? null,
      };
      for (const [name, value] of Object.entries(c.expect!)) expect(got[name], name).toBe(value);
      if ((c as ValidityCase).hostKind !== undefined) expect(classifyHost(p.host!)).toBe((c as ValidityCase).hostKind);
      expect(abnfOracle("URI-reference").accepts(c.input)).toBe(true);
    });
  }
});
