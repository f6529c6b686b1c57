// `urikit validate`: FILE:LINE:COLUMN: message for every line that is not a URI reference.
import { defineCommand } from "../command.js";
import { validate } from "../line-commands.js";
import { LINE_OPTIONS, openLines } from "../options.js";

export const validateCommand = defineCommand({
  name: "validate",
  summary: "report every line that is not a URI reference, as FILE:LINE:COLUMN: message",
  description: `Prints FILE:LINE:COLUMN: message for every line that is not a URI reference (column is 1-based), and a summary on
stderr.`,
  options: {
    quiet: { type: "boolean", short: "q", help: "the summary only" },
    ...LINE_OPTIONS,
  },
  arguments: { name: "FILE", stdin: true },
  run(call) {
    return validate(call.files, { ...openLines(call), quiet: call.values.quiet });
  },
});
