// The bytes of an HTML page as text: the encoding from a byte order mark, from the caller (the transport layer's
// charset), or from a <meta> in the first 1024 bytes, found by the HTML standard's encoding sniffing algorithm;
// decoded by TextDecoder chunk by chunk; every invalid byte sequence reported with its byte offset.

/** A byte sequence that is not valid in the page's encoding: decoded as one U+FFFD, and reported. */
export interface InvalidBytes {
  /** Offset of its first byte in the byte stream (a byte order mark counts). */
  byteOffset: number;
  /** Its length in bytes. */
  length: number;
  /** UTF-16 index of the U+FFFD that stands for it in the decoded text (the index links' offsets use). */
  index: number;
  /** The encoding it was decoded as (its WHATWG name: `utf-8`, `utf-16le`, `utf-16be`). */
  encoding: string;
}

/** How many bytes the prescan for a `<meta>` charset reads (the HTML standard suggests 1024). */
export const PRESCAN_BYTES = 1024;

/** The WHATWG name of an encoding label, or `undefined` when TextDecoder knows no such encoding. */
export function encodingOf(label: string): string | undefined {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return undefined;
  }
}

/** The prescan's "get an encoding": x-user-defined too (TextDecoder may not know it), "" for an unknown label. */
function labelEncoding(label: string): string {
  return label.trim() === "x-user-defined" ? "x-user-defined" : (encodingOf(label) ?? "");
}

const isSpace = (b: number): boolean => b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20;
const lower = (b: number): number => (b >= 0x41 && b <= 0x5a ? b + 0x20 : b);

/** The encoding of a byte order mark at the start of `bytes`, with its length; `undefined` when there is none. */
export function bomEncoding(bytes: Uint8Array): { encoding: string; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: "utf-8", length: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "utf-16be", length: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "utf-16le", length: 2 };
  return undefined;
}

/**
 * The HTML standard's "prescan a byte stream to determine its encoding" over `bytes` (the first 1024 of the
 * page): the encoding a `<meta charset>` or `<meta http-equiv=content-type content="…; charset=…">` declares,
 * skipping comments and other tags; `undefined` when none is found. UTF-16 declared there means UTF-8 (the bytes
 * read as ASCII), x-user-defined windows-1252.
 * HTML Living Standard <https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding>
 */
export function prescanEncoding(bytes: Uint8Array): string | undefined {
  const n = bytes.length;
  let i = 0;
  const startsWith = (at: number, ascii: string): boolean => {
    for (let k = 0; k < ascii.length; k++) if (at + k >= n || lower(bytes[at + k]) !== ascii.charCodeAt(k)) return false;
    return true;
  };
  const isLetter = (b: number | undefined): boolean => b !== undefined && lower(b) >= 0x61 && lower(b) <= 0x7a;

  /** "Get an attribute" at `i`: its lower-cased name and value, or `null` at ">" or at the end of the bytes. */
  const attribute = (): [string, string] | null => {
    while (i < n && (isSpace(bytes[i]) || bytes[i] === 0x2f)) i++;
    if (i >= n || bytes[i] === 0x3e) return null;
    let name = "";
    let value = "";
    for (;;) {
      if (i >= n) return null;
      const b = bytes[i];
      if (b === 0x3d && name !== "") {
        i++;
        break;
      }
      if (isSpace(b)) {
        while (i < n && isSpace(bytes[i])) i++;
        if (i >= n) return null;
        if (bytes[i] !== 0x3d) return [name, ""];
        i++;
        break;
      }
      if (b === 0x2f || b === 0x3e) return [name, ""];
      name += String.fromCharCode(lower(b));
      i++;
    }
    while (i < n && isSpace(bytes[i])) i++;
    if (i >= n) return null;
    const quote = bytes[i];
    if (quote === 0x22 || quote === 0x27) {
      for (i++; i < n; i++) {
        if (bytes[i] === quote) {
          i++;
          return [name, value];
        }
        value += String.fromCharCode(lower(bytes[i]));
      }
      return null;
    }
    if (quote === 0x3e) return [name, ""];
    for (; i < n; i++) {
      if (isSpace(bytes[i]) || bytes[i] === 0x3e) return [name, value];
      value += String.fromCharCode(lower(bytes[i]));
    }
    return null;
  };

  for (; i < n; i++) {
    if (bytes[i] !== 0x3c) continue;
    if (startsWith(i, "<!--")) {
      // To the ">" of the first "-->" after the "<" (its "--" may be the one of "<!--").
      let k = i + 2;
      while (k + 2 < n && !(bytes[k] === 0x2d && bytes[k + 1] === 0x2d && bytes[k + 2] === 0x3e)) k++;
      if (k + 2 >= n) return undefined;
      i = k + 2;
    } else if (startsWith(i, "<meta") && i + 5 < n && (isSpace(bytes[i + 5]) || bytes[i + 5] === 0x2f)) {
      i += 5;
      const seen = new Set<string>();
      let gotPragma = false;
      let needPragma: boolean | undefined;
      let charset: string | undefined;
      for (let a = attribute(); a !== null; a = attribute()) {
        const [name, value] = a;
        if (seen.has(name)) continue;
        seen.add(name);
        if (name === "http-equiv") {
          if (value === "content-type") gotPragma = true;
        } else if (name === "content") {
          const label = charsetInContent(value);
          if (label !== undefined && charset === undefined) {
            charset = labelEncoding(label);
            needPragma = true;
          }
        } else if (name === "charset") {
          charset = labelEncoding(value);
          needPragma = false;
        }
      }
      if (i >= n) return undefined; // the tag runs past the bytes prescanned
      if (needPragma === undefined || (needPragma && !gotPragma) || charset === undefined || charset === "") continue;
      if (charset === "utf-16le" || charset === "utf-16be") return "utf-8";
      if (charset === "x-user-defined") return "windows-1252";
      return charset;
    } else if (isLetter(bytes[i + 1]) || (bytes[i + 1] === 0x2f && isLetter(bytes[i + 2]))) {
      while (i < n && !isSpace(bytes[i]) && bytes[i] !== 0x3e) i++;
      while (attribute() !== null);
      if (i >= n) return undefined;
    } else if (bytes[i + 1] === 0x21 || bytes[i + 1] === 0x2f || bytes[i + 1] === 0x3f) {
      while (i < n && bytes[i] !== 0x3e) i++;
    }
  }
  return undefined;
}

