// stdout as a pipe: a reader slower than urikit gets every row (urikit waits for the pipe to drain rather than
// retrying writes), and a reader that goes away ends the run quietly, as in `urikit split big.txt | head`.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { temporaryDirectory } from "./temporary-directory.js";

const BIN = new URL("../dist/main.cjs", import.meta.url).pathname;
const dir = temporaryDirectory("urikit-pipe-");
const input = join(dir, "urls.txt");
const lines: string[] = [];
for (let i = 0; i < 30_000; i++) lines.push(i % 89 === 0 ? `http://bad host/${i}` : `https://host${i % 1000}.example/a/./b/../c/${i}?q=${i}#f`);
writeFileSync(input, lines.join("\n") + "\n"); // ≈ 1.5 MB: far more than a pipe holds (64 KiB)

/** Run urikit with stdout on a pipe that nobody reads until `pausedMs` have passed, then read it all. */
async function slowReader(args: string[], pausedMs: number): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pause();
  const chunks: Buffer[] = [];
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  await new Promise((resolve) => setTimeout(resolve, pausedMs));
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  child.stdout.resume();
  const code = await exited;
  return { code, stdout: Buffer.concat(chunks), stderr };
}

describe("stdout on a pipe", () => {
  it.each([
    [["split", "--no-progress", input]],
    [["split", "--format", "ndjson", "--workers", "2", "--no-progress", input]],
    [["normalize", "--no-progress", input]],
    [["extract", "--no-progress", input]],
  ])("a slow reader gets every row: %j", async (args) => {
    const toFile = join(dir, `out-${args[0]}-${args.length}.txt`);
    const expected = spawnSync(process.execPath, [BIN, ...args, "-o", toFile]);
    const result = await slowReader(args, 300);
    expect(result.code).toBe(expected.status);
    expect(result.stdout.equals(readFileSync(toFile))).toBe(true);
    expect(result.stderr).not.toMatch(/internal error|cannot write/);
  });

  it("ends quietly with exit 0 when the reader goes away (| head)", async () => {
    const child = spawn(process.execPath, [BIN, "split", "--no-progress", input], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    child.stdout.once("data", () => child.stdout.destroy());
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/internal error|cannot write|EPIPE/);
  });
});
