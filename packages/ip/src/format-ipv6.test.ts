import { describe, expect, it } from "vitest";
import { formatIPv6 } from "./format-ipv6.js";

describe("formatIPv6", () => {
  it.each([
    [[0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], "2001:db8::1:0:0:1"], // §4.2.3: first of two equal runs
    [[0x2001, 0, 0, 1, 0, 0, 0, 1], "2001:0:0:1::1"], // §4.2.3: the longest run
    [[0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], "2001:db8:0:1:1:1:1:1"], // §4.2.2: a single 0 stays
    [[0x2001, 0xdb8, 0, 0, 0, 0, 2, 1], "2001:db8::2:1"], // §4.2.1
    [[0x2001, 0xdb8, 0xaaaa, 0xbbbb, 0xcccc, 0xdddd, 0xeeee, 0xaaaa], "2001:db8:aaaa:bbbb:cccc:dddd:eeee:aaaa"], // §4.3
    [[0, 0, 0, 0, 0, 0, 0, 0], "::"],
    [[0, 0, 0, 0, 0, 0, 0, 1], "::1"],
    [[1, 0, 0, 0, 0, 0, 0, 0], "1::"],
    [[0, 1, 0, 1, 0, 1, 0, 1], "0:1:0:1:0:1:0:1"],
    [[1, 0, 0, 2, 0, 0, 0, 3], "1:0:0:2::3"],
    [[0x0001, 0x00ff, 0x0fff, 0xffff, 0x10, 0x100, 0x1000, 0], "1:ff:fff:ffff:10:100:1000:0"], // §4.1
  ])("%j → %s", (words, expected) => {
    expect(formatIPv6(words)).toBe(expected);
  });

  it("writes IPv4-mapped addresses in the mixed form of RFC 5952 §5", () => {
    expect(formatIPv6([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201])).toBe("::ffff:192.0.2.1");
    expect(formatIPv6([0, 0, 0, 0, 0, 0xffff, 0, 0])).toBe("::ffff:0.0.0.0");
  });

  it("writes every other address in hex, IPv4-compatible and IPv4-translated included", () => {
    expect(formatIPv6([0, 0, 0, 0, 0, 0, 0xc000, 0x201])).toBe("::c000:201");
    expect(formatIPv6([0, 0, 0, 0, 0xffff, 0, 0xc000, 0x201])).toBe("::ffff:0:c000:201");
    expect(formatIPv6([0, 0, 0, 0, 1, 0xffff, 0xc000, 0x201])).toBe("::1:ffff:c000:201");
  });

  it("accepts any ArrayLike of numbers", () => {
    expect(formatIPv6(new Uint16Array([0xfe80, 0, 0, 0, 0, 0, 0, 1]))).toBe("fe80::1");
    expect(formatIPv6({ length: 8, 0: 1, 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 7, 7: 8 })).toBe("1:2:3:4:5:6:7:8");
  });

  it.each([[[1, 2, 3]], [[0, 0, 0, 0, 0, 0, 0, 0x10000]], [[0, 0, 0, 0, 0, 0, 0, -1]], [[0, 0, 0, 0, 0, 0, 0, 1.5]]])(
    "rejects %j",
    (words) => {
      expect(() => formatIPv6(words)).toThrow(RangeError);
    },
  );
});
