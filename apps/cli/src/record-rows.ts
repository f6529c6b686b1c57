// Rows of named fields for commands whose rows are records (extract, links): TSV and CSV through the byte writer,
// NDJSON as one JSON object per line. `split` has its own faster path (byte-rows.ts reading scanner offsets).
import { ByteRowWriter } from "./byte-rows.js";
import type { Output } from "./output.js";
import type { Cell, RowFormat } from "./row-format.js";

export class RecordWriter {
  readonly #out: Output;
  readonly #fields: readonly string[];
  readonly #absent: string;
  readonly #bytes: ByteRowWriter | undefined;

  constructor(out: Output, format: RowFormat, fields: readonly string[], options: { header: boolean; absent: string }) {
    this.#out = out;
    this.#fields = fields;
    this.#absent = options.absent;
    this.#bytes = format === "ndjson" ? undefined : new ByteRowWriter(out, format);
    if (this.#bytes !== undefined && options.header) {
      for (const field of fields) this.#bytes.raw(field);
      this.#bytes.endRow();
    }
  }

  /** One row: a cell per field, in field order; `undefined` is absent (`null` in NDJSON). */
  row(cells: readonly Cell[]): void {
    const bytes = this.#bytes;
    if (bytes === undefined) {
      const record: Record<string, string | number | boolean | null> = {};
      for (let k = 0; k < this.#fields.length; k++) record[this.#fields[k]] = cells[k] ?? null;
      this.#out.line(JSON.stringify(record));
      return;
    }
    for (const cell of cells) {
      if (cell === undefined) bytes.raw(this.#absent);
      else if (typeof cell === "number") bytes.number(cell);
      else if (typeof cell === "boolean") bytes.raw(cell ? "true" : "false");
      else bytes.text(cell);
    }
    bytes.endRow();
  }

  flush(): void {
    this.#bytes?.flush();
    this.#out.flush();
  }
}
