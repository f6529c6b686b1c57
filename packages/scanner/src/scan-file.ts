import { expectString, typeName } from "@urikit/core/engine";
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { loadEngine, type ScanEngineChoice } from "./create-scanner.js";
import { ScanResult } from "./scan-result.js";
import { DEFAULT_BATCH_BYTES } from "./scan-stream.js";
import { scanRange } from "./read-range.js";
import { spareRowsOf, type SpareRows } from "./scan-engine.js";
import type { MapModule, WorkerReply, WorkerRequest, WorkerSetup } from "./scan-worker.js";

/** Options of {@link scanFile}. */
export interface ScanFileOptions {
  /**
   * Worker threads; 0 scans on the calling thread. Default: none (the calling thread alone) on a machine of at most
   * 2 cores, else one per available core (`availableParallelism()`), the main thread scanning the first ranges
   * itself until a worker has started, so that a small file costs no more than on the main thread alone (bench
   * groups `cores/scanFile` and `cores/count` show the default beside 0, 1 and 2 workers); under Deno 0, because its
   * `worker_threads` shim moves each batch far slower than one thread scans it (20× slower and 2× the memory on a
   * 200 MB file). {@link scanFileWorkers} tells how many a file gets. `mapFile`'s default stays one per available
   * core (see {@link MapFileOptions}).
   */
  workers?: number;
  /** Engine of every worker, default `"auto"`. */
  engine?: ScanEngineChoice;
  /** Bytes per batch (and per file read), default 1 MiB. */
  batchBytes?: number;
  /**
   * Reuse each result's memory for a later range once the iteration moves on from it (at the next `next()`, as a
   * `for await` loop takes the next result): for a caller that keeps nothing of a result past its turn, neither
   * its `bytes`, `rows`, `ranges` nor `offsets` nor views of them (strings read from it are copies and stay). Saves
   * allocating, zeroing and faulting in fresh memory for every range, and collecting it. Under workers the arrays of
   * a result passed over are moved back to its worker, so that keeping one anyway reads as empty (detached), never
   * as another range's data; on the calling thread (`workers: 0`) they are written over. Default `false`.
   */
  reuse?: boolean;
}

/**
 * The worker script: dist/scan-worker.cjs beside this module, one CommonJS file with what the worker imports inside
 * (scripts/bundle-worker.mjs; from the TypeScript sources under vitest, the built one).
 */
function workerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("../dist/scan-worker.cjs", here) : new URL("./scan-worker.cjs", here);
}

/**
 * Node's `worker_threads`, loaded when the first worker starts rather than with this module: a small file scanned on
 * the calling thread (and `urikit split` on it) never pays for loading it.
 */
function workerThreads(): typeof import("node:worker_threads") {
  return process.getBuiltinModule("node:worker_threads");
}

/** One worker and the replies it owes. @internal */
export class ScanWorker {
  readonly #worker: Worker;
  readonly #waiting = new Map<string, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();
  /** Whether the worker has loaded its engine (until then the main thread scans, see `runWorkers`). */
  isReady = false;
  /** Resolves when the worker has loaded its engine. */
  readonly ready: Promise<WorkerReply>;
  /** Requests sent and not yet answered. */
  inFlight = 0;
  /** Calls (see `call`) not yet answered, and the id of the next one. */
  readonly #calls = new Set<Promise<unknown>>();
  #nextCall = 0;

