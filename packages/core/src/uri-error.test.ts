import { describe, expect, it } from "vitest";
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

  it("has a closed set of codes", () => {
    expect(new Set(URI_ERROR_CODES).size).toBe(URI_ERROR_CODES.length);
    expect(URI_ERROR_CODES).toContain("unexpected-char");
  });

  it("describes characters for messages", () => {
    expect(describeChar("a^", 1)).toBe('"^"');
    expect(describeChar("a", 1)).toBe("end of input");
    expect(describeChar("😀", 0)).toBe('"😀"');
  });
});
