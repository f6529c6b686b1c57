// The worker thread's side of scanFile, countFile and mapFile, run in this process: `node:worker_threads` is replaced
// by a port that records what the worker posts, so each request kind, its reply and each failure is checked here
// (test/scan-file.test.ts and test/count-file.test.ts drive the real threads, which coverage cannot see into).
import { EventEmitter } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createScanner } from "./create-scanner.js";
import { ScanResult } from "./scan-result.js";
import type { WorkerReply, WorkerRequest, WorkerSetup } from "./scan-worker.js";

const dir = mkdtempSync(join(tmpdir(), "urikit-scan-worker-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEXT = "http://a.example/x\nmailto:someone@b.example\n//a.example:8080/\nhttp://[::1\nfile:///etc/hosts\n";
const file = join(dir, "urls.txt");
writeFileSync(file, TEXT);
const SIZE = Buffer.byteLength(TEXT);

/** A stand-in for `parentPort`: requests go in as "message" events, the worker's replies are kept in order. */
class FakePort extends EventEmitter {
  readonly replies: { reply: WorkerReply; transfer: unknown[] }[] = [];
  #waiting: (() => void)[] = [];
  postMessage(reply: WorkerReply, transfer: unknown[] = []): void {
    this.replies.push({ reply, transfer });
    for (const wake of this.#waiting.splice(0)) wake();
  }
  /** The next reply of `kind` for request `id` (bounded by the test's timeout). */
  async next(kind: WorkerReply["kind"], id: number): Promise<{ reply: WorkerReply; transfer: unknown[] }> {
    for (;;) {
      const found = this.replies.find((r) => r.reply.kind === kind && r.reply.id === id);
      if (found !== undefined) return found;
      await new Promise<void>((wake) => this.#waiting.push(wake));
    }
  }
  async ask(request: WorkerRequest): Promise<WorkerReply> {
    this.emit("message", request);
    return (await this.next(request.kind, request.id)).reply;
  }
}

/** Load a fresh copy of the worker module with `setup` as its workerData; returns its port. */
async function startWorker(setup: WorkerSetup): Promise<FakePort> {
  const port = new FakePort();
  vi.resetModules();
  vi.doMock("node:worker_threads", () => ({ parentPort: port, workerData: setup, isMainThread: false }));
  await import("./scan-worker.js");
  return port;
}

afterEach(() => {
  vi.doUnmock("node:worker_threads");
});

const scan = (id: number, start = 0, end = SIZE): WorkerRequest => ({ kind: "scan", id, path: file, start, end, size: SIZE });

describe("scan-worker", () => {
  it("does nothing when loaded outside a worker thread", async () => {
    vi.resetModules();
    vi.doMock("node:worker_threads", () => ({ parentPort: null, workerData: undefined, isMainThread: true }));
    const module = await import("./scan-worker.js");
    expect(module.readLines).toBeTypeOf("function");
  });

  it("scans later ranges into the arrays a spare request gives back, and writes Int32 rows when a request asks", async () => {
    const port = await startWorker({ engine: "wasm" });
    await port.next("ready", 0);
    const first = await port.ask(scan(1));
    expect(first.rows).toBeInstanceOf(Int16Array);
    const rows = [...first.rows!];
    const buffers = { bytes: first.bytes!.buffer as ArrayBuffer, rows: first.rows!.buffer as ArrayBuffer, ranges: first.ranges!.buffer as ArrayBuffer };
    first.bytes!.fill(0);
    first.rows!.fill(0);
    port.emit("message", { kind: "spare", id: 1, ...buffers, wide: false } satisfies WorkerRequest);
    const second = await port.ask(scan(2));
    expect([second.bytes!.buffer, second.rows!.buffer, second.ranges!.buffer]).toEqual([buffers.bytes, buffers.rows, buffers.ranges]);
    expect(second.bytes!.buffer).toBe(buffers.bytes);
    expect(second.rows!.buffer).toBe(buffers.rows);
    expect(new TextDecoder().decode(second.bytes)).toBe(TEXT);
    expect([...second.rows!]).toEqual(rows);
    const wide = await port.ask({ ...scan(3), wide: true } as WorkerRequest);
    expect(wide.rows).toBeInstanceOf(Int32Array);
    expect([...wide.rows!]).toEqual(rows);
  });

  it("says it is ready, then sends back the rows of its range as the scanner on this thread writes them", async () => {
    const port = await startWorker({ engine: "js" });
    expect((await port.next("ready", 0)).reply).toEqual({ kind: "ready", id: 0 });
    port.emit("message", scan(1));
    const { reply, transfer } = await port.next("scan", 1);
    const expected = (await createScanner({ engine: "js" })).scan(new TextEncoder().encode(TEXT));
    expect(reply.count).toBe(5);
    expect(reply.byteOffset).toBe(0);
    expect(new TextDecoder().decode(reply.bytes)).toBe(TEXT);
    expect([...reply.rows!]).toEqual([...expected.offsets]);
    expect(transfer.length).toBeGreaterThan(0);
    const result = new ScanResult({ bytes: reply.bytes!, rows: reply.rows!, ranges: reply.ranges!, count: reply.count! });
    expect([result.host(0), result.host(1), result.port(2), result.isValid(3), result.path(4)]).toEqual(["a.example", undefined, "8080", false, "/etc/hosts"]);
  });

  it("takes the lines that start in its range, whoever holds the rest of them", async () => {
    const port = await startWorker({ engine: "js" });
    // Bytes 5..25 hold the end of line 1 and the start of line 2 ("mailto:…" starts at byte 19).
    const reply = await port.ask(scan(2, 5, 25));
    expect(reply.count).toBe(1);
    expect(reply.byteOffset).toBe(19);
    expect(new TextDecoder().decode(reply.bytes)).toBe("mailto:someone@b.example\n");
  });

  it("counts its ranges by key and sends the counts when asked (countFile)", async () => {
    const port = await startWorker({ engine: "js", countBy: "host" });
    const counted = await port.ask(scan(3));
    expect(counted).toEqual({ kind: "scan", id: 3, count: 5 });
    const { value } = await port.ask({ kind: "tally", id: 4 });
    const snapshot = value as { lines: number; invalid: number; keys: (string | null)[]; counts: number[] };
    expect(snapshot.lines).toBe(5);
    expect(snapshot.invalid).toBe(1);
    const counts = Object.fromEntries(snapshot.keys.map((k, i) => [String(k), snapshot.counts[i]]));
    expect(counts).toEqual({ "a.example": 2, null: 1, "": 1 });
  });

  it("keeps a batch until it knows its first line, then runs the map module over it (mapFile)", async () => {
    const mapModule = join(dir, "map.mjs");
    writeFileSync(
      mapModule,
      `export default (result, data) => {
         if (data === "throw") throw new Error("map module failed");
         if (data === "throw a string") throw "not an Error";
         const buffer = new Uint8Array([result.length]).buffer;
         return { value: { hosts: [...result].map((e) => e.components?.host ?? null), firstLine: result.firstLine, data }, transfer: [buffer] };
       };\n`,
    );
    const port = await startWorker({ engine: "js", mapModule: pathToFileURL(mapModule).href, mapData: "seen" });
    const scanned = await port.ask(scan(5));
    expect(scanned).toEqual({ kind: "scan", id: 5, count: 5, byteOffset: 0, byteLength: SIZE });
    port.emit("message", { kind: "map", id: 5, firstLine: 40 } satisfies WorkerRequest);
    const { reply, transfer } = await port.next("map", 5);
    expect(reply.value).toEqual({ hosts: ["a.example", null, "a.example", null, ""], firstLine: 40, data: "seen" });
    expect(transfer).toHaveLength(1);
  });

  it("gives buffers sent back to the map module's recycle export, without a reply (and drops them without one)", async () => {
    const mapModule = join(dir, "recycling-map.mjs");
    writeFileSync(
      mapModule,
      `export const given = [];
       export function recycle(buffers) { given.push(...buffers.map((b) => b.byteLength)); }
       export default (result) => ({ value: { given: [...given], length: result.length } });\n`,
    );
    const port = await startWorker({ engine: "js", mapModule: pathToFileURL(mapModule).href });
    await port.ask(scan(11));
    port.emit("message", { kind: "recycle", id: 11, buffers: [new ArrayBuffer(3), new ArrayBuffer(5)] } satisfies WorkerRequest);
    port.emit("message", { kind: "map", id: 11, firstLine: 0 } satisfies WorkerRequest);
    expect((await port.next("map", 11)).reply.value).toEqual({ given: [3, 5], length: 5 });
    expect(port.replies.some((r) => r.reply.kind === "recycle")).toBe(false);
    const plain = await startWorker({ engine: "js" });
    plain.emit("message", { kind: "recycle", id: 12, buffers: [new ArrayBuffer(1)] } satisfies WorkerRequest);
    expect((await plain.ask(scan(13))).count).toBe(5);
    expect(plain.replies.some((r) => r.reply.kind === "recycle")).toBe(false);
  });

  it("runs the map module's call export with the request's data and replies with what it returned, or its error", async () => {
    const mapModule = join(dir, "calling-map.mjs");
    writeFileSync(
      mapModule,
      `export function call(data) { if (data === "boom") throw new Error("call failed"); return { echoed: data }; }
       export default (result) => ({ value: result.length });\n`,
    );
    const port = await startWorker({ engine: "js", mapModule: pathToFileURL(mapModule).href });
    expect((await port.ask({ kind: "call", id: 1, data: [1, "two"] })).value).toEqual({ echoed: [1, "two"] });
    expect((await port.ask({ kind: "call", id: 2, data: "boom" })).error).toBe("call failed");
    const plain = await startWorker({ engine: "js", mapModule: pathToFileURL(join(dir, "recycling-map.mjs")).href });
    expect((await plain.ask({ kind: "call", id: 3, data: 0 })).error).toBe("the map module has no `call` export");
    const none = await startWorker({ engine: "js" });
    expect((await none.ask({ kind: "call", id: 4, data: 0 })).error).toBe("the map module has no `call` export");
  });

  it("scans a range before the maps that arrived ahead of it, and reads later ranges into mapped batches' buffers", async () => {
    const mapModule = join(dir, "buffer-map.mjs");
    writeFileSync(
      mapModule,
      `const seen = [];
       export default (result) => {
         const reused = seen.includes(result.bytes.buffer);
         seen.push(result.bytes.buffer);
         return { value: { reused, hosts: [...result].map((e) => e.components?.host ?? null) } };
       };\n`,
    );
    const port = await startWorker({ engine: "js", mapModule: pathToFileURL(mapModule).href });
    await port.ask(scan(20));
    await port.ask(scan(21));
    // Arriving together: two maps, then a scan, which the other workers' maps may be waiting for.
    for (const request of [{ kind: "map", id: 20, firstLine: 0 }, { kind: "map", id: 21, firstLine: 5 }, scan(22)] satisfies WorkerRequest[]) port.emit("message", request);
    await port.next("map", 21);
    const order = port.replies.map((r) => `${r.reply.kind}${r.reply.id}`).filter((k) => k !== "ready0");
    expect(order).toEqual(["scan20", "scan21", "scan22", "map20", "map21"]);
    expect((await port.next("map", 20)).reply.value).toEqual({ reused: false, hosts: ["a.example", null, "a.example", null, ""] });
    // Range 23 is read into the buffer of a batch already mapped: the same lines, the same rows.
    await port.ask(scan(23));
    expect((await port.ask({ kind: "map", id: 23, firstLine: 10 })).value).toEqual({ reused: true, hosts: ["a.example", null, "a.example", null, ""] });
  });

  it("answers a request that fails with its error message, and goes on", async () => {
    const port = await startWorker({ engine: "js" });
    const missing = await port.ask({ kind: "scan", id: 6, path: join(dir, "missing.txt"), start: 0, end: 10, size: 10 });
    expect(missing.error).toMatch(/ENOENT/);
    expect((await port.ask(scan(7))).count).toBe(5);
  });

  it("answers a map module's throw with its message, an Error's or not", async () => {
    const mapModule = join(dir, "map.mjs");
    for (const [id, data, message] of [[8, "throw", "map module failed"], [9, "throw a string", "not an Error"]] as const) {
      const port = await startWorker({ engine: "js", mapModule: pathToFileURL(mapModule).href, mapData: data });
      await port.ask(scan(id));
      expect(await port.ask({ kind: "map", id, firstLine: 0 })).toEqual({ kind: "map", id, error: message });
    }
  });

  it("answers every request with the error when its engine cannot load, and never says it is ready", async () => {
    const port = await startWorker({ engine: "no-such-engine" as WorkerSetup["engine"] });
    const reply = await port.ask(scan(10));
    expect(reply.error).toMatch(/unknown engine "no-such-engine"/);
    expect(port.replies.some((r) => r.reply.kind === "ready")).toBe(false);
  });
});
