// The README's main job: bulk-split the real URL lists shipped in bench/data with the `urikit` CLI, rows to
// /dev/null, and print what it found (counts by scheme, host kind, error code) and how fast. `urikit split` exits 1
// when some line is invalid (kasztp.txt has 341 such lines), which is the expected finding here, not a failure.
import { spawnSync } from "node:child_process";

const files = ["bench/data/kasztp.txt", "bench/data/node_files.txt", "bench/data/isaacs_files.txt"];
const args = ["apps/cli/dist/main.js", "split", "--stats", "-o", "/dev/null", ...files];
console.log(`urikit split --stats -o /dev/null ${files.join(" ")}`);
const { status } = spawnSync(process.execPath, args, { stdio: "inherit" });
process.exit(status === 0 || status === 1 ? 0 : (status ?? 1));
