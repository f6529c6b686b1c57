/**
 * The shared fixture corpus of urikit: WPT-style JSON files in `data/`, where a string is a section header
 * and an object is a case. Every case carries a `source` (an RFC section or an issue). The same cases run
 * through every implementation (core parser, TS scanner, WASM scanner), so they answer to one truth.
 */
import { readFileSync } from "node:fs";

/** Components as `parse` returns them: `undefined` = absent, `""` = present but empty. */
export interface ExpectedComponents {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: string;
  path: string;
  query?: string;
  fragment?: string;
}

/** An expected failure: the error code and the UTF-16 index of the first bad character. */
export interface ExpectedError {
  code: string;
  index: number;
}

/** Fields every case has, plus the section header it stands under. */
export interface BaseCase {
  /** Where the case comes from, e.g. `RFC 3986 §5.4.1` or `urikit#2`. */
  source: string;
  /** The nearest string header above the case in its file. */
  section: string;
}

/** A parse case: `input` parses to `expect` (and then `hostKind`), or fails with `error`. */
export interface ParseCase extends BaseCase {
  input: string;
  expect?: ExpectedComponents;
  hostKind?: "ipv4" | "ipv6" | "ipvfuture" | "reg-name";
  error?: ExpectedError;
}

/** A validity case for an ABNF rule of `@urikit/ip`: `valid`, or the index of the first bad character. */
export interface IpCase extends BaseCase {
  input: string;
  valid: boolean;
  /** For invalid input: index of the first code unit the rule cannot take (`input.length` at an early end). */
  index?: number;
  /** For valid IPv6/IPv4 input: the RFC 5952 / dotted-decimal canonical text. */
  canonical?: string;
}

/** A resolution case: `input` resolved against `base` gives `expect`, or fails with `error`. */
export interface ResolveCase extends BaseCase {
  base: string;
  input: string;
  expect?: string;
  /** `false` for the backward-compatible (non-strict) mode of RFC 3986 §5.2.2. */
  strict?: boolean;
  error?: ExpectedError;
}

/** A normalization case: `input` normalizes to `expect` (with `options`), or fails with `error`. */
export interface NormalizeCase extends BaseCase {
  input: string;
  expect?: string;
  options?: Record<string, boolean>;
  error?: ExpectedError;
}

/** One URI expected from `findUris`: its text, delimiter and flags; `start`/`end` where the case pins them. */
export interface ExpectedUriMatch {
  uri: string;
  /** The IRI as written, when the text holds non-ASCII letters (`uri` is its RFC 3987 §3.1 mapping). */
  iri?: string;
  delimiter: "angle" | "quote" | "none";
  start?: number;
  end?: number;
  abbreviated?: true;
  hyphenBreak?: true;
}

/** A text case: `findUris(input, options)` finds exactly `expect`, in order. */
export interface FindUrisCase extends BaseCase {
  input: string;
  options?: { abbreviated?: boolean; schemes?: string[] };
  expect: ExpectedUriMatch[];
}

/** One link expected from `extractLinks`; `start`/`end` where the case pins them, `error` by its code. */
export interface ExpectedLink {
  element: string;
  attribute: string;
  value: string;
  uri?: string;
  error?: { code: string };
  start?: number;
  end?: number;
}

/** An HTML case: `extractLinks(input, { documentUri })` gives exactly `expect`, in document order. */
export interface LinksCase extends BaseCase {
  input: string;
  documentUri?: string;
  expect: ExpectedLink[];
}

/** One hazard expected from `inspect`: code, index and component; `address` and `readings` where the case pins them. */
export interface ExpectedHazard {
  code: string;
  index: number;
  component: string;
  address?: string;
  readings?: { rfc3986: string | null; whatwg: string | null };
  /** `punycode-label`, `mixed-script-label`: the label in Unicode. */
  unicode?: string;
}

/** A hazard case: `inspect(input, options)` says `valid` and finds exactly `expect`, in order of index. */
export interface HazardCase extends BaseCase {
  input: string;
  options?: { allowSchemes?: string[]; whatwg?: boolean };
  valid: boolean;
  expect: ExpectedHazard[];
}

/** Names of the corpus files in `data/`. */
export type CorpusName = "parse" | "resolve" | "normalize" | "ipv4" | "ipv6" | "ipvfuture" | "scan" | "find-uris" | "links" | "hazards" | "fetch" | "redirect";

/** A fetch case: `assessFetch(input, policy)` says `allowed`, with this address and class, and these hazard codes in order. */
export interface FetchCase extends BaseCase {
  input: string;
  policy?: { allowSchemes?: string[]; allowPorts?: number[]; allowPrivate?: boolean; allowUserinfo?: boolean };
  allowed: boolean;
  address?: string;
  addressClass?: string;
  codes: string[];
}

