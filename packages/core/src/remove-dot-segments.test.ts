import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasDotSegment, removeDotSegments } from "./remove-dot-segments.js";

/** The RFC 3986 §5.2.4 loop written as literally as possible, on strings: the test oracle. */
function literalRemoveDotSegments(path: string): string {
  let input = path;
  let output = "";
  while (input.length > 0) {
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./")) input = input.slice(2);
    else if (input.startsWith("/./")) input = input.slice(2);
    else if (input === "/.") input = "/";
    else if (input.startsWith("/../")) {
      input = input.slice(3);
      output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
    } else if (input === "/..") {
      input = "/";
      output = output.slice(0, Math.max(0, output.lastIndexOf("/")));
    } else if (input === "." || input === "..") input = "";
    else {
      const next = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const end = next < 0 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  return output;
}

describe("removeDotSegments (RFC 3986 §5.2.4)", () => {
  it("follows the two worked examples of §5.2.4", () => {
    expect(removeDotSegments("/a/b/c/./../../g")).toBe("/a/g");
    expect(removeDotSegments("mid/content=5/../6")).toBe("mid/6");
  });

  it.each([
    ["", ""],
    [".", ""],
    ["..", ""],
    ["/", "/"],
    ["/.", "/"],
    ["/..", "/"],
    ["/./", "/"],
    ["/../", "/"],
    ["/a/..", "/"],
    ["/a/.", "/a/"],
    ["/a/./b", "/a/b"],
    ["/a/../b", "/b"],
    ["/a/b/../../..", "/"],
    ["../a", "a"],
    ["./a", "a"],
    ["a/..", "/"],
    ["/a/.b/..c/...", "/a/.b/..c/..."],
    ["/a//../b", "/a/b"],
    ["//..", "/"],
  ])("%j → %j", (input, expected) => {
    expect(removeDotSegments(input)).toBe(expected);
    expect(literalRemoveDotSegments(input)).toBe(expected);
  });

  it("agrees with the literal §5.2.4 loop on generated paths", () => {
    const segment = fc.constantFrom("", ".", "..", "a", "b.", ".c", "...");
    const path = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 10 })).map(([abs, s]) => (abs ? "/" : "") + s.join("/"));
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegments(p)).toBe(literalRemoveDotSegments(p));
      }),
      { seed: 7, numRuns: 5000 },
    );
  });

  it("takes linear time on 200 000 \"../\" segments (no quadratic rescans)", () => {
    const long = "/a".repeat(100_000) + "/..".repeat(100_000);
    expect(removeDotSegments(long)).toBe("/");
  });
});

describe("hasDotSegment (RFC 3986 §5.2.4)", () => {
  it("finds a '.' or '..' complete segment, and only inside the range", () => {
    expect(hasDotSegment("/a/./b")).toBe(true);
    expect(hasDotSegment("..")).toBe(true);
    expect(hasDotSegment("/a/.b/c..")).toBe(false);
    expect(hasDotSegment("x/a/b/..", 0, 6)).toBe(false); // "x/a/b/" then ".." outside
    expect(hasDotSegment("x/a/b/..", 6)).toBe(true); // ".." is the range's first segment
    expect(hasDotSegment("/a/..b", 0, 5)).toBe(true); // "/a/.." ends at the range's end
    expect(hasDotSegment("a./b../.../...a/a..")).toBe(false); // dots inside segments, and "..." is no dot segment
    expect(hasDotSegment("a./b../.../.")).toBe(true); // the last segment, after dots that are none
    expect(hasDotSegment("ab.", 2)).toBe(true); // "." is the range's first segment, though no "/" precedes it
    expect(hasDotSegment("x/.", 1)).toBe(true); // the range begins at the "/"
  });

  it("agrees with removeDotSegments changing the path, on every range of generated paths", () => {
    const path = fc.array(fc.constantFrom("/", ".", "..", "a", "b."), { maxLength: 12 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(path, fc.nat(), fc.nat(), (s, x, y) => {
        const [start, end] = [Math.min(x, y) % (s.length + 1), Math.max(x, y) % (s.length + 1)].sort((m, n) => m - n) as [number, number];
        const part = s.slice(start, end);
        // a path without dot segments is left as it is; one with them always changes (a segment goes away)
        expect(hasDotSegment(s, start, end)).toBe(literalRemoveDotSegments(part) !== part);
      }),
      { seed: 5204, numRuns: 2000 },
    );
  });
});
