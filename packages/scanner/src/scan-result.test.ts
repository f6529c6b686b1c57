import { describe, expect, it } from "vitest";
import { createScanner } from "./create-scanner.js";

const scanner = await createScanner();
const result = scanner.scan(new TextEncoder().encode("http://u@[::1]:8080/p?q#f\nfoo:bar\n//1.2.3.4\n//a%zz\n"));

describe("ScanResult", () => {
  it("decodes components on demand", () => {
    expect([result.scheme(0), result.userinfo(0), result.host(0), result.port(0), result.path(0), result.query(0), result.fragment(0)]).toEqual([
      "http", "u", "[::1]", "8080", "/p", "q", "f",
    ]);
    expect(result.component(1, "path")).toBe("bar");
    expect(result.host(1)).toBeUndefined();
  });
  it("names the host kind", () => {
    expect([result.hostKind(0), result.hostKind(1), result.hostKind(2), result.hostKind(3)]).toEqual(["ipv6", undefined, "ipv4", undefined]);
  });
  it("reports errors like parse, and nothing else, for an invalid line", () => {
    expect(result.error(3)).toEqual({ code: "invalid-pct-encoded", index: 4 });
    expect(result.path(3)).toBeUndefined();
    expect(result.toError(3)?.message).toMatch(/invalid-pct-encoded/);
    expect(() => result.toComponents(3)).toThrow(/at index 4/);
  });
  it("gives line ranges and texts", () => {
    expect(result.lineRange(1)).toEqual([26, 33]);
    expect(result.line(1)).toBe("foo:bar");
    expect(() => result.line(4)).toThrow(RangeError);
  });
  it("iterates entries", () => {
    const entries = [...result];
    expect(entries.map((e) => e.valid)).toEqual([true, true, true, false]);
    expect(entries[2].components?.host).toBe("1.2.3.4");
    expect(entries[3].error?.code).toBe("invalid-pct-encoded");
  });
});
