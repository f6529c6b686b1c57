// @urikit/scanner, AssemblyScript side: split and validate one URI reference per line, writing the component-offsets
// layout of @urikit/core (17 Int32 slots per line). It follows `scanUriReference` of
// packages/core/src/scan-uri-reference.ts (the JS reference, which the `js` engine runs) and the IP checks of
// packages/ip/src; its character tables are generated from the ABNF (tools/grammar/). The only differences: with
// `--enable simd`, `skipSet`, `skipUnsplit` and `findLineFeed` pass over 16 bytes at a time that the scalar loops
// would pass over one at a time (8 at a time in the scalar build), and `scanLineUnsplit` validates a line of the
// common shape without finding its end first, writing the row `scanLine` would and leaving every other line to
// `findLineFeed` and `scanLine`, which stay the reference. Each trick carries its proof next to it; the differential
// tests (WASM == the core reference, test/scan.diff.test.ts and test/scan.unsplit.test.ts) check both paths.
//
// Memory model: the JS loader owns all memory above `__heap_base`; this module never allocates. It places the rows
// and line ranges at the bottom and the input bytes flush against the end of memory, so a read past the input traps.
// Only numbers cross the boundary: addresses and counts.

import {
  ALPHA,
  AUTHORITY_SKIP_LO,
  CHAR_CLASS,
  DIGIT_SKIP_LO,
  SCHEME_SKIP_LO,
  SEGMENT_NC_SKIP_LO,
  DIGIT,
  HEXDIG,
  NIBBLE_HI,
  PATH_SKIP_LO,
  PCHAR,
  QUERY,
  QUERY_SKIP_LO,
  REG_NAME,
  REG_NAME_SKIP_LO,
  SCHEME_CHAR,
  USERINFO,
  USERINFO_SKIP_LO,
} from "./char-tables";
import {
  ERR_INVALID_IP_LITERAL,
  ERR_INVALID_PCT_ENCODED,
  ERR_INVALID_PORT,
  ERR_INVALID_SCHEME,
  ERR_NONE,
  ERR_UNCLOSED_IP_LITERAL,
  ERR_UNEXPECTED_CHAR,
  ERROR_CODE,
  ERROR_INDEX,
  FRAGMENT_END,
  FRAGMENT_START,
  HOST_END,
  HOST_KIND,
  HOST_KIND_IPV4,
  HOST_KIND_IPV6,
  HOST_KIND_IPVFUTURE,
  HOST_KIND_REG_NAME,
  HOST_START,
  LAYOUT_VERSION_VALUE,
  PATH_END,
  PATH_START,
  PORT_END,
  PORT_START,
  QUERY_END,
  QUERY_START,
  SCHEME_END,
  SCHEME_START,
  SLOT_COUNT_VALUE,
  USERINFO_END,
  USERINFO_START,
} from "./layout";

/** Version of the offsets layout this module writes; the loader refuses a mismatch. */
export const LAYOUT_VERSION: i32 = LAYOUT_VERSION_VALUE;
/** `Int32` slots per row. */
export const SLOT_COUNT: i32 = SLOT_COUNT_VALUE;

/**
 * Rows come in two widths, chosen per call by the loader: `i32` (the layout of @urikit/core as is, 68 bytes a row) and
 * `i16` (the same 17 slots as Int16, 34 bytes a row), for calls whose every line is at most COMPACT_LINE_MAX bytes.
 * PROOF (the compact row holds the same numbers): every slot is -1, a host kind 0…4, an error number 0…7, or an
 * offset or error index in 0 … line length (relative to the line start); with the line at most 32767 bytes each one
 * is in -1 … 32767, the range of `i16`, so `store<i16>` keeps it exactly and the sign-extending `load<i16>` (and the
 * loader's Int16Array → Int32Array `set`) gives it back. PERF: half the bytes to write here, to copy out of WASM
 * memory and to allocate in JavaScript (bench: scan/kasztp, scan/isaacs_files).
 */
export const COMPACT_LINE_MAX: i32 = 32767;

/** Bytes per row for slot type R (i16 or i32). */
@inline function rowBytes<R>(): usize {
  return <usize>SLOT_COUNT_VALUE * sizeof<R>();
}

// Code units by their Unicode names.
const LINE_FEED: u32 = 0x0a;
const CARRIAGE_RETURN: u32 = 0x0d;
const NUMBER_SIGN: u32 = 0x23;
const PERCENT_SIGN: u32 = 0x25;
const FULL_STOP: u32 = 0x2e;
const SOLIDUS: u32 = 0x2f;
const DIGIT_ZERO: u32 = 0x30;
const DIGIT_ONE: u32 = 0x31;
const DIGIT_TWO: u32 = 0x32;
const DIGIT_FOUR: u32 = 0x34;
const DIGIT_FIVE: u32 = 0x35;
const DIGIT_NINE: u32 = 0x39;
const COLON: u32 = 0x3a;
const QUESTION_MARK: u32 = 0x3f;
const COMMERCIAL_AT: u32 = 0x40;
const LATIN_CAPITAL_LETTER_V: u32 = 0x56;
const LEFT_SQUARE_BRACKET: u32 = 0x5b;
const RIGHT_SQUARE_BRACKET: u32 = 0x5d;
const LATIN_SMALL_LETTER_V: u32 = 0x76;

/** "No bad byte" from the check functions. Address 0 is never inside the input, which lives above `__heap_base`. */
const OK: usize = 0;
/** "No `@` seen" in the authority loop; like `OK`, never the address of an input byte. */
const NONE: usize = 0;

/** Address where the loader may start placing rows (16-byte aligned). */
export function heapBase(): usize {
  return (__heap_base + 15) & ~(<usize>15);
}

@inline function byteAt(p: usize): u32 {
  return <u32>load<u8>(p);
}

