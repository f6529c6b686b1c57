import { EventEmitter } from "node:events";
import { closeSync, openSync, readFileSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Output, OutputError, type OutputStream } from "./output.js";
import { testDirectory } from "../test/temporary-directory.js";

/**
 * A stream like a pipe whose reader has stopped: it keeps every chunk until the test lets the reader take them, and
 * asks for a drain above `highWaterMark` bytes, as a Node Writable does.
 */
class PausedPipe extends EventEmitter implements OutputStream {
  readonly taken: Buffer[] = [];
  readonly #held: { chunk: Uint8Array; callback: (error?: Error | null) => void }[] = [];
  #length = 0;
  writableNeedDrain = false;
  writes = 0;

  readonly highWaterMark: number;

  constructor(highWaterMark: number) {
    super();
    this.highWaterMark = highWaterMark;
  }

  write(chunk: Uint8Array, callback: (error?: Error | null) => void): boolean {
    this.writes++;
    this.#held.push({ chunk, callback });
    this.#length += chunk.length;
    if (this.#length >= this.highWaterMark) this.writableNeedDrain = true;
    return !this.writableNeedDrain;
  }

  /** The reader takes everything held: the callbacks run, then `drain` if one was asked for. */
  read(): void {
    for (const { chunk, callback } of this.#held.splice(0)) {
      this.taken.push(Buffer.from(chunk));
      callback();
    }
    this.#length = 0;
    if (this.writableNeedDrain) {
      this.writableNeedDrain = false;
      this.emit("drain");
    }
  }

  /** The reader fails: every held write fails with `error`, which the stream also emits. */
  fail(error: Error): void {
    for (const { callback } of this.#held.splice(0)) callback(error);
    this.emit("error", error);
  }
}

describe("Output to a stream (stdout)", () => {
  it("waits for the stream's drain, without writing again, instead of retrying", async () => {
    const pipe = new PausedPipe(8);
    const out = new Output({ fd: 1, name: "<stdout>", stream: pipe });
    out.writeRaw(Buffer.from("0123456789"));
    expect(out.backlogged).toBe(true);
    let drained = false;
    const waiting = out.drained().then(() => (drained = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false); // the reader has not read: still waiting
    expect(pipe.writes).toBe(1); // and nothing was tried again meanwhile
    pipe.read();
    await waiting;
    expect(drained).toBe(true);
    expect(out.backlogged).toBe(false);
    expect(Buffer.concat(pipe.taken).toString()).toBe("0123456789");
  });

  it("resolves drained() at once when the stream is not backlogged", async () => {
    const pipe = new PausedPipe(1 << 20);
    const out = new Output({ fd: 1, name: "<stdout>", stream: pipe });
    out.line("a");
    out.flush();
    expect(out.backlogged).toBe(false);
    await out.drained();
    pipe.read();
    expect(Buffer.concat(pipe.taken).toString()).toBe("a\n");
  });

  it("copies bytes, so that the caller may reuse its buffer before the pipe drains", async () => {
    const pipe = new PausedPipe(4);
    const out = new Output({ fd: 1, name: "<stdout>", stream: pipe });
    const buffer = Buffer.from("first\n");
    out.writeRaw(buffer);
    buffer.write("later\n");
    out.writeRaw(buffer);
    const closed = out.close();
    pipe.read();
    await closed;
    expect(Buffer.concat(pipe.taken).toString()).toBe("first\nlater\n");
  });

  it("close() waits for every write and writes pending lines first", async () => {
    const pipe = new PausedPipe(1 << 20);
    const out = new Output({ fd: 1, name: "<stdout>", stream: pipe });
    out.line("one");
    out.line("two");
    let closed = false;
    const closing = out.close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    pipe.read();
    await closing;
    expect(Buffer.concat(pipe.taken).toString()).toBe("one\ntwo\n");
  });

  it("turns a failed write into an OutputError, also for a writer waiting on a drain", async () => {
    const pipe = new PausedPipe(1);
    const out = new Output({ fd: 5, name: "rows.tsv", stream: pipe });
    out.writeRaw(Buffer.from("x"));
    const waiting = out.drained();
    pipe.fail(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }));
    await expect(waiting).rejects.toThrow(OutputError);
    await expect(out.close()).rejects.toThrow(/cannot write "rows.tsv": /);
    expect(() => out.writeRaw(Buffer.from("y"))).toThrow(OutputError);
  });
});

describe("Output to a file descriptor", () => {
  it("writes lines and bytes in order, synchronously", async () => {
    const path = join(testDirectory("urikit-output-"), "out.txt");
    const fd = openSync(path, "w");
    const out = new Output({ fd, name: path });
    out.line("a");
    out.writeRaw(Buffer.from("b\n"));
    out.line("c");
    expect(out.backlogged).toBe(false);
    await out.close();
    closeSync(fd);
    expect(readFileSync(path, "utf8")).toBe("a\nb\nc\n");
  });

  it("sets aside byte ranges of a seekable file for others to write at their offsets, and writes after them", async () => {
    const path = join(testDirectory("urikit-output-"), "claimed.txt");
    const fd = openSync(path, "w");
    const out = new Output({ fd, name: path, seekable: true });
    expect(out.seekableFd).toBe(fd);
    expect(out.name).toBe(path);
    out.line("head");
    const first = out.claim(4);
    const second = out.claim(3);
    out.writeRaw(Buffer.from("tail\n"));
    // Written out of order, as workers may: the second range first.
    writeSync(fd, Buffer.from("yy\n"), 0, 3, second);
    writeSync(fd, Buffer.from("xxx\n"), 0, 4, first);
    await out.close();
    closeSync(fd);
    expect([first, second]).toEqual([5, 9]);
    expect(readFileSync(path, "utf8")).toBe("head\nxxx\nyy\ntail\n");
  });

  it("asks the system to write a large seekable file to disk behind the writes, and waits for that before closing", async () => {
    const path = join(testDirectory("urikit-output-"), "large.bin");
    const fd = openSync(path, "w");
    const out = new Output({ fd, name: path, seekable: true });
    const block = new Uint8Array(12 << 20).fill(0x61);
    for (let k = 0; k < 4; k++) out.writeRaw(block); // past the flush-behind step, with a flush on its way
    const at = out.claim(block.length);
    writeSync(fd, block, 0, block.length, at);
    out.writeRaw(Buffer.from("\n"));
    await out.close();
    closeSync(fd);
    expect(statSync(path).size).toBe(5 * block.length + 1);
  });

  it("refuses to set aside bytes of stdout, a pipe or a device (no seekable descriptor)", () => {
    const out = new Output({ fd: 1, name: "<stdout>", seekable: true, stream: new PausedPipe(1 << 20) });
    expect(out.seekableFd).toBeUndefined();
    expect(() => out.claim(1)).toThrow(/seekable/);
    expect(new Output({ fd: 9, name: "/dev/null" }).seekableFd).toBeUndefined();
  });

  it("reports a descriptor that cannot be written as an OutputError", () => {
    const path = join(testDirectory("urikit-output-"), "in.txt");
    closeSync(openSync(path, "w"));
    const fd = openSync(path, "r");
    const out = new Output({ fd, name: path });
    try {
      expect(() => out.writeRaw(Buffer.from("x"))).toThrow(/cannot write ".*in\.txt": /);
    } finally {
      closeSync(fd);
    }
  });
});