/**
 * The HTML standard's "extracting a character encoding from a meta element": the label after `charset=` in a
 * `content` value (already lower-cased), quoted or up to whitespace or ";"; `undefined` when there is none.
 * HTML Living Standard <https://html.spec.whatwg.org/multipage/urls-and-fetching.html#extracting-character-encodings-from-meta-elements>
 */
export function charsetInContent(content: string): string | undefined {
  let from = 0;
  for (;;) {
    const at = content.indexOf("charset", from);
    if (at === -1) return undefined;
    let k = at + 7;
    while (k < content.length && isSpace(content.charCodeAt(k))) k++;
    if (content.charCodeAt(k) !== 0x3d) {
      from = k;
      continue;
    }
    k++;
    while (k < content.length && isSpace(content.charCodeAt(k))) k++;
    if (k >= content.length) return undefined;
    const c = content.charCodeAt(k);
    if (c === 0x22 || c === 0x27) {
      const close = content.indexOf(content[k], k + 1);
      return close === -1 ? undefined : content.slice(k + 1, close);
    }
    let end = k;
    while (end < content.length && !isSpace(content.charCodeAt(end)) && content.charCodeAt(end) !== 0x3b) end++;
    return content.slice(k, end);
  }
}

/**
 * Finds the invalid sequences of a byte stream as the Encoding Standard's decoders see them (each becomes one
 * U+FFFD), with their byte offsets and the UTF-16 index of that U+FFFD, for UTF-8 and UTF-16; other encodings
 * that TextDecoder supports have no check (windows-1252 maps every byte).
 */
class Validator {
  readonly #encoding: string;
  readonly #onInvalid: (problem: InvalidBytes) => void;
  /** Bytes seen, and UTF-16 code units the decoder has produced for them. */
  #offset: number;
  #index = 0;
  // UTF-8: bytes still needed, seen, the bounds of the next byte, where the sequence started.
  #needed = 0;
  #seen = 0;
  #lowerBound = 0x80;
  #upperBound = 0xbf;
  #start = 0;
  // UTF-16: a pending byte of a code unit, and a pending lead surrogate (with its offset).
  #byte = -1;
  #lead = -1;

  constructor(encoding: string, offset: number, onInvalid: (problem: InvalidBytes) => void) {
    this.#encoding = encoding;
    this.#offset = offset;
    this.#onInvalid = onInvalid;
  }

