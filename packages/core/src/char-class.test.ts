import { describe, expect, it } from "vitest";
import { ALPHA, CHAR_CLASS, DIGIT, GEN_DELIMS, HEXDIG, PCHAR, QUERY, REG_NAME, SCHEME_CHAR, SUB_DELIMS, UNRESERVED, USERINFO } from "./char-class.js";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGITS = "0123456789";
const UNRESERVED_CHARS = LETTERS + DIGITS + "-._~";
const SUB_DELIM_CHARS = "!$&'()*+,;=";

/** The code units whose CHAR_CLASS entry has `flag`, as a string in code order. */
function members(flag: number): string {
  let out = "";
  for (let c = 0; c < 128; c++) if ((CHAR_CLASS[c]! & flag) !== 0) out += String.fromCharCode(c);
  return out;
}

describe("CHAR_CLASS, written as ranges, holds exactly the characters the ABNF spells out (RFC 3986 §2, §3)", () => {
  it.each([
    ["ALPHA", ALPHA, LETTERS],
    ["DIGIT", DIGIT, DIGITS],
    ["HEXDIG", HEXDIG, DIGITS + "ABCDEFabcdef"],
    ["scheme tail", SCHEME_CHAR, LETTERS + DIGITS + "+-."],
    ["unreserved", UNRESERVED, UNRESERVED_CHARS],
    ["sub-delims", SUB_DELIMS, SUB_DELIM_CHARS],
    ["pchar", PCHAR, UNRESERVED_CHARS + SUB_DELIM_CHARS + ":@"],
    ["query", QUERY, UNRESERVED_CHARS + SUB_DELIM_CHARS + ":@/?"],
    ["userinfo", USERINFO, UNRESERVED_CHARS + SUB_DELIM_CHARS + ":"],
    ["reg-name", REG_NAME, UNRESERVED_CHARS + SUB_DELIM_CHARS],
    ["gen-delims", GEN_DELIMS, ":/?#[]@"],
  ] as const)("%s", (_name, flag, chars) => {
    expect(members(flag)).toBe([...chars].sort().join(""));
  });
});
