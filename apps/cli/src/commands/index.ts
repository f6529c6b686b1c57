// Every command of `urikit`, in the order `urikit --help` lists them. A new command is one module in this folder,
// added here (see the README, "Adding a command"). Each module is loaded only when its command runs (or when help
// or an option of another command needs every table), so that `urikit split` does not load what `urikit links`
// needs: start-up time is part of every command's cost.
import type { Command } from "../command.js";

const LOADERS: Readonly<Record<string, () => Promise<Command>>> = {
  split: async () => (await import("./split.js")).splitCommand,
  validate: async () => (await import("./validate.js")).validateCommand,
  count: async () => (await import("./count.js")).countCommand,
  normalize: async () => (await import("./normalize.js")).normalizeCommand,
  resolve: async () => (await import("./resolve.js")).resolveCommand,
  relativize: async () => (await import("./relativize.js")).relativizeCommand,
  parse: async () => (await import("./parse.js")).parseCommand,
  inspect: async () => (await import("./inspect.js")).inspectCommand,
  extract: async () => (await import("./extract.js")).extractCommand,
  links: async () => (await import("./links.js")).linksCommand,
  query: async () => (await import("./query.js")).queryCommand,
  template: async () => (await import("./template.js")).templateCommand,
  path: async () => (await import("./path.js")).pathCommand,
};

/** The command names, in help order. */
export const COMMAND_NAMES: readonly string[] = Object.keys(LOADERS);

/** The table of command `name`, or `undefined` when there is no such command. */
export async function loadCommand(name: string): Promise<Command | undefined> {
  return Object.hasOwn(LOADERS, name) ? LOADERS[name]() : undefined;
}

/** Every command's table, in help order. */
export async function loadCommands(): Promise<readonly Command[]> {
  return Promise.all(COMMAND_NAMES.map((name) => LOADERS[name]()));
}
