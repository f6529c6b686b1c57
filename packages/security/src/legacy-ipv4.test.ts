import fc from "fast-check";
import { formatIPv4 } from "@urikit/ip";
import { describe, expect, it } from "vitest";
import { legacyIPv4 } from "./legacy-ipv4.js";

describe("legacyIPv4 (RFC 3986 §7.4, inet_aton and WHATWG URL)", () => {
  it.each([
    ["0x7f.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["10.1.257", "10.1.1.1"],
    ["0x7f000001.", "127.0.0.1"],
    ["0x", "0.0.0.0"],
    ["1.2.3.4", "1.2.3.4"],
    ["1.2.3.", "1.2.0.3"],
    ["4294967295", "255.255.255.255"],
  ])("%s → %s", (host, address) => {
    expect(legacyIPv4(host)).toBe(address);
  });

  it.each(["", "example.com", "1.2.3.4.5", "256.1.1.1", "4294967296", "08", "0x1g", "1..2", "1.2.3.4..", "."])("%j is no address", (host) => {
    expect(legacyIPv4(host)).toBeUndefined();
  });

  it("a huge part stays linear and out of range", () => {
    expect(legacyIPv4("9".repeat(100_000))).toBeUndefined();
    expect(legacyIPv4("0x" + "f".repeat(100_000))).toBeUndefined();
  });

  it("property: decimal, octal and hex spellings of a 32-bit number give its address", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        expect(legacyIPv4(String(n))).toBe(formatIPv4(n));
        expect(legacyIPv4("0x" + n.toString(16))).toBe(formatIPv4(n));
        expect(legacyIPv4("0" + n.toString(8))).toBe(formatIPv4(n));
      }),
      { seed: 9, numRuns: 2000 },
    );
  });

  it("property: agrees with the platform's WHATWG URL host parser", () => {
    const unit = fc.constantFrom(..."0123456789.xXabfgz".split(""));
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 14 }).map((u) => u.join("")), (host) => {
        let whatwg: string | undefined;
        try {
          whatwg = new URL(`http://${host}/`).hostname;
        } catch {
          whatwg = undefined;
        }
        const ours = legacyIPv4(host.toLowerCase());
        if (ours !== undefined) expect(whatwg).toBe(ours);
        else if (whatwg !== undefined) expect(whatwg).not.toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      }),
      { seed: 11, numRuns: 5000 },
    );
  });
});
