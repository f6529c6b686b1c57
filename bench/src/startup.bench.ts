// CLI start-up: a whole `urikit` process, timed like hyperfine times a command (each sample spawns one child and
// waits for it), against the floor of any Node program, `node -e ''`, measured in the same group. The target: the
// commands that do not write columnar output start within 50 ms of that floor (the Parquet/Arrow writers load
// only for `split --format parquet|arrow|arrows`, which is timed too, to show what the lazy import saves).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Group, Suite, TaskDef } from "./harness.js";
import { scratchDir } from "./scratch-dir.js";

/** The published entry point (bin/urikit.js, which loads dist/main.cjs), as `npx urikit` runs it. */
const BIN = fileURLToPath(new URL("../../apps/cli/bin/urikit.js", import.meta.url));
const NODE_FLOOR = "node -e ''";

/** A task that runs `node ARGS` to its end; it throws when the exit code is not one of `codes`. */
function child(name: string, args: string[], codes: readonly number[] = [0]): TaskDef {
  return {
    name,
    fn: () => {
      const run = spawnSync(process.execPath, args, { stdio: "ignore" });
      if (!codes.includes(run.status ?? -1)) throw new Error(`${name}: exit ${run.status}`);
    },
  };
}

export const suite: Suite = {
  name: "startup",
  description: "whole processes: the urikit CLI against `node -e ''` (the start-up floor), hyperfine-style",
  async groups(): Promise<Group[]> {
    const dir = scratchDir("urikit-startup-");
    const input = join(dir, "urls.txt");
    const lines = "http://example.com/a?b#c\nhttps://[2001:db8::7]:8443/\nnot a uri\n";
    writeFileSync(input, lines);
    return [
      {
        name: "startup/cli",
        items: 1,
        bytes: Buffer.byteLength(lines),
        input: "one process per sample; split reads a 3-line file (exit 1: one line is invalid) and writes to /dev/null",
        baseline: NODE_FLOOR,
        tasks: [
          child(NODE_FLOOR, ["-e", ""]),
          child("urikit --version", [BIN, "--version"]),
          child("urikit split FILE", [BIN, "split", input], [1]),
          child("urikit split --format parquet", [BIN, "split", "--format", "parquet", "-o", join(dir, "out.parquet"), input], [1]),
        ],
      },
    ];
  },
};
