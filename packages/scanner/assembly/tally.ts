// Counting lines by one key inside WebAssembly, next to the scan: the entry of the count module (asconfig.tally.json),
// used only by `countFile` of @urikit/scanner/node, so the browser scanner's module stays as it is. Each call scans a
// small block of lines with the kernel's `scanLines`, then counts the block while its bytes are still in the cache:
// the key's bytes are hashed and looked up in an open-addressing table in this module's memory. A key becomes a
// string in JavaScript once per distinct key, when the counts are read (`tallyEntries`). The JavaScript `Tally` of
// src/tally.ts is the reference this module is tested against.
import { LAYOUT_VERSION, SLOT_COUNT, COMPACT_LINE_MAX, scanLines, nextLine, stoppedAtLongLineFlag } from "./index";
import { ERROR_CODE, HOST_KIND, HOST_KIND_REG_NAME } from "./layout";

export { LAYOUT_VERSION, SLOT_COUNT, COMPACT_LINE_MAX };

/** Lines scanned per block before they are counted: their bytes (a few KB) and rows stay in the first-level cache. */
const BLOCK_LINES: i32 = 256;
/** Rows of one block (room for Int32 rows; compact Int16 rows use the first half) and their ranges. */
const ROWS: usize = memory.data(BLOCK_LINES * SLOT_COUNT * 4, 16);
const RANGES: usize = memory.data(BLOCK_LINES * 8, 16);
/** The keys of a block to look up: (address, length, hash, lines) each. */
const PENDING: usize = memory.data(BLOCK_LINES * 16, 16);
/** What the slots read ahead held, stored so that those reads are not optimized away. */
const SEEN: usize = memory.data(16, 16);

// The table: open addressing, linear probing, slots of 16 bytes: the key's hash, where its entry starts in the key
// store (plus one; 0: an empty slot) and its count. An entry is the key's length, then its bytes. PERF: small slots
// and keys kept apart keep the table and the keys of the lists' ~20 000 hosts near the second-level cache (1 MB
// here); 64-byte slots with the key inline took 4 MB and missed the cache on nearly every lookup (bench:
// cores/count-vs-scan).
const SLOT_BYTES: usize = 16;
const HASH: usize = 0;
const ENTRY: usize = 4;
const COUNT: usize = 8;

// What is counted: the row slot where the key starts (its end is the next slot), or -1 for the codes and host kinds.
let keySlot: i32 = -1;
/** 1: only `reg-name` hosts count by their text (the registrable domain is found in JavaScript). */
let regNameOnly: i32 = 0;
/** 1: count by error code; 0 with keySlot -1: by host kind. */
let byError: i32 = 0;
/** Bits of the hash kept: all, but tests keep a few to make keys collide. */
let hashMask: u32 = 0xffffffff;

let lines: u64 = 0;
let invalid: u64 = 0;
let absent: u64 = 0;
/** Counts by error code or host kind. */
const SMALL: usize = memory.data(32 * 8, 16);

let table: usize = 0;
let mask: u32 = 0;
let size: u32 = 0;
let keyStore: usize = 0;
let stored: usize = 0;
let storeCapacity: usize = 0;

/** Bytes allocated for the input: the loader copies each range's lines here. */
let input: usize = 0;
let inputCapacity: usize = 0;

/** A block of memory of `bytes`, aligned to 64 bytes (the stub runtime's heap, which grows memory as needed). */
function allocate(bytes: usize): usize {
  return (heap.alloc(bytes + 64) + 63) & ~(<usize>63);
}

/**
 * Start counting: by the key at row slot `slot` (-1: by `error` code when `error` is 1, else by host kind), only
 * `reg-name` hosts when `regName` is 1; `bits` of the hash kept (32 but in tests) and a table of 2^`log2` slots.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function tallyStart(slot: i32, regName: i32, error: i32, bits: i32, log2: i32): void {
  keySlot = slot;
  regNameOnly = regName;
  byError = error;
  hashMask = bits >= 32 ? 0xffffffff : (<u32>1 << <u32>bits) - 1;
  mask = (<u32>1 << <u32>log2) - 1;
  table = allocate(<usize>(mask + 1) * SLOT_BYTES);
  memory.fill(table, 0, <usize>(mask + 1) * SLOT_BYTES);
  storeCapacity = 4096;
  keyStore = heap.alloc(storeCapacity + 8);
  stored = 0;
  size = 0;
  lines = invalid = absent = 0;
  memory.fill(SMALL, 0, 32 * 8);
}

/** The address of room for `bytes` bytes of input (and 16 more, so that the 8-byte loads of a key never leave it). */
export function inputBuffer(bytes: usize): usize {
  if (bytes + 16 > inputCapacity) {
    inputCapacity = max<usize>(bytes + 16, inputCapacity * 2);
    input = allocate(inputCapacity);
  }
  return input;
}

