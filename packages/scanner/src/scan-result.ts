import {
  COMPONENT_NAMES,
  ERROR_CODE,
  ERROR_INDEX,
  FRAGMENT_START,
  HOST_KIND,
  HOST_KIND_NAMES,
  HOST_START,
  PATH_START,
  PORT_START,
  QUERY_START,
  SCHEME_START,
  USERINFO_START,
  errorFromOffsets,
} from "@urikit/core/offsets";
import { type UriError, type ComponentName, type HostKind, type ParsedUri, type UriErrorCode } from "@urikit/core";
import { ERROR_CODE_NAMES, SLOT_COUNT } from "./layout.js";

/** Where and why a line is not a `URI-reference`: the code and index `parse` of @urikit/core throws for it. */
export interface ScanError {
  readonly code: UriErrorCode;
  /** Index of the first bad character in the line (byte index = UTF-16 index, as everything before it is ASCII). */
  readonly index: number;
}

/** One line of a {@link ScanResult}, as the iterator yields it. */
export interface ScanEntry {
  /** Line number in the whole input, counting from 0 (`result.firstLine + i`). */
  readonly line: number;
  /** The text of the line (without its CR LF). */
  readonly text: string;
  readonly valid: boolean;
  /** The components, as `parse` returns them, or `undefined` for an invalid line. */
  readonly components: ParsedUri | undefined;
  readonly error: ScanError | undefined;
  readonly hostKind: HostKind | undefined;
}

/** The parts a result is made of (the workers of `scanFile` send them across threads). */
export interface ScanResultInit {
  bytes: Uint8Array;
  /** Int32 rows, or compact Int16 rows (the same slots; every value fits, as each line is at most 32767 bytes). */
  rows: Int32Array | Int16Array;
  ranges: Int32Array;
  count: number;
  firstLine?: number;
  byteOffset?: number;
  lines?: readonly string[];
  /**
   * Set to `true` when `offsets` has to widen compact rows: the scanner that made this result then writes Int32 rows
   * for its later results (see `createScanner`'s `rows` option). @internal
   */
  offsetsRead?: { wide: boolean } | undefined;
}

const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * Decode bytes that are all ASCII (every byte of a valid line is) into a string.
 * PERF: `String.fromCharCode` on short ranges beats a decoder call; Latin-1 through Node's `Buffer` ran 2–4× faster
 * than TextDecoder on longer ones (the paths of isaacs_files); all give the same string for ASCII.
 */
function asciiText(bytes: Uint8Array, start: number, end: number): string {
  if (end - start <= 64) {
    let text = "";
    for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]);
    return text;
  }
  return latin1Text(bytes, start, end);
}

/** What `latin1Text` needs of Node's `Buffer`, found on `globalThis` (no `node:` import: this module runs in browsers too). */
interface NodeBuffer {
  from(buffer: ArrayBufferLike, byteOffset: number, length: number): { toString(encoding: "latin1"): string };
}

let latin1Decoder: InstanceType<typeof TextDecoder> | undefined;

/**
 * Decode `bytes[start, end)` as Latin-1: one UTF-16 code unit per byte, whatever the bytes, so an index into the
 * bytes is the same index into the string; an ASCII byte (every byte of a valid line) decodes to itself. Node's
 * `Buffer` does it fastest; elsewhere TextDecoder's `latin1` (windows-1252, also one code unit per byte).
 */
function latin1Text(bytes: Uint8Array, start: number, end: number): string {
  const buffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;
  if (buffer !== undefined) return buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString("latin1");
  latin1Decoder ??= new TextDecoder("latin1");
  return latin1Decoder.decode(bytes.subarray(start, end));
}

/**
 * `bytes` are decoded for component reads in blocks of 2^TEXT_BLOCK_SHIFT bytes (16 KiB), each when it is first read
 * TEXT_BLOCK_READS times. PERF: a string of a whole file (0.7 MB for isaacs_files) goes to V8's large-object space,
 * and building one cost about 4× as much per byte as building 16 KiB ones (bench: scan/read-isaacs_files, where it
 * cost more than the scan); the first reads of a block decode only what they read, so a few scattered reads (the
 * 58 hosts of isaacs_files) decode no block.
 */
const TEXT_BLOCK_SHIFT = 14;
const TEXT_BLOCK_READS = 4;

