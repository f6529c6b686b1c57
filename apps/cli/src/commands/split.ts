// `urikit split`: one row per input line with its components (TSV, CSV, NDJSON, Parquet, Arrow), or its error.
import { defineCommand, UsageError } from "../command.js";
import { columnarUsageProblem, isColumnarFormat, splitColumnar } from "../columnar-output.js";
import { split } from "../line-commands.js";
import { LINE_OPTIONS, NO_HEADER, openLines } from "../options.js";
import { ALL_FIELDS, parseFields, splitFields } from "../row-format.js";

export const splitCommand = defineCommand({
  name: "split",
  summary: "one row per input line with its components (TSV, CSV, NDJSON, Parquet, Arrow), or its error",
  description: `One row per input line, in input order. Invalid lines give a row with error_code, error_index (0-based) and
error_message; no line is dropped. Components are as RFC 3986 §3 splits them: not decoded, case kept. With several
FILEs the rows carry a "file" field first, and "line" counts from 1 in each file.`,
  options: {
    format: {
      type: "string",
      choices: ["tsv", "csv", "ndjson", "parquet", "arrow", "arrows"],
      default: "tsv",
      help:
        "row format: text rows (tsv, csv, ndjson; NDJSON writes null for an absent component), or typed columns: " +
        "a Parquet file (Snappy, ~1 M-row row groups, statistics), an Arrow IPC file (arrow) or an Arrow IPC stream " +
        "(arrows), where null marks an absent component. Binary output goes to -o FILE, or to stdout when it is not " +
        "a terminal",
    },
    fields: {
      type: "string",
      value: "LIST",
      check: parseFields,
      help: `comma-separated fields, from: ${ALL_FIELDS.join(", ")}`,
    },
    absent: {
      type: "string",
      value: "TEXT",
      help: "what an absent component looks like in TSV/CSV (default: empty, like an empty one; use e.g. --absent '\\N' to tell them apart)",
    },
    "no-header": NO_HEADER,
    source: { type: "boolean", help: 'also write the raw line (the "input" field / "source" column)' },
    repair: {
      type: "boolean",
      help:
        "percent-encode what RFC 3986 forbids in an invalid line (RFC 3987 §3.1 for non-ASCII) and write the " +
        'repaired reference\'s row, with a "repaired" column (true for those rows); a line no encoding can mend ' +
        "(bad scheme, host, port) keeps its error row",
    },
    ...LINE_OPTIONS,
  },
  arguments: { name: "FILE", stdin: true },
  async run(call) {
    const { values, files } = call;
    const format = values.format;
    const chosen = values.fields === undefined ? undefined : parseFields(values.fields);
    const fields = splitFields(files.length, chosen, values.repair, values.source);
    if (isColumnarFormat(format)) {
      const problem = columnarUsageProblem(format, values.output, values.absent);
      if (problem !== undefined) throw new UsageError(problem);
      const common = openLines(call);
      return splitColumnar(files, { ...common, format, fields, repair: values.repair });
    }
    const common = openLines(call);
    return split(files, { ...common, format, fields, absent: values.absent ?? "", header: !values["no-header"], repair: values.repair });
  },
});