/** A redirect case: `assessRedirect(input, { base })` says `valid`, `sameOrigin`, `target`, and these hazard codes in order. */
export interface RedirectCase extends BaseCase {
  base: string;
  input: string;
  valid: boolean;
  sameOrigin: boolean;
  target?: string;
  codes: string[];
}

/** Read `data/<name>.json` and return its cases, each tagged with the section header above it. */
export function readCases<T extends BaseCase>(name: CorpusName): T[] {
  return readEntries<T>(name);
}

/** The suites other implementations publish, vendored under `data/<suite>/` with their licence and SOURCES.md. */
export type SuiteName = "iri-string" | "fluent-uri" | "uriparser" | "boost-url" | "afs-rfc3986";

/**
 * A case where urikit answers otherwise than the suite carries `urikit` (urikit's answer by the RFC) and `why`
 * (the rule that decides); every other case holds the suite's expectation as its source states it.
 */
export interface SuiteCase extends BaseCase {
  urikit?: unknown;
  why?: string;
}

/** Read `data/<suite>/<file>.json` (the same WPT-style array as `readCases`). */
export function suiteCases<T extends SuiteCase>(suite: SuiteName, file: string): T[] {
  return readEntries<T>(`${suite}/${file}`);
}

function readEntries<T extends BaseCase>(name: string): T[] {
  const url = new URL(`../data/${name}.json`, import.meta.url);
  const entries = JSON.parse(readFileSync(url, "utf8")) as unknown[];
  const cases: T[] = [];
  let section = "";
  for (const entry of entries) {
    if (typeof entry === "string") {
      section = entry;
      continue;
    }
    const item = entry as Omit<T, "section">;
    if (typeof item.source !== "string" || item.source === "") {
      throw new Error(`corpus ${name}.json: a case has no source: ${JSON.stringify(entry)}`);
    }
    cases.push({ ...item, section } as T);
  }
  return cases;
}

/** The parse corpus (`data/parse.json`). */
export function parseCases(): ParseCase[] {
  return readCases<ParseCase>("parse");
}

/** The IP corpus for one rule (`data/ipv4.json`, `data/ipv6.json`, `data/ipvfuture.json`). */
export function ipCases(rule: "ipv4" | "ipv6" | "ipvfuture"): IpCase[] {
  return readCases<IpCase>(rule);
}

/** The resolution corpus (`data/resolve.json`). */
export function resolveCases(): ResolveCase[] {
  return readCases<ResolveCase>("resolve");
}

/** The normalization corpus (`data/normalize.json`). */
export function normalizeCases(): NormalizeCase[] {
  return readCases<NormalizeCase>("normalize");
}

/** The URIs-in-text corpus (`data/find-uris.json`): RFC 3986 App. C, rfc2396bis App. E and F, and the
 * settled details of packages/text/README.md. */
export function findUrisCases(): FindUrisCase[] {
  return readCases<FindUrisCase>("find-uris");
}

/** The links-in-HTML corpus (`data/links.json`): rfc2396bis App. D (RFC 1808 §10), RFC 3986 §5.1, the elements and attributes
 * that packages/html/README.md lists. */
export function linksCases(): LinksCase[] {
  return readCases<LinksCase>("links");
}

/** The hazards corpus (`data/hazards.json`): RFC 3986 §7 hazards and the WHATWG reading. */
export function hazardCases(): HazardCase[] {
  return readCases<HazardCase>("hazards");
}

/** The fetch-policy corpus (`data/fetch.json`): SSRF targets by the IANA special-purpose registries, RFC 6761 names. */
export function fetchCases(): FetchCase[] {
  return readCases<FetchCase>("fetch");
}

/** The redirect corpus (`data/redirect.json`): `Location` values resolved as a browser does, open-redirect tricks. */
export function redirectCases(): RedirectCase[] {
  return readCases<RedirectCase>("redirect");
}

/** Absolute path of a URL list shipped in `bench/data/` (kasztp.txt, node_files.txt, isaacs_files.txt). */
export function realWorldListPath(file: "kasztp.txt" | "node_files.txt" | "isaacs_files.txt"): string {
  return new URL(`../../../bench/data/${file}`, import.meta.url).pathname;
}
export { nonStringValues } from "./non-string-values.js";
export { indexOfWork } from "./search-work.js";

export { AbnfOracle, abnfOracle, oracleUriError, ABNF_RULE_NAMES, ABNF_RULES } from "./abnf-oracle.js";
export type { AbnfExpr, AbnfRules, OracleError } from "./abnf-oracle.js";
