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
export declare const UCSCHAR: readonly number[];
/**
 * `iprivate`, the private-use characters, allowed only in `iquery`.
 * ```abnf
 * iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
 * ```
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare const IPRIVATE: readonly number[];
/**
 * Whether the code point is a `ucschar`.
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function isUcschar(codePoint: number): boolean;
/**
 * Whether the code point is an `iprivate` (private use; allowed only in the query).
 * RFC 3987 §2.2 <https://www.rfc-editor.org/rfc/rfc3987#section-2.2>
 */
export declare function isIprivate(codePoint: number): boolean;
