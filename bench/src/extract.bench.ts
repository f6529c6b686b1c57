// extract: find the URIs in text. urikit findUris (string) and UriSearch over UTF-8 bytes in 64 KiB chunks (the
// stream form) against linkify-it, linkifyjs, anchorme and url-regex-safe, on the RFC texts and on generated prose
// with real URLs embedded; then hostile texts at four sizes, to show who stays linear.
import { readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import * as text from "@urikit/text";
import { LinkifyIt } from "linkify-it";
import * as linkifyjs from "linkifyjs";
import anchormeModule from "anchorme";
import urlRegexSafe from "url-regex-safe";
import { DATA_DIR, realDatasets, rng, utf8Length } from "./data.js";
import { consume, type Group, type Suite, type SuiteContext, type TaskDef } from "./harness.js";
import { scratchDir } from "./scratch-dir.js";

/** The fastest linear peer the issue names: every ratio in this suite is taken against it. */
export const LINKIFY_IT = "linkify-it match()";

const anchorme = ((anchormeModule as unknown as { default?: typeof anchormeModule }).default ?? anchormeModule) as unknown as {
  list(text: string): { string: string }[];
};
const linkifyIt = new LinkifyIt();
const urlRegex = urlRegexSafe();

/** Prose of about `bytes` bytes: words of the RFC texts, with a URL from the real lists every `every` words or so. */
export function generateProse(bytes: number, seed: number, urls: readonly string[], every = 80): string {
  const source = readFileSync(`${DATA_DIR}rfc3986.txt`, "utf8") + readFileSync(`${DATA_DIR}draft-fielding-uri-rfc2396bis-01.txt`, "utf8");
  const words = source.match(/[A-Za-z]{2,}/g)!.filter((w) => !/^www$/i.test(w));
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const parts: string[] = [];
  let size = 0;
  let sentence = 0;
  while (size < bytes) {
    let piece: string;
    if (random() < 1 / every) {
      const url = pick(urls);
      const style = random();
      if (style < 0.55) piece = url + pick(["", "", ".", ",", ")"]);
      else if (style < 0.7) piece = `<${url}>`;
      else if (style < 0.8) piece = `<URL:${url.slice(0, 20)}\n   ${url.slice(20)}>`;
      else if (style < 0.9) piece = `"${url}"`;
      else piece = `(see ${url})`;
    } else {
      piece = pick(words);
      if (++sentence % 12 === 0) piece += pick([".", ".", ",", ";", ":", "?"]);
    }
    parts.push(piece);
    size += piece.length + 1;
    if (parts.length % 14 === 0) parts.push("\n");
  }
  return parts.join(" ");
}

/** Every contender over one text, by name: each returns how many URIs it found. */
export function extractFunctions(input: string): Array<[string, () => number]> {
  const bytes = new TextEncoder().encode(input);
  const CHUNK = 64 * 1024;
  const stream = (): number => {
    const search = new text.UriSearch();
    let n = 0;
    for (let i = 0; i < bytes.length; i += CHUNK) n += search.push(bytes.subarray(i, i + CHUNK)).length;
    return n + search.end().length;
  };
  const tasks: Array<[string, () => number]> = [
    ["urikit findUris (string)", () => text.findUris(input).length],
    ["urikit UriSearch (bytes, 64 KiB chunks)", stream],
    [LINKIFY_IT, () => linkifyIt.match(input)?.length ?? 0],
    ["linkifyjs find()", () => linkifyjs.find(input).length],
    ["anchorme list()", () => anchorme.list(input).length],
    ["url-regex-safe match()", () => input.match(urlRegex)?.length ?? 0],
  ];
  return tasks;
}

/** Every contender over one text; `accepted` is how many URIs each returned (the table's "accepted" column). */
export function extractTasks(input: string): TaskDef[] {
  return extractFunctions(input).map(([name, f]) => ({ name, accepted: f(), fn: () => consume(f()) }));
}

/** Milliseconds a contender may take for its first call on a hostile text before it is reported as not finishing. */
export const PROBE_MS = 3_000;

/**
 * Run every contender once over `input` in a worker thread, each with a {@link PROBE_MS} limit: a regular
 * expression that backtracks exponentially (url-regex-safe without re2 on `www.` repeated: 12 copies take 0.26 s,
 * 16 do not finish) cannot be interrupted on the main thread. One worker runs the contenders in turn; when one does
 * not finish in time, that worker is stopped and a new one goes on with the rest. Returns the count per contender,
 * or `undefined` for one that did not finish.
 */
export async function probeContenders(input: string): Promise<Map<string, number | undefined>> {
  const counts = new Map<string, number | undefined>();
  let pending = extractFunctions("").map(([name]) => name);
  while (pending.length > 0) {
    const names = pending;
    const worker = new Worker(new URL("../dist/extract-probe.js", import.meta.url) /* from src/ (vitest) and dist/ alike */, { workerData: { input, names } });
    await new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout;
      const stop = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const arm = (): void => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          // The first contender without a count did not finish: it counts as such, the rest go to a new worker.
          counts.set(pending[0], undefined);
          pending = pending.slice(1);
          stop();
        }, PROBE_MS);
      };
      arm();
      worker.on("message", ({ name, count }: { name: string; count: number }) => {
        counts.set(name, count);
        pending = pending.filter((n) => n !== name);
        if (pending.length === 0) stop();
        else arm();
      });
      worker.once("error", () => {
        counts.set(pending[0], undefined);
        pending = pending.slice(1);
        stop();
      });
    });
    await worker.terminate();
  }
  return counts;
}