/**
 * Columnar results of scanning many URI references, one row of the component-offsets layout of @urikit/core per line:
 * no per-URI objects and no substrings until an accessor asks for one.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export class ScanResult implements Iterable<ScanEntry> {
  /** Number of lines. */
  readonly length: number;
  /** Line number of line 0 of this result in the whole input (non-zero for the batches of a stream or file). */
  readonly firstLine: number;
  /** Byte offset of `bytes[0]` in the whole input (non-zero for the batches of a stream or file). */
  readonly byteOffset: number;
  /**
   * The rows as the engine wrote them, for readers that want no copy: `SLOT_COUNT` slots per line in the layout
   * of `@urikit/core/offsets` (indexes relative to the line's start in `bytes`), as Int32 (then the same array as
   * {@link ScanResult.offsets}) or, when every line is at most 32767 bytes, as Int16 ("compact": every slot is in
   * -1 … 32767). Index it the same way whichever it is.
   */
  readonly rows: Int32Array | Int16Array;
  #offsets: Int32Array | undefined;
  /** `2 × length` Int32: start and end (CR LF excluded) of each line in `bytes`. */
  readonly ranges: Int32Array;
  /** The scanned bytes (the input itself for `scan(Uint8Array)`; the UTF-8 of the strings for `scan(string[])`). */
  readonly bytes: Uint8Array;
  readonly #lines: readonly string[] | undefined;
  readonly #offsetsRead: { wide: boolean } | undefined;
  // Blocks of `bytes` decoded as Latin-1 (see TEXT_BLOCK_SHIFT), made as component reads ask for them: a
  // component of a valid line (ASCII) is a slice of its block. Together at most as many code units as `bytes` has
  // bytes, for as long as the result lives.
  #blocks: (string | undefined)[] | undefined;
  // Reads of each block so far, up to TEXT_BLOCK_READS (then the block is decoded).
  #blockReads: Uint8Array | undefined;

  constructor(init: ScanResultInit) {
    this.length = init.count;
    this.firstLine = init.firstLine ?? 0;
    this.byteOffset = init.byteOffset ?? 0;
    this.rows = init.rows;
    this.#offsets = init.rows instanceof Int32Array ? init.rows : undefined;
    this.ranges = init.ranges;
    this.bytes = init.bytes;
    this.#lines = init.lines;
    this.#offsetsRead = init.offsetsRead;
  }

  /**
   * `length × SLOT_COUNT` Int32 slots: row i at `i * SLOT_COUNT`, laid out as `offsets-layout.ts` of @urikit/core,
   * offsets relative to the start of the line (the indexes `scanUriReference` writes for the line's text). Made from
   * compact rows on first access (one sign-extending copy, exact) and the same array from then on; the scanner that
   * made this result then writes Int32 rows for its later results, so that their `offsets` need no copy.
   */
  get offsets(): Int32Array {
    if (this.#offsets === undefined) {
      this.#offsets = new Int32Array(this.rows.length);
      this.#offsets.set(this.rows);
      if (this.#offsetsRead !== undefined) this.#offsetsRead.wide = true;
    }
    return this.#offsets;
  }

  #check(i: number): number {
    if (!(i >= 0 && i < this.length && Number.isInteger(i))) throw new RangeError(`line ${i} is outside 0 … ${this.length - 1}`);
    return i * SLOT_COUNT;
  }

  /** Whether line `i` is a valid `URI-reference`. */
  isValid(i: number): boolean {
    return this.rows[this.#check(i) + ERROR_CODE] === 0;
  }

  /** The error of line `i` (the same code and index `parse` throws), or `undefined` when it is valid. */
  error(i: number): ScanError | undefined {
    const row = this.#check(i);
    const code = ERROR_CODE_NAMES[this.rows[row + ERROR_CODE]];
    return code === undefined ? undefined : { code, index: this.rows[row + ERROR_INDEX] };
  }

  /** The kind of host of line `i`, or `undefined` without authority or when the line is invalid. */
  hostKind(i: number): HostKind | undefined {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] !== 0) return undefined;
    return HOST_KIND_NAMES[this.rows[row + HOST_KIND]];
  }

  /** Byte range `[start, end)` of line `i` in the whole input (its CR LF excluded). */
  lineRange(i: number): [start: number, end: number] {
    this.#check(i);
    return [this.byteOffset + this.ranges[2 * i], this.byteOffset + this.ranges[2 * i + 1]];
  }

  /** The text of line `i`, decoded from UTF-8 (malformed bytes become U+FFFD). */
  line(i: number): string {
    this.#check(i);
    if (this.#lines !== undefined) return this.#lines[i];
    return decoder.decode(this.bytes.subarray(this.ranges[2 * i], this.ranges[2 * i + 1]));
  }

  /** Component `name` of line `i`, decoded on demand; `undefined` when absent or when the line is invalid. */
  component(i: number, name: ComponentName): string | undefined {
    return this.#component(this.#check(i), i, 2 * COMPONENT_NAMES.indexOf(name));
  }

  /** The component of line `i` (whose row begins at `row`) that starts in slot `startSlot` and ends in the next. */
  #component(row: number, i: number, startSlot: number): string | undefined {
    const rows = this.rows;
    if (rows[row + ERROR_CODE] !== 0) return undefined;
    const start = rows[row + startSlot];
    if (start < 0) return undefined;
    const end = rows[row + startSlot + 1];
    if (this.#lines !== undefined) return this.#lines[i].slice(start, end);
    if (start === end) return ""; // an empty host ("file:///x") or path: no need to decode anything
    const lineStart = this.ranges[2 * i];
    return this.#text(lineStart + start, lineStart + end);
  }

  /** The text of `bytes[from, to)` (ASCII), a slice of its decoded block once that block is read often enough. */
  #text(from: number, to: number): string {
    const k = from >> TEXT_BLOCK_SHIFT;
    const blockStart = k << TEXT_BLOCK_SHIFT;
    // A component across a block boundary (one in about 16 KiB / its length) is decoded by itself.
    if (to - blockStart > 1 << TEXT_BLOCK_SHIFT) return asciiText(this.bytes, from, to);
    const blocks = (this.#blocks ??= new Array<string | undefined>(((this.bytes.length - 1) >> TEXT_BLOCK_SHIFT) + 1));
    let block = blocks[k];
    if (block === undefined) {
      const reads = (this.#blockReads ??= new Uint8Array(blocks.length));
      if (++reads[k] < TEXT_BLOCK_READS) return asciiText(this.bytes, from, to);
      block = blocks[k] = latin1Text(this.bytes, blockStart, Math.min(blockStart + (1 << TEXT_BLOCK_SHIFT), this.bytes.length));
    }
    return block.slice(from - blockStart, to - blockStart);
  }

  /** The scheme of line `i` (see {@link ScanResult.component}). */
  scheme(i: number): string | undefined {
    return this.#component(this.#check(i), i, SCHEME_START);
  }
  /** The userinfo of line `i` (see {@link ScanResult.component}). */
  userinfo(i: number): string | undefined {
    return this.#component(this.#check(i), i, USERINFO_START);
  }
  /** The host of line `i`, brackets kept for an IP-literal (see {@link ScanResult.component}). */
  host(i: number): string | undefined {
    return this.#component(this.#check(i), i, HOST_START);
  }
  /** The port of line `i` (see {@link ScanResult.component}). */
  port(i: number): string | undefined {
    return this.#component(this.#check(i), i, PORT_START);
  }
  /** The path of line `i`: always a string for a valid line (see {@link ScanResult.component}). */
  path(i: number): string | undefined {
    return this.#component(this.#check(i), i, PATH_START);
  }
  /** The query of line `i` (see {@link ScanResult.component}). */
  query(i: number): string | undefined {
    return this.#component(this.#check(i), i, QUERY_START);
  }
  /** The fragment of line `i` (see {@link ScanResult.component}). */
  fragment(i: number): string | undefined {
    return this.#component(this.#check(i), i, FRAGMENT_START);
  }

  /** The components of line `i`, the same object `parse` returns; throws the same `UriError` for an invalid line. */
  toComponents(i: number): ParsedUri {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] !== 0) throw this.toError(i)!;
    return {
      scheme: this.component(i, "scheme"),
      userinfo: this.component(i, "userinfo"),
      host: this.component(i, "host"),
      port: this.component(i, "port"),
      path: this.component(i, "path")!,
      query: this.component(i, "query"),
      fragment: this.component(i, "fragment"),
    };
  }

  /** The `UriError` that `parse` throws for line `i` (with its message), or `undefined` when it is valid. */
  toError(i: number): UriError | undefined {
    const row = this.#check(i);
    if (this.rows[row + ERROR_CODE] === 0) return undefined;
    return errorFromOffsets(this.line(i), Int32Array.from(this.rows.subarray(row, row + SLOT_COUNT)));
  }

  /** One {@link ScanEntry} per line, in order. */
  *[Symbol.iterator](): Iterator<ScanEntry> {
    for (let i = 0; i < this.length; i++) {
      const valid = this.isValid(i);
      yield {
        line: this.firstLine + i,
        text: this.line(i),
        valid,
        components: valid ? this.toComponents(i) : undefined,
        error: this.error(i),
        hostKind: this.hostKind(i),
      };
    }
  }
}
