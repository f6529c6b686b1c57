// The invalid UTF-8 sequences of a byte stream, found as the Encoding Standard's UTF-8 decoder finds them (each one
// becomes a U+FFFD in the text, which no URI or IRI may hold): `urikit extract` reports them, so that a URI missed
// or cut at one is never missed silently.
import { isUtf8 } from "node:buffer";

/** Byte offset and length of one invalid sequence. */
export interface InvalidUtf8Sequence {
  byteOffset: number;
  length: number;
}

/**
 * Counts the invalid sequences of UTF-8 bytes written to it chunk by chunk (a sequence may cross chunks), keeping the
 * first `keep` of them. Valid chunks cost one native `isUtf8` call; only a chunk with a problem, or the few bytes of a
 * sequence cut by a chunk's end, run the decoder's steps byte by byte.
 * WHATWG Encoding Standard §8.1.1 (UTF-8 decoder) <https://encoding.spec.whatwg.org/#utf-8-decoder>
 */
export class InvalidUtf8 {
  /** Invalid sequences seen so far. */
  count = 0;
  /** The first ones, in byte order. */
  readonly first: InvalidUtf8Sequence[] = [];
  readonly #keep: number;
  #offset = 0;
  // The decoder's state: bytes still needed and seen, the bounds of the next byte, where the sequence started.
  #needed = 0;
  #seen = 0;
  #lower = 0x80;
  #upper = 0xbf;
  #start = 0;

  constructor(keep = 10) {
    this.#keep = keep;
  }

  /** The next bytes of the stream. */
  write(bytes: Uint8Array): void {
    let from = 0;
    // Finish a sequence the last chunk cut, byte by byte (at most three bytes).
    while (this.#needed > 0 && from < bytes.length) this.#step(bytes[from], from++);
    // The complete sequences: valid as a whole (one native call), else byte by byte; then the sequence the chunk cuts.
    const cut = completeEnd(bytes, from);
    if (!isUtf8(bytes.subarray(from, cut))) for (let k = from; k < cut; k++) this.#step(bytes[k], k);
    for (let k = cut; k < bytes.length; k++) this.#step(bytes[k], k);
    this.#offset += bytes.length;
  }

  /** The end of the stream: a sequence still open is one more invalid sequence. */
  end(): void {
    if (this.#needed > 0) this.#report(this.#start, this.#offset - this.#start);
    this.#needed = this.#seen = 0;
  }

  #report(byteOffset: number, length: number): void {
    this.count++;
    if (this.first.length < this.#keep) this.first.push({ byteOffset, length });
  }

  /** One byte at index `k` of the current chunk: the decoder's steps, for errors only. */
  #step(b: number, k: number): void {
    const at = this.#offset + k;
    if (this.#needed === 0) {
      if (b <= 0x7f) return;
      this.#start = at;
      if (b >= 0xc2 && b <= 0xdf) this.#needed = 1;
      else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) this.#lower = 0xa0;
        if (b === 0xed) this.#upper = 0x9f;
        this.#needed = 2;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) this.#lower = 0x90;
        if (b === 0xf4) this.#upper = 0x8f;
        this.#needed = 3;
      } else this.#report(at, 1);
      return;
    }
    if (b < this.#lower || b > this.#upper) {
      // The sequence so far is one error; this byte starts what follows.
      this.#report(this.#start, at - this.#start);
      this.#needed = this.#seen = 0;
      this.#lower = 0x80;
      this.#upper = 0xbf;
      this.#step(b, k);
      return;
    }
    this.#lower = 0x80;
    this.#upper = 0xbf;
    if (++this.#seen === this.#needed) this.#needed = this.#seen = 0;
  }
}

/**
 * Where the last complete sequence of `bytes` ends (from `from` on): before a lead byte at the end whose sequence
 * needs more bytes than the chunk holds, else the chunk's end.
 */
function completeEnd(bytes: Uint8Array, from: number): number {
  const end = bytes.length;
  for (let k = end - 1; k >= Math.max(from, end - 3); k--) {
    const b = bytes[k];
    if (b < 0x80) return end; // ASCII: nothing open
    if (b >= 0xc0) {
      const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return end - k < length ? k : end;
    }
  }
  return end;
}
