// The shared corpus (packages/corpus/data/links.json) through extractLinks, and through extractLinksStream in chunks
// of every small size, with the base found ahead by findBaseHref and without it.
import { linksCases } from "@urikit/corpus";
import { extractLinks, extractLinksStream, findBaseHref, type HtmlLink } from "../src/index.js";
import { describe, expect, it } from "vitest";

const cases = linksCases();

function view(found: HtmlLink[], expected: (typeof cases)[number]["expect"]): unknown[] {
  return found.map((link, k) => {
    const e = expected[k];
    const v: Record<string, unknown> = { element: link.element, attribute: link.attribute, value: link.value };
    if (link.uri !== undefined) v.uri = link.uri;
    if (link.error !== undefined) v.error = { code: link.error.code };
    if (e?.start !== undefined) v.start = link.start;
    if (e?.end !== undefined) v.end = link.end;
    return v;
  });
}

function* chunks(text: string, size: number): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

async function collect(source: Iterable<string | Uint8Array>, options: Parameters<typeof extractLinksStream>[1]): Promise<HtmlLink[]> {
  const out: HtmlLink[] = [];
  for await (const link of extractLinksStream(source, options)) out.push(link);
  return out;
}

const name = (c: (typeof cases)[number]): string => `${c.source}: ${JSON.stringify(c.input).slice(0, 60)}`;
const options = (c: (typeof cases)[number]) => (c.documentUri === undefined ? undefined : { documentUri: c.documentUri });

describe("extractLinks on the corpus", () => {
  it.each(cases.map((c) => [name(c), c] as const))("%s", (_, c) => {
    const found = extractLinks(c.input, options(c));
    expect(view(found, c.expect)).toEqual(c.expect);
    for (const link of found) {
      const raw = c.input.slice(link.start, link.end);
      if (!raw.includes("&")) expect(raw.trim()).toBe(link.value);
      expect(link.uri === undefined).toBe(link.error !== undefined);
    }
  });
});

describe("extractLinksStream equals extractLinks on the corpus, for every chunk size", () => {
  it.each(cases.map((c) => [name(c), c] as const))("%s", async (_, c) => {
    const whole = extractLinks(c.input, options(c));
    for (let size = 1; size <= 9; size++) {
      const baseHref = await findBaseHref(chunks(c.input, size));
      expect(await collect(chunks(c.input, size), { ...options(c), baseHref }), `known base, chunks of ${size}`).toEqual(whole);
      expect(await collect(chunks(c.input, size), options(c)), `base found at the end, chunks of ${size}`).toEqual(whole);
    }
    const bytes = new TextEncoder().encode(c.input);
    const byteChunks = Array.from({ length: bytes.length }, (_, i) => bytes.subarray(i, i + 1));
    expect(await collect(byteChunks, options(c))).toEqual(whole);
  });
});
