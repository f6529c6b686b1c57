import { typeName } from "@urikit/core/engine";
import { bomLength, loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import type { ScanEngine } from "./scan-engine.js";
import { ScanResult } from "./scan-result.js";

/** Options of {@link scanStream} and {@link scanTransform}. */
export interface ScanStreamOptions {
  /** Default `"auto"`. */
  engine?: ScanEngineChoice;
  /**
   * Bytes per batch, default 1 MiB: a batch is cut after the last LF once this many bytes are buffered, so memory
   * stays near two batches however long the input is (a single line longer than this is buffered whole).
   */
  batchBytes?: number;
  /**
   * Skip a UTF-8 byte order mark at the start of the stream (default `true`). Pass `false` when the stream is a part
   * of a larger input that does not start at its first byte (a byte range), where EF BB BF is a character of a line.
   */
  skipBom?: boolean;
}

/** Anything that yields byte chunks: a Node `Readable`, a Web `ReadableStream`, any async or sync iterable. */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array> | ReadableStream<Uint8Array>;

/** A run of whole lines cut from a byte stream. @internal */
export interface Batch {
  bytes: Uint8Array;
  byteOffset: number;
  skipBom: boolean;
}

const LINE_FEED = 0x0a;
/**
 * The default batch of `scanStream`, `scanTransform`, `countStream`, `scanFile`, `countFile` and `mapFile`: 1 MiB.
 * PERF: against 4 MiB, a 137 MB file scanned on the calling thread took 150–165 ms rather than 240–250 (countFile
 * 200–212 rather than 235–245), in separate processes interleaved: each array a scan keeps in rotation (bytes, rows,
 * ranges) is a quarter the size, so there is a quarter of the fresh memory to fault in before the arrays are reused,
 * and a batch's bytes and rows stay in cache while its rows are read (bench: cores/scanFile, cores/count). The same
 * holds for the other callers (whole processes, interleaved, 2026-11-27): `urikit split` of a 209 MB file on 2
 * workers (`mapFile`, TSV to a file) took 1.20–1.42 s in batches of 1 MiB against 2.01–2.20 s in 4 MiB (peak RSS
 * 130–150 MB against 225–245 MB), NDJSON 3.0–3.2 s against 3.4–4.4, `resolve` 3.5–3.7 against 4.7–5.1, Arrow 2.36–2.51
 * against 3.24–3.68, Parquet 4.20–4.34 against 4.51–4.59, `normalize` within its spread; the same file piped to `urikit split -` (`scanStream`) 1.96–2.23 s against
 * 2.22–2.47 (peak RSS 97–100 MB against 127–134 MB). @internal
 */
export const DEFAULT_BATCH_BYTES = 1024 * 1024;

/**
 * Cuts a byte stream into batches of whole lines, whatever the chunk sizes: a line split across chunks (even a CR
 * in one chunk and its LF in the next) is carried over to the next batch.
 * INVARIANT (linear time for any chunking and line length: test/scan-stream-linear.test.ts): each byte is searched for LF once, when its chunk arrives, and copied
 * a constant number of times amortised (the buffer grows geometrically; a batch is copied out once; the partial
 * line after the last LF is moved once per batch). One long line therefore costs O(length) for any chunking;
 * `work` counts the bytes searched and copied so a test can check it. @internal
 */
export class LineBatcher {
  readonly #batchBytes: number;
  #buffer = new Uint8Array(0);
  #length = 0;
  #offset = 0;
  /** Index just after the last LF in `#buffer[0, #length)`, or 0 when it holds none. */
  #cutAfter = 0;
  readonly #skipBom: boolean;
  /** Bytes searched plus bytes copied so far: the batcher's whole work, for the linear-time test. */
  work = 0;

  constructor(batchBytes: number = DEFAULT_BATCH_BYTES, skipBom = true) {
    if (!(batchBytes >= 16 && Number.isFinite(batchBytes))) throw new RangeError(`batchBytes must be at least 16, got ${batchBytes}`);
    this.#batchBytes = Math.floor(batchBytes);
    this.#skipBom = skipBom;
  }

  /** Append `chunk`; return the batch of whole lines that became ready, if any. */
  push(chunk: Uint8Array): Batch | undefined {
    if (!(chunk instanceof Uint8Array)) throw new TypeError("@urikit/scanner: stream chunks must be Uint8Array (no encoding set)");
    if (this.#length + chunk.length > this.#buffer.length) {
      // PERF: geometric growth, so a line of n bytes arriving in small chunks costs O(n) copies in all.
      const bigger = new Uint8Array(Math.max(this.#batchBytes + 1024, 2 * this.#buffer.length, this.#length + chunk.length));
      bigger.set(this.#buffer.subarray(0, this.#length));
      this.work += this.#length;
      this.#buffer = bigger;
    }
    this.#buffer.set(chunk, this.#length);
    // Only the new bytes are searched: an LF among them is the buffer's last one.
    const lf = chunk.lastIndexOf(LINE_FEED);
    this.work += chunk.length + (lf < 0 ? chunk.length : chunk.length - lf);
    if (lf >= 0) this.#cutAfter = this.#length + lf + 1;
    this.#length += chunk.length;
    if (this.#length < this.#batchBytes) return undefined;
    if (this.#cutAfter === 0) return undefined; // one line longer than a batch: keep buffering until its LF
    return this.#take(this.#cutAfter);
  }

  /** The last batch (a final line without LF counts), or `undefined` when nothing is left. */
  end(): Batch | undefined {
    return this.#length === 0 ? undefined : this.#take(this.#length);
  }

  #take(cut: number): Batch {
    const batch: Batch = { bytes: this.#buffer.slice(0, cut), byteOffset: this.#offset, skipBom: this.#skipBom && this.#offset === 0 };
    this.#buffer.copyWithin(0, cut, this.#length);
    this.work += this.#length; // `cut` bytes sliced out, `#length - cut` moved to the front
    this.#length -= cut;
    this.#offset += cut;
    // INVARIANT: the cut was after the last LF, so what is left holds none.
    this.#cutAfter = 0;
    return batch;
  }
}

/**
 * Scan one batch into a result numbered from `firstLine`; Int32 rows once `offsetsRead` (shared by the results of
 * one stream) says a result's `offsets` was read, so that theirs cost no copy. @internal
 */
export function scanBatch(engine: ScanEngine, batch: Batch, firstLine: number, offsetsRead?: { wide: boolean }): ScanResult {
  const from = batch.skipBom ? bomLength(batch.bytes) : 0;
  const { rows, ranges, count } = engine.scanBytes(batch.bytes, from, batch.bytes.length, offsetsRead?.wide === true);
  return new ScanResult({ bytes: batch.bytes, rows, ranges, count, firstLine, byteOffset: batch.byteOffset, offsetsRead });
}

/** Iterate any byte source (Web streams without `Symbol.asyncIterator` are read through a reader). @internal */
export async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array> {
  if (typeof source !== "object" || source === null) {
    throw new TypeError(`scanStream: expected an iterable or a ReadableStream of Uint8Array chunks, got ${typeName(source)}`);
  }
  if (Symbol.asyncIterator in source || Symbol.iterator in source) {
    yield* source as AsyncIterable<Uint8Array>;
    return;
  }
  const reader = (source as ReadableStream<Uint8Array>).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Scan a stream of UTF-8 bytes, one URI reference per line, batch by batch: yields one {@link ScanResult} per batch
 * (`firstLine` and `byteOffset` place it in the whole input). Chunks may have any size; memory stays flat.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function* scanStream(source: ByteSource, options: ScanStreamOptions = {}): AsyncGenerator<ScanResult, void, undefined> {
  const engine = await loadEngine(options.engine ?? "auto");
  const batcher = new LineBatcher(options.batchBytes, options.skipBom ?? true);
  const offsetsRead = { wide: false };
  let firstLine = 0;
  for await (const chunk of chunksOf(source)) {
    const batch = batcher.push(chunk);
    if (batch === undefined) continue;
    const result = scanBatch(engine, batch, firstLine, offsetsRead);
    firstLine += result.length;
    yield result;
  }
  const last = batcher.end();
  if (last !== undefined) yield scanBatch(engine, last, firstLine, offsetsRead);
}

/**
 * A Web `TransformStream` from UTF-8 byte chunks to {@link ScanResult} batches (the engine loads in `start`).
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanTransform(options: ScanStreamOptions = {}): TransformStream<Uint8Array, ScanResult> {
  let engine: ScanEngine | undefined;
  const batcher = new LineBatcher(options.batchBytes, options.skipBom ?? true);
  const offsetsRead = { wide: false };
  let firstLine = 0;
  const emit = (batch: Batch | undefined, controller: TransformStreamDefaultController<ScanResult>): void => {
    if (batch === undefined || engine === undefined) return;
    const result = scanBatch(engine, batch, firstLine, offsetsRead);
    firstLine += result.length;
    controller.enqueue(result);
  };
  return new TransformStream<Uint8Array, ScanResult>({
    async start() {
      engine = await loadEngine(options.engine ?? "auto");
    },
    transform(chunk, controller) {
      emit(batcher.push(chunk), controller);
    },
    flush(controller) {
      emit(batcher.end(), controller);
    },
  });
}
