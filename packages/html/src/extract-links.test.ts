import { describe, expect, it } from "vitest";
import { extractLinks, extractLinksStream, findBaseHref, type HtmlLink } from "./extract-links.js";
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

describe("byte sources and their options", () => {
  const drain = async (source: unknown, options?: unknown): Promise<HtmlLink[]> => {
    const out: HtmlLink[] = [];
    for await (const link of extractLinksStream(source as never, options as never)) out.push(link);
    return out;
  };

  it("reads a Web ReadableStream of bytes, and refuses a source that is neither iterable nor a stream", async () => {
    const bytes = new TextEncoder().encode('<a href="http://h/é">');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 19)); // cuts the two bytes of "é"
        controller.enqueue(bytes.subarray(19));
        controller.close();
      },
    });
    expect((await drain(stream)).map((l) => l.value)).toEqual(["http://h/é"]);
    // A stream without async iteration (Safari's ReadableStream) is read through its reader.
    const bare = new ReadableStream<string>({
      start(controller) {
        controller.enqueue('<a href="x">');
        controller.close();
      },
    });
    expect((await drain({ getReader: () => bare.getReader() })).map((l) => l.value)).toEqual(["x"]);
    await expect(drain({ read() {} })).rejects.toThrow(new TypeError("extractLinksStream: expected an iterable or a ReadableStream of chunks, got object"));
    await expect(drain(["<a href=x>", new Uint8Array(1)])).rejects.toThrow(/chunks must be all strings or all Uint8Array/);
    await expect(drain([new Uint8Array(1), "<a href=x>"])).rejects.toThrow(/chunks must be all strings or all Uint8Array/);
  });

  it("checks encoding and onInvalidBytes: RangeError", async () => {
    await expect(drain([], { encoding: 1 })).rejects.toThrow(new RangeError('extractLinksStream: option "encoding" must be a string, got number'));
    await expect(drain([], { encoding: "no-such" })).rejects.toThrow(/unknown encoding label "no-such"/);
    await expect(drain([], { onInvalidBytes: "log" })).rejects.toThrow(new RangeError('extractLinksStream: option "onInvalidBytes" must be a function, got string'));
    await expect(findBaseHref([], { encoding: "no-such" })).rejects.toThrow(RangeError);
    await expect(findBaseHref([], { charset: "utf-8" } as never)).rejects.toThrow(RangeError);
  });

  it("reports invalid bytes outside links without keeping them, and those inside a link on it", async () => {
    const bad = new Uint8Array(100_000).fill(0xff);
    const ascii = (s: string): Uint8Array => new TextEncoder().encode(s);
    const page = [ascii("<p>"), bad, ascii('</p><a href="x'), Uint8Array.of(0xc3), ascii('y">'), bad, ascii("<img src=z>")];
    let count = 0;
    const links = await drain(page, { documentUri: "http://h/", onInvalidBytes: () => count++ });
    expect(count).toBe(200_001);
    const at = 3 + 100_000 + 14;
    expect(links.map((l) => [l.value, l.invalidBytes])).toEqual([
      ["x\ufffdy", [at]],
      ["z", undefined],
    ]);
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
