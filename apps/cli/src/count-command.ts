// `urikit count --by KEY`: lines counted by host, scheme, host kind, port, error code or registrable domain, at the
// speed of the scan: countFile of @urikit/uri/node counts in the worker threads from the scan rows, and only the
// counts come back. One row per key, most frequent first.
import { COUNT_BY, countFile, type CountBy, type ScanEngineChoice } from "@urikit/uri/node";
import type { Output } from "./commands.js";
import { inputName } from "./input.js";

/** Help of `urikit count`. */
export const COUNT_HELP = `Usage: urikit count --by KEY [options] FILE...

Counts the lines of the FILEs by KEY, in the worker threads that scan them (no row is built): one row per key,
most frequent first (ties in key order), and a summary on stderr. Valid lines are counted by their component as
written (case kept); a line without that component (no authority, no port, a relative reference's scheme) counts
under the --absent text. Invalid lines count only in the summary, and by code under --by error.
Exit codes: 0 every line valid, 1 some line invalid (the counts are complete), 2 wrong usage, 3 input not
readable, 4 output not writable.

Options:
  --by KEY                  host, scheme, host-kind, port, error, or domain (the registrable domain of a
                            reg-name host, by the public suffix list of the tldts package; IP and empty hosts
                            count as absent)
  --top N                   only the N most frequent keys
  --format tsv|json         TSV rows "KEY<TAB>count" with a header (default), or one JSON object:
                            { by, lines, invalid, counts: [{ key, count }] } with null for absent
  --absent TEXT             what an absent key looks like in TSV (default: empty)
  --no-header               no header row in TSV
  --workers N               worker threads (default: one per CPU; 1 = count on the main thread)
  --engine auto|wasm-simd|wasm|js   scanner engine (default auto)
  -o, --output FILE         write the counts to FILE instead of stdout`;

/** Options of {@link count}. */
export interface CountOptions {
  by: CountBy;
  top: number | undefined;
  format: "tsv" | "json";
  absent: string;
  header: boolean;
  /** Worker threads; `"auto"` for countFile's default. */
  workers: number | "auto";
  engine: ScanEngineChoice;
  out: Output;
  err: NodeJS.WritableStream;
}

/** Whether `value` names a key of `count --by`. */
export function isCountBy(value: string): value is CountBy {
  return (COUNT_BY as readonly string[]).includes(value);
}

/** A TSV cell: tab, CR and LF escaped as `\t`, `\r`, `\n` and a backslash doubled (a valid key holds none of them). */
function tsvCell(text: string): string {
  return text.replace(/[\\\t\r\n]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\r" ? "\\r" : "\\n"));
}

/** `urikit count`: counts of every FILE summed, one row per key. */
export async function count(files: readonly string[], options: CountOptions): Promise<number> {
  const totals = new Map<string | null, number>();
  let lines = 0;
  let invalid = 0;
  for (const file of files) {
    // workers 1 means the main thread, as for the other commands (countFile's workers: 0).
    const workers = options.workers === "auto" ? {} : { workers: options.workers > 1 ? options.workers : 0 };
    const counted = await countFile(file, { by: options.by, engine: options.engine, ...workers });
    lines += counted.lines;
    invalid += counted.invalid;
    for (const [key, n] of counted.counts) totals.set(key, (totals.get(key) ?? 0) + n);
  }
  // Most frequent first; ties by key (code-unit order), the absent key after every other.
  const rows = [...totals].sort((a, b) => b[1] - a[1] || (a[0] === null ? 1 : b[0] === null ? -1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const shown = options.top === undefined ? rows : rows.slice(0, options.top);
  if (options.format === "json") {
    options.out.line(JSON.stringify({ by: options.by, lines, invalid, counts: shown.map(([key, n]) => ({ key, count: n })) }));
  } else {
    if (options.header) options.out.line(`${options.by}\tcount`);
    for (const [key, n] of shown) options.out.line(`${key === null ? options.absent : tsvCell(key)}\t${n}`);
  }
  options.out.flush();
  const names = files.length === 1 ? inputName(files[0]) : `${files.length} files`;
  options.err.write(`count: ${names}: ${lines} lines, ${lines - invalid} valid, ${invalid} invalid; ${totals.size} distinct ${options.by === "error" ? "error codes" : options.by}\n`);
  return invalid > 0 ? 1 : 0;
}
