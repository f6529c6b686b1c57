import { ScanResult } from "@urikit/scanner";
import type { ColumnarBatch } from "./columns.js";

/** What the writers take: the batches of `scanStream` or `scanFile` (or {@link ColumnarBatch}es), in any (async) iterable. */
export type ScanResults = AsyncIterable<ScanResult | ColumnarBatch> | Iterable<ScanResult | ColumnarBatch>;

/** Structural, not instanceof: two installed copies of @urikit/scanner give results of two ScanResult classes. */
function isScanResult(value: unknown): value is ScanResult {
  const r = value as Partial<ScanResult> | null;
  return typeof r === "object" && r !== null && r.offsets instanceof Int32Array && r.ranges instanceof Int32Array && r.bytes instanceof Uint8Array;
}

/** `value` as a {@link ColumnarBatch}, checked; a `TypeError` for anything else. @internal */
export function toBatch(value: unknown): ColumnarBatch {
  if (isScanResult(value)) return { result: value };
  const batch = value as Partial<ColumnarBatch> | null;
  if (typeof batch !== "object" || batch === null || !isScanResult(batch.result)) {
    throw new TypeError("@urikit/columnar: expected ScanResult batches (from scanStream or scanFile) or { result, file?, source?, repaired? }");
  }
  const n = batch.result.length;
  if (batch.file !== undefined && typeof batch.file !== "string") throw new TypeError("@urikit/columnar: a batch's file must be a string");
  if (batch.source !== undefined && !(isScanResult(batch.source) && batch.source.length === n)) {
    throw new TypeError("@urikit/columnar: a batch's source must be a ScanResult with as many lines as its result");
  }
  if (batch.repaired !== undefined && !(batch.repaired instanceof Uint8Array && batch.repaired.length === n)) {
    throw new TypeError("@urikit/columnar: a batch's repaired must be a Uint8Array with one entry per line");
  }
  return batch as ColumnarBatch;
}

/** A batch of no lines: what an empty input writes, so that the schema is still written. @internal */
export function emptyBatch(): ColumnarBatch {
  return { result: new ScanResult({ bytes: new Uint8Array(0), rows: new Int32Array(0), ranges: new Int32Array(0), count: 0 }) };
}

/** An iterator over `results` that yields at least one batch (an empty one for no input: the schema is still written). @internal */
export async function* atLeastOne(results: ScanResults): AsyncGenerator<ColumnarBatch> {
  let any = false;
  for await (const value of results) {
    const batch = toBatch(value);
    any = true;
    yield batch;
  }
  if (!any) yield emptyBatch();
}
