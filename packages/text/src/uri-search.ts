import { typeName } from "@urikit/core/engine";
import { numberLines, readFindOptions, type FindUrisOptions } from "./find-uris.js";
import { LineCounter } from "./line-counter.js";
import { UriFinder, type UriMatch } from "./uri-finder.js";

/**
 * Find URIs in a text pushed piece by piece, synchronously: `push` a chunk (a string or UTF-8 bytes) and get the
 * matches that became certain, `end` to get the rest. Together they give exactly what `findUris` gives for the whole
 * text, in order, with global offsets, for any chunking; memory is bounded by the longest open candidate.
 * `findUrisStream` is this class over an async source.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 * See also RFC 3986 Appendix C.
 */
export class UriSearch {
  readonly #finder: UriFinder;
  readonly #lines: LineCounter | undefined;
  #decoder: { decode(input?: Uint8Array): string } | undefined;
  /** The last bytes of the previous chunk: the start of a UTF-8 sequence that chunk did not complete (≤ 3 bytes). */
  #pending: Uint8Array | undefined;
  /** Whether the first decoded text is still to come (a byte order mark there is dropped, as TextDecoder does). */
  #atStart = true;
  #kind: "string" | "bytes" | undefined;
  /** Text not yet searched to its end; its first code unit is at index `#offset` of the whole. */
  #buffer = "";
  #offset = 0;
  /** Length of the text the last search kept back. */
  #kept = 0;
  #ended = false;
  /** The public function errors name. */
  readonly #caller: string;

  /** `caller` names the public function in error messages (`findUrisStream` passes its own name). */
  constructor(options?: FindUrisOptions, caller = "UriSearch") {
    this.#caller = caller;
    const settings = readFindOptions(options, caller);
    this.#finder = new UriFinder(settings.abbreviated, settings.schemes);
    this.#lines = settings.lineNumbers ? new LineCounter() : undefined;
  }

  /** Add the next chunk; return the matches it made certain (maybe none). Chunks are all strings or all bytes. */
  push(chunk: string | Uint8Array): UriMatch[] {
    if (this.#ended) throw new Error(`${this.#caller}: push after end`);
    let text: string;
    if (typeof chunk === "string") {
      if (this.#kind === "bytes") throw new TypeError(`${this.#caller}: a string chunk after byte chunks (chunks are all strings or all bytes)`);
      this.#kind = "string";
      text = chunk;
    } else if (ArrayBuffer.isView(chunk) && chunk instanceof Uint8Array) {
      // INVARIANT: ArrayBuffer.isView reads an internal slot, no property: a Proxy is refused without a trap
      if (this.#kind === "string") throw new TypeError(`${this.#caller}: a byte chunk after string chunks (chunks are all strings or all bytes)`);
      this.#kind = "bytes";
      text = this.#decodeBytes(chunk);
    } else {
      throw new TypeError(`${this.#caller}: chunks must be strings or Uint8Array, got ${typeName(chunk)}`);
    }
    this.#buffer += text;
    // PERF: amortised linear time: what the last search kept back is searched again only when at least as much
    // new text has come, so any chunking costs at most about twice one search over the input.
    if (this.#buffer.length - this.#kept < this.#kept) return [];
    const found: UriMatch[] = [];
    const keep = this.#finder.find(this.#buffer, this.#offset, false, found);
    if (this.#lines !== undefined) {
      numberLines(this.#lines, this.#buffer, this.#offset, found);
      this.#lines.advance(this.#buffer, this.#offset, this.#offset + keep); // count the text let go before it goes
    }
    this.#offset += keep;
    this.#buffer = this.#buffer.slice(keep);
    this.#kept = this.#buffer.length;
    return found;
  }

  /**
   * Decode `chunk` after the bytes held back from the last one, holding back in turn an unfinished UTF-8 sequence at
   * its end. PERF: one non-streaming `decode` per chunk is about 5× faster than `decode(chunk, { stream: true })`
   * (6 against 1.2 GB/s on 64 KiB ASCII chunks, Node 20). INVARIANT: the bytes are cut only just before a byte that
   * is not a continuation byte (10xxxxxx), where no UTF-8 sequence and no ill-formed subsequence can straddle the
   * cut, so the text (U+FFFD replacements included) is exactly what one streaming decoder gives.
   */
  #decodeBytes(chunk: Uint8Array): string {
    let bytes = chunk;
    if (this.#pending !== undefined) {
      bytes = new Uint8Array(this.#pending.length + chunk.length);
      bytes.set(this.#pending, 0);
      bytes.set(chunk, this.#pending.length);
      this.#pending = undefined;
    }
    let cut = bytes.length;
    for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i--) {
      const b = bytes[i]!;
      if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
      // A lead byte whose sequence needs more bytes than the chunk still has: hold it back.
      const needed = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
      if (needed > bytes.length - i) cut = i;
      break;
    }
    if (cut < bytes.length) this.#pending = bytes.slice(cut);
    return this.#decodeWhole(cut === bytes.length ? bytes : bytes.subarray(0, cut));
  }

  #decodeWhole(bytes: Uint8Array): string {
    // ignoreBOM keeps U+FEFF at the start of every chunk; only the one at the start of the input is dropped.
    this.#decoder ??= new TextDecoder("utf-8", { ignoreBOM: true });
    let text = this.#decoder.decode(bytes);
    if (this.#atStart && text.length > 0) {
      this.#atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    return text;
  }

  /** Signal the end of the text; return the remaining matches. */
  end(): UriMatch[] {
    if (this.#ended) return [];
    this.#ended = true;
    if (this.#pending !== undefined) this.#buffer += this.#decodeWhole(this.#pending);
    this.#pending = undefined;
    const found: UriMatch[] = [];
    this.#finder.find(this.#buffer, this.#offset, true, found);
    if (this.#lines !== undefined) numberLines(this.#lines, this.#buffer, this.#offset, found);
    this.#buffer = "";
    return found;
  }
}
