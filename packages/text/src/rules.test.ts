// The rules of findUris for real text, one by one, with the cases that real documents showed (Debian changelogs,
// man pages, the Python docs, the Debian Reference): junk that is not a URI, URIs cut short, URIs missed.
import { describe, expect, it } from "vitest";
import { findUris } from "./find-uris.js";
import { findUrisStream } from "./find-uris-stream.js";
import { REGISTERED_SCHEMES } from "./registered-schemes.js";
import { iriToUri } from "./iri-to-uri.js";
import { readFileSync } from "node:fs";

const uris = (text: string, options?: Parameters<typeof findUris>[1]): string[] => findUris(text, options).map((m) => m.uri);

describe("a match needs // and something after it, or a registered scheme", () => {
  it("prose and code with a colon are no URIs", () => {
    for (const text of ["Cc: x", "usage: foo", "key:secret", "<Color.RED: 1>", "HEAD:file.txt", "10:30", "Note: e.g.", "<m:abc>", "<localhost:5001/x>"]) {
      expect(uris(text), text).toEqual([]);
    }
  });
  it("registered schemes without // still are, written in lower case and not before a second colon", () => {
    expect(uris("mailto:a@b.org urn:isbn:1 news:comp.lang tel:+1 data:text/plain,hi about:blank")).toEqual([
      "mailto:a@b.org",
      "urn:isbn:1",
      "news:comp.lang",
      "tel:+1",
      "data:text/plain,hi",
      "about:blank",
    ]);
    expect(uris("INFO:root:x Example:/home File::Spec apt::Color MAILTO:x")).toEqual([]);
  });
  it("the schemes option adds schemes (any case in the option)", () => {
    expect(uris("see web+x:abc and y:z")).toEqual([]);
    expect(uris("see web+x:abc and y:z", { schemes: ["WEB+X"] })).toEqual(["web+x:abc"]);
    expect(uris("<web+x:abc>", { schemes: ["web+x"] })).toEqual(["web+x:abc"]);
  });
  it("scheme:// with nothing after is no URI; scheme: with nothing after neither", () => {
    expect(uris("from http:// to https://. mailto: x")).toEqual([]);
    expect(uris('"http://" <https://> "mailto:"')).toEqual([]);
  });
  it("ships the IANA registry's permanent and provisional schemes, as data/uri-schemes-1.csv has them", () => {
    const csv = readFileSync(new URL("../data/uri-schemes-1.csv", import.meta.url), "utf8").trim().split("\n").slice(1);
    const expected = csv
      .map((l) => l.split(","))
      .filter(([, status]) => status !== "Historical")
      .map(([name]) => name!.toLowerCase())
      .sort();
    expect(REGISTERED_SCHEMES.split(" ")).toEqual(expected);
    expect(expected).toContain("mailto");
    expect(expected).not.toContain("bb"); // historical
  });
});

describe("<…> breaks only at line ends", () => {
  it("removes the whitespace around one line break, and nothing else", () => {
    expect(uris("<http://a/b\n   c>")).toEqual(["http://a/bc"]);
    expect(uris("<http://a/b  \r\n\tc>")).toEqual(["http://a/bc"]);
    expect(uris("<\n http://a/b \n>")).toEqual(["http://a/b"]);
    expect(uris("<URL: http://a/b>")).toEqual(["http://a/b"]);
  });
  it("a blank line or whitespace inside a line leaves no bracket match", () => {
    const python = "    >>> if a < b:\n\n    ...     c = d.e(f=g)\n    >>> h > i";
    expect(uris(python)).toEqual([]);
    expect(findUris("<http://a/b\n\nc>")).toEqual([{ uri: "http://a/b", start: 1, end: 11, delimiter: "none" }]);
    expect(findUris("<http://a/b c>")[0]?.delimiter).toBe("none");
    expect(uris("<http://a/b\n\r\nc>")).toEqual(["http://a/b"]);
    expect(uris("<\n\nhttp://a/b>")).toEqual(["http://a/b"]);
  });
  it('"…" holds no whitespace', () => {
    expect(findUris('"http://a/b c"')).toEqual([{ uri: "http://a/b", start: 1, end: 11, delimiter: "none" }]);
  });
});

describe("IRIs: non-ASCII letters continue a match", () => {
  it("reports the IRI as written and its RFC 3987 §3.1 mapping", () => {
    expect(findUris("https://fr.wikipedia.org/wiki/Codage_des_caractères.")).toEqual([
      {
        uri: "https://fr.wikipedia.org/wiki/Codage_des_caract%C3%A8res",
        iri: "https://fr.wikipedia.org/wiki/Codage_des_caractères",
        start: 0,
        end: 51,
        delimiter: "none",
      },
    ]);
    expect(findUris("http://пример.рф/путь")[0]).toMatchObject({ iri: "http://пример.рф/путь", uri: "http://%D0%BF%D1%80%D0%B8%D0%BC%D0%B5%D1%80.%D1%80%D1%84/%D0%BF%D1%83%D1%82%D1%8C" });
    expect(findUris("<http://例え.jp/𠮷\n野>")[0]).toMatchObject({ iri: "http://例え.jp/𠮷野", delimiter: "angle" });
    expect(findUris('"http://a/ü"')[0]).toMatchObject({ iri: "http://a/ü", delimiter: "quote" });
    expect(findUris("www.bücher.de/x", { abbreviated: true })[0]).toMatchObject({ iri: "http://www.bücher.de/x", uri: "http://www.b%C3%BCcher.de/x", abbreviated: true });
  });
  it("a non-ASCII character that is no letter ends a bare match; in <…> or \"…\" it leaves none", () => {
    expect(uris("https://ja.wikipedia.org/wiki/日本語。次")).toEqual(["https://ja.wikipedia.org/wiki/%E6%97%A5%E6%9C%AC%E8%AA%9E"]);
    expect(uris("«http://a/b» http://a/c—d")).toEqual(["http://a/b", "http://a/c"]);
    expect(findUris('"http://a/b\u3000c" <http://a/\ue000> http://a/b—c').map((m) => [m.uri, m.delimiter])).toEqual([
      ["http://a/b", "none"],
      ["http://a/", "none"],
      ["http://a/b", "none"],
    ]);
    expect(findUris('"http://a/«b»" <http://a/b—c>').map((m) => [m.iri, m.delimiter])).toEqual([
      ["http://a/«b»", "quote"],
      ["http://a/b—c", "angle"],
    ]);
    expect(uris("https://ja.wikipedia.org/wiki/タイムズ・ニュー・ローマン・ https://x/Read–eval–print_loop–")).toEqual([
      "https://ja.wikipedia.org/wiki/%E3%82%BF%E3%82%A4%E3%83%A0%E3%82%BA%E3%83%BB%E3%83%8B%E3%83%A5%E3%83%BC%E3%83%BB%E3%83%AD%E3%83%BC%E3%83%9E%E3%83%B3",
      "https://x/Read%E2%80%93eval%E2%80%93print_loop",
    ]);
  });
  it("maps only what is not ASCII", () => {
    expect(iriToUri("http://a/%41é?ü#😀")).toBe("http://a/%41%C3%A9?%C3%BC#%F0%9F%98%80");
  });
});

