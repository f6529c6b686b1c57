// The writer every command writes its rows through. Rows are joined into large writes; a file is written with
// blocking `writeSync` calls, stdout through its stream, which holds what a full pipe cannot take yet: the commands
// then wait for the stream's `drain` (see `backlogged`) instead of retrying a non-blocking write in a loop.
import { fdatasync, writeSync } from "node:fs";
import { describeSystemError } from "./system-error.js";

const LINE_FEED = new Uint8Array([0x0a]);
/** Bytes of a seekable output file between two background flushes to the disk. */
const FLUSH_BEHIND_BYTES = 32 << 20;

/** An error writing the output (exit code 4), as opposed to reading the input (3). */
export class OutputError extends Error {
  override name = "OutputError";
}

/** The part of a Node writable stream the writer uses (`process.stdout`, or a test's stream). */
export interface OutputStream {
  write(chunk: Uint8Array, callback: (error?: Error | null) => void): boolean;
  readonly writableNeedDrain: boolean;
  once(event: "drain", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
  removeListener(event: "drain", listener: () => void): unknown;
}

/** Where the writer writes: a file descriptor opened for this run, or a stream (stdout). */
export interface OutputDestination {
  readonly fd: number;
  /** The name to show in messages. */
  readonly name: string;
  /** Write through this stream instead of `writeSync(fd)`: stdout, which Node may have made non-blocking. */
  readonly stream?: OutputStream | undefined;
  /** `fd` is a regular file opened empty for this run: it may be written at offsets (see `Output.claim`). */
  readonly seekable?: boolean | undefined;
}

/** Quoted for messages: `"rows.tsv"`, or `<stdout>` as it is. */
function shown(name: string): string {
  return name === "<stdout>" ? name : `"${name}"`;
}

/** Buffered writer: rows are joined into large writes. A failed write throws `OutputError`. */
export class Output {
  readonly #fd: number;
  readonly #name: string;
  readonly #stream: OutputStream | undefined;
  #buffer: string[] = [];
  #size = 0;
  /** The first failed write to the stream (reported at the next write, `drained()` or `close()`). */
  #failed: OutputError | undefined;
  /** Settles when every write given to the stream so far has been written (or one failed). */
  #written: Promise<void> = Promise.resolve();
  /** In a seekable file: the offset of the next write (every write names its offset). */
  #position: number | undefined;
  /** Where the last background flush was asked for, and the flush on its way (see `#flushBehind`). */
  #flushedTo = 0;
  #flushing: Promise<void> | undefined;

  constructor(destination: OutputDestination) {
    this.#fd = destination.fd;
    this.#name = destination.name;
    this.#stream = destination.stream;
    this.#position = destination.seekable === true && destination.stream === undefined ? 0 : undefined;
    this.#stream?.on("error", (e) => this.#fail(e));
  }