/** Whether byte `c` carries `flag`; the table has 256 entries and every byte ≥ 0x80 is in no class (RFC 3986 §2). */
@inline function is(c: u32, flag: u32): bool {
  return (<u32>load<u16>(CHAR_CLASS + (<usize>c << 1)) & flag) != 0;
}

@inline function put<R>(row: usize, slot: i32, value: i32): void {
  store<R>(row + <usize>slot * sizeof<R>(), <R>value);
}

@inline function get<R>(row: usize, slot: i32): i32 {
  return <i32>load<R>(row + <usize>slot * sizeof<R>());
}

// The line being scanned: offsets in a row are relative to its first byte, as `scanUriReference` writes string indexes.
let lineStart: usize = 0;

@inline function rel(p: usize): i32 {
  return <i32>(p - lineStart);
}

function fail<R>(row: usize, code: i32, p: usize): i32 {
  put<R>(row, ERROR_CODE, code);
  put<R>(row, ERROR_INDEX, rel(p));
  return code;
}

// Bytes below this address may be loaded: the end of memory. Set by the exported entry points (memory does not grow
// during a call). The input sits flush against it, so a load past the end of memory traps in every test.
let readableEnd: usize = 0;

const ONES: u64 = 0x0101010101010101;
const HIGH_BITS: u64 = 0x8080808080808080;

/**
 * Bit 7 of each byte set iff that byte of `x` is in `lo … hi`, for bytes < 0x80 (a byte ≥ 0x80 gives any bit, and
 * may disturb only the bytes after it).
 * PROOF: for a byte b < 0x80, b + (0x80 - lo) ≤ 0xff has bit 7 set iff b ≥ lo, and b + (0x7f - hi) ≤ 0xfe has bit 7
 * set iff b > hi; neither sum carries into the next byte. A byte ≥ 0x80 may carry, into more significant bytes only,
 * which are the bytes after it (little-endian loads).
 */
@inline function bytesInRange(x: u64, lo: u64, hi: u64): u64 {
  return (x + (0x80 - lo) * ONES) & ~(x + (0x7f - hi) * ONES) & HIGH_BITS;
}

/**
 * Four byte ranges `lo1 … hi1`, …, `lo4 … hi4` packed for `skipRuns` (a range may repeat another).
 */
@inline function runs4(lo1: u64, hi1: u64, lo2: u64, hi2: u64, lo3: u64, hi3: u64, lo4: u64, hi4: u64): u64 {
  return lo1 | (hi1 << 8) | (lo2 << 16) | (hi2 << 24) | (lo3 << 32) | (hi3 << 40) | (lo4 << 48) | (hi4 << 56);
}

// The ranges of the scalar build's `skipSet`, each set a subset of the nibble table named beside it (and so of the
// bytes its scalar loop passes over without any effect): the common bytes of each component, where runs are long.
// PATH_SKIP (pchar / "/"): "&" … ";" is & ' ( ) * + , - . / DIGIT : ; — all sub-delims, unreserved, ":" or "/".
const PATH_RUNS: u64 = runs4(0x26, 0x3b, 0x40, 0x5a, 0x61, 0x7a, 0x61, 0x7a); // "&"…";", "@" ALPHA, alpha
// QUERY_SKIP (pchar / "/" / "?"): as PATH_RUNS, plus "?" (0x3f).
const QUERY_RUNS: u64 = runs4(0x26, 0x3b, 0x3f, 0x5a, 0x61, 0x7a, 0x61, 0x7a); // "&"…";", "?" "@" ALPHA, alpha
// SEGMENT_NC_SKIP (pchar less ":"), REG_NAME_SKIP and USERINFO_SKIP (unreserved / sub-delims, and ":" for userinfo):
// "-" ".", DIGIT, ALPHA.
const NAME_RUNS: u64 = runs4(0x2d, 0x2e, 0x30, 0x39, 0x41, 0x5a, 0x61, 0x7a);
// AUTHORITY_SKIP (every byte < 0x80 but "/" "?" "#" "@"): "!" '"', "$" … ".", "0" … ">", "A" … "~".
const AUTHORITY_RUNS: u64 = runs4(0x21, 0x22, 0x24, 0x2e, 0x30, 0x3e, 0x41, 0x7e);
// SCHEME_SKIP (ALPHA / DIGIT / "+" / "-" / "."): "+" … "." would take ","; so "-" ".", DIGIT, ALPHA.
const SCHEME_RUNS: u64 = NAME_RUNS;
// DIGIT_SKIP: DIGIT.
const DIGIT_RUNS: u64 = runs4(0x30, 0x39, 0x30, 0x39, 0x30, 0x39, 0x30, 0x39);

/**
 * Scalar build: pass over the bytes of `[i, end)` that are in the four ranges packed in `runs`, 8 at a time (SWAR);
 * return the first address whose byte is in none of them, or `end`, or an address within 8 bytes of the end of
 * memory, where the scalar loop takes over.
 * PROOF (equals the scalar predicate on the bytes it passes): with `inside` the OR of `bytesInRange` over the four
 * ranges, ANDed with `~x` (bit 7 of a byte ≥ 0x80 cleared: no range holds one), bit 7 of byte k of `inside` is set iff
 * byte k is in a range, for every byte up to the first one ≥ 0x80 (whose carries reach only the bytes after it, and
 * which is itself "outside"). So `ctz(~inside & HIGH_BITS) >> 3` is the index of the first byte in no range. Every
 * range set is a subset of its loop's skip set, so the scalar loop, which would pass over all these bytes without any
 * effect, resumes at the same state. Bytes at or past `end` (the next line, other data) are forced "outside", so the
 * result is min(first byte in no range, end). Loads: `i + 8 <= readableEnd` keeps each one inside memory.
 */
