import { describe, expect, it } from "vitest";
import { DIGIT, HEXDIG, IPVFUTURE_PREFIX, SUB_DELIMS, UNRESERVED, isDigit, isHexdig } from "./char-class.js";

const ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";

/** The members of a table, as a string in code order. */
function members(table: Readonly<Uint8Array>): string {
  let out = "";
  for (let c = 0; c < 128; c++) if (table[c] === 1) out += String.fromCharCode(c);
  return out;
}

function sorted(chars: string): string {
  return [...chars].sort().join("");
}

describe("char tables written as ranges hold exactly the ABNF's characters (RFC 3986 §2.2, §2.3, §3.2.2)", () => {
  it.each([
    ["DIGIT", DIGIT, DIGITS],
    ["HEXDIG", HEXDIG, DIGITS + "ABCDEFabcdef"],
    ["unreserved", UNRESERVED, ALPHA + DIGITS + "-._~"],
    ["sub-delims", SUB_DELIMS, "!$&'()*+,;="],
  ] as const)("%s", (_name, table, chars) => {
    expect(members(table)).toBe(sorted(chars));
  });
});

describe("predicates and runs written without a table (for bundle size) agree with the ABNF (RFC 3986 §1.3, §3.2.2)", () => {
  /** The code units 0 … 0xffff that `pred` takes, as a string in code order. */
  function taken(pred: (c: number) => boolean): string {
    let out = "";
    for (let c = 0; c <= 0xffff; c++) if (pred(c)) out += String.fromCharCode(c);
    return out;
  }

  it("isDigit is DIGIT, over every code unit", () => {
    expect(taken(isDigit)).toBe(DIGITS);
  });

  it("isHexdig is HEXDIG, over every code unit", () => {
    expect(taken(isHexdig)).toBe(sorted(DIGITS + "ABCDEFabcdef"));
  });

  /** Where IPVFUTURE_PREFIX stops on `text` from `from`, or -1 when it does not match there. */
  function prefixEnd(text: string, from = 0): number {
    IPVFUTURE_PREFIX.lastIndex = from;
    return IPVFUTURE_PREFIX.test(text) ? IPVFUTURE_PREFIX.lastIndex : -1;
  }

  it("IPVFUTURE_PREFIX takes exactly unreserved / sub-delims / \":\" after \"v1.\", one code unit at a time", () => {
    expect(taken((c) => prefixEnd(`v1.${String.fromCharCode(c)}`) === 4)).toBe(sorted(ALPHA + DIGITS + "-._~" + "!$&'()*+,;=" + ":"));
  });

  it("IPVFUTURE_PREFIX takes exactly HEXDIG as the version, and \"v\" or \"V\" first", () => {
    expect(taken((c) => prefixEnd(`v${String.fromCharCode(c)}`) === 2)).toBe(sorted(DIGITS + "ABCDEFabcdef"));
    expect(taken((c) => prefixEnd(String.fromCharCode(c)) === 1)).toBe("Vv");
  });

  it("IPVFUTURE_PREFIX stops at the end of the longest prefix of an IPvFuture, from lastIndex", () => {
    expect(prefixEnd("[v1.a:b]c", 1)).toBe(7);
    expect(prefixEnd("v.1")).toBe(1);
    expect(prefixEnd("vF0g")).toBe(3);
    expect(prefixEnd("v1.")).toBe(3);
    expect(prefixEnd("x1.a")).toBe(-1);
  });
});
