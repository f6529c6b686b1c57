// An invalid line's message is built from its scan row (code and index), not by parsing the line again. The proof
// that this is the message of a second parse: for any line (non-ASCII, invalid UTF-8 and control characters
// included), the row's error index, a byte index, equals parse's UTF-16 index, and both messages are the same.
import { createScanner, diagnose, parse, UriError } from "@urikit/uri";
import { OFFSET_SLOTS } from "@urikit/uri/offsets";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { humanMessage, lineErrorMessage, rowErrorMessage } from "./messages.js";

const scanner = await createScanner();
const encoder = new TextEncoder();
// URI-biased pieces, non-ASCII (2-, 3- and 4-byte UTF-8: the last are surrogate pairs in the line's string; a lone
// surrogate, which TextEncoder writes as U+FFFD), controls, and bytes that are not UTF-8 (a lone or truncated lead
// byte, a continuation byte, an encoded surrogate, an overlong form, a code point past U+10FFFF).
const piece = fc.oneof(
  fc.constantFrom("http:", "//", "[", "]", "::1", "v1.x", "@", ":", "80", "%", "%4", "%41", "/", "?", "#", "a", "Z", "0", "-", ".", "~", " ", "\t", "\u007f", "\u0000"),
  fc.constantFrom("é", "€", "𝒳", "😀", "\u200b", "\ud800", "\u00a0", "ü", "\ufeff"),
  fc.constantFrom(
    new Uint8Array([0xff]),
    new Uint8Array([0xc3]),
    new Uint8Array([0x80]),
    new Uint8Array([0xe2, 0x82]),
    new Uint8Array([0xf0, 0x9f, 0x98]),
    new Uint8Array([0xed, 0xa0, 0x80]),
    new Uint8Array([0xc0, 0xaf]),
    new Uint8Array([0xf4, 0x90, 0x80, 0x80]),
  ),
);

describe("rowErrorMessage", () => {
  it("gives parse's message, and the row's byte index is parse's UTF-16 index, for non-ASCII and malformed lines", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const parts = pieces.map((p) => (typeof p === "string" ? encoder.encode(p) : p));
        // The line and its LF (an empty line is a line too).
        const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 1));
        bytes[bytes.length - 1] = 0x0a;
        let at = 0;
        for (const part of parts) {
          bytes.set(part, at);
          at += part.length;
        }
        const result = scanner.scan(bytes);
        expect(result.length).toBe(1);
        const text = result.line(0);
        let thrown: UriError | undefined;
        try {
          parse(text);
        } catch (e) {
          if (!UriError.is(e)) throw e;
          thrown = e;
        }
        const error = result.error(0);
        expect(error === undefined).toBe(thrown === undefined);
        if (thrown === undefined || error === undefined) return;
        expect(error).toEqual({ code: thrown.code, index: thrown.index });
        // The line's bytes (after a byte order mark, which the scanner skips at a file's start, as decoding does).
        const [start, end] = [result.ranges[0]!, result.ranges[1]!];
        expect(end).toBe(bytes.length - 1);
        const line = bytes.subarray(start, end);
        // The byte index is the UTF-16 index: every byte before it is ASCII, one unit each in the line's string.
        expect([...line.subarray(0, error.index)].every((b) => b < 0x80)).toBe(true);
        expect(encoder.encode(text.slice(0, error.index))).toEqual(line.subarray(0, error.index));
        const message = rowErrorMessage(text, result.rows, 0 * OFFSET_SLOTS, result.bytes, start, end);
        expect(message).toBe(lineErrorMessage(text, result.bytes, start, end));
        // diagnose's first error is parse's: the same code, index and message.
        const first = diagnose(text)[0]!;
        expect({ code: first.code, index: first.index }).toEqual(error);
        expect(message).toBe(humanMessage(text, first, result.bytes, start, end));
      }),
      { seed: 20251126, numRuns: 1000 },
    );
  });
});
