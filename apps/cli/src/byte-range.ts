// `--range START:END`: one part of a file, cut as Hadoop cuts a text file into input splits, so that a file can be
// split by several processes (or machines) at once and their outputs concatenated.
// A range owns every line that STARTS inside [START, END): a range that does not start at 0 skips its first partial
// line (unless START falls exactly at a line start), and its last line runs past END to its LF (or the end of file).
import { closeSync, openSync, readSync } from "node:fs";

/** A byte range `[start, end)` of a file as the user gave it. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

const LINE_FEED = 0x0a;

/** Parse `START:END` (whole numbers, START ≤ END; END may be empty for "to the end of the file"). */
export function parseByteRange(text: string): ByteRange {
  const match = /^(\d{1,15}):(\d{0,15})$/.exec(text);
  if (match === null) throw new Error(`--range is START:END in bytes (e.g. 0:1048576), got "${text}"`);
  const start = Number(match[1]);
  const end = match[2] === "" ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  if (start > end) throw new Error(`--range START must not be after END, got "${text}"`);
  return { start, end };
}

/** Index just after the first LF at or after `from` in the open file, or `size` when there is none. */
function afterLineFeed(fd: number, from: number, size: number): number {
  const buffer = new Uint8Array(64 * 1024);
  // INVARIANT: each byte is read once, so finding the end of a line of n bytes costs O(n).
  for (let at = from; at < size; ) {
    const n = readSync(fd, buffer, 0, Math.min(buffer.length, size - at), at);
    if (n === 0) break;
    const lf = buffer.subarray(0, n).indexOf(LINE_FEED);
    if (lf >= 0) return at + lf + 1;
    at += n;
  }
  return size;
}

/**
 * The bytes `[from, to)` of a file of `size` bytes that hold exactly the lines starting in `range`: `from` is the
 * first line start ≥ START (START itself when byte START − 1 is an LF), `to` the end of the line holding byte END − 1.
 * Adjacent ranges therefore partition the lines of the file.
 */
export function lineSpan(path: string, size: number, range: ByteRange): { from: number; to: number } {
  const start = Math.min(range.start, size);
  const end = Math.min(range.end, size);
  if (end <= start) return { from: start, to: start };
  const fd = openSync(path, "r");
  try {
    // The line holding byte START − 1 started before START: it belongs to the range before.
    const from = start === 0 ? 0 : afterLineFeed(fd, start - 1, size);
    const to = afterLineFeed(fd, end - 1, size);
    return from >= to ? { from: to, to } : { from, to };
  } finally {
    closeSync(fd);
  }
}
