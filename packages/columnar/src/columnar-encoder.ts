import {
  Bool,
  Dictionary,
  Field,
  Int8,
  Int32,
  RecordBatch,
  Schema,
  Struct,
  Table,
  Uint64,
  Utf8,
  Vector,
  makeData,
  tableToIPC,
  type Data,
  type DataType,
} from "apache-arrow";
import { COMPONENT_NAMES, ERROR_CODE, ERROR_INDEX, HOST_KIND, HOST_KIND_NAMES } from "@urikit/core/offsets";
import { URI_ERROR_CODES } from "@urikit/core";
import type { ScanResult } from "@urikit/scanner";
import { SLOT_COUNT } from "@urikit/scanner/layout";
import { resolveColumns, type ColumnarBatch, type ColumnName, type ColumnarOptions } from "./columns.js";
import { toBatch } from "./scan-results.js";

/** How the `scheme` dictionary is kept across batches. */
export type DictionaryMode =
  /** Each batch carries its own dictionary (an Arrow IPC stream sends it as a replacement; Parquet re-encodes it). */
  | "batch"
  /** One dictionary grows across batches, new schemes appended as delta chunks (what an Arrow IPC file allows). */
  | "growing";

/** Options of {@link ColumnarEncoder}. */
export interface ColumnarEncoderOptions extends ColumnarOptions {
  /** Default `"batch"`. */
  dictionary?: DictionaryMode;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** A utf8 vector of `values` (no nulls), as one chunk. */
function utf8Data(values: readonly string[]): Data<Utf8> {
  const parts = values.map((v) => encoder.encode(v));
  const valueOffsets = new Int32Array(values.length + 1);
  let total = 0;
  for (let i = 0; i < parts.length; i++) valueOffsets[i + 1] = total += parts[i].length;
  const data = new Uint8Array(total);
  for (let i = 0; i < parts.length; i++) data.set(parts[i], valueOffsets[i]);
  return makeData({ type: new Utf8(), length: values.length, nullCount: 0, valueOffsets, data });
}

// Dictionaries that never change: one Vector each, so a writer sends them once.
const HOST_KIND_VALUES = HOST_KIND_NAMES.slice(1) as string[];
const HOST_KIND_DICTIONARY = new Vector([utf8Data(HOST_KIND_VALUES)]);
const ERROR_CODE_DICTIONARY = new Vector([utf8Data([...URI_ERROR_CODES])]);

/** Copy `bytes[from, to)` to `out` at `at`. PERF: a loop beats `set(subarray())` for the short runs of URIs. */
function copyBytes(bytes: Uint8Array, from: number, to: number, out: Uint8Array, at: number): void {
  if (to - from > 32) {
    out.set(bytes.subarray(from, to), at);
    return;
  }
  for (let i = from; i < to; i++) out[at++] = bytes[i];
}

/**
 * Turns {@link ScanResult} batches into Arrow record batches of the chosen columns, straight from the scanner's
 * offsets: component bytes are copied once into each column's values buffer, no string per cell. `scheme`,
 * `host_kind` and `error_code` are dictionary-encoded; the schema is the same for every batch.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export class ColumnarEncoder {
  /** The columns, in order. */
  readonly columns: readonly ColumnName[];
  /** The Arrow schema of every batch this encoder makes. */
  readonly schema: Schema;
  readonly #lineOffset: number;
  readonly #errorMessage: ((result: ScanResult, i: number) => string) | undefined;
  readonly #mode: DictionaryMode;
  readonly #schemeType: Dictionary<Utf8, Int32>;
  readonly #hostKindType: Dictionary<Utf8, Int8>;
  readonly #errorCodeType: Dictionary<Utf8, Int8>;
  // "growing" mode: the schemes seen so far and the dictionary chunks that hold them.
  readonly #schemeIds = new Map<string, number>();
  readonly #schemeChunks: Data<Utf8>[] = [];
  #schemeDictionary: Vector<Utf8> | undefined;