  constructor(setup: WorkerSetup) {
    this.#worker = new (workerThreads().Worker)(workerUrl(), { workerData: setup });
    this.ready = new Promise<WorkerReply>((resolve, reject) => this.#waiting.set("ready0", { resolve, reject }));
    this.ready.then(
      () => (this.isReady = true),
      () => undefined,
    );
    this.#worker.on("message", (reply: WorkerReply) => {
      const key = `${reply.kind}${reply.id}`;
      const waiter = this.#waiting.get(key);
      this.#waiting.delete(key);
      if (reply.error !== undefined) waiter?.reject(new Error(`@urikit/scanner worker: ${reply.error}`));
      else waiter?.resolve(reply);
    });
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", (code) => {
      if (this.#waiting.size > 0) this.#failAll(new Error(`@urikit/scanner worker exited with code ${code}`));
    });
  }

  #failAll(error: Error): void {
    for (const waiter of this.#waiting.values()) waiter.reject(error);
    this.#waiting.clear();
  }

  send(request: WorkerRequest): Promise<WorkerReply> {
    this.inFlight++;
    const reply = new Promise<WorkerReply>((resolve, reject) => {
      this.#waiting.set(`${request.kind}${request.id}`, { resolve, reject });
      this.#worker.postMessage(request);
    });
    reply.then(
      () => this.inFlight--,
      () => this.inFlight--,
    );
    reply.catch(() => undefined); // awaited in order by the caller; avoid an unhandled rejection meanwhile
    return reply;
  }

  /** Run the map module's `call` export in this worker with `data`; resolves to what it returned. */
  call(data: unknown): Promise<unknown> {
    const id = this.#nextCall++;
    const reply = new Promise<WorkerReply>((resolve, reject) => {
      this.#waiting.set(`call${id}`, { resolve, reject });
      this.#worker.postMessage({ kind: "call", id, data } satisfies WorkerRequest);
    });
    const settled = reply.then(
      () => undefined,
      () => undefined,
    );
    this.#calls.add(settled);
    void settled.then(() => this.#calls.delete(settled));
    return reply.then((r) => r.value);
  }

  /** Resolves once every call made so far has been answered (or has failed). */
  async callsSettled(): Promise<void> {
    while (this.#calls.size > 0) await Promise.all(this.#calls);
  }

  /** Send a request that has no reply, moving `transfer`. */
  post(request: WorkerRequest, transfer: ArrayBuffer[]): void {
    this.#worker.postMessage(request, transfer);
  }

  terminate(): Promise<number> {
    return this.#worker.terminate();
  }
}

/**
 * The worker threads `scanFile` and `countFile` start by default on a machine of `cores` available cores: none (the
 * calling thread alone) up to 2 cores, else one per core. PERF: on 2 cores a worker costs its start, its own heap
 * and its own arrays in rotation, all fresh memory, against half of a scan that reads a file at about 1 GB/s. In
 * every run of `cores/scanFile` since its probe reuses arrays (the full runs of bench results 7c15a64, 08aee17 and
 * 57fe011, and the suite alone on 2026-11-27 at 18:48 UTC), the calling thread alone was the fastest of main, 1 and
 * 2 workers on a 209 MB file (57fe011: 113 ns per URI against 160 and 193; countFile 130 against 165 and 167), on
 * a VM where a page fault costs 13 µs; earlier runs, whose probe had every range scanned into fresh arrays, had 2
 * workers up to 1.2× ahead.
 * `split`, which spends several times as long per line on its rows as on the scan, gains from both cores: its default
 * stays one worker per core. @internal
 */
export function defaultScanWorkers(cores: number): number {
  return cores <= 2 ? 0 : cores;
}

/**
 * The options of `scanFile`, `countFile` and `mapFile`, checked, with their defaults: a scan's (the default), or with
 * `job` "map" `mapFile`'s (one worker per core); batches of 1 MiB for both. @internal
 */
export function checkOptions(path: string, options: ScanFileOptions, caller: string, job: "scan" | "map" = "scan"): { workers: number; engine: ScanEngineChoice; batchBytes: number; reuse: boolean } {
  expectString(path, caller, "path");
  if (typeof options !== "object" || options === null) throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  const underDeno = typeof (globalThis as { Deno?: unknown }).Deno !== "undefined";
  const cores = Math.max(1, availableParallelism());
  const workers = options.workers ?? (underDeno ? 0 : job === "map" ? cores : defaultScanWorkers(cores));
  if (!(Number.isInteger(workers) && workers >= 0)) throw new RangeError(`workers must be a non-negative integer, got ${workers}`);
  const batchBytes = options.batchBytes ?? DEFAULT_BATCH_BYTES;
  if (!(batchBytes >= 16 && Number.isFinite(batchBytes))) throw new RangeError(`batchBytes must be at least 16, got ${batchBytes}`);
  if (options.reuse !== undefined && typeof options.reuse !== "boolean") throw new TypeError(`${caller}: reuse must be a boolean, got ${typeName(options.reuse)}`);
  return { workers, engine: options.engine ?? "auto", batchBytes: Math.floor(batchBytes), reuse: options.reuse === true };
}

/** Worker threads for a file of `size` bytes: none for `workers` 0, else `workers`, at most one per range (one for an empty file). @internal */
export function poolSize(workers: number, size: number, batchBytes: number): number {
  return workers === 0 ? 0 : Math.min(workers, Math.max(1, Math.ceil(size / batchBytes)));
}

/**
 * The number of worker threads {@link scanFile} (and `countFile`) starts for `path` with `options`:
 * `options.workers`, by default none on a machine of at most 2 cores, else one per available core (0 under Deno),
 * at most one per `batchBytes` range of the file; 0 when the calling thread scans alone. What the default resolves
 * to for this file on this machine, to print beside a timing, say. It reads the file's size, as the scan does when
 * it starts.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function scanFileWorkers(path: string, options: ScanFileOptions = {}): number {
  const { workers, batchBytes } = checkOptions(path, options, "scanFileWorkers");
  return poolSize(workers, statSync(path).size, batchBytes);
}

/** One batch on its way: the worker's scan reply and, under mapFile, the map reply once its first line is known. */
interface InFlight {
  /** The worker that has the batch, `undefined` for one done on the calling thread. */
  worker: ScanWorker | undefined;
  scan: Promise<WorkerReply>;
  /** Resolves to the line number after the batch's last line (needs every earlier batch's count). */
  nextLine: Promise<number>;
  map: Promise<WorkerReply> | undefined;
  /** Whether its last reply (the map's under mapFile) is in. */
  settled: boolean;
}

/** Batches in flight per worker under scanFile: the caller holds the results, two each bound its memory. */
const SCAN_AHEAD = 2;
/**
 * Batches in flight per worker under mapFile. PERF: with two, a worker that finished its batches waited for the
 * other's (the main thread hands out a range only as it takes a batch, in order): a third of a split worker's
 * time was idle; with four, under a tenth (bench: cores/split). Memory: each holds its read buffer and rows in the
 * worker and the module's output until written.
 */
const MAPPED_AHEAD = 4;
/** Batches the calling thread mapped under `help` that may wait in the queue at once (each holds its output). */
const HELP_AHEAD = 2;

/** Run a map module's `call` export on the calling thread (for a batch mapped here), as a worker does. */
function callHere(module: MapModule | undefined, data: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    if (typeof module?.call !== "function") throw new Error("the map module has no `call` export");
    resolve(module.call(data));
  });
}