@inline function skipRuns(i: usize, end: usize, runs: u64): usize {
  const lo1 = runs & 0xff, hi1 = (runs >> 8) & 0xff, lo2 = (runs >> 16) & 0xff, hi2 = (runs >> 24) & 0xff;
  const lo3 = (runs >> 32) & 0xff, hi3 = (runs >> 40) & 0xff, lo4 = (runs >> 48) & 0xff, hi4 = runs >> 56;
  while (i + 8 <= end) {
    const x = load<u64>(i);
    const inside = (bytesInRange(x, lo1, hi1) | bytesInRange(x, lo2, hi2) | bytesInRange(x, lo3, hi3) | bytesInRange(x, lo4, hi4)) & ~x;
    const outside = ~inside & HIGH_BITS;
    if (outside != 0) return i + <usize>(ctz(outside) >> 3);
    i += 8;
  }
  // The last 1 … 7 bytes of the line, in one word that may reach past it (but not past memory).
  if (i < end && i + 8 <= readableEnd) {
    const x = load<u64>(i);
    const inside = (bytesInRange(x, lo1, hi1) | bytesInRange(x, lo2, hi2) | bytesInRange(x, lo3, hi3) | bytesInRange(x, lo4, hi4)) & ~x;
    // INVARIANT: 0 < end - i < 8 here; bytes past the line end count as "outside"
    const outside = (~inside & HIGH_BITS) | (HIGH_BITS << (<u64>(end - i) << 3));
    return i + <usize>(ctz(outside) >> 3);
  }
  return i;
}

/**
 * Pass over the bytes of `[i, end)` that are in the set of nibble table `lo`, 16 at a time; return the first address
 * whose byte is not in the set, or `end`, or an address near the end of memory where the scalar loop takes over.
 * Without SIMD it returns `i`. Every set is a subset of the bytes its scalar loop passes over without any effect
 * (tools/grammar/generate.mjs), so returning any address up to the first non-member leaves the result unchanged.
 * PROOF (equals the scalar predicate): with LO[l] bit h set iff byte (h << 4 | l) is in the set, and HI[h] = 1 << h
 * for h < 8, 0 for h ≥ 8, `swizzle(LO, b & 15) & swizzle(HI, b >> 4)` is non-zero iff bit (b >> 4) of LO[b & 15] is
 * set and b < 0x80, i.e. iff b is in the set (`b & 15` and the unsigned `b >> 4` are in 0..15, so swizzle never sees
 * an out-of-range index). Lanes at or past `end` may hold the next line or other data: they are forced "outside"
 * (`0xffff << left`), so the result is min(first non-member, end), exactly where the scalar loop would stop. The
 * load itself stays below `readableEnd`, inside memory.
 * Without SIMD, `runs` (four byte ranges, see `skipRuns`) is a subset of the same set, passed over 8 bytes at a time.
 */
@inline function skipSet(i: usize, end: usize, lo: usize, runs: u64): usize {
  if (ASC_FEATURE_SIMD) {
    const tableLo = v128.load(lo);
    const tableHi = v128.load(NIBBLE_HI);
    const lowNibble = i8x16.splat(0x0f);
    const zero = i8x16.splat(0);
    while (i < end && i + 16 <= readableEnd) {
      const v = v128.load(i);
      const bits = v128.and(i8x16.swizzle(tableLo, v128.and(v, lowNibble)), i8x16.swizzle(tableHi, i8x16.shr_u(v, 4)));
      let outside = i8x16.bitmask(i8x16.eq(bits, zero)); // bit k set iff byte k is not in the set
      const left = end - i;
      if (left < 16) outside |= 0xffff << <i32>left; // lanes past the line end count as "outside"
      if (outside != 0) return i + <usize>ctz(outside);
      i += 16;
    }
    return i;
  }
  return skipRuns(i, end, runs);
}

/**
 * The address of the first LF in `[p, end)`, or `end`.
 * PROOF (SIMD): `i8x16.eq(v, splat(0x0a))` sets lane k iff byte k is LF; `ctz` of its bitmask is the first such lane,
 * exactly where the scalar `byteAt(p) != LINE_FEED` loop stops. `p + 16 <= end` keeps every load inside the input.
 */
function findLineFeed(p: usize, end: usize): usize {
  if (ASC_FEATURE_SIMD) {
    const lf = i8x16.splat(<i8>LINE_FEED);
    while (p + 16 <= end) {
      const mask = i8x16.bitmask(i8x16.eq(v128.load(p), lf));
      if (mask != 0) return p + <usize>ctz(mask);
      p += 16;
    }
  } else {
    // PROOF (SWAR, scalar build): x = word ^ 0x0a0a…; a byte of x is 0 iff that byte is LF. For the lowest zero byte,
    // (x - 0x0101…) & ~x & 0x8080… has its high bit set, and no lower byte's bit is set (no borrow reaches below the
    // first zero byte), so ctz / 8 is the index of the first LF (little-endian loads).
    while (p + 8 <= end) {
      const x = load<u64>(p) ^ 0x0a0a0a0a0a0a0a0a;
      const found = (x - 0x0101010101010101) & ~x & 0x8080808080808080;
      if (found != 0) return p + <usize>(ctz(found) >> 3);
      p += 8;
    }
  }
  while (p < end && byteAt(p) != LINE_FEED) p++;
  return p;
}

// ---------------------------------------------------------------------------------------------------------------------
// Unsplit path (both builds, compact rows): a line is validated without finding its end first. Every set a component
// is skipped over excludes LF and CR, so each skip stops at the line's end as it stops at a delimiter, and one pass
// over the bytes does what `findLineFeed` and `scanLine` do in two. It proves the common shape only (scheme, an
// authority without userinfo, IP literal or "%", then path, query, fragment), writes the row `scanLine` would, and
// leaves every other line to them. PERF: a line of about 120 bytes cost `findLineFeed` about a quarter of its time,
// and the skips of `scanLine` stop at the line's end with a mask per block (bench: scan/isaacs_files).

