// `urikit normalize`: RFC 3986 §6 normalization, one output line per input line.
import { defineCommand } from "../command.js";
import { transform } from "../line-commands.js";
import { DROP_INVALID, LINE_OPTIONS, openLines } from "../options.js";

export const normalizeCommand = defineCommand({
  name: "normalize",
  summary: "RFC 3986 §6 normalization, one output line per input line",
  description: `RFC 3986 §6.2.2 and §6.2.3 normalization of each line. An invalid line is written unchanged (its very bytes) and
reported on stderr, so \`urikit normalize -o urls.txt urls.txt\` loses nothing.`,
  options: { "drop-invalid": DROP_INVALID, ...LINE_OPTIONS },
  arguments: { name: "FILE", stdin: true },
  run(call) {
    return transform(call.files, { ...openLines(call), dropInvalid: call.values["drop-invalid"] }, { command: "normalize" });
  },
});
