import { typeName } from "@urikit/core";
import { numberLines, readFindOptions, type FindUrisOptions } from "./find-uris.js";
import { LineCounter } from "./line-counter.js";
import { UriFinder, type UriMatch } from "./uri-finder.js";

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
  const settings = readFindOptions(options, "findUrisStream");
  const finder = new UriFinder(settings.abbreviated);
  const lines = settings.lineNumbers ? new LineCounter() : undefined;
  const found: UriMatch[] = [];
  let decoder: { decode(input?: Uint8Array, options?: { stream?: boolean }): string } | undefined;
  let kind: "string" | "bytes" | undefined;
  let buffer = ""; // text not yet searched to the end, starting at global index `offset`
  let offset = 0;
  let kept = 0; // length of the text kept back by the last search
  for await (const chunk of chunksOf(source)) {
    let text: string;
    if (typeof chunk === "string") {
      if (kind === "bytes") throw new TypeError("findUrisStream: a string chunk after byte chunks (chunks are all strings or all bytes)");
      kind = "string";
      text = chunk;
    } else if (chunk instanceof Uint8Array) {
      if (kind === "string") throw new TypeError("findUrisStream: a byte chunk after string chunks (chunks are all strings or all bytes)");
      kind = "bytes";
      decoder ??= new TextDecoder("utf-8");
      text = decoder.decode(chunk, { stream: true });
    } else {
      throw new TypeError(`findUrisStream: chunks must be strings or Uint8Array, got ${typeName(chunk)}`);
    }
    buffer += text;
    // PERF: amortised linear time: what the last search kept back is searched again only when at least as much
    // new text has come, so any chunking costs at most twice one search over the input.
    if (buffer.length - kept < kept) continue;
    const keep = finder.find(buffer, offset, false, found);
    if (lines !== undefined) {
      numberLines(lines, buffer, offset, found);
      lines.advance(buffer, offset, offset + keep); // the text let go is counted before it goes
    }
    for (const match of found) yield match;
    found.length = 0;
    offset += keep;
    buffer = buffer.slice(keep);
    kept = buffer.length;
  }
  if (decoder !== undefined) buffer += decoder.decode();
  finder.find(buffer, offset, true, found);
  if (lines !== undefined) numberLines(lines, buffer, offset, found);
  for (const match of found) yield match;
}
