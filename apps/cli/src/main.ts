#!/usr/bin/env node
// urikit: split, validate, normalize, resolve and relativize URI references in bulk, strictly by RFC 3986.
import { parseArgs } from "node:util";
import { availableParallelism } from "node:os";
import { readFileSync } from "node:fs";
import {
  EXIT_INPUT,
  EXIT_OUTPUT,
  EXIT_USAGE,
  Output,
  parseCommand,
  split,
  transform,
  validate,
  type CommonOptions,
} from "./commands.js";
import { extract } from "./extract-command.js";
import { INSPECT_HELP, inspectCommand } from "./inspect-command.js";
import { links } from "./links-command.js";
import { COUNT_HELP, count, isCountBy } from "./count-command.js";
import { checkInputs, InputError, resolveWorkers } from "./input.js";
import { openOutputTarget, OutputError, type OutputTarget } from "./output-target.js";
import { DEFAULT_FIELDS, parseFields, type FieldName, type RowFormat } from "./row-format.js";
import { parseByteRange, type ByteRange } from "./byte-range.js";
import { describeSystemError, isSystemError } from "./system-error.js";
import { visibleText } from "./messages.js";
import { COLUMNAR_HELP, columnarUsageProblem, isColumnarFormat, splitColumnar, type ColumnarFormat } from "./columnar-output.js";
import { UriError, parseAbsoluteUri, type ScanEngineChoice } from "@urikit/uri";

