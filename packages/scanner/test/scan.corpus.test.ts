import { parse, UriError } from "@urikit/core";
import { scanUriReference, OFFSET_SLOTS } from "@urikit/core/offsets";
import { describe, expect, it } from "vitest";
import { ENGINE_NAMES, rowOf, scanCasesFromParseCases, scanners } from "./scan-cases.js";

const cases = scanCasesFromParseCases();
const all = await scanners();
const encoder = new TextEncoder();

describe("scan cases derived from the parse corpus", () => {
  it("cover valid and invalid inputs", () => {
    expect(cases.filter((c) => c.error === undefined).length).toBeGreaterThan(50);
    expect(cases.filter((c) => c.error !== undefined).length).toBeGreaterThan(20);
  });
  it.each(cases.filter((c) => c.expectRow !== undefined))("core writes the derived row for $input", (c) => {
    const out = new Int32Array(OFFSET_SLOTS);
    scanUriReference(c.input, out);
    expect(Array.from(out)).toEqual(Array.from(c.expectRow!));
  });
});

describe.each(ENGINE_NAMES)("engine %s over the parse corpus", (name) => {
  const scanner = all[name];
  it("runs the engine it names", () => expect(scanner.engine).toBe(name));
  const inputs = cases.filter((c) => !c.input.includes("\n"));
  const asStrings = scanner.scan(cases.map((c) => c.input));
  const asBytes = scanner.scan(encoder.encode(inputs.map((c) => c.input).join("\n")));
  it("returns one row per case, for strings and for bytes", () => {
    expect(asStrings.length).toBe(cases.length);
    expect(asBytes.length).toBe(inputs.length);
  });
  it.each(cases.map((c, i) => ({ ...c, i })))("$source: $input", (c) => {
    const bytesIndex = inputs.findIndex((x) => x.input === c.input && x.source === c.source);
    for (const [result, i] of [[asStrings, c.i], [asBytes, bytesIndex]] as const) {
      if (i < 0) continue;
      if (c.error !== undefined) {
        expect(result.isValid(i)).toBe(false);
        expect(result.error(i)).toEqual({ code: c.error.code, index: c.error.index });
        expect(result.offsets[i * OFFSET_SLOTS + 15]).toBe(c.error.number);
        const thrown = (() => {
          try {
            parse(c.input);
          } catch (e) {
            return e as UriError;
          }
          return undefined;
        })();
        expect(() => result.toComponents(i)).toThrow(thrown!.message);
      } else {
        expect(rowOf(result.offsets, i)).toEqual(Array.from(c.expectRow!));
        expect(result.isValid(i)).toBe(true);
        expect(result.error(i)).toBeUndefined();
        expect(result.toComponents(i)).toStrictEqual(parse(c.input));
      }
    }
  });
});
