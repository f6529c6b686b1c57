import { describe, expect, it } from "vitest";
import { extractLinks, extractLinksStream, findBaseHref } from "./extract-links.js";
import { LinkTokenizer } from "./link-tokenizer.js";

describe("extractLinks arguments", () => {
  it.each([
    ["number", 42],
    ["null", null],
    ["undefined", undefined],
    ["array", ["<a href=x>"]],
    ["object", new String("<a href=x>")],
    ["object", { toString: () => "<a href=x>" }],
    ["symbol", Symbol("x")],
    ["bigint", 1n],
  ])("a non-string (%s) is a TypeError", (type, value) => {
    expect(() => extractLinks(value as string)).toThrow(new TypeError(`extractLinks: expected a string, got ${type}`));
  });

  it("checks its options and the document URI", () => {
    expect(() => extractLinks("", 1 as never)).toThrow(TypeError);
    expect(() => extractLinks("", { documentUri: 1 } as never)).toThrow(/option "documentUri" must be a string, got number/);
    expect(() => extractLinks("", { documentUri: 1 } as never)).toThrow(RangeError);
    expect(() => extractLinks("", { baseUri: "http://a/" } as never)).toThrow(/unknown option "baseUri"/);
    expect(() => extractLinks("", { baseUri: "http://a/" } as never)).toThrow(RangeError);
    expect(() => extractLinks("", [] as never)).toThrow(new TypeError("extractLinks: expected an options object, got array"));
    expect(() => extractLinks("", { documentUri: "/relative" })).toThrow(expect.objectContaining({ code: "base-not-absolute" }));
    expect(() => extractLinks("", { documentUri: "http://a/b c" })).toThrow(expect.objectContaining({ code: "unexpected-char", index: 10 }));
  });

  it("extractLinksStream and findBaseHref refuse what is not a source", async () => {
    const drain = async (source: unknown, options?: unknown): Promise<void> => {
      for await (const _ of extractLinksStream(source as never, options as never)) void _;
    };
    await expect(drain(42)).rejects.toThrow(TypeError);
    await expect(drain([42])).rejects.toThrow(/chunks must be strings or Uint8Array, got number/);
    await expect(drain([], { baseHref: 1 })).rejects.toThrow(/option "baseHref" must be a string or undefined, got number/);
    await expect(drain([], { baseHref: null })).rejects.toThrow(RangeError);
    await expect(drain([], { base: "http://a/" })).rejects.toThrow(RangeError);
    await expect(findBaseHref(null as never)).rejects.toThrow(TypeError);
  });
});

describe("streaming", () => {
  it("findBaseHref stops at the first <base href>", async () => {
    let read = 0;
    function* source(): Generator<string> {
      yield '<head><base href="http://b/">';
      read++;
      for (let i = 0; i < 1000; i++) {
        read++;
        yield "<p>filler</p>";
      }
    }
    expect(await findBaseHref(source())).toBe("http://b/");
    expect(read).toBe(0);
    expect(await findBaseHref(["<p>no base</p>"])).toBeUndefined();
  });

  it("keeps memory flat: the tokenizer releases the text it has passed", () => {
    const chunk = '<p>text <a href="x">link</a> <img src="y.png"> more text &amp; entities</p>\n'.repeat(2000);
    let links = 0;
    let held = 0;
    const tokenizer = new LinkTokenizer(() => links++);
    for (let i = 0; i < 100; i++) {
      tokenizer.write(chunk); // ~15 MB in all
      held = Math.max(held, tokenizer.heldLength);
    }
    tokenizer.end();
    expect(links).toBe(100 * 2000 * 2);
    expect(held).toBeLessThan(3 * chunk.length);
  });

  it("holds a long attribute value split over many chunks, and nothing more", () => {
    const value = "x".repeat(100_000);
    const html = `<p>${"filler ".repeat(50_000)}</p><a href="${value}">`;
    const found: string[] = [];
    const tokenizer = new LinkTokenizer((link) => found.push(link.value));
    for (let i = 0; i < html.length; i += 1000) tokenizer.write(html.slice(i, i + 1000));
    tokenizer.end();
    expect(found).toEqual([value]);
  });

  it("streams links with a known base", async () => {
    async function* source(): AsyncGenerator<string> {
      for (let i = 0; i < 50; i++) yield '<a href="x">a</a><img src="/y">';
    }
    const uris: string[] = [];
    for await (const link of extractLinksStream(source(), { documentUri: "http://h/p/", baseHref: undefined })) uris.push(link.uri!);
    expect(uris.length).toBe(100);
    expect(new Set(uris)).toEqual(new Set(["http://h/p/x", "http://h/y"]));
  });

  it("baseHref present, even undefined, streams; baseHref absent holds the links for a later <base>", async () => {
    const page = ['<a href="x">a</a>', '<base href="http://b/">'];
    const first = async (options: object): Promise<string | undefined> => {
      for await (const link of extractLinksStream(page, { documentUri: "http://h/", ...options })) return link.uri;
      return undefined;
    };
    // Known to have no <base> (a caller's claim, here false): "x" resolves against the document URI at once.
    expect(await first({ baseHref: undefined })).toBe("http://h/x");
    // Unknown: held to the end, so the <base> after the link applies to it.
    expect(await first({})).toBe("http://b/x");
    expect(await first({ baseHref: await findBaseHref(page) })).toBe("http://b/x");
  });
});
