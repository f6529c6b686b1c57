// The columns of a scan written as a table: one row per input line, one column per RFC 3986 §3 component plus the
// line number, validity and error.
import type { ScanResult } from "@urikit/scanner";

/**
 * Every column a columnar scan can carry, in table order: `file` (the input's name, from a {@link ColumnarBatch}),
 * `line` (1-based input line, uint64), `valid` (bool), the seven components of RFC 3986 §3 as utf8 (null when
 * absent, `""` when empty), `host_kind`, `error_code`, `error_index` (0-based UTF-16 index), `error_message`,
 * `source` (the raw line) and `repaired` (bool: the row describes a repaired line, see {@link ColumnarBatch}).
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export const COLUMN_NAMES = [
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
  "source",
  "repaired",
] as const;

/** The name of one column (see {@link COLUMN_NAMES}). */
export type ColumnName = (typeof COLUMN_NAMES)[number];

/**
 * The columns written when none are chosen, in the order of `urikit split`'s TSV fields: all but `file`, `source`
 * (the raw line, the largest column) and `repaired`.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export const DEFAULT_COLUMNS: readonly ColumnName[] = COLUMN_NAMES.filter((c) => c !== "file" && c !== "source" && c !== "repaired");

/** Options shared by every columnar writer. */
export interface ColumnarOptions {
  /** Columns in the order wanted (default {@link DEFAULT_COLUMNS}); duplicates are refused. */
  columns?: readonly ColumnName[];
  /** Add the `source` column (the raw line) after the chosen ones, unless they name it already. */
  source?: boolean;
  /** Added to every line number, for a partition of a larger input (default 0: the first line is 1). */
  lineOffset?: number;
  /**
   * The `error_message` of invalid line `i` of `result` (default: the message of `result.toError(i)`), e.g. to
   * word it as a command-line tool's text output does.
   */
  errorMessage?: (result: ScanResult, i: number) => string;
}

/**
 * One batch with what the optional columns need: the input's name (`file`), the lines as read when `result` holds
 * repaired ones (`source`), and which rows were repaired (`repaired`). The writers take these or bare results.
 */
export interface ColumnarBatch {
  /** The rows: components, validity and error of each line. */
  readonly result: ScanResult;
  /** The `file` column of every row (null when absent). */
  readonly file?: string;
  /** The lines as read, for the `source` column, when `result` holds other text (same number of lines); default `result`. */
  readonly source?: ScanResult;
  /** Non-zero at `i` when row `i` describes a repaired line (the `repaired` column); default all false. */
  readonly repaired?: Uint8Array;
}

/**
 * Check a column selection and return it, `source` appended when asked for; throws a `RangeError` naming the bad
 * option or column.
 * RFC 3986 §3 <https://www.rfc-editor.org/rfc/rfc3986#section-3>
 */
export function resolveColumns(options: ColumnarOptions = {}): ColumnName[] {
  const chosen = options.columns ?? DEFAULT_COLUMNS;
  if (!Array.isArray(chosen)) throw new RangeError("@urikit/columnar: columns must be an array of column names");
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
  if (options.errorMessage !== undefined && typeof options.errorMessage !== "function") throw new RangeError("@urikit/columnar: errorMessage must be a function");
  const offset = options.lineOffset ?? 0;
  if (!(Number.isSafeInteger(offset) && offset >= 0)) throw new RangeError(`@urikit/columnar: lineOffset must be a whole number ≥ 0, got ${offset}`);
  return columns;
}
