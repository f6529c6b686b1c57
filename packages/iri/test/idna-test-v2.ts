// Reads Unicode's IdnaTestV2.txt (UTS #46 conformance data; test/data/unicode/, Unicode License V3) into rows,
// applying the file's own rules for blank columns and escapes (see its header).
import { readFileSync } from "node:fs";

export interface IdnaTestRow {
  line: number;
  source: string;
  toUnicode: string;
  toUnicodeStatus: string[];
  toAsciiN: string;
  toAsciiNStatus: string[];
}

/** `\uXXXX` and `\x{XXXX}` escapes, as the header describes. */
function unescape(field: string): string {
  return field
    .replace(/\\x\{([0-9A-Fa-f]+)\}/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function value(field: string): string {
  return field === '""' ? "" : unescape(field);
}

function status(field: string): string[] {
  const inner = field.replace(/^\[|\]$/g, "").trim();
  return inner === "" ? [] : inner.split(/,\s*/);
}

export function readIdnaTestV2(text: string): IdnaTestRow[] {
  const rows: IdnaTestRow[] = [];
  text.split("\n").forEach((raw, n) => {
    const line = raw.replace(/#.*$/, "");
    if (line.trim() === "") return;
    const c = line.split(";").map((f) => f.trim());
    // Column 2 blank: the same as the source; column 4 blank: the same as toUnicode; column 5 blank: the same as
    // column 3 (an explicit [] means no error).
    const source = value(c[0]);
    const toUnicode = c[1] === "" ? source : value(c[1]);
    const toUnicodeStatus = status(c[2]);
    const toAsciiN = c[3] === "" ? toUnicode : value(c[3]);
    const toAsciiNStatus = c[4] === "" ? toUnicodeStatus : status(c[4]);
    rows.push({ line: n + 1, source, toUnicode, toUnicodeStatus, toAsciiN, toAsciiNStatus });
  });
  return rows;
}

export function loadIdnaTestV2(): IdnaTestRow[] {
  return readIdnaTestV2(readFileSync(new URL("./data/unicode/IdnaTestV2.txt", import.meta.url), "utf8"));
}