const HELP: Record<string, string> = {
  main: `urikit — strict RFC 3986 URI references in bulk

Usage: urikit <command> [options] [FILE...|-]
       urikit help <command>        a command's options
       urikit --version

Commands:
  split       one row per input line with its components (TSV, CSV, NDJSON, Parquet, Arrow), or its error
  validate    report every line that is not a URI reference, as FILE:LINE:COLUMN: message
  count       lines by host, scheme, host kind, port, error code or registrable domain, most frequent first
  normalize   RFC 3986 §6 normalization, one output line per input line
  resolve     resolve each line against --base (RFC 3986 §5.2)
  relativize  the shortest reference from --base to each line (inverse of resolve)
  parse       show the components of each URI given as an argument, or every error with a caret
  inspect     the RFC 3986 §7 hazards of each URI argument, and where WHATWG URL reads it differently
  extract     find the URIs in text (RFC 3986 Appendix C): one row per URI with its file, line and column
  links       the links of HTML pages, resolved against their <base href> or --base: one row per link

Input is one URI reference per line (LF or CRLF; a UTF-8 BOM is skipped); FILE "-" or no FILE reads stdin.
-o FILE writes to a temporary file beside FILE and replaces FILE only when the run completes: a refused, failed or
interrupted run leaves FILE as it was.

Exit codes:
  0    every line valid (extract: some URI found)
  1    some line invalid (extract: no URI found); the output is complete
  2    wrong usage (unknown command or option, bad value); nothing was written
  3    an input could not be read (missing, a directory, no permission)
  4    the output could not be written (missing directory, no permission, disk full)
  130  interrupted (SIGINT; 143 for SIGTERM, 129 for SIGHUP); -o FILE was left as it was
Run "urikit help <command>" for a command's options.`,
  split: `Usage: urikit split [options] [FILE...|-]

One row per input line, in input order. Invalid lines give a row with error_code, error_index (0-based) and
error_message; no line is dropped. Components are as RFC 3986 §3 splits them: not decoded, case kept. With several
FILEs the rows carry a "file" field first, and "line" counts from 1 in each file.

Options:
  --format tsv|csv|ndjson   row format (default tsv; NDJSON writes null for an absent component); see also below
  --fields LIST             comma-separated fields, from: file, line, valid, scheme, userinfo, host, port,
                            path, query, fragment, host_kind, error_code, error_index, error_message, input,
                            repaired
  --absent TEXT             what an absent component looks like in TSV/CSV (default: empty, like an empty one;
                            use e.g. --absent '\\N' to tell them apart)
  --no-header               no header row in TSV/CSV
  --range START:END         only the lines that START in bytes [START, END) of the one FILE, as Hadoop input
                            splits cut a file: a range not starting at 0 skips its first partial line, the last
                            line runs past END to its LF; adjacent ranges partition the file's lines, so their
                            outputs (--no-header) concatenated are the whole file's. END may be empty (to the end)
  --line-offset N           add N to every line number (number rows globally when a file is split in parts)
  --repair                  percent-encode what RFC 3986 forbids in an invalid line (RFC 3987 §3.1 for non-ASCII)
                            and write the repaired reference's row, with a "repaired" column (true for those rows);
                            a line no encoding can mend (bad scheme, host, port) keeps its error row
  --workers N               worker threads for FILE input (default: one per CPU for files of 32 MB or more,
                            none for smaller ones; 1 = scan on the main thread). At most the CPU count (a
                            larger N is capped, with a note on stderr); ignored for stdin and under Deno
  --engine auto|wasm-simd|wasm|js   scanner engine (default auto)
  --stats                   counts by scheme, by host kind and by error code at the end (stderr)
  --no-progress             no progress bar (it is drawn on stderr only when stderr is a terminal)
  -o, --output FILE         write rows to FILE instead of stdout
${COLUMNAR_HELP}`,
  validate: `Usage: urikit validate [options] [FILE...|-]

Prints FILE:LINE:COLUMN: message for every line that is not a URI reference (column is 1-based), and a summary on
stderr. Options: --quiet (summary only), --stats, --workers N, --engine E, --range START:END, --line-offset N
(both as for split), --no-progress, -o FILE.`,
  normalize: `Usage: urikit normalize [options] [FILE...|-]

RFC 3986 §6.2.2 and §6.2.3 normalization of each line. An invalid line is written unchanged (its very bytes) and
reported on stderr, so one output line per input line and \`normalize -o urls.txt urls.txt\` loses nothing.
Options: --drop-invalid (an empty line instead of an invalid line's text), --stats, --range START:END,
--line-offset N (as for split), --no-progress, -o FILE.`,
  resolve: `Usage: urikit resolve --base URI [options] [FILE...|-]

Resolves each line against the base URI (RFC 3986 §5.2, strict). An invalid line is written unchanged and
reported on stderr. Options: --base URI (required), --non-strict (the backward-compatible mode of §5.2.2),
--drop-invalid (an empty line instead of an invalid line's text), --stats, --range START:END, --line-offset N
(as for split), --no-progress, -o FILE.`,
  relativize: `Usage: urikit relativize --base URI [options] [FILE...|-]

The shortest relative reference from the base to each line, such that resolving it gives the line back. An
invalid line is written unchanged and reported on stderr. Options: --base URI (required), --drop-invalid (an
empty line instead), --stats, --range START:END, --line-offset N (as for split), --no-progress, -o FILE.`,
  extract: `Usage: urikit extract [options] [FILE...|-]

Finds the URIs in text files as RFC 3986 Appendix C delimits them: inside <...> (whitespace and a "URL:" prefix
removed, so a URI wrapped over lines is found whole), inside "...", and bare (scheme://..., mailto:, urn:, news:,
tel:) with trailing punctuation and unopened brackets trimmed. Every URI found is valid by RFC 3986. One row per
URI: file, line, column (1-based; columns count UTF-16 code units), start, end (UTF-16 offsets in the file's
text), delimiter (angle, quote, none), uri, abbreviated, hyphen_break (a line break followed a hyphen inside <...>:
the hyphen was kept but may not belong). Streams: a file of any size runs in flat memory.
Exit codes: 0 some URI found, 1 none found, 2 wrong usage, 3 input not readable, 4 output not writable.

Options:
  --abbreviated             also find www.host.domain/... (draft rfc2396bis Appendix F), as http:// URIs
  --format tsv|csv|ndjson   row format (default tsv)
  --no-header               no header row in TSV/CSV
  --no-progress             no progress bar (it is drawn on stderr only when stderr is a terminal)
  -o, --output FILE         write rows to FILE instead of stdout`,
  links: `Usage: urikit links [--base URI] [options] [PAGE.html...|-]

One row per link of each HTML page (href of a, area, link, base; src of img, script, iframe, source; action of
form), in document order: file, element, attribute, value (character references decoded), start, end (offsets of
the raw value), uri (resolved by RFC 3986 §5.2 against the page's first <base href>, else --base), or error_code,
error_index, error_message when the value is not a URI reference or a relative one has no base.
Exit codes: 0 every link resolved, 1 some link has an error, 2 wrong usage, 3 input not readable, 4 output not
writable.

Options:
  --base URI                the URI the pages were retrieved from (RFC 3986 §5.1.3)
  --format tsv|csv|ndjson   row format (default tsv)
  --no-header               no header row in TSV/CSV
  --no-progress             no progress bar
  -o, --output FILE         write rows to FILE instead of stdout`,
  parse: `Usage: urikit parse [--json] URI...

Shows the components of each URI reference, or where and why it is invalid: every error (the parser resumes
after each one), with a caret under each bad character (invisible characters shown as U+XXXX). Options: --json
(one object per URI of one shape, valid or not: input, valid, scheme, userinfo, host, port, path, query,
fragment — null when absent or invalid — error, null or { code, index, rule, message }, and errors, every
error in that shape), -o FILE.`,
  inspect: INSPECT_HELP,
  count: COUNT_HELP,
};

