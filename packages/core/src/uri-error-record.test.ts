import { types } from "node:util";
import { describe, expect, it } from "vitest";
import { errorFromOffsets, errorRecordFromOffsets, parse, tryParse } from "./parse.js";
import { OFFSET_SLOTS } from "./offsets-layout.js";
import { scanUriReference } from "./scan-uri-reference.js";
import { UriError } from "./uri-error.js";
import { uriErrorRecord } from "./uri-error-record.js";

describe("uriErrorRecord: the errors of the non-throwing forms (RFC 3986 §4.1)", () => {
  it("uriErrorRecord makes, without Error's constructor, an error that reads as one made with new UriError", () => {
    const made = new UriError("invalid-port", 7, { rule: "port", detail: 'invalid character "x" in port (digits only)' });
    const cheap = uriErrorRecord("invalid-port", 7, { rule: "port", detail: 'invalid character "x" in port (digits only)' });
    expect(types.isNativeError(cheap)).toBe(false);
    expect(cheap instanceof UriError && cheap instanceof Error && UriError.is(cheap)).toBe(true);
    expect(Object.keys(cheap)).toEqual(Object.keys(made));
    expect([cheap.name, cheap.code, cheap.index, cheap.rule, cheap.subject, cheap.detail, cheap.message, cheap.stack, String(cheap)]).toEqual([
      made.name,
      made.code,
      made.index,
      made.rule,
      made.subject,
      made.detail,
      made.message,
      made.stack,
      String(made),
    ]);
    expect(JSON.stringify(cheap)).toBe(JSON.stringify(made));
    expect(uriErrorRecord("base-not-absolute", 0, { rule: "base URI", detail: "no scheme", subject: "base" }).message).toBe(
      "no scheme at index 0 of the base (base-not-absolute, base URI, RFC 3986 §5.1)",
    );
    expect(uriErrorRecord("scheme-syntax", 1, { rule: "no-such-rule", detail: "bad" }).message).toBe("bad at index 1 (scheme-syntax, no-such-rule)");
  });

  it("lets message and stack be assigned on an error uriErrorRecord made, as on any Error", () => {
    const cheap = uriErrorRecord("unexpected-char", 1, { rule: "path", detail: "bad" });
    cheap.message = "reworded";
    cheap.stack = "UriError: reworded\n    at somewhere";
    expect([cheap.message, cheap.stack, String(cheap)]).toEqual(["reworded", "UriError: reworded\n    at somewhere", "UriError: reworded"]);
    expect(Object.keys(cheap)).toEqual(["code", "index", "rule", "subject", "detail"]);
    // the prototype's accessors are untouched: another error still computes its own
    expect(uriErrorRecord("unexpected-char", 2, { rule: "path", detail: "bad" }).message).toBe("bad at index 2 (unexpected-char, path, RFC 3986 §3.3)");
  });

  it("makes a native error for a cite (kept in the message), and with its stack trace when UriError.captureStackTraces is true", () => {
    const cited = uriErrorRecord("scheme-syntax", 5, { rule: "ftptype", detail: "bad type", cite: "RFC 1738 §3.2.2" });
    expect(types.isNativeError(cited) && cited.message === "bad type at index 5 (scheme-syntax, ftptype, RFC 1738 §3.2.2)").toBe(true);
    UriError.captureStackTraces = true;
    try {
      const e = uriErrorRecord("unexpected-char", 1, { rule: "path", detail: "bad" });
      expect(types.isNativeError(e) && e instanceof UriError).toBe(true);
      expect(e.stack!.split("\n").length).toBeGreaterThan(1);
    } finally {
      UriError.captureStackTraces = false;
    }
  });

  it("is what tryParse returns and what parse throws, with the fields, message and stack of a native one", () => {
    const returned = tryParse("http://a b") as UriError;
    let thrown: unknown;
    try {
      parse("http://a b");
    } catch (e) {
      thrown = e;
    }
    expect(types.isNativeError(returned)).toBe(false);
    expect(types.isNativeError(thrown)).toBe(false);
    const t = thrown as UriError;
    expect(t instanceof UriError && t instanceof Error && UriError.is(t)).toBe(true);
    expect([returned.code, returned.index, returned.rule, returned.message, returned.stack]).toEqual([t.code, t.index, t.rule, t.message, t.stack]);
    const native = new UriError(t.code, t.index, t);
    expect([t.message, t.stack]).toEqual([native.message, native.stack]);
  });

  it("is what errorRecordFromOffsets makes from the scanner's offsets: errorFromOffsets's error, made cheaply", () => {
    for (const [text, subject] of [["http://[::1", "input"], ["a b", "base"], ["http://a:8x/", "reference"]] as const) {
      const offsets = new Int32Array(OFFSET_SLOTS);
      expect(scanUriReference(text, offsets)).not.toBe(0);
      const cheap = errorRecordFromOffsets(text, offsets, subject);
      const made = errorFromOffsets(text, offsets, subject);
      expect(types.isNativeError(cheap)).toBe(false);
      expect([cheap.code, cheap.index, cheap.rule, cheap.subject, cheap.message]).toEqual([made.code, made.index, made.rule, made.subject, made.message]);
    }
    expect(() => errorRecordFromOffsets(1 as unknown as string, new Int32Array(OFFSET_SLOTS))).toThrow(TypeError);
  });
});
