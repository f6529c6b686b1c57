/**
 * Counts lines as a search moves forward through a text that may arrive in pieces: the 1-based line and column of
 * any later index, each code unit read once. A line ends at LF (a CRLF pair ends one line).
 */
export class LineCounter {
  /** Line of index `#at`, 1-based. */
  #line = 1;
  /** Index where that line starts. */
  #lineStart = 0;
  /** Index up to which the text has been counted. */
  #at = 0;

  /**
   * Count the LFs of `text` (whose first code unit is at index `offset` of the whole) up to index `to`, and return
   * the line and column (1-based, in UTF-16 code units) of `to`.
   */
  advance(text: string, offset: number, to: number): { line: number; column: number } {
    let lf = text.indexOf("\n", this.#at - offset);
    while (lf >= 0 && lf + offset < to) {
      this.#line++;
      this.#lineStart = lf + offset + 1;
      lf = text.indexOf("\n", lf + 1);
    }
    this.#at = to;
    return { line: this.#line, column: to - this.#lineStart + 1 };
  }
}