describe("never a match cut inside a URI", () => {
  it("a \\, a bad % spoil the whole candidate", () => {
    expect(uris("http://a/b\\c http://a/50%off http://a/%4 ok")).toEqual([]);
  });
  it("a ' before the scheme quotes it; a ' in the host spoils it", () => {
    expect(uris("('http://www.python.org').partition('://')")).toEqual(["http://www.python.org"]);
    expect(uris("http://example.com's page, http://example.com' http://a/it's")).toEqual(["http://example.com", "http://a/it's"]);
    expect(uris("http://a(b)/ http://u(x)@h/")).toEqual(["http://u(x)@h/"]);
  });
});

describe("ends a reader sees", () => {
  it("Markdown ]( and unbalanced )", () => {
    expect(uris("[Valgrind](http://valgrind.org/)-clean")).toEqual(["http://valgrind.org/"]);
    expect(uris("[http://a/b](http://a/b)")).toEqual(["http://a/b", "http://a/b"]);
    expect(uris("[![b](https://img.shields.io/x.svg)](https://ci.org/x)")).toEqual(["https://img.shields.io/x.svg", "https://ci.org/x"]);
    expect(uris("(see http://w.org/Foo_(bar)). (http://a/b.)")).toEqual(["http://w.org/Foo_(bar)", "http://a/b"]);
  });
  it("[ outside an IP literal: AsciiDoc url[text], Org [[url][text]]", () => {
    expect(uris("https://x.org/a[text] link:https://y.org/[y] [[https://orgmode.org][Org]]")).toEqual(["https://x.org/a", "https://y.org/", "https://orgmode.org"]);
    expect(uris("http://[::1]:80/a[b] http://u@[v1.x]/")).toEqual(["http://[::1]:80/a", "http://u@[v1.x]/"]);
  });
  it("a second # ends a bare match, unless right after a /, where it is kept as %23", () => {
    expect(findUris("join https://matrix.to/#/#room:server now")).toEqual([
      { uri: "https://matrix.to/#/%23room:server", start: 5, end: 37, delimiter: "none" },
    ]);
    expect(findUris("http://a/b#c#d <http://a/#/#x> <http://a/#b#c>").map((m) => [m.uri, m.delimiter])).toEqual([
      ["http://a/b#c", "none"],
      ["http://a/#/%23x", "angle"],
      ["http://a/#b", "none"],
    ]);
  });
  it("trailing .,:;!?*_~' are dropped (GFM)", () => {
    expect(uris("*http://e.com/x* _http://e.com/y_ ~http://e.com/z~ 'http://e.com/w'; http://e.com/v?!")).toEqual([
      "http://e.com/x",
      "http://e.com/y",
      "http://e.com/z",
      "http://e.com/w",
      "http://e.com/v",
    ]);
  });
  it("www. starts a match only at the start of a word", () => {
    const www = (text: string): string[] => uris(text, { abbreviated: true });
    expect(www("www.w3.org/Addressing/.")).toEqual(["http://www.w3.org/Addressing/"]);
    for (const text of ["/www.a.b.c", "x.www.a.b.c", "a@www.a.b.c", "_www.a.b.c", "éwww.a.b.c", "1www.a.b.c", "𝒜www.a.b.c"]) expect(www(text), text).toEqual([]);
    expect(www("(www.a.b.c) 😀www.a.b.c")).toEqual(["http://www.a.b.c", "http://www.a.b.c"]);
    expect(www("www.a.b.c:8x www.a:80 www.a..b www.a.b.c@d www.a.b.c:80/x 'www.a.b.c' www.a.b.c/\\")).toEqual(["http://www.a.b.c:80/x", "http://www.a.b.c"]);
    expect(www("www.a.b://x mailto:www.a.b.c")).toEqual(["www.a.b://x", "mailto:www.a.b.c"]);
  });
});

describe("streams", () => {
  it("an astral letter split across string chunks continues the match", async () => {
    const text = "see http://a/𠮷𠮷 now";
    const found = [];
    for await (const m of findUrisStream(["see http://a/\ud842", "\udfb7\ud842", "\udfb7 now"])) found.push(m);
    expect(found).toEqual(findUris(text));
    expect(found[0]?.iri).toBe("http://a/𠮷𠮷");
  });
});
