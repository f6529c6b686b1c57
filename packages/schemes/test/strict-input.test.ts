// Strict input types: every public function refuses a non-string where a string is expected, before touching it.
import { parse } from "@urikit/core";
import { nonStringValues as badValues } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import * as schemes from "../src/index.js";

const PACKAGE = "@urikit/schemes";
const components = parse("http://a/");
const parsers = ["parseFtp", "parseHttp", "parseHttps", "parseWs", "parseWss", "parseGopher", "parseMailto", "parseNews", "parseNntp", "parseTelnet", "parseWais", "parseProspero", "parseFile", "parseUrn"] as const;
const throwing: Array<[string, (bad: unknown) => unknown, string?]> = [
  ["parseScheme", (b) => schemes.parseScheme(b as string)],
  ["getSchemeRule", (b) => schemes.getSchemeRule(b as string)],
  ["defaultPort", (b) => schemes.defaultPort(b as string)],
  ["hasAuthority", (b) => schemes.hasAuthority(b as string)],
  ...parsers.map((name) => [name, (b: unknown) => (schemes[name] as (c: unknown, t: unknown) => unknown)(components, b)] as [string, (bad: unknown) => unknown]),
];
const answering: Array<[string, (bad: unknown) => unknown, unknown]> = [["isBuiltinScheme", (b) => schemes.isBuiltinScheme(b as string), false]];

describe(`strict input types of ${PACKAGE}`, () => {
  describe.each(throwing)("%s", (name, call, what = "") => {
    it.each(badValues())("throws TypeError for %s", (type, bad) => {
      expect(() => call(bad)).toThrow(new TypeError(`${name}: expected a string${what}, got ${type}`));
    });
  });
  describe.each(answering)("%s", (_, call, answer) => {
    it.each(badValues())("answers %s without throwing", (_, bad) => {
      expect(call(bad)).toBe(answer);
    });
  });
});
describe("registerScheme refuses what is not a rule", () => {
  it.each([["null", null], ["number", 1], ["array", []]] as const)("%s", (type, bad) => {
    expect(() => schemes.registerScheme(bad as never)).toThrow(new TypeError(`registerScheme: expected a scheme rule object, got ${type}`));
  });
});
