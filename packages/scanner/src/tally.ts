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

/** First slot of the component each byte key reads (its end is the next slot). @internal */
export const KEY_SLOT: Partial<Record<CountBy, number>> = { scheme: 0, host: 4, domain: 4, port: 6 };
/** Int32 words of one slot of the table of byte keys: 64 bytes, one cache line (see `Tally`). */
const SLOT_WORDS = 16;
/** Words of a slot before the key's first bytes: hash, length + 1, count, where the rest of the key is stored. */
const HEAD_WORDS = 4;
/** Bytes of a key kept in its slot (the rest go to the key store). */
const INLINE_BYTES = 4 * (SLOT_WORDS - HEAD_WORDS);
/** Keys hashed (and their slots read ahead) before they are looked up. */
const PENDING_KEYS = 64;
/** A slot's count moves to the spill map when it reaches this (so that it never overflows its Int32). */
const SPILL_AT = 1 << 30;

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
  // The table of byte keys: open addressing, linear probing, SLOT_WORDS Int32 per slot: the key's hash, its length +
  // 1 (0: an empty slot), its count, where its bytes past the first INLINE_BYTES start in #store, then its first
  // INLINE_BYTES bytes as little-endian words (zero past its end). PERF: a lookup of a key of at most INLINE_BYTES
  // bytes (nearly every host, scheme and port) reads one cache line, the count included; hashing and comparing take
  // four bytes at a time.
  #mask = 1023;
  #table = new Int32Array(1024 * SLOT_WORDS);
  #size = 0;
  #store = new Uint8Array(1 << 12);
  #stored = 0;
  /** Keys hashed and not yet looked up: (from, length, hash, lines) each; then what the slots read ahead held. */
  readonly #pending = new Int32Array(4 * PENDING_KEYS + 1);
  /** Counts that reached SPILL_AT, by key. */
  readonly #spilled = new Map<string, number>();
  /** Bits of the hash kept (all but in tests, which keep a few to make keys collide). */
  readonly #hashMask: number;
  readonly #spillAt: number;

  /** `hashMask` and `spillAt` are for tests: keep a few bits of the hash, spill counts early. */
  constructor(by: CountBy, hashMask = -1, spillAt = SPILL_AT) {
    this.by = by;
    this.#hashMask = hashMask;
    this.#spillAt = spillAt;
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
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let invalid = 0;
    let absent = 0;
    // PERF: the keys of a group of lines are hashed first and their slots read ahead (independent loads, so the
    // cache misses of a table larger than the cache overlap), then looked up; a key equal to the line before's costs
    // no lookup at all (lists are often grouped by host).
    const pending = this.#pending;
    let n = 0;
    let lastFrom = 0;
    let lastLength = -1;
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
          pending[4 * n - 1]++;
          lastFrom = from;
          continue;
        }
      }
      if (n === PENDING_KEYS) {
        this.#lookUp(bytes, view, n);
        n = 0;
      }
      lastFrom = from;
      lastLength = length;
      const hash = hashKey(bytes, view, from, length) & this.#hashMask;
      pending[4 * n] = from;
      pending[4 * n + 1] = length;
      pending[4 * n + 2] = hash;
      pending[4 * n + 3] = 1;
      n++;
    }
    this.#lookUp(bytes, view, n);
    this.invalid += invalid;
    this.#absent += absent;
  }

  /** Add `n` (less than SPILL_AT) to the count of the key in slot `s`. */
  #count(s: number, n: number): void {
    const table = this.#table;
    const total = table[s + 2] + n;
    if (total < this.#spillAt) {
      table[s + 2] = total;
      return;
    }
    const key = this.#key(s);
    this.#spilled.set(key, (this.#spilled.get(key) ?? 0) + total);
    table[s + 2] = 0;
  }

  /** Count the `n` keys in #pending. */
  #lookUp(bytes: Uint8Array, view: DataView, n: number): void {
    const pending = this.#pending;
    // Read every slot first: independent loads in a tight loop, whose cache misses overlap.
    const table = this.#table;
    const mask = this.#mask;
    let touched = 0;
    for (let k = 0; k < 4 * n; k += 4) {
      // Both ends of the slot: the array's memory need not start on a cache line, so a slot may span two.
      const s = (pending[k + 2] & mask) * SLOT_WORDS;
      touched |= table[s + 1] | table[s + SLOT_WORDS - 1];
    }
    pending[4 * PENDING_KEYS] = touched; // kept, so that the reads ahead are not optimized away
    for (let k = 0; k < 4 * n; k += 4) this.#count(this.#find(bytes, view, pending[k], pending[k + 1], pending[k + 2]), pending[k + 3]);
  }

  /** The slot (its first word) of the key `bytes[from, from + length)` of hash `hash`, added with a count of 0 if new. */
  #find(bytes: Uint8Array, view: DataView, from: number, length: number, hash: number): number {
    const mask = this.#mask;
    const table = this.#table;
    const inline = length < INLINE_BYTES ? length : INLINE_BYTES;
    const inlineWhole = from + (inline & ~3);
    for (let s = (hash & mask) * SLOT_WORDS; ; s = (s + SLOT_WORDS) & (mask * SLOT_WORDS + SLOT_WORDS - 1)) {
      const stored = table[s + 1];
      if (stored === 0) return this.#insert(s, hash, bytes, view, from, length);
      if (stored !== length + 1 || table[s] !== hash) continue;
      let w = s + HEAD_WORDS;
      let at = from;
      while (at < inlineWhole && table[w] === view.getInt32(at, true)) {
        w++;
        at += 4;
      }
      if (at < inlineWhole) continue;
      if ((inline & 3) !== 0 && table[w] !== lastWord(bytes, at, from + inline)) continue;
      if (length > INLINE_BYTES) {
        const store = this.#store;
        const tail = table[s + 3] - INLINE_BYTES;
        let t = INLINE_BYTES;
        while (t < length && store[tail + t] === bytes[from + t]) t++;
        if (t < length) continue;
      }
      return s;
    }
  }

  #insert(s: number, hash: number, bytes: Uint8Array, view: DataView, from: number, length: number): number {
    const table = this.#table;
    table[s] = hash;
    table[s + 1] = length + 1;
    table[s + 2] = 0;
    table[s + 3] = this.#stored;
    const inline = length < INLINE_BYTES ? length : INLINE_BYTES;
    let w = s + HEAD_WORDS;
    let at = from;
    for (; at + 4 <= from + inline; at += 4) table[w++] = view.getInt32(at, true);
    if (at < from + inline) table[w++] = lastWord(bytes, at, from + inline);
    for (; w < s + SLOT_WORDS; w++) table[w] = 0;
    const tail = length - INLINE_BYTES;
    if (tail > 0) {
      if (this.#stored + tail > this.#store.length) {
        const bigger = new Uint8Array(Math.max(2 * this.#store.length, this.#stored + tail));
        bigger.set(this.#store.subarray(0, this.#stored));
        this.#store = bigger;
      }
      this.#store.set(bytes.subarray(from + INLINE_BYTES, from + length), this.#stored);
      this.#stored += tail;
    }
    // INVARIANT: the table is at most half full, so a probe always meets an empty slot.
    if (++this.#size * 2 <= this.#mask + 1) return s;
    this.#grow();
    return this.#find(bytes, view, from, length, hash);
  }

  #grow(): void {
    const old = this.#table;
    const capacity = 2 * (this.#mask + 1);
    const mask = capacity - 1;
    const table = new Int32Array(capacity * SLOT_WORDS);
    for (let from = 0; from < old.length; from += SLOT_WORDS) {
      if (old[from + 1] === 0) continue;
      let s = (old[from] & mask) * SLOT_WORDS;
      while (table[s + 1] !== 0) s = (s + SLOT_WORDS) & (mask * SLOT_WORDS + SLOT_WORDS - 1);
      table.set(old.subarray(from, from + SLOT_WORDS), s);
    }
    this.#mask = mask;
    this.#table = table;
  }

  /** The key in slot `s`; its bytes decode as Latin-1, exact since a valid line is ASCII. */
  #key(s: number): string {
    const table = this.#table;
    const length = table[s + 1] - 1;
    let key = "";
    for (let k = 0; k < length && k < INLINE_BYTES; k++) key += String.fromCharCode((table[s + HEAD_WORDS + (k >> 2)] >>> ((k & 3) * 8)) & 0xff);
    for (let k = INLINE_BYTES, at = table[s + 3] - INLINE_BYTES; k < length; k++) key += String.fromCharCode(this.#store[at + k]);
    return key;
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
    const table = this.#table;
    for (let s = 0; s < table.length; s += SLOT_WORDS) {
      if (table[s + 1] === 0) continue;
      const key = this.#key(s);
      keys.push(key);
      counts.push(table[s + 2] + (this.#spilled.get(key) ?? 0));
    }
    return { lines: this.lines, invalid: this.invalid, keys, counts };
  }
}

/** FNV-1a over the length and the key's words (the last one zero-padded), the high bits folded into the low ones. */
function hashKey(bytes: Uint8Array, view: DataView, from: number, length: number): number {
  let hash = Math.imul(length ^ 0x811c9dc5, 0x01000193);
  const whole = from + (length & ~3);
  for (let at = from; at < whole; at += 4) hash = Math.imul(hash ^ view.getInt32(at, true), 0x01000193);
  if ((length & 3) !== 0) hash = Math.imul(hash ^ lastWord(bytes, whole, from + length), 0x01000193);
  return hash ^ (hash >>> 15);
}

/** The little-endian word of the 1 to 3 bytes `bytes[at, end)`, zero above them. */
function lastWord(bytes: Uint8Array, at: number, end: number): number {
  let word = bytes[at];
  if (at + 1 < end) word |= bytes[at + 1] << 8;
  if (at + 2 < end) word |= bytes[at + 2] << 16;
  return word;
}
