import { expectString } from "@urikit/core/engine";
import { formatIPv4 } from "@urikit/ip";

/** 2^32: every value at or above it is out of range for any part, so a part stops growing there (linear, exact). */
const TOO_BIG = 0x1_0000_0000;

/**
 * Parse one part as C's strtoul with base 0 does: "0x"/"0X" then hex, a leading "0" then octal, else decimal.
 * Returns the value (capped at 2^32), or -1 when a unit is not a digit of the radix or the part is empty.
 */
function parsePart(s: string, start: number, end: number): number {
  if (start === end) return -1;
  let radix = 10;
  let i = start;
  if (end - start >= 2 && s.charCodeAt(i) === 0x30 && (s.charCodeAt(i + 1) | 0x20) === 0x78) {
    radix = 16;
    i += 2;
  } else if (end - start >= 2 && s.charCodeAt(i) === 0x30) {
    radix = 8;
    i += 1;
  }
  let value = 0;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    let d: number;
    if (c >= 0x30 && c <= 0x39) d = c - 0x30;
    else if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66) d = (c | 0x20) - 0x61 + 10;
    else return -1;
    if (d >= radix) return -1;
    if (value < TOO_BIG) value = Math.min(value * radix + d, TOO_BIG);
  }
  return value;
}

/**
 * The IPv4 address that `inet_aton()` and the WHATWG URL host parser make of `host` (an ASCII reg-name, already
 * percent-decoded), as dotted decimal, or `undefined` when they do not read it as an address. One to four parts
 * split at ".", each decimal, octal (leading "0") or hexadecimal ("0x"); the last part fills the remaining
 * bytes (`127.1` → 127.0.0.1, `2130706433` → 127.0.0.1, `0x7f.1` → 127.0.0.1). One trailing "." is allowed, as
 * WHATWG allows it. Linear in `host`, no regular expression.
 * ```abnf
 * IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 * ```
 * RFC 3986 §7.4 <https://www.rfc-editor.org/rfc/rfc3986#section-7.4>
 */
export function legacyIPv4(host: string): string | undefined {
  expectString(host, "legacyIPv4");
  let end = host.length;
  if (end > 1 && host.charCodeAt(end - 1) === 0x2e) end--;
  const parts: number[] = [];
  let start = 0;
  for (let i = 0; i <= end; i++) {
    if (i < end && host.charCodeAt(i) !== 0x2e) continue;
    if (parts.length === 4) return undefined;
    const value = parsePart(host, start, i);
    if (value < 0) return undefined;
    parts.push(value);
    start = i + 1;
  }
  const n = parts.length;
  let address = 0;
  for (let k = 0; k < n - 1; k++) {
    if (parts[k] > 255) return undefined;
    address += parts[k] * 2 ** (8 * (3 - k));
  }
  const last = parts[n - 1];
  if (last >= 2 ** (8 * (5 - n))) return undefined;
  return formatIPv4(address + last);
}