/**
 * Scan and count the lines of `[from, end)` (addresses in this module's memory; LF or CRLF, a final line without LF
 * counts), block by block.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function tallyLines(from: usize, end: usize): void {
  let p = from;
  let compact = 1;
  while (p < end) {
    // Ranges are relative to origin 0: absolute addresses.
    const n = scanLines(0, p, end, ROWS, RANGES, BLOCK_LINES, compact);
    if (compact != 0) countBlock<i16>(n);
    else countBlock<i32>(n);
    p = nextLine();
    // A line longer than COMPACT_LINE_MAX stops a compact block before it: the next block starts there in Int32 rows,
    // the one after goes back to compact rows (as the engine's `scanBlocks`).
    compact = compact != 0 && stoppedAtLongLineFlag() != 0 ? 0 : 1;
  }
}

@inline function slotOf<R>(row: usize, slot: i32): i32 {
  return <i32>load<R>(row + <usize>slot * sizeof<R>());
}

/** Count the `n` lines of the block in ROWS and RANGES. */
function countBlock<R>(n: i32): void {
  lines += <u64>n;
  const rowBytes = <usize>SLOT_COUNT * sizeof<R>();
  if (keySlot < 0) {
    for (let k = 0, row = ROWS; k < n; k++, row += rowBytes) {
      const code = slotOf<R>(row, ERROR_CODE);
      if (code != 0) {
        invalid++;
        if (byError != 0) store<u64>(SMALL + (<usize>code << 3), load<u64>(SMALL + (<usize>code << 3)) + 1);
      } else if (byError == 0) {
        const kind = <usize>slotOf<R>(row, HOST_KIND);
        store<u64>(SMALL + (kind << 3), load<u64>(SMALL + (kind << 3)) + 1);
      }
    }
    return;
  }
  // PERF: the keys of the block are hashed first and their slots read (independent loads, whose cache misses
  // overlap when the table is larger than the cache), then looked up; a key equal to the line before's costs one
  // comparison and no lookup (lists are often grouped by host).
  let lastFrom: usize = 0;
  let lastLength: usize = usize.MAX_VALUE;
  let pending: usize = PENDING;
  let touched: u32 = 0;
  for (let k = 0, row = ROWS; k < n; k++, row += rowBytes) {
    if (slotOf<R>(row, ERROR_CODE) != 0) {
      invalid++;
      continue;
    }
    const start = slotOf<R>(row, keySlot);
    if (start < 0 || (regNameOnly != 0 && slotOf<R>(row, HOST_KIND) != HOST_KIND_REG_NAME)) {
      absent++;
      continue;
    }
    const line = <usize>load<i32>(RANGES + (<usize>k << 3));
    const from = line + <usize>start;
    const length = <usize>(slotOf<R>(row, keySlot + 1) - start);
    if (length == lastLength && equalBytes(from, lastFrom, length)) {
      store<u32>(pending - 4, load<u32>(pending - 4) + 1);
      lastFrom = from;
      continue;
    }
    const hash = hashKey(from, length) & hashMask;
    touched |= load<u32>(table + <usize>(hash & mask) * SLOT_BYTES + ENTRY);
    store<u32>(pending, <u32>from);
    store<u32>(pending, <u32>length, 4);
    store<u32>(pending, hash, 8);
    store<u32>(pending, 1, 12);
    pending += 16;
    lastFrom = from;
    lastLength = length;
  }
  store<u32>(SEEN, touched);
  for (let at = PENDING; at < pending; at += 16) {
    const s = find(<usize>load<u32>(at), <usize>load<u32>(at, 4), load<u32>(at, 8));
    store<u64>(s + COUNT, load<u64>(s + COUNT) + <u64>load<u32>(at, 12));
  }
}

/** The `k` first bytes of an 8-byte little-endian word (k in 1 … 8). */
@inline function firstBytes(word: u64, k: usize): u64 {
  return k >= 8 ? word : word & ((<u64>1 << (<u64>k << 3)) - 1);
}

/** A 64-bit multiply-xor hash of the key's length and bytes (8 at a time, the last word's bytes past the key zeroed). */
function hashKey(from: usize, length: usize): u32 {
  let h: u64 = (<u64>length + 1) * 0x9e3779b97f4a7c15;
  let p = from;
  const end = from + length;
  while (p + 8 <= end) {
    h = (h ^ load<u64>(p)) * 0xff51afd7ed558ccd;
    h ^= h >> 29;
    p += 8;
  }
  if (p < end) {
    h = (h ^ firstBytes(load<u64>(p), end - p)) * 0xff51afd7ed558ccd;
  }
  h ^= h >> 32;
  h *= 0xc4ceb9fe1a85ec53;
  return <u32>(h >> 32);
}

