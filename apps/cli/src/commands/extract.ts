// `urikit extract`: the URIs in text files (RFC 3986 Appendix C, rfc2396bis Appendices E and F), one row per URI,
// streamed: a file of any size runs in flat memory.
import { createReadStream, statSync } from "node:fs";
import { findUrisStream } from "@urikit/uri";
import { defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { NO_HEADER, NO_PROGRESS, OUTPUT, TEXT_FORMAT } from "../options.js";
import type { Output } from "../output.js";
import { Progress } from "../progress.js";
import { counted } from "../input.js";
import { RecordWriter } from "../record-rows.js";
import type { RowFormat } from "../row-format.js";
import { now } from "../clock.js";
import { InvalidUtf8 } from "../invalid-utf8.js";

export const extractCommand = defineCommand({
  name: "extract",
  summary: "find the URIs in text (RFC 3986 Appendix C): one row per URI with its file, line and column",
  description: `Finds the URIs in text files as RFC 3986 Appendix C delimits them: inside <...> (whitespace and a "URL:" prefix
removed, so a URI wrapped over lines is found whole), inside "...", and bare (scheme://..., mailto:, urn:, news:,
tel:) with trailing punctuation and unopened brackets trimmed. Every URI found is valid by RFC 3986. One row per
URI: file, line, column (1-based; columns count UTF-16 code units), start, end (UTF-16 offsets in the file's
text), delimiter (angle, quote, none), uri, abbreviated, hyphen_break (a line break followed a hyphen inside <...>:
the hyphen was kept but may not belong). Files are UTF-8 (a BOM skipped), or UTF-16 when they start with a byte order
mark; each invalid UTF-8 sequence reads as U+FFFD (which no URI or IRI may hold) and is reported on stderr with
its byte offset and counted. Streams: a file of any size runs in flat memory.
Exit codes: 0 some URI found, 1 none found, 2 wrong usage, 3 input not readable, 4 output not writable.`,
  options: {
    abbreviated: { type: "boolean", help: "also find www.host.domain/... (draft rfc2396bis Appendix F), as http:// URIs" },
    format: TEXT_FORMAT,
    "no-header": NO_HEADER,
    "no-progress": NO_PROGRESS,
    output: OUTPUT,
  },
  arguments: { name: "FILE", stdin: true },
  run(call) {
    const { values, files } = call;
    const out = call.open(files);
    return extract(files, { format: values.format, header: !values["no-header"], abbreviated: values.abbreviated, progress: !values["no-progress"], out, err: call.err });
  },
});

export const EXTRACT_FIELDS = ["file", "line", "column", "start", "end", "delimiter", "uri", "abbreviated", "hyphen_break"] as const;

export interface ExtractOptions {
  format: RowFormat;
  header: boolean;
  abbreviated: boolean;
  progress: boolean;
  out: Output;
  err: NodeJS.WriteStream;
}

/**
 * The text of a file that starts with a UTF-16 byte order mark (FF FE little-endian, FE FF big-endian), decoded by
 * TextDecoder in streaming mode; any other file's bytes as they are (UTF-8, whose BOM findUrisStream drops), written
 * to `invalid` on the way to find its invalid sequences.
 */
export async function* utf16Text(chunks: AsyncIterable<Uint8Array>, invalid?: InvalidUtf8): AsyncGenerator<Uint8Array | string> {
  let decoder: { decode(input?: Uint8Array, options?: { stream: boolean }): string } | undefined;
  let first = true;
  let head: Uint8Array | undefined; // a first chunk of one byte, held until the second says whether it is a BOM
  for await (let chunk of chunks) {
    if (head !== undefined) {
      chunk = Buffer.concat([head, chunk]);
      head = undefined;
    }
    if (first) {
      if (chunk.length < 2) {
        head = chunk;
        continue;
      }
      first = false;
      const le = chunk[0] === 0xff && chunk[1] === 0xfe;
      const be = chunk[0] === 0xfe && chunk[1] === 0xff;
      if (le || be) decoder = new TextDecoder(le ? "utf-16le" : "utf-16be"); // drops the BOM
    }
    if (decoder === undefined) {
      invalid?.write(chunk);
      yield chunk;
    } else yield decoder.decode(chunk, { stream: true });
  }
  if (head !== undefined) {
    invalid?.write(head);
    yield head;
  }
  if (decoder !== undefined) yield decoder.decode();
  invalid?.end();
}

/** Run `urikit extract` over `files` ("-" is stdin); exit 0 when some URI was found, 1 when none (as grep does). */
async function extract(files: readonly string[], options: ExtractOptions): Promise<number> {
  const sizes = files.map((file) => (file === "-" ? undefined : statSync(file).size)); // unreadable input fails before output
  const writer = new RecordWriter(options.out, options.format, EXTRACT_FIELDS, { header: options.header, absent: "" });
  const started = now();
  let found = 0;
  let bytes = 0;
  let invalidSequences = 0;
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
    const invalid = new InvalidUtf8();
    for await (const match of findUrisStream(utf16Text(chunks, invalid), { abbreviated: options.abbreviated, lineNumbers: true })) {
      found++;
      byDelimiter[match.delimiter]++;
      progress.clear(); // no row glued to the bar on a terminal
      writer.row([name, match.line, match.column, match.start, match.end, match.delimiter, match.uri, match.abbreviated === true, match.hyphenBreak === true]);
      progress.update(read, found);
      if (options.out.backlogged) await options.out.drained();
    }
    progress.done();
    bytes += read;
    if (invalid.count > 0) {
      invalidSequences += invalid.count;
      const shown = invalid.first.map((s) => `byte ${s.byteOffset}${s.length > 1 ? ` (${s.length} bytes)` : ""}`).join(", ");
      const more = invalid.count > invalid.first.length ? `, …` : "";
      options.err.write(
        `urikit extract: ${name}: ${invalid.count} invalid UTF-8 ${invalid.count === 1 ? "sequence" : "sequences"} at ${shown}${more}: each reads as U+FFFD, which no URI or IRI may hold: a URI there is missed or cut\n`,
      );
    }
  }
  writer.flush();
  const seconds = (now() - started) / 1000;
  options.err.write(
    `extract: ${found} URIs (${byDelimiter.angle} in <…>, ${byDelimiter.quote} in "…", ${byDelimiter.none} bare) in ${files.length} ` +
      `${files.length === 1 ? "file" : "files"}, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (${(bytes / 1e6 / Math.max(seconds, 1e-6)).toFixed(0)} MB/s)` +
      `${invalidSequences > 0 ? `; ${invalidSequences} invalid UTF-8 ${invalidSequences === 1 ? "sequence" : "sequences"}` : ""}\n`,
  );
  return found > 0 ? EXIT_OK : EXIT_INVALID;
}
