// `urikit extract`: the URIs in text files (RFC 3986 Appendix C, rfc2396bis Appendices E and F), one row per URI,
// streamed: a file of any size runs in flat memory.
import { createReadStream, statSync } from "node:fs";
import { findUrisStream } from "@urikit/uri";
import type { Output } from "./commands.js";
import { Progress } from "./progress.js";
import { RecordWriter } from "./record-rows.js";
import type { RowFormat } from "./row-format.js";

export const EXTRACT_FIELDS = ["file", "line", "column", "start", "end", "delimiter", "uri", "abbreviated", "hyphen_break"] as const;

export interface ExtractOptions {
  format: RowFormat;
  header: boolean;
  abbreviated: boolean;
  progress: boolean;
  out: Output;
  err: NodeJS.WriteStream;
}

/** Bytes read so far from a stream of chunks, for the progress bar. */
export async function* counted(source: AsyncIterable<Uint8Array>, onBytes: (n: number) => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}

/** Run `urikit extract` over `files` ("-" is stdin); exit 0 when some URI was found, 1 when none (as grep does). */
export async function extract(files: readonly string[], options: ExtractOptions): Promise<number> {
  const sizes = files.map((file) => (file === "-" ? undefined : statSync(file).size)); // unreadable input fails before output
  const writer = new RecordWriter(options.out, options.format, EXTRACT_FIELDS, { header: options.header, absent: "" });
  const started = performance.now();
  let found = 0;
  let bytes = 0;
  const byDelimiter = { angle: 0, quote: 0, none: 0 };
  for (let f = 0; f < files.length; f++) {
    const file = files[f];
    const name = file === "-" ? "<stdin>" : file;
    const progress = new Progress(options.err, sizes[f], options.progress);
    let read = 0;
    const source = file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 });
    const chunks = counted(source, (n) => {
      read += n;
    });
    for await (const match of findUrisStream(chunks, { abbreviated: options.abbreviated, lineNumbers: true })) {
      found++;
      byDelimiter[match.delimiter]++;
      progress.clear(); // no row glued to the bar on a terminal
      writer.row([name, match.line, match.column, match.start, match.end, match.delimiter, match.uri, match.abbreviated === true, match.hyphenBreak === true]);
      progress.update(read, found);
    }
    progress.done();
    bytes += read;
  }
  writer.flush();
  const seconds = (performance.now() - started) / 1000;
  options.err.write(
    `extract: ${found} URIs (${byDelimiter.angle} in <…>, ${byDelimiter.quote} in "…", ${byDelimiter.none} bare) in ${files.length} ` +
      `${files.length === 1 ? "file" : "files"}, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(bytes / 1e6 / Math.max(seconds, 1e-6)).toFixed(0)} MB/s)\n`,
  );
  return found > 0 ? 0 : 1;
}
