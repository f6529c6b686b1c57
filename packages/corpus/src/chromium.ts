// Where the browser tests find Chromium: the CHROMIUM environment variable, else the first `chromium` or
// `chromium-browser` on PATH (Debian names the binary the first way, Ubuntu and Alpine the second).
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The names a Chromium binary goes by, in the order they are looked for on PATH. */
export const CHROMIUM_NAMES = ["chromium", "chromium-browser"] as const;

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The path of the Chromium binary to drive: `env.CHROMIUM` when set (it must then be an executable file, else this
 * throws, so that a wrong setting is not silently replaced), else the first executable `chromium` or
 * `chromium-browser` in the directories of `env.PATH`; `undefined` when there is none.
 */
export function findChromium(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const chosen = env.CHROMIUM;
  if (chosen !== undefined && chosen !== "") {
    if (!isExecutableFile(chosen)) throw new Error(`CHROMIUM=${chosen} is not an executable file`);
    return chosen;
  }
  const directories = (env.PATH ?? "").split(delimiter).filter((dir) => dir !== "");
  for (const name of CHROMIUM_NAMES) {
    for (const dir of directories) {
      const path = join(dir, name);
      if (isExecutableFile(path)) return path;
    }
  }
  return undefined;
}

/** What to say when no Chromium was found: how to get one, or how to point at it. */
export const CHROMIUM_MISSING =
  "no Chromium found: set CHROMIUM=/path/to/chromium, or put chromium or chromium-browser on PATH (apt-get install -y chromium; .ci/run does)";
