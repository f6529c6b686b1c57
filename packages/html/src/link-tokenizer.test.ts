// The two value grammars of the HTML standard that hold several URLs, or one inside other text: srcset and the
// meta refresh `content`. The inputs and the expected URLs come from web-platform-tests (BSD-3-Clause):
// html/semantics/embedded-content/the-img-element/srcset/parse-a-srcset-attribute.html (the splitting loop and the
// descriptor tokenizer; its expectation is the image a browser picks, so the candidate lists here are the
// standard's steps worked by hand) and
// html/semantics/document-metadata/the-meta-element/pragma-directives/attr-meta-http-equiv-refresh/parsing.html.
import { describe, expect, it } from "vitest";
import { LinkTokenizer, refreshUrl, srcsetUrls, type RawLink } from "./link-tokenizer.js";

const urls = (input: string): string[] => srcsetUrls(input).map((r) => input.slice(r.start, r.end));

describe("srcsetUrls: every candidate of the HTML standard's 'parse a srcset attribute'", () => {
  it.each([
    ["", []],
    [",", []],
    [",,,", []],
    ["  data:,a  1x  ", ["data:,a"]],
    ["\t\tdata:,a\t\t1x\t\t", ["data:,a"]],
    ["\n\ndata:,a\n\n1x\n\n", ["data:,a"]],
    ["\f\fdata:,a\f\f1x\f\f", ["data:,a"]],
    ["\r\rdata:,a\r\r1x\r\r", ["data:,a"]],
    // U+000B and U+00A0 are not ASCII whitespace: they are part of the URL.
    ["\v\vdata:,a\v\v1x\v\v", ["\v\vdata:,a\v\v1x\v\v"]],
    ["\u00a0data:,a", ["\u00a0data:,a"]],
    ["data:,a", ["data:,a"]],
    ["data:,a ,", ["data:,a"]],
    ["data:,a,", ["data:,a"]],
    ["data:,a,,,", ["data:,a"]],
    ["data:,a,, , ", ["data:,a"]],
    [" , ,,data:,a", ["data:,a"]],
    ["data:,a 1x,", ["data:,a"]],
    // Commas inside a descriptor's parentheses do not split; other brackets and quotes do.
    ["data:,a 1x 1x ( , data:,b 1x, ), data:,c", ["data:,a", "data:,c"]],
    ["data:,a 1x 1x ((( , data:,b 1x, ), data:,c", ["data:,a", "data:,c"]],
    ["data:,a 1x 1x [ , data:,b 1x, ], data:,c", ["data:,a", "data:,b", "]", "data:,c"]],
    ["data:,a 1x 1x { , data:,b 1x, }, data:,c", ["data:,a", "data:,b", "}", "data:,c"]],
    ['data:,a 1x 1x " , data:,b 1x, ", data:,c', ["data:,a", "data:,b", '"', "data:,c"]],
    ["data:,a 1x 1x \\,data:;\\,b, data:,c", ["data:,a", "data:;\\,b", "data:,c"]],
    ["data:,a, data:,b (", ["data:,a", "data:,b"]],
    ["data:,a, data:,b (,", ["data:,a", "data:,b"]],
    ["data:,a 1x 1x (, data:,b", ["data:,a"]],
    ["data:,a 1x 1x /*, data:,b, data:,c */", ["data:,a", "data:,b", "data:,c"]],
    ["data:,a 1x 1x //, data:,b", ["data:,a", "data:,b"]],
    // Descriptors are skipped, never judged: a candidate that a browser drops for them is still a URL of the page.
    ["data:,a 1w 1w", ["data:,a"]],
    ["data:,a foo, data:,b 0w", ["data:,a", "data:,b"]],
  ])("%j", (input, expected) => {
    expect(urls(input)).toEqual(expected);
  });
});

