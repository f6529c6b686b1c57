// --range START:END cuts a file as Hadoop input splits do, and --line-offset N numbers rows
// globally, so that the outputs of adjacent ranges concatenated equal the whole file's output.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realWorldListPath } from "@urikit/corpus";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const work = temporaryDirectory("urikit-range-cli-");

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

// Real lines, CRLF, empty lines, non-ASCII, invalid UTF-8, a BOM at the start and EF BB BF at a line start later
// (a character there, not a BOM), and a last line without LF.
const head = readFileSync(realWorldListPath("kasztp.txt")).subarray(0, 6000);
const body = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  head,
  Buffer.from("\r\nhttp://a/b\r\n\n\nhttp://é/\n"),
  Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0a, 0x68, 0x3a, 0xff, 0x0a]),
  head.subarray(0, 1500),
  Buffer.from("last-line-without-lf"),
]);
const file = join(work, "urls.txt");
writeFileSync(file, body);

describe("--range and --line-offset", () => {
  it.each([
    ["split", ["--no-header"]],
    ["split", ["--no-header", "--format", "ndjson", "--fields", "line,valid,host,error_message"]],
    // A repaired row (here `http://é/`) is numbered with the offset too.
    ["split", ["--no-header", "--repair", "--fields", "line,valid,repaired,host"]],
    ["validate", []],
    ["normalize", []],
  ] as const)("%s %j: adjacent ranges at random points concatenate to the whole file's output", (command, flags) => {
    const whole = run([command, ...flags, file]);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: body.length - 1 }), { minLength: 1, maxLength: 4 }), (points) => {
        const cuts = [0, ...points.sort((a, b) => a - b), body.length];
        let output = "";
        let lines = 0;
        for (let k = 0; k + 1 < cuts.length; k++) {
          const part = run([command, ...flags, "--range", `${cuts[k]}:${k + 2 === cuts.length ? "" : cuts[k + 1]}`, "--line-offset", String(lines), file]);
          expect(part.code).toBeLessThanOrEqual(1);
          output += part.stdout;
          // The next range's rows continue the numbering: count this range's lines from its summary.
          lines += Number(/: (\d+) lines/.exec(part.stderr)![1]);
        }
        expect(output).toBe(whole.stdout);
        expect(lines).toBe(Number(/: (\d+) lines/.exec(whole.stderr)![1]));
      }),
      { seed: 12, numRuns: 3 },
    );
  }, 120_000);

  it("numbers rows from --line-offset + 1", () => {
    const { stdout } = run(["split", "--no-header", "--fields", "line", "--line-offset", "1000", "--range", "0:1", file]);
    expect(stdout).toBe("1001\n");
  });

  it("refuses a range on stdin or several files, and on commands that do not read lines", () => {
    expect(run(["split", "--range", "0:10", "-"]).code).toBe(2);
    expect(run(["split", "--range", "0:10", file, file]).stderr).toMatch(/--range needs exactly one FILE/);
    expect(run(["extract", "--range", "0:10", file]).code).toBe(2);
    expect(run(["split", "--line-offset", "-1", file]).code).toBe(2);
  });
});
