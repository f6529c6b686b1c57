// The fields of `urikit split` rows, and the NDJSON row format (TSV and CSV rows are written by byte-rows.ts).

/** The fields a row can carry, in their default order. */
export const ALL_FIELDS = [
  "file",
  "line",
  "valid",
  "scheme",
  "userinfo",
  "host",
  "port",
  "path",
  "query",
  "fragment",
  "host_kind",
  "error_code",
  "error_index",
  "error_message",
  "input",
  "repaired",
] as const;

export type FieldName = (typeof ALL_FIELDS)[number];

/** The default fields (with one input; with several, `file` comes first). */
export const DEFAULT_FIELDS: readonly FieldName[] = ALL_FIELDS.filter((f) => f !== "input" && f !== "file" && f !== "repaired");

/** The default fields of `split --repair`: the defaults and the `repaired` flag. */
export const REPAIR_FIELDS: readonly FieldName[] = [...DEFAULT_FIELDS, "repaired"];

export type RowFormat = "tsv" | "csv" | "ndjson";

/**
 * The fields of `split`'s rows, the same for every format: those chosen, or the defaults (with `repaired` under
 * `--repair`, and `file` first for several inputs); `--source` appends `input` when it is not there.
 */
export function splitFields(inputs: number, chosen: readonly FieldName[] | undefined, repair: boolean, source: boolean): readonly FieldName[] {
  const defaults = repair ? REPAIR_FIELDS : DEFAULT_FIELDS;
  const fields = chosen ?? (inputs > 1 ? ["file" as const, ...defaults] : defaults);
  return source && !fields.includes("input") ? [...fields, "input"] : fields;
}


/** Check a `--fields` list and return it in the order given. */
export function parseFields(list: string): FieldName[] {
  const fields: FieldName[] = [];
  for (const raw of list.split(",")) {
    const name = raw.trim();
    if (!(ALL_FIELDS as readonly string[]).includes(name)) {
      throw new Error(`unknown field "${name}" (fields: ${ALL_FIELDS.join(", ")})`);
    }
    fields.push(name as FieldName);
  }
  if (fields.length === 0) throw new Error("--fields needs at least one field");
  return fields;
}

/** A cell's value: `undefined` for an absent component or a field that does not apply to the row. */
export type Cell = string | number | boolean | undefined;

/** The header line of TSV and CSV output, or `undefined` for NDJSON (which has none). */
export function headerLine(format: RowFormat, fields: readonly FieldName[]): string | undefined {
  if (format === "ndjson") return undefined;
  return fields.join(format === "csv" ? "," : "\t");
}

/** One NDJSON row from its cells in field order; an absent value is `null`. (TSV and CSV rows: `ByteRowWriter`.) */
export function ndjsonRow(fields: readonly FieldName[], cells: readonly Cell[]): string {
  const record: Record<string, string | number | boolean | null> = {};
  for (let k = 0; k < fields.length; k++) record[fields[k]] = cells[k] ?? null;
  return JSON.stringify(record);
}
