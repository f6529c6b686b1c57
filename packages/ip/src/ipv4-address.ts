import { expectString } from "./expect-string.js";
import { DIGIT_ZERO, FULL_STOP, isDigit } from "./char-class.js";
import { expectAddress, expectInteger } from "./invalid-input.js";

/**
 * Check that `s[start, end)` is exactly an `IPv4address`. Return -1 when it is; otherwise the index of the first
 * code unit that cannot be taken: `start` + the length of the longest prefix of `s[start, end)` that is a prefix of
 * some `IPv4address`. That is `end` when the input stops too early (`"1.2.3"`). Never throws, never allocates.
 * ```abnf
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * dec-octet   = DIGIT                 ; 0-9
 *             / %x31-39 DIGIT         ; 10-99
 *             / "1" 2DIGIT            ; 100-199
 *             / "2" %x30-34 DIGIT     ; 200-249
 *             / "25" %x30-35          ; 250-255
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function checkIPv4address(s: string, start: number, end: number): number {
  expectString(s, "checkIPv4address");
  let dots = 0; // "." seen = complete dec-octets before the current one
  let digits = 0; // digits of the current dec-octet
  let value = 0; // value of the current dec-octet
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      if (digits === 0) {
        value = c - DIGIT_ZERO;
      } else {
        // > | 01.2.3.4
        //      ^ a dec-octet never has a leading zero
        if (value === 0) return i;
        value = value * 10 + (c - DIGIT_ZERO);
        // > | 256.1.1.1
        //       ^ INVARIANT: a 4th digit always lands here, as 100 * 10 > 255
        if (value > 255) return i;
      }
      digits++;
    } else if (c === FULL_STOP && digits > 0 && dots < 3) {
      dots++;
      digits = 0;
    } else {
      return i;
    }
  }
  return dots === 3 && digits > 0 ? -1 : end;
}

/**
 * Whether `text` is exactly an `IPv4address` (dotted decimal, four octets 0–255, no leading zeros). Never throws.
 * ```abnf
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function isIPv4(text: string): boolean {
  return typeof text === "string" && checkIPv4address(text, 0, text.length) === -1;
}

/**
 * Parse an `IPv4address` into its value as an unsigned 32-bit integer (`"192.0.2.1"` → `0xc0000201`).
 * Throws a `RangeError` naming the rule and the index of the first bad code unit
 * (`invalid IPv4address: unexpected "6" at index 2` for `"256.0.0.1"`).
 * ```abnf
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function parseIPv4(text: string): number {
  expectAddress(text, "parseIPv4", "IPv4address", checkIPv4address);
  // INVARIANT: checked above, so exactly four decimal octets of at most 255 each.
  return text.split(".").reduce((value, octet) => value * 256 + Number(octet), 0);
}

/**
 * Format an unsigned 32-bit integer as dotted decimal (`0xc0000201` → `"192.0.2.1"`), the only text form
 * `IPv4address` allows. Throws a `RangeError` unless `value` is an integer in 0 … 2^32 − 1.
 * ```abnf
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 */
export function formatIPv4(value: number): string {
  expectInteger(value, 0xffffffff, "formatIPv4: value");
  return `${value >>> 24}.${(value >>> 16) & 0xff}.${(value >>> 8) & 0xff}.${value & 0xff}`;
}
