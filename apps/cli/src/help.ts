// The help of `urikit` itself: the command list comes from the commands' tables, the rest is said once here.
import type { Command } from "./command.js";

/** `urikit --help`: usage, one line per command (from its table), input, output and exit codes. */
export function mainHelp(commands: readonly Command[]): string {
  const list = commands.map((command) => `  ${command.name.padEnd(12)}${command.summary}`).join("\n");
  return `urikit — strict RFC 3986 URI references in bulk

Usage: urikit <command> [options] [FILE...|-]
       urikit help <command>        a command's options
       urikit --version

Commands:
${list}

Input is one URI reference per line (LF or CRLF; a UTF-8 BOM is skipped); FILE "-" or no FILE reads stdin.
-o FILE writes to a temporary file beside FILE and replaces FILE only when the run completes: a refused, failed or
interrupted run leaves FILE as it was.

Exit codes:
  0    every line valid (extract: some URI found)
  1    some line invalid (extract: no URI found); the output is complete
  2    wrong usage (unknown command or option, bad value); nothing was written
  3    an input could not be read (missing, a directory, no permission)
  4    the output could not be written (missing directory, no permission, disk full)
  130  interrupted (SIGINT; 143 for SIGTERM, 129 for SIGHUP); -o FILE was left as it was
Run "urikit help <command>" for a command's options.`;
}
