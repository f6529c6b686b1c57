// Loads the facade the way an outside user or harness does: through package.json `exports["."]`, from the built
// files, and checks every public name the issues promise exists and behaves.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The facade is loaded by path at run time, as a harness loads it: its names are what this test checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Facade = Record<string, any>;
let uri: Facade;

beforeAll(async () => {
  const root = new URL("../", import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));
  const entry = manifest.exports["."];
  expect(entry.types).toMatch(/\.d\.ts$/);
  uri = await import(pathToFileURL(new URL(entry.default, root).pathname).href);
});

describe("@urikit/uri contract (issue #2)", () => {
  it.each([
    "parse",
    "serialize",
    "isUri",
    "isUriReference",
    "isIPv4",
    "isIPv6",
    "isIPvFuture",
    "UriError",
    "resolve",
    "tryResolve",
    "createResolver",
    "tryParse",
    "tryNormalize",
    "resolveComponents",
    "relativize",
    "normalize",
    "equivalent",
    "parseScheme",
    "registerScheme",
    "createScanner",
    "findUris",
    "findUrisStream",
    "extractLinks",
    "extractLinksStream",
    "findBaseHref",
    "diagnose",
    "inspect",
    "repair",
    "assessFetch",
    "assessAddress",
    "assessRedirect",
    "parseQuery",
    "serializeQuery",
    "withScheme",
    "withUserinfo",
    "withHost",
    "withPort",
    "withPath",
    "withPathSegments",
    "withQuery",
    "withFragment",
    "withQueryParam",
    "withoutQueryParam",
    "parseTemplate",
    "expandTemplate",
    "matchTemplate",
    "UriTemplate",
    "TemplateError",
    "fileUriToPath",
    "pathToFileUri",
  ])(
    "exports %s",
    (name) => {
      expect(typeof uri[name]).toBe("function");
    },
  );

  it("parse splits a URI and serialize recomposes it (RFC 3986 §3, §5.3)", () => {
    const text = "foo://example.com:8042/over/there?name=ferret#nose";
    const parsed = uri.parse(text);
    expect(parsed).toEqual({
      scheme: "foo",
      userinfo: undefined,
      host: "example.com",
      port: "8042",
      path: "/over/there",
      query: "name=ferret",
      fragment: "nose",
    });
    expect(uri.serialize(parsed)).toBe(text);
  });

  it("parse throws a UriError with code and index", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the facade throws, read as a harness would
    let caught: any;
    try {
      uri.parse("http://[::1");
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(uri.UriError);
    expect(uri.UriError.is(caught)).toBe(true);
    expect(caught.name).toBe("UriError");
    expect([caught.code, caught.index]).toEqual(["unclosed-ip-literal", 7]);
  });

  it("the try forms return the error parse, normalize and resolve would throw", () => {
    expect([uri.tryParse("http://[::1").code, uri.tryParse("http://[::1").index]).toEqual(["unclosed-ip-literal", 7]);
    expect(uri.UriError.is(uri.tryNormalize("a b"))).toBe(true);
    expect(uri.tryResolve("http://a/b/c", "../d")).toBe("http://a/d");
    expect(uri.createResolver("http://a/b/c/d;p?q").resolve("../g")).toBe("http://a/b/g");
  });

  it("validators answer booleans", () => {
    expect(uri.isUri("urn:example:animal:ferret:nose")).toBe(true);
    expect(uri.isUri("//example.com")).toBe(false);
    expect(uri.isUriReference("//example.com")).toBe(true);
    expect(uri.isUriReference("http://a b")).toBe(false);
    expect(uri.isIPv4("192.0.2.16")).toBe(true);
    expect(uri.isIPv4("192.0.2.016")).toBe(false);
    expect(uri.isIPv6("2001:db8::7")).toBe(true);
    expect(uri.isIPv6("2001:db8:::7")).toBe(false);
    expect(uri.isIPvFuture("v7.fe80::a+en1")).toBe(true);
    expect(uri.isIPvFuture("v.x")).toBe(false);
  });

  it("resolve, relativize, normalize, equivalent and parseScheme work through the facade (issue #3)", () => {
    expect(uri.resolve("http://a/b/c/d;p?q", "../g")).toBe("http://a/b/g");
    expect(uri.resolve("http://a/b/c/d;p?q", "http:g", { strict: false })).toBe("http://a/b/c/g");
    expect(uri.relativize("http://a/b/c/d;p?q", "http://a/b/g")).toBe("../g");
    expect(uri.normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")).toBe("example://a/b/c/%7Bfoo%7D");
    expect(uri.equivalent("http://example.com:80/", "http://example.com")).toBe(true);
    expect(uri.equivalent("http://a b", "http://a b")).toBe(false);
    expect(uri.parseScheme("ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a")).toMatchObject({
      scheme: "ftp",
      host: "ftp.is.co.za",
      port: 21,
      typecode: "a",
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the facade throws, read as a harness would
    let caught: any;
    try {
      uri.resolve("/relative", "g");
    } catch (e) {
      caught = e;
    }
    expect([caught.code, caught.subject]).toEqual(["base-not-absolute", "base"]);
  });

  it("findUris and extractLinks work through the facade (issue #8)", () => {
    const text = 'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\nbut you can probably pick it up from <ftp://foo.example.\ncom/rfc/>.';
    expect(uri.findUris(text).map((m: { uri: string }) => m.uri)).toEqual(["http://www.w3.org/Addressing/", "ftp://foo.example.com/rfc/"]);
    // An IRI comes back as written (iri) and mapped by RFC 3987 §3.1 (uri).
    expect(uri.findUris("see https://de.wikipedia.org/wiki/Bézierkurve.")).toEqual([
      { uri: "https://de.wikipedia.org/wiki/B%C3%A9zierkurve", iri: "https://de.wikipedia.org/wiki/Bézierkurve", start: 4, end: 45, delimiter: "none" },
    ]);
    const links = uri.extractLinks('<BASE href="http://www.ics.uci.edu/Test/a/b/c"><A href="../x">a</A>');
    expect(links.map((l: { uri?: string }) => l.uri)).toEqual(["http://www.ics.uci.edu/Test/a/b/c", "http://www.ics.uci.edu/Test/a/x"]);
  });

  it("assessFetch refuses an SSRF target, assessRedirect follows a browser, assessAddress classifies", () => {
    expect(uri.assessFetch("http://[::ffff:169.254.169.254]/").allowed).toBe(false);
    expect(uri.assessFetch("https://example.com/").allowed).toBe(true);
    expect(uri.assessRedirect("/\\evil.example/", { base: "https://app.example/" })).toMatchObject({ sameOrigin: false, target: "https://evil.example/" });
    expect(uri.assessAddress("64:ff9b::7f00:1")).toMatchObject({ addressClass: "loopback", global: false });
  });

  it("inspect shows where the WHATWG reading differs, diagnose lists every error", () => {
    const report = uri.inspect("http://www.example.com@0x7f.1/");
    expect(report.valid).toBe(true);
    expect(report.hazards.map((h: { code: string }) => h.code)).toEqual(["userinfo-present", "rare-ipv4-form", "whatwg-differs"]);
    expect(uri.diagnose("http://a/b c|d").map((e: { index: number }) => e.index)).toEqual([10, 12]);
  });
});