/** Lines whose row `scanLineUnsplit` wrote, since instantiation (tests check that the path is taken at all). */
let unsplitCount: i32 = 0;

/** How many lines the unsplit path has scanned since this instance was created. */
export function unsplitLines(): i32 {
  return unsplitCount;
}

/**
 * Whether byte `c` is in the set of nibble table `lo`: the scalar form of `skipSet`'s lookup (bit `c >> 4` of
 * `lo[c & 15]`, for `c` < 0x80; no byte ≥ 0x80 is in a set).
 */
@inline function inSet(c: u32, lo: usize): bool {
  return c < 0x80 && ((<u32>load<u8>(lo + <usize>(c & 15)) >> (c >> 4)) & 1) != 0;
}

/**
 * The first address in `[i, limit)` whose byte is not in the set of nibble table `lo`, or `limit`, where `limit` is
 * the end of the input rather than of the line: LF and CR are in no set, so a line's end stops it.
 * PROOF (SIMD): the lookup is `skipSet`'s (see the proof there); without a line end inside the block, no lane needs
 * a mask, and the loads stay below `limit`, inside the input. The last bytes of input (fewer than 16) go through
 * `inSet`, the same predicate one byte at a time.
 * PROOF (scalar build): `skipRuns` passes only over bytes of `runs`, a subset of the set; `inSet` takes the next
 * byte when it is in the set but in no range, and the loop stops at the first byte that is in neither.
 */
@inline function skipUnsplit(i: usize, limit: usize, lo: usize, runs: u64): usize {
  if (ASC_FEATURE_SIMD) {
    const tableLo = v128.load(lo);
    const tableHi = v128.load(NIBBLE_HI);
    const lowNibble = i8x16.splat(0x0f);
    const zero = i8x16.splat(0);
    while (i + 16 <= limit) {
      const v = v128.load(i);
      // i16x8.shr_u then the mask equals i8x16.shr_u(v, 4): the bits shifted in from the next byte are masked off
      const bits = v128.and(i8x16.swizzle(tableLo, v128.and(v, lowNibble)), i8x16.swizzle(tableHi, v128.and(i16x8.shr_u(v, 4), lowNibble)));
      const outside = i8x16.bitmask(i8x16.eq(bits, zero));
      if (outside != 0) return i + <usize>ctz(outside);
      i += 16;
    }
    while (i < limit && inSet(byteAt(i), lo)) i++;
    return i;
  }
  for (;;) {
    i = skipRuns(i, limit, runs);
    if (i >= limit || !inSet(byteAt(i), lo)) break;
    i++;
  }
  return i;
}

/** Whether the content of a line ends at `p`: the end of input, LF, or CR LF (a lone CR stays in the line). */
@inline function isLineEnd(p: usize, limit: usize): bool {
  if (p >= limit) return true;
  const c = byteAt(p);
  return c == LINE_FEED || (c == CARRIAGE_RETURN && p + 1 < limit && byteAt(p + 1) == LINE_FEED);
}

