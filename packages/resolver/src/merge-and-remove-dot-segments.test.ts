import { removeDotSegments } from "@urikit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeAndRemoveDotSegments } from "./merge-and-remove-dot-segments.js";

const segment = fc.constantFrom("", ".", "..", "a", "b", "c", ".a", "a.", "..b", "%2E", ":");
const path = fc
  .record({ rooted: fc.boolean(), segments: fc.array(segment, { maxLength: 7 }), slash: fc.boolean() })
  .map(({ rooted, segments, slash }) => (rooted ? "/" : "") + segments.join("/") + (slash && segments.length > 0 ? "/" : ""));
const padding = fc.constantFrom("", "x", "/", "./", "?q/./");

/** Both pieces are placed inside larger strings, so that the ranges (and a "/" right after them) count. */
function check(first: string, second: string, pad: [string, string, string, string]): void {
  const a = pad[0] + first + pad[1];
  const b = pad[2] + second + pad[3];
  const result = mergeAndRemoveDotSegments(a, pad[0].length, pad[0].length + first.length, b, pad[2].length, pad[2].length + second.length);
  expect(result, `${first} + ${second}`).toBe(removeDotSegments(first + second));
}

describe("mergeAndRemoveDotSegments (RFC 3986 §5.2.3 + §5.2.4 in one pass)", () => {
  it("gives the RFC's examples", () => {
    expect(mergeAndRemoveDotSegments("/a/b/c/", 0, 7, "./../g", 0, 6)).toBe("/a/b/g");
    expect(mergeAndRemoveDotSegments("/a/b/c/", 0, 7, "../../../../g", 0, 13)).toBe("/g");
    expect(mergeAndRemoveDotSegments("mid/content=5/", 0, 14, "../6", 0, 4)).toBe("mid/6");
    expect(mergeAndRemoveDotSegments("", 0, 0, "/a/b/c/./../../g", 0, 16)).toBe("/a/g");
    expect(mergeAndRemoveDotSegments("/", 0, 1, "..", 0, 2)).toBe("/");
    expect(mergeAndRemoveDotSegments("a/", 0, 2, "../b", 0, 4)).toBe("/b");
  });

  it("equals core's removeDotSegments of the merged path, for any two pieces (fast-check)", () => {
    const pads = fc.tuple(padding, padding, padding, padding);
    fc.assert(
      fc.property(path, path, pads, (first, second, pad) => check(first, second, pad)),
      { seed: 5204, numRuns: 6000 },
    );
  });

  it("equals it on long paths too (linear, ranges grown)", () => {
    const long = "/x".repeat(300) + "/y/..".repeat(300);
    check(long, "/..".repeat(100) + "/g", ["", "", "", ""]);
    check("/a/", long, ["", "", "", ""]);
  });
});
