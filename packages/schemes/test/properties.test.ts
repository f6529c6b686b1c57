import { UriError } from "@urikit/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseScheme } from "../src/index.js";

const SCHEMES = ["ftp", "http", "https", "ws", "wss", "gopher", "mailto", "news", "nntp", "telnet", "wais", "prospero", "file", "urn", "zz"];
const URI_CHARS = "abcAZ09-._~!$&'()*+,;=:@/?#[]%2F%09%FF% \u00e9";

describe("parseScheme properties", () => {
  it("throws nothing but UriError on generated strings", () => {
    const piece = fc.constantFrom(...URI_CHARS.split(""), "%09", "%2F", "%C3%A9", ";type=", "//", "?+", "?=", "@", ":8080");
    const input = fc.tuple(fc.constantFrom(...SCHEMES, "HTTP", "Urn"), fc.constantFrom(":", "://", ":/"), fc.array(piece, { maxLength: 30 }));
    fc.assert(
      fc.property(input, ([scheme, sep, parts]) => {
        const text = scheme + sep + parts.join("");
        try {
          parseScheme(text);
        } catch (error) {
          expect(error).toBeInstanceOf(UriError);
          expect((error as UriError).index).toBeGreaterThanOrEqual(0);
          expect((error as UriError).index).toBeLessThanOrEqual(text.length);
        }
      }),
      { seed: 1738, numRuns: 3000 },
    );
  });

  it("round-trips host, port and path of valid http URIs", () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    const host = fc.oneof(
      fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join(".")),
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join(".")),
      fc.constantFrom("[::1]", "[2001:db8::7]", "[v1.x]"),
    );
    const segment = fc.stringMatching(/^(?:[a-zA-Z0-9._~!$&'()*+,;=:@-]|%[0-9A-F]{2}){0,8}$/);
    const path = fc.array(segment, { maxLength: 5 }).map((segments) => segments.map((s) => "/" + s).join(""));
    const port = fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined });
    const scheme = fc.constantFrom("http", "https");
    fc.assert(
      fc.property(scheme, host, port, path, (s, h, p, pa) => {
        const text = `${s}://${h}${p === undefined ? "" : `:${p}`}${pa}`;
        const result = parseScheme(text);
        expect(result).toStrictEqual({ scheme: s, host: h, port: p ?? (s === "http" ? 80 : 443), path: pa });
      }),
      { seed: 3986, numRuns: 1000 },
    );
  });
});
