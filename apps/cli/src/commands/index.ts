// Every command of `urikit`, in the order `urikit --help` lists them. A new command is one module in this folder,
// added here (see the README, "Adding a command").
import type { Command } from "../command.js";
import { countCommand } from "./count.js";
import { extractCommand } from "./extract.js";
import { inspectCommand } from "./inspect.js";
import { linksCommand } from "./links.js";
import { normalizeCommand } from "./normalize.js";
import { parseCommand } from "./parse.js";
import { pathCommand } from "./path.js";
import { queryCommand } from "./query.js";
import { relativizeCommand } from "./relativize.js";
import { resolveCommand } from "./resolve.js";
import { splitCommand } from "./split.js";
import { templateCommand } from "./template.js";
import { validateCommand } from "./validate.js";

export const COMMANDS: readonly Command[] = [
  splitCommand,
  validateCommand,
  countCommand,
  normalizeCommand,
  resolveCommand,
  relativizeCommand,
  parseCommand,
  inspectCommand,
  extractCommand,
  linksCommand,
  queryCommand,
  templateCommand,
  pathCommand,
];
