import { readFileSync } from "node:fs";
import { realWorldListPath } from "@urikit/corpus";
import { describe, expect, it } from "vitest";
import { CHAR_CLASS, GEN_DELIMS, HEXDIG } from "../src/chars.js";
import { UriError, parse } from "../src/index.js";

/** Lines of a URL list shipped in bench/data (UTF-8 BOM skipped, LF or CRLF, last line without LF counts). */
function readLines(file: "kasztp.txt" | "node_files.txt" | "isaacs_files.txt"): string[] {
  let text = readFileSync(realWorldListPath(file), "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Why a person agrees with a rejection: the character at the error index is one RFC 3986 never allows
 * unencoded (space, quote, backslash, `^`, `{`, non-ASCII, control...), a gen-delim where its component does not
 * allow it (`[` in a path, a second `#`), or a `%` not followed by two hex digits.
 */
function explain(line: string, e: UriError): string | undefined {
  const c = line.charCodeAt(e.index);
  if (e.code === "invalid-pct-encoded") {
    return e.index >= line.length || !(c < 0x80 && CHAR_CLASS[c] & HEXDIG) ? "%-not-hex" : undefined;
  }
  if (e.code !== "unexpected-char") return undefined;
  if (c >= 0x80) return "non-ascii";
  if (c < 0x21 || c === 0x7f) return "control-or-space";
  if (CHAR_CLASS[c] === 0) return "never-allowed";
  if (CHAR_CLASS[c] & GEN_DELIMS) return "delimiter-out-of-place";
  return undefined;
}

describe.each(["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const)("real URL list %s", (file) => {
  it("every line parses, or is rejected at a character a person agrees is wrong", () => {
    const lines = readLines(file);
    let accepted = 0;
    const reasons = new Map<string, number>();
    const unexplained: string[] = [];
    for (let n = 0; n < lines.length; n++) {
      const line = lines[n];
      try {
        parse(line);
        accepted++;
      } catch (e) {
        if (!UriError.is(e)) throw e;
        const why = explain(line, e);
        if (why === undefined) unexplained.push(`line ${n + 1}: ${e.message}: ${line}`);
        else reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
    }
    expect(unexplained).toEqual([]);
    expect(accepted / lines.length).toBeGreaterThan(0.99);
    console.log(`${file}: ${accepted} of ${lines.length} accepted; rejected by reason: ${JSON.stringify(Object.fromEntries(reasons))}`);
  });
});
