// The `error_message` cell of `split --format parquet|arrow|arrows`, shared by the main thread and the columnar
// workers (columnar-worker.ts), so that a row says the same whichever thread encoded it.
import type { ScanResult } from "@urikit/scanner";
import { OFFSET_SLOTS } from "@urikit/core/offsets";
import { rowErrorMessage } from "./messages.js";

/** The `error_message` of invalid line `i`, worded as in TSV rows (invisible characters named, invalid UTF-8 shown). */
export function columnarErrorMessage(result: ScanResult, i: number): string {
  const start = result.ranges[2 * i];
  const end = result.ranges[2 * i + 1];
  const text = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength).toString("utf8", start, end);
  return rowErrorMessage(text, result.offsets, i * OFFSET_SLOTS, result.bytes, start, end);
}
