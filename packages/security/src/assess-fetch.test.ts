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
