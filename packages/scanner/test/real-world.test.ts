// Every line of every URL list in bench/data gives the same result through core `parse` and through each engine.
import { readFileSync } from "node:fs";
import { realWorldListPath } from "@urikit/corpus";
import { UriError, parse, type ParsedUri } from "@urikit/core";
import { describe, expect, it } from "vitest";
import { ENGINE_NAMES, scanners } from "./scan-cases.js";

const all = await scanners();

function parseOrError(text: string): ParsedUri | { code: string; index: number } {
  try {
    return parse(text);
  } catch (e) {
    if (!UriError.is(e)) throw e;
    return { code: e.code, index: e.index };
  }
}

describe.each(["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const)("real URL list %s", (file) => {
  const bytes = readFileSync(realWorldListPath(file));
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  const expected = lines.map(parseOrError);

  it.each(ENGINE_NAMES)("engine %s gives parse's result for every line", (name) => {
    const result = all[name].scan(bytes);
    expect(result.length).toBe(lines.length);
    const mismatches: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      const got = result.isValid(i) ? result.toComponents(i) : result.error(i);
      if (JSON.stringify(got) !== JSON.stringify(expected[i])) mismatches.push(`line ${i + 1}: ${lines[i]}`);
      if (result.line(i) !== lines[i]) mismatches.push(`text of line ${i + 1}`);
    }
    expect(mismatches).toEqual([]);
    expect(result.isValid(0)).toBe(true);
  });
});
