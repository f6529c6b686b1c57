import { ScanResult } from "@urikit/scanner";

/** What the writers take: the batches of `scanStream` or `scanFile`, or any (async) iterable of results. */
export type ScanResults = AsyncIterable<ScanResult> | Iterable<ScanResult>;

/** An iterator over `results` that yields at least one result (an empty one for no input: the schema is still written). @internal */
export async function* atLeastOne(results: ScanResults): AsyncGenerator<ScanResult> {
  let any = false;
  for await (const result of results) {
    // Structural, not instanceof: two installed copies of @urikit/scanner give results of two ScanResult classes.
    const r = result as Partial<ScanResult> | null;
    if (typeof r !== "object" || r === null || !(r.offsets instanceof Int32Array) || !(r.ranges instanceof Int32Array) || !(r.bytes instanceof Uint8Array)) {
      throw new TypeError("@urikit/columnar: expected ScanResult batches (from scanStream or scanFile)");
    }
    any = true;
    yield result;
  }
  if (!any) yield new ScanResult({ bytes: new Uint8Array(0), rows: new Int32Array(0), ranges: new Int32Array(0), count: 0 });
}