/** Whether the `length` bytes at `a` and at `b` are equal, compared 8 at a time. */
@inline function equalBytes(a: usize, b: usize, length: usize): bool {
  let k: usize = 0;
  while (k + 8 <= length) {
    if (load<u64>(a + k) != load<u64>(b + k)) return false;
    k += 8;
  }
  // INVARIANT: the store and the input have 8 bytes of room past any key, so these loads stay inside them.
  return k == length || firstBytes(load<u64>(a + k) ^ load<u64>(b + k), length - k) == 0;
}

/** Whether the key at `from` of `length` bytes is the one in slot `s` (whose hash is the key's). */
@inline function sameKey(s: usize, from: usize, length: usize): bool {
  const entry = keyStore + <usize>load<u32>(s + ENTRY) - 1;
  return <usize>load<u32>(entry) == length && equalBytes(entry + 4, from, length);
}

/** The slot of the key, added with a count of 0 if new. */
function find(from: usize, length: usize, hash: u32): usize {
  const wrap = (<usize>mask + 1) * SLOT_BYTES - 1;
  let s = table + <usize>(hash & mask) * SLOT_BYTES;
  for (;;) {
    const entry = load<u32>(s + ENTRY);
    if (entry == 0) return insert(s, from, length, hash);
    if (load<u32>(s + HASH) == hash && sameKey(s, from, length)) return s;
    s = table + ((s - table + SLOT_BYTES) & wrap);
  }
  unreachable();
  return 0;
}

function insert(s: usize, from: usize, length: usize, hash: u32): usize {
  if (stored + 4 + length > storeCapacity) {
    storeCapacity = max<usize>(2 * storeCapacity, stored + 4 + length);
    keyStore = heap.realloc(keyStore, storeCapacity + 8);
  }
  store<u32>(keyStore + stored, <u32>length);
  memory.copy(keyStore + stored + 4, from, length);
  store<u32>(s + HASH, hash);
  store<u32>(s + ENTRY, <u32>stored + 1);
  store<u64>(s + COUNT, 0);
  stored += 4 + length;
  // INVARIANT: the table is at most three quarters full, so a probe always meets an empty slot.
  if (++size * 4 <= (mask + 1) * 3) return s;
  grow();
  return find(from, length, hash);
}

function grow(): void {
  const old = table;
  const oldSlots = <usize>mask + 1;
  mask = mask * 2 + 1;
  const wrap = (<usize>mask + 1) * SLOT_BYTES - 1;
  table = allocate(wrap + 1);
  memory.fill(table, 0, wrap + 1);
  for (let from = old; from < old + oldSlots * SLOT_BYTES; from += SLOT_BYTES) {
    if (load<u32>(from + ENTRY) == 0) continue;
    let s = table + <usize>(load<u32>(from + HASH) & mask) * SLOT_BYTES;
    while (load<u32>(s + ENTRY) != 0) s = table + ((s - table + SLOT_BYTES) & wrap);
    store<u64>(s, load<u64>(from));
    store<u64>(s, load<u64>(from, 8), 8);
  }
  // The old table is not freed: the stub runtime takes back only its last block, and the old tables together are
  // no larger than the new one.
}

/** Lines counted. */
export function tallyLineCount(): f64 {
  return <f64>lines;
}

/** Invalid lines counted. */
export function tallyInvalidCount(): f64 {
  return <f64>invalid;
}

/** Valid lines without the key. */
export function tallyAbsentCount(): f64 {
  return <f64>absent;
}

/** Lines counted under error code or host kind `code`. */
export function tallySmallCount(code: i32): f64 {
  return <f64>load<u64>(SMALL + (<usize>code << 3));
}

/** Distinct keys counted. */
export function tallySize(): i32 {
  return <i32>size;
}

/**
 * Write the distinct keys to `out` as (address of the key's bytes, length, count as f64) in 16 bytes each; `out`
 * comes from `inputBuffer(16 × tallySize())`.
 */
export function tallyEntries(out: usize): void {
  for (let s = table; s <= table + <usize>mask * SLOT_BYTES; s += SLOT_BYTES) {
    const entry = load<u32>(s + ENTRY);
    if (entry == 0) continue;
    const at = keyStore + <usize>entry - 1;
    store<u32>(out, <u32>(at + 4));
    store<u32>(out, load<u32>(at), 4);
    store<f64>(out, <f64>load<u64>(s + COUNT), 8);
    out += 16;
  }
}