  /** One line of text; the newline is added. */
  line(text: string): void {
    this.#buffer.push(text);
    this.#size += text.length + 1;
    if (this.#size > 1 << 16) this.flush();
  }

  /** Write the pending lines. */
  flush(): void {
    if (this.#buffer.length === 0) return;
    const text = this.#buffer.join("\n") + "\n";
    this.#buffer = [];
    this.#size = 0;
    this.#write(Buffer.from(text));
  }

  /** One line given as raw bytes (written as they are, then LF), after any pending lines. */
  lineBytes(bytes: Uint8Array): void {
    this.writeRaw(bytes);
    this.writeRaw(LINE_FEED);
  }

  /** Write bytes as they are, after any pending lines; the caller may reuse `bytes` as soon as this returns. */
  writeRaw(bytes: Uint8Array): void {
    this.flush();
    this.#write(bytes);
  }

  /** The output's name in messages (a path, or `<stdout>`). */
  get name(): string {
    return this.#name;
  }

  /** The descriptor of a seekable output file (see `claim`), `undefined` for stdout, a pipe or a device. */
  get seekableFd(): number | undefined {
    return this.#position === undefined ? undefined : this.#fd;
  }

  /**
   * Set aside the next `length` bytes of a seekable output file, after the pending lines, for the caller to write
   * at the offset returned (with positioned writes, from any thread); later writes go after them.
   */
  claim(length: number): number {
    if (this.#position === undefined) throw new Error("claim() needs a seekable output file");
    this.flush();
    const at = this.#position;
    this.#position += length;
    this.#flushBehind();
    return at;
  }

  /**
   * Every FLUSH_BEHIND_BYTES of a seekable file, ask the system (on libuv's thread pool) to start writing what is
   * written so far to the disk, one request at a time, errors ignored (the run's closing fsync reports them). PERF:
   * the system holds the dirty pages of a run's output in memory (hundreds of MB) until the closing fsync, which
   * then waits for all of them after the last row (half a second for 300 MB); flushed behind, that wait overlaps
   * the formatting (bench: cores/split).
   */
  #flushBehind(): void {
    if (this.#position === undefined || this.#flushing !== undefined || this.#position - this.#flushedTo < FLUSH_BEHIND_BYTES) return;
    this.#flushedTo = this.#position;
    this.#flushing = new Promise<void>((resolve) =>
      fdatasync(this.#fd, () => {
        this.#flushing = undefined;
        resolve();
      }),
    );
  }

  /**
   * Whether the stream holds more than it wants to (a full pipe whose reader is slower than we are): the caller
   * should `await drained()` before it makes more rows, so that memory stays bounded.
   */
  get backlogged(): boolean {
    return this.#stream?.writableNeedDrain === true;
  }

  /** Resolves when the stream has taken in what it held (its `drain` event); at once when it is not backlogged. */
  async drained(): Promise<void> {
    this.#check();
    const stream = this.#stream;
    if (stream === undefined || !stream.writableNeedDrain) return;
    await new Promise<void>((resolve) => {
      // A failed write settles #written: stop waiting for a drain that will not come.
      const done = (): void => {
        stream.removeListener("drain", done);
        resolve();
      };
      stream.once("drain", done);
      void this.#written.then(done);
    });
    this.#check();
  }

  /** Write the pending lines and wait until everything has been written; throws `OutputError` if a write failed. */
  async close(): Promise<void> {
    this.flush();
    await this.#written;
    await this.#flushing;
    this.#check();
  }

  #check(): void {
    if (this.#failed !== undefined) throw this.#failed;
  }

  #fail(e: unknown): void {
    // The reader went away (`urikit split | head`): stop quietly, as a command in a pipeline does.
    if ((e as NodeJS.ErrnoException).code === "EPIPE" && this.#fd === 1) process.exit(0);
    this.#failed ??= new OutputError(`cannot write ${shown(this.#name)}: ${describeSystemError(e)}`);
  }

  #write(bytes: Uint8Array): void {
    this.#check();
    const stream = this.#stream;
    if (stream !== undefined) {
      // A copy: the stream may hold the chunk until the pipe drains, and callers reuse their buffers.
      const chunk = Buffer.from(bytes);
      this.#written = new Promise<void>((resolve) => {
        try {
          stream.write(chunk, (error) => {
            if (error !== undefined && error !== null) this.#fail(error);
            resolve();
          });
        } catch (e) {
          // stdout redirected to a file is written synchronously, and its errors are thrown here.
          this.#fail(e);
          resolve();
        }
      });
      this.#check();
      return;
    }
    let written = 0;
    while (written < bytes.length) {
      try {
        const n = this.#position === undefined ? writeSync(this.#fd, bytes, written) : writeSync(this.#fd, bytes, written, bytes.length - written, this.#position);
        written += n;
        if (this.#position !== undefined) this.#position += n;
        this.#flushBehind();
      } catch (e) {
        this.#fail(e);
        this.#check();
      }
    }
  }
}
