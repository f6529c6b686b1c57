// @urikit/scanner, AssemblyScript side: split and validate one URI reference per line, writing the component-offsets
// layout of @urikit/core (17 Int32 slots per line). This file and src/scan-js.ts (the TypeScript twin) are written
// step for step alike; both follow `scanUriReference` of packages/core/src/scan-uri-reference.ts and the IP checks of
// packages/ip/src. The only difference: with `--enable simd`, `skipSet` and `findLineFeed` pass over 16 bytes at a
// time that the scalar loops would pass over one at a time (each trick carries its proof next to it).
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

const ROW_BYTES: usize = <usize>SLOT_COUNT_VALUE << 2;

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

@inline function put(row: usize, slot: i32, value: i32): void {
  store<i32>(row + (<usize>slot << 2), value);
}

@inline function get(row: usize, slot: i32): i32 {
  return load<i32>(row + (<usize>slot << 2));
}

// The line being scanned: offsets in a row are relative to its first byte, as `scanUriReference` writes string indexes.
let lineStart: usize = 0;

@inline function rel(p: usize): i32 {
  return <i32>(p - lineStart);
}

function fail(row: usize, code: i32, p: usize): i32 {
  put(row, ERROR_CODE, code);
  put(row, ERROR_INDEX, rel(p));
  return code;
}

// Bytes below this address may be loaded: the end of memory. Set by the exported entry points (memory does not grow
// during a call). The input sits flush against it, so a load past the end of memory traps in every test.
let readableEnd: usize = 0;

/**
 * Pass over the bytes of `[i, end)` that are in the set of nibble table `lo`, 16 at a time; return the first address
 * whose byte is not in the set, or `end`, or an address near the end of memory where the scalar loop takes over.
 * Without SIMD it returns `i`. Every set is a subset of the bytes its scalar loop passes over without any effect
 * (tools/gen-char-tables.mjs), so returning any address up to the first non-member leaves the result unchanged.
 * PROOF (equals the scalar predicate): with LO[l] bit h set iff byte (h << 4 | l) is in the set, and HI[h] = 1 << h
 * for h < 8, 0 for h ≥ 8, `swizzle(LO, b & 15) & swizzle(HI, b >> 4)` is non-zero iff bit (b >> 4) of LO[b & 15] is
 * set and b < 0x80, i.e. iff b is in the set (`b & 15` and the unsigned `b >> 4` are in 0..15, so swizzle never sees
 * an out-of-range index). Lanes at or past `end` may hold the next line or other data: they are forced "outside"
 * (`0xffff << left`), so the result is min(first non-member, end), exactly where the scalar loop would stop. The
 * load itself stays below `readableEnd`, inside memory.
 */
