// The map module of `urikit normalize | resolve | relativize --workers N` (run by mapFile of @urikit/uri/node in each
// worker thread): transforms the lines of the batch its worker just scanned, so that the main thread only writes
// the output bytes and the reports in order. The line code is transform-rows.ts, the same the main thread runs.
import type { ScanResult } from "@urikit/uri";
import type { MappedValue } from "@urikit/uri/node";
import { Stats, statsCounts, type StatsCounts } from "./stats.js";
import { lineTransform, transformRows, type TransformRowOptions } from "./transform-rows.js";

/** What a worker sends back for a batch: the output lines as bytes, the reports for stderr, and the counts. */
export interface TransformBatch {
  bytes: Uint8Array;
  reports: string;
  failed: number;
  counts: StatsCounts;
}

const encoder = new TextEncoder();
let cached: { options: TransformRowOptions; apply: (text: string) => string } | undefined;

/** Transform the lines of one batch (mapFile calls this in the worker that scanned it, with `firstLine` set). */
export default function transformBatch(result: ScanResult, options: TransformRowOptions): MappedValue {
  // INVARIANT: a worker gets one options object for all its batches (mapFile's `data`), so the function is built once.
  if (cached?.options !== options) cached = { options, apply: lineTransform(options.spec) };
  const stats = new Stats();
  const lines: string[] = [];
  const reports: string[] = [];
  const failed = transformRows(result, options, cached.apply, stats, { line: (text) => lines.push(text) }, (text) => reports.push(text));
  const bytes = encoder.encode(lines.length === 0 ? "" : lines.join("\n") + "\n");
  const value: TransformBatch = { bytes, reports: reports.join(""), failed, counts: statsCounts(stats) };
  return { value, transfer: [bytes.buffer as ArrayBuffer] };
}
