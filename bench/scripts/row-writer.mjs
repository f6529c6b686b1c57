// The row program of `urikit split` against a plain row writer, on the same rows in one process: the decision
// "keep the row program only if it is at least 1.5x the plain writer". Each argument is a built apps/cli/dist of
// one variant (build a commit's CLI with `tsc -p apps/cli/tsconfig.json --outDir DIR/dist`, with DIR/package.json
// and DIR/node_modules -> apps/cli/node_modules beside it). Rounds interleave the variants, so that a loaded
// machine slows both alike; the figure is the median of the rounds' ns per row, and the ratio is taken per round.
//   node bench/scripts/row-writer.mjs OLD_DIST NEW_DIST [FILE]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createRequire } from "node:module";

const [oldDist, newDist, file = new URL("../data/kasztp.txt", import.meta.url).pathname] = process.argv.slice(2);
if (oldDist === undefined || newDist === undefined) throw new Error("usage: row-writer.mjs OLD_DIST NEW_DIST [FILE]");
const load = (dist) => import(pathToFileURL(`${dist}/split-rows.js`).href);
const variants = [
  { name: "old", ...(await load(oldDist)) },
  { name: "new", ...(await load(newDist)) },
];
const require = createRequire(`${newDist}/`);
const { createScanner } = await import(pathToFileURL(require.resolve("@urikit/uri")).href);
const { Stats } = await import(pathToFileURL(`${newDist}/stats.js`).href);
const scanner = await createScanner({ engine: "js" });
const bytes = readFileSync(file);
const result = scanner.scan(bytes);
const ALL = ["line", "valid", "scheme", "userinfo", "host", "port", "path", "query", "fragment", "host_kind", "error_code", "error_index", "error_message"];
const cases = [
  { label: "tsv, default fields", format: "tsv", fields: ALL },
  { label: "csv, default fields", format: "csv", fields: ALL },
  { label: "ndjson, default fields", format: "ndjson", fields: ALL },
  { label: "tsv, line,host", format: "tsv", fields: ["line", "host"] },
];
const rounds = Number(process.env.ROUNDS ?? 15);
const passes = 5; // per round and variant: rows of the whole file, `passes` times
const sink = [];
console.log(`${file}: ${result.length} lines; ${rounds} rounds x ${passes} passes per variant, interleaved`);
console.log("| rows | row program (old) ns/row | plain writer (new) ns/row | old speed / new speed (median of rounds) |");
console.log("| --- | ---: | ---: | ---: |");
for (const c of cases) {
  const options = { format: c.format, fields: c.fields, absent: "", lineOffset: 0, repair: false, stats: false, name: file };
  const writers = variants.map((v) => ({ name: v.name, block: new v.TextRowBlock(options) }));
  const times = { old: [], new: [] };
  const ratios = [];
  for (let r = -2; r < rounds; r++) {
    const order = r % 2 === 0 ? writers : [...writers].reverse();
    const round = {};
    for (const w of order) {
      const started = process.hrtime.bigint();
      for (let p = 0; p < passes; p++) {
        w.block.rows(result, new Stats(), false);
        sink.push(w.block.view().length);
        w.block.reset();
      }
      round[w.name] = Number(process.hrtime.bigint() - started) / (passes * result.length);
    }
    if (r < 0) continue; // warm-up
    times.old.push(round.old);
    times.new.push(round.new);
    ratios.push(round.new / round.old);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  console.log(`| ${c.label} | ${median(times.old).toFixed(0)} | ${median(times.new).toFixed(0)} | ${median(ratios).toFixed(2)}x |`);
  // Same bytes out, or the comparison means nothing.
  const out = writers.map((w) => {
    w.block.rows(result, new Stats(), false);
    const copy = Buffer.from(w.block.view());
    w.block.reset();
    return copy;
  });
  if (!out[0].equals(out[1])) throw new Error(`${c.label}: the variants write different bytes`);
}
if (sink.length === 0) console.log("");