/** Let the event loop run (a worker's "ready" message is a macrotask, which awaiting promises alone never reaches). */
function macrotask(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Hand the ranges of `path` to `workers` worker threads, at most 2 × workers batches ahead (4 × under mapFile), and yield the replies in
 * file order. The main thread reads nothing but the file's size: each worker reads its own range. The main thread
 * scans (and maps, under mapFile, given a core to spare or a file of a few ranges) the first ranges itself while no
 * worker has loaded its engine yet (a worker takes 60–90 ms to start), so a small file never waits for a worker.
 */
async function* runWorkers(
  path: string,
  workers: number,
  batchBytes: number,
  setup: WorkerSetup,
  help = false,
  offsetsRead?: { readonly wide: boolean },
): AsyncGenerator<{
  reply: WorkerReply;
  firstLine: number;
  recycle: (buffers: ArrayBuffer[]) => void;
  /** Give a scanned batch's arrays back to the thread that scanned it, to scan later ranges into. */
  giveBack: (result: ScanResult) => void;
  call: (data: unknown) => Promise<unknown>;
}> {
  const size = statSync(path).size; // ENOENT & co. surface here, before any worker starts
  const batchCount = Math.ceil(size / batchBytes);
  const mapped = setup.mapModule !== undefined;
  const pool = Array.from({ length: poolSize(workers, size, batchBytes) }, () => new ScanWorker(setup));
  // The calling thread loads the engine (and the map module) while the workers start, to take the first ranges
  // itself; under a map module only with a core to spare or a file of a few ranges. PERF: with no core to spare it
  // competes with the starting workers, and maps a batch or two in a third heap that compiles the module's
  // row code for them alone (a tenth of a 200 MB split's CPU on 2 cores; bench: cores/split).
  const here = setup.countBy === undefined && (!mapped || help || availableParallelism() > pool.length || batchCount <= MAPPED_AHEAD * pool.length);
  const [onMainThread, module] = await Promise.all([
    here ? loadEngine(setup.engine) : undefined,
    mapped && here ? (import(setup.mapModule!) as Promise<MapModule>) : undefined,
  ]);
  // Set once the map module reads the `offsets` of a batch mapped on this thread: its later ranges get Int32 rows.
  const mappedHere = { wide: false };
  // Arrays of batches scanned on this thread and given back (scanFile's `reuse`), to scan its later ranges into.
  const spareReads: Uint8Array[] = [];
  const spareRows: SpareRows[] = [];
  const queue: InFlight[] = [];
  const aheadPerWorker = mapped ? MAPPED_AHEAD : SCAN_AHEAD;
  let sent = 0;
  let lastLine: Promise<number> = Promise.resolve(0);
  let firstLine = 0;
  try {
    for (;;) {
      while (sent < batchCount && queue.length < aheadPerWorker * pool.length) {
        const id = sent;
        const start = id * batchBytes;
        // Int32 rows once the caller has read a result's `offsets` (a scan's results, under scanFile).
        const request = { kind: "scan", id, path, start, end: Math.min(size, start + batchBytes), size, wide: offsetsRead?.wide === true } as const;
        const ready = pool.filter((worker) => worker.isReady);
        let scan: Promise<WorkerReply>;
        let worker: ScanWorker | undefined;
        if (ready.length === 0 && onMainThread !== undefined) {
          // No worker has started yet: scan this range here, once the ranges before it are handed on.
          if (queue.length > 0) break;
          const result = scanRange(onMainThread, request, spareReads.pop(), spareRows.pop(), module === undefined ? undefined : mappedHere);
          if (module !== undefined) {
            // Every earlier batch is out of the queue: its line count is known, so the batch is mapped here.
            const line = await lastLine;
            const out = module.default(new ScanResult({ bytes: result.bytes, rows: result.rows, ranges: result.ranges, count: result.length, firstLine: line, byteOffset: result.byteOffset, offsetsRead: mappedHere }), setup.mapData);
            const reply: WorkerReply = { kind: "scan", id, count: result.length, byteOffset: result.byteOffset, byteLength: result.bytes.length, value: out.value };
            scan = Promise.resolve(reply);
          } else {
            scan = Promise.resolve({ kind: "scan", id, bytes: result.bytes, byteOffset: result.byteOffset, rows: result.rows, ranges: result.ranges, count: result.length });
          }
        } else {
          // The started worker with the fewest ranges in hand (all of them, when none has started and a map module runs there).
          const candidates = ready.length > 0 ? ready : pool;
          worker = candidates.reduce((best, w) => (w.inFlight < best.inFlight ? w : best));
          scan = worker.send(request);
        }
        const before = lastLine;
        const nextLine = scan.then((reply) => before.then((line) => line + reply.count!));
        nextLine.catch(() => undefined);
        // Under mapFile the worker maps the batch as soon as its first line number is known.
        const mapper = worker;
        const map = mapped && mapper !== undefined ? scan.then(() => before.then((line) => mapper.send({ kind: "map", id, firstLine: line }))) : undefined;
        map?.catch(() => undefined);
        const entry: InFlight = { worker, scan, nextLine, map, settled: false };
        const settle = (): void => {
          entry.settled = true;
        };
        (map ?? scan).then(settle, settle);
        queue.push(entry);
        lastLine = nextLine;
        sent++;
      }
      // `help`: rather than wait for the head batch, the calling thread takes the next range itself: scans it, and
      // maps it once the line counts before it are in (a worker scans a range before the maps queued ahead of it).
      // At most HELP_AHEAD such batches wait in the queue, holding their output.
      if (help && module !== undefined && onMainThread !== undefined && sent < batchCount && queue.length > 0 && !queue[0]!.settled && queue.filter((b) => b.worker === undefined).length < HELP_AHEAD) {
        const id = sent++;
        const start = id * batchBytes;
        const result = scanRange(onMainThread, { kind: "scan", id, path, start, end: Math.min(size, start + batchBytes), size }, undefined, undefined, mappedHere);
        const line = await lastLine;
        const out = module.default(new ScanResult({ bytes: result.bytes, rows: result.rows, ranges: result.ranges, count: result.length, firstLine: line, byteOffset: result.byteOffset, offsetsRead: mappedHere }), setup.mapData);
        const reply: WorkerReply = { kind: "scan", id, count: result.length, byteOffset: result.byteOffset, byteLength: result.bytes.length, value: out.value };
        lastLine = Promise.resolve(line + result.length);
        queue.push({ worker: undefined, scan: Promise.resolve(reply), nextLine: lastLine, map: undefined, settled: true });
        continue;
      }
      const head = queue.shift();
      if (head === undefined) return;
      const scanned = await head.scan;
      const reply = head.map === undefined ? scanned : { ...scanned, ...(await head.map), id: scanned.id };
      const owner = head.worker;
      const recycle = (buffers: ArrayBuffer[]): void => {
        if (owner !== undefined) owner.post({ kind: "recycle", id: scanned.id, buffers }, buffers);
        else module?.recycle?.(buffers);
      };
      const call = (data: unknown): Promise<unknown> => (owner !== undefined ? owner.call(data) : callHere(module, data));
      const giveBack = (result: ScanResult): void => {
        const wide = result.rows instanceof Int32Array;
        if (owner === undefined) {
          if (spareReads.length >= SCAN_AHEAD) return; // (the calling thread scans one range at a time)
          spareReads.push(new Uint8Array(result.bytes.buffer));
          spareRows.push(spareRowsOf(result));
          return;
        }
        const buffers = [result.bytes.buffer, result.rows.buffer, result.ranges.buffer] as ArrayBuffer[];
        owner.post({ kind: "spare", id: scanned.id, bytes: buffers[0]!, rows: buffers[1]!, wide, ranges: buffers[2]! }, [...new Set(buffers)]);
      };
      yield { reply, firstLine, recycle, giveBack, call };
      firstLine += scanned.count!;
      // A range scanned here: let a worker's "ready" message in before choosing where the next range goes.
      if (onMainThread !== undefined && !pool.some((w) => w.isReady)) await macrotask();
    }
  } finally {
    // A call still running (a write into the caller's file, say) finishes before its worker stops.
    await Promise.all(pool.map((worker) => worker.callsSettled()));
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}

/**
 * Scan a file of URI references, one per line, on worker threads, and yield one {@link ScanResult} per batch in
 * input order. The main thread only hands out byte ranges of `batchBytes`: each worker reads its own ranges and
 * keeps the lines that start in them (the way Hadoop cuts input splits: a line crossing a range's end belongs to
 * that range, so every line is scanned exactly once), scans them, and transfers bytes, rows and ranges back (never
 * copied). Memory model: at most 2 × workers batches are in flight, so memory is about 2 × workers × batchBytes ×
 * (1 + about 0.9 for compact rows, 1.7 for Int32 rows) plus the results the caller still holds, however large the file.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function* scanFile(path: string, options: ScanFileOptions = {}): AsyncGenerator<ScanResult, void, undefined> {
  const { workers, engine: engineChoice, batchBytes, reuse } = checkOptions(path, options, "scanFile");
  // Shared by the results of this scan: once the caller reads one's `offsets`, later ranges are scanned into Int32
  // rows (by the workers too), so that their `offsets` is the rows themselves rather than a copy on this thread.
  const offsetsRead = { wide: false };
  if (workers === 0) {
    const engine = await loadEngine(engineChoice);
    const size = statSync(path).size;
    let firstLine = 0;
    // PERF: each range is read straight into the buffer its result keeps, as a worker does (a read stream's chunks
    // were copied once more into batches: a seventh of a 200 MB scan's time; bench: cores/scanFile).
    let spare: { read: Uint8Array; rows: SpareRows } | undefined;
    for (let id = 0, start = 0; start < size; id++, start += batchBytes) {
      const request = { kind: "scan", id, path, start, end: Math.min(size, start + batchBytes), size } as const;
      const scanned = scanRange(engine, request, spare?.read, spare?.rows, offsetsRead);
      if (scanned.length === 0) continue; // a range inside one long line: its lines belong to an earlier range
      const result = new ScanResult({ bytes: scanned.bytes, rows: scanned.rows, ranges: scanned.ranges, count: scanned.length, firstLine, byteOffset: scanned.byteOffset, offsetsRead });
      yield result;
      firstLine += scanned.length;
      if (reuse) {
        // The caller has moved on: the next range is read and scanned into this one's arrays.
        spare = { read: new Uint8Array(result.bytes.buffer), rows: spareRowsOf(result) };
      }
    }
    return;
  }
  for await (const { reply, firstLine, giveBack } of runWorkers(path, workers, batchBytes, { engine: engineChoice }, false, offsetsRead)) {
    if (reply.count === 0) continue; // a range inside one long line: its lines belong to an earlier range
    const result = new ScanResult({ bytes: reply.bytes!, rows: reply.rows!, ranges: reply.ranges!, count: reply.count!, firstLine, byteOffset: reply.byteOffset!, offsetsRead });
    yield result;
    if (reuse) giveBack(result); // the caller has moved on (see `reuse`)
  }
}

/** Options of {@link mapFile}. */
export interface MapFileOptions extends ScanFileOptions {
  /** Worker threads; 0 maps on the calling thread. Default: one per available core (0 under Deno). */
  workers?: number;
  /**
   * URL (or `file:` URL string) of an ES module whose default export `(result: ScanResult, data) => { value,
   * transfer? }` runs in each worker on each batch, with `result.firstLine` set; `value` is sent to the caller
   * (`transfer` lists the ArrayBuffers of `value` to move rather than copy). The result's buffers are read into
   * again once the function returns: keep nothing that views them (a `value` is cloned or moved as it is sent).
   * An optional `recycle(buffers)` export takes back buffers given to {@link MappedBatch.recycle}, and an optional
   * `call(data)` export runs {@link MappedBatch.call}.
   */
  module: URL | string;
  /** Anything structured-cloneable, passed to every call of the module's function. */
  data?: unknown;
  /**
   * The calling thread maps ranges too, whenever it would otherwise wait for a worker's batch: as one more worker
   * that also takes the results in (give it one worker fewer than cores). Default `false`.
   */
  help?: boolean;
}

/** One batch mapped by a {@link mapFile} module. */
export interface MappedBatch<T> {
  /** What the module returned. */
  value: T;
  /** Line number of the batch's first line, counting from 0. */
  firstLine: number;
  /** Number of lines in the batch. */
  length: number;
  /** Byte offset in the file of the batch's first line, and its length in bytes. */
  byteOffset: number;
  byteLength: number;
  /**
   * Give buffers the module transferred in `value` back to the thread that mapped the batch, once done with them:
   * the module's optional `recycle(buffers)` export receives them there, to reuse rather than allocate (without
   * that export they are dropped). The buffers are moved: do not touch them after.
   */
  recycle(buffers: ArrayBuffer[]): void;
  /**
   * Run the module's `call` export with `data` (structured-cloneable) on the thread that mapped the batch: for the
   * module to act on what it kept of the batch (write its output at an offset only the caller knows, say).
   * Resolves to what `call` returned; rejects if it threw or the module has none. Calls made before the iteration
   * ends are answered before the workers stop.
   */
  call(data: unknown): Promise<unknown>;
}

/**
 * Scan a file of URI references like {@link scanFile}, and run a map module over each batch in the worker that
 * scanned it, so that the whole per-row work (formatting output rows, say) leaves the main thread; yields the mapped
 * values in input order. A batch is mapped once every earlier batch's line count is known, so `firstLine` is exact.
 * The calling thread maps the first batches itself while no worker has started, when it has a core to spare (more
 * cores than workers) or the file has at most `4 × workers` batches; `workers: 0` maps them all there.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function* mapFile<T>(path: string, options: MapFileOptions): AsyncGenerator<MappedBatch<T>, void, undefined> {
  const { workers, engine, batchBytes } = checkOptions(path, options, "mapFile", "map");
  const moduleUrl = String(options.module);
  if (workers === 0) {
    const module = (await import(moduleUrl)) as MapModule;
    const recycle = (buffers: ArrayBuffer[]): void => module.recycle?.(buffers);
    const call = (data: unknown): Promise<unknown> => callHere(module, data);
    for await (const result of scanFile(path, { workers: 0, engine, batchBytes, reuse: true })) {
      const value = module.default(result, options.data).value as T;
      yield { value, firstLine: result.firstLine, length: result.length, byteOffset: result.byteOffset, byteLength: result.bytes.length, recycle, call };
    }
    return;
  }
  if (options.help !== undefined && typeof options.help !== "boolean") throw new RangeError(`mapFile: help must be a boolean, got ${typeName(options.help)}`);
  for await (const { reply, firstLine, recycle, call } of runWorkers(path, workers, batchBytes, { engine, mapModule: moduleUrl, mapData: options.data }, options.help === true)) {
    yield { value: reply.value as T, firstLine, length: reply.count!, byteOffset: reply.byteOffset!, byteLength: reply.byteLength!, recycle, call };
  }
}