@inline function skipSet(i: usize, end: usize, lo: usize): usize {
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
  }
  return i;
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
@inline function initRow(row: usize): void {
  // slots 0..13 = -1, HOST_KIND (14) = 0, ERROR_CODE (15) = 0, ERROR_INDEX (16) = -1
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
function scanLine(start: usize, end: usize, row: usize): i32 {
  lineStart = start;
  initRow(row);

  // §3.1 scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
  let i = start;
  if (end > start && is(byteAt(start), ALPHA)) {
    let j = skipSet(start + 1, end, SCHEME_SKIP_LO);
    while (j < end && is(byteAt(j), SCHEME_CHAR)) j++;
    if (j < end && byteAt(j) == COLON) {
      put(row, SCHEME_START, 0);
      put(row, SCHEME_END, rel(j));
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
      authorityEnd = skipSet(authorityEnd, end, AUTHORITY_SKIP_LO);
      if (authorityEnd >= end) break;
      const c = byteAt(authorityEnd);
      if (c == SOLIDUS || c == QUESTION_MARK || c == NUMBER_SIGN) break;
      if (c == COMMERCIAL_AT && at == NONE) at = authorityEnd;
    }
    let hostStart = authorityStart;
    if (at != NONE) {
      // §3.2.1 userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
      put(row, USERINFO_START, rel(authorityStart));
      put(row, USERINFO_END, rel(at));
      for (let j = authorityStart; j < at; j++) {
        j = skipSet(j, at, USERINFO_SKIP_LO);
        if (j >= at) break;
        const c = byteAt(j);
        if (is(c, USERINFO)) continue;
        if (c == PERCENT_SIGN) {
          const bad = checkPctEncoded(j, at);
          if (bad != OK) return fail(row, ERR_INVALID_PCT_ENCODED, bad);
          j += 2;
          continue;
        }
        return fail(row, ERR_UNEXPECTED_CHAR, j);
      }
      hostStart = at + 1;
    }
    put(row, HOST_START, rel(hostStart));
    let hostEnd = hostStart;
    if (hostStart < authorityEnd && byteAt(hostStart) == LEFT_SQUARE_BRACKET) {
      // §3.2.2 IP-literal = "[" ( IPv6address / IPvFuture ) "]"
      let close = hostStart + 1;
      while (close < authorityEnd && byteAt(close) != RIGHT_SQUARE_BRACKET) close++;
      put(row, HOST_END, rel(close < authorityEnd ? close + 1 : authorityEnd));
      if (close >= authorityEnd) return fail(row, ERR_UNCLOSED_IP_LITERAL, hostStart);
      const first = byteAt(hostStart + 1); // INVARIANT: hostStart + 1 <= close < end
      const isFuture = first == LATIN_SMALL_LETTER_V || first == LATIN_CAPITAL_LETTER_V; // ABNF literals are case-insensitive
      const bad = isFuture ? checkIPvFuture(hostStart + 1, close) : checkIPv6address(hostStart + 1, close);
      if (bad != OK) return fail(row, ERR_INVALID_IP_LITERAL, bad);
      put(row, HOST_KIND, isFuture ? HOST_KIND_IPVFUTURE : HOST_KIND_IPV6);
      hostEnd = close + 1;
      if (hostEnd < authorityEnd && byteAt(hostEnd) != COLON) {
        return fail(row, ERR_UNEXPECTED_CHAR, hostEnd);
      }
    } else {
      // §3.2.2 host = IPv4address / reg-name; reg-name = *( unreserved / pct-encoded / sub-delims )
      for (; hostEnd < authorityEnd; hostEnd++) {
        hostEnd = skipSet(hostEnd, authorityEnd, REG_NAME_SKIP_LO);
        if (hostEnd >= authorityEnd) break;
        const c = byteAt(hostEnd);
        if (is(c, REG_NAME)) continue;
        if (c == COLON) break;
        if (c == PERCENT_SIGN) {
          const bad = checkPctEncoded(hostEnd, authorityEnd);
          if (bad != OK) {
            put(row, HOST_END, rel(hostEnd));
            return fail(row, ERR_INVALID_PCT_ENCODED, bad);
          }
          hostEnd += 2;
          continue;
        }
        put(row, HOST_END, rel(hostEnd));
        return fail(row, ERR_UNEXPECTED_CHAR, hostEnd);
      }
      // An IPv4address is also a reg-name; the first-match-wins rule of §3.2.2 makes it IPv4.
      const isIPv4 = hostEnd > hostStart && is(byteAt(hostStart), DIGIT) && checkIPv4address(hostStart, hostEnd) == OK;
      put(row, HOST_KIND, isIPv4 ? HOST_KIND_IPV4 : HOST_KIND_REG_NAME);
    }
    put(row, HOST_END, rel(hostEnd));
    if (hostEnd < authorityEnd) {
      // §3.2.3 port = *DIGIT, after the ":" that ends the host
      put(row, PORT_START, rel(hostEnd + 1));
      put(row, PORT_END, rel(authorityEnd));
      for (let j = skipSet(hostEnd + 1, authorityEnd, DIGIT_SKIP_LO); j < authorityEnd; j++) {
        if (!is(byteAt(j), DIGIT)) return fail(row, ERR_INVALID_PORT, j);
      }
    }
    i = authorityEnd;
  }

  // §3.3 path: up to the first "?" or "#". Without scheme and authority it is path-noscheme (or path-absolute /
  // path-empty), whose first segment must not contain ":" (§4.2).
  put(row, PATH_START, rel(i));
  let inFirstSegment = !hasScheme && get(row, HOST_START) < 0;
  for (; i < end; i++) {
    i = skipSet(i, end, inFirstSegment ? SEGMENT_NC_SKIP_LO : PATH_SKIP_LO);
    if (i >= end) break;
    const c = byteAt(i);
    if (c == SOLIDUS) {
      inFirstSegment = false;
      continue;
    }
    if (is(c, PCHAR)) {
      if (c == COLON && inFirstSegment) {
        // a ":" in the first segment would end a scheme, but what precedes it is not one
        put(row, PATH_END, rel(i));
        return fail(row, ERR_INVALID_SCHEME, i);
      }
      continue;
    }
    if (c == PERCENT_SIGN) {
      const bad = checkPctEncoded(i, end);
      if (bad != OK) return fail(row, ERR_INVALID_PCT_ENCODED, bad);
      i += 2;
      continue;
    }
    if (c == QUESTION_MARK || c == NUMBER_SIGN) break;
    return fail(row, ERR_UNEXPECTED_CHAR, i);
  }
  put(row, PATH_END, rel(i));

  // §3.4 query = *( pchar / "/" / "?" ), after "?" and up to "#"
  if (i < end && byteAt(i) == QUESTION_MARK) {
    const queryStart = ++i;
    put(row, QUERY_START, rel(queryStart));
    for (; i < end; i++) {
      i = skipSet(i, end, QUERY_SKIP_LO);
      if (i >= end) break;
      const c = byteAt(i);
      if (is(c, QUERY)) continue;
      if (c == PERCENT_SIGN) {
        const bad = checkPctEncoded(i, end);
        if (bad != OK) return fail(row, ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      if (c == NUMBER_SIGN) break;
      return fail(row, ERR_UNEXPECTED_CHAR, i);
    }
    put(row, QUERY_END, rel(i));
  }

  // §3.5 fragment = *( pchar / "/" / "?" ), after "#" to the end; a second "#" is not allowed
  if (i < end) {
    const fragmentStart = ++i; // the byte before is "#": the path and query loops stop only there
    put(row, FRAGMENT_START, rel(fragmentStart));
    for (; i < end; i++) {
      i = skipSet(i, end, QUERY_SKIP_LO);
      if (i >= end) break;
      const c = byteAt(i);
      if (is(c, QUERY)) continue;
      if (c == PERCENT_SIGN) {
        const bad = checkPctEncoded(i, end);
        if (bad != OK) return fail(row, ERR_INVALID_PCT_ENCODED, bad);
        i += 2;
        continue;
      }
      return fail(row, ERR_UNEXPECTED_CHAR, i);
    }
    put(row, FRAGMENT_END, rel(i));
  }
  return ERR_NONE;
}

// Where `scanLines` stopped: the address after the last line it consumed.
let next: usize = 0;

/** The address after the last line consumed by the latest `scanLines` call. */
export function nextLine(): usize {
  return next;
}

/**
 * Scan the lines of `[from, end)` (LF or CRLF; a final line without LF counts), at most `maxLines` of them. Row k goes
 * to `rows + k * 68`, its content range (without CR LF) relative to `origin` to `ranges + k * 8`. Returns the number
 * of lines; `nextLine()` tells where to continue when the output was full.
 * ```abnf
 * URI-reference = URI / relative-ref
 * ```
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanLines(origin: usize, from: usize, end: usize, rows: usize, ranges: usize, maxLines: i32): i32 {
  readableEnd = <usize>memory.size() << 16;
  let p = from;
  let count = 0;
  while (p < end && count < maxLines) {
    const lf = findLineFeed(p, end);
    // CR before LF belongs to the line ending; a lone CR (also one just before the end of input) stays in the line.
    const contentEnd = lf < end && lf > p && byteAt(lf - 1) == CARRIAGE_RETURN ? lf - 1 : lf;
    const range = ranges + (<usize>count << 3);
    store<i32>(range, <i32>(p - origin));
    store<i32>(range, <i32>(contentEnd - origin), 4);
    scanLine(p, contentEnd, rows + <usize>count * ROW_BYTES);
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
export function scanRanges(origin: usize, ranges: usize, count: i32, rows: usize): void {
  readableEnd = <usize>memory.size() << 16;
  for (let k = 0; k < count; k++) {
    const range = ranges + (<usize>k << 3);
    const start = origin + <usize>load<i32>(range);
    const end = origin + <usize>load<i32>(range, 4);
    scanLine(start, end, rows + <usize>k * ROW_BYTES);
  }
}