  #report(byteOffset: number, length: number): void {
    this.#onInvalid({ byteOffset, length, index: this.#index, encoding: this.#encoding });
    this.#index++;
  }

  write(bytes: Uint8Array): void {
    if (this.#encoding === "utf-8") this.#utf8(bytes);
    else if (this.#encoding === "utf-16le" || this.#encoding === "utf-16be") this.#utf16(bytes, this.#encoding === "utf-16le");
    this.#offset += bytes.length;
  }

  end(): void {
    if (this.#needed > 0) this.#report(this.#start, this.#offset - this.#start);
    // UTF-16: a lead surrogate, an odd byte, or both at the end are one error (the decoder's "end-of-queue" step).
    if (this.#lead !== -1 || this.#byte !== -1) {
      const from = this.#lead !== -1 ? this.#lead : this.#offset - 1;
      this.#report(from, this.#offset - from);
    }
  }

  /** The Encoding Standard's UTF-8 decoder, steps for errors only. */
  #utf8(bytes: Uint8Array): void {
    for (let k = 0; k < bytes.length; k++) {
      const b = bytes[k];
      if (this.#needed === 0) {
        if (b <= 0x7f) this.#index++;
        else if (b >= 0xc2 && b <= 0xdf) this.#needed = 1;
        else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) this.#lowerBound = 0xa0;
          if (b === 0xed) this.#upperBound = 0x9f;
          this.#needed = 2;
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) this.#lowerBound = 0x90;
          if (b === 0xf4) this.#upperBound = 0x8f;
          this.#needed = 3;
        } else this.#report(this.#offset + k, 1);
        this.#start = this.#offset + k;
        continue;
      }
      if (b < this.#lowerBound || b > this.#upperBound) {
        // The sequence so far is one error; the byte is read again as the start of what follows.
        this.#report(this.#start, this.#offset + k - this.#start);
        this.#needed = this.#seen = 0;
        this.#lowerBound = 0x80;
        this.#upperBound = 0xbf;
        k--;
        continue;
      }
      this.#lowerBound = 0x80;
      this.#upperBound = 0xbf;
      if (++this.#seen === this.#needed) {
        this.#index += this.#needed === 3 ? 2 : 1; // a four-byte sequence is a surrogate pair
        this.#needed = this.#seen = 0;
      }
    }
  }

  /** The Encoding Standard's shared UTF-16 decoder, steps for errors only: unpaired surrogates, an odd last byte. */
  #utf16(bytes: Uint8Array, littleEndian: boolean): void {
    for (let k = 0; k < bytes.length; k++) {
      if (this.#byte === -1) {
        this.#byte = bytes[k];
        continue;
      }
      const unit = littleEndian ? this.#byte | (bytes[k] << 8) : (this.#byte << 8) | bytes[k];
      this.#byte = -1;
      const at = this.#offset + k - 1;
      if (this.#lead !== -1) {
        const lead = this.#lead;
        this.#lead = -1;
        if (unit >= 0xdc00 && unit <= 0xdfff) {
          this.#index += 2;
          continue;
        }
        this.#report(lead, 2);
      }
      if (unit >= 0xd800 && unit <= 0xdbff) this.#lead = at;
      else if (unit >= 0xdc00 && unit <= 0xdfff) this.#report(at, 2);
      else this.#index++;
    }
  }
}

/**
 * Decodes an HTML page that arrives as bytes: holds the first 1024 bytes (or all, when fewer) to find the encoding
 * (the HTML standard's order: a byte order mark, then the caller's `encoding` as the transport layer's, then a
 * `<meta>` found by the prescan, else UTF-8), then decodes with TextDecoder in streaming mode and reports each
 * invalid byte sequence.
 */
export class HtmlDecoder {
  readonly #transport: string | undefined;
  readonly #onInvalid: (problem: InvalidBytes) => void;
  #head: Uint8Array[] = [];
  #headLength = 0;
  #decoder: { decode(input: Uint8Array, options: { stream: boolean }): string } | undefined;
  #validator: Validator | undefined;
  /** The encoding chosen, once known. */
  encoding: string | undefined;

  /** `transport` is a WHATWG encoding name (checked by the caller). */
  constructor(transport: string | undefined, onInvalid: (problem: InvalidBytes) => void) {
    this.#transport = transport;
    this.#onInvalid = onInvalid;
  }

  /** The text of the next bytes (empty while the first 1024 are gathered). */
  write(bytes: Uint8Array): string {
    if (this.#decoder !== undefined) return this.#decode(bytes, true);
    this.#head.push(bytes);
    this.#headLength += bytes.length;
    return this.#headLength >= PRESCAN_BYTES ? this.#start() : "";
  }

  /** The rest of the text, at the end of the bytes. */
  end(): string {
    const text = this.#decoder === undefined ? this.#start() : "";
    const rest = this.#decode(new Uint8Array(0), false);
    this.#validator!.end();
    return text + rest;
  }

  #start(): string {
    const head = new Uint8Array(this.#headLength);
    let at = 0;
    for (const part of this.#head) {
      head.set(part, at);
      at += part.length;
    }
    this.#head = [];
    const bom = bomEncoding(head);
    const encoding = bom?.encoding ?? this.#transport ?? prescanEncoding(head.subarray(0, PRESCAN_BYTES)) ?? "utf-8";
    this.encoding = encoding;
    // The byte order mark is not text: it is skipped here, and TextDecoder never sees it.
    const skip = bom?.length ?? 0;
    this.#decoder = new TextDecoder(encoding, { ignoreBOM: true });
    this.#validator = new Validator(encoding, skip, this.#onInvalid);
    return this.#decode(head.subarray(skip), true);
  }

  // Every non-empty decode streams: Node 20's TextDecoder decodes windows-1252 as ISO-8859-1 (0x80 as U+0080, not
  // "€") when not streaming; the last call, at the end, decodes no bytes.
  #decode(bytes: Uint8Array, stream: boolean): string {
    this.#validator!.write(bytes);
    return this.#decoder!.decode(bytes, { stream });
  }
}
