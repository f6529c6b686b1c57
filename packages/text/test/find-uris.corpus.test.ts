// The shared corpus (packages/corpus/data/find-uris.json) through findUris, and through findUrisStream in chunks of
// every small size, as strings and as UTF-8 bytes.
import { findUrisCases } from "@urikit/corpus";
import { findUris, findUrisStream, type UriMatch } from "@urikit/text";
import { describe, expect, it } from "vitest";

const cases = findUrisCases();

/** What a case pins of a match: its uri, delimiter and flags, and its offsets where the case gives them. */
function pinned(found: UriMatch[], expected: (typeof cases)[number]["expect"]): unknown[] {
  return found.map((m, k) => {
    const e = expected[k];
    const view: Record<string, unknown> = { uri: m.uri };
    if (m.iri !== undefined) view.iri = m.iri;
    view.delimiter = m.delimiter;
    if (m.abbreviated) view.abbreviated = true;
    if (m.hyphenBreak) view.hyphenBreak = true;
    if (e?.start !== undefined) view.start = m.start;
    if (e?.end !== undefined) view.end = m.end;
    return view;
  });
}

/** The offsets say where the URI stands: the text itself, or the text with whitespace removed / http:// added. */
function checkOffsets(text: string, m: UriMatch): void {
  const raw = text.slice(m.start, m.end);
  const written = m.iri ?? m.uri.replace(/%23/g, "#");
  if (m.abbreviated) expect("http://" + raw).toBe(written);
  else if (m.delimiter === "angle") expect(raw.replace(/[ \t\r\n\f]/g, "")).toBe(written);
  else expect(raw).toBe(written);
  if (m.delimiter === "quote") {
    expect(text[m.start - 1]).toBe('"');
    expect(text[m.end]).toBe('"');
  }
  if (m.delimiter === "angle") {
    expect(text.lastIndexOf("<", m.start)).toBeGreaterThanOrEqual(0);
    expect(text.slice(m.end).trimStart()[0]).toBe(">");
  }
}

async function collect(chunks: Iterable<string | Uint8Array>, options?: { abbreviated?: boolean }): Promise<UriMatch[]> {
  const found: UriMatch[] = [];
  for await (const m of findUrisStream(chunks, options)) found.push(m);
  return found;
}

function* stringChunks(text: string, size: number): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

function* byteChunks(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe("findUris on the corpus", () => {
  it.each(cases.map((c) => [`${c.source}: ${JSON.stringify(c.input).slice(0, 70)}`, c] as const))("%s", (_, c) => {
    const found = findUris(c.input, c.options);
    expect(pinned(found, c.expect)).toEqual(c.expect);
    for (const m of found) checkOffsets(c.input, m);
  });
});

describe("findUrisStream equals findUris on the corpus, for every chunk size", () => {
  it.each(cases.map((c) => [`${c.source}: ${JSON.stringify(c.input).slice(0, 70)}`, c] as const))("%s", async (_, c) => {
    const whole = findUris(c.input, c.options);
    const bytes = new TextEncoder().encode(c.input);
    for (let size = 1; size <= Math.min(c.input.length, 12); size++) {
      expect(await collect(stringChunks(c.input, size), c.options), `string chunks of ${size}`).toEqual(whole);
      expect(await collect(byteChunks(bytes, size), c.options), `byte chunks of ${size}`).toEqual(whole);
    }
    expect(await collect([c.input], c.options)).toEqual(whole);
  });
});
