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
const LINE_FEED = new Uint8Array([0x0a]);
let cached: { options: TransformRowOptions; apply: ReturnType<typeof lineTransform> } | undefined;

/** Transform the lines of one batch (mapFile calls this in the worker that scanned it, with `firstLine` set). */
export default function transformBatch(result: ScanResult, options: TransformRowOptions): MappedValue {
  // INVARIANT: a worker gets one options object for all its batches (mapFile's `data`), so the function is built once.
  if (cached?.options !== options) cached = { options, apply: lineTransform(options.spec) };
  const stats = new Stats();
  const chunks: Uint8Array[] = [];
  let lines: string[] = [];
  const flushLines = (): void => {
    if (lines.length > 0) chunks.push(encoder.encode(lines.join("\n") + "\n"));
    lines = [];
  };
  const reports: string[] = [];
  const sink = {
    line: (text: string) => void lines.push(text),
    lineBytes: (raw: Uint8Array) => {
      flushLines();
      chunks.push(raw.slice(), LINE_FEED);
    },
  };
  const failed = transformRows(result, options, cached.apply, stats, sink, (text) => reports.push(text));
  flushLines();
  const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  const value: TransformBatch = { bytes, reports: reports.join(""), failed, counts: statsCounts(stats) };
  // A Buffer may sit in Node's shared pool: transfer only an ArrayBuffer that the bytes fill alone.
  return { value, transfer: bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [] };
}
