// scan (bulk split): the whole file's bytes in → per-line component offsets out.
import { OFFSET_SLOTS, PATH_END, scanUriReference } from "@urikit/core/offsets";
import { APPENDIX_B, consume, loadCreateScanner } from "./contenders.js";
import type { ScanResult, Scanner } from "./contenders.js";
import type { Dataset } from "./data.js";
import { realDatasets } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { APPENDIX_B_SPLIT, JOBS, NODE_HOSTNAME, NODE_SCAN, SPLIT_FLOOR } from "./jobs.js";
import { splitWithoutValidation } from "./split-floor.js";

/** The scanner engines of @urikit/scanner. */
export const ENGINES = ["js", "wasm", "wasm-simd"] as const;

/** Instantiate every engine that loads; the others map to the reason they are unavailable. */
export async function loadScanners(): Promise<{
  scanners: Map<string, Scanner>;
  unavailable: Record<string, string>;
  wide: Map<string, Scanner>;
  offsetReaders: Map<string, Scanner>;
}> {
  const scanners = new Map<string, Scanner>();
  // The same engines with `rows: "int32"` (rows in the offsets layout of @urikit/core from the start), where the
  // option exists: the "scan + read offsets" tasks.
  const wide = new Map<string, Scanner>();
  // The same engines with the default rows, for the "scan + read offsets (default rows)" task alone: reading a
  // result's `offsets` makes its scanner write Int32 rows from then on, and a scanner shared with the other tasks
  // would hand them Int32 rows too, which no caller who reads only components or verdicts ever gets.
  const offsetReaders = new Map<string, Scanner>();
  const unavailable: Record<string, string> = {};
  const create = await loadCreateScanner();
  for (const engine of ENGINES) {
    const name = `urikit scanner (${engine})`;
    if (!create.ok) {
      unavailable[name] = create.reason;
      continue;
    }
    try {
      scanners.set(name, await create.value({ engine }));
    } catch (error) {
      unavailable[name] = String(error).split("\n")[0]!.slice(0, 160);
      continue;
    }
    offsetReaders.set(name, await create.value({ engine }));
    try {
      wide.set(name, await create.value({ engine, rows: "int32" }));
    } catch {
      // an older @urikit/scanner without the option: no task for it
    }
  }
  return { scanners, unavailable, wide, offsetReaders };
}

/** Scan contenders over one dataset: engines over the bytes, the others line by line over pre-split strings. */
export function scanTasks(ds: Dataset, scanners: ReadonlyMap<string, Scanner>): TaskDef[] {
  const { lines, bytes } = ds;
  const tasks: TaskDef[] = [];
  for (const [name, scanner] of scanners) {
    tasks.push({
      name,
      fn() {
        const result = scanner.scan(bytes);
        let n = 0;
        for (let i = 0; i < result.length; i++) if (result.isValid(i)) n++;
        consume(n);
      },
    });
  }
  const out = new Int32Array(OFFSET_SLOTS);
  const floor = { rows: new Int32Array(0) };
  tasks.push(
    {
      name: SPLIT_FLOOR,
      fn() {
        consume(splitWithoutValidation(bytes, floor));
      },
    },
    {
      name: "urikit scanUriReference (core, TS, per line)",
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) if (scanUriReference(lines[i]!, out) === 0) n += out[PATH_END]!;
        consume(n);
      },
    },
    {
      name: NODE_SCAN,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          try {
            n += new URL(lines[i]!).pathname.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
    {
      name: APPENDIX_B_SPLIT,
      fn() {
        let n = 0;
        for (let i = 0; i < lines.length; i++) {
          const m = APPENDIX_B.exec(lines[i]!);
          n += m === null ? -1 : m[5]!.length;
        }
        consume(n);
      },
    },
  );
  return tasks;
}

