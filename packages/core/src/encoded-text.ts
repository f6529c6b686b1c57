/** The hex digits, uppercase (§2.1: producers "should use uppercase hexadecimal digits"). */
const HEX = "0123456789ABCDEF";

/** How many code units wait in `units` before they join the text as one string. */
const PENDING = 4096;

/** A literal run at least this long joins the text as a slice of its string rather than unit by unit. */
const LONG_RUN = 32;

/**
 * A string built from slices of other strings, single code units and percent-encoded UTF-8 (RFC 3986 §2.1), that
 * allocates nothing per character: short pieces wait as code units in a plain array and join the text 4,096 at a
 * time. PERF: building the text from one string piece per escape made a string and a cons-string node per byte, and
 * the garbage collector took most of the time: 1.1 µs a character to encode 10⁶ "é", 17× `encodeURIComponent`
 * (`String.fromCharCode.apply` also reads a plain array of small integers about 2.5× as fast as a typed array).
 * Used by `encodeComponent` and `decode`, and by the encoders of @urikit/query and @urikit/template.
 * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
 */
export class EncodedText {
  /** The text so far, without the waiting units. */
  private text = "";
  /** Code units not yet in `text`. */
  private readonly units: number[] = [];

  /** Append `source[start, end)`. */
  slice(source: string, start: number, end: number): void {
    if (end - start >= LONG_RUN) {
      this.flush();
      this.text += source.slice(start, end);
      return;
    }
    for (let k = start; k < end; k++) this.units.push(source.charCodeAt(k));
    if (this.units.length >= PENDING) this.flush();
  }

  /** Append one UTF-16 code unit. */
  unit(c: number): void {
    this.units.push(c);
    if (this.units.length >= PENDING) this.flush();
  }

  /** Append a code point, as one code unit or a surrogate pair. */
  codePoint(codePoint: number): void {
    if (codePoint < 0x10000) this.units.push(codePoint);
    else this.units.push(0xd800 + ((codePoint - 0x10000) >> 10), 0xdc00 + ((codePoint - 0x10000) & 0x3ff));
    if (this.units.length >= PENDING) this.flush();
  }

  /**
   * Append the UTF-8 bytes of `codePoint` as `%XX` triplets, uppercase.
   * ```abnf
   * pct-encoded = "%" HEXDIG HEXDIG
   * ```
   * RFC 3986 §2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-2.1>
   * See also RFC 3629 §3 (UTF-8)
   */
  percentEncoded(codePoint: number): void {
    // How many continuation bytes follow the first one (RFC 3629 §3): 0 for US-ASCII, up to 3.
    const continuations = codePoint < 0x80 ? 0 : codePoint < 0x800 ? 1 : codePoint < 0x10000 ? 2 : 3;
    // The first byte: the code point itself, or 110xxxxx, 1110xxxx, 11110xxx and its highest bits.
    this.byte(continuations === 0 ? codePoint : ((0xff80 >> continuations) & 0xff) | (codePoint >> (6 * continuations)));
    for (let k = continuations - 1; k >= 0; k--) this.byte(0x80 | ((codePoint >> (6 * k)) & 63));
    if (this.units.length >= PENDING) this.flush();
  }

  /** The text built. */
  toString(): string {
    this.flush();
    return this.text;
  }

  private byte(b: number): void {
    this.units.push(0x25, HEX.charCodeAt(b >> 4), HEX.charCodeAt(b & 15));
  }

  private flush(): void {
    if (this.units.length === 0) return;
    this.text += String.fromCharCode.apply(null, this.units);
    this.units.length = 0;
  }
}
