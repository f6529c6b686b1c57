import { Table, type RecordBatch } from "apache-arrow";
import type { ScanResult } from "@urikit/scanner";
import { ColumnarEncoder } from "./columnar-encoder.js";
import type { ColumnarBatch, ColumnarOptions } from "./columns.js";

/**
 * The lines of a {@link ScanResult} as one Arrow record batch, a row per line in order: `line` (uint64, 1-based),
 * `valid`, the components (utf8, null when absent, `""` when empty), `host_kind`, `error_code`, `error_index`,
 * `error_message`, and optionally `file`, `source` and `repaired` (from a {@link ColumnarBatch}).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function toRecordBatch(result: ScanResult | ColumnarBatch, options: ColumnarOptions = {}): RecordBatch {
  return new ColumnarEncoder(options).encode(result);
}

/**
 * The lines of a {@link ScanResult} as an Arrow table of one batch (see {@link toRecordBatch}).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function toArrow(result: ScanResult | ColumnarBatch, options: ColumnarOptions = {}): Table {
  return new Table([toRecordBatch(result, options)]);
}
