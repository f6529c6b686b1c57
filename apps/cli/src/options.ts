// Options that several commands share, as table entries (see command.ts), and the setup of the line commands
// (split, validate, normalize, resolve, relativize), which share their input, worker and output options.
import { UriError, parseAbsoluteUri } from "@urikit/core";
import { parseByteRange } from "./byte-range.js";
import { UsageError, type Invocation } from "./command.js";
import { resolveWorkers } from "./input.js";
import type { CommonOptions } from "./line-commands.js";

export const OUTPUT = { type: "string", short: "o", value: "FILE", help: "write rows to FILE instead of stdout" } as const;

export const NO_PROGRESS = {
  type: "boolean",
  help: "no progress bar (it is drawn on stderr only when stderr is a terminal)",
} as const;

export const NO_HEADER = { type: "boolean", help: "no header row in TSV/CSV" } as const;

export const TEXT_FORMAT = { type: "string", choices: ["tsv", "csv", "ndjson"], default: "tsv", help: "row format" } as const;

export const JSON_OUTPUT = { type: "boolean", help: "one JSON object per URI" } as const;

/** `normalize`, `resolve`, `relativize`: an invalid line gives an empty line instead of its own text. */
export const DROP_INVALID = {
  type: "boolean",
  help: "write an empty line for an invalid line instead of its own text (line numbers stay aligned either way)",
} as const;

/** Throws when `value` is not an absolute URI (RFC 3986 §4.3), the only kind of base §5.2.1 accepts. */
export function checkBase(value: string): void {
  try {
    parseAbsoluteUri(value);
  } catch (e) {
    if (UriError.is(e)) throw new Error(`--base must be an absolute URI: ${e.message}`, { cause: e });
    throw e;
  }
}

export const BASE = { type: "string", value: "URI", check: checkBase, required: true, help: "the base URI (RFC 3986 §5.1), absolute" } as const;

/** The options every line command has. */
export const LINE_OPTIONS = {
  stats: { type: "boolean", help: "counts by scheme, by host kind and by error code at the end (stderr)" },
  range: {
    type: "string",
    value: "START:END",
    check: parseByteRange,
    help:
      "only the lines that START in bytes [START, END) of the one FILE, as Hadoop input splits cut a file: a range " +
      "not starting at 0 skips its first partial line, the last line runs past END to its LF; adjacent ranges " +
      "partition the file's lines, so their outputs (split: with --no-header) concatenated are the whole file's. END may be " +
      "empty (to the end)",
  },
  "line-offset": {
    type: "integer",
    value: "N",
    min: 0,
    default: 0,
    help: "add N to every line number (number rows globally when a file is split in parts)",
  },
  workers: {
    type: "integer",
    value: "N",
    min: 1,
    help:
      "worker threads for FILE input (default: one per CPU for files of 32 MB or more, none for smaller ones; " +
      "1 = scan on the main thread). At most the CPU count (a larger N is capped, with a note on stderr); " +
      "ignored for stdin and under Deno",
  },
  engine: { type: "string", choices: ["auto", "wasm-simd", "wasm", "js"], default: "auto", help: "scanner engine" },
  "no-progress": NO_PROGRESS,
  output: OUTPUT,
} as const;

/** What a line command's `run` receives for {@link LINE_OPTIONS}. */
export interface LineValues {
  stats: boolean;
  range: string | undefined;
  "line-offset": number;
  workers: number | undefined;
  engine: "auto" | "wasm-simd" | "wasm" | "js";
  "no-progress": boolean;
  output: string | undefined;
}

/**
 * Check what is left of the line options (a range needs exactly one FILE), open the inputs and the output, and
 * settle the worker count: the options of split, validate, normalize, resolve and relativize.
 */
export function openLines(call: Invocation<LineValues>): CommonOptions {
  const { values, files } = call;
  const range = values.range === undefined ? undefined : parseByteRange(values.range);
  if (range !== undefined) {
    if (files.length !== 1 || files[0] === "-") throw new UsageError("--range needs exactly one FILE (not stdin)");
    if (values.workers !== undefined && values.workers > 1) call.note(`--workers ${values.workers} ignored with --range (a range is scanned on the main thread)`);
  }
  const out = call.open(files);
  // Worker threads serve only whole files; a range is scanned on the main thread.
  const workers = range !== undefined ? 1 : resolveWorkers(values.workers ?? "auto", files, (text) => call.note(text));
  return {
    stats: values.stats,
    progress: !values["no-progress"],
    out,
    err: call.err,
    workers,
    engine: values.engine,
    lineOffset: values["line-offset"],
    range,
  };
}