/**
 * Write the row of the line that starts at `start` (the input ends at `limit`) when it is a valid URI with a scheme
 * and, if it has an authority, one without userinfo, IP literal or "%"; return the address where its content ends
 * (its LF, its CR LF, or `limit`). Return 0 for any other line, which then goes to `findLineFeed` and `scanLine`.
 * The row equals `scanLine`'s: each component ends where `scanLine`'s loop for it ends, at the first byte outside
 * its set, and a line whose bytes `scanLine` would report goes to it instead.
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
function scanLineUnsplit<R>(start: usize, limit: usize, row: usize): usize {
  // §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
  if (start >= limit || !is(byteAt(start), ALPHA)) return 0;
  let i = start + 1;
  while (i < limit && is(byteAt(i), SCHEME_CHAR)) i++;
  if (i >= limit || byteAt(i) != COLON) return 0;
  lineStart = start;
  initRow<R>(row);
  put<R>(row, SCHEME_START, 0);
  put<R>(row, SCHEME_END, rel(i));
  i++;
  // §3.2 authority: the host is a reg-name (or an IPv4address) ending at ":" (then the port), "/", "?", "#" or the
  // line end; "@" (userinfo), "%", "[" and every byte `scanLine` would report leave the line to it
  if (i + 1 < limit && byteAt(i) == SOLIDUS && byteAt(i + 1) == SOLIDUS) {
    const hostStart = i + 2;
    i = skipUnsplit(hostStart, limit, REG_NAME_SKIP_LO, NAME_RUNS);
    put<R>(row, HOST_START, rel(hostStart));
    put<R>(row, HOST_END, rel(i));
    // An IPv4address is also a reg-name; the first-match-wins rule of §3.2.2 makes it IPv4.
    const isIPv4 = i > hostStart && is(byteAt(hostStart), DIGIT) && checkIPv4address(hostStart, i) == OK;
    put<R>(row, HOST_KIND, isIPv4 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME);
    if (i < limit && byteAt(i) == COLON) {
      // §3.2.3 port = *DIGIT
      put<R>(row, PORT_START, rel(++i));
      while (i < limit && is(byteAt(i), DIGIT)) i++;
      put<R>(row, PORT_END, rel(i));
    }
    if (!isLineEnd(i, limit)) {
      const c = byteAt(i);
      if (c != SOLIDUS && c != QUESTION_MARK && c != NUMBER_SIGN) return 0;
    }
  }
  // §3.3 path, §3.4 query after the first "?", §3.5 fragment after the first "#". `slot` is the start slot of the
  // component being read; its end slot is the next one. One skip set for all three: PATH_SKIP (pchar / "/"); the
  // "?" that the query and fragment allow is taken below, byte by byte.
  let slot = PATH_START;
  put<R>(row, slot, rel(i));
  for (;;) {
    i = skipUnsplit(i, limit, PATH_SKIP_LO, PATH_RUNS);
    if (i >= limit) break;
    const c = byteAt(i);
    if (c == PERCENT_SIGN) {
      if (checkPctEncoded(i, limit) != OK) return 0; // both HEXDIG are before the line end, which is no HEXDIG
      i += 3;
    } else if (c == QUESTION_MARK) {
      if (slot == PATH_START) {
        put<R>(row, PATH_END, rel(i));
        slot = QUERY_START;
        put<R>(row, slot, rel(i + 1));
      }
      i++;
    } else if (c == NUMBER_SIGN && slot != FRAGMENT_START) {
      put<R>(row, slot + 1, rel(i));
      slot = FRAGMENT_START;
      put<R>(row, slot, rel(++i));
    } else {
      break;
    }
  }
  put<R>(row, slot + 1, rel(i));
  if (!isLineEnd(i, limit)) return 0;
  unsplitCount++;
  return i;
}

/**
 * Check `pct-encoded` at `i` (where the byte is "%"): `OK` when two HEXDIG follow, else the address of the first one
 * missing (`end` when the line ends).
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
function checkPctEncoded(i: usize, end: usize): usize {
  if (i + 1 >= end || !is(byteAt(i + 1), HEXDIG)) return i + 1;
  if (i + 2 >= end || !is(byteAt(i + 2), HEXDIG)) return i + 2;
  return OK;
}

/**
 * Check that `[start, end)` is exactly an `IPv4address`: `OK`, or `start` + the length of the longest prefix that is a
 * prefix of some `IPv4address`. Mirrors `checkIPv4address` of @urikit/ip.
 * ```abnf
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
function checkIPv4address(start: usize, end: usize): usize {
  let dots = 0;
  let digits = 0;
  let value: u32 = 0;
  for (let i = start; i < end; i++) {
    const c = byteAt(i);
    if (is(c, DIGIT)) {
      if (digits == 0) {
        value = c - DIGIT_ZERO;
      } else {
        if (value == 0) return i; // a dec-octet never has a leading zero
        value = value * 10 + (c - DIGIT_ZERO);
        if (value > 255) return i;
      }
      digits++;
    } else if (c == FULL_STOP && digits > 0 && dots < 3) {
      dots++;
      digits = 0;
    } else {
      return i;
    }
  }
  return dots == 3 && digits > 0 ? OK : end;
}

/** Whether `[start, end)` (1 to 4 bytes, all HEXDIG) is a `dec-octet`; reads only bytes inside the range. */
function isDecOctet(start: usize, end: usize): bool {
  const length = end - start;
  if (length == 1) return isDigit(byteAt(start));
  if (length == 2) {
    const c0 = byteAt(start);
    return c0 >= DIGIT_ONE && c0 <= DIGIT_NINE && isDigit(byteAt(start + 1));
  }
  if (length == 3) {
    const c0 = byteAt(start);
    const c1 = byteAt(start + 1);
    const c2 = byteAt(start + 2);
    if (c0 == DIGIT_ONE) return isDigit(c1) && isDigit(c2);
    if (c0 != DIGIT_TWO) return false;
    if (c1 >= DIGIT_ZERO && c1 <= DIGIT_FOUR) return isDigit(c2);
    return c1 == DIGIT_FIVE && c2 >= DIGIT_ZERO && c2 <= DIGIT_FIVE;
  }
  return false;
}

@inline function isDigit(c: u32): bool {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}

/**
 * Check that `[start, end)` is exactly an `IPv6address`: `OK`, or `start` + the length of the longest prefix that is
 * a prefix of some `IPv6address`. Mirrors `checkIPv6address` of @urikit/ip, branch for branch.
 * ```abnf
 * IPv6address =                            6( h16 ":" ) ls32
 *             / [ *6( h16 ":" ) h16 ] "::"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
function checkIPv6address(start: usize, end: usize): usize {
  let groups = 0; // complete h16 groups (each ended by ":")
  let digits = 0; // HEXDIGs of the current h16
  let colons = 0; // ":" just read: 1 after "h16:" or a leading ":", 2 after "::"
  let compressed = false; // "::" seen
  let groupStart = start;
  for (let i = start; i < end; i++) {
    const c = byteAt(i);
    if (is(c, HEXDIG)) {
      if (digits == 0) {
        if (colons == 1 && groups == 0) return i; // a leading ":" must be the first half of "::"
        if (compressed && groups == 7) return i; // with "::", seven explicit groups at most
        groupStart = i;
      } else if (digits == 4) {
        return i; // h16 = 1*4HEXDIG
      }
      digits++;
      colons = 0;
    } else if (c == COLON) {
      if (digits > 0) {
        groups++;
        digits = 0;
        if (groups > (compressed ? 6 : 7)) return i; // no room for another group
        colons = 1;
      } else if (colons == 1 || i == start) {
        if (i != start) {
          if (compressed) return i; // only one "::"
          compressed = true;
        }
        colons++;
      } else {
        return i; // never three ":" in a row
      }
    } else if (c == FULL_STOP) {
      // the current group is the first dec-octet of an IPv4address ls32, which takes the last two of the 8 groups
      if (digits == 0 || (compressed ? groups > 5 : groups != 6)) return i;
      if (!isDecOctet(groupStart, i)) return i;
      return checkIPv4address(groupStart, end);
    } else {
      return i;
    }
  }
  if (digits > 0) return compressed || groups == 7 ? OK : end;
  return colons == 2 ? OK : end;
}

/**
 * Check that `[start, end)` is exactly an `IPvFuture`: `OK`, or `start` + the length of the longest valid prefix.
 * Mirrors `checkIPvFuture` of @urikit/ip; its tail set `unreserved / sub-delims / ":"` is core's USERINFO class.
 * ```abnf
 * IPvFuture  = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
function checkIPvFuture(start: usize, end: usize): usize {
  if (start >= end) return end;
  const v = byteAt(start);
  if (v != LATIN_SMALL_LETTER_V && v != LATIN_CAPITAL_LETTER_V) return start;
  let i = start + 1;
  while (i < end && is(byteAt(i), HEXDIG)) i++;
  if (i == end) return end;
  if (i == start + 1 || byteAt(i) != FULL_STOP) return i; // the version needs at least one HEXDIG
  i++;
  if (i == end) return end;
  for (; i < end; i++) {
    if (!is(byteAt(i), USERINFO)) return i;
  }
  return OK;
}

/** Fill a row as `scanUriReference` starts it: every offset -1, host kind none, no error. */
@inline function initRow<R>(row: usize): void {
  // slots 0..13 = -1, HOST_KIND (14) = 0, ERROR_CODE (15) = 0, ERROR_INDEX (16) = -1
  if (sizeof<R>() == 2) {
    // i16 slots: bytes 0…27 all ones (slots 0…13), 28…31 zero (slots 14, 15), 32…33 all ones (slot 16)
    store<i64>(row, -1, 0);
    store<i64>(row, -1, 8);
    store<i64>(row, -1, 16);
    store<i64>(row, 0x00000000ffffffff, 24);
    store<i16>(row, -1, 32);
    return;
  }
  store<i64>(row, -1, 0);
  store<i64>(row, -1, 8);
  store<i64>(row, -1, 16);
  store<i64>(row, -1, 24);
  store<i64>(row, -1, 32);
  store<i64>(row, -1, 40);
  store<i64>(row, -1, 48);
  store<i64>(row, 0, 56);
  store<i32>(row, -1, 64);
}

