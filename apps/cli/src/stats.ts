// Counters for the summary `urikit` prints at the end: lines, validity, and with --stats the counts by scheme,
// by host kind and by error code.
import type { ScanResult } from "@urikit/uri";
import { now } from "./clock.js";

export class Stats {
  lines = 0;
  valid = 0;
  bytes = 0;
  readonly bySchemes = new Map<string, number>();
  readonly byHostKind = new Map<string, number>();
  readonly byErrorCode = new Map<string, number>();
  readonly started = now();
  /** Milliseconds spent waiting for scanned batches (reading plus scanning; the rest is writing rows). */
  scanMs = 0;
  /** Worker threads that scanned each input, in order (0: the main thread alone). */
  readonly threads: number[] = [];

  get invalid(): number {
    return this.lines - this.valid;
  }

  count(map: Map<string, number>, key: string): void {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  /** The one-line summary. */
  summary(label: string): string {
    const seconds = (now() - this.started) / 1000;
    const rate = seconds > 0 ? this.lines / seconds : 0;
    const mb = this.bytes / 1e6;
    const scanSeconds = this.scanMs / 1000;
    const scan = scanSeconds > 0 ? `; read+scan alone ${formatRate(this.lines / scanSeconds)} lines/s, ${(mb / scanSeconds).toFixed(0)} MB/s` : "";
    return (
      `${label}: ${this.lines} lines, ${this.valid} valid, ${this.invalid} invalid, ${mb.toFixed(1)} MB in ${seconds.toFixed(2)} s${threadsText(this.threads)} ` +
      `(${formatRate(rate)} lines/s, ${(mb / Math.max(seconds, 1e-9)).toFixed(0)} MB/s${scan})`
    );
  }

  /** The --stats breakdown, one table per key. */
  details(): string {
    const table = (title: string, map: Map<string, number>): string => {
      if (map.size === 0) return `${title}: none`;
      const rows = [...map].sort((a, b) => b[1] - a[1]);
      return `${title}:\n` + rows.map(([k, v]) => `  ${String(v).padStart(10)}  ${k}`).join("\n");
    };
    return [table("by scheme", this.bySchemes), table("by host kind", this.byHostKind), table("by error code", this.byErrorCode)].join("\n");
  }
}

/** " on the main thread", " on 2 worker threads", " on the main thread or 2 worker threads (by input)"; "" for no input. */
export function threadsText(threads: readonly number[]): string {
  const kinds = [...new Set(threads)].sort((a, b) => a - b).map((n) => (n === 0 ? "the main thread" : n === 1 ? "1 worker thread" : `${n} worker threads`));
  return kinds.length === 0 ? "" : ` on ${kinds.join(" or ")}${kinds.length > 1 ? " (by input)" : ""}`;
}

/** 12345678 → "12.3 M". */
export function formatRate(perSecond: number): string {
  if (perSecond >= 1e6) return (perSecond / 1e6).toFixed(1) + " M";
  if (perSecond >= 1e3) return (perSecond / 1e3).toFixed(1) + " k";
  return perSecond.toFixed(0);
}

/** Count line `i` of `result` (by scheme, host kind and error code too when `detailed`); returns its validity. */
export function countLine(stats: Stats, result: ScanResult, i: number, detailed: boolean): boolean {
  stats.lines++;
  const valid = result.isValid(i);
  if (valid) stats.valid++;
  if (detailed) {
    if (valid) {
      stats.count(stats.bySchemes, result.component(i, "scheme")?.toLowerCase() ?? "(relative)");
      stats.count(stats.byHostKind, result.hostKind(i) ?? "(no authority)");
    } else {
      stats.count(stats.byErrorCode, result.error(i)!.code);
    }
  }
  return valid;
}

/** The counts of a Stats as plain data (to cross from a worker thread). */
export interface StatsCounts {
  lines: number;
  valid: number;
  bySchemes: [string, number][];
  byHostKind: [string, number][];
  byErrorCode: [string, number][];
}

/** `stats`'s counts as plain data. */
export function statsCounts(stats: Stats): StatsCounts {
  return { lines: stats.lines, valid: stats.valid, bySchemes: [...stats.bySchemes], byHostKind: [...stats.byHostKind], byErrorCode: [...stats.byErrorCode] };
}

/** Add counts (from a worker) into `stats`. */
export function addCounts(stats: Stats, counts: StatsCounts): void {
  stats.lines += counts.lines;
  stats.valid += counts.valid;
  for (const [key, n] of counts.bySchemes) stats.bySchemes.set(key, (stats.bySchemes.get(key) ?? 0) + n);
  for (const [key, n] of counts.byHostKind) stats.byHostKind.set(key, (stats.byHostKind.get(key) ?? 0) + n);
  for (const [key, n] of counts.byErrorCode) stats.byErrorCode.set(key, (stats.byErrorCode.get(key) ?? 0) + n);
}
