import { parseCases } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { UriError, isUriReference, parse, serialize } from "../src/index.js";
import { HOST_KIND, HOST_KIND_NAMES, OFFSET_SLOTS, scanUriReference } from "../src/offsets.js";

const cases = parseCases();

describe("parse corpus", () => {
  it("has cases", () => {
    expect(cases.length).toBeGreaterThan(150);
  });

  for (const c of cases) {
    const label = `${c.source}: ${JSON.stringify(c.input)}`;
    if (c.error !== undefined) {
      const error = c.error;
      it(`rejects ${label} with ${error.code} at ${error.index}`, () => {
        expect(isUriReference(c.input)).toBe(false);
        let thrown: unknown;
        try {
          parse(c.input);
        } catch (e) {
          thrown = e;
        }
        expect(UriError.is(thrown)).toBe(true);
        const e = thrown as UriError;
        expect({ code: e.code, index: e.index }).toEqual(error);
        expect(e.name).toBe("UriError");
        expect(e.message).toContain(`at index ${error.index}`);
      });
    } else {
      it(`parses ${label}`, () => {
        const parsed = parse(c.input);
        expect(parsed).toEqual({
          scheme: undefined,
          userinfo: undefined,
          host: undefined,
          port: undefined,
          query: undefined,
          fragment: undefined,
          ...c.expect,
        });
        expect(serialize(parsed)).toBe(c.input);
        expect(isUriReference(c.input)).toBe(true);
        const offsets = new Int32Array(OFFSET_SLOTS);
        scanUriReference(c.input, offsets);
        expect(HOST_KIND_NAMES[offsets[HOST_KIND]]).toBe(c.hostKind);
      });
    }
  }
});