/**
 * Split and validate the URI reference in bytes `[start, end)`, writing its row at `row`; return 0 when valid, else
 * the error number (offsets and error index relative to `start`, equal to what `scanUriReference` writes).
 * ```abnf
 * URI-reference = URI / relative-ref
 * URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
function scanLine<R>(start: usize, end: usize, row: usize): i32 {
  lineStart = start;
  initRow<R>(row);

  // §3.1 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  let i = start;
  if (end > start && is(byteAt(start), ALPHA)) {
    let j = skipSet(start + 1, end, SCHEME_SKIP_LO, SCHEME_RUNS);
    while (j < end && is(byteAt(j), SCHEME_CHAR)) j++;
    if (j < end && byteAt(j) == COLON) {
      put<R>(row, SCHEME_START, 0);
      put<R>(row, SCHEME_END, rel(j));
      i = j + 1;
    }
  }
  const hasScheme = i > start;

  // §3.2 authority: after "//", up to the next "/", "?", "#" or the end.
  if (i + 1 < end && byteAt(i) == SOLIDUS && byteAt(i + 1) == SOLIDUS) {
    const authorityStart = i + 2;
    let authorityEnd = authorityStart;
    let at = NONE;
    for (; authorityEnd < end; authorityEnd++) {
      authorityEnd = skipSet(authorityEnd, end, AUTHORITY_SKIP_LO, AUTHORITY_RUNS);
      if (authorityEnd >= end) break;
      const c = byteAt(authorityEnd);
      if (c == SOLIDUS || c == QUESTION_MARK || c == NUMBER_SIGN) break;
      if (c == COMMERCIAL_AT && at == NONE) at = authorityEnd;
    }
    let hostStart = authorityStart;
    if (at != NONE) {
      // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
      put<R>(row, USERINFO_START, rel(authorityStart));
      put<R>(row, USERINFO_END, rel(at));
      for (let j = authorityStart; j < at; j++) {
        j = skipSet(j, at, USERINFO_SKIP_LO, NAME_RUNS);
        if (j >= at) break;
        const c = byteAt(j);
        if (is(c, USERINFO)) continue;
        if (c == PERCENT_SIGN) {
          const bad = checkPctEncoded(j, at);
          if (bad != OK) return fail<R>(row, ERR_INVALID_PCT_ENCODED, bad);
          j += 2;
          continue;
        }
        return fail<R>(row, ERR_UNEXPECTED_CHAR, j);
      }
      hostStart = at + 1;
    }
    put<R>(row, HOST_START, rel(hostStart));
    let hostEnd = hostStart;
    if (hostStart < authorityEnd && byteAt(hostStart) == LEFT_SQUARE_BRACKET) {
      // §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"
      let close = hostStart + 1;
      while (close < authorityEnd && byteAt(close) != RIGHT_SQUARE_BRACKET) close++;
      put<R>(row, HOST_END, rel(close < authorityEnd ? close + 1 : authorityEnd));
      if (close >= authorityEnd) return fail<R>(row, ERR_UNCLOSED_IP_LITERAL, hostStart);
      const first = byteAt(hostStart + 1); // INVARIANT: hostStart + 1 <= close < end
      const isFuture = first == LATIN_SMALL_LETTER_V || first == LATIN_CAPITAL_LETTER_V; // ABNF literals are case-insensitive
      const bad = isFuture ? checkIPvFuture(hostStart + 1, close) : checkIPv6address(hostStart + 1, close);
      if (bad != OK) return fail<R>(row, ERR_INVALID_IP_LITERAL, bad);
      put<R>(row, HOST_KIND, isFuture ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6);
      hostEnd = close + 1;
      if (hostEnd < authorityEnd && byteAt(hostEnd) != COLON) {
        return fail<R>(row, ERR_UNEXPECTED_CHAR, hostEnd);
      }
    } else {
      // §3.2.2 host = IPv4address / reg-name; reg-name = *( unreserved / pct-encoded / sub-delims )
      for (; hostEnd < authorityEnd; hostEnd++) {
        hostEnd = skipSet(hostEnd, authorityEnd, REG_NAME_SKIP_LO, NAME_RUNS);
        if (hostEnd >= authorityEnd) break;
        const c = byteAt(hostEnd);
        if (is(c, REG_NAME)) continue;
        if (c == COLON) break;
        if (c == PERCENT_SIGN) {
          const bad = checkPctEncoded(hostEnd, authorityEnd);
          if (bad != OK) {
            put<R>(row, HOST_END, rel(hostEnd));
            return fail<R>(row, ERR_INVALID_PCT_ENCODED, bad);
          }
          hostEnd += 2;
          continue;
        }
        put<R>(row, HOST_END, rel(hostEnd));
        return fail<R>(row, ERR_UNEXPECTED_CHAR, hostEnd);
      }
      // An IPv4address is also a reg-name; the first-match-wins rule of §3.2.2 makes it IPv4.
      const isIPv4 = hostEnd > hostStart && is(byteAt(hostStart), DIGIT) && checkIPv4address(hostStart, hostEnd) == OK;
      put<R>(row, HOST_KIND, isIPv4 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME);
    }
    put<R>(row, HOST_END, rel(hostEnd));
    if (hostEnd < authorityEnd) {
      // §3.2.3 port = *DIGIT, after the ":" that ends the host
      put<R>(row, PORT_START, rel(hostEnd + 1));
      put<R>(row, PORT_END, rel(authorityEnd));
      for (let j = skipSet(hostEnd + 1, authorityEnd, DIGIT_SKIP_LO, DIGIT_RUNS); j < authorityEnd; j++) {
        if (!is(byteAt(j), DIGIT)) return fail<R>(row, ERR_INVALID_PORT, j);
      }
    }
    i = authorityEnd;
  }

  // §3.3 path: up to the first "?" or "#". Without scheme and authority it is path-noscheme (or path-absolute /
  // path-empty), whose first segment must not contain ":" (§4.2).
  put<R>(row, PATH_START, rel(i));
  let inFirstSegment = !hasScheme && get<R>(row, HOST_START) < 0;
  for (; i < end; i++) {
    i = inFirstSegment ? skipSet(i, end, SEGMENT_NC_SKIP_LO, NAME_RUNS) : skipSet(i, end, PATH_SKIP_LO, PATH_RUNS);
    if (i >= end) break;
    const c = byteAt(i);
    if (c == SOLIDUS) {
      inFirstSegment = false;
      continue;
    }
    if (is(c, PCHAR)) {
      if (c == COLON && inFirstSegment) {
        // a ":" in the first segment would end a scheme, but what precedes it is not one
        put<R>(row, PATH_END, rel(i));
        return fail<R>(row, ERR_INVALID_SCHEME, i);
      }
      continue;
    }
    if (c == PERCENT_SIGN) {
      const bad = checkPctEncoded(i, end);
      if (bad != OK) return fail<R>(row, ERR_INVALID_PCT_ENCODED, bad);
      i += 2;
      continue;
    }
    if (c == QUESTION_MARK || c == NUMBER_SIGN) break;
    return fail<R>(row, ERR_UNEXPECTED_CHAR, i);
  }
  put<R>(row, PATH_END, rel(i));

  // §3.4 query = *( pchar / "/" / "?" ), after "?" and up to "#"
  if (i < end && byteAt(i) == QUESTION_MARK) {
    const queryStart = ++i;
    put<R>(row, QUERY_START, rel(queryStart));
    for (; i < end; i++) {
      i = skipSet(i, end, QUERY_SKIP_LO, QUERY_RUNS);
      if (i >= end) break;
      const c = byteAt(i);
      if (is(c, QUERY)) continue;
      if (c == PERCENT_SIGN) {
        const bad = checkPctEncoded(i, end);
        if (bad != OK) return fail<R>(row, ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      if (c == NUMBER_SIGN) break;
      return fail<R>(row, ERR_UNEXPECTED_CHAR, i);
    }
    put<R>(row, QUERY_END, rel(i));
  }

  // §3.5 fragment = *( pchar / "/" / "?" ), after "#" to the end; a second "#" is not allowed
  if (i < end) {
    const fragmentStart = ++i; // the byte before is "#": the path and query loops stop only there
    put<R>(row, FRAGMENT_START, rel(fragmentStart));
    for (; i < end; i++) {
      i = skipSet(i, end, QUERY_SKIP_LO, QUERY_RUNS);
      if (i >= end) break;
      const c = byteAt(i);
      if (is(c, QUERY)) continue;
      if (c == PERCENT_SIGN) {
        const bad = checkPctEncoded(i, end);
        if (bad != OK) return fail<R>(row, ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      return fail<R>(row, ERR_UNEXPECTED_CHAR, i);
    }
    put<R>(row, FRAGMENT_END, rel(i));
  }
  return ERR_NONE;
}

/**
 * The number of LF bytes in `[from, end)`: the line count that lets the loader size its result exactly, counted here
 * instead of in JavaScript (which ran at about 1 GB/s and cost as much as the scan itself on short lines).
 * PROOF (SIMD): `i8x16.eq(v, splat(0x0a))` sets lane k iff byte k is LF, so the popcount of its bitmask is the number
 * of LFs among those 16 bytes; `p + 16 <= end` keeps every load inside the input.
 * PROOF (SWAR, scalar build): x = word ^ 0x0a0a…, a byte of x is 0 iff that byte is LF; `((x & 0x7f…) + 0x7f…) | x`
 * has bit 7 of a byte set iff that byte of x is not 0, with no carry between bytes (each byte sum is at most 0xfe),
 * so the popcount of its complement masked to the 0x80 bits counts the LFs exactly.
 */
