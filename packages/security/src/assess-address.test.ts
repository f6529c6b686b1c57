import { BlockList } from "node:net";
import { UriError } from "@urikit/core";
import { nonStringValues } from "@urikit/corpus";
import fc from "fast-check";
import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import { assessAddress } from "./assess-address.js";
import { IPV4_SPECIAL_BLOCKS, IPV6_SPECIAL_BLOCKS, REGISTRY_DATE } from "./special-purpose.js";

const u32 = (n: number) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

describe("assessAddress: the IANA special-purpose registries (RFC 6890 §2.2)", () => {
  it("the data module says which registry version it copies", () => {
    expect(REGISTRY_DATE).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(IPV4_SPECIAL_BLOCKS.length).toBeGreaterThan(20);
    expect(IPV6_SPECIAL_BLOCKS.length).toBeGreaterThan(25);
  });

  // Node's BlockList is an independent prefix matcher: for each row, the first and last address of the block fall
  // in that row, unless a longer prefix holds them (then they fall in that one)
  it.each([...IPV4_SPECIAL_BLOCKS, ...IPV6_SPECIAL_BLOCKS].map((row) => [row.block, row] as const))("row %s: its first and last address", (_, row) => {
    const v6 = row.block.includes(":");
    const [text, length] = row.block.split("/");
    const rows = v6 ? IPV6_SPECIAL_BLOCKS : IPV4_SPECIAL_BLOCKS;
    const lists = rows.map((r) => {
      const list = new BlockList();
      const [t, l] = r.block.split("/");
      list.addSubnet(t, Number(l), v6 ? "ipv6" : "ipv4");
      return { r, list, l: Number(l) };
    });
    const first = v6 ? ipaddr.IPv6.networkAddressFromCIDR(row.block).toString() : ipaddr.IPv4.networkAddressFromCIDR(row.block).toString();
    const last = v6 ? ipaddr.IPv6.broadcastAddressFromCIDR(row.block).toString() : ipaddr.IPv4.broadcastAddressFromCIDR(row.block).toString();
    expect(first).toBe(ipaddr.parse(text).toString());
    for (const address of [first, last]) {
      const holding = lists.filter((x) => x.list.check(address, v6 ? "ipv6" : "ipv4")).sort((a, b) => b.l - a.l)[0];
      const got = assessAddress(address);
      expect(got.block).toBe(holding.r.block);
      if (holding.r.embeds === undefined) {
        expect(got.addressClass).toBe(holding.r.addressClass);
        expect(got.global).toBe(holding.r.global);
      }
    }
    expect(Number(length)).toBeGreaterThanOrEqual(0);
  });

  // ipaddr.js (its own table of special ranges) as an oracle for global/not global and the classes it names
  const V4_CLASS: Record<string, string> = { unspecified: "unspecified", broadcast: "broadcast", multicast: "multicast", linkLocal: "link-local", loopback: "loopback", carrierGradeNat: "shared", private: "private" };
  const V4_GLOBAL = new Set(["unicast", "as112", "amt"]);
  // the registry calls these globally reachable; ipaddr.js files them under its 192.0.0.0/24 "reserved"
  const V4_REGISTRY_GLOBAL = ["192.0.0.9", "192.0.0.10"];
  const biased4 = fc.oneof(
    fc.integer({ min: 0, max: 0xffffffff }),
    fc.tuple(fc.constantFrom(...IPV4_SPECIAL_BLOCKS), fc.integer({ min: -2, max: 300 })).map(([row, k]) => {
      const start = ipaddr.IPv4.networkAddressFromCIDR(row.block).toByteArray().reduce((a, b) => a * 256 + b, 0);
      return Math.min(0xffffffff, Math.max(0, start + k));
    }),
  );
  it("IPv4: global exactly where ipaddr.js says unicast (property, fixed seed)", () => {
    fc.assert(
      fc.property(biased4, (n) => {
        const text = u32(n);
        const range = ipaddr.parse(text).range();
        const got = assessAddress(text);
        expect(got.global).toBe(V4_REGISTRY_GLOBAL.includes(text) || V4_GLOBAL.has(range));
        if (V4_CLASS[range] !== undefined) expect(got.addressClass).toBe(V4_CLASS[range]);
      }),
      { seed: 21, numRuns: 2000 },
    );
  });

  it("IPv6 carrying IPv4 (mapped, translated, compatible, NAT64, 6to4, Teredo) takes the carried address's class (property)", () => {
    fc.assert(
      fc.property(biased4, (n) => {
        const v4 = assessAddress(u32(n));
        const hi = n >>> 16;
        const lo = n & 0xffff;
        const h = (x: number) => x.toString(16);
        const forms = [`::ffff:${u32(n)}`, `::ffff:0:${h(hi)}:${h(lo)}`, `64:ff9b::${u32(n)}`, `2002:${h(hi)}:${h(lo)}::1`, `2001:0:4136:e378:8000:63bf:${h(hi ^ 0xffff)}:${h(lo ^ 0xffff)}`];
        if (n > 1) forms.push(`::${u32(n)}`);
        for (const form of forms) {
          const got = assessAddress(form);
          expect(got.embedded?.address).toBe(v4.address);
          expect([got.addressClass, got.global]).toEqual([v4.addressClass, v4.global]);
        }
      }),
      { seed: 21, numRuns: 400 },
    );
  });

  const V6_CLASS: Record<string, string> = { unspecified: "unspecified", linkLocal: "link-local", multicast: "multicast", loopback: "loopback", uniqueLocal: "unique-local", benchmarking: "benchmarking" };
  const V6_GLOBAL = new Set(["unicast", "amt", "as112v6", "orchid2", "droneRemoteIdProtocolEntityTags"]);
  // rows newer than ipaddr.js's table (RFC 9780, RFC 9637, RFC 9602): the registry says not global
  const V6_REGISTRY_NOT_GLOBAL = new BlockList();
  for (const [prefix, length] of [["100:0:0:1::", 64], ["3fff::", 20], ["5f00::", 16]] as const) V6_REGISTRY_NOT_GLOBAL.addSubnet(prefix, length, "ipv6");
  // anycast rows inside 2001::/23 that the registry calls globally reachable (ipaddr.js: "reserved")
  const V6_REGISTRY_GLOBAL = ["2001:1::1", "2001:1::2", "2001:1::3"];
  it("IPv6 (without an embedded IPv4): global exactly where ipaddr.js says so, inside 2000::/3 and the special rows (property)", () => {
    const word = fc.integer({ min: 0, max: 0xffff });
    const rowBiased = fc.tuple(fc.constantFrom(...IPV6_SPECIAL_BLOCKS.filter((r) => r.embeds === undefined && !r.block.startsWith("::/") && r.block !== "4000::/2" && r.block !== "8000::/1")), fc.array(word, { minLength: 8, maxLength: 8 })).map(([row, rest]) => {
      const [t, l] = row.block.split("/");
      const base = ipaddr.IPv6.parse(t).parts;
      const len = Number(l);
      return base.map((w, k) => {
        const keep = Math.max(0, Math.min(16, len - 16 * k));
        const mask = keep === 0 ? 0 : (0xffff << (16 - keep)) & 0xffff;
        return (w & mask) | (rest[k] & ~mask & 0xffff);
      });
    });
    const unicast = fc.array(word, { minLength: 8, maxLength: 8 }).map((w) => [0x2000 | (w[0] & 0x1fff), ...w.slice(1)]);
    fc.assert(
      fc.property(fc.oneof(rowBiased, unicast), (words) => {
        const addr = new ipaddr.IPv6(words);
        const range = addr.range();
        if (["ipv4Mapped", "rfc6052", "6to4", "teredo", "rfc6145"].includes(range)) return;
        const got = assessAddress(addr.toString());
        expect(got.embedded).toBeUndefined();
        const text = addr.toString();
        expect(got.global).toBe(V6_REGISTRY_GLOBAL.includes(text) || (V6_GLOBAL.has(range) && !V6_REGISTRY_NOT_GLOBAL.check(text, "ipv6")));
        if (V6_CLASS[range] !== undefined) expect(got.addressClass).toBe(V6_CLASS[range]);
      }),
      { seed: 21, numRuns: 2000 },
    );
  });

  it("decodes every rare IPv4 form first (RFC 3986 §7.4)", () => {
    for (const form of ["0x7f.1", "2130706433", "0177.0.0.1", "127.1", "0x7F000001", "017700000001"]) expect(assessAddress(form)).toMatchObject({ address: "127.0.0.1", addressClass: "loopback", global: false });
    expect(assessAddress("0").addressClass).toBe("unspecified");
  });

  it("takes brackets and a zone, and gives the canonical text (RFC 5952)", () => {
    expect(assessAddress("[::1]")).toMatchObject({ address: "::1", addressClass: "loopback" });
    expect(assessAddress("fe80::1%eth0")).toMatchObject({ address: "fe80::1", addressClass: "link-local" });
    expect(assessAddress("[FE80:0:0:0:0:0:0:1%25en0]").address).toBe("fe80::1");
    expect(assessAddress("2001:DB8::0:1").address).toBe("2001:db8::1");
  });

  it("throws a UriError with the index of the first bad character, a TypeError for a non-string", () => {
    const bad: [string, number][] = [["", 0], ["1.2.3.4.5", 7], ["[::1", 4], ["[1.2.3.4]", 2], ["::g", 2], ["example.com", 0], ["1.2.3.256", 8], ["[]", 1]];
    for (const [text, index] of bad) {
      let error: unknown;
      try {
        assessAddress(text);
      } catch (e) {
        error = e;
      }
      expect(UriError.is(error), text).toBe(true);
      expect((error as UriError).code).toBe("invalid-ip-literal");
      expect((error as UriError).index, text).toBe(index);
    }
    for (const [, v] of nonStringValues()) expect(() => assessAddress(v as string)).toThrow(TypeError);
  });
});
