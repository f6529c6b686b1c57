import { FRAGMENT_START, HOST_END, HOST_START, PATH_START, PORT_START, QUERY_END, QUERY_START, USERINFO_START } from "@urikit/core/offsets";
import { describe, expect, it } from "vitest";
import { uriOffsets } from "./uri-offsets.js";

describe("uriOffsets", () => {
  it("scans a URI into core's layout", () => {
    const o = uriOffsets("http://u:p@h:8/p?q#f");
    expect([o[USERINFO_START], o[HOST_START], o[HOST_END], o[PORT_START], o[PATH_START], o[QUERY_START], o[QUERY_END], o[FRAGMENT_START]]).toStrictEqual([
      7, 11, 12, 13, 14, 17, 18, 19,
    ]);
  });
  it("returns the offsets it is given", () => {
    const given = new Int32Array(17);
    expect(uriOffsets("a:b", given)).toBe(given);
  });
  it("throws core's errors", () => {
    expect(() => uriOffsets("//h/p")).toThrow(expect.objectContaining({ code: "missing-scheme", index: 0 }));
    expect(() => uriOffsets("a:b c")).toThrow(expect.objectContaining({ code: "unexpected-char", index: 3 }));
  });
});
