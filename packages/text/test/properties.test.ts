// fast-check properties of findUris / findUrisStream (fixed seeds): URIs embedded in prose the ways the rules allow
// are found exactly, at their offsets; nothing found is ever an invalid URI; the stream equals the whole text for
// every chunking, as strings and as UTF-8 bytes split anywhere.
import { isUri } from "@urikit/core";
import { findUris, findUrisStream, type UriMatch } from "@urikit/text";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const SEED = 20261125;

const letters = "abcdefghijklmnopqrstuvwxyz";
const word = fc.string({ unit: fc.constantFrom(...letters, ..."ÄéßЖ中😀"), minLength: 1, maxLength: 8 }).filter((w) => !/w{3}/i.test(w));
/** Prose that holds no candidate: words, spaces, line breaks and punctuation, but no ":", "<", '"' or "www.". */
const filler = fc
  .array(fc.tuple(word, fc.constantFrom(" ", "  ", "\n", ", ", ". ", "! ", "? ", "; ", "\r\n", " (", ") ")), { maxLength: 6 })
  .map((parts) => " " + parts.map(([w, sep]) => w + sep).join("") + " ");

const segment = fc.string({ unit: fc.constantFrom(..."abcxyz019-._~!$&'*+,;=:@%41"), maxLength: 6 }).map((s) => s.replace(/%(?!41)/g, "").replace(/%41/g, "%41"));
const absoluteUri = fc
  .record({
    scheme: fc.constantFrom("http", "https", "ftp", "x-y.z+1", "HTTP", "file"),
    host: fc.constantFrom("example.com", "a.b", "127.0.0.1", "[::1]", "[v7.x]", "", "xn--bcher-kva.example"),
    userinfo: fc.option(fc.constantFrom("user", "u:p"), { nil: undefined }),
    port: fc.option(fc.constantFrom("", "80", "8080"), { nil: undefined }),
    segments: fc.array(segment, { maxLength: 4 }),
    query: fc.option(fc.string({ unit: fc.constantFrom(..."ab=&/?:@"), maxLength: 6 }), { nil: undefined }),
    fragment: fc.option(fc.string({ unit: fc.constantFrom(..."ab/?:@"), maxLength: 6 }), { nil: undefined }),
    last: fc.constantFrom("z", "9", "/", "Z"),
  })
  .map((u) => {
    const authority = (u.userinfo !== undefined ? u.userinfo + "@" : "") + u.host + (u.port !== undefined ? ":" + u.port : "");
    let uri = `${u.scheme}://${authority}/${u.segments.join("/")}`;
    if (u.query !== undefined) uri += "?" + u.query;
    if (u.fragment !== undefined) uri += "#" + u.fragment;
    return uri + u.last; // ends with a character that trimming keeps
  })
  .filter((uri) => isUri(uri));
const namedUri = fc.constantFrom("mailto:a@example.org", "urn:isbn:0451450523", "news:comp.infosystems.www", "tel:+1-201-555-0123", "mailto:X@y");

type Style = "bare" | "quote" | "angle" | "angle-wrapped" | "angle-url";
const embedded = fc.tuple(fc.oneof(absoluteUri, namedUri), fc.constantFrom<Style>("bare", "quote", "angle", "angle-wrapped", "angle-url"), fc.nat(1000));

interface Built {
  text: string;
  expected: UriMatch[];
}

function build(parts: Array<[string, [string, Style, number]]>, tail: string): Built {
  let text = "";
  const expected: UriMatch[] = [];
  for (const [prose, [uri, style, cut]] of parts) {
    text += prose;
    if (style === "bare") {
      expected.push({ uri, start: text.length, end: text.length + uri.length, delimiter: "none" });
      text += uri;
    } else if (style === "quote") {
      expected.push({ uri, start: text.length + 1, end: text.length + 1 + uri.length, delimiter: "quote" });
      text += `"${uri}"`;
    } else {
      // Wrap after the scheme's ":" (never inside the scheme, never right after a hyphen).
      const colon = uri.indexOf(":");
      let at = colon + 1 + (cut % (uri.length - colon));
      while (at < uri.length && (uri[at - 1] === "-" || at <= colon)) at++;
      const inner = style === "angle" || at >= uri.length ? uri : uri.slice(0, at) + "\n   " + uri.slice(at);
      const prefix = style === "angle-url" ? "URL:" : "";
      const start = text.length + 1 + prefix.length;
      expected.push({ uri, start, end: start + inner.length, delimiter: "angle" });
      text += `<${prefix}${inner}>`;
    }
  }
  return { text: text + tail, expected };
}

