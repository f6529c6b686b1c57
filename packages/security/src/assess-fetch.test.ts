import { nonStringValues } from "@urikit/corpus";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { assessFetch } from "./assess-fetch.js";

describe("assessFetch: policy and errors (RFC 3986 §7.1)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a non-string is a TypeError; a policy that is not an object is a TypeError, a bad policy value a RangeError", () => {
    for (const [, v] of nonStringValues()) expect(() => assessFetch(v as string)).toThrow(TypeError);
    expect(() => assessFetch("http://a/", null as never)).toThrow(TypeError);
    expect(() => assessFetch("http://a/", [] as never)).toThrow(TypeError);
    expect(() => assessFetch("http://a/", { allowSchemes: "http" as never })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowSchemes: [1 as never] })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowSchemes: [1 as never] })).toThrow('assessFetch: "allowSchemes" must be an array of strings, got number in it');
    expect(() => assessFetch("http://a/", { allowSchemes: ["ht tp"] })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowPorts: 80 as never })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowPorts: [65536] })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowPorts: [1.5] })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowPorts: ["80" as never] })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowPrivate: "yes" as never })).toThrow(RangeError);
    expect(() => assessFetch("http://a/", { allowUserinfo: 1 as never })).toThrow(RangeError);
  });

  it("an allowed fetch names the host; an IP host names its address and class", () => {
    expect(assessFetch("https://example.com/x")).toEqual({ allowed: true, host: "example.com", hazards: [] });
    expect(assessFetch("http://8.8.8.8/")).toMatchObject({ allowed: true, host: "8.8.8.8", address: "8.8.8.8", addressClass: "global" });
    expect(assessFetch("http://[2606:4700::1111]/")).toMatchObject({ allowed: true, host: "[2606:4700::1111]", address: "2606:4700::1111" });
  });

  it("a refusal message names the class, the registry row and the carried address", () => {
    const [h] = assessFetch("http://[::ffff:169.254.169.254]/").hazards;
    expect(h.message).toContain("link-local");
    expect(h.message).toContain("ipv4-mapped");
    expect(h.message).toContain("169.254.169.254");
    expect(h.addressClass).toBe("link-local");
  });

  it("a port policy counts the scheme's default port for an absent one; a scheme without one never matches", () => {
    expect(assessFetch("http://example.com/", { allowPorts: [80] }).allowed).toBe(true);
    expect(assessFetch("http://example.com:80/", { allowPorts: [80] }).allowed).toBe(true);
    expect(assessFetch("foo://example.com/", { allowSchemes: ["foo"], allowPorts: [80] }).hazards.map((h) => h.code)).toEqual(["port-not-allowed"]);
  });

  it("a file: URI has no host to classify; allowing the scheme also silences scheme-unsafe", () => {
    const r = assessFetch("file:///etc/passwd", { allowSchemes: ["file"] });
    expect(r).toEqual({ allowed: true, hazards: [] });
  });

  it("without a platform URL, nothing is allowed: the fetcher's reading cannot be checked", () => {
    vi.stubGlobal("URL", undefined);
    const r = assessFetch("https://example.com/");
    expect(r.allowed).toBe(false);
    expect(r.host).toBeUndefined();
  });

  it("property: allowed implies both readings accept it and name one host, with http(s) and no userinfo (fixed seed)", () => {
    const host = fc.oneof(
      fc.constantFrom("example.com", "localhost", "127.0.0.1", "10.0.0.1", "[::1]", "0x7f.1", "8.8.8.8", "a.b", "xn--pple-43d.com", "metadata", "%31%32%37.0.0.1"),
      fc.stringMatching(/^[a-z0-9.%-]{1,12}$/),
    );
    const uri = fc.tuple(fc.constantFrom("http", "https", "ftp", "HTTP", "gopher"), fc.constantFrom("://", ":/", ":\\\\", "://u@"), host, fc.constantFrom("", ":80", ":8080", ":0"), fc.constantFrom("/", "/a?b#c", "\\x", "/%2e%2e/")).map((p) => p.join(""));
    fc.assert(
      fc.property(fc.oneof(uri, fc.string()), (text) => {
        const r = assessFetch(text);
        if (!r.allowed) return;
        const url = new URL(text);
        expect(["http:", "https:"]).toContain(url.protocol);
        expect(url.username + url.password).toBe("");
        expect(r.host).toBe(url.hostname);
        if (r.address !== undefined) expect(r.addressClass).toBe("global");
      }),
      { seed: 21, numRuns: 1500 },
    );
  });
});

