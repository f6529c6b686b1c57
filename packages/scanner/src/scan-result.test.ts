import { describe, expect, it, vi } from "vitest";
import { UriError, tryParse } from "@urikit/core";
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

describe("ScanResult component reads (one Latin-1 decode of the bytes, then slices)", () => {
  // Invalid lines with multi-byte UTF-8 (and a malformed byte) before valid ones: a byte offset stays a code unit
  // offset, so the components of the later lines come out right.
  const bytes = new Uint8Array([
    ...new TextEncoder().encode("http://ä/x\nhttp://a.b:1/p?q#f\n"),
    0xff,
    ...new TextEncoder().encode(" bad\r\n//h𝒳st/\r\nfoo://h/é\nmailto:x@y"),
  ]);
  const scanned = scanner.scan(bytes);
  const expected = ["http://ä/x", "http://a.b:1/p?q#f", "\uFFFD bad", "//h𝒳st/", "foo://h/é", "mailto:x@y"];
  const read = (r: typeof scanned) =>
    expected.map((_, i) => [r.scheme(i), r.userinfo(i), r.host(i), r.port(i), r.path(i), r.query(i), r.fragment(i)]);
  // The oracle: parse of @urikit/core on each line's text, decoded alone.
  const oracle = expected.map((line) => {
    const c = tryParse(line);
    return UriError.is(c) ? Array(7).fill(undefined) : [c.scheme, c.userinfo, c.host, c.port, c.path, c.query, c.fragment];
  });

  it("gives the components parse gives, also after invalid non-ASCII lines", () => {
    expect(expected.map((_, i) => scanned.line(i))).toEqual(expected);
    expect(read(scanned)).toEqual(oracle);
    expect(scanned.component(5, "userinfo")).toBeUndefined();
    expect(scanned.path(5)).toBe("x@y");
  });

  it("gives the same where Node's Buffer is missing (TextDecoder's latin1, as in browsers)", () => {
    vi.stubGlobal("Buffer", undefined);
    try {
      expect(read(scanner.scan(bytes))).toEqual(oracle);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("ScanResult component reads, few or many", () => {
  // 3,000 lines of 20–60 bytes (over 90 KiB, six 16 KiB blocks): the first reads of each block decode their
  // component alone, later ones slice the block's one decode, and a component across a block boundary is decoded
  // alone; all give what parse gives for the line.
  const lines = Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? `x y${i}` : `http://h${i}.example/p${i}${"/seg".repeat(i % 9)}?q=${i}#f`));
  const bytes = new TextEncoder().encode(lines.join("\n"));
  const oracle = lines.map((line) => tryParse(line));
  const field = (name: "host" | "path" | "query") => oracle.map((c) => (UriError.is(c) ? undefined : c[name]));

  it("gives the components parse gives, every row read in order", () => {
    const scanned = scanner.scan(bytes);
    expect(scanned.bytes.length >> 14).toBeGreaterThanOrEqual(5);
    // some path crosses a 16 KiB block boundary
    expect(lines.some((_, i) => scanned.isValid(i) && (scanned.ranges[2 * i] >> 14) !== (scanned.ranges[2 * i + 1] >> 14))).toBe(true);
    expect(lines.map((_, i) => scanned.host(i))).toEqual(field("host"));
    expect(lines.map((_, i) => scanned.path(i))).toEqual(field("path"));
    expect(scanned.fragment(1)).toBe("f");
  });

  it("gives the same for a few scattered reads, in any order", () => {
    const scanned = scanner.scan(bytes);
    const picks = [2999, 5, 1500, 1501, 1502, 1503, 1504, 10, 2998, 700];
    expect(picks.map((i) => scanned.path(i))).toEqual(picks.map((i) => field("path")[i]));
    expect(picks.map((i) => scanned.query(i))).toEqual(picks.map((i) => field("query")[i]));
    expect(lines.map((_, i) => scanned.host(i)).reverse()).toEqual(field("host").reverse());
  });

  it("gives the same where Node's Buffer is missing", () => {
    vi.stubGlobal("Buffer", undefined);
    try {
      const scanned = scanner.scan(bytes);
      expect(lines.map((_, i) => scanned.path(i))).toEqual(field("path"));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
