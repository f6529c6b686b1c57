// countFile counts in the workers, from rows and bytes; the oracle here parses every line with `parse` of
// @urikit/core (the recursive-descent parser, not the scanner) and counts in a Map. countFile's workers run from
// dist/scan-worker.cjs: turbo's `test` depends on `build`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { realWorldListPath } from "@urikit/corpus";
import { UriError, parse } from "@urikit/core";
import { getDomain } from "tldts";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { countStream } from "../src/index.js";
import { COUNT_BY, countFile, type CountBy } from "../src/node.js";
import { jsEngine } from "../src/scan-engine.js";
import { Tally } from "../src/tally.js";

const dir = mkdtempSync(join(tmpdir(), "urikit-count-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const path = join(dir, "lists.txt");
// The three real lists, then every kind of host, ports, relative references, invalid lines (one per error code the
// lines can show), CR LF, non-ASCII and a byte that is not UTF-8; hosts differing only in case stay apart.
const extra = [
  "http://[::1]:8080/",
  "http://[v1.x]/",
  "http://192.168.0.1:/",
  "HTTP://WWW.Example.COM/",
  "http://www.example.com/",
  "https://a.b.example.co.uk/x",
  "http://localhost/",
  "//host.example.org/rel",
  "rel/path?q",
  "mailto:a@example.com",
  "file:///etc/hosts",
  "http://[::1/",
  "http://h:99x/",
  "1http://x/",
  "http://a/%zz",
  "http://é/",
  "http://a/b\r",
  "",
];
const text =
  (["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const).map((f) => readFileSync(realWorldListPath(f), "latin1").replace(/\n$/, "")).join("\n") +
  "\n" +
  extra.join("\n") +
  "\nh:\xff\nlast";
writeFileSync(path, Buffer.from(text, "latin1"));

/** Host kind of a valid host text, by RFC 3986 §3.2.2's alternatives. */
function hostKind(host: string): string {
  if (host.startsWith("[v") || host.startsWith("[V")) return "ipvfuture";
  if (host.startsWith("[")) return "ipv6";
  return /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(host) ? "ipv4" : "reg-name";
}

/** The counts by parsing each line (the file's bytes decoded as UTF-8, BOM dropped, CR LF cut). */
function oracle(by: CountBy): { lines: number; invalid: number; counts: Map<string | undefined, number> } {
  const decoded = new TextDecoder().decode(readFileSync(path)).replace(/^\ufeff/, "");
  const lines = decoded.split("\n").map((line) => line.replace(/\r$/, ""));
  const counts = new Map<string | undefined, number>();
  const add = (key: string | null | undefined): void => void counts.set(key ?? undefined, (counts.get(key ?? undefined) ?? 0) + 1);
  let invalid = 0;
  for (const line of lines) {
    let parsed;
    try {
      parsed = parse(line);
    } catch (e) {
      if (!UriError.is(e)) throw e;
      invalid++;
      if (by === "error") add(e.code);
      continue;
    }
    if (by === "error") continue;
    if (by === "host") add(parsed.host ?? null);
    if (by === "scheme") add(parsed.scheme ?? null);
    if (by === "port") add(parsed.port ?? null);
    if (by === "host-kind") add(parsed.host === undefined ? null : hostKind(parsed.host));
    if (by === "domain") add(parsed.host === undefined || parsed.host === "" || hostKind(parsed.host) !== "reg-name" ? null : getDomain(parsed.host.toLowerCase()));
  }
  return { lines: lines.length, invalid, counts };
}

describe("countFile", () => {
  it.each(COUNT_BY)("by %s, on 0, 1 and 2 workers, with ranges cutting lines anywhere: the counts of parsing each line", async (by) => {
    const expected = oracle(by);
    expect(expected.invalid).toBeGreaterThan(5);
    for (const workers of [0, 1, 2]) {
      const got = await countFile(path, { by, workers, batchBytes: 65_536 + 7 });
      expect(got.by).toBe(by);
      expect(got.lines).toBe(expected.lines);
      expect(got.invalid).toBe(expected.invalid);
      expect(got.counts).toEqual(expected.counts);
    }
  }, 60_000);

  it("counts the first line of a file whose key bytes repeat in later batches once per line (many keys: the table grows)", async () => {
    const many = join(dir, "many.txt");
    writeFileSync(many, Array.from({ length: 5000 }, (_, i) => `http://h${i % 3000}.example/`).join("\n"));
    const got = await countFile(many, { by: "host", workers: 2, batchBytes: 4096 });
    expect(got.counts.size).toBe(3000);
    expect(got.counts.get("h0.example")).toBe(2);
    expect(got.counts.get("h2999.example")).toBe(1);
    expect([...got.counts.values()].reduce((a, b) => a + b, 0)).toBe(5000);
  }, 30_000);

  it("refuses a bad key (RangeError), a non-string path (TypeError) and a missing file (ENOENT)", async () => {
    await expect(countFile(path, { by: "path" as CountBy })).rejects.toThrow(RangeError);
    await expect(countFile(42 as unknown as string, { by: "host" })).rejects.toThrow(TypeError);
    await expect(countFile(join(dir, "missing.txt"), { by: "host", workers: 1 })).rejects.toThrow(/ENOENT/);
    await expect(countFile(join(dir, "missing.txt"), { by: "host", workers: 0 })).rejects.toThrow(/ENOENT/);
  });

  it("refuses scanFile's reuse (a TypeError naming it), which countFile could not honour nor ignore silently", async () => {
    for (const reuse of [true, false]) {
      await expect(countFile(path, { by: "host", workers: 0, reuse } as never)).rejects.toThrow(/countFile: reuse is an option of scanFile/);
    }
  });
});

/** The file's bytes in chunks of `size` (a line, a CR LF, a UTF-8 sequence or the BOM cut anywhere). */
function* chunks(size: number): Generator<Uint8Array> {
  const bytes = readFileSync(path);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe("countStream", () => {
  it.each(COUNT_BY)("by %s, from chunks of any size and from a ReadableStream: the counts of parsing each line", async (by) => {
    const expected = oracle(by);
    for (const size of [1 << 20, 4099]) {
      const got = await countStream(chunks(size), { by, batchBytes: 65_536 + 7 });
      expect({ ...got, counts: [...got.counts].sort() }).toEqual({ by, ...expected, counts: [...expected.counts].sort() });
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks(777)) controller.enqueue(chunk);
        controller.close();
      },
    });
    const got = await countStream(stream, { by, engine: "js" });
    expect(got.counts).toEqual(expected.counts);
    expect(got.lines).toBe(expected.lines);
  }, 60_000);

  it("counts an empty input as no lines, and refuses a bad key (RangeError) or source (TypeError)", async () => {
    expect(await countStream([], { by: "host" })).toEqual({ by: "host", lines: 0, invalid: 0, counts: new Map() });
    await expect(countStream([], { by: "path" as CountBy })).rejects.toThrow(RangeError);
    await expect(countStream(42 as never, { by: "host" })).rejects.toThrow(TypeError);
    await expect(countStream([], undefined as never)).rejects.toThrow(TypeError);
  });
});

describe("the table of keys", () => {
  // Keys of 0 to 40 bytes from a tiny alphabet: many share their first 16 bytes (kept in the entry) and differ only
  // after them (kept in the store), many are equal to the line before (counted without a lookup), and hundreds of
  // distinct keys make the table grow. The oracle counts the generated hosts in a Map.
  const host = fc.stringMatching(/^[ab.]{0,40}$/);
  // Keys of 0 to 40 bytes that differ from "aaa…" in at most one byte: keys of one length differ in one word or
  // in their tail only.
  const nearHost = fc
    .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: -1, max: 39 }))
    .map(([length, flipped]) => Array.from({ length }, (_, i) => (i === flipped ? "b" : "a")).join(""));
  it("counts hosts that differ anywhere, equal to the line before or not, exactly as a Map of their texts", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(host, fc.integer({ min: 1, max: 3 })), { maxLength: 400, size: "max" }), fc.integer({ min: 64, max: 2048 }), async (runs, batchBytes) => {
        const lines = runs.flatMap(([h, n]) => Array.from({ length: n }, (_, k) => `http://${h}/${k}`));
        const expected = new Map<string, number>();
        for (const [h, n] of runs) expected.set(h, (expected.get(h) ?? 0) + n);
        const got = await countStream([new TextEncoder().encode(lines.join("\n"))], { by: "host", batchBytes, engine: "js" });
        expect(got.lines).toBe(lines.length);
        expect(got.counts).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it("tells keys apart by their bytes when their hashes collide (a hash of at most 2 bits: every lookup meets other keys)", () => {
    fc.assert(
      fc.property(fc.array(nearHost, { maxLength: 300, size: "max" }), fc.constantFrom(0, 1, 3), (hosts, mask) => {
        const tally = new Tally("host", mask);
        const bytes = new TextEncoder().encode(hosts.map((h) => `http://${h}/`).join("\n"));
        const scan = jsEngine.scanBytes(bytes, 0, bytes.length);
        tally.add(bytes, scan.rows, scan.ranges, scan.count);
        const expected = new Map<string, number>();
        for (const h of hosts) expected.set(h, (expected.get(h) ?? 0) + 1);
        const snapshot = tally.snapshot();
        expect(new Map(snapshot.keys.map((key, k) => [key, snapshot.counts[k]]))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it("keeps counting a key past the size of a slot's count (moved to the spill map as it fills), in runs or not", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "a.example", "x".repeat(60)), { maxLength: 200 }), fc.integer({ min: 2, max: 9 }), (hosts, spillAt) => {
        const tally = new Tally("host", -1, spillAt);
        const bytes = new TextEncoder().encode(hosts.map((h) => `http://${h}/`).join("\n"));
        const scan = jsEngine.scanBytes(bytes, 0, bytes.length);
        tally.add(bytes, scan.rows, scan.ranges, scan.count);
        const expected = new Map<string, number>();
        for (const h of hosts) expected.set(h, (expected.get(h) ?? 0) + 1);
        const snapshot = tally.snapshot();
        expect(new Map(snapshot.keys.map((key, k) => [key, snapshot.counts[k]]))).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});
