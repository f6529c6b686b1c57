// Rows of named fields for commands whose rows are records (extract, links): TSV and CSV through the byte writer,
// NDJSON as one JSON object per line. `split` has its own faster path (byte-rows.ts reading scanner offsets).
import { ByteRowWriter } from "./byte-rows.js";
import type { Output } from "./output.js";
import type { Cell, RowFormat } from "./row-format.js";

/** A string cell longer than this is written in pieces of this many code units. */
const LARGE_CELL = 1 << 16;

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
      if (cells.some((cell) => typeof cell === "string" && cell.length > LARGE_CELL)) {
        this.#largeRecord(cells);
        return;
      }
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

  /**
   * An NDJSON record with a large string cell (a `data:` URI of many megabytes), written in pieces: the same bytes as
   * `JSON.stringify` of the whole record, without a second copy of the cell in memory.
   */
  #largeRecord(cells: readonly Cell[]): void {
    const out = this.#out;
    let text = "{";
    for (let k = 0; k < this.#fields.length; k++) {
      text += (k > 0 ? "," : "") + JSON.stringify(this.#fields[k]) + ":";
      const cell = cells[k];
      if (typeof cell !== "string" || cell.length <= LARGE_CELL) {
        text += JSON.stringify(cell ?? null);
        continue;
      }
      out.writeRaw(Buffer.from(text + '"'));
      for (let from = 0; from < cell.length; ) {
        let to = Math.min(cell.length, from + LARGE_CELL);
        const last = cell.charCodeAt(to - 1);
        if (to < cell.length && last >= 0xd800 && last <= 0xdbff) to--; // a surrogate pair stays in one piece
        out.writeRaw(Buffer.from(JSON.stringify(cell.slice(from, to)).slice(1, -1)));
        from = to;
      }
      text = '"';
    }
    out.writeRaw(Buffer.from(text + "}\n"));
  }

  flush(): void {
    this.#bytes?.flush();
    this.#out.flush();
  }
}
