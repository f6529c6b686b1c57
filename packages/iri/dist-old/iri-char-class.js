/**
 * The characters RFC 3987 adds to the URI grammar, as code point ranges: pairs of first and last code point.
 * This is the one module that spells them out, so that a generated table can replace it in one place.
 */
/**
 * `ucschar`, the characters outside US-ASCII that `iunreserved` adds to `unreserved`.
 * ```abnf
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
 *         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
 *         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
 *         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
 *         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
 *         / %xD0000-DFFFD / %xE1000-EFFFD
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export const UCSCHAR = [
    0xa0, 0xd7ff, 0xf900, 0xfdcf, 0xfdf0, 0xffef, 0x10000, 0x1fffd, 0x20000, 0x2fffd, 0x30000, 0x3fffd, 0x40000, 0x4fffd,
    0x50000, 0x5fffd, 0x60000, 0x6fffd, 0x70000, 0x7fffd, 0x80000, 0x8fffd, 0x90000, 0x9fffd, 0xa0000, 0xafffd, 0xb0000,
    0xbfffd, 0xc0000, 0xcfffd, 0xd0000, 0xdfffd, 0xe1000, 0xefffd,
];
/**
 * `iprivate`, the private-use characters, allowed only in `iquery`.
 * ```abnf
 * iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export const IPRIVATE = [0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd];
function inRanges(ranges, codePoint) {
    for (let i = 0; i < ranges.length; i += 2) {
        if (codePoint < ranges[i])
            return false;
        if (codePoint <= ranges[i + 1])
            return true;
    }
    return false;
}
/**
 * Whether the code point is a `ucschar`.
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function isUcschar(codePoint) {
    return inRanges(UCSCHAR, codePoint);
}
/**
 * Whether the code point is an `iprivate` (private use; allowed only in the query).
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export function isIprivate(codePoint) {
    return inRanges(IPRIVATE, codePoint);
}
