import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium } from "../src/chromium.js";

/** A directory holding executable (or plain) files of the given names. */
function directory(files: Record<string, "executable" | "plain" | "directory">): string {
  const dir = mkdtempSync(join(tmpdir(), "urikit-chromium-"));
  for (const [name, kind] of Object.entries(files)) {
    const path = join(dir, name);
    if (kind === "directory") mkdirSync(path);
    else {
      writeFileSync(path, "#!/bin/sh\n");
      chmodSync(path, kind === "executable" ? 0o755 : 0o644);
    }
  }
  return dir;
}

describe("findChromium", () => {
  it("takes CHROMIUM when it is set", () => {
    const dir = directory({ "my-chrome": "executable", chromium: "executable" });
    expect(findChromium({ CHROMIUM: join(dir, "my-chrome"), PATH: dir })).toBe(join(dir, "my-chrome"));
  });

  it("refuses a CHROMIUM that is not an executable file rather than look elsewhere", () => {
    const dir = directory({ plain: "plain", chromium: "executable" });
    expect(() => findChromium({ CHROMIUM: join(dir, "plain"), PATH: dir })).toThrow(/is not an executable file/);
    expect(() => findChromium({ CHROMIUM: join(dir, "missing"), PATH: dir })).toThrow(/is not an executable file/);
  });

  it("finds chromium on PATH, in PATH order, before chromium-browser", () => {
    const first = directory({ "chromium-browser": "executable" });
    const second = directory({ chromium: "executable" });
    const third = directory({ chromium: "executable" });
    expect(findChromium({ PATH: [first, second, third].join(delimiter) })).toBe(join(second, "chromium"));
    expect(findChromium({ PATH: first })).toBe(join(first, "chromium-browser"));
    expect(findChromium({ CHROMIUM: "", PATH: first })).toBe(join(first, "chromium-browser"));
  });

  it("skips what is not an executable file, and says undefined when nothing is found", () => {
    const dir = directory({ chromium: "plain", "chromium-browser": "directory" });
    expect(findChromium({ PATH: `${dir}${delimiter}${delimiter}` })).toBeUndefined();
    expect(findChromium({})).toBeUndefined();
  });
});
