// `urikit count --by KEY`: lines counted by host, scheme, host kind, port, error code or registrable domain, at the
// speed of the scan: countFile of @urikit/uri/node counts in the worker threads from the scan rows, and only the
// counts come back. One row per key, most frequent first.
import { availableParallelism } from "node:os";
import { COUNT_BY, countStream } from "@urikit/scanner";
import { countFile } from "@urikit/scanner/node";
import { UsageError, defineCommand } from "../command.js";
import { inputName } from "../input.js";
import { NO_HEADER, OUTPUT } from "../options.js";

/** A TSV cell: tab, CR, LF and backslash escaped (a valid key holds none of them; the rule is split's). */
function tsvCell(text: string): string {
  return text.replace(/[\\\t\r\n]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\r" ? "\\r" : "\\n"));
}

export const countCommand = defineCommand({
  name: "count",
  summary: "lines by host, scheme, host kind, port, error code or registrable domain, most frequent first",
  description: `Counts the lines of the FILEs by KEY in the worker threads that scan them (no row is built): one row
per key, most frequent first (ties in key order), and a summary on stderr. No FILE or "-" counts stdin, on the main
thread. A valid line counts under its component as written (case kept); one without that component (no authority, no
port, a relative reference's scheme) under the --absent text. Invalid lines count in the summary only, and by code
under --by error. --by domain is the registrable domain of a reg-name host by the public suffix list of the tldts
package (IP and empty hosts count as absent).
Exit codes: 0 every line valid, 1 some line invalid (the counts are complete), 2 wrong usage, 3 input not readable, 4
output not writable.`,
  options: {
    by: { type: "string", value: "KEY", choices: COUNT_BY, required: true, help: "what to count by" },
    top: { type: "integer", value: "N", min: 1, help: "only the N most frequent keys" },
    format: {
      type: "string",
      choices: ["tsv", "json"],
      default: "tsv",
      help: 'TSV rows "KEY<TAB>count" after a header, or one JSON object { by, lines, invalid, counts: [{ key, count }] } with null for absent',
    },
    absent: { type: "string", value: "TEXT", default: "", help: "what an absent key looks like in TSV" },
    "no-header": NO_HEADER,
    workers: { type: "integer", value: "N", min: 1, help: "worker threads (default: the main thread alone on up to 2 CPUs, else one per CPU; 1 = count on the main thread); at most the CPU count" },
    engine: { type: "string", choices: ["auto", "wasm-simd", "wasm", "js"], default: "auto", help: "scanner engine" },
    output: OUTPUT,
  },
  arguments: { name: "FILE", stdin: true },
  async run(call) {
    const { values, files } = call;
    if (files.filter((file) => file === "-").length > 1) throw new UsageError(`count reads stdin once: give "-" at most once`);
    if (values.workers !== undefined && values.workers > 1 && files.includes("-")) call.note(`--workers ${values.workers} ignored for stdin (it is read and counted on the main thread)`);
    const out = call.open(files);
    // --workers 1 is the main thread, as for the line commands (countFile's workers: 0).
    const workers = values.workers === undefined ? {} : { workers: values.workers > 1 ? Math.min(values.workers, availableParallelism()) : 0 };
    const totals = new Map<string | undefined, number>();
    let lines = 0;
    let invalid = 0;
    for (const file of files) {
      const counted =
        file === "-" ? await countStream(process.stdin, { by: values.by, engine: values.engine }) : await countFile(file, { by: values.by, engine: values.engine, ...workers });
      lines += counted.lines;
      invalid += counted.invalid;
      for (const [key, n] of counted.counts) totals.set(key, (totals.get(key) ?? 0) + n);
    }
    // Most frequent first; ties by key (code-unit order), the absent key after every other.
    const rows = [...totals].sort((a, b) => b[1] - a[1] || (a[0] === undefined ? 1 : b[0] === undefined ? -1 : a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const shown = values.top === undefined ? rows : rows.slice(0, values.top);
    if (values.format === "json") {
      out.line(JSON.stringify({ by: values.by, lines, invalid, counts: shown.map(([key, n]) => ({ key: key ?? null, count: n })) })); // JSON has no undefined
    } else {
      if (!values["no-header"]) out.line(`${values.by}\tcount`);
      for (const [key, n] of shown) out.line(`${key === undefined ? values.absent : tsvCell(key)}\t${n}`);
    }
    const names = files.length === 1 ? inputName(files[0]) : `${files.length} files`;
    call.err.write(`count: ${names}: ${lines} lines, ${lines - invalid} valid, ${invalid} invalid; ${totals.size} distinct ${values.by === "error" ? "error codes" : values.by}\n`);
    return invalid > 0 ? 1 : 0;
  },
});
