// Memory stays flat on a large input: 512 MiB of lines streamed through scanStream in 1 MiB chunks (the same chunk
// object reused, so the input itself is never held) must not grow the process by anything near the input's size.
import { describe, expect, it } from "vitest";
import { scanStream } from "../src/index.js";

const CHUNK_BYTES = 1 << 20;
const CHUNKS = 512;

function* chunks(): Generator<Uint8Array> {
  const line = new TextEncoder().encode("https://www.example.com/some/path/to/a/page.html?q=1#f\n");
  const chunk = new Uint8Array(CHUNK_BYTES);
  // Lines deliberately straddle chunk boundaries: the chunk size is not a multiple of the line length.
  for (let i = 0; i < CHUNK_BYTES; i++) chunk[i] = line[i % line.length];
  for (let k = 0; k < CHUNKS; k++) yield chunk;
}

function footprint(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

describe("scanStream on a 512 MiB input", () => {
  it("keeps memory flat and counts every line", async () => {
    const before = footprint();
    let peak = before;
    let lines = 0;
    let invalid = 0;
    for await (const batch of scanStream(chunks())) {
      lines += batch.length;
      for (let i = 0; i < batch.length; i++) if (!batch.isValid(i)) invalid++;
      peak = Math.max(peak, footprint());
    }
    // Every LF ends a line, and the text after the last LF is a final line of its own.
    const first = chunks().next().value!;
    let feeds = 0;
    for (const byte of first) if (byte === 0x0a) feeds++;
    const endsWithFeed = first[first.length - 1] === 0x0a;
    expect(lines).toBe(feeds * CHUNKS + (endsWithFeed ? 0 : 1));
    // Where the pattern restarts mid-line, two halves glue into one line, still a URI reference; all are valid.
    expect(invalid).toBe(0);
    expect(peak - before).toBeLessThan(256 * 1024 * 1024);
  }, 120_000);
});
