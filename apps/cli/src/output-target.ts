// Where `-o FILE` output goes: a temporary file beside FILE, renamed over it only when the run completes, so a
// failed, refused or interrupted run leaves whatever FILE held untouched. Without `-o` (or with
// `-o -`) rows go to stdout.
import { closeSync, fchmodSync, fsyncSync, openSync, realpathSync, renameSync, statSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { OutputError, type OutputDestination } from "./output.js";
import { describeSystemError } from "./system-error.js";

/** An open output: where to write, and what to do with it when the run ends. */
export interface OutputTarget extends OutputDestination {
  /** The run completed: make the output visible under its name (rename the temporary file into place). */
  commit(): void;
  /** The run failed: remove the temporary file, leaving the old file as it was. */
  discard(): void;
}

/** Temporary files of runs in progress, removed on SIGINT, SIGTERM and SIGHUP. */
const pending = new Set<string>();
let handlersInstalled = false;

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const [signal, number] of Object.entries(SIGNAL_NUMBERS)) {
    process.on(signal, () => {
      removePending();
      process.stderr.write(`\nurikit: interrupted (${signal}); the output file was left as it was\n`);
      process.exit(128 + number);
    });
  }
  process.on("exit", removePending);
}

function removePending(): void {
  for (const path of pending) {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  }
  pending.clear();
}


/**
 * Open the output of a run: stdout (written through `process.stdout`, which waits for a full pipe to drain) for
 * `undefined` or `"-"`; a special file (a terminal, `/dev/null`, a FIFO) is
 * written directly; a regular file (existing or not) is written to a temporary file in the same directory, which
 * `commit()` renames over it (through a symlink, onto the file it points at, keeping that file's mode).
 * Throws {@link OutputError} with a human message when the output cannot be written.
 */
export function openOutputTarget(path: string | undefined): OutputTarget {
  if (path === undefined || path === "-") return { fd: 1, name: "<stdout>", stream: process.stdout, commit() {}, discard() {} };
  let target = path;
  let mode: number | undefined;
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) throw new OutputError(`cannot write "${path}": it is a directory`);
    if (!stat.isFile()) {
      // A device or FIFO: nothing to preserve, and renaming over it would replace the device node.
      const fd = openSync(path, "w");
      return { fd, name: path, commit: () => closeSync(fd), discard: () => closeSync(fd) };
    }
    target = realpathSync(path);
    mode = stat.mode & 0o7777;
  } catch (e) {
    if (e instanceof OutputError) throw e;
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw new OutputError(`cannot write "${path}": ${describeSystemError(e)}`);
  }
  const temporary = join(dirname(target), `.${basename(target)}.urikit-${process.pid}-${Math.random().toString(36).slice(2, 8)}.tmp`);
  let fd: number;
  try {
    fd = openSync(temporary, "wx", 0o666);
  } catch (e) {
    throw new OutputError(`cannot write "${path}": ${describeSystemError(e, dirname(target))}`);
  }
  installSignalHandlers();
  pending.add(temporary);
  if (mode !== undefined) fchmodSync(fd, mode);
  let open = true;
  const close = (): void => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    fd,
    name: path,
    seekable: true,
    commit() {
      try {
        fsyncSync(fd);
        close();
        renameSync(temporary, target);
        pending.delete(temporary);
      } catch (e) {
        this.discard();
        throw new OutputError(`cannot write "${path}": ${describeSystemError(e)}`);
      }
    },
    discard() {
      close();
      try {
        unlinkSync(temporary);
      } catch {
        // already gone
      }
      pending.delete(temporary);
    },
  };
}

