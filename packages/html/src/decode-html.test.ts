// The HTML standard's encoding sniffing (byte order mark, then the prescan of the first 1024 bytes for a <meta>),
// and the invalid-byte finder, checked against TextDecoder (fast-check: every reported sequence is a U+FFFD of
// TextDecoder's output at the reported index, and every U+FFFD of that output is reported).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HtmlDecoder, PRESCAN_BYTES, bomEncoding, charsetInContent, encodingOf, prescanEncoding, type InvalidBytes } from "./decode-html.js";

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe("prescanEncoding: the HTML standard's prescan for a <meta> charset", () => {
  it.each([
    ['<meta charset="utf-8">', "utf-8"],
    ["<META CHARSET=ISO-8859-1>", "windows-1252"],
    ["<meta charset='latin1'/>", "windows-1252"],
    ['<meta\tcharset = " windows-1252 ">', "windows-1252"],
    ['<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-2">', "iso-8859-2"],
    ['<meta content="text/html; charset=\'koi8-r\'" http-equiv=content-type>', "koi8-r"],
    ['<meta http-equiv=content-type content="text/html;charset = shift_jis">', "shift_jis"],
    // A content charset needs http-equiv=content-type; a charset attribute does not.
    ['<meta content="text/html; charset=koi8-r">', undefined],
    ['<meta http-equiv="refresh" content="text/html; charset=koi8-r">', undefined],
    ['<meta content="charset=koi8-r" charset="utf-8" http-equiv=content-type>', "utf-8"],
    // The first of duplicate attributes counts; a content without a usable charset sets none.
    ['<meta charset="koi8-r" charset="utf-8">', "koi8-r"],
    ['<meta http-equiv=content-type content="text/html; charset="><meta charset=utf-8>', "utf-8"],
    ['<meta http-equiv=content-type content="charset=\'x">', undefined],
    ['<meta http-equiv=content-type content="charsetx; charset=gbk">', "gbk"],
    // Unknown labels are skipped; UTF-16 means UTF-8 (the bytes read as ASCII); x-user-defined windows-1252.
    ['<meta charset="no-such"><meta charset="utf-8">', "utf-8"],
    ['<meta charset="utf-16">', "utf-8"],
    ['<meta charset="utf-16be">', "utf-8"],
    ['<meta charset="x-user-defined">', "windows-1252"],
    // Comments, other tags and their attribute values, <! and <? are skipped.
    ['<!-- <meta charset="koi8-r"> --><meta charset="utf-8">', "utf-8"],
    // "<!-->" is a whole comment: the "--" of "-->" may be the one of "<!--".
    ['<!--><meta charset="koi8-r">-->', "koi8-r"],
    ['<!-- a -- b --><meta charset="koi8-r">', "koi8-r"],
    ['<p title="<meta charset=koi8-r>"><meta charset="utf-8">', "utf-8"],
    ["<p title='a' data-x=b c><meta charset=gbk>", "gbk"],
    ["</p x=<meta charset=koi8-r>><meta charset=gbk>", "gbk"],
    ['<!doctype html><?php x ?><meta charset="gbk">', "gbk"],
    ["<metax charset=gbk>", undefined],
    ["<meta/charset=gbk>", "gbk"],
    ["<meta charset>", undefined],
    ["<meta charset=gbk/>", undefined],
    ["<meta x=>charset=gbk>", undefined],
    ["< meta charset=gbk>", undefined],
    ['<meta name=x charset="gbk', undefined],
    ["<meta charset=gbk", undefined],
    ["<p class=x", undefined],
    ["<!-- no end", undefined],
    ["", undefined],
  ])("%j", (html, expected) => {
    expect(prescanEncoding(ascii(html))).toBe(expected);
  });

  it("reads only the first 1024 bytes", async () => {
    const pad = "<p>" + "x".repeat(PRESCAN_BYTES);
    expect(prescanEncoding(ascii(`${pad}<meta charset=gbk>`).subarray(0, PRESCAN_BYTES))).toBeUndefined();
    const decoder = new HtmlDecoder(undefined, () => {});
    decoder.write(ascii(`${pad}<meta charset=windows-1252>`));
    decoder.end();
    expect(decoder.encoding).toBe("utf-8");
  });

  it("charsetInContent and encodingOf", () => {
    expect(charsetInContent("text/html; charset=utf-8")).toBe("utf-8");
    expect(charsetInContent("charset")).toBeUndefined();
    expect(charsetInContent("charset =")).toBeUndefined();
    expect(charsetInContent('charset="utf-8"')).toBe("utf-8");
    expect(encodingOf(" Latin1 ")).toBe("windows-1252");
    expect(encodingOf("utf-16")).toBe("utf-16le");
    expect(encodingOf("nope")).toBeUndefined();
    expect(bomEncoding(ascii("\xef\xbb"))).toBeUndefined();
  });
});

