// The README's main job, in two parts.
// 1. Bulk-split the real URL lists shipped in bench/data with the `urikit` CLI, rows to /dev/null, and print what it
//    found (counts by scheme, host kind, error code) and how fast. `urikit split` exits 1 when some line is invalid
//    (kasztp.txt has 341 such lines), which is the expected finding here, not a failure.
// 2. The same lines, repeated in memory until warm-up no longer weighs (REPEAT times, about 1.5 M lines per pass),
//    split by urikit's scanner over the bytes (one `scan` call per copy of the lists, 5.5 MB each) and by Node's
//    `new URL()` line by line, in this one process: both throughputs and their ratio, so a newcomer sees how urikit
//    compares on this machine today. Each contender gets one untimed warm-up pass first, then TIMED_PASSES timed
//    passes; the median pass counts.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";

const files = ["bench/data/kasztp.txt", "bench/data/node_files.txt", "bench/data/isaacs_files.txt"];
const args = ["apps/cli/dist/main.cjs", "split", "--stats", "-o", "/dev/null", ...files];
console.log(`urikit split --stats -o /dev/null ${files.join(" ")}`);
const { status } = spawnSync(process.execPath, args, { stdio: "inherit" });
if (status !== 0 && status !== 1) process.exit(status ?? 1);

const REPEAT = 16;
const TIMED_PASSES = 3;
const { createScanner } = await import(new URL("../packages/uri/dist/index.js", import.meta.url).href);

const lines = [];
for (const file of files) {
  let text = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  for (const line of text.split("\n")) if (line.length > 0) lines.push(line.endsWith("\r") ? line.slice(0, -1) : line);
}
const all = [];
for (let k = 0; k < REPEAT; k++) all.push(...lines);
const copies = Array.from({ length: REPEAT }, () => new TextEncoder().encode(lines.join("\n")));
const totalBytes = copies.reduce((n, b) => n + b.length, 0);
const scanner = await createScanner();

/** Median time in ms of TIMED_PASSES calls of `pass` after one untimed warm-up call; `pass` returns its valid count. */
function measure(pass) {
  let valid = pass();
  const times = [];
  for (let k = 0; k < TIMED_PASSES; k++) {
    const t0 = performance.now();
    valid = pass();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[times.length >> 1], valid };
}

const urikit = measure(() => {
  let valid = 0;
  for (const bytes of copies) {
    const result = scanner.scan(bytes);
    for (let i = 0; i < result.length; i++) if (result.isValid(i)) valid++;
  }
  return valid;
});
const nodeUrl = measure(() => {
  let valid = 0;
  for (let i = 0; i < all.length; i++) {
    try {
      new URL(all[i]);
      valid++;
    } catch {
      // not a URL for WHATWG
    }
  }
  return valid;
});

const mb = totalBytes / 1e6;
const row = (name, r) =>
  `${name.padEnd(36)} ${r.ms.toFixed(0).padStart(6)} ms  ${(all.length / r.ms / 1e3).toFixed(2).padStart(6)} M URIs/s  ${(mb / (r.ms / 1e3)).toFixed(0).padStart(5)} MB/s  ${String(r.valid).padStart(9)} accepted`;
console.log("");
console.log(
  `Same lines in this process: ${files.length} lists × ${REPEAT} = ${all.length.toLocaleString("en")} lines, ${mb.toFixed(0)} MB; ` +
    `median of ${TIMED_PASSES} passes after a warm-up pass (Node ${process.version}, ${cpus()[0]?.model.trim() ?? "unknown CPU"})`,
);
console.log(row(`urikit scanner (${scanner.engine}), bytes in`, urikit));
console.log(row("new URL() per line, try/catch", nodeUrl));
console.log(`urikit is ${(nodeUrl.ms / urikit.ms).toFixed(1)}× new URL() on these lines (RFC 3986 rejects what WHATWG repairs: the accepted counts differ)`);
