// The columns of a scan written as a table: one row per input line, one column per RFC 3986 §3 component plus the
// line number, validity and error.

/**
 * Every column a columnar scan can carry, in table order: `line` (1-based input line, uint64), `valid` (bool), the
 * seven components of RFC 3986 §3 as utf8 (null when absent, `""` when empty), `host_kind`, `error_code`,
 * `error_index` (0-based UTF-16 index), `error_message`, and `source` (the raw line).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export const COLUMN_NAMES = [
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
  "source",
] as const;

/** The name of one column (see {@link COLUMN_NAMES}). */
export type ColumnName = (typeof COLUMN_NAMES)[number];

/**
 * The columns written when none are chosen, in the order of `urikit split`'s TSV fields: all but `source` (the raw
 * line, the largest column).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export const DEFAULT_COLUMNS: readonly ColumnName[] = COLUMN_NAMES.filter((c) => c !== "source");

/** Options shared by every columnar writer. */
export interface ColumnarOptions {
  /** Columns in the order wanted (default {@link DEFAULT_COLUMNS}); duplicates are refused. */
  columns?: readonly ColumnName[];
  /** Add the `source` column (the raw line) after the chosen ones, unless they name it already. */
  source?: boolean;
  /** Added to every line number, for a partition of a larger input (default 0: the first line is 1). */
  lineOffset?: number;
}

/**
 * Check a column selection and return it, `source` appended when asked for; throws a `TypeError` or `RangeError`
 * naming the bad column.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function resolveColumns(options: ColumnarOptions = {}): ColumnName[] {
  const chosen = options.columns ?? DEFAULT_COLUMNS;
  if (!Array.isArray(chosen)) throw new TypeError("@urikit/columnar: columns must be an array of column names");
  const columns: ColumnName[] = [];
  for (const name of chosen) {
    if (!(COLUMN_NAMES as readonly unknown[]).includes(name)) {
      throw new RangeError(`@urikit/columnar: unknown column ${JSON.stringify(name)} (columns: ${COLUMN_NAMES.join(", ")})`);
    }
    if (columns.includes(name)) throw new RangeError(`@urikit/columnar: column "${name}" is chosen twice`);
    columns.push(name);
  }
  if (options.source === true && !columns.includes("source")) columns.push("source");
  if (columns.length === 0) throw new RangeError("@urikit/columnar: at least one column is needed");
  const offset = options.lineOffset ?? 0;
  if (!(Number.isSafeInteger(offset) && offset >= 0)) throw new RangeError(`@urikit/columnar: lineOffset must be a whole number ≥ 0, got ${offset}`);
  return columns;
}
