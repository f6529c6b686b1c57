// Counting a stream of URI references by one key: the browser-safe sibling of countFile (which counts a file on
// worker threads); `urikit count -` counts stdin with it.
import { bomLength, type ScanEngineChoice } from "./create-scanner.js";
import { loadCounter } from "./load-counter.js";
import { chunksOf, LineBatcher, type ByteSource } from "./scan-stream.js";
import { COUNT_BY, type CountBy, type TallySnapshot } from "./tally.js";

/** Options of {@link countStream}. */
export interface CountStreamOptions {
  /** What to count by (see {@link CountBy}). */
  by: CountBy;
  /** Default `"auto"`. */
  engine?: ScanEngineChoice;
  /** Bytes per batch, default 1 MiB. */
  batchBytes?: number;
}

/** What {@link countStream} and `countFile` found. */
export interface FileCounts {
  by: CountBy;
  /** Lines of the input. */
  lines: number;
  /** Lines that are not a `URI-reference` (counted by code under `by: "error"`, else only here). */
  invalid: number;
  /**
   * Lines by key, for the valid lines (every line under `"error"`: the invalid ones by code): the component's text
   * as written (case kept), the host kind or the error code; `undefined` for a line without the component (no
   * authority, no port, a relative reference's scheme; under `"domain"`, an IP host, an empty host or one with no
   * registrable domain).
   */
  counts: Map<string | undefined, number>;
}

/** The registrable domain of a `reg-name` host (lower-cased first, as RFC 3986 §3.2.2 makes hosts case-insensitive). */
type DomainOf = (host: string) => string | null;

/** Check `by` and load what it needs (the public suffix list of `tldts` for `"domain"`). @internal */
export async function countingBy(by: CountBy, caller: string): Promise<DomainOf | undefined> {
  if (!COUNT_BY.includes(by)) throw new RangeError(`${caller}: by is one of ${COUNT_BY.join(", ")}; got ${String(by)}`);
  if (by !== "domain") return undefined;
  let tldts: { getDomain(host: string, options?: object): string | null };
  try {
    tldts = (await import("tldts")) as typeof tldts;
  } catch (error) {
    throw new Error(`${caller}: by "domain" needs the package "tldts" (the public suffix list): install it beside @urikit/scanner (${String(error)})`, { cause: error });
  }
  return (host) => tldts.getDomain(host.toLowerCase(), { allowPrivateDomains: false });
}

/** Add a tally's counts to `into`. @internal */
export function mergeSnapshot(into: Map<string | undefined, number>, snapshot: TallySnapshot): void {
  for (let k = 0; k < snapshot.keys.length; k++) {
    const key = snapshot.keys[k] ?? undefined; // a snapshot carries absent as null
    into.set(key, (into.get(key) ?? 0) + snapshot.counts[k]);
  }
}

/** The counts by host mapped to registrable domains (each distinct host looked up once), or as they are. @internal */
export function finishCounts(by: CountBy, lines: number, invalid: number, byKey: Map<string | undefined, number>, domainOf: DomainOf | undefined): FileCounts {
  if (domainOf === undefined) return { by, lines, invalid, counts: byKey };
  const counts = new Map<string | undefined, number>();
  for (const [host, n] of byKey) {
    const domain = host === undefined || host === "" ? undefined : (domainOf(host) ?? undefined);
    counts.set(domain, (counts.get(domain) ?? 0) + n);
  }
  return { by, lines, invalid, counts };
}

/**
 * Count a stream of UTF-8 lines of URI references (LF or CRLF, a BOM at the start skipped) by host, scheme, host
 * kind, port, error code or registrable domain, batch by batch on the calling thread, in WebAssembly where it runs (the
 * count module, as `countFile`'s workers) and else from the JavaScript scan rows (no row objects); memory stays flat.
 * The counts are those `countFile` gives for the same bytes.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export async function countStream(source: ByteSource, options: CountStreamOptions): Promise<FileCounts> {
  if (typeof options !== "object" || options === null) throw new TypeError("countStream: expected an options object with by");
  const by = options.by;
  const domainOf = await countingBy(by, "countStream");
  const counter = await loadCounter(options.engine ?? "auto", by);
  const batcher = new LineBatcher(options.batchBytes);
  const add = (batch: ReturnType<LineBatcher["end"]>): void => {
    if (batch !== undefined) counter.count(batch.bytes, batch.skipBom ? bomLength(batch.bytes) : 0, batch.bytes.length);
  };
  for await (const chunk of chunksOf(source)) add(batcher.push(chunk));
  add(batcher.end());
  const snapshot = counter.snapshot();
  const byKey = new Map<string | undefined, number>();
  mergeSnapshot(byKey, snapshot);
  return finishCounts(by, snapshot.lines, snapshot.invalid, byKey, domainOf);
}