  constructor(options: ColumnarEncoderOptions = {}) {
    this.columns = resolveColumns(options);
    this.#lineOffset = options.lineOffset ?? 0;
    this.#errorMessage = options.errorMessage;
    this.#mode = options.dictionary ?? "batch";
    if (this.#mode !== "batch" && this.#mode !== "growing") throw new RangeError(`@urikit/columnar: dictionary is "batch" or "growing", got ${String(this.#mode)}`);
    this.#schemeType = new Dictionary(new Utf8(), new Int32(), 0);
    this.#hostKindType = new Dictionary(new Utf8(), new Int8(), 1);
    this.#errorCodeType = new Dictionary(new Utf8(), new Int8(), 2);
    this.schema = new Schema(this.columns.map((name) => new Field(name, this.#typeOf(name), name !== "line" && name !== "valid" && name !== "source" && name !== "repaired")));
  }

  #typeOf(name: ColumnName): DataType {
    switch (name) {
      case "line":
        return new Uint64();
      case "valid":
      case "repaired":
        return new Bool();
      case "scheme":
        return this.#schemeType;
      case "host_kind":
        return this.#hostKindType;
      case "error_code":
        return this.#errorCodeType;
      case "error_index":
        return new Int32();
      default:
        return new Utf8();
    }
  }

  /** One record batch with a row per line of `batch` (a result, or a result with its file name, source lines, repairs), in order. */
  encode(batch: ScanResult | ColumnarBatch): RecordBatch {
    const checked = toBatch(batch);
    const children = this.columns.map((name) => this.#column(name, checked));
    const data = makeData({ type: new Struct(this.schema.fields), length: checked.result.length, nullCount: 0, children });
    return new RecordBatch(this.schema, data);
  }

  /**
   * {@link encode} as an Arrow IPC stream (schema, dictionaries, one record batch): the bytes {@link parquetStream}
   * hands its writer, so a worker thread can encode its batches and the thread that writes the file take the bytes
   * as they are. With `dictionary: "batch"` (the default) each stream carries its own dictionaries, so encoders in
   * several threads write the same bytes one encoder would.
   * Apache Arrow IPC streaming format <https://arrow.apache.org/docs/format/Columnar.html#ipc-streaming-format>
   */
  encodeIpc(batch: ScanResult | ColumnarBatch): Uint8Array {
    return tableToIPC(new Table([this.encode(batch)]), "stream");
  }

  #column(name: ColumnName, batch: ColumnarBatch): Data {
    const result = batch.result;
    switch (name) {
      case "file":
        return fileColumn(result.length, batch.file);
      case "repaired":
        return repairedColumn(result.length, batch.repaired);
      case "line":
        return this.#lineColumn(result);
      case "valid":
        return validColumn(result);
      case "scheme":
        return this.#schemeColumn(result);
      case "host_kind":
        return kindColumn(result, this.#hostKindType, HOST_KIND_DICTIONARY, (row, rows) => (rows[row + ERROR_CODE] === 0 ? rows[row + HOST_KIND] - 1 : -1));
      case "error_code":
        return kindColumn(result, this.#errorCodeType, ERROR_CODE_DICTIONARY, (row, rows) => rows[row + ERROR_CODE] - 1);
      case "error_index":
        return errorIndexColumn(result);
      case "error_message":
        return errorMessageColumn(result, this.#errorMessage);
      case "source":
        return sourceColumn(batch.source ?? result);
      default:
        return componentColumn(result, COMPONENT_NAMES.indexOf(name));
    }
  }

  #lineColumn(result: ScanResult): Data<Uint64> {
    const n = result.length;
    const words = new Uint32Array(2 * n);
    const first = this.#lineOffset + result.firstLine + 1;
    // Little-endian uint64 as two uint32 words (Arrow buffers are little-endian); no BigInt per row.
    for (let i = 0; i < n; i++) {
      const line = first + i;
      words[2 * i] = line >>> 0;
      words[2 * i + 1] = Math.floor(line / 0x1_0000_0000);
    }
    return makeData({ type: new Uint64(), length: n, nullCount: 0, data: new BigUint64Array(words.buffer) });
  }

  #schemeColumn(result: ScanResult): Data<Dictionary<Utf8, Int32>> {
    const n = result.length;
    const rows = result.offsets;
    const ranges = result.ranges;
    const bytes = result.bytes;
    const indices = new Int32Array(n);
    const nullBitmap = new Uint8Array((n + 7) >> 3);
    const growing = this.#mode === "growing";
    const ids = growing ? this.#schemeIds : new Map<string, number>();
    const added: string[] = [];
    let nulls = 0;
    let lastFrom = 0;
    let lastTo = -1;
    let lastId = 0;
    for (let i = 0; i < n; i++) {
      const row = i * SLOT_COUNT;
      const start = rows[row];
      if (rows[row + ERROR_CODE] !== 0 || start < 0) {
        nulls++;
        continue;
      }
      const from = ranges[2 * i] + start;
      const to = ranges[2 * i] + rows[row + 1];
      // PERF: neighbouring lines mostly share their scheme; compare bytes with the last one before making a string.
      if (to - from === lastTo - lastFrom && sameBytes(bytes, from, lastFrom, to - from)) {
        indices[i] = lastId;
        nullBitmap[i >> 3] |= 1 << (i & 7);
        continue;
      }
      let scheme = "";
      for (let b = from; b < to; b++) scheme += String.fromCharCode(bytes[b]); // a valid scheme is ASCII
      let id = ids.get(scheme);
      if (id === undefined) {
        id = ids.size;
        ids.set(scheme, id);
        added.push(scheme);
      }
      lastFrom = from;
      lastTo = to;
      lastId = id;
      indices[i] = id;
      nullBitmap[i >> 3] |= 1 << (i & 7);
    }
    let dictionary: Vector<Utf8>;
    if (growing) {
      // INVARIANT: chunk 0 stays the same object, so an IPC file writer sends only the new chunk, as a delta.
      if (added.length > 0 || this.#schemeChunks.length === 0) this.#schemeChunks.push(utf8Data(added));
      if (added.length > 0 || this.#schemeDictionary === undefined) this.#schemeDictionary = new Vector(this.#schemeChunks.slice());
      dictionary = this.#schemeDictionary;
    } else dictionary = new Vector([utf8Data(added)]);
    return makeData({ type: this.#schemeType, length: n, nullCount: nulls, nullBitmap, data: indices, dictionary });
  }
}

/** Whether `bytes[a, a + n)` equals `bytes[b, b + n)`. */
function sameBytes(bytes: Uint8Array, a: number, b: number, n: number): boolean {
  for (let k = 0; k < n; k++) if (bytes[a + k] !== bytes[b + k]) return false;
  return true;
}

/** The same name on each of `n` rows (null on each when there is none). */
function fileColumn(n: number, file: string | undefined): Data<Utf8> {
  if (file === undefined) {
    return makeData({ type: new Utf8(), length: n, nullCount: n, nullBitmap: new Uint8Array((n + 7) >> 3), valueOffsets: new Int32Array(n + 1), data: new Uint8Array(0) });
  }
  const name = encoder.encode(file);
  const valueOffsets = new Int32Array(n + 1);
  const data = new Uint8Array(name.length * n);
  for (let i = 0; i < n; i++) {
    data.set(name, i * name.length);
    valueOffsets[i + 1] = (i + 1) * name.length;
  }
  return makeData({ type: new Utf8(), length: n, nullCount: 0, valueOffsets, data });
}

/** True where `flags` is non-zero (all false without flags). */
function repairedColumn(n: number, flags: Uint8Array | undefined): Data<Bool> {
  const bits = new Uint8Array((n + 7) >> 3);
  if (flags !== undefined) for (let i = 0; i < n; i++) if (flags[i] !== 0) bits[i >> 3] |= 1 << (i & 7);
  return makeData({ type: new Bool(), length: n, nullCount: 0, data: bits });
}

function validColumn(result: ScanResult): Data<Bool> {
  const n = result.length;
  const rows = result.offsets;
  const bits = new Uint8Array((n + 7) >> 3);
  for (let i = 0; i < n; i++) if (rows[i * SLOT_COUNT + ERROR_CODE] === 0) bits[i >> 3] |= 1 << (i & 7);
  return makeData({ type: new Bool(), length: n, nullCount: 0, data: bits });
}

/** A column of a fixed dictionary: `index(row, rows)` gives the dictionary index of a line, or -1 for null. */
function kindColumn(result: ScanResult, type: Dictionary<Utf8, Int8>, dictionary: Vector<Utf8>, index: (row: number, rows: Int32Array) => number): Data<Dictionary<Utf8, Int8>> {
  const n = result.length;
  const rows = result.offsets;
  const indices = new Int8Array(n);
  const nullBitmap = new Uint8Array((n + 7) >> 3);
  let nulls = 0;
  for (let i = 0; i < n; i++) {
    const k = index(i * SLOT_COUNT, rows);
    if (k < 0) nulls++;
    else {
      indices[i] = k;
      nullBitmap[i >> 3] |= 1 << (i & 7);
    }
  }
  return makeData({ type, length: n, nullCount: nulls, nullBitmap, data: indices, dictionary });
}

function errorIndexColumn(result: ScanResult): Data<Int32> {
  const n = result.length;
  const rows = result.offsets;
  const values = new Int32Array(n);
  const nullBitmap = new Uint8Array((n + 7) >> 3);
  let nulls = 0;
  for (let i = 0; i < n; i++) {
    const row = i * SLOT_COUNT;
    if (rows[row + ERROR_CODE] === 0) nulls++;
    else {
      values[i] = rows[row + ERROR_INDEX];
      nullBitmap[i >> 3] |= 1 << (i & 7);
    }
  }
  return makeData({ type: new Int32(), length: n, nullCount: nulls, nullBitmap, data: values });
}

/**
 * Component `k` (layout order of @urikit/core) of every line: null when the line is invalid or the component is
 * absent, its bytes otherwise (a valid line is ASCII, so the bytes are the component's UTF-8 as they stand).
 */
function componentColumn(result: ScanResult, k: number): Data<Utf8> {
  const n = result.length;
  const rows = result.offsets;
  const ranges = result.ranges;
  const bytes = result.bytes;
  const valueOffsets = new Int32Array(n + 1);
  const nullBitmap = new Uint8Array((n + 7) >> 3);
  let nulls = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const row = i * SLOT_COUNT;
    const start = rows[row + 2 * k];
    if (rows[row + ERROR_CODE] !== 0 || start < 0) nulls++;
    else {
      nullBitmap[i >> 3] |= 1 << (i & 7);
      total += rows[row + 2 * k + 1] - start;
    }
    valueOffsets[i + 1] = total;
  }
  const data = new Uint8Array(total);
  for (let i = 0; i < n; i++) {
    const at = valueOffsets[i];
    if (valueOffsets[i + 1] === at) continue;
    const row = i * SLOT_COUNT;
    const from = ranges[2 * i] + rows[row + 2 * k];
    copyBytes(bytes, from, ranges[2 * i] + rows[row + 2 * k + 1], data, at);
  }
  return makeData({ type: new Utf8(), length: n, nullCount: nulls, nullBitmap, valueOffsets, data });
}

/** Whether `bytes[from, to)` has a byte ≥ 0x80. */
function hasNonAscii(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] >= 0x80) return true;
  return false;
}

/**
 * The raw line of every row. Arrow utf8 must be well-formed: a line with non-ASCII bytes (only an invalid line has
 * them) is decoded and re-encoded, so malformed UTF-8 becomes U+FFFD, as `ScanResult.line` gives it.
 */
function sourceColumn(result: ScanResult): Data<Utf8> {
  const n = result.length;
  const ranges = result.ranges;
  const bytes = result.bytes;
  const rows = result.offsets;
  const recoded = new Map<number, Uint8Array>();
  const valueOffsets = new Int32Array(n + 1);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const from = ranges[2 * i];
    const to = ranges[2 * i + 1];
    if (rows[i * SLOT_COUNT + ERROR_CODE] !== 0 && hasNonAscii(bytes, from, to)) {
      const text = encoder.encode(decoder.decode(bytes.subarray(from, to)));
      recoded.set(i, text);
      total += text.length;
    } else total += to - from;
    valueOffsets[i + 1] = total;
  }
  const data = new Uint8Array(total);
  for (let i = 0; i < n; i++) {
    const text = recoded.get(i);
    if (text !== undefined) data.set(text, valueOffsets[i]);
    else copyBytes(bytes, ranges[2 * i], ranges[2 * i + 1], data, valueOffsets[i]);
  }
  return makeData({ type: new Utf8(), length: n, nullCount: 0, valueOffsets, data });
}

/**
 * The message of every invalid line (null for a valid one): `message(result, i)` when given, else the message of
 * the `UriError` its row describes (no second parse).
 */
function errorMessageColumn(result: ScanResult, message: ((result: ScanResult, i: number) => string) | undefined): Data<Utf8> {
  const n = result.length;
  const messages: string[] = [];
  const nullBitmap = new Uint8Array((n + 7) >> 3);
  const valueOffsets = new Int32Array(n + 1);
  let total = 0;
  const encoded: (Uint8Array | undefined)[] = new Array(n);
  for (let i = 0; i < n; i++) {
    if (result.offsets[i * SLOT_COUNT + ERROR_CODE] !== 0) {
      const wording = message === undefined ? result.toError(i)!.message : message(result, i);
      const text = encoder.encode(wording);
      encoded[i] = text;
      messages.push(wording);
      nullBitmap[i >> 3] |= 1 << (i & 7);
      total += text.length;
    }
    valueOffsets[i + 1] = total;
  }
  const data = new Uint8Array(total);
  for (let i = 0; i < n; i++) {
    const text = encoded[i];
    if (text !== undefined) data.set(text, valueOffsets[i]);
  }
  return makeData({ type: new Utf8(), length: n, nullCount: n - messages.length, nullBitmap, valueOffsets, data });
}
