// Child process of the columnar suite: scan FILE with scanFile on N worker threads, check that rows come back
// complete and in order, and print one JSON line: lines, valid, a sampled order-sensitive checksum, peak RSS.
// The check is kept cheap so that the main thread stays nearly idle and the workers are what is measured: every
// row is counted (and its validity read), every batch must start at the line after the previous one and at a byte
// offset after it, and every 61st row (by global line number, so the sample does not depend on how the file is
// cut) has all its slots and its byte range mixed into the checksum. Full row equality between worker counts is
// proved by packages/scanner/test/scan-file.test.ts.
// The probe keeps nothing of a result past its turn, so it scans with `reuse` (each result's arrays are scanned into
// again once the loop moves on), as a bulk caller that keeps nothing would.
// `workers` in the line is the number of worker threads the scan started, as scanFile's own `scanFileWorkers` tells
// (0: the main thread alone): what "default" resolved to on this machine and file.
// Usage: node dist/scan-file-probe.js FILE WORKERS   (WORKERS "default": scanFile's own choice)
import { ERROR_CODE, OFFSET_SLOTS as SLOTS } from "@urikit/core/offsets";
import { scanFile, scanFileWorkers, type ScanFileOptions } from "@urikit/scanner/node";

const SAMPLE = 61;
const [file, workersText] = process.argv.slice(2);
if (file === undefined || workersText === undefined) throw new Error("usage: scan-file-probe FILE WORKERS");
let lines = 0;
let valid = 0;
let checksum = 0;
let byteEnd = 0;
const options: ScanFileOptions = workersText === "default" ? {} : { workers: Number(workersText) };
const workers = scanFileWorkers(file, options);
for await (const result of scanFile(file, { ...options, reuse: true })) {
  if (result.firstLine !== lines) throw new Error(`batch starts at line ${result.firstLine}, expected ${lines}: out of order`);
  if (result.byteOffset < byteEnd) throw new Error(`batch starts at byte ${result.byteOffset}, before the end of the last one (${byteEnd})`);
  byteEnd = result.byteOffset + result.bytes.length;
  const rows = result.offsets;
  const n = result.length;
  for (let i = 0; i < n; i++) if (rows[i * SLOTS + ERROR_CODE] === 0) valid++;
  for (let i = (SAMPLE - (lines % SAMPLE)) % SAMPLE; i < n; i += SAMPLE) {
    const [start, end] = result.lineRange(i);
    checksum = (Math.imul(checksum, 31) + start) | 0;
    checksum = (Math.imul(checksum, 31) + end) | 0;
    for (let k = i * SLOTS; k < i * SLOTS + SLOTS; k++) checksum = (Math.imul(checksum, 31) + rows[k]!) | 0;
  }
  lines += n;
}
process.stdout.write(JSON.stringify({ lines, valid, checksum, workers, maxRssMB: process.resourceUsage().maxRSS / 1024 }) + "\n");
