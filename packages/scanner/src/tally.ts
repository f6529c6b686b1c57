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
const EMPTY_SLOT = -1;

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
  // The table of byte keys: slot i holds a key's hash, its bytes at #store[#starts[i], + #lengths[i]), its count.
  #mask = 1023;
  #hashes = new Int32Array(1024);
  #starts = new Int32Array(1024).fill(EMPTY_SLOT);
  #lengths = new Int32Array(1024);
  #counts = new Float64Array(1024);
  #size = 0;
  #store = new Uint8Array(1 << 16);
  #stored = 0;

  constructor(by: CountBy) {
    this.by = by;
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
    for (let i = 0, row = 0; i < count; i++, row += SLOT_COUNT) {
      if (rows[row + ERROR_CODE] !== 0) {
        this.invalid++;
        continue;
      }
      const start = rows[row + slot];
      if (start < 0 || (regNameOnly && rows[row + HOST_KIND] !== HOST_KIND_REG_NAME)) {
        this.#absent++;
        continue;
      }
      const line = ranges[2 * i];
      this.#count(bytes, line + start, line + rows[row + slot + 1]);
    }
  }

  /** Add one to the key `bytes[from, to)`. */
  #count(bytes: Uint8Array, from: number, to: number): void {
    // FNV-1a over the key's bytes.
    let hash = 0x811c9dc5 | 0;
    for (let k = from; k < to; k++) hash = Math.imul(hash ^ bytes[k], 0x01000193);
    const length = to - from;
    const store = this.#store;
    for (let i = hash & this.#mask; ; i = (i + 1) & this.#mask) {
      const at = this.#starts[i];
      if (at === EMPTY_SLOT) {
        this.#insert(i, hash, bytes, from, length);
        return;
      }
      if (this.#hashes[i] !== hash || this.#lengths[i] !== length) continue;
      let same = true;
      for (let k = 0; k < length; k++) {
        if (store[at + k] !== bytes[from + k]) {
          same = false;
          break;
        }
      }
      if (same) {
        this.#counts[i]++;
        return;
      }
    }
  }

  #insert(i: number, hash: number, bytes: Uint8Array, from: number, length: number): void {
    if (this.#stored + length > this.#store.length) {
      const bigger = new Uint8Array(Math.max(2 * this.#store.length, this.#stored + length));
      bigger.set(this.#store.subarray(0, this.#stored));
      this.#store = bigger;
    }
    this.#store.set(bytes.subarray(from, from + length), this.#stored);
    this.#hashes[i] = hash;
    this.#starts[i] = this.#stored;
    this.#lengths[i] = length;
    this.#counts[i] = 1;
    this.#stored += length;
    // INVARIANT: the table is at most half full, so a probe always meets an empty slot.
    if (++this.#size * 2 > this.#mask + 1) this.#grow();
  }

  #grow(): void {
    const hashes = this.#hashes;
    const starts = this.#starts;
    const lengths = this.#lengths;
    const counts = this.#counts;
    const capacity = 2 * (this.#mask + 1);
    this.#mask = capacity - 1;
    this.#hashes = new Int32Array(capacity);
    this.#starts = new Int32Array(capacity).fill(EMPTY_SLOT);
    this.#lengths = new Int32Array(capacity);
    this.#counts = new Float64Array(capacity);
    for (let j = 0; j < starts.length; j++) {
      if (starts[j] === EMPTY_SLOT) continue;
      let i = hashes[j] & this.#mask;
      while (this.#starts[i] !== EMPTY_SLOT) i = (i + 1) & this.#mask;
      this.#hashes[i] = hashes[j];
      this.#starts[i] = starts[j];
      this.#lengths[i] = lengths[j];
      this.#counts[i] = counts[j];
    }
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
    for (let i = 0; i <= this.#mask; i++) {
      const at = this.#starts[i];
      if (at === EMPTY_SLOT) continue;
      let key = "";
      for (let k = at, end = at + this.#lengths[i]; k < end; k++) key += String.fromCharCode(this.#store[k]);
      keys.push(key);
      counts.push(this.#counts[i]);
    }
    return { lines: this.lines, invalid: this.invalid, keys, counts };
  }
}
