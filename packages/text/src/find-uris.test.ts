import { describe, expect, it } from "vitest";
import { findUris } from "./find-uris.js";
import { findUrisStream } from "./find-uris-stream.js";

describe("findUris arguments", () => {
  it.each([
    ["number", 42],
    ["null", null],
    ["undefined", undefined],
    ["array", ["http://a/"]],
    ["object", new String("http://a/")],
    ["object", { toString: () => "http://a/" }],
    ["symbol", Symbol("x")],
    ["bigint", 1n],
  ])("a non-string (%s) is a TypeError", (name, value) => {
    expect(() => findUris(value as string)).toThrow(new TypeError(`findUris: expected a string, got ${name}`));
  });

  it("checks its options", () => {
    // A non-object options argument is a wrong type (TypeError); every bad option inside it is a RangeError.
    expect(() => findUris("x", 1 as never)).toThrow(TypeError);
    expect(() => findUris("x", [] as never)).toThrow(new TypeError("findUris: expected an options object, got array"));
    expect(() => findUris("x", { abbreviated: "yes" } as never)).toThrow(RangeError);
    expect(() => findUris("x", { abbreviated: "yes" } as never)).toThrow(/abbreviated.*boolean/);
    expect(() => findUris("x", { lineNumbers: 1 } as never)).toThrow(RangeError);
    expect(() => findUris("x", { abbrevated: true } as never)).toThrow(RangeError);
    expect(() => findUris("x", { abbrevated: true } as never)).toThrow(/unknown option "abbrevated"/);
    expect(findUris("www.a.b.c", {})).toEqual([]);
    expect(findUris("www.a.b.c", { abbreviated: false })).toEqual([]);
    expect(() => findUris("x", { schemes: "web+x" } as never)).toThrow(RangeError);
    expect(() => findUris("x", { schemes: "web+x" } as never)).toThrow('findUris: option "schemes" must be an array of strings, got string');
    expect(() => findUris("x", { schemes: [1] } as never)).toThrow(RangeError);
    expect(() => findUris("x", { schemes: [1] } as never)).toThrow('findUris: option "schemes" must be an array of strings, got number at 0');
    expect(() => findUris("x", { schemes: ["ok", "1x"] })).toThrow(RangeError);
    expect(() => findUris("x", { schemes: ["a b"] })).toThrow(/"a b" at 0 is not a scheme/);
  });

  it("findUrisStream refuses what is not a source or a chunk", async () => {
    const drain = async (source: unknown): Promise<void> => {
      for await (const _ of findUrisStream(source as never)) void _;
    };
    await expect(drain("http://a/")).rejects.toThrow(TypeError);
    await expect(drain(42)).rejects.toThrow(/expected an iterable or a ReadableStream/);
    await expect(drain([42])).rejects.toThrow(/chunks must be strings or Uint8Array, got number/);
    await expect(drain(["a", new Uint8Array(1)])).rejects.toThrow(/all strings or all bytes/);
    await expect(drain([new Uint8Array(1), "a"])).rejects.toThrow(/all strings or all bytes/);
  });
});

describe("findUris details", () => {
  it("hyphenBreak only when a line break follows a hyphen inside <…>", () => {
    expect(findUris("<http://a/b-\nc>")).toEqual([{ uri: "http://a/b-c", start: 1, end: 14, delimiter: "angle", hyphenBreak: true }]);
    expect(findUris("<http://a/b- \r\n  c>")[0].hyphenBreak).toBe(true);
    expect(findUris("<http://a/b\n-c>")[0].hyphenBreak).toBeUndefined();
    expect(findUris("<http://a/b-c>")[0].hyphenBreak).toBeUndefined();
  });

  it("reads a Web ReadableStream of bytes, with a multi-byte character split across chunks", async () => {
    const bytes = new TextEncoder().encode("é http://a/ ü <http://b/\nc>");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i++) controller.enqueue(bytes.subarray(i, i + 1));
        controller.close();
      },
    });
    const found = [];
    for await (const m of findUrisStream(stream)) found.push(m);
    expect(found).toEqual(findUris("é http://a/ ü <http://b/\nc>"));
  });

  it("lineNumbers adds the 1-based line and column of each start (lines end at LF, columns in UTF-16 units)", () => {
    const text = "a http://a/\r\nb\n\n  😀 <urn:y\nz> \"urn:q\"";
    expect(findUris(text, { lineNumbers: true }).map((m) => [m.uri, m.line, m.column])).toEqual([
      ["http://a/", 1, 3],
      ["urn:yz", 4, 7],
      ["urn:q", 5, 5],
    ]);
    expect(findUris(text)[0].line).toBeUndefined();
    expect(() => findUris(text, { lineNumbers: 1 } as never)).toThrow(/lineNumbers.*boolean/);
  });

  it("drops a UTF-8 BOM from byte input, as TextDecoder does", async () => {
    const found = [];
    for await (const m of findUrisStream([new Uint8Array([0xef, 0xbb, 0xbf]), new TextEncoder().encode("http://a/")])) found.push(m);
    expect(found).toEqual([{ uri: "http://a/", start: 0, end: 9, delimiter: "none" }]);
  });
});

describe("UriSearch", () => {
  it("gives, chunk by chunk, what findUris gives for the whole text", async () => {
    const { UriSearch } = await import("./uri-search.js");
    const text = 'a <http://x/\n y> "urn:z" http://w/(v)). www.a.b.c';
    const search = new UriSearch({ abbreviated: true, lineNumbers: true });
    const found = [];
    for (const ch of text) found.push(...search.push(ch));
    found.push(...search.end());
    expect(found).toEqual(findUris(text, { abbreviated: true, lineNumbers: true }));
    expect(search.end()).toEqual([]);
    expect(() => search.push("x")).toThrow(/push after end/);
    expect(() => new UriSearch().push(1 as never)).toThrow(new TypeError("UriSearch: chunks must be strings or Uint8Array, got number"));
  });
});
