// Counting scanned lines by one key (host, scheme, port, host kind, error code) straight from the rows and bytes of a
// scan: no row objects, no per-line strings. Byte keys go into an open-addressing table keyed by their bytes; a
// string is made once per distinct key, when the counts are read. Browser-safe (no node: import); `countFile` of
// @urikit/scanner/node runs one tally per worker.
import { ERROR_CODE, HOST_KIND, HOST_KIND_NAMES, HOST_KIND_REG_NAME } from "@urikit/core/offsets";
import { ERROR_CODE_NAMES, SLOT_COUNT } from "./layout.js";

/**
 * What `countFile` counts by: a component's text (`host`, `scheme`, `port`), the kind of host, the error code, or the
 * registrable domain of a `reg-name` host.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export type CountBy = "host" | "scheme" | "host-kind" | "port" | "error" | "domain";

/**
 * Every {@link CountBy}, in the order the CLI lists them.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export const COUNT_BY: readonly CountBy[] = ["host", "scheme", "host-kind", "port", "error", "domain"];

/** The counts of one tally as plain data (what crosses from a worker): keys (`null` for absent) and their counts. @internal */
export interface TallySnapshot {
  lines: number;
  invalid: number;
  keys: (string | null)[];
  counts: number[];
}

/** First slot of the component each byte key reads (its end is the next slot). */
const KEY_SLOT: Partial<Record<CountBy, number>> = { scheme: 0, host: 4, domain: 4, port: 6 };
/** Int32 slots of one entry of the table of byte keys (see `Tally`). */
const ENTRY_SLOTS = 8;
/** Bytes of a key kept in its entry (the rest go to the key store). */
const INLINE_BYTES = 16;

/**
 * Counts lines by one key. Invalid lines count only under `"error"` (by code) and in `invalid`; under every other
 * key a valid line without the component (no authority, no port, a relative reference's scheme) counts under `null`.
 * `"domain"` tallies the hosts of `reg-name` kind here (others under `null`); the caller maps hosts to domains.
 * @internal
 */
export class Tally {
  readonly by: CountBy;
  lines = 0;
  invalid = 0;
  /** Lines counted under the absent key. */
  #absent = 0;
  /** Counts by small number (host kind, error code). */
  readonly #small = new Float64Array(32);
  readonly #slot: number;
  // The table of byte keys. Each distinct key is an entry (numbered in order of arrival) of ENTRY_SLOTS Int32 in
  // #entries: its length, where its bytes past the first 16 start in #store, its first 16 bytes as four
  // little-endian words (zero past its end), its hash; its count is #counts[entry]. #index is an open-addressing
  // table of (hash, entry + 1) pairs, 0 for an empty slot. PERF: a lookup reads one pair of the index and one entry
  // (a key of at most 16 bytes is compared in its entry, never in #store), so a miss of the cache costs one line
  // rather than three, and hashing takes four bytes at a time.
  #mask = 1023;
  #index = new Int32Array(2 * 1024);
  #entries = new Int32Array(512 * ENTRY_SLOTS);
  #counts = new Float64Array(512);
  #size = 0;
  #store = new Uint8Array(1 << 12);
  #stored = 0;

  /** Bits of the hash kept (all but in tests, which keep a few to make keys collide). */
  readonly #hashMask: number;

  constructor(by: CountBy, hashMask = -1) {
    this.by = by;
    this.#hashMask = hashMask;
    this.#slot = KEY_SLOT[by] ?? -1;
  }

  /** Count the `count` lines of one scan: rows of SLOT_COUNT slots, `ranges` (start, end) of each line in `bytes`. */
  add(bytes: Uint8Array, rows: Int32Array | Int16Array, ranges: Int32Array, count: number): void {
    this.lines += count;
    const by = this.by;
    if (by === "error" || by === "host-kind") {
      for (let i = 0, row = 0; i < count; i++, row += SLOT_COUNT) {
        const code = rows[row + ERROR_CODE];
        if (code !== 0) {
          this.invalid++;
          if (by === "error") this.#small[code]++;
        } else if (by === "host-kind") this.#small[rows[row + HOST_KIND]]++;
      }
      return;
    }
    const slot = this.#slot;
    const regNameOnly = by === "domain";
    let invalid = 0;
    let absent = 0;
    // The key of the line before, and how many lines since it had the same key (PERF: lists are often grouped by
    // host, and comparing with the line before costs no lookup at all).
    let lastFrom = 0;
    let lastLength = -1;
    let lastEntry = 0;
    let run = 0;
    for (let i = 0, row = 0; i < count; i++, row += SLOT_COUNT) {
      if (rows[row + ERROR_CODE] !== 0) {
        invalid++;
        continue;
      }
      const start = rows[row + slot];
      if (start < 0 || (regNameOnly && rows[row + HOST_KIND] !== HOST_KIND_REG_NAME)) {
        absent++;
        continue;
      }
      const line = ranges[2 * i];
      const from = line + start;
      const length = line + rows[row + slot + 1] - from;
      if (length === lastLength) {
        let k = 0;
        while (k < length && bytes[lastFrom + k] === bytes[from + k]) k++;
        if (k === length) {
          run++;
          lastFrom = from;
          continue;
        }
      }
      if (run > 0) {
        this.#counts[lastEntry] += run;
        run = 0;
      }
      lastFrom = from;
      lastLength = length;
      lastEntry = this.#find(bytes, from, length);
      this.#counts[lastEntry]++;
    }
    if (run > 0) this.#counts[lastEntry] += run;
    this.invalid += invalid;
    this.#absent += absent;
  }

