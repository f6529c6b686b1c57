// The AssemblyScript mirror of the layout and the generated char tables agree with @urikit/core (its offsets and chars subpaths).
import { readFileSync } from "node:fs";
import { CHAR_CLASS } from "@urikit/core/chars";
import * as core from "@urikit/core/offsets";
import { describe, expect, it } from "vitest";
import { ERROR_CODE_NAMES, LAYOUT_VERSION, SLOT_COUNT } from "../src/layout.js";
import * as entry from "../src/index.js";

const asLayout = readFileSync(new URL("../assembly/layout.ts", import.meta.url), "utf8");
const constants = new Map([...asLayout.matchAll(/export const (\w+): i32 = (-?\d+);/g)].map((m) => [m[1], Number(m[2])]));

describe("assembly/layout.ts", () => {
  it("mirrors every slot and host-kind number of core's offsets layout", () => {
    const names = [...constants.keys()].filter((name) => !name.startsWith("ERR_") && !name.endsWith("_VALUE"));
    expect(names.length).toBe(22);
    for (const name of names) expect([name, constants.get(name)]).toEqual([name, (core as Record<string, unknown>)[name]]);
    expect(constants.get("LAYOUT_VERSION_VALUE")).toBe(core.LAYOUT_VERSION);
    expect(constants.get("SLOT_COUNT_VALUE")).toBe(core.OFFSET_SLOTS);
  });
  it("numbers errors as index in URI_ERROR_CODES + 1", () => {
    for (const [name, value] of constants) {
      if (!name.startsWith("ERR_")) continue;
      expect([name, value]).toEqual([name, (core as Record<string, unknown>)[name]]);
      if (value > 0) expect(ERROR_CODE_NAMES[value]).toBe(name.slice(4).toLowerCase().replaceAll("_", "-"));
    }
  });
  it("is the layout the module exports", () => {
    expect(LAYOUT_VERSION).toBe(core.LAYOUT_VERSION);
    expect(SLOT_COUNT).toBe(core.OFFSET_SLOTS);
  });
  it("lives on the ./layout subpath, not on the `.` entry a user calls", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { exports: Record<string, { default: string }> };
    expect(pkg.exports["./layout"].default).toBe("./dist/layout.js");
    for (const name of ["LAYOUT_VERSION", "SLOT_COUNT", "ERROR_CODE_NAMES"]) expect(Object.keys(entry)).not.toContain(name);
  });
});

describe("assembly/char-tables.ts", () => {
  it("holds core's CHAR_CLASS in its first 128 entries and zero above", () => {
    const text = readFileSync(new URL("../assembly/char-tables.ts", import.meta.url), "utf8");
    const body = /CHAR_CLASS: usize = memory\.data<u16>\(\[([^\]]*)\]/.exec(text)![1];
    const values = body.match(/0x[0-9a-f]+/g)!.map(Number);
    expect(values.length).toBe(256);
    expect(values.slice(0, 128)).toEqual(Array.from(CHAR_CLASS));
    expect(values.slice(128).every((v) => v === 0)).toBe(true);
  });
});
