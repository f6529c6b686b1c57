import { expectString } from "./expect-string.js";
import { COLON, FULL_STOP, isHexdig } from "./char-class.js";
import { expectAddress } from "./invalid-input.js";
import { checkIPv4address, parseIPv4 } from "./ipv4-address.js";

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
    if (isHexdig(c)) {
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
      // INVARIANT: checkIPv4address over the group alone returns `i` (its end: an address cut short) exactly when
      // the group is a dec-octet; any other group fails inside it (a hex letter, a leading zero, a value over 255).
      if (checkIPv4address(s, groupStart, i) !== i) return i;
      return checkIPv4address(s, groupStart, end);
    } else {
      return i;
    }
  }
  if (digits > 0) return compressed || groups === 7 ? -1 : end;
  return colons === 2 ? -1 : end;
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
  return typeof text === "string" && checkIPv6address(text, 0, text.length) === -1;
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
  expectAddress(text, "parseIPv6", "IPv6address", checkIPv6address);
  // INVARIANT: the text is a valid IPv6address, so it has at most one "::", every group is 1*4HEXDIG, and only the
  // last group may be an IPv4address (two words).
  // Without "::" all eight words are in `head` and `after` is empty (set at offset 8: nothing).
  const [head, tail = ""] = text.split("::") as [string, string?];
  const words = new Uint16Array(8);
  const after = groupWords(tail);
  words.set(groupWords(head));
  words.set(after, 8 - after.length); // the elided words in between stay zero
  return words;
}

/** The 16-bit words of `h16 *( ":" h16 ) [ ":" IPv4address ]` (already checked); none for "". */
function groupWords(groups: string): number[] {
  return groups === ""
    ? []
    : groups.split(":").flatMap((group) => {
        if (!group.includes(".")) return parseInt(group, 16);
        const v4 = parseIPv4(group);
        return [v4 >>> 16, v4 & 0xffff];
      });
}
