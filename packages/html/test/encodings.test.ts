// Byte input in the encodings of the web: one real page (test/encodings/README.md) written by Python's codecs in
// UTF-8, UTF-8 with a BOM, UTF-16LE/BE with a BOM, windows-1252 declared by <meta charset> and by
// <meta http-equiv=content-type>, windows-1252 undeclared (read as UTF-8: reported), and UTF-8 with invalid bytes.
// Every form gives the same links, in any chunking; the invalid bytes are reported with their byte offsets.
import { readFileSync } from "node:fs";
import { extractLinks, extractLinksStream, findBaseHref, type HtmlLink, type InvalidBytes } from "../src/index.js";
import { describe, expect, it } from "vitest";

const file = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`encodings/${name}`, import.meta.url)));
const DOC = "https://developer.mozilla.org/fr/docs/Learn/HTML/Multimedia_and_embedding/Responsive_images";

async function links(bytes: Uint8Array, size: number, options: { encoding?: string } = {}): Promise<{ links: HtmlLink[]; problems: InvalidBytes[] }> {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const problems: InvalidBytes[] = [];
  const out: HtmlLink[] = [];
  for await (const link of extractLinksStream(chunks, { documentUri: DOC, onInvalidBytes: (p) => problems.push(p), ...options })) out.push(link);
  return { links: out, problems };
}

// The page's links as its text has them (written by hand from the page).
const EXPECTED = [
  ["img", "srcset", "elva-fairy-480w.jpg"],
  ["img", "srcset", "elva-fairy-800w.jpg"],
  ["img", "src", "elva-fairy-800w.jpg"],
  ["a", "href", "https://mdn.github.io/learning-area/html/multimedia-and-embedding/responsive-images/responsive.html"],
  ["a", "href", "https://github.com/mdn/learning-area/blob/master/html/multimedia-and-embedding/responsive-images/responsive.html"],
  ["a", "href", "caf%C3%A9.html?prix=5€"],
];

describe("a page in each encoding gives the same links", () => {
  // The text of each file: the UTF-8 file's, read by TextDecoder, with the file's own <meta> (not TextDecoder in
  // the file's encoding: Node 20's decodes windows-1252 as ISO-8859-1 when not streaming, 0x80 as U+0080).
  const utf8 = new TextDecoder("utf-8").decode(file("utf-8.html"));
  it.each([
    ["utf-8.html", '<meta charset="utf-8">'],
    ["utf-8-bom.html", '<meta charset="windows-1252">'],
    ["utf-16le.html", '<meta charset="utf-16">'],
    ["utf-16be.html", '<meta charset="utf-16">'],
    ["windows-1252.html", '<meta charset="windows-1252">'],
    ["iso-8859-1-http-equiv.html", '<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">'],
  ])("%s", async (name, meta) => {
    const bytes = file(name);
    const whole = extractLinks(utf8.replace('<meta charset="utf-8">', meta), { documentUri: DOC });
    expect(whole.map((l) => [l.element, l.attribute, l.value])).toEqual(EXPECTED);
    for (const size of [1, 2, 3, 64, 1 << 16]) {
      const { links: found, problems } = await links(bytes, size);
      expect(found, `chunks of ${size}`).toEqual(whole);
      expect(problems).toEqual([]);
    }
    expect(await findBaseHref([bytes])).toBeUndefined();
  });

  it("an undeclared windows-1252 page is read as UTF-8, and each of its non-ASCII bytes is reported", async () => {
    const bytes = file("undeclared-windows-1252.html");
    const { links: found, problems } = await links(bytes, 7);
    const high = [...bytes.keys()].filter((k) => bytes[k]! >= 0x80);
    expect(problems.map((p) => [p.byteOffset, p.length, p.encoding])).toEqual(high.map((k) => [k, 1, "utf-8"]));
    const euro = bytes.lastIndexOf(0x80, bytes.indexOf(0x22, bytes.indexOf(0x80) + 1)); // the € in the last href
    expect(found.at(-1)?.invalidBytes).toEqual([high.find((k) => k >= bytes.indexOf(0x3f, euro - 10))]);
    expect(found.at(-1)?.error?.code).toBe("unexpected-char");
    // Told the transport layer's charset, it reads the page right.
    const told = await links(bytes, 7, { encoding: "latin1" });
    expect(told.problems).toEqual([]);
    expect(told.links.map((l) => [l.element, l.attribute, l.value])).toEqual(EXPECTED);
  });

  it("invalid UTF-8: each bad sequence is reported with its byte offset, and the link holding one says so", async () => {
    const bytes = file("invalid-utf-8.html");
    const lone = Buffer.from(bytes).indexOf("caf\xa9", 0, "latin1") + 3;
    const cut = Buffer.from(bytes).indexOf("habill\xc3e", 0, "latin1") + 6;
    for (const size of [1, 5, 1 << 16]) {
      const { links: found, problems } = await links(bytes, size);
      expect(problems.map((p) => [p.byteOffset, p.length])).toEqual([
        [cut, 1],
        [lone, 1],
      ]);
      const text = new TextDecoder("utf-8").decode(bytes);
      for (const p of problems) expect(text[p.index]).toBe("\ufffd");
      const bad = found.filter((l) => l.invalidBytes !== undefined);
      expect(bad.map((l) => [l.value, l.invalidBytes, l.error?.code])).toEqual([["caf\ufffd.html?prix=5€", [lone], "unexpected-char"]]);
    }
  });
});