export function countLineFeeds(from: usize, end: usize): i32 {
  let n: i32 = 0;
  let p = from;
  if (ASC_FEATURE_SIMD) {
    const lf = i8x16.splat(<i8>LINE_FEED);
    while (p + 16 <= end) {
      n += <i32>popcnt<i32>(i8x16.bitmask(i8x16.eq(v128.load(p), lf)));
      p += 16;
    }
  } else {
    while (p + 8 <= end) {
      const x = load<u64>(p) ^ 0x0a0a0a0a0a0a0a0a;
      const zero = ~(((x & 0x7f7f7f7f7f7f7f7f) + 0x7f7f7f7f7f7f7f7f) | x) & 0x8080808080808080;
      n += <i32>popcnt<u64>(zero);
      p += 8;
    }
  }
  while (p < end) {
    if (byteAt(p) == LINE_FEED) n++;
    p++;
  }
  return n;
}

// Where `scanLines` stopped: the address after the last line it consumed.
let next: usize = 0;

/** The address after the last line consumed by the latest `scanLines` call. */
export function nextLine(): usize {
  return next;
}

/**
 * Scan the lines of `[from, end)` (LF or CRLF; a final line without LF counts), at most `maxLines` of them. Row k goes
 * to `rows + k * 68` (i32 slots), or `rows + k * 34` (i16 slots) when `compact` is non-zero; its content range (without
 * CR LF) relative to `origin` goes to `ranges + k * 8`. Returns the number of lines; `nextLine()` tells where to
 * continue when the output was full, or, with `compact` and `stoppedAtLongLineFlag()` = 1, at the first line longer
 * than COMPACT_LINE_MAX bytes, which the loader scans again with i32 rows.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanLines(origin: usize, from: usize, end: usize, rows: usize, ranges: usize, maxLines: i32, compact: i32): i32 {
  readableEnd = <usize>memory.size() << 16;
  stoppedAtLongLine = 0;
  if (compact != 0) return scanLinesOf<i16>(origin, from, end, rows, ranges, maxLines);
  return scanLinesOf<i32>(origin, from, end, rows, ranges, maxLines);
}

/** Whether the latest `scanLines` call with compact rows stopped before a line longer than COMPACT_LINE_MAX (1) or not (0). */
export function stoppedAtLongLineFlag(): i32 {
  return stoppedAtLongLine;
}

