// The check behind isUriReference for long strings, in WebAssembly with SIMD (v128) instructions. The caller
// (src/validate-wasm.ts) writes the string's UTF-8 bytes at `inputStart()` and calls `checkReference`; the scheme
// is walked byte by byte (it is short: a walk costs less there than a block), a reg-name authority and everything
// after it are classified 16 bytes at a time. The classifier's table lookups are `i8x16.relaxed_swizzle` (a bare
// pshufb on x64); where relaxed SIMD is missing (Node 20) the loader rewrites each into `i8x16.swizzle`, equal for
// the indices used here (all below 16), which V8 compiles with an added saturating add (tools/embed-wasm.mjs).

/**
 * Flags of the ASCII bytes: SCHEME_CHAR (ALPHA / DIGIT / "+" / "-" / "."), ALPHA, DIGIT (the authority's characters
 * are classified by REG_NAME_LO); test/validate-wasm.test.ts proves the module equal to the regex path for every byte.
 * ```abnf
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
const FLAGS: usize = memory.data<u8>([
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x01, 0x00,
  0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x09, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03,
  0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x00, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03,
  0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00,
]);
const SCHEME_CHAR: u32 = 1;
const ALPHA: u32 = 2;
const DIGIT: u32 = 8;

/** The flags of byte `b`, 0 for every byte ≥ 0x80. */
// @ts-expect-error: decorator
@inline function flagsOf(b: u32): u32 {
  return b < 0x80 ? <u32>load<u8>(FLAGS + b) : 0;
}

/** 1: valid; 0: invalid; 2: not decided here (no scheme, userinfo, an IP literal), the caller's regex path decides. */
const UNDECIDED: i32 = 2;