const document = fc.tuple(fc.array(fc.tuple(filler, embedded), { maxLength: 5 }), filler).map(([parts, tail]) => build(parts, tail));

async function streamed(chunks: Iterable<string | Uint8Array>, lineNumbers = false): Promise<UriMatch[]> {
  const found: UriMatch[] = [];
  for await (const m of findUrisStream(chunks, { lineNumbers })) found.push(m);
  return found;
}

function cutAt<T extends { length: number; slice(a: number, b?: number): T }>(value: T, cuts: number[]): T[] {
  const points = [...new Set(cuts.map((c) => c % (value.length + 1)))].sort((a, b) => a - b);
  const pieces: T[] = [];
  let from = 0;
  for (const p of points) {
    pieces.push(value.slice(from, p));
    from = p;
  }
  pieces.push(value.slice(from));
  return pieces;
}

describe("findUris properties", () => {
  it("finds exactly the URIs embedded the ways the rules allow, at their offsets", () => {
    fc.assert(
      fc.property(document, ({ text, expected }) => {
        expect(findUris(text)).toEqual(expected);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  const noisy = fc.string({ unit: fc.constantFrom(..."ahtpw:/.<>\"'()[]#%41 \n-@?x😀é=,;!\r"), maxLength: 60 });

  it("never returns an invalid URI; matches are in order, inside the text, never overlapping", () => {
    fc.assert(
      fc.property(noisy, fc.boolean(), (text, abbreviated) => {
        let last = 0;
        for (const m of findUris(text, { abbreviated })) {
          expect(isUri(m.uri)).toBe(true);
          expect(m.start).toBeGreaterThanOrEqual(last);
          expect(m.end).toBeGreaterThan(m.start);
          expect(m.end).toBeLessThanOrEqual(text.length);
          last = m.end;
        }
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });

  it("the stream equals the whole text for every chunking, as strings and as bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(noisy, document.map((d) => d.text)), fc.array(fc.nat(), { maxLength: 8 }), async (text, cuts) => {
        const whole = findUris(text);
        expect(await streamed(cutAt(text, cuts))).toEqual(whole);
        expect(await streamed(cutAt(new TextEncoder().encode(text), cuts))).toEqual(whole);
        expect(await streamed(cutAt(text, cuts), true)).toEqual(findUris(text, { lineNumbers: true }));
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });
});

describe("findUrisStream over UTF-8 bytes", () => {
  // Bytes that are not all well-formed UTF-8: lone continuation bytes, truncated and overlong sequences, a byte
  // order mark anywhere. Each chunk is decoded on its own at a cut before a non-continuation byte; the text must be
  // exactly what one decoder gives for the whole input (U+FFFD replacements included), so every offset agrees.
  const piece = fc.oneof(
    fc.constantFrom("http://a.example/x ", "<urn:y>", '"mailto:z@q" ', "é", "中", "😀", " ").map((s) => [...new TextEncoder().encode(s)]),
    fc.constantFrom([0x80], [0xbf], [0xc3], [0xe4, 0xb8], [0xf0, 0x9f, 0x98], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xef, 0xbb, 0xbf], [0xff], [0xf4, 0x90, 0x80, 0x80]),
  );
  it("finds at the same offsets as findUris over TextDecoder's text of the whole, for every chunking", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 24 }), fc.array(fc.nat(), { maxLength: 10 }), async (pieces, cuts) => {
        const bytes = Uint8Array.from(pieces.flat());
        const whole = findUris(new TextDecoder().decode(bytes), { lineNumbers: true });
        const found: UriMatch[] = [];
        for await (const m of findUrisStream(cutAt(bytes, cuts), { lineNumbers: true })) found.push(m);
        expect(found).toEqual(whole);
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it("drops a byte order mark only at the start of the input", async () => {
    const bytes = new TextEncoder().encode("\ufeffhttp://a/ \ufeffhttp://b/");
    const found: UriMatch[] = [];
    for await (const m of findUrisStream([bytes.subarray(0, 2), bytes.subarray(2, 14), bytes.subarray(14)])) found.push(m);
    expect(found.map((m) => [m.uri, m.start])).toEqual([["http://a/", 0], ["http://b/", 11]]);
  });
});
