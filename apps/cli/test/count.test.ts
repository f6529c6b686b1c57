// `urikit count --by KEY` against the rows of `urikit split` counted by the shell (`awk | sort | uniq -c`) on the
// repository's lists: the same keys and numbers, exactly. Domains: split's hosts through tldts, counted here.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realWorldListPath } from "@urikit/corpus";
import { getDomain } from "tldts";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const work = temporaryDirectory("urikit-count-");
const lists = join(work, "lists.txt");
const extra = ["http://[::1]:8080/", "http://192.168.0.1:/", "HTTP://WWW.Example.COM/", "https://a.b.example.co.uk/x", "rel?q", "http://[::1/", "http://h:99x/"];
writeFileSync(lists, (["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const).map((f) => readFileSync(realWorldListPath(f), "utf8").replace(/\n$/, "")).join("\n") + "\n" + extra.join("\n") + "\n");

function run(args: string[], input?: Buffer): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", maxBuffer: 1 << 28, input });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** `uniq -c` output as a map: key → count. */
function uniqCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.split("\n")) {
    const match = /^ *(\d+) (.*)$/.exec(line);
    if (match !== null) counts.set(match[2], Number(match[1]));
  }
  return counts;
}

/** `count --format tsv --no-header` rows as a map. */
function tsvCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.replace(/\n$/, "").split("\n")) {
    const tab = line.lastIndexOf("\t");
    counts.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  return counts;
}

describe("urikit count", () => {
  it.each([
    ["host", "host", "true"],
    ["scheme", "scheme", "true"],
    ["port", "port", "true"],
    ["host-kind", "host_kind", "true"],
    ["error", "error_code", "false"],
  ])("--by %s equals split --fields %s | sort | uniq -c (valid = %s), on 1 and 2 workers and from stdin", (by, field, valid) => {
    const pipeline = `"$0" "$1" split --no-progress --no-header --absent '\\N' --fields valid,${field} "$2" | awk -F'\\t' '$1 == "${valid}" { print $2 }' | LC_ALL=C sort | uniq -c`;
    const shell = spawnSync("sh", ["-c", pipeline, process.execPath, BIN, lists], { encoding: "utf8", maxBuffer: 1 << 28 });
    expect(shell.status).toBe(0);
    const expected = uniqCounts(shell.stdout);
    expect(expected.size).toBeGreaterThan(1);
    for (const workers of ["1", "2"]) {
      const got = run(["count", "--by", by, "--absent", "\\N", "--no-header", "--workers", workers, lists]);
      expect(got.code).toBe(1); // the lists have invalid lines
      expect(tsvCounts(got.stdout)).toEqual(expected);
      expect(got.stderr).toMatch(/^count: .*lists\.txt: \d+ lines, \d+ valid, \d+ invalid; \d+ distinct/);
    }
    // stdin, as "-" and as no FILE: the same counts (counted on the main thread as it is read).
    for (const stdin of [["-"], []]) {
      const got = run(["count", "--by", by, "--absent", "\\N", "--no-header", ...stdin], readFileSync(lists));
      expect(got.code).toBe(1);
      expect(tsvCounts(got.stdout)).toEqual(expected);
      expect(got.stderr).toMatch(/^count: <stdin>: \d+ lines/);
    }
  }, 60_000);

  it("--by domain: the registrable domains of split's reg-name hosts (tldts), most frequent first, --top and JSON", () => {
    const rows = run(["split", "--no-progress", "--no-header", "--fields", "valid,host,host_kind", lists]).stdout.replace(/\n$/, "").split("\n");
    const expected = new Map<string | null, number>();
    for (const row of rows) {
      const [valid, host, kind] = row.split("\t");
      if (valid !== "true") continue;
      const domain = kind === "reg-name" && host !== "" ? getDomain(host.toLowerCase()) : null;
      expected.set(domain, (expected.get(domain) ?? 0) + 1);
    }
    const got = run(["count", "--by", "domain", "--format", "json", lists]);
    const json = JSON.parse(got.stdout) as { by: string; lines: number; invalid: number; counts: { key: string | null; count: number }[] };
    expect(json.by).toBe("domain");
    expect(new Map(json.counts.map((c) => [c.key, c.count]))).toEqual(expected);
    expect(json.counts.map((c) => c.count)).toEqual([...json.counts.map((c) => c.count)].sort((a, b) => b - a));
    expect(expected.get("example.co.uk")).toBe(1);
    const top = run(["count", "--by", "domain", "--top", "3", lists]);
    expect(top.stdout.split("\n")[0]).toBe("domain\tcount");
    expect(top.stdout.replace(/\n$/, "").split("\n").slice(1)).toEqual(json.counts.slice(0, 3).map((c) => `${c.key ?? ""}\t${c.count}`));
  });

  it("counts stdin beside FILEs (the file's counts added), and notes that --workers does not apply to it", () => {
    const one = JSON.parse(run(["count", "--by", "scheme", "--format", "json", lists]).stdout) as { lines: number; counts: { key: string | null; count: number }[] };
    const both = run(["count", "--by", "scheme", "--format", "json", "--workers", "2", lists, "-"], readFileSync(lists));
    const json = JSON.parse(both.stdout) as typeof one;
    expect(json.lines).toBe(2 * one.lines);
    expect(json.counts).toEqual(one.counts.map((c) => ({ key: c.key, count: 2 * c.count })));
    expect(both.stderr).toMatch(/--workers 2 ignored for stdin/);
    expect(both.stderr).toMatch(/^count: 2 files: /m);
  }, 60_000);

  it("refuses a missing or unknown --by, stdin twice, --top 0 and options of other commands (exit 2)", () => {
    for (const args of [["count", lists], ["count", "--by", "path", lists], ["count", "--by", "host", "-", "-"], ["count", "--by", "host", "--top", "0", lists], ["count", "--by", "host", "--fields", "host", lists], ["split", "--by", "host", lists], ["count", "--by", "host", "--format", "ndjson", lists]]) {
      const result = run(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
    }
    expect(run(["count", "--by", "host", join(work, "missing.txt")]).code).toBe(3);
  });
});
