import { ipCases, type IpCase } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import {
  checkIPLiteral,
  checkIPv4address,
  checkIPv6address,
  checkIPvFuture,
  formatIPv4,
  formatIPv6,
  isIPLiteral,
  isIPv4,
  isIPv6,
  isIPvFuture,
  parseIPv4,
  parseIPv6,
} from "../src/index.js";
import { referenceCheck } from "./reference/abnf.js";

/** The expected return value of a check* function: -1 when valid, else the index. */
function expected(c: IpCase): number {
  if (c.valid) return -1;
  if (c.index === undefined) throw new Error(`corpus case without index: ${JSON.stringify(c.input)}`);
  return c.index;
}

/** Run `check` on `input` embedded in other text, so reading outside [start, end) would show. */
function checkEmbedded(check: (s: string, start: number, end: number) => number, input: string): number {
  const s = `[:1.${input}]:v.`;
  const r = check(s, 4, 4 + input.length);
  return r === -1 ? -1 : r - 4;
}

const label = (c: IpCase): string => `${c.section} | ${JSON.stringify(c.input)}`;

describe("ipv4.json", () => {
  const cases = ipCases("ipv4");
  it("has at least 60 cases", () => expect(cases.length).toBeGreaterThanOrEqual(60));

  it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => {
    const want = expected(c);
    expect(referenceCheck("IPv4address", c.input)).toBe(want); // the fixture agrees with the ABNF transcription
    expect(checkIPv4address(c.input, 0, c.input.length)).toBe(want);
    expect(checkEmbedded(checkIPv4address, c.input)).toBe(want);
    expect(isIPv4(c.input)).toBe(c.valid);
    if (c.valid) {
      const value = parseIPv4(c.input);
      const octets = c.input.split(".").map(Number);
      expect(value).toBe(((octets[0]! * 256 + octets[1]!) * 256 + octets[2]!) * 256 + octets[3]!);
      expect(formatIPv4(value)).toBe(c.canonical);
    } else {
      expect(() => parseIPv4(c.input)).toThrow(new RegExp(`^invalid IPv4address: unexpected .+ at index ${want}$`));
    }
  });
});

describe("ipv6.json", () => {
  const cases = ipCases("ipv6");
  it("has at least 300 cases", () => expect(cases.length).toBeGreaterThanOrEqual(300));

  it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => {
    const want = expected(c);
    expect(referenceCheck("IPv6address", c.input)).toBe(want);
    expect(checkIPv6address(c.input, 0, c.input.length)).toBe(want);
    expect(checkEmbedded(checkIPv6address, c.input)).toBe(want);
    expect(isIPv6(c.input)).toBe(c.valid);
    // Inside brackets the IPvFuture alternative takes over for "v…"; "]" would close the literal early.
    if (!/^[vV]/.test(c.input) && !c.input.includes("]")) {
      const literal = `[${c.input}]`;
      expect(isIPLiteral(literal)).toBe(c.valid);
      expect(checkIPLiteral(literal, 0, literal.length)).toBe(c.valid ? -1 : want + 1);
    }
    if (c.valid) {
      const words = parseIPv6(c.input);
      expect(formatIPv6(words)).toBe(c.canonical);
      expect(isIPv6(c.canonical!)).toBe(true);
      expect(parseIPv6(c.canonical!)).toEqual(words);
    } else {
      expect(() => parseIPv6(c.input)).toThrow(new RegExp(`^invalid IPv6address: unexpected .+ at index ${want}$`));
    }
  });
});

describe("ipvfuture.json", () => {
  const cases = ipCases("ipvfuture");
  it("has at least 30 cases", () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases.map((c) => [label(c), c] as const))("%s", (_, c) => {
    const want = expected(c);
    expect(referenceCheck("IPvFuture", c.input)).toBe(want);
    expect(checkIPvFuture(c.input, 0, c.input.length)).toBe(want);
    expect(checkEmbedded(checkIPvFuture, c.input)).toBe(want);
    expect(isIPvFuture(c.input)).toBe(c.valid);
    // Only "v…" input reaches the IPvFuture alternative of IP-literal; "]" would close the literal early.
    if (/^[vV]/.test(c.input) && !c.input.includes("]")) {
      const literal = `[${c.input}]`;
      expect(isIPLiteral(literal)).toBe(c.valid);
      expect(checkIPLiteral(literal, 0, literal.length)).toBe(c.valid ? -1 : want + 1);
    }
  });
});
