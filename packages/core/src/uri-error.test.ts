import { readCases, type BaseCase } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import * as core from "./offsets.js";
import { URI_ERROR_CODES, UriError, describeChar } from "./uri-error.js";

describe("UriError", () => {
  it("carries code, index, rule and subject, and a message that cites the RFC", () => {
    const e = new UriError("invalid-port", 10, { rule: "port", detail: "bad" });
    expect(e).toMatchObject({ name: "UriError", code: "invalid-port", index: 10, rule: "port", subject: "input" });
    expect(e.message).toBe("bad at index 10 (invalid-port, port, RFC 3986 §3.2.3)");
    // the name is a string on the prototype (it survives minifiers), not a field copied into every error
    expect(Object.prototype.hasOwnProperty.call(UriError.prototype, "name")).toBe(true);
    expect(UriError.is(e) && e instanceof Error).toBe(true);
    expect(e.detail).toBe("bad");
  });

  it("cites the governing section of a rule outside RFC 3986", () => {
    const e = new UriError("scheme-syntax", 5, { rule: "ftptype", detail: "bad type", cite: "RFC 1738 §3.2.2" });
    expect(e.message).toBe("bad type at index 5 (scheme-syntax, ftptype, RFC 1738 §3.2.2)");
  });

  it("names the subject when it is not the input", () => {
    const e = new UriError("base-not-absolute", 0, { rule: "base URI", detail: "no scheme", subject: "base" });
    expect(e.message).toBe("no scheme at index 0 of the base (base-not-absolute, base URI, RFC 3986 §5.1)");
  });

  it("is recognised across copies by a registered symbol, not by instanceof", () => {
    const foreign = { [Symbol.for("urikit.UriError")]: true, code: "unexpected-char" };
    expect(UriError.is(foreign)).toBe(true);
    expect(UriError.is(new Error("x"))).toBe(false);
    expect(UriError.is(null)).toBe(false);
  });

  it("has a closed set of codes: every error number of the scanner names its code, and every corpus error is in the set", () => {
    expect(new Set(URI_ERROR_CODES).size).toBe(URI_ERROR_CODES.length);
    // ERR_UNEXPECTED_CHAR is number 1 and names "unexpected-char": URI_ERROR_CODES[n - 1], for every ERR_* export.
    const numbers = Object.entries(core).filter(([name]) => name.startsWith("ERR_") && name !== "ERR_NONE");
    expect(numbers.length).toBe(7);
    for (const [name, n] of numbers) expect([name, URI_ERROR_CODES[(n as number) - 1]]).toEqual([name, name.slice(4).toLowerCase().replaceAll("_", "-")]);
    const corpusCodes = new Set<string>();
    for (const name of ["parse", "resolve", "normalize", "links"] as const) {
      for (const c of readCases<{ error?: { code: string } } & BaseCase>(name)) if (c.error !== undefined) corpusCodes.add(c.error.code);
    }
    expect(corpusCodes.size).toBeGreaterThanOrEqual(7);
    for (const code of corpusCodes) expect(URI_ERROR_CODES).toContain(code);
  });

  it("describes characters for messages", () => {
    expect(describeChar("a^", 1)).toBe('"^"');
    expect(describeChar("a", 1)).toBe("end of input");
    expect(describeChar("😀", 0)).toBe('"😀"');
    expect(describeChar('a"', 1)).toBe('"\\""');
    expect(describeChar("a\\", 1)).toBe('"\\\\"');
  });

  it("quotes every code unit below U+0100 as JSON.stringify does", () => {
    for (let c = 0; c < 0x100; c++) {
      const ch = String.fromCharCode(c);
      expect(describeChar("a" + ch + "b", 1), `U+${c.toString(16)}`).toBe(JSON.stringify(ch));
    }
  });
});
