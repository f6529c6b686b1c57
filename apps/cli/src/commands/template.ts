// `urikit template TEMPLATE...`: each URI Template expanded with --vars (RFC 6570), or matched against --match.
import { TemplateError, UriError, matchTemplate, parseTemplate, type TemplateVariables } from "@urikit/uri";
import { UsageError, defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { OUTPUT } from "../options.js";

export const templateCommand = defineCommand({
  name: "template",
  summary: "expand each URI Template given as an argument with --vars, or match it against --match (RFC 6570)",
  description: `Expands each URI Template (RFC 6570, levels 1-4) with the variables of --vars, a JSON object (strings, numbers,
lists, objects), one line per template. With --match URI, prints instead the variables (a JSON object) that expand
the template (levels 1-3) into URI, or "no match" (exit 1). An invalid template prints the error with its index.`,
  options: {
    vars: { type: "string", value: "JSON", default: "{}", help: "the variables, as a JSON object" },
    match: { type: "string", value: "URI", help: "match each template against URI instead of expanding" },
    output: { ...OUTPUT, help: "write to FILE instead of stdout" },
  },
  arguments: { name: "TEMPLATE", min: 1 },
  run(call) {
    let vars: TemplateVariables;
    try {
      vars = JSON.parse(call.values.vars) as TemplateVariables;
    } catch {
      throw new UsageError(`--vars is not JSON: ${call.values.vars}`);
    }
    if (typeof vars !== "object" || vars === null || Array.isArray(vars)) throw new UsageError("--vars must be a JSON object");
    const out = call.open([]);
    let status = EXIT_OK;
    for (const text of call.positionals) {
      try {
        const template = parseTemplate(text);
        if (call.values.match === undefined) out.line(template.expand(vars));
        else {
          const found = matchTemplate(template, call.values.match);
          if (found === undefined) status = EXIT_INVALID;
          out.line(found === undefined ? "no match" : JSON.stringify(found));
        }
      } catch (e) {
        if (!TemplateError.is(e) && !UriError.is(e)) throw e;
        status = EXIT_INVALID;
        out.line(`invalid: ${e.message}`);
      }
    }
    out.flush();
    return status;
  },
});