const COMMON = {
  help: { type: "boolean", short: "h" },
  stats: { type: "boolean" },
  "no-progress": { type: "boolean" },
  output: { type: "string", short: "o" },
  workers: { type: "string" },
  engine: { type: "string" },
} as const;

class UsageError extends Error {}

function intOption(value: string | undefined, name: string, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} needs a whole number ≥ ${min}, got "${value}"`);
  return n;
}

function engineOption(value: string | undefined): ScanEngineChoice {
  if (value === undefined) return "auto";
  if (value === "auto" || value === "wasm-simd" || value === "wasm" || value === "js") return value;
  throw new UsageError(`--engine is one of auto, wasm-simd, wasm, js; got "${value}"`);
}

function formatOption(value: string | undefined, command: string): RowFormat | ColumnarFormat {
  const format = value ?? "tsv";
  if (command === "split" && isColumnarFormat(format)) return format;
  if (format !== "tsv" && format !== "csv" && format !== "ndjson") {
    throw new UsageError(`--format is one of tsv, csv, ndjson${command === "split" ? ", parquet, arrow, arrows" : ""}; got "${value}"`);
  }
  return format;
}

/** The text formats (only split writes columnar ones; formatOption has refused them elsewhere). */
function textFormat(format: RowFormat | ColumnarFormat): RowFormat {
  if (isColumnarFormat(format)) throw new UsageError(`--format ${format} applies to split only`);
  return format;
}

function baseOption(value: string | undefined): string {
  if (value === undefined) throw new UsageError("--base URI is required");
  try {
    parseAbsoluteUri(value);
  } catch (e) {
    if (UriError.is(e)) throw new UsageError(`--base must be an absolute URI: ${e.message}`);
    throw e;
  }
  return value;
}

/** The version of this CLI, from its package.json. */
function version(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}

function isUsageError(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code;
  return e instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_"));
}

/**
 * Run one command. Order matters (urikit issue 9 §5): every argument is checked and every input opened before the
 * output is touched, and `-o FILE` is written to a temporary file that replaces FILE only when the run completes.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "--version" || command === "-V" || command === "version") {
    process.stdout.write(`urikit ${version()}\n`);
    return 0;
  }
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    const topic = command === "help" ? rest[0] : undefined;
    if (topic !== undefined && topic in HELP && topic !== "main") {
      process.stdout.write(HELP[topic] + "\n");
      return 0;
    }
    if (topic !== undefined) {
      process.stderr.write(`urikit: no help for "${visibleText(topic)}"\n\n${HELP.main}\n`);
      return EXIT_USAGE;
    }
    process.stdout.write(HELP.main + "\n");
    return command === undefined ? EXIT_USAGE : 0;
  }
  if (!(command in HELP) || command === "main") {
    process.stderr.write(`urikit: unknown command "${visibleText(command)}"\n\n${HELP.main}\n`);
    return EXIT_USAGE;
  }
  let target: OutputTarget | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...rest],
      allowPositionals: true,
      strict: true,
      options: {
        ...COMMON,
        format: { type: "string" },
        fields: { type: "string" },
        absent: { type: "string" },
        "no-header": { type: "boolean" },
        quiet: { type: "boolean", short: "q" },
        base: { type: "string" },
        "non-strict": { type: "boolean" },
        json: { type: "boolean" },
        abbreviated: { type: "boolean" },
        "line-offset": { type: "string" },
        range: { type: "string" },
        source: { type: "boolean" },
        repair: { type: "boolean" },
        "drop-invalid": { type: "boolean" },
        by: { type: "string" },
        top: { type: "string" },
      },
    });
    if (values.help) {
      process.stdout.write(HELP[command] + "\n");
      return 0;
    }
    const note = (text: string): void => {
      process.stderr.write(`urikit ${command}: note: ${text}\n`);
    };
    // 1. Every argument, before anything is opened.
    if (command === "parse" && positionals.length === 0) throw new UsageError("parse needs at least one URI argument");
    if (command === "inspect" && positionals.length === 0) throw new UsageError("inspect needs at least one URI argument");
    if (values.repair === true && command !== "split") throw new UsageError("--repair applies to split only");
    if (values["drop-invalid"] === true && command !== "normalize" && command !== "resolve" && command !== "relativize") {
      throw new UsageError("--drop-invalid applies to normalize, resolve and relativize");
    }
    if (values.repair === true && isColumnarFormat(values.format ?? "tsv")) throw new UsageError("--repair writes text rows (tsv, csv, ndjson)");
    const files = positionals.length === 0 ? ["-"] : positionals;
    for (const name of ["by", "top"] as const) {
      if (values[name] !== undefined && command !== "count") throw new UsageError(`--${name} applies to count only`);
    }
    if (command === "count") {
      if (values.by === undefined || !isCountBy(values.by)) throw new UsageError(`--by is one of host, scheme, host-kind, port, error, domain; got ${values.by === undefined ? "nothing" : `"${values.by}"`}`);
      if (files.includes("-")) throw new UsageError("count reads FILEs (not stdin): each is counted in worker threads that read their own parts of it");
      if (values.format !== undefined && values.format !== "tsv" && values.format !== "json") throw new UsageError(`--format is one of tsv, json for count; got "${values.format}"`);
      for (const name of ["fields", "range", "line-offset", "stats", "repair", "source"] as const) {
        if (values[name] !== undefined) throw new UsageError(`--${name} does not apply to count`);
      }
      intOption(values.top, "--top", 1); // checked before any output is opened
    }
    const format = command === "count" ? "tsv" : formatOption(values.format, command);
    if (values.source === true && command !== "split") throw new UsageError("--source applies to split only");
    const engine = engineOption(values.engine);
    const requestedWorkers = values.workers === undefined ? "auto" : intOption(values.workers, "--workers", 1);
    let fields: FieldName[] | undefined;
    try {
      fields = values.fields === undefined ? undefined : parseFields(values.fields);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (isColumnarFormat(format)) {
      const problem = columnarUsageProblem(format, values.output, values.absent, files, fields ?? []);
      if (problem !== undefined) throw new UsageError(problem);
    }
    const lineBased = command === "split" || command === "validate" || command === "normalize" || command === "resolve" || command === "relativize";
    for (const name of ["line-offset", "range"] as const) {
      if (values[name] !== undefined && !lineBased) throw new UsageError(`--${name} applies to split, validate, normalize, resolve and relativize`);
    }
    const lineOffset = values["line-offset"] === undefined ? 0 : intOption(values["line-offset"], "--line-offset", 0, 0);
    let range: ByteRange | undefined;
    if (values.range !== undefined) {
      try {
        range = parseByteRange(values.range);
      } catch (e) {
        throw new UsageError((e as Error).message);
      }
      if (files.length !== 1 || files[0] === "-") throw new UsageError("--range needs exactly one FILE (not stdin)");
      if (requestedWorkers !== "auto" && requestedWorkers > 1) note(`--workers ${requestedWorkers} ignored with --range (a range is scanned on the main thread)`);
    }
    const base = command === "resolve" || command === "relativize" ? baseOption(values.base) : values.base === undefined ? undefined : baseOption(values.base);
    // 2. Every input, opened and closed: a missing file or a directory fails here, with the output untouched.
    if (command !== "parse" && command !== "inspect") checkInputs(files);
    // Worker threads serve only the line commands over whole files; a range is scanned on the main thread.
    const workers = range !== undefined ? 1 : lineBased ? resolveWorkers(requestedWorkers, files, note) : requestedWorkers;
    // 3. The output, last: a temporary file beside -o FILE, renamed into place by commit() below.
    target = openOutputTarget(values.output);
    const out = new Output(target.fd, target.name);
    const common: CommonOptions = {
      stats: values.stats === true,
      progress: values["no-progress"] !== true,
      out,
      err: process.stderr,
      workers,
      engine,
      lineOffset,
      range,
    };
    const header = values["no-header"] !== true;
    let status: number;
    switch (command) {
      case "parse":
        status = parseCommand(positionals, out, values.json === true);
        break;
      case "inspect":
        status = inspectCommand(positionals, out, values.json === true);
        break;
      case "extract":
        status = await extract(files, { format: textFormat(format), header, abbreviated: values.abbreviated === true, progress: common.progress, out, err: common.err });
        break;
      case "links":
        status = await links(files, { format: textFormat(format), header, base, progress: common.progress, out, err: common.err });
        break;
      case "split":
        if (isColumnarFormat(format)) {
          status = await splitColumnar(files, { ...common, format, fields, source: values.source === true, lineOffset });
        } else {
          if (values.source === true && !(fields ?? DEFAULT_FIELDS).includes("input")) fields = [...(fields ?? DEFAULT_FIELDS), "input"];
          status = await split(files, { ...common, format, fields, absent: values.absent ?? "", header, repair: values.repair === true });
        }
        break;
      case "validate":
        status = await validate(files, { ...common, quiet: values.quiet === true });
        break;
      case "count":
        status = await count(files, {
          by: values.by as Parameters<typeof count>[1]["by"],
          top: values.top === undefined ? undefined : intOption(values.top, "--top", 1),
          format: values.format === "json" ? "json" : "tsv",
          absent: values.absent ?? "",
          header,
          workers: requestedWorkers === "auto" ? "auto" : Math.min(requestedWorkers, availableParallelism()),
          engine,
          out,
          err: common.err,
        });
        break;
      case "normalize":
        status = await transform(files, { ...common, dropInvalid: values["drop-invalid"] === true }, { command: "normalize" });
        break;
      case "resolve":
        status = await transform(files, { ...common, dropInvalid: values["drop-invalid"] === true }, { command: "resolve", base: base!, strict: values["non-strict"] !== true });
        break;
      case "relativize":
        status = await transform(files, { ...common, dropInvalid: values["drop-invalid"] === true }, { command: "relativize", base: base! });
        break;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
    out.flush();
    // The run completed (exit 0 or 1: every line has its row): the output replaces the old file.
    target.commit();
    return status;
  } catch (e) {
    target?.discard();
    if (isUsageError(e)) {
      process.stderr.write(`urikit ${command}: ${visibleText((e as Error).message)}\nRun "urikit help ${command}" for usage.\n`);
      return EXIT_USAGE;
    }
    if (e instanceof OutputError) {
      process.stderr.write(`urikit ${command}: ${e.message}\n`);
      return EXIT_OUTPUT;
    }
    if (e instanceof InputError) {
      process.stderr.write(`urikit ${command}: ${e.message}\n`);
      return EXIT_INPUT;
    }
    if (isSystemError(e)) {
      // A read failing mid-run (the output side throws OutputError): an input error.
      const path = typeof e.path === "string" ? ` "${e.path}"` : "";
      process.stderr.write(`urikit ${command}: cannot read${path}: ${describeSystemError(e)}\n`);
      return EXIT_INPUT;
    }
    throw e;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`urikit: internal error: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = 70;
  },
);
