import { nonStringValues } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assessRedirect } from "./assess-redirect.js";

const base = "https://app.example/account/login?x=1";

describe("assessRedirect (RFC 9110 §10.2.2, resolved as WHATWG URL does)", () => {
  it("a non-string URI or options argument is a TypeError; a missing, non-string or not absolute base a RangeError", () => {
    for (const [, v] of nonStringValues()) expect(() => assessRedirect(v as string, { base })).toThrow(TypeError);
    expect(() => assessRedirect("/a", undefined as never)).toThrow(TypeError);
    expect(() => assessRedirect("/a", [] as never)).toThrow(TypeError);
    expect(() => assessRedirect("/a", { base: 1 as never })).toThrow(RangeError);
    expect(() => assessRedirect("/a", {} as never)).toThrow('assessRedirect: option "base" must be a string, got undefined');
    expect(() => assessRedirect("/a", { base: "/relative" })).toThrow(RangeError);
  });

  it("the index of each trick points into the value as given", () => {
    expect(assessRedirect("  /\t\\evil.example", { base }).hazards.map((h) => [h.code, h.index])).toEqual([
      ["ignored-whitespace", 0],
      ["invalid-uri", 0],
      ["network-path-reference", 2],
      ["backslash-as-slash", 4],
    ]);
    expect(assessRedirect("/a ", { base }).hazards.map((h) => [h.code, h.index])).toEqual([
      ["ignored-whitespace", 2],
      ["invalid-uri", 2],
    ]);
    // "\" after "?" is not a slash
    expect(assessRedirect("/a?b\\c", { base }).hazards.map((h) => h.code)).toEqual(["invalid-uri"]);
  });

  it("an opaque target is never same-origin, even from an opaque base", () => {
    expect(assessRedirect("x", { base: "data:text/plain,a" }).valid).toBe(false);
    expect(assessRedirect("about:blank", { base: "about:blank" })).toMatchObject({ valid: true, sameOrigin: false });
  });

  // property: a plain relative reference (path segments of unreserved characters, query, fragment) stays on the
  // base's origin with no hazard, whatever the segments
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/).filter((s) => s !== "." && s !== "..");
  const plain = fc.tuple(fc.constantFrom("", "/", "./", "../"), fc.array(segment, { maxLength: 4 }), fc.option(fc.stringMatching(/^[A-Za-z0-9=&]{0,8}$/)), fc.option(fc.stringMatching(/^[A-Za-z0-9]{0,8}$/)));
  it("property: plain same-origin values are same-origin with no hazard (fixed seed)", () => {
    fc.assert(
      fc.property(plain, ([lead, segs, q, f]) => {
        const value = `${lead}${segs.join("/")}${q === null ? "" : `?${q}`}${f === null ? "" : `#${f}`}`;
        const r = assessRedirect(value, { base });
        expect(r.sameOrigin).toBe(true);
        expect(r.hazards).toEqual([]);
      }),
      { seed: 21, numRuns: 800 },
    );
  });

  /** The browser's reading of `value` (the platform's URL, independent of the code under test), or undefined. */
  const browser = (value: string): URL | undefined => {
    try {
      return new URL(value, base);
    } catch {
      return undefined;
    }
  };
  const origin = new URL(base).origin;
  /** One more percent-decoding, as a server does it (decodeURIComponent), or undefined when that throws. */
  const decoded = (value: string): string | undefined => {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  };

  it("property: the target is the browser's; same-origin only when the browser and the once-decoded value stay on the origin", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("/", "\\", "a", ".", ":", "@", "%", "2", "5", "c", "0", "9", "f", "\t", " ", "h", "t", "p", "s", "?", "#"), maxLength: 16 }), (value) => {
        const r = assessRedirect(value, { base });
        const expected = browser(value);
        expect(r.valid).toBe(expected !== undefined);
        expect(r.target).toBe(expected?.href);
        // leaving for the browser is never same-origin
        if (expected === undefined || expected.origin !== origin) expect(r.sameOrigin).toBe(false);
        if (r.sameOrigin) {
          const once = decoded(value);
          const again = once === undefined ? undefined : browser(once);
          if (again !== undefined) expect(again.origin, `${value} decoded once: ${once}`).toBe(origin);
        }
        if (!r.sameOrigin && expected !== undefined && expected.origin === origin) expect(r.hazards.length).toBeGreaterThan(0);
      }),
      { seed: 21, numRuns: 3000 },
    );
  });

  // the published payloads' tricks, each percent-encoded once: the browser stays, a server that decodes first leaves
  const offOrigin: [string, number][] = [
    ["/%2f%2fevil.example", 1],
    ["/%2F%2Fevil.example/", 1],
    ["%2f%2fevil.example", 0],
    ["/%5cevil.example", 1],
    ["/%5c%5cevil.example", 1],
    ["/%09/evil.example", 1],
    ["/%0d%0a/evil.example", 1],
    ["/%2f%5cevil.example", 1],
    ["https:%2f%2fevil.example", 6],
    ["%68ttps://evil.example", 0],
  ];
  it.each(offOrigin)("%s: the browser stays, decoded once it leaves: sameOrigin false, decoded-off-origin at %i", (value, index) => {
    const r = assessRedirect(value, { base });
    expect(r.valid).toBe(true);
    expect(new URL(r.target!).origin).toBe(origin);
    expect(r.target).toBe(browser(value)!.href);
    expect(r.sameOrigin).toBe(false);
    expect(r.decodedTarget).toBeDefined();
    expect(new URL(r.decodedTarget!).origin).not.toBe(origin);
    const hazard = r.hazards.find((h) => h.code === "decoded-off-origin");
    expect(hazard).toMatchObject({ index, component: "input", cite: expect.stringContaining("§2.4") });
    expect(hazard!.message).toContain(JSON.stringify(decoded(value)));
  });

  it("RFC 3986's reading counts too: a same-scheme \"https:host\" has no host there, a scheme the browser does not see leaves", () => {
    const same = assessRedirect("https:evil.example", { base });
    expect(new URL(same.target!).origin).toBe(origin);
    expect(same.sameOrigin).toBe(false);
    expect(same.hazards.map((h) => h.code)).toContain("scheme-relative-authority");
    // "1a:" is not a scheme for a browser (a relative path), but Appendix B splits it as one: whatwg-differs names it
    const digit = assessRedirect("1a:b", { base });
    expect(new URL(digit.target!).origin).toBe(origin);
    expect(digit.sameOrigin).toBe(false);
    expect(digit.hazards[0]).toMatchObject({ code: "whatwg-differs", index: 0 });
    // what §6.2.2 and §6.2.3 call equivalent is the same origin: case, an encoded unreserved character, the default port
    // …but an encoded host is a trick, so not a plain reference: the browser's fact stays in browserSameOrigin
    expect(assessRedirect("https://%61pp.example/", { base })).toMatchObject({ sameOrigin: false, browserSameOrigin: true, hazards: [{ code: "pct-encoded-in-host" }] });
    expect(assessRedirect("HTTPS://APP.EXAMPLE:443/a", { base })).toMatchObject({ sameOrigin: true, hazards: [] });
    expect(assessRedirect("https://app.example:/a", { base })).toMatchObject({ sameOrigin: true, hazards: [] });
    expect(assessRedirect("https://app.example:8443/a", { base }).sameOrigin).toBe(false);
    expect(assessRedirect("https://app.example.evil/a", { base }).sameOrigin).toBe(false);
  });

  it("a run that is not UTF-8 decodes its ASCII octets only; a decoded value the browser rejects still counts for RFC 3986", () => {
    // "%2f%ff%2f" → "/%ff/": the browser rejects "//%ff/evil.example" (no such host), RFC 3986 reads the authority "%ff"
    const r = assessRedirect("/%2f%ff%2fevil.example", { base });
    expect(r.sameOrigin).toBe(false);
    expect(r.decodedTarget).toBeUndefined();
    expect(r.hazards.find((h) => h.code === "decoded-off-origin")?.message).toContain("which RFC 3986 reads as another origin");
    // decoded, a path that keeps the origin for both readings
    // decoded, a path that keeps the origin for both readings (the encoded "/" still makes it no plain reference)
    expect(assessRedirect("/x/%2f%ff/y", { base })).toMatchObject({ sameOrigin: false, browserSameOrigin: true, decodedTarget: "https://app.example/x//%ff/y" });
    expect(assessRedirect("/x/%2f%ff/y", { base }).hazards.map((h) => h.code)).not.toContain("decoded-off-origin");
    // an encoded bidi control first keeps the rest a path, and is a trick of its own
    const bidi = assessRedirect("/%E2%80%AE%2f%2fevil.example", { base });
    expect(bidi).toMatchObject({ sameOrigin: false, browserSameOrigin: true });
    expect(bidi.hazards.map((h) => h.code)).not.toContain("decoded-off-origin");
  });

  // plain same-origin values stay same-origin: every reading keeps the origin
  it.each(["/a", "a/b", "?q", "#x", "/a%20b", "/caf%C3%A9", "/path/to/page.html?x=1#frag", "/%7Euser", "../../../x", "/.well-known/x", "https://app.example/", "https://app.example:443/x", "//app.example/x", ""])(
    "%j stays same-origin",
    (value) => {
      const r = assessRedirect(value, { base });
      expect(r).toMatchObject({ sameOrigin: true, browserSameOrigin: true, hazards: [] });
    },
  );

  // a value that keeps the origin for every reading but uses a trick is no plain reference: sameOrigin false, and
  // browserSameOrigin still says where the browser goes
  it.each([
    ["/a%2Fb", "pct-encoded-delimiter", 2],
    ["/a%5cb", "pct-encoded-delimiter", 2],
    ["/a%0d%0aSet-Cookie:x=1", "encoded-control", 2],
    ["/a%00", "encoded-control", 2],
    ["/a%7F", "encoded-control", 2],
    ["/\uFF0Fevil.example", "look-alike-slash", 1],
    ["/\u2215evil.example", "look-alike-slash", 1],
    ["/\u2044evil.example", "look-alike-slash", 1],
    ["/\u29F8evil.example", "look-alike-slash", 1],
    ["\u3031evil.example", "look-alike-slash", 0],
    ["/\uFE68evil.example", "look-alike-slash", 1],
    ["/\u{1D7CE}/\uFF3Cevil.example", "look-alike-slash", 4],
    ["/https://evil.example/", "nested-url", 0],
    ["/search?q=https%3A%2F%2Fexample.com", "nested-url", 0],
    ["https://user@app.example/", "userinfo-present", 8],
    ["/a\u200Bb", "invisible-character", 2],
  ])("%j keeps the origin for a browser but uses a trick: %s at %i", (value, code, index) => {
    const r = assessRedirect(JSON.parse(`"${value}"`), { base });
    expect(r).toMatchObject({ valid: true, sameOrigin: false, browserSameOrigin: true });
    expect(r.hazards.find((h) => h.code === code)?.index).toBe(index);
  });

  it("an encoded URL in a query value is a nested URL (a second hop), a plain query value is not", () => {
    expect(assessRedirect("/search?q=https%3A%2F%2Fexample.com", { base }).hazards.map((h) => h.code)).toEqual(["nested-url"]);
    expect(assessRedirect("/search?q=example.com", { base })).toMatchObject({ sameOrigin: true, hazards: [] });
    expect(assessRedirect("/search?q=a%2Fb%20c", { base })).toMatchObject({ sameOrigin: true, hazards: [] });
  });

  it("property: any path of unreserved characters and \"/\" segments, not starting with \"//\", is sameOrigin true (fixed seed)", () => {
    // non-empty segments: a "//" anywhere is a network-path reference at the start and nested-url inside
    const seg = fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(seg, { minLength: 1, maxLength: 6 }), fc.boolean(), (segs, rooted) => {
        const value = (rooted ? "/" : "") + segs.join("/");
        fc.pre(!value.startsWith("//") && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value));
        expect(assessRedirect(value, { base })).toMatchObject({ valid: true, sameOrigin: true, browserSameOrigin: true, hazards: [] });
      }),
      { seed: 21, numRuns: 1000 },
    );
  });

  it("property: plain values with percent-encoded unreserved characters and spaces stay same-origin (fixed seed)", () => {
    const piece = fc.oneof(fc.stringMatching(/^[A-Za-z0-9._~-]{1,6}$/), fc.constantFrom("%20", "%41", "%7E", "%C3%A9", "%2D", "%5F"));
    fc.assert(
      fc.property(fc.array(fc.array(piece, { minLength: 1, maxLength: 3 }), { maxLength: 4 }), fc.constantFrom("/", "", "./"), (segments, lead) => {
        const value = lead + segments.map((pieces) => pieces.join("")).join("/");
        if (/^\.{1,2}(\/|$)/.test(value) && lead === "") return;
        expect(assessRedirect(value, { base }).sameOrigin).toBe(true);
      }),
      { seed: 21, numRuns: 800 },
    );
  });

  it("property: any off-origin trick, percent-encoded once behind a \"/\", is not same-origin (fixed seed)", () => {
    const trick = fc.constantFrom("//", "/\\", "\\\\", "/\t/", "\\/", "/\n/");
    const host = fc.stringMatching(/^[a-z]{1,8}\.[a-z]{2,4}$/);
    const encode = (s: string) => s.replace(/[/\\\t\n]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
    fc.assert(
      fc.property(trick, host, fc.boolean(), (t, h, upper) => {
        let encoded = encode(t);
        if (upper) encoded = encoded.toUpperCase();
        const r = assessRedirect(`/${encoded}${h}/`, { base });
        expect(r.sameOrigin).toBe(false);
        expect(r.hazards.some((x) => x.code === "decoded-off-origin")).toBe(true);
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