describe("refreshUrl: the HTML standard's shared declarative refresh steps", () => {
  const url = (input: string): string | null => {
    const range = refreshUrl(input);
    return range === null ? null : input.slice(range.start, range.end);
  };
  it.each([
    // Not a refresh value, or a refresh of the page itself: no link.
    ["", null],
    ["1", null],
    ["1 ", null],
    ["1\t", null],
    ["1;", null],
    ["1,", null],
    ["0", null],
    ["1url=foo", null],
    ["1x;url=foo", null],
    ["; foo", null],
    [", foo", null],
    ["foo", null],
    ["+1; url=foo", null],
    ["-0; url=foo", null],
    ["+1; foo", null],
    ["1e0; url=foo", null],
    ["-0.1; url=foo", null],
    ["1; url=", null],
    ['1; url=""', null],
    // A URL.
    ["1; url=foo", "foo"],
    ["1, url=foo", "foo"],
    ["1 url=foo", "foo"],
    ["1;\turl=foo", "foo"],
    ["1,\rurl=foo", "foo"],
    ["1\nurl=foo", "foo"],
    ["1;\furl=foo", "foo"],
    ["1 x;url=foo", "x;url=foo"],
    ["1;;url=foo", ";url=foo"],
    ["  1  ;  url  =  foo", "foo"],
    ["  1  ,  url  =  foo", "foo"],
    ["  1  ;  foo", "foo"],
    ["  1  url  =  foo", "foo"],
    ["1; url=foo ", "foo"],
    // The URL parser would then drop the tab and newline inside (WHATWG URL); as written, the value keeps them.
    ["1; url=f\to\no", "f\to\no"],
    ['1; url="foo"bar', "foo"],
    ["1; url='foo'bar", "foo"],
    ["1; url=\"foo'bar", "foo'bar"],
    ["1; URL = 'foo", "foo"],
    ["1; url foo", "url foo"],
    ["1; urlfoo", "urlfoo"],
    ["1; urfoo", "urfoo"],
    ["1; ufoo", "ufoo"],
    ["1; u", "u"],
    ['1; "foo"bar', "foo"],
    ["0; url=foo", "foo"],
    ["0; foo", "foo"],
    ["1.9; url=foo", "foo"],
    ["1.9..5.; url=foo", "foo"],
    [".9; url=foo", "foo"],
    ["0.9; url=foo", "foo"],
  ])("%j", (input, expected) => {
    expect(url(input)).toBe(expected);
  });
});

describe("the tokenizer's links from srcset and meta refresh", () => {
  const links = (html: string, chunk = html.length): RawLink[] => {
    const out: RawLink[] = [];
    const tokenizer = new LinkTokenizer((link) => out.push(link));
    for (let i = 0; i < html.length; i += chunk) tokenizer.write(html.slice(i, i + chunk));
    tokenizer.end();
    return out;
  };

  it("maps each candidate to its raw offsets across character references, in any chunking", () => {
    const html = '<img srcset="&lt;a&gt; 1x, b&amp;c 2x,&#x64;, e&#x20;f">';
    const expected = [
      ["<a>", "&lt;a&gt;"],
      ["b&c", "b&amp;c"],
      ["d", "&#x64;"],
      ["e", "e"],
    ];
    for (const chunk of [html.length, 1, 2, 3, 5]) {
      const found = links(html, chunk);
      expect(found.map((l) => [l.value, html.slice(l.start, l.end)])).toEqual(expected);
    }
  });

  it("reads http-equiv ASCII case-insensitively, takes the first of duplicate attributes, ends with the tag", () => {
    const found = links(
      '<meta http-equiv="REFRESH" content="0;url=a" content="0;url=b"/><meta http-equiv="refresh " content="0;url=c">' +
        '<meta content="0;url=d"><meta http-equiv="refresh"><meta http-equiv=refresh content>',
    );
    expect(found.map((l) => l.value)).toEqual(["a"]);
  });

  it("a meta refresh in a tag cut off at the end of the document is not a link (HTML drops the tag)", () => {
    expect(links('<meta http-equiv=refresh content="0;url=a"').length).toBe(0);
  });
});
