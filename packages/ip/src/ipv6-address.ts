import { expectString } from "./expect-string.js";
import { COLON, DIGIT_FIVE, DIGIT_FOUR, DIGIT_NINE, DIGIT_ONE, DIGIT_TWO, DIGIT_ZERO, FULL_STOP, HEXDIG, hexValue } from "./char-class.js";
import { invalidInput } from "./invalid-input.js";
import { checkIPv4address, decodeIPv4address } from "./ipv4-address.js";

/**
 * Check that `s[start, end)` is exactly an `IPv6address`, in any of its nine forms, including the ones whose
 * `ls32` is an `IPv4address`. Return -1 when it is; otherwise the index of the first code unit that cannot be
 * taken: `start` + the length of the longest prefix of `s[start, end)` that is a prefix of some `IPv6address`.
 * That is `end` when the input stops too early (`"1:2"` → 3). Examples: `"1:2:3:4:5:6:7:8:9"` → 15 (the ninth
 * group has no room), `"::1::"` → 4, `"1.2.3.4"` → 1, `"12345::"` → 4, `"::1.2.3.04"` → 9, `"g::"` → 0.
 * A zone (`"%25eth0"`, RFC 6874) is not part of this rule; see `checkIPLiteral`. Linear; never throws, never allocates.
 * ```abnf
 * IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 *
 * ls32        = ( h16 ":" h16 ) / IPv4address
 *             ; least-significant 32 bits of address
 *
 * h16         = 1*4HEXDIG
 *             ; 16 bits of address represented in hexadecimal
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 * See also RFC 4291 §2.2
 */
export function checkIPv6address(s: string, start: number, end: number): number {
  expectString(s, "checkIPv6address");
  // The nine alternatives say one thing: at most one "::"; with it, at most 7 explicit 16-bit groups, without it
  // exactly 8; an IPv4address counts as two groups and only as the last. Each step below rejects a unit as soon as
  // no completion can satisfy that, so the returned index is exactly the end of the longest valid prefix.
  let groups = 0; // complete h16 groups (each ended by ":"), on both sides of "::"
  let digits = 0; // HEXDIGs of the current h16
  let colons = 0; // ":" just read: 1 after "h16:" or a leading ":", 2 after "::"
  let compressed = false; // "::" seen
  let groupStart = start;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80 && HEXDIG[c] === 1) {
      if (digits === 0) {
        // > | :1::
        //     ^ a leading ":" must be the first half of "::"
        if (colons === 1 && groups === 0) return i;
        // > | 1:2:3:4:5:6:7::8
        //                    ^ with "::", seven explicit groups at most
        if (compressed && groups === 7) return i;
        groupStart = i;
      } else if (digits === 4) {
        // > | 12345::
        //         ^ h16 = 1*4HEXDIG
        return i;
      }
      digits++;
      colons = 0;
    } else if (c === COLON) {
      if (digits > 0) {
        groups++;
        digits = 0;
        // > | 1:2:3:4:5:6:7:8:9
        //                    ^ no room for a ninth group (or the seventh explicit one beside "::")
        if (groups > (compressed ? 6 : 7)) return i;
        colons = 1;
      } else if (colons === 1 || i === start) {
        if (i !== start) {
          // > | 1::2::3
          //         ^ only one "::"
          if (compressed) return i;
          compressed = true;
        }
        colons++;
      } else {
        // > | 1:::2
        //        ^ never three ":" in a row
        return i;
      }
    } else if (c === FULL_STOP) {
      // > | 1:2:3:4:5:6:1.2.3.4
      //                  ^ the current group turns out to be the first dec-octet of an IPv4address ls32,
      //                    which takes the last two of the 8 groups (of at most 7 beside "::")
      if (digits === 0 || (compressed ? groups > 5 : groups !== 6)) return i;
      if (!isDecOctet(s, groupStart, i)) return i;
      return checkIPv4address(s, groupStart, end);
    } else {
      return i;
    }
  }
  if (digits > 0) return compressed || groups === 7 ? -1 : end;
  return colons === 2 ? -1 : end;
}

