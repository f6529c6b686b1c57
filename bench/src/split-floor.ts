// A split that does no validation at all, over the file's bytes in one pass: for each line the end of the scheme,
// the authority, and where the query and fragment start, as a C "split to offsets" would. It is the floor the
// scanner is compared with ("within 2× of a split that does no validation", issue #4); the Appendix B regex is the
// same floor for per-line strings.

const LINE_FEED = 0x0a;
const COLON = 0x3a;
const SOLIDUS = 0x2f;
const QUESTION_MARK = 0x3f;
const NUMBER_SIGN = 0x23;

/** Slots per line: line start, line end, scheme end, authority start, path start, query start, fragment start, spare. */
export const FLOOR_SLOTS = 8;

/** Split every line of `bytes` into offsets in `out` (grown when needed); return the number of lines. */
export function splitWithoutValidation(bytes: Uint8Array, out: { rows: Int32Array }): number {
  let rows = out.rows;
  let line = 0;
  let start = 0;
  const end = bytes.length;
  while (start < end) {
    if ((line + 1) * FLOOR_SLOTS > rows.length) {
      const bigger = new Int32Array(rows.length * 2 + FLOOR_SLOTS * 1024);
      bigger.set(rows);
      rows = out.rows = bigger;
    }
    const row = line * FLOOR_SLOTS;
    let i = start;
    let schemeEnd = -1;
    let authorityStart = -1;
    let pathStart: number;
    let queryStart = -1;
    let fragmentStart = -1;
    // Scheme: up to the first ":" before any "/", "?", "#".
    for (; i < end; i++) {
      const c = bytes[i]!;
      if (c === COLON) {
        schemeEnd = i;
        i++;
        break;
      }
      if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN || c === LINE_FEED) {
        i = start;
        break;
      }
    }
    if (schemeEnd < 0) i = start;
    pathStart = i;
    if (bytes[i] === SOLIDUS && bytes[i + 1] === SOLIDUS) {
      authorityStart = i + 2;
      i += 2;
      while (i < end) {
        const c = bytes[i]!;
        if (c === SOLIDUS || c === QUESTION_MARK || c === NUMBER_SIGN || c === LINE_FEED) break;
        i++;
      }
      pathStart = i;
    }
    while (i < end) {
      const c = bytes[i]!;
      if (c === LINE_FEED) break;
      if (c === QUESTION_MARK && queryStart < 0 && fragmentStart < 0) queryStart = i + 1;
      else if (c === NUMBER_SIGN && fragmentStart < 0) fragmentStart = i + 1;
      i++;
    }
    rows[row] = start;
    rows[row + 1] = i;
    rows[row + 2] = schemeEnd;
    rows[row + 3] = authorityStart;
    rows[row + 4] = pathStart;
    rows[row + 5] = queryStart;
    rows[row + 6] = fragmentStart;
    line++;
    start = i + 1;
  }
  return line;
}
