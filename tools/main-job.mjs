// The README's main job, until the bulk scanner lands (issue #4): parse every line of the real URL lists shipped in
// bench/data with @urikit/uri `parse`, and print counts, rejections by error code and throughput.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { UriError, parse } from "@urikit/uri";

const files = process.argv.length > 2 ? process.argv.slice(2) : ["bench/data/kasztp.txt", "bench/data/node_files.txt", "bench/data/isaacs_files.txt"];
for (const file of files) {
  let text = readFileSync(file, "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const byCode = new Map();
  const examples = [];
  let valid = 0;
  const started = performance.now();
  for (let n = 0; n < lines.length; n++) {
    try {
      parse(lines[n]);
      valid++;
    } catch (e) {
      if (!UriError.is(e)) throw e;
      byCode.set(e.code, (byCode.get(e.code) ?? 0) + 1);
      if (examples.length < 3) examples.push(`  line ${n + 1}: ${e.message}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const bytes = Buffer.byteLength(text);
  console.log(`${file}: ${lines.length} lines, ${valid} valid (${((100 * valid) / lines.length).toFixed(2)}%), ${lines.length - valid} invalid`);
  for (const [code, count] of byCode) console.log(`  ${code}: ${count}`);
  for (const line of examples) console.log(line);
  console.log(`  ${(lines.length / seconds / 1e6).toFixed(2)} M URIs/s, ${(bytes / seconds / 1e6).toFixed(1)} MB/s (single pass, cold)`);
}
