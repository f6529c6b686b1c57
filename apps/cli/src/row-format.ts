// How `urikit split` writes one row per input line: TSV (default), CSV (RFC 4180) or NDJSON.

/** The fields a row can carry, in their default order. */
export const ALL_FIELDS = [
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
] as const;

export type FieldName = (typeof ALL_FIELDS)[number];

export const DEFAULT_FIELDS: readonly FieldName[] = ALL_FIELDS.filter((f) => f !== "input");

export type RowFormat = "tsv" | "csv" | "ndjson";


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

/** TSV cells escape backslash, tab, CR and LF, so every row stays one line with a fixed number of cells. */
function tsvCell(value: string): string {
  let needs = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x5c || c === 0x09 || c === 0x0a || c === 0x0d) {
      needs = true;
      break;
    }
  }
  if (!needs) return value;
  let out = "";
  for (const ch of value) {
    if (ch === "\\") out += "\\\\";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else out += ch;
  }
  return out;
}

/** CSV cells are quoted when they hold a comma, quote, CR or LF (RFC 4180 §2). */
function csvCell(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x2c || c === 0x22 || c === 0x0a || c === 0x0d) return '"' + value.replaceAll('"', '""') + '"';
  }
  return value;
}

/** A cell's value: `undefined` for an absent component or a field that does not apply to the row. */
export type Cell = string | number | boolean | undefined;

/** Fields whose text can hold any character (a component of a valid line is ASCII without tab or backslash). */
const FREE_TEXT: ReadonlySet<FieldName> = new Set(["error_message", "input"]);

/** Writes rows in one format; `absent` is the text an absent value takes in TSV and CSV. */
export class RowWriter {
  readonly #format: RowFormat;
  readonly #fields: readonly FieldName[];
  readonly #absent: string;
  readonly #separator: string;
  readonly #freeText: readonly boolean[];

  constructor(format: RowFormat, fields: readonly FieldName[], absent: string) {
    this.#format = format;
    this.#fields = fields;
    this.#absent = absent;
    this.#separator = format === "csv" ? "," : "\t";
    this.#freeText = fields.map((f) => FREE_TEXT.has(f) || format === "csv");
  }

  /** The header line (TSV and CSV), or `undefined` (NDJSON has none). */
  header(): string | undefined {
    if (this.#format === "ndjson") return undefined;
    return this.#fields.join(this.#separator);
  }

  /** One row, from its cells in field order, as a line of text without the newline. */
  row(cells: readonly Cell[]): string {
    if (this.#format === "ndjson") {
      const record: Record<string, string | number | boolean | null> = {};
      for (let k = 0; k < this.#fields.length; k++) record[this.#fields[k]] = cells[k] ?? null;
      return JSON.stringify(record);
    }
    const escape = this.#format === "tsv" ? tsvCell : csvCell;
    let line = "";
    for (let k = 0; k < cells.length; k++) {
      const value = cells[k];
      if (k > 0) line += this.#separator;
      if (value === undefined) line += this.#absent;
      else if (typeof value !== "string") line += String(value);
      else line += this.#freeText[k] ? escape(value) : value;
    }
    return line;
  }
}
