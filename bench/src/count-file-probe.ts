// Child process of the cores suite: count FILE by KEY with countFile on N worker threads ("default": countFile's own
// choice) and print one JSON line: lines, invalid, distinct keys, the top key, and an order-free checksum of the
// counts (the same for every worker count, checked by the suite), and `workers`: the worker threads countFile starts
// for these options, as `scanFileWorkers` tells (countFile sizes its pool with it; 0: the main thread alone).
// Usage: node dist/count-file-probe.js FILE WORKERS KEY
import { countFile, scanFileWorkers, type CountBy } from "@urikit/scanner/node";

const [file, workersText, by] = process.argv.slice(2);
if (file === undefined || workersText === undefined || by === undefined) throw new Error("usage: count-file-probe FILE WORKERS KEY");
const options = workersText === "default" ? {} : { workers: Number(workersText) };
const workers = scanFileWorkers(file, options);
const counts = await countFile(file, { by: by as CountBy, ...options });
let checksum = 0;
let top: [string | undefined, number] = [undefined, -1];
for (const [key, n] of counts.counts) {
  let h = n;
  for (const ch of key ?? "\0") h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  checksum = (checksum + h) | 0;
  if (n > top[1]) top = [key, n];
}
process.stdout.write(JSON.stringify({ lines: counts.lines, invalid: counts.invalid, keys: counts.counts.size, top, checksum, workers }) + "\n");
