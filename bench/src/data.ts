// Datasets: the real URL lists in bench/data/ (provenance in bench/data/README.md), plus ../shared/data/userbait.txt
// when that folder exists beside the checkout, plus generated inputs.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** A URL list: its lines (BOM stripped, empty lines dropped) and the same lines as one `\n`-joined UTF-8 buffer. */
export interface Dataset {
  readonly name: string;
  readonly lines: readonly string[];
  /** The lines joined by `\n`, as bytes (what a bulk scanner reads). */
  readonly bytes: Uint8Array;
  /** UTF-8 bytes of the lines, without line ends. */
  readonly textBytes: number;
}

/** bench/data/ (from src/ or dist/ alike). */
export const DATA_DIR = fileURLToPath(new URL("../data/", import.meta.url));
/** ../shared/data/ beside the checkout; may be missing. */
export const SHARED_DATA_DIR = fileURLToPath(new URL("../../../shared/data/", import.meta.url));

const SHIPPED = ["kasztp", "node_files", "isaacs_files"] as const;

/** Build a dataset from lines (exported for tests and generated data). */
export function datasetOf(name: string, lines: readonly string[]): Dataset {
  const joined = lines.join("\n");
  const bytes = new TextEncoder().encode(joined);
  return { name, lines, bytes, textBytes: bytes.length - Math.max(0, lines.length - 1) };
}

/**
 * The non-empty lines of a file (BOM dropped), each decoded from its own bytes: a flat string of its own, as
 * `readline` or a decoder gives a line, never a slice of one big string. Every suite sees the same kind of string,
 * so no suite's inputs change how V8 has compiled the functions the next suite times (slices made urikit's code and
 * `URL.canParse` slower, also on the flat strings fed after them).
 */
function readLines(path: string, limit: number | undefined): string[] {
  const bytes = readFileSync(path);
  const lines: string[] = [];
  let start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (start < bytes.length && (limit === undefined || lines.length < limit)) {
    let end = bytes.indexOf(0x0a, start);
    if (end < 0) end = bytes.length;
    if (end > start) lines.push(bytes.toString("utf8", start, end));
    start = end + 1;
  }
  return lines;
}

const cache = new Map<string, Dataset[]>();

/** The real URL lists: the three shipped files, then `userbait` when ../shared/data/userbait.txt is present. */
export function realDatasets(limit: number | undefined): Dataset[] {
  const key = String(limit);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out: Dataset[] = SHIPPED.map((name) => datasetOf(name, readLines(`${DATA_DIR}${name}.txt`, limit)));
  const userbait = `${SHARED_DATA_DIR}userbait.txt`;
  if (existsSync(userbait)) out.push(datasetOf("userbait", readLines(userbait, limit)));
  cache.set(key, out);
  return out;
}

/** A copy of `s` that is a flat string of its own (what `readline` or a decoder gives for one line). */
export function flat(s: string): string {
  return Buffer.from(s, "utf8").toString("utf8");
}

/** UTF-8 byte length of a string. */
export function utf8Length(s: string): number {
  return Buffer.byteLength(s, "utf8");
}

/** Total UTF-8 bytes of a list of strings. */
export function totalBytes(list: readonly string[]): number {
  let n = 0;
  for (const s of list) n += utf8Length(s);
  return n;
}

/** Keep the lines that every predicate accepts (used to pre-filter to input all contenders accept). */
export function acceptedByAll<T>(items: readonly T[], predicates: readonly ((item: T) => boolean)[]): T[] {
  return items.filter((item) => predicates.every((ok) => ok(item)));
}

/** `true` when `fn(item)` returns without throwing. */
export function doesNotThrow<T>(fn: (item: T) => unknown): (item: T) => boolean {
  return (item) => {
    try {
      fn(item);
      return true;
    } catch {
      return false;
    }
  };
}

/** Deterministic pseudo-random numbers (mulberry32), so generated data is the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
