import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { countRange } from "./read-range.js";
import { loadCounter } from "./load-counter.js";
import { checkOptions, poolSize, ScanWorker, type ScanFileOptions } from "./scan-file.js";
import { countingBy, finishCounts, mergeSnapshot as merge, type FileCounts } from "./count-stream.js";
import type { CountBy, TallySnapshot } from "./tally.js";

export type { FileCounts } from "./count-stream.js";

/**
 * Options of {@link countFile}: those of `scanFile` but `reuse`, as countFile hands no result out and reads every
 * range into buffers of its own already.
 */
export interface CountFileOptions extends Omit<ScanFileOptions, "reuse"> {
  /** What to count by (see {@link CountBy}). */
  by: CountBy;
}

/**
 * Count the lines of a file of URI references by host, scheme, host kind, port, error code or registrable domain,
 * on worker threads that scan and count their own byte ranges (no row is built, nothing but the counts comes back).
 * Registrable domains come from the public suffix list of the `tldts` package (ICANN section), loaded only for
 * `by: "domain"`. `workers: 0` counts on the calling thread.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function countFile(path: string, options: CountFileOptions): Promise<FileCounts> {
  const { workers, engine, batchBytes } = checkOptions(path, options, "countFile");
  if ((options as ScanFileOptions).reuse !== undefined) {
    throw new TypeError("countFile: reuse is an option of scanFile; countFile hands no result out and reuses its buffers already");
  }
  const by = options.by;
  // PERF: the public suffix list (`tldts`, a few hundred ms to load cold) loads while the lines are counted; a bad
  // key, or a package that is not installed, fails before any line is read.
  const loading = countingBy(by, "countFile");
  if (by !== "domain" || !canResolve("tldts")) await loading;
  else loading.catch(() => undefined); // awaited after the count
  const byHost = new Map<string | undefined, number>();
  let lines = 0;
  let invalid = 0;
  if (workers === 0) {
    const counter = await loadCounter(engine, by);
    const size = statSync(path).size;
    // PERF: range after range into one buffer, as a worker counts (a read stream's chunks were copied once more into
    // batches, each a fresh buffer).
    let buffer: Uint8Array | undefined;
    for (let id = 0, start = 0; start < size; id++, start += batchBytes) {
      buffer = countRange(counter, { kind: "scan", id, path, start, end: Math.min(size, start + batchBytes), size }, buffer);
    }
    const snapshot = counter.snapshot();
    merge(byHost, snapshot);
    lines = snapshot.lines;
    invalid = snapshot.invalid;
  } else {
    const size = statSync(path).size; // ENOENT & co. surface here, before any worker starts
    const batchCount = Math.ceil(size / batchBytes);
    const pool = Array.from({ length: poolSize(workers, size, batchBytes) }, () => new ScanWorker({ engine, countBy: by }));
    try {
      const here = await loadCounter(engine, by);
      let next = 0;
      const request = (id: number) => ({ kind: "scan", id, path, start: id * batchBytes, end: Math.min(size, (id + 1) * batchBytes), size }) as const;
      // While no worker has loaded its engine (60–90 ms), the main thread counts the first ranges itself.
      let buffer: Uint8Array | undefined;
      const onMainThread = async (): Promise<void> => {
        while (next < batchCount && !pool.some((worker) => worker.isReady)) {
          buffer = countRange(here, request(next++), buffer);
          await new Promise((resolve) => setImmediate(resolve)); // lets a worker's "ready" message in
        }
      };
      // Then two ranges in flight per worker; whichever worker is free takes the next range (order does not matter).
      const feed = async (worker: ScanWorker): Promise<void> => {
        await worker.ready;
        while (next < batchCount) await worker.send(request(next++));
      };
      await Promise.all([onMainThread(), ...pool.flatMap((worker) => [feed(worker), feed(worker)])]);
      const main = here.snapshot();
      merge(byHost, main);
      lines += main.lines;
      invalid += main.invalid;
      const snapshots = await Promise.all(pool.map((worker) => worker.send({ kind: "tally", id: 0 })));
      for (const reply of snapshots) {
        const snapshot = reply.value as TallySnapshot;
        merge(byHost, snapshot);
        lines += snapshot.lines;
        invalid += snapshot.invalid;
      }
    } finally {
      await Promise.all(pool.map((worker) => worker.terminate()));
    }
  }
  return finishCounts(by, lines, invalid, byHost, await loading);
}

/** Whether a package can be found from here (without loading it). */
function canResolve(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
