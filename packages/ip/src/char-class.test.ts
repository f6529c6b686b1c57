import { describe, expect, it } from "vitest";
import { DIGIT, HEXDIG, IPVFUTURE_RUN, SUB_DELIMS, UNRESERVED, isDigit, isHexdig } from "./char-class.js";

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

describe("predicates and runs written without a table (issue 10 §2) agree with the ABNF (RFC 3986 §1.3, §3.2.2)", () => {
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

  it("IPVFUTURE_RUN takes exactly unreserved / sub-delims / \":\", one code unit at a time", () => {
    const one = (c: number): boolean => {
      IPVFUTURE_RUN.lastIndex = 0;
      IPVFUTURE_RUN.test(String.fromCharCode(c));
      return IPVFUTURE_RUN.lastIndex === 1;
    };
    expect(taken(one)).toBe(sorted(ALPHA + DIGITS + "-._~" + "!$&'()*+,;=" + ":"));
  });

  it("IPVFUTURE_RUN is sticky: it starts at lastIndex and stops at the first other unit", () => {
    IPVFUTURE_RUN.lastIndex = 3;
    IPVFUTURE_RUN.test("v1.a:b]c");
    expect(IPVFUTURE_RUN.lastIndex).toBe(6);
  });
});
