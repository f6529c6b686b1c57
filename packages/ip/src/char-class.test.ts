import { describe, expect, it } from "vitest";
import { DIGIT, HEXDIG, IPVFUTURE_CHAR, SUB_DELIMS, UNRESERVED } from "./char-class.js";

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
    ["IPvFuture tail", IPVFUTURE_CHAR, ALPHA + DIGITS + "-._~" + "!$&'()*+,;=" + ":"],
  ] as const)("%s", (_name, table, chars) => {
    expect(members(table)).toBe(sorted(chars));
  });
});