/**
 * Reading components from a scan: the fastest engine's scan alone, then scan + read one component of every line
 * (the host, the path), against `new URL().hostname`. The read costs (scan + read) − scan; the issue wants it at
 * most the scan's own cost per line, and "scan + read every host" ≥ 4× Node on kasztp. Reading `offsets` (Int32
 * rows in core's layout): with the default rows (compact rows converted on the first read, after which the scanner
 * writes Int32 rows), and with `rows: "int32"` (written so from the start). Each of these two has a scanner of its
 * own, so the scan-only and component tasks get the compact rows that a caller who never reads `offsets` gets.
 */
export function scanReadTasks(
  ds: Dataset,
  scanners: ReadonlyMap<string, Scanner>,
  wide: ReadonlyMap<string, Scanner> = new Map(),
  offsetReaders: ReadonlyMap<string, Scanner> = scanners,
): TaskDef[] {
  const { lines, bytes } = ds;
  const tasks: TaskDef[] = [];
  const fastest = ENGINES.map((engine) => `urikit scanner (${engine})`).reverse().find((name) => scanners.has(name));
  if (fastest !== undefined) {
    const scanner = scanners.get(fastest)!;
    let previous: ScanResult | undefined;
    tasks.push(
      {
        name: `${fastest}: scan only`,
        fn() {
          consume(scanner.scan(bytes).length);
        },
      },
      {
        // The same scan into the arrays of the task's previous result (`reuse`), as a loop that keeps nothing does:
        // no fresh memory per call.
        name: `${fastest}: scan only, into the previous result (reuse)`,
        fn() {
          previous = scanner.scan(bytes, { reuse: previous });
          consume(previous.length);
        },
      },
      {
        name: `${fastest}: scan + read every host`,
        fn() {
          const result = scanner.scan(bytes);
          let n = 0;
          for (let i = 0; i < result.length; i++) n += result.host(i)?.length ?? -1;
          consume(n);
        },
      },
      {
        name: `${fastest}: scan + read every path`,
        fn() {
          const result = scanner.scan(bytes);
          let n = 0;
          for (let i = 0; i < result.length; i++) n += result.path(i)?.length ?? -1;
          consume(n);
        },
      },
    );
    const offsetReader = offsetReaders.get(fastest);
    if (offsetReader !== undefined) {
      tasks.push({
        name: `${fastest}: scan + read offsets (default rows)`,
        fn() {
          consume(offsetReader.scan(bytes).offsets.length);
        },
      });
    }
    const wideScanner = wide.get(fastest);
    if (wideScanner !== undefined) {
      tasks.push({
        name: `${fastest}: scan + read offsets (rows: "int32")`,
        fn() {
          consume(wideScanner.scan(bytes).offsets.length);
        },
      });
    }
  }
  tasks.push({
    name: NODE_HOSTNAME,
    fn() {
      let n = 0;
      for (let i = 0; i < lines.length; i++) {
        try {
          n += new URL(lines[i]!).hostname.length;
        } catch {
          n--;
        }
      }
      consume(n);
    },
  });
  return tasks;
}

export const suite: Suite = {
  name: "scan",
  description: "bulk split: file bytes in → offsets out (scanner engines); per-line contenders get pre-split strings",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const { scanners, unavailable, wide, offsetReaders } = await loadScanners();
    return realDatasets(ctx.limit).flatMap((ds) => [{
      name: `scan/${ds.name}`,
      items: ds.lines.length,
      bytes: ds.bytes.length,
      input:
        "every line, nothing filtered; scanner engines read the `\\n`-joined UTF-8 bytes in one call, per-line contenders get pre-split strings (splitting/decoding not counted for them); `new URL()` in try/catch",
      job: JOBS.bulkSplit,
      baseline: NODE_SCAN,
      tasks: scanTasks(ds, scanners),
      unavailable,
    }, {
      name: `scan/read-${ds.name}`,
      items: ds.lines.length,
      bytes: ds.bytes.length,
      input: "every line, nothing filtered; the engine reads the `\\n`-joined UTF-8 bytes in one call and the result is read row by row; `new URL()` gets pre-split strings, in try/catch",
      job: JOBS.bulkHosts,
      baseline: NODE_HOSTNAME,
      tasks: scanReadTasks(ds, scanners, wide, offsetReaders),
      unavailable,
    }]);
  },
};
