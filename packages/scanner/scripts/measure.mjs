#!/usr/bin/env node
// Quick local throughput measurement (not a test, not the formal bench): for each URL list in bench/data, scan the
// whole file with every engine and parse every line with `new URL()`, 5 runs each, and print the median URIs/s and
// MB/s. Run after `npm run build:wasm && npm run build` in packages/scanner:  node scripts/measure.mjs [runs]
import { readFileSync } from "node:fs";
import { createScanner } from "../dist/index.js";

const runs = Number(process.argv[2] ?? 5);
const files = ["kasztp.txt", "node_files.txt", "isaacs_files.txt"];
const engines = ["wasm-simd", "wasm", "js"];
let sink = 0;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

/** Repeat `fn` until ≥ 200 ms have passed; return seconds per call. */
function time(fn) {
  fn(); // warm-up
  let calls = 0;
  const start = process.hrtime.bigint();
  let elapsed;
  do {
    fn();
    calls++;
    elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  } while (elapsed < 0.2);
  return elapsed / calls;
}

const scanners = {};
for (const engine of engines) scanners[engine] = await createScanner({ engine });

console.log(`node ${process.version}, median of ${runs} runs`);
console.log("file                 engine          URIs/s        MB/s");
for (const file of files) {
  const bytes = readFileSync(new URL(`../../../bench/data/${file}`, import.meta.url));
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  const row = (name, seconds) =>
    console.log(
      `${file.padEnd(20)} ${name.padEnd(14)} ${(lines.length / seconds / 1e6).toFixed(2).padStart(7)} M ${(bytes.length / seconds / 1e6).toFixed(0).padStart(9)}`,
    );
  for (const engine of engines) {
    const scanner = scanners[engine];
    row(engine, median(Array.from({ length: runs }, () => time(() => (sink += scanner.scan(bytes).length)))));
  }
  row("wasm-simd str[]", median(Array.from({ length: runs }, () => time(() => (sink += scanners["wasm-simd"].scan(lines).length)))));
  row("new URL()", median(Array.from({ length: runs }, () => time(() => {
    for (const line of lines) {
      try {
        sink += new URL(line).href.length;
      } catch {
        sink++;
      }
    }
  }))));
}
if (sink === 0) console.log("");