  /** The entry of the key `bytes[from, from + length)`, added with a count of 0 if new. */
  #find(bytes: Uint8Array, from: number, length: number): number {
    let w0 = 0;
    let w1 = 0;
    let w2 = 0;
    let w3 = 0;
    const head = length < INLINE_BYTES ? length : INLINE_BYTES;
    let k = 0;
    for (; k + 4 <= head; k += 4) {
      const word = bytes[from + k] | (bytes[from + k + 1] << 8) | (bytes[from + k + 2] << 16) | (bytes[from + k + 3] << 24);
      if (k === 0) w0 = word;
      else if (k === 4) w1 = word;
      else if (k === 8) w2 = word;
      else w3 = word;
    }
    if (k < head) {
      let word = 0;
      for (let shift = 0; k < head; k++, shift += 8) word |= bytes[from + k] << shift;
      if (k <= 4) w0 = word;
      else if (k <= 8) w1 = word;
      else if (k <= 12) w2 = word;
      else w3 = word;
    }
    // FNV-1a over the length, the four words and the bytes past them, then the high bits folded into the low ones.
    let hash = Math.imul(length ^ 0x811c9dc5, 0x01000193);
    hash = Math.imul(hash ^ w0, 0x01000193);
    hash = Math.imul(hash ^ w1, 0x01000193);
    hash = Math.imul(hash ^ w2, 0x01000193);
    hash = Math.imul(hash ^ w3, 0x01000193);
    for (let t = from + INLINE_BYTES, to = from + length; t < to; t++) hash = Math.imul(hash ^ bytes[t], 0x01000193);
    hash = (hash ^ (hash >>> 15)) & this.#hashMask;
    const mask = this.#mask;
    const index = this.#index;
    const entries = this.#entries;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const id = index[2 * s + 1];
      if (id === 0) return this.#insert(s, hash, bytes, from, length, w0, w1, w2, w3);
      if (index[2 * s] !== hash) continue;
      const e = (id - 1) * ENTRY_SLOTS;
      if (entries[e] !== length || entries[e + 2] !== w0 || entries[e + 3] !== w1 || entries[e + 4] !== w2 || entries[e + 5] !== w3) continue;
      if (length > INLINE_BYTES) {
        const store = this.#store;
        const at = entries[e + 1] - INLINE_BYTES;
        let t = INLINE_BYTES;
        while (t < length && store[at + t] === bytes[from + t]) t++;
        if (t < length) continue;
      }
      return id - 1;
    }
  }

  #insert(s: number, hash: number, bytes: Uint8Array, from: number, length: number, w0: number, w1: number, w2: number, w3: number): number {
    const id = this.#size;
    if ((id + 1) * ENTRY_SLOTS > this.#entries.length) {
      const entries = new Int32Array(2 * this.#entries.length);
      entries.set(this.#entries);
      this.#entries = entries;
      const counts = new Float64Array(2 * this.#counts.length);
      counts.set(this.#counts);
      this.#counts = counts;
    }
    const tail = length - INLINE_BYTES;
    if (tail > 0) {
      if (this.#stored + tail > this.#store.length) {
        const bigger = new Uint8Array(Math.max(2 * this.#store.length, this.#stored + tail));
        bigger.set(this.#store.subarray(0, this.#stored));
        this.#store = bigger;
      }
      this.#store.set(bytes.subarray(from + INLINE_BYTES, from + length), this.#stored);
    }
    const e = id * ENTRY_SLOTS;
    const entries = this.#entries;
    entries[e] = length;
    entries[e + 1] = this.#stored;
    entries[e + 2] = w0;
    entries[e + 3] = w1;
    entries[e + 4] = w2;
    entries[e + 5] = w3;
    entries[e + 6] = hash;
    if (tail > 0) this.#stored += tail;
    this.#index[2 * s] = hash;
    this.#index[2 * s + 1] = id + 1;
    // INVARIANT: the index is at most half full, so a probe always meets an empty slot.
    if (++this.#size * 2 > this.#mask + 1) this.#grow();
    return id;
  }

  #grow(): void {
    const capacity = 2 * (this.#mask + 1);
    const mask = capacity - 1;
    const index = new Int32Array(2 * capacity);
    for (let id = 0; id < this.#size; id++) {
      const hash = this.#entries[id * ENTRY_SLOTS + 6];
      let s = hash & mask;
      while (index[2 * s + 1] !== 0) s = (s + 1) & mask;
      index[2 * s] = hash;
      index[2 * s + 1] = id + 1;
    }
    this.#mask = mask;
    this.#index = index;
  }

  /** The counts so far as keys and numbers; key bytes decode as Latin-1, exact since a valid line is ASCII. */
  snapshot(): TallySnapshot {
    const keys: (string | null)[] = [];
    const counts: number[] = [];
    if (this.#absent > 0) {
      keys.push(null);
      counts.push(this.#absent);
    }
    if (this.by === "error" || this.by === "host-kind") {
      const names: readonly (string | undefined)[] = this.by === "error" ? ERROR_CODE_NAMES : HOST_KIND_NAMES;
      for (let n = 0; n < this.#small.length; n++) {
        if (this.#small[n] === 0) continue;
        keys.push(names[n] ?? null);
        counts.push(this.#small[n]);
      }
    }
    const entries = this.#entries;
    for (let id = 0; id < this.#size; id++) {
      const e = id * ENTRY_SLOTS;
      const length = entries[e];
      let key = "";
      for (let k = 0; k < length && k < INLINE_BYTES; k++) key += String.fromCharCode((entries[e + 2 + (k >> 2)] >>> ((k & 3) * 8)) & 0xff);
      for (let k = INLINE_BYTES, at = entries[e + 1] - INLINE_BYTES; k < length; k++) key += String.fromCharCode(this.#store[at + k]);
      keys.push(key);
      counts.push(this.#counts[id]);
    }
    return { lines: this.lines, invalid: this.invalid, keys, counts };
  }
}