/** Whether `s[start, end)` (1 to 4 units, all HEXDIG) is a `dec-octet`: decimal, 0–255, no leading zero. */
function isDecOctet(s: string, start: number, end: number): boolean {
  const c0 = s.charCodeAt(start);
  const c1 = s.charCodeAt(start + 1);
  const c2 = s.charCodeAt(start + 2);
  switch (end - start) {
    case 1:
      return isDigit(c0);
    case 2:
      return c0 >= DIGIT_ONE && c0 <= DIGIT_NINE && isDigit(c1);
    case 3:
      if (c0 === DIGIT_ONE) return isDigit(c1) && isDigit(c2);
      if (c0 !== DIGIT_TWO) return false;
      if (c1 >= DIGIT_ZERO && c1 <= DIGIT_FOUR) return isDigit(c2);
      return c1 === DIGIT_FIVE && c2 >= DIGIT_ZERO && c2 <= DIGIT_FIVE;
    default:
      return false;
  }
}

function isDigit(c: number): boolean {
  return c >= DIGIT_ZERO && c <= DIGIT_NINE;
}

/**
 * Whether `text` is exactly an `IPv6address` (no brackets, no zone). Never throws.
 * ```abnf
 * IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function isIPv6(text: string): boolean {
  if (typeof text !== "string") return false;
  return checkIPv6address(text, 0, text.length) === -1;
}

/**
 * Parse an `IPv6address` into its eight 16-bit words, most significant first; an `IPv4address` in `ls32` becomes
 * the last two words (`"::ffff:192.0.2.1"` → `[0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201]`). Throws a `RangeError`
 * naming the rule and the index of the first bad code unit, the index `checkIPv6address` returns
 * (`invalid IPv6address: unexpected ":" at index 15` for `"1:2:3:4:5:6:7:8:9"`).
 * ```abnf
 * IPv6address =                            6( h16 ":" ) ls32
 *             /                       "::" 5( h16 ":" ) ls32
 *             / [               h16 ] "::" 4( h16 ":" ) ls32
 *             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
 *             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
 *             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
 *             / [ *4( h16 ":" ) h16 ] "::"              ls32
 *             / [ *5( h16 ":" ) h16 ] "::"              h16
 *             / [ *6( h16 ":" ) h16 ] "::"
 * ls32        = ( h16 ":" h16 ) / IPv4address
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 * See also RFC 4291 §2.2
 */
export function parseIPv6(text: string): Uint16Array {
  expectString(text, "parseIPv6");
  const n = text.length;
  const index = checkIPv6address(text, 0, n);
  if (index !== -1) throw invalidInput("IPv6address", text, index);
  const words = new Uint16Array(8);
  let count = 0; // words written
  let gap = -1; // number of words before "::", or -1
  let i = 0;
  if (text.charCodeAt(0) === COLON) {
    gap = 0;
    i = 2;
  }
  while (i < n) {
    let j = i;
    let value = 0;
    while (j < n && HEXDIG[text.charCodeAt(j)] === 1) value = value * 16 + hexValue(text.charCodeAt(j++));
    if (j < n && text.charCodeAt(j) === FULL_STOP) {
      const v4 = decodeIPv4address(text, i, n);
      words[count++] = v4 >>> 16;
      words[count++] = v4 & 0xffff;
      break;
    }
    words[count++] = value;
    i = j + 1; // past ":"
    if (i < n && text.charCodeAt(i) === COLON) {
      gap = count;
      i++;
    }
  }
  if (gap !== -1) {
    // Move the words after "::" to the end; the elided ones in between are zero.
    const after = count - gap;
    for (let k = 1; k <= after; k++) words[8 - k] = words[count - k]!;
    words.fill(0, gap, 8 - after);
  }
  return words;
}
