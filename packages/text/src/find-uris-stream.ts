import { typeName } from "@urikit/core/engine";
import type { FindUrisOptions } from "./find-uris.js";
import type { UriMatch } from "./uri-finder.js";
import { UriSearch } from "./uri-search.js";

/** Anything that yields text or UTF-8 byte chunks: a Node `Readable`, a Web `ReadableStream`, any (async) iterable. */
export type TextSource =
  | AsyncIterable<string | Uint8Array>
  | Iterable<string | Uint8Array>
  | ReadableStream<string | Uint8Array>;

/** Iterate any source; a Web stream without `Symbol.asyncIterator` is read through its reader. */
async function* chunksOf(source: TextSource): AsyncGenerator<unknown> {
  if (typeof source === "object" && source !== null && (Symbol.asyncIterator in source || Symbol.iterator in source)) {
    yield* source as AsyncIterable<unknown>;
    return;
  }
  if (typeof source === "object" && source !== null && typeof (source as ReadableStream).getReader === "function") {
    const reader = (source as ReadableStream<unknown>).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  throw new TypeError(`findUrisStream: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
}

/**
 * Find the URIs in a text that arrives in chunks, as {@link findUris} finds them in the whole text: a URI split
 * across chunks is found once, offsets are global (UTF-16 indexes of the decoded text; byte chunks are decoded as
 * UTF-8, a BOM dropped, invalid sequences read as U+FFFD), and memory stays bounded by the longest candidate, not by
 * the input. Chunks are all strings or all `Uint8Array`. Linear time for any chunking: text kept back for the next
 * chunk is searched again only once at least as much new text has arrived.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 * See also RFC 3986 Appendix C, draft-fielding-uri-rfc2396bis-01 Appendices E and F.
 */
export async function* findUrisStream(source: TextSource, options?: FindUrisOptions): AsyncGenerator<UriMatch, void, undefined> {
  if (typeof source !== "object" || source === null) {
    throw new TypeError(`findUrisStream: expected an iterable or a ReadableStream of chunks, got ${typeName(source)}`);
  }
  const search = new UriSearch(options, "findUrisStream");
  for await (const chunk of chunksOf(source)) {
    for (const match of search.push(chunk as string | Uint8Array)) yield match;
  }
  for (const match of search.end()) yield match;
}
