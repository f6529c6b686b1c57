// Shared by the linear-time tests of the packages that cut a text into pieces: how far `String#indexOf` searched.
/**
 * Run `f` and return how many code units `String.prototype.indexOf` read while it ran: from each call's start to
 * the match, or to the end of the string when there is none. A function that cuts a text into pieces and searches,
 * for each piece, for a character the piece may lack reads the rest of the text each time, which is time quadratic
 * in its length (`"a&a&a…"` for a query's "=", say); a linear one reads each code unit a bounded number of times.
 * Counted, not timed, so that the test gives the same answer on every machine. The pieces are those the delimiters
 * of a URI cut it into.
 * RFC 3986 §2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-2.2>
 */
export function indexOfWork(f: () => void): number {
  const original = String.prototype.indexOf;
  let read = 0;
  String.prototype.indexOf = function indexOf(this: string, search: string, position?: number): number {
    const from = Math.min(Math.max(Math.trunc(Number(position ?? 0)) || 0, 0), this.length);
    const found = original.call(this, search, position);
    read += (found < 0 ? this.length : found + search.length) - from;
    return found;
  };
  try {
    f();
  } finally {
    String.prototype.indexOf = original;
  }
  return read;
}
