// `urikit resolve --base URI`: each line resolved against the base (RFC 3986 §5.2).
import { defineCommand } from "../command.js";
import { transform } from "../line-commands.js";
import { BASE, DROP_INVALID, LINE_OPTIONS, openLines } from "../options.js";

export const resolveCommand = defineCommand({
  name: "resolve",
  summary: "resolve each line against --base (RFC 3986 §5.2)",
  description: `Resolves each line against the base URI (RFC 3986 §5.2, strict). An invalid line is written unchanged (its
very bytes) and reported on stderr.`,
  options: {
    base: BASE,
    "non-strict": { type: "boolean", help: "the backward-compatible mode of RFC 3986 §5.2.2 (a scheme equal to the base's is dropped)" },
    "drop-invalid": DROP_INVALID,
    ...LINE_OPTIONS,
  },
  arguments: { name: "FILE", stdin: true },
  run(call) {
    const { base } = call.values;
    return transform(call.files, { ...openLines(call), dropInvalid: call.values["drop-invalid"] }, { command: "resolve", base, strict: !call.values["non-strict"] });
  },
});
