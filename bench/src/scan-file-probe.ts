// Child process of the columnar suite: scan FILE with scanFile on N worker threads, check that rows come back
// complete and in order, and print one JSON line: lines, valid, a checksum of every row in order, peak RSS.
// Usage: node dist/scan-file-probe.js FILE WORKERS
import { scanFile } from "@urikit/scanner/node";

const [file, workersText] = process.argv.slice(2);
if (file === undefined || workersText === undefined) throw new Error("usage: scan-file-probe FILE WORKERS");
let lines = 0;
let valid = 0;
let checksum = 0;
for await (const result of scanFile(file, { workers: Number(workersText) })) {
  if (result.firstLine !== lines) throw new Error(`batch starts at line ${result.firstLine}, expected ${lines}: out of order`);
  const rows = result.offsets;
  for (let i = 0; i < result.length; i++) {
    lines++;
    if (result.isValid(i)) valid++;
    // Order-sensitive: every slot of every row, mixed with the running sum.
    for (let k = i * 17; k < i * 17 + 17; k++) checksum = (Math.imul(checksum, 31) + rows[k]!) | 0;
  }
}
process.stdout.write(JSON.stringify({ lines, valid, checksum, maxRssMB: process.resourceUsage().maxRSS / 1024 }) + "\n");
