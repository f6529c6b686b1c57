#!/usr/bin/env node
// urikit: split, validate, normalize, resolve and relativize URI references in bulk, strictly by RFC 3986.
// Each command is a table in commands/ (options, help, run); this file picks the command and maps errors to exit codes.
import { readFileSync } from "node:fs";
import { UsageError, commandHelp, runCommand } from "./command.js";
import { loadCommand, loadCommands } from "./commands/index.js";
import { EXIT_INPUT, EXIT_INTERNAL, EXIT_OUTPUT, EXIT_USAGE } from "./exit-codes.js";
import { mainHelp } from "./help.js";
import { InputError } from "./input.js";
import { visibleText } from "./messages.js";
import { OutputError } from "./output.js";
import { describeSystemError, isSystemError } from "./system-error.js";

/** The version of this CLI, from its package.json. */
function version(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}

/** The exit code and stderr message of an error a command threw, or `undefined` for a bug. */
function failure(e: unknown): { code: number; message: string } | undefined {
  const parseArgsError = typeof (e as NodeJS.ErrnoException).code === "string" && (e as NodeJS.ErrnoException).code!.startsWith("ERR_PARSE_ARGS_");
  if (e instanceof UsageError || parseArgsError) return { code: EXIT_USAGE, message: visibleText((e as Error).message) };
  if (e instanceof OutputError) return { code: EXIT_OUTPUT, message: e.message };
  if (e instanceof InputError) return { code: EXIT_INPUT, message: e.message };
  // A read failing mid-run (the output side throws OutputError): an input error.
  if (isSystemError(e)) return { code: EXIT_INPUT, message: `cannot read${typeof e.path === "string" ? ` "${e.path}"` : ""}: ${describeSystemError(e)}` };
  return undefined;
}

/**
 * Run one command line. Order matters: every argument is checked and every input opened before the output is
 * touched, and `-o FILE` is written to a temporary file that replaces FILE only when the run completes.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-V" || name === "version") {
    process.stdout.write(`urikit ${version()}\n`);
    return 0;
  }
  if (name === undefined || name === "--help" || name === "-h" || (name === "help" && rest[0] === undefined)) {
    process.stdout.write(mainHelp(await loadCommands()) + "\n");
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === "help") {
    const command = await loadCommand(rest[0]);
    if (command === undefined) {
      process.stderr.write(`urikit: no help for "${visibleText(rest[0])}"\n\n${mainHelp(await loadCommands())}\n`);
      return EXIT_USAGE;
    }
    process.stdout.write(commandHelp(command) + "\n");
    return 0;
  }
  const command = await loadCommand(name);
  if (command === undefined) {
    process.stderr.write(`urikit: unknown command "${visibleText(name)}"\n\n${mainHelp(await loadCommands())}\n`);
    return EXIT_USAGE;
  }
  try {
    return await runCommand(command, rest, loadCommands);
  } catch (e) {
    const failed = failure(e);
    if (failed === undefined) throw e;
    const hint = failed.code === EXIT_USAGE ? `\nRun "urikit help ${name}" for usage.` : "";
    process.stderr.write(`urikit ${name}: ${failed.message}${hint}\n`);
    return failed.code;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`urikit: internal error: ${(e as Error).stack ?? String(e)}\n`);
    process.exitCode = EXIT_INTERNAL;
  },
);