/** High-nibble table of the classifier: 1 << h for h < 8, 0 for h ≥ 8 (bytes ≥ 0x80 are in no set). */
const NIBBLE_HI: usize = memory.data<u8>([0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);

/**
 * Low-nibble table of the query characters (pchar / "/" / "?" without pct-encoded): bit h of entry l is set iff
 * byte (h << 4 | l) is one of them; test/validate-wasm.test.ts checks it against the regex path for every byte.
 * ```abnf
 * query = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.4 <https://www.rfc-editor.org/rfc/rfc3986#section-3.4>
 */
const QUERY_LO: usize = memory.data<u8>([0xb8, 0xfc, 0xf8, 0xf8, 0xfc, 0xf8, 0xfc, 0xfc, 0xfc, 0xfc, 0xfc, 0x5c, 0x54, 0x5c, 0xd4, 0x7c]);

/**
 * Low-nibble table of the reg-name characters without pct-encoded (unreserved / sub-delims), built like QUERY_LO.
 * ```abnf
 * reg-name = *( unreserved / pct-encoded / sub-delims )
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
const REG_NAME_LO: usize = memory.data<u8>([0xa8, 0xfc, 0xf8, 0xf8, 0xfc, 0xf8, 0xfc, 0xfc, 0xfc, 0xfc, 0xf4, 0x5c, 0x54, 0x5c, 0xd4, 0x70]);

/** 0x0f in every lane, loaded from memory: the optimizer would otherwise copy a 16-byte constant into each use. */
const LOW_NIBBLE: usize = memory.data<u8>([0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f, 0x0f]);

const PERCENT: u32 = 0x25;
const NUMBER_SIGN: u32 = 0x23;
const COLON: u32 = 0x3a;
const SLASH: u32 = 0x2f;
const QUESTION_MARK: u32 = 0x3f;

/** Where the caller writes the bytes: the first 16-byte boundary after the static data. */
export function inputStart(): usize {
  return (__heap_base + 15) & ~(<usize>15);
}

/** Whether byte `b` is a HEXDIG (RFC 5234 Appendix B.1: DIGIT / "A"-"F", case-insensitive in ABNF). */
// @ts-expect-error: decorator
@inline function isHex(b: u32): bool {
  return b - 0x30 < 10 || (b | 0x20) - 0x61 < 6;
}

/**
 * Per lane of `v`, non-zero iff the byte is in the class of low-nibble table `lo` (as in `checkTail`'s PROOF); both
 * lookups' indices are masked to 0–15, where relaxed_swizzle and swizzle both return the table's byte.
 */
// @ts-expect-error: decorator
@inline function classify(v: v128, lo: v128, hi: v128, lowNibble: v128): v128 {
  return v128.and(i8x16.relaxed_swizzle(lo, v128.and(v, lowNibble)), i8x16.relaxed_swizzle(hi, v128.and(i16x8.shr_u(v, 4), lowNibble)));
}

/** Bit i set iff byte i of `v` is outside the class of `lo`. */
// @ts-expect-error: decorator
@inline function outsideBits(v: v128, lo: v128, hi: v128, lowNibble: v128): u32 {
  return <u32>i8x16.bitmask(i8x16.eq(classify(v, lo, hi, lowNibble), i8x16.splat(0)));
}

/**
 * The address of the first byte in [p, end) outside the class of `lo`, or `end` when there is none. It reads the
 * aligned 16-byte blocks holding that range (`inputStart()` is 16-aligned; lanes before `p` are masked off, lanes
 * from `end` on are cut by the final comparison), at most 15 bytes past `end`, which the caller's slack covers.
 */
// @ts-expect-error: decorator
@inline function firstOutside(p: usize, end: usize, lo: v128, hi: v128, lowNibble: v128): usize {
  let block = p & ~(<usize>15);
  let bits = outsideBits(v128.load(block), lo, hi, lowNibble) & (<u32>0xffff << <u32>(p - block));
  while (bits === 0) {
    block += 16;
    if (block >= end) return end;
    bits = outsideBits(v128.load(block), lo, hi, lowNibble);
  }
  const q = block + <usize>ctz(bits);
  return q < end ? q : end;
}

/**
 * Whether the 64 bytes at `p` are all query characters. u8x16.min of the class bits is non-zero in a lane iff that
 * lane is non-zero in all four blocks.
 */
// @ts-expect-error: decorator
@inline function allQuery64(p: usize, tableLo: v128, tableHi: v128, lowNibble: v128): bool {
  const v0 = v128.load(p);
  const v1 = v128.load(p, 16);
  const v2 = v128.load(p, 32);
  const v3 = v128.load(p, 48);
  const b0 = v128.and(i8x16.relaxed_swizzle(tableLo, v128.and(v0, lowNibble)), i8x16.relaxed_swizzle(tableHi, v128.and(i16x8.shr_u(v0, 4), lowNibble)));
  const b1 = v128.and(i8x16.relaxed_swizzle(tableLo, v128.and(v1, lowNibble)), i8x16.relaxed_swizzle(tableHi, v128.and(i16x8.shr_u(v1, 4), lowNibble)));
  const b2 = v128.and(i8x16.relaxed_swizzle(tableLo, v128.and(v2, lowNibble)), i8x16.relaxed_swizzle(tableHi, v128.and(i16x8.shr_u(v2, 4), lowNibble)));
  const b3 = v128.and(i8x16.relaxed_swizzle(tableLo, v128.and(v3, lowNibble)), i8x16.relaxed_swizzle(tableHi, v128.and(i16x8.shr_u(v3, 4), lowNibble)));
  return i8x16.all_true(i8x16.min_u(i8x16.min_u(b0, b1), i8x16.min_u(b2, b3)));
}

/**
 * 1 when the `length` bytes at `inputStart() + start` are `path-abempty [ "?" query ] [ "#" fragment ]` once the
 * path is known to begin there, i.e. every byte is a query character, "%" HEXDIG HEXDIG or the one "#"; else 0.
 * ```abnf
 * pct-encoded = "%" HEXDIG HEXDIG
 * ```
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 * PROOF: path (`*( "/" segment )` or a rootless/absolute path), "?" query and "#" fragment together take exactly the
 * query characters, pct-encoded and one "#" in any order: "?" and "/" may appear anywhere after the path begins (the
 * first "?" starts the query, the rest are query characters), ":" and "@" are pchars, and the first "#" starts the
 * fragment, whose characters are the query's, so a second "#" is an error.
 * PROOF (SIMD): with HI[h] = 1 << h for h < 8, 0 for h ≥ 8, `swizzle(LO, b & 15) & swizzle(HI, b >> 4)` is non-zero
 * iff bit (b >> 4) of LO[b & 15] is set (i16x8.shr_u then the mask equals i8x16.shr_u(v, 4), which x64 lacks) and
 * b < 0x80, i.e. iff b is a query character; relaxed_swizzle equals swizzle for these indices (0–15, masked), so
 * both forms of the module answer alike. Each other byte of the block
 * (lanes past the end masked off) is checked one by one: "%" with the two bytes after it (read from memory, inside
 * the length), "#" counted, anything else rejects.
 */
export function checkTail(start: usize, length: usize): i32 {
  const base = inputStart();
  const end = base + length;
  const tableLo = v128.load(QUERY_LO);
  const tableHi = v128.load(NIBBLE_HI);
  const lowNibble = i8x16.splat(0x0f);
  const zero = i8x16.splat(0);
  let hashes = 0;
  let p = base + start;
  // PERF: 64 bytes with one branch while they are all query characters (the common case); then, when the loop ran
  // out of whole 64-byte runs rather than found anything, the last 64 bytes (overlapping what passed: checking a byte
  // twice changes nothing while no "%" or "#" was seen) in one more; one block at a time otherwise.
  let clean = true;
  while (p + 64 <= end) {
    if (!allQuery64(p, tableLo, tableHi, lowNibble)) {
      clean = false;
      break;
    }
    p += 64;
  }
  if (clean && p < end && end - 64 >= base + start && allQuery64(end - 64, tableLo, tableHi, lowNibble)) return 1;
  for (; p < end; p += 16) {
    const v = v128.load(p);
    const bits = v128.and(i8x16.relaxed_swizzle(tableLo, v128.and(v, lowNibble)), i8x16.relaxed_swizzle(tableHi, v128.and(i16x8.shr_u(v, 4), lowNibble)));
    let outside = <u32>i8x16.bitmask(i8x16.eq(bits, zero));
    const left = end - p;
    if (left < 16) outside &= (<u32>1 << <u32>left) - 1;
    while (outside !== 0) {
      const q = p + <usize>ctz(outside);
      outside &= outside - 1;
      const b = <u32>load<u8>(q);
      if (b === PERCENT) {
        if (q + 2 >= end || !isHex(<u32>load<u8>(q + 1)) || !isHex(<u32>load<u8>(q + 2))) return 0;
      } else if (b !== NUMBER_SIGN || ++hashes > 1) {
        return 0;
      }
    }
  }
  return 1;
}

/**
 * Whether the `length` bytes at `inputStart()` are a URI whose authority, if any, is `reg-name [ ":" port ]`: 1 valid,
 * 0 invalid, 2 when this module does not decide (no scheme, userinfo, an IP literal: the caller's regex path does).
 * ```abnf
 * URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
 * ```
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 * PROOF: once `scheme ":"` matched, the text is no relative-ref (its first segment would hold the ":"), so it is
 * valid iff hier-part [ "?" query ] [ "#" fragment ] is. With "//" next, the authority runs to the first "/", "?",
 * "#" or the end; when it is `*( reg-name char / pct-encoded ) [ ":" *DIGIT ]` it is a valid authority and the rest
 * is path-abempty [ "?" query ] [ "#" fragment ] (`checkTail`). Without "//", the rest is path-absolute (which
 * cannot begin with "//"), path-rootless or path-empty, then the query and the fragment: `checkTail` again. A byte
 * ≥ 0x80 (the UTF-8 of any non-ASCII character, U+FFFD for a lone surrogate) is in no class, so it rejects.
 * PROOF (SIMD): `firstOutside` with REG_NAME_LO (`classify` is zero exactly at the bytes that are no unreserved or
 * sub-delims) stops where the walk byte by byte would; there a "%" HEXDIG HEXDIG lets the run go on after the
 * triplet, any other "%" leaves the text to the regex path (as the walk did, stopping on a "%" that is none of ":",
 * "/", "?", "#"), and ":" begins the port. A "/" right after "//" is outside the class, where `firstOutside` would
 * stop at once: the empty authority skips it.
 */
export function checkReference(length: usize): i32 {
  const base = inputStart();
  const end = base + length;
  let p = base;
  if (p >= end || (flagsOf(<u32>load<u8>(p)) & ALPHA) === 0) return UNDECIDED;
  p++;
  while (p < end && (flagsOf(<u32>load<u8>(p)) & SCHEME_CHAR) !== 0) p++;
  if (p >= end || <u32>load<u8>(p) !== COLON) return UNDECIDED;
  p++;
  if (p + 1 < end && <u32>load<u8>(p) === SLASH && <u32>load<u8>(p + 1) === SLASH) {
    p += 2;
    let b: u32 = p < end ? <u32>load<u8>(p) : 0;
    // PERF: an empty authority ("file:///") skips the block: one comparison costs less there.
    if (b !== SLASH) {
      const hi = v128.load(NIBBLE_HI);
      const lowNibble = v128.load(LOW_NIBBLE);
      const regName = v128.load(REG_NAME_LO);
      p = firstOutside(p, end, regName, hi, lowNibble);
      while (p < end && <u32>load<u8>(p) === PERCENT) {
        if (p + 2 >= end || !isHex(<u32>load<u8>(p + 1)) || !isHex(<u32>load<u8>(p + 2))) return UNDECIDED;
        p = firstOutside(p + 3, end, regName, hi, lowNibble);
      }
      b = p < end ? <u32>load<u8>(p) : 0;
    }
    if (b === COLON) {
      p++;
      while (p < end && (flagsOf(<u32>load<u8>(p)) & DIGIT) !== 0) p++;
    }
    if (p < end) {
      b = <u32>load<u8>(p);
      if (b !== SLASH && b !== QUESTION_MARK && b !== NUMBER_SIGN) return UNDECIDED;
    }
  }
  return checkTail(p - base, length);
}
