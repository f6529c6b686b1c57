/**
 * Counts lines as a search moves forward through a text that may arrive in pieces: the 1-based line and column of
 * any later index, each code unit read once. A line ends at LF (a CRLF pair ends one line).
 */
export class LineCounter {
  /** Line of index `#at`, 1-based. */
  #line = 1;
  /** Index where that line starts. */
  #lineStart = 0;
  /** Every LF before this index is counted, and none stands between `#lineStart` and it. */
  #clearTo = 0;
  /** Index of the first LF at or after `#clearTo` when it has been seen (not yet counted), else -1. */
  #nextLf = -1;

  /**
   * Count the LFs of `text` (whose first code unit is at index `offset` of the whole) up to index `to`, and return
   * the line and column (1-based, in UTF-16 code units) of `to`. Indices only move forward; the search for the next
   * LF is remembered, so a long line without one is read once however many indices are asked for in it.
   */
  advance(text: string, offset: number, to: number): { line: number; column: number } {
    for (;;) {
      if (this.#nextLf < 0) {
        if (this.#clearTo >= to) break;
        const lf = text.indexOf("\n", Math.max(this.#clearTo, offset) - offset);
        if (lf < 0) {
          this.#clearTo = offset + text.length;
          break;
        }
        this.#nextLf = offset + lf;
      }
      if (this.#nextLf >= to) break;
      this.#line++;
      this.#lineStart = this.#nextLf + 1;
      this.#clearTo = this.#lineStart;
      this.#nextLf = -1;
    }
    return { line: this.#line, column: to - this.#lineStart + 1 };
  }
}
