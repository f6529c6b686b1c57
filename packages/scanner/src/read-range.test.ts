// readLines past its first read: a range whose last line runs on for more than the 64 KiB read past the range's end
// (a data: URI, a long query) must still end at that line's LF, however many reads and buffer growths it takes.
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadEngine } from "./create-scanner.js";
import { readLines, scanRange } from "./read-range.js";

const dir = mkdtempSync(join(tmpdir(), "urikit-read-range-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `http://a.example/?q=xxxx…` of `length` bytes. */
const longUri = (length: number): string => "http://a.example/?q=" + "x".repeat(length - 20);

function withFile<T>(text: string, run: (fd: number, size: number) => T): T {
  const path = join(dir, `f${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(path, text);
  const fd = openSync(path, "r");
  try {
    return run(fd, Buffer.byteLength(text));
  } finally {
    closeSync(fd);
  }
}

describe("readLines with a line longer than the read past the range", () => {
  // 300 000 bytes: longer than the range plus 64 KiB (one growth of the buffer is not enough: two are needed).
  const long = longUri(300_000);

  it.each([
    ["ends with an LF", `short:a\n${long}\nshort:b\n`, `short:a\n${long}\n`],
    ["runs to the end of the file", `short:a\n${long}`, `short:a\n${long}`],
  ])("the first range owns the whole long line when it %s", (_, text, owned) => {
    withFile(text, (fd, size) => {
      const { bytes, byteOffset } = readLines(fd, 0, 10, size);
      expect(byteOffset).toBe(0);
      expect(bytes.length).toBe(owned.length);
      expect(Buffer.from(bytes).toString("latin1")).toBe(owned);
    });
  });

  it("the next ranges, inside the long line, own nothing until the line after it", () => {
    const text = `short:a\n${long}\nshort:b\n`;
    withFile(text, (fd, size) => {
      expect(readLines(fd, 10, 100_000, size).bytes.length).toBe(0);
      const last = readLines(fd, 100_000, size, size);
      expect(Buffer.from(last.bytes).toString("latin1")).toBe("short:b\n");
      expect(last.byteOffset).toBe(text.length - "short:b\n".length);
    });
  });

  it("scanRange scans the long line as one URI", async () => {
    const text = `${long}\nshort:b\n`;
    const path = join(dir, "scan-range.txt");
    writeFileSync(path, text);
    const result = scanRange(await loadEngine("js"), { kind: "scan", id: 0, path, start: 0, end: 1, size: text.length });
    expect(result.length).toBe(1);
    expect(result.host(0)).toBe("a.example");
    expect(result.query(0)).toBe(long.slice(long.indexOf("?") + 1));
  });
});
