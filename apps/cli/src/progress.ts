// A progress bar on stderr, drawn only when stderr is a terminal: bytes, lines, lines/s and the ETA.
import { formatRate } from "./stats.js";
import { now as clockNow } from "./clock.js";

export class Progress {
  readonly #stream: NodeJS.WriteStream;
  readonly #total: number | undefined;
  readonly #enabled: boolean;
  readonly #now: () => number;
  readonly #started: number;
  #lastDraw = 0;
  #drawn = false;

  /** `now` is the clock in milliseconds (a test passes its own). */
  constructor(stream: NodeJS.WriteStream, totalBytes: number | undefined, enabled: boolean, now: () => number = clockNow) {
    this.#stream = stream;
    this.#total = totalBytes;
    this.#enabled = enabled && stream.isTTY === true;
    this.#now = now;
    this.#started = now();
  }

  /** Redraw the bar, at most every 100 ms. */
  update(bytes: number, lines: number): void {
    if (!this.#enabled) return;
    const now = this.#now();
    if (now - this.#lastDraw < 100) return;
    this.#lastDraw = now;
    const seconds = (now - this.#started) / 1000;
    const rate = lines / Math.max(seconds, 1e-9);
    let text = `${(bytes / 1e6).toFixed(1)} MB, ${lines} lines, ${formatRate(rate)} lines/s`;
    if (this.#total !== undefined && this.#total > 0) {
      const share = Math.min(1, bytes / this.#total);
      const width = 24;
      const filled = Math.round(share * width);
      const eta = share > 0 ? (seconds / share) * (1 - share) : 0;
      text = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(share * 100).toFixed(0)}% ${text}, ETA ${eta.toFixed(0)} s`;
    }
    this.#stream.write(`\r${text}\u001b[K`);
    this.#drawn = true;
  }

  /** Erase the bar, if drawn, before a report line is printed; the next `update` draws it again. */
  clear(): void {
    if (!this.#drawn) return;
    this.#stream.write("\r\u001b[K");
    this.#drawn = false;
  }

  done(): void {
    this.clear();
  }
}