describe("HtmlDecoder: byte order mark, transport encoding, prescan, UTF-8 default", () => {
  const decode = (bytes: Uint8Array, transport?: string): [string, string | undefined] => {
    const decoder = new HtmlDecoder(transport, () => {});
    const text = decoder.write(bytes) + decoder.end();
    return [text, decoder.encoding];
  };
  it("in the HTML standard's order", () => {
    expect(decode(ascii("\xef\xbb\xbf<meta charset=gbk>\xc3\xa9"), "koi8-r")).toEqual(["<meta charset=gbk>é", "utf-8"]);
    expect(decode(ascii("\xff\xfea\x00"), "koi8-r")).toEqual(["a", "utf-16le"]);
    expect(decode(ascii("\xfe\xff\x00a"))).toEqual(["a", "utf-16be"]);
    expect(decode(ascii("<meta charset=windows-1252>\xe9"), "utf-8")[1]).toBe("utf-8");
    expect(decode(ascii("<meta charset=windows-1252>\x80\xe9"))).toEqual(["<meta charset=windows-1252>€é", "windows-1252"]);
    expect(decode(ascii("<p>\xc3\xa9"))).toEqual(["<p>é", "utf-8"]);
    expect(decode(new Uint8Array(0))).toEqual(["", "utf-8"]);
  });
});

describe("invalid byte sequences, against TextDecoder", () => {
  /** Report the problems of `bytes` decoded in chunks of `size`; the text too. */
  const problemsOf = (bytes: Uint8Array, size: number, transport: string): { text: string; problems: InvalidBytes[] } => {
    const problems: InvalidBytes[] = [];
    const decoder = new HtmlDecoder(transport, (p) => problems.push(p));
    let text = "";
    for (let i = 0; i < bytes.length; i += size) text += decoder.write(bytes.subarray(i, i + size));
    text += decoder.end();
    return { text, problems };
  };
  // Byte values that make every kind of sequence likely; without the bytes of a valid U+FFFD (EF BF BD / FD FF),
  // so that each U+FFFD of the output stands for an invalid sequence.
  const utf8Byte = fc.constantFrom(0x41, 0x7f, 0x80, 0x9f, 0xa0, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff);
  const utf16Byte = fc.constantFrom(0x00, 0x41, 0xd8, 0xdb, 0xdc, 0xdf, 0xe0, 0xfe);

  it.each([
    ["utf-8", utf8Byte],
    ["utf-16le", utf16Byte],
    ["utf-16be", utf16Byte],
  ] as const)("%s: every U+FFFD is one reported sequence, at its index and byte offset", (encoding, byte) => {
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 40 }), fc.integer({ min: 1, max: 7 }), (array, size) => {
        // A leading BOM-like pair would be taken as a BOM: start with an ASCII byte pair.
        const bytes = Uint8Array.from([0x20, 0x00, ...array]);
        const { text, problems } = problemsOf(bytes, size, encoding);
        const expected = new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
        expect(text).toBe(expected);
        const marks = [...expected].flatMap((c, k, all) => (c === "\ufffd" ? [all.slice(0, k).join("").length] : []));
        expect(problems.map((p) => p.index)).toEqual(marks);
        for (const p of problems) {
          // The bytes before a problem decode, alone, to the text before its U+FFFD.
          expect(new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes.subarray(0, p.byteOffset)).length).toBe(p.index);
          expect(p.length).toBeGreaterThan(0);
          expect(p.byteOffset + p.length).toBeLessThanOrEqual(bytes.length);
        }
      }),
      { seed: 20, numRuns: 2000 },
    );
  });
});