// Set by `scanLines` when compact rows stopped it at a long line; `nextLine()` is then that line's start.
let stoppedAtLongLine: i32 = 0;

/**
 * `scanLines` with rows of slot type R: each line through `scanLineUnsplit` (compact rows), and through `findLineFeed`
 * and `scanLine` when it leaves the line to them.
 */
function scanLinesOf<R>(origin: usize, from: usize, end: usize, rows: usize, ranges: usize, maxLines: i32): i32 {
  let p = from;
  let count = 0;
  while (p < end && count < maxLines) {
    const row = rows + <usize>count * rowBytes<R>();
    // Compact rows: the unsplit path first. Int32 rows (an input with a line longer than COMPACT_LINE_MAX, rare) take
    // the reference loops only, so that the module holds one copy of the unsplit path (the WASM size budget).
    const e: usize = sizeof<R>() == 2 ? scanLineUnsplit<R>(p, end, row) : 0;
    let lf = e;
    let contentEnd = e;
    if (e != 0) {
      if (e < end && byteAt(e) == CARRIAGE_RETURN) lf = e + 1;
    } else {
      lf = findLineFeed(p, end);
      // CR before LF belongs to the line ending; a lone CR (also one just before the end of input) stays in the line.
      contentEnd = lf < end && lf > p && byteAt(lf - 1) == CARRIAGE_RETURN ? lf - 1 : lf;
    }
    if (sizeof<R>() == 2 && contentEnd - p > <usize>COMPACT_LINE_MAX) {
      stoppedAtLongLine = 1; // compact rows cannot hold this line's offsets: the loader goes on with i32 rows from p
      break;
    }
    const range = ranges + (<usize>count << 3);
    store<i32>(range, <i32>(p - origin));
    store<i32>(range, <i32>(contentEnd - origin), 4);
    if (e == 0) scanLine<R>(p, contentEnd, row);
    count++;
    p = lf < end ? lf + 1 : end;
  }
  next = p;
  return count;
}

/**
 * Scan `count` lines whose ranges relative to `origin` are given at `ranges` (start, end pairs); nothing splits them.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanRanges(origin: usize, ranges: usize, count: i32, rows: usize, compact: i32): void {
  if (compact != 0) scanRangesOf<i16>(origin, ranges, count, rows);
  else scanRangesOf<i32>(origin, ranges, count, rows);
}

/** `scanRanges` with rows of slot type R; with i16 the loader has checked that no range is longer than COMPACT_LINE_MAX. */
function scanRangesOf<R>(origin: usize, ranges: usize, count: i32, rows: usize): void {
  readableEnd = <usize>memory.size() << 16;
  for (let k = 0; k < count; k++) {
    const range = ranges + (<usize>k << 3);
    const start = origin + <usize>load<i32>(range);
    const end = origin + <usize>load<i32>(range, 4);
    const row = rows + <usize>k * rowBytes<R>();
    // The unsplit path with the range's end as the end of input: it reads nothing at or past it, and its row is the
    // line's only when it took the whole range (an LF inside a string ends its walk early: `scanLine` reports it).
    // Int32 rows take the reference loop only, as in `scanLines`.
    if (sizeof<R>() == 2 && scanLineUnsplit<R>(start, end, row) == end) continue;
    scanLine<R>(start, end, row);
  }
}
