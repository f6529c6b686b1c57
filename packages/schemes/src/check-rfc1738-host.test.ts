import { describe, expect, it } from "vitest";
import { checkRfc1738Host } from "./check-rfc1738-host.js";

function check(host: string): number {
  return checkRfc1738Host(`<${host}>`, 1, host.length + 1) - 1;
}

describe("checkRfc1738Host", () => {
  it.each(["h", "host.dom", "A-b.c1.D", "1a.b2c", "x1", "a.b-c.d", "192.0.2.1", "999.0.0.01", "[::1]", "[v1.x]", "a.b.c.d.e"])(
    "accepts %s",
    (host) => {
      expect(check(host)).toBe(-2);
    },
  );
  it.each([
    ["", 0],
    ["-h", 0],
    ["a_b", 1],
    ["a;b", 1],
    ["%61", 0],
    ["a..b", 2],
    ["h-.c", 2],
    ["h.", 2],
    ["h-", 2],
    ["1", 1],
    ["1.2.3", 5],
    ["1.2.3.4.5", 9],
    ["a.1", 3],
    ["1.2.3.4a", 8],
    ["a.-b", 2],
  ])("rejects %s at %d", (host, index) => {
    expect(check(host)).toBe(index);
  });
});
