import { describe, expect, it } from "vitest";
import { checkIPLiteral } from "./ip-literal.js";
import { checkIPLiteralWithZone, isIPLiteralWithZone } from "./ipv6-addrz.js";

describe("checkIPLiteralWithZone", () => {
  it.each([
    ["[fe80::1%25eth0]", -1],
    ["[fe80::1%25en%301]", -1],
    ["[fe80::1%25a-b._~]", -1],
    ["[fe80::1%eth0]", 9], // RFC 6874 §2: the "%" itself must be encoded as "%25"
    ["[fe80::1%2eth0]", 10],
    ["[fe80::1%25]", 11],
    ["[fe80::1%25", 11],
    ["[fe80::1%25e%]", 13],
    ["[fe80::1%25e%4]", 14],
    ["[fe80::1%25e%4g]", 14],
    ["[fe80::1%25e:]", 12],
    ["[fe80::%25x]", -1],
    ["[fe80:%25x]", 6],
    ["[v1.x%25y]", 5], // zones belong to IPv6 only
    ["[::1]", -1],
  ])("with a zone (RFC 6874): %j → %i", (input, expected) => {
    expect(checkIPLiteralWithZone(input, 0, input.length)).toBe(expected);
  });

  it("agrees with checkIPLiteral on literals without a zone", () => {
    for (const s of ["[::1]", "[v1.x]", "[1:2]", "[::1", "[fe80::1%25]", "x"]) {
      if (!s.includes("%")) expect(checkIPLiteralWithZone(s, 0, s.length)).toBe(checkIPLiteral(s, 0, s.length));
    }
  });
});

describe("isIPLiteralWithZone", () => {
  it("checks the whole string", () => {
    expect(isIPLiteralWithZone("[fe80::1%25eth0]")).toBe(true);
    expect(isIPLiteralWithZone("[fe80::1%eth0]")).toBe(false);
    expect(isIPLiteralWithZone("[::1]")).toBe(true);
  });
});
