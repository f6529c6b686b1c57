// `urikit inspect URI...`: the RFC 3986 §7 hazards of each URI reference and where the WHATWG URL parser reads it
// differently, each with a caret under where it stands; `--json` for one JSON object per URI.
import { diagnose, inspect, type Hazard } from "@urikit/uri";
import { carets, errorsDiagram, invalidHeading } from "../caret.js";
import { defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { JSON_OUTPUT, OUTPUT } from "../options.js";
import type { Output } from "../output.js";

export const inspectCommand = defineCommand({
  name: "inspect",
  summary: "the RFC 3986 §7 hazards of each URI argument, and where WHATWG URL reads it differently",
  description: `Lists the hazards of each URI reference (RFC 3986 §7): a password or any userinfo, a host spelled as a rare IPv4
form (0x7f.1, 2130706433, 0177.0.0.1, 127.1) with the address it becomes, percent-encoding in the host, encoded
delimiters and dot segments in the path, NUL, ".." above the root, a non-default port, an unsafe scheme
(javascript:, data:, vbscript:, file:), and every component the WHATWG URL parser (browsers, fetch) reads
differently, with both readings. Strings RFC 3986 rejects are inspected too, after their errors.
Exit codes: 0 valid and no hazard, 1 some hazard or invalid input, 2 wrong usage.`,
  options: {
    json: { ...JSON_OUTPUT, help: "one JSON object per URI: { input, valid, errors, hazards }" },
    output: { ...OUTPUT, help: "write to FILE instead of stdout" },
  },
  arguments: { name: "URI", min: 1 },
  run(call) {
    return inspectUris(call.positionals, call.open([]), call.values.json);
  },
});

function hazardLines(text: string, h: Hazard): string[] {
  const lines = [carets(text, [h.index]), `  ${h.code} (${h.component}): ${h.message}`];
  if (h.readings !== undefined) {
    const show = (v: string | null) => (v === null ? "(nothing / rejected)" : JSON.stringify(v));
    lines.push(`    RFC 3986: ${show(h.readings.rfc3986)}`, `    WHATWG:   ${show(h.readings.whatwg)}`);
  }
  lines.push(`    ${h.cite}`);
  return lines;
}

/** Inspect each of `uris`, writing to `out`; returns the exit code (0 when every URI is valid and has no hazard, else 1). */
function inspectUris(uris: readonly string[], out: Output, json: boolean): number {
  let status = EXIT_OK;
  for (const text of uris) {
    const report = inspect(text);
    const errors = report.valid ? [] : diagnose(text);
    if (!report.valid || report.hazards.length > 0) status = EXIT_INVALID;
    if (json) {
      out.line(
        JSON.stringify({
          input: text,
          valid: report.valid,
          errors: errors.map((e) => ({ code: e.code, index: e.index, rule: e.rule, message: e.message })),
          hazards: report.hazards,
        }),
      );
      continue;
    }
    out.line(text);
    if (errors.length > 0) out.line(`${invalidHeading(errors.length)}\n${errorsDiagram(text, errors)}`);
    if (report.hazards.length === 0) out.line("  no hazard found");
    else out.line(`${report.hazards.length} hazard${report.hazards.length === 1 ? "" : "s"}:`);
    for (const h of report.hazards) for (const line of hazardLines(text, h)) out.line(line);
  }
  out.flush();
  return status;
}
