// `urikit relativize --base URI`: the shortest reference from the base to each line (the inverse of resolve).
import { defineCommand } from "../command.js";
import { transform } from "../line-commands.js";
import { BASE, DROP_INVALID, LINE_OPTIONS, openLines } from "../options.js";

export const relativizeCommand = defineCommand({
  name: "relativize",
  summary: "the shortest reference from --base to each line (inverse of resolve)",
  description: `The shortest relative reference from the base to each line, such that resolving it gives the line back. An
invalid line is written unchanged (its very bytes) and reported on stderr.`,
  options: { base: BASE, "drop-invalid": DROP_INVALID, ...LINE_OPTIONS },
  arguments: { name: "FILE", stdin: true },
  run(call) {
    return transform(call.files, { ...openLines(call), dropInvalid: call.values["drop-invalid"] }, { command: "relativize", base: call.values.base });
  },
});