/** Hostile texts, built to defeat linear-time shortcuts: each family at 16 KiB … 1 MiB, to fit a growth exponent. */
export const HOSTILE: ReadonlyArray<{ kind: string; make(n: number): string }> = [
  { kind: "http-repeated", make: (n) => "http://".repeat(Math.ceil(n / 7)) },
  { kind: "parens-after-uri", make: (n) => "see http://a/b" + "(".repeat(n) },
  { kind: "dots-after-uri", make: (n) => "see http://a/b" + ".".repeat(n) },
  { kind: "lt-without-gt", make: (n) => "<".repeat(n) },
  { kind: "www-repeated", make: (n) => "www.".repeat(Math.ceil(n / 4)) },
  { kind: "failing-candidates", make: (n) => "a://x:y/".repeat(Math.ceil(n / 8)) },
];

const CLI = fileURLToPath(new URL("../../apps/cli/bin/urikit.js", import.meta.url));
const STREAM_PROBE = fileURLToPath(new URL("./extract-stream-probe.js", import.meta.url));

/** A task that runs `node ARGS` to its end and checks that it printed `expected` URIs (the probe) or exited 0. */
function wholeProcess(name: string, args: string[], check: (stdout: string) => boolean): TaskDef {
  return {
    name,
    fn: () => {
      const run = spawnSync(process.execPath, args, { encoding: "utf8", maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"] });
      if (run.status !== 0 || !check(run.stdout)) throw new Error(`${name}: exit ${run.status}`);
    },
  };
}

/**
 * `urikit extract` on one line of `bytes` bytes (real URLs joined by spaces), a whole process writing its rows to
 * /dev/null, against a whole process streaming the same file through the library's findUrisStream: the CLI's own
 * cost (rows, options, stats) on one very long line. The goal: within 1.5× the library.
 */
/** Rounds of whole-process passes in the one-line group (each pass 2–4 s): the figure is a median, not one pass. */
const ONE_LINE_ROUNDS = 3;

function oneLineGroup(urls: readonly string[], bytes: number): Group {
  const dir = scratchDir("urikit-extract-line-");
  const file = join(dir, "one-line.txt");
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const url = urls[i % urls.length]!;
    parts.push(url);
    length += url.length + 1;
  }
  const line = parts.join(" ") + "\n";
  writeFileSync(file, line);
  const count = text.findUris(line).length;
  return {
    name: "extract/one-line",
    items: count,
    bytes: utf8Length(line),
    input: `one line of ${(utf8Length(line) / 1e6).toFixed(1)} MB: real URLs (kasztp, isaacs_files) joined by spaces, ${count} URIs; each pass a whole process; a cold pass, then ${ONE_LINE_ROUNDS} rounds of one pass each, interleaved; the median pass`,
    baseline: "findUrisStream (library, a whole process)",
    passRounds: ONE_LINE_ROUNDS,
    tasks: [
      wholeProcess("findUrisStream (library, a whole process)", [STREAM_PROBE, file], (out) => Number(out) === count),
      wholeProcess("urikit extract (CLI, rows to /dev/null)", [CLI, "extract", "--no-progress", "-o", "/dev/null", file], () => true),
    ],
  };
}

export const suite: Suite = {
  name: "extract",
  description: "URIs in text: urikit findUris / UriSearch vs linkify-it, linkifyjs, anchorme, url-regex-safe (ratios vs linkify-it)",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const lists = realDatasets(undefined);
    const urls = [...lists.find((d) => d.name === "kasztp")!.lines, ...lists.find((d) => d.name === "isaacs_files")!.lines];
    const texts: Array<[string, string, string]> = [
      ["rfc3986", readFileSync(`${DATA_DIR}rfc3986.txt`, "utf8"), "RFC 3986 as published (141 KB, 60 URIs in <…> and bare)"],
      ["prose", generateProse(Math.round(4_000_000 * ctx.scale), 8, urls), "generated prose, ~4 MB, a real URL every ~80 words: bare, trailing punctuation, <…>, wrapped <URL:…>, \"…\", (see …)"],
      ["prose-sparse", generateProse(Math.round(4_000_000 * ctx.scale), 9, urls, 800), "generated prose, ~4 MB, a real URL every ~800 words (about one per 5 KB), embedded the same ways"],
    ];
    const groups: Group[] = [oneLineGroup(urls, Math.round(50_000_000 * ctx.scale))];
    groups.push(...texts.map(([name, input, what]) => ({
      name: `extract/${name}`,
      items: text.findUris(input).length,
      bytes: utf8Length(input),
      input: what,
      baseline: LINKIFY_IT,
      tasks: extractTasks(input),
    })));
    // The CI smoke pass (a scale under 1 %) fits each growth exponent on two sizes: it checks that the suite runs.
    const sizes = ctx.scale < 0.01 ? [16, 1024] : [16, 64, 256, 1024];
    for (const { kind, make } of HOSTILE) {
      for (const n of sizes) {
        const input = make(Math.round(n * 1024 * Math.max(ctx.scale, 1 / 64)));
        const counts = await probeContenders(input);
        const unavailable: Record<string, string> = {};
        const tasks: TaskDef[] = [];
        for (const [name, f] of extractFunctions(input)) {
          const accepted = counts.get(name);
          if (accepted === undefined) unavailable[name] = `did not finish one call in ${PROBE_MS} ms on ${utf8Length(input)} bytes`;
          else tasks.push({ name, accepted, fn: () => consume(f()) });
        }
        groups.push({
          name: `extract/hostile-${kind}-${n}K`,
          items: 1,
          bytes: utf8Length(input),
          input: `hostile text of ${utf8Length(input)} bytes (${kind})`,
          baseline: LINKIFY_IT,
          series: { kind: `extract-${kind}`, size: utf8Length(input) },
          tasks,
          unavailable,
        });
      }
    }
    return groups;
  },
};
