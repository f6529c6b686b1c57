// Worker thread of `scanFile` and `mapFile`: reads its own byte ranges of the file (the main thread only hands out
// ranges), cuts them at line boundaries the way Hadoop input splits do, scans them and sends the rows back by
// transfer; for `mapFile` it keeps the result until the main thread tells it the batch's first line number, then
// runs the caller's map module over it. Not part of the public API.
import { parentPort, workerData } from "node:worker_threads";
import { loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import { countRange, scanRange, type ScanRequest } from "./read-range.js";
import { spareRowsOf, type ScanEngine, type SpareRows } from "./scan-engine.js";
import { ScanResult } from "./scan-result.js";
export { readLines } from "./read-range.js";
import { loadCounter, type Counter } from "./load-counter.js";
import type { CountBy } from "./tally.js";


/** Run the map module over the kept result of batch `id`, whose first line is `firstLine`. */
export interface MapRequest {
  kind: "map";
  id: number;
  firstLine: number;
}

/** Send the counts of every range this worker counted (under `countFile`). */
export interface TallyRequest {
  kind: "tally";
  id: number;
}

/** Buffers a `mapFile` module transferred, given back for its `recycle` export to reuse (no reply). */
export interface RecycleRequest {
  kind: "recycle";
  id: number;
  buffers: ArrayBuffer[];
}

/**
 * The buffers of a scanned batch the caller is done with (`scanFile`'s `reuse`), moved back to the worker that
 * scanned it, to read and scan later ranges into (no reply).
 */
export interface SpareRequest {
  kind: "spare";
  id: number;
  bytes: ArrayBuffer;
  rows: ArrayBuffer;
  /** Whether `rows` held Int32 rows (else compact Int16 ones). */
  wide: boolean;
  ranges: ArrayBuffer;
}

/** Run the map module's `call` export with `data` (see `MappedBatch.call`); the reply carries what it returned. */
export interface CallRequest {
  kind: "call";
  id: number;
  data: unknown;
}

export type { ScanRequest };
export type WorkerRequest = ScanRequest | MapRequest | TallyRequest | RecycleRequest | SpareRequest | CallRequest;

/** Rows and ranges of one batch (without a map module), its size (with one), the map's value, or an error. @internal */
export interface WorkerReply {
  /** The kind of the request answered ("ready": the worker has loaded its engine and takes requests). */
  kind: WorkerRequest["kind"] | "ready";
  id: number;
  /** Byte offset in the file of `bytes[0]`. */
  byteOffset?: number;
  /** Bytes of the whole lines of the batch (absent with a map module: they stay in the worker). */
  bytes?: Uint8Array;
  /** Length in bytes of the batch's whole lines. */
  byteLength?: number;
  /** The rows as the engine wrote them (compact Int16 rows stay compact: half the bytes to transfer). */
  rows?: Int32Array | Int16Array;
  ranges?: Int32Array;
  count?: number;
  /** What the map module returned for the batch. */
  value?: unknown;
  error?: string;
}

/** The data a worker starts with. @internal */
export interface WorkerSetup {
  engine: ScanEngineChoice;
  /** URL of an ES module whose default export maps a ScanResult (see `mapFile`). */
  mapModule?: string;
  mapData?: unknown;
  /** Count the lines of each range by this key instead of sending them back (see `countFile`). */
  countBy?: CountBy;
}

/** What a `mapFile` module's default export returns: a value for the main thread, and the buffers to transfer. */
export interface MappedValue {
  value: unknown;
  transfer?: ArrayBuffer[];
}

/**
 * A `mapFile` module: its default export maps a batch; an optional `recycle` export takes buffers back for reuse;
 * an optional `call` export runs what the caller asks of the thread that mapped a batch (`MappedBatch.call`). @internal
 */
export interface MapModule {
  default: (result: ScanResult, data: unknown) => MappedValue;
  recycle?: (buffers: ArrayBuffer[]) => void;
  call?: (data: unknown) => unknown;
}

/** Read buffers a worker keeps for reuse: about the batches it has in flight. */
const MAX_SPARE_READS = 4;

const port = parentPort;
if (port !== null) {
  const setup = workerData as WorkerSetup;
  // A counting worker loads only its counter (the count module scans too), any other the engine.
  const ready = Promise.all([
    setup.countBy === undefined ? loadEngine(setup.engine) : loadCounter(setup.engine, setup.countBy),
    setup.mapModule === undefined ? undefined : (import(setup.mapModule) as Promise<MapModule>),
  ]);
  /** Results scanned for `mapFile`, waiting for their first line number. */
  const kept = new Map<number, ScanResult>();
  let readBuffer: Uint8Array | undefined;
  /** Read buffers of batches already mapped (or given back under `scanFile`'s `reuse`), to read later ranges into. */
  const spareReads: Uint8Array[] = [];
  /** Rows and ranges of those batches, to scan later ranges into. */
  const spareRows: SpareRows[] = [];
  /** Set once a map module reads a result's `offsets`: later ranges are scanned into Int32 rows (no copy). */
  const offsetsRead = { wide: false };
  const handle = (loaded: ScanEngine | Counter, module: MapModule | undefined, request: WorkerRequest): void => {
    const tally = setup.countBy === undefined ? undefined : (loaded as Counter);
    const map = module?.default;
    if (request.kind === "recycle") {
      module?.recycle?.(request.buffers);
      return;
    }
    if (request.kind === "spare") {
      if (spareReads.length < MAX_SPARE_READS) spareReads.push(new Uint8Array(request.bytes));
      if (spareRows.length < MAX_SPARE_READS) {
        const rows = request.wide ? new Int32Array(request.rows) : new Int16Array(request.rows);
        spareRows.push({ rows, ranges: new Int32Array(request.ranges) });
      }
      return;
    }
    if (request.kind === "call") {
      if (typeof module?.call !== "function") throw new Error("the map module has no `call` export");
      port.postMessage({ kind: "call", id: request.id, value: module.call(request.data) } satisfies WorkerReply);
      return;
    }
    if (request.kind === "tally") {
      port.postMessage({ kind: "tally", id: request.id, value: tally!.snapshot() } satisfies WorkerReply);
      return;
    }
    if (request.kind === "scan") {
      if (tally !== undefined) {
        // Nothing of the range leaves the worker: one read buffer serves every range.
        const before = tally.lines;
        readBuffer = countRange(tally, request, readBuffer);
        port.postMessage({ kind: "scan", id: request.id, count: tally.lines - before } satisfies WorkerReply);
        return;
      }
      // Into the buffers of a batch done with, if any: one mapped here, or one the caller gave back (`reuse`).
      const result = scanRange(loaded as ScanEngine, request, spareReads.pop(), spareRows.pop(), map === undefined ? undefined : offsetsRead);
      if (map !== undefined) {
        kept.set(request.id, result);
        port.postMessage({ kind: "scan", id: request.id, count: result.length, byteOffset: result.byteOffset, byteLength: result.bytes.length } satisfies WorkerReply);
        return;
      }
      const reply: WorkerReply = { kind: "scan", id: request.id, bytes: result.bytes, byteOffset: result.byteOffset, rows: result.rows, ranges: result.ranges, count: result.length };
      const transfer = [result.bytes.buffer, result.rows.buffer, result.ranges.buffer] as ArrayBuffer[];
      port.postMessage(reply, [...new Set(transfer)]);
      return;
    }
    const scanned = kept.get(request.id)!;
    kept.delete(request.id);
    const result = new ScanResult({
      bytes: scanned.bytes,
      rows: scanned.rows,
      ranges: scanned.ranges,
      count: scanned.length,
      firstLine: request.firstLine,
      byteOffset: scanned.byteOffset,
      offsetsRead,
    });
    const mapped = map!(result, setup.mapData);
    port.postMessage({ kind: "map", id: request.id, value: mapped.value } satisfies WorkerReply, mapped.transfer ?? []);
    // PERF: the batch's read buffer is read into again for a later range (a fresh 4 MiB one is zeroed and faulted
    // in, and leaves garbage behind). The map module keeps nothing of the result (see `mapFile`).
    if (spareReads.length < MAX_SPARE_READS) spareReads.push(new Uint8Array(scanned.bytes.buffer));
    // Its rows and ranges too (whole arrays: a batch's may be views of a spare's start).
    if (spareRows.length < MAX_SPARE_READS) spareRows.push(spareRowsOf(scanned));
  };
  ready.then(
    () => port.postMessage({ kind: "ready", id: 0 } satisfies WorkerReply),
    () => undefined, // each request reports the failure
  );
  /**
   * Requests received and not yet handled. PERF: a scan is handled before any map that arrived before it: a scan
   * is a few milliseconds and tells the main thread a range's line count, which the maps of every later range
   * (here and in the other workers) wait for, while a map is ten times longer; handled in arrival order, a scan
   * queued behind a map left the other worker idle (bench: cores/split). A call (writing a mapped batch's output,
   * say) goes first too: it is short, and frees what the batch holds.
   */
  const queue: WorkerRequest[] = [];
  let draining = false;
  const drain = (engine: ScanEngine | Counter, module: MapModule | undefined): void => {
    draining = false;
    for (;;) {
      const scanAt = queue.findIndex((request) => request.kind !== "map");
      const request = scanAt >= 0 ? queue.splice(scanAt, 1)[0]! : queue.shift();
      if (request === undefined) return;
      try {
        handle(engine, module, request);
      } catch (error) {
        port.postMessage({ kind: request.kind, id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
      }
      if (queue.length > 0 && request.kind === "map") {
        // Let the messages that arrived during the map in before choosing the next request.
        draining = true;
        setImmediate(drain, engine, module);
        return;
      }
    }
  };
  port.on("message", (request: WorkerRequest) => {
    ready.then(
      ([engine, module]) => {
        queue.push(request);
        if (draining) return;
        draining = true;
        setImmediate(drain, engine, module);
      },
      (error: unknown) => port.postMessage({ kind: request.kind, id: request.id, error: String(error) } satisfies WorkerReply),
    );
  });
}
