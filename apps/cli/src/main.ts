#!/usr/bin/env node
// urikit: split, validate, normalize, resolve and relativize URI references in bulk, strictly by RFC 3986.
import { parseArgs } from "node:util";
import {
  EXIT_IO,
  EXIT_USAGE,
  Output,
  normalizeLine,
  parseCommand,
  relativizeLine,
  resolveLine,
  split,
  transform,
  validate,
  type CommonOptions,
} from "./commands.js";
import { extract } from "./extract-command.js";
import { INSPECT_HELP, inspectCommand } from "./inspect-command.js";
import { links } from "./links-command.js";
import { parseFields, type RowFormat } from "./row-format.js";
import { UriError, parseAbsoluteUri, type ScanEngineChoice } from "@urikit/uri";

const HELP: Record<string, string> = {
  main: `urikit — strict RFC 3986 URI references in bulk

Usage: urikit <command> [options] [FILE...|-]

Commands:
  split       one row per input line with its components (TSV, CSV or NDJSON), or its error
  validate    report every line that is not a URI reference, as FILE:LINE:COLUMN: message
  normalize   RFC 3986 §6 normalization, one output line per input line
  resolve     resolve each line against --base (RFC 3986 §5.2)
  relativize  the shortest reference from --base to each line (inverse of resolve)
  parse       show the components of each URI given as an argument, or every error with a caret
  inspect     the RFC 3986 §7 hazards of each URI argument, and where WHATWG URL reads it differently
  extract     find the URIs in text (RFC 3986 Appendix C): one row per URI with its file, line and column
  links       the links of HTML pages, resolved against their <base href> or --base: one row per link

Input is one URI reference per line (LF or CRLF; a UTF-8 BOM is skipped); FILE "-" or no FILE reads stdin.
Exit codes: 0 every line valid, 1 some line invalid, 2 wrong usage, 3 input not readable.
Run "urikit <command> --help" for a command's options.`,
  split: `Usage: urikit split [options] [FILE...|-]

One row per input line, in input order. Invalid lines give a row with error_code, error_index (0-based) and
error_message; no line is dropped. Components are as RFC 3986 §3 splits them: not decoded, case kept.

Options:
  --format tsv|csv|ndjson   row format (default tsv; NDJSON writes null for an absent component)
  --fields LIST             comma-separated fields, from: line, valid, scheme, userinfo, host, port, path,
                            query, fragment, host_kind, error_code, error_index, error_message, input,
                            repaired
  --absent TEXT             what an absent component looks like in TSV/CSV (default: empty, like an empty one;
                            use e.g. --absent '\\N' to tell them apart)
  --no-header               no header row in TSV/CSV
  --repair                  percent-encode what RFC 3986 forbids in an invalid line (RFC 3987 §3.1 for non-ASCII)
                            and write the repaired reference's row, with a "repaired" column (true for those rows);
                            a line no encoding can mend (bad scheme, host, port) keeps its error row
  --workers N               worker threads for FILE input (default: one per CPU for files of 32 MB or more,
                            none for smaller ones; 1 = scan on the main thread)
  --engine auto|wasm-simd|wasm|js   scanner engine (default auto)
  --stats                   counts by scheme, by host kind and by error code at the end (stderr)
  --no-progress             no progress bar (it is drawn on stderr only when stderr is a terminal)
  -o, --output FILE         write rows to FILE instead of stdout`,
  validate: `Usage: urikit validate [options] [FILE...|-]

Prints FILE:LINE:COLUMN: message for every line that is not a URI reference (column is 1-based), and a summary on
stderr. Options: --quiet (summary only), --stats, --workers N, --engine E, --no-progress, -o FILE.`,
  normalize: `Usage: urikit normalize [options] [FILE...|-]

RFC 3986 §6.2.2 and §6.2.3 normalization of each line. An invalid line gives an empty output line and a report on
stderr. Options: --stats, --no-progress, -o FILE.`,
  resolve: `Usage: urikit resolve --base URI [options] [FILE...|-]

Resolves each line against the base URI (RFC 3986 §5.2, strict). Options: --base URI (required), --non-strict
(the backward-compatible mode of §5.2.2), --stats, --no-progress, -o FILE.`,
  relativize: `Usage: urikit relativize --base URI [options] [FILE...|-]

The shortest relative reference from the base to each line, such that resolving it gives the line back.
Options: --base URI (required), --stats, --no-progress, -o FILE.`,
  extract: `Usage: urikit extract [options] [FILE...|-]

Finds the URIs in text files as RFC 3986 Appendix C delimits them: inside <...> (whitespace and a "URL:" prefix
removed, so a URI wrapped over lines is found whole), inside "...", and bare (scheme://..., mailto:, urn:, news:,
tel:) with trailing punctuation and unopened brackets trimmed. Every URI found is valid by RFC 3986. One row per
URI: file, line, column (1-based; columns count UTF-16 code units), start, end (UTF-16 offsets in the file's
text), delimiter (angle, quote, none), uri, abbreviated, hyphen_break (a line break followed a hyphen inside <...>:
the hyphen was kept but may not belong). Streams: a file of any size runs in flat memory.
Exit codes: 0 some URI found, 1 none found, 2 wrong usage, 3 input not readable.

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
Exit codes: 0 every link resolved, 1 some link has an error, 2 wrong usage, 3 input not readable.

Options:
  --base URI                the URI the pages were retrieved from (RFC 3986 §5.1.3)
  --format tsv|csv|ndjson   row format (default tsv)
  --no-header               no header row in TSV/CSV
  --no-progress             no progress bar
  -o, --output FILE         write rows to FILE instead of stdout`,
  parse: `Usage: urikit parse [--json] URI...

Shows the components of each URI reference, or where and why it is invalid: every error (the parser resumes
after each one), with a caret under each bad character.`,
  inspect: INSPECT_HELP,
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

function intOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} needs a whole number ≥ 1, got "${value}"`);
  return n;
}

function engineOption(value: string | undefined): ScanEngineChoice {
  if (value === undefined) return "auto";
  if (value === "auto" || value === "wasm-simd" || value === "wasm" || value === "js") return value;
  throw new UsageError(`--engine is one of auto, wasm-simd, wasm, js; got "${value}"`);
}

async function openOutput(path: string | undefined): Promise<Output> {
  if (path === undefined || path === "-") return new Output(1);
  const { openSync } = await import("node:fs");
  return new Output(openSync(path, "w"));
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

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    process.stdout.write(HELP.main + "\n");
    return command === undefined ? EXIT_USAGE : 0;
  }
  if (!(command in HELP) || command === "main") {
    process.stderr.write(`urikit: unknown command "${command}"\n\n${HELP.main}\n`);
    return EXIT_USAGE;
  }
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
        repair: { type: "boolean" },
      },
    });
    if (values.help) {
      process.stdout.write(HELP[command] + "\n");
      return 0;
    }
    if (command === "parse") {
      if (positionals.length === 0) throw new UsageError("parse needs at least one URI argument");
      return parseCommand(positionals, await openOutput(values.output), values.json === true);
    }
    if (command === "inspect") {
      if (positionals.length === 0) throw new UsageError("inspect needs at least one URI argument");
      return inspectCommand(positionals, await openOutput(values.output), values.json === true);
    }
    const files = positionals.length === 0 ? ["-"] : positionals;
    const common: CommonOptions = {
      stats: values.stats === true,
      progress: values["no-progress"] !== true,
      out: await openOutput(values.output),
      err: process.stderr,
      workers: values.workers === undefined ? "auto" : intOption(values.workers, "--workers", 1),
      engine: engineOption(values.engine),
    };
    const format = (values.format ?? "tsv") as RowFormat;
    if (format !== "tsv" && format !== "csv" && format !== "ndjson") {
      throw new UsageError(`--format is one of tsv, csv, ndjson; got "${values.format}"`);
    }
    switch (command) {
      case "extract":
        return await extract(files, { format, header: values["no-header"] !== true, abbreviated: values.abbreviated === true, progress: common.progress, out: common.out, err: common.err });
      case "links": {
        const base = values.base === undefined ? undefined : baseOption(values.base);
        return await links(files, { format, header: values["no-header"] !== true, base, progress: common.progress, out: common.out, err: common.err });
      }
      case "split": {
        let fields;
        try {
          fields = values.fields === undefined ? undefined : parseFields(values.fields);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        return await split(files, { ...common, format, fields, absent: values.absent ?? "", header: values["no-header"] !== true, repair: values.repair === true });
      }
      case "validate":
        return await validate(files, { ...common, quiet: values.quiet === true });
      case "normalize":
        return await transform(files, common, "normalize", normalizeLine);
      case "resolve": {
        const base = baseOption(values.base);
        const apply = values["non-strict"] === true ? resolveLine(base, false) : resolveLine(base, true);
        return await transform(files, common, "resolve", apply);
      }
      case "relativize":
        return await transform(files, common, "relativize", relativizeLine(baseOption(values.base)));
    }
    return EXIT_USAGE;
  } catch (e) {
    if (e instanceof UsageError || (e as NodeJS.ErrnoException).code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" || (e as NodeJS.ErrnoException).code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" || (e as NodeJS.ErrnoException).code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
      process.stderr.write(`urikit ${command}: ${(e as Error).message}\nRun "urikit ${command} --help" for usage.\n`);
      return EXIT_USAGE;
    }
    const err = e as NodeJS.ErrnoException;
    if (typeof err.code === "string" && (err.code.startsWith("E") || err.syscall !== undefined)) {
      process.stderr.write(`urikit ${command}: ${err.message}\n`);
      return EXIT_IO;
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
