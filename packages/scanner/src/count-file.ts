import { statSync } from "node:fs";
import { loadEngine } from "./create-scanner.js";
import { scanRange } from "./read-range.js";
import { batchesOf, checkOptions, ScanWorker, type ScanFileOptions } from "./scan-file.js";
import { scanBatch } from "./scan-stream.js";
import { COUNT_BY, Tally, type CountBy, type TallySnapshot } from "./tally.js";

/** Options of {@link countFile}. */
export interface CountFileOptions extends ScanFileOptions {
  /** What to count by (see {@link CountBy}). */
  by: CountBy;
}

/** What {@link countFile} found. */
export interface FileCounts {
  by: CountBy;
  /** Lines of the file. */
  lines: number;
  /** Lines that are not a `URI-reference` (counted by code under `by: "error"`, else only here). */
  invalid: number;
  /**
   * Lines by key, for the valid lines (every line under `"error"`: the invalid ones by code): the component's text
   * as written (case kept), the host kind or the error code; `null` for a line without the component (no
   * authority, no port, a relative reference's scheme; under `"domain"`, an IP host, an empty host or one with no
   * registrable domain).
   */
  counts: Map<string | null, number>;
}

/** The registrable domain of a `reg-name` host (lower-cased first, as RFC 3986 §3.2.2 makes hosts case-insensitive). */
type DomainOf = (host: string) => string | null;

async function domainFunction(): Promise<DomainOf> {
  let tldts: { getDomain(host: string, options?: object): string | null };
  try {
    tldts = (await import("tldts")) as typeof tldts;
  } catch (error) {
    throw new Error(`countFile: by "domain" needs the package "tldts" (the public suffix list): install it beside @urikit/scanner (${String(error)})`, { cause: error });
  }
  return (host) => tldts.getDomain(host.toLowerCase(), { allowPrivateDomains: false });
}

function merge(into: Map<string | null, number>, snapshot: TallySnapshot): void {
  for (let k = 0; k < snapshot.keys.length; k++) into.set(snapshot.keys[k], (into.get(snapshot.keys[k]) ?? 0) + snapshot.counts[k]);
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
  const by = options.by;
  if (!COUNT_BY.includes(by)) throw new RangeError(`countFile: by is one of ${COUNT_BY.join(", ")}; got ${String(by)}`);
  const domainOf = by === "domain" ? await domainFunction() : undefined;
  const byHost = new Map<string | null, number>();
  let lines = 0;
  let invalid = 0;
  if (workers === 0) {
    const tally = new Tally(by);
    const scanner = await loadEngine(engine);
    for await (const batch of batchesOf(path, batchBytes)) {
      const result = scanBatch(scanner, batch, 0);
      tally.add(result.bytes, result.rows, result.ranges, result.length);
    }
    const snapshot = tally.snapshot();
    merge(byHost, snapshot);
    lines = snapshot.lines;
    invalid = snapshot.invalid;
  } else {
    const size = statSync(path).size; // ENOENT & co. surface here, before any worker starts
    const batchCount = Math.ceil(size / batchBytes);
    const pool = Array.from({ length: Math.min(workers, Math.max(1, batchCount)) }, () => new ScanWorker({ engine, countBy: by }));
    try {
      const here = new Tally(by);
      const scanner = await loadEngine(engine);
      let next = 0;
      const request = (id: number) => ({ kind: "scan", id, path, start: id * batchBytes, end: Math.min(size, (id + 1) * batchBytes), size }) as const;
      // While no worker has loaded its engine (60–90 ms), the main thread counts the first ranges itself.
      const onMainThread = async (): Promise<void> => {
        while (next < batchCount && !pool.some((worker) => worker.isReady)) {
          const result = scanRange(scanner, request(next++));
          here.add(result.bytes, result.rows, result.ranges, result.length);
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
  if (domainOf === undefined) return { by, lines, invalid, counts: byHost };
  // Each distinct host is looked up once.
  const counts = new Map<string | null, number>();
  for (const [host, n] of byHost) {
    const domain = host === null || host === "" ? null : domainOf(host);
    counts.set(domain, (counts.get(domain) ?? 0) + n);
  }
  return { by, lines, invalid, counts };
}