describe("assessFetch: a host DNS cannot look up as written (RFC 3986 §3.2.2, RFC 1123 §2.1)", () => {
  it("an empty label or an ASCII character outside letters, digits, '-' and '_' is refused, whichever class the rest would get", () => {
    // the payload lists' shapes: "127.0.0.1.." (a resolver that drops the dots reaches 127.0.0.1), "127.0.0.1;https"
    // (WHATWG URL keeps ";" in a domain; a client that cuts there reaches 127.0.0.1)
    for (const uri of ["http://127.0.0.1../", "http://169.254.169.254../latest/", "http://localhost../", "http://127.0.0.1;https://example.com/", "http://a..example.com/", "http://.example.com/", "http://exa$mple.com/", "http://a,b.example/", "http://a{b}.example/", "http://a*.example/", "http://./"]) {
      const r = assessFetch(uri);
      expect(r.allowed, uri).toBe(false);
      expect(r.hazards.map((h) => h.code), uri).toContain("host-not-dns-name");
    }
    const [h] = assessFetch("http://127.0.0.1;https://example.com/").hazards;
    expect(h).toMatchObject({ code: "host-not-dns-name", index: 7, component: "host" });
    expect(h.message).toContain('";" at 9');
    expect(assessFetch("http://a..example.com/").hazards[0].message).toContain("an empty label");
  });

  it("a name DNS can look up stays allowed: one trailing root dot, '_' in a label, an IDNA A-label", () => {
    for (const uri of ["http://example.com./", "https://my_host.example.com/", "https://xn--mnchen-3ya.de/", "https://a-b.c-d.example/"]) expect(assessFetch(uri).allowed, uri).toBe(true);
  });

  it("property: a dotted name of letters, digits and '-' is never refused as not a DNS name; one sub-delim in it always is (fixed seed)", () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 2, maxLength: 4 }), fc.constantFrom(..."!$&'()*+,;="), fc.nat(), (labels, sub, at) => {
        const name = labels.join(".");
        expect(assessFetch(`https://${name}/`).hazards.map((h) => h.code)).not.toContain("host-not-dns-name");
        const i = at % (name.length + 1);
        const bad = `https://${name.slice(0, i)}${sub}${name.slice(i)}/`;
        const r = assessFetch(bad);
        expect(r.allowed, bad).toBe(false);
        // WHATWG URL keeps these characters in a domain: the refusal is this rule's, not a reading difference
        expect(r.hazards.map((h) => h.code), bad).toContain("host-not-dns-name");
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});

describe("assessFetch: cloud metadata names served from a public address", () => {
  it("Equinix Metal's metadata names are refused even with allowPrivate, classed global (no address check could catch them)", () => {
    for (const uri of ["https://metadata.platformequinix.com/metadata", "https://metadata.packet.net/userdata", "https://METADATA.PACKET.NET./metadata"]) {
      for (const policy of [undefined, { allowPrivate: true }]) {
        const r = assessFetch(uri, policy);
        expect(r, uri).toMatchObject({ allowed: false, addressClass: "global" });
        expect(r.hazards.map((h) => h.code)).toEqual(["metadata-endpoint"]);
      }
    }
    // a sibling name is DNS's to judge
    expect(assessFetch("https://www.packet.net/").allowed).toBe(true);
  });
});

describe("assessFetch: the opaque host of a non-special scheme, read as its client reads it (RFC 3986 §3.2.2, §7.4)", () => {
  it("a rare IPv4 form is decoded (WHATWG URL leaves it as written outside http, https, ws, wss, ftp, file)", () => {
    const policy = { allowSchemes: ["gopher", "dict", "ssh"] };
    for (const host of ["0x7f.1", "127.1", "2130706433", "0177.0.0.1", "0x7f000001", "0251.0376.0251.0376"]) {
      const r = assessFetch(`gopher://${host}:6379/_INFO`, policy);
      expect(r.allowed, host).toBe(false);
      // the oracle: what WHATWG URL makes of the same host in a special scheme
      expect(r.address, host).toBe(new URL(`http://${host}/`).hostname);
      expect(r.hazards.map((h) => h.code)).toContain("address-not-global");
    }
    expect(assessFetch("dict://0xa9fea9fe/", policy).hazards.map((h) => h.code)).toContain("metadata-endpoint");
    expect(assessFetch("gopher://0x7f.1/", { ...policy, allowPrivate: true })).toMatchObject({ allowed: true, address: "127.0.0.1", addressClass: "loopback" });
  });

  it("case is folded before a name is classified (the host is case-insensitive)", () => {
    const policy = { allowSchemes: ["ssh", "gopher"] };
    expect(assessFetch("ssh://Metadata.Google.Internal/", policy).hazards.map((h) => h.code)).toEqual(["metadata-endpoint"]);
    expect(assessFetch("ssh://DB.Internal/", policy)).toMatchObject({ allowed: false, addressClass: "private" });
    expect(assessFetch("gopher://App.LocalHost/", policy)).toMatchObject({ allowed: false, addressClass: "loopback" });
    expect(assessFetch("gopher://Example.COM/", policy)).toEqual({ allowed: true, host: "Example.COM", hazards: [] });
  });
});
