// `urikit inspect URI...`: the RFC 3986 §7 hazards of each URI reference and where the WHATWG URL parser reads it
// differently, each with a caret under where it stands; `--json` for one JSON object per URI. Issue 9 §2.
import { diagnose, inspect, type Hazard, type UriError } from "@urikit/uri";
import { visible } from "./caret.js";
import type { Output } from "./commands.js";

/** The help text of `urikit inspect`. */
export const INSPECT_HELP = `Usage: urikit inspect [--json] URI...

Lists the hazards of each URI reference (RFC 3986 §7): a password or any userinfo, a host spelled as a rare IPv4
form (0x7f.1, 2130706433, 0177.0.0.1, 127.1) with the address it becomes, percent-encoding in the host, encoded
delimiters and dot segments in the path, NUL, ".." above the root, a non-default port, an unsafe scheme
(javascript:, data:, vbscript:, file:), and every component the WHATWG URL parser (browsers, fetch) reads
differently, with both readings. Strings RFC 3986 rejects are inspected too, after their errors.
Exit codes: 0 valid and no hazard, 1 some hazard or invalid input, 2 wrong usage.

Options:
  --json                    one JSON object per URI: { input, valid, errors, hazards }
  -o, --output FILE         write to FILE instead of stdout`;

/** `indent` + the text, then a caret under each of `indexes` (UTF-16 indexes, shown where the text is printed). */
function carets(text: string, indexes: readonly number[], indent = "  "): string {
  const { shown, columns } = visible(text);
  let marks = "";
  for (const index of [...new Set(indexes)].sort((a, b) => a - b)) {
    const column = columns[Math.min(Math.max(index, 0), text.length)];
    if (column >= marks.length) marks += " ".repeat(column - marks.length) + "^";
  }
  return `${indent}${shown}\n${indent}${marks}`;
}

/** Every error of `text` (from `diagnose`), each with a caret under it, then the message. */
export function errorsDiagram(text: string, errors: readonly UriError[], indent = "  "): string {
  const lines = [carets(text, errors.map((e) => e.index), indent)];
  // one error reads as before diagnose existed: the caret, then the message (which already names the index)
  for (const e of errors) lines.push(errors.length === 1 ? `${indent}${e.message}` : `${indent}at ${e.index}: ${e.message}`);
  return lines.join("\n");
}

/** "invalid URI reference:" for one error, "invalid URI reference (3 errors):" for more. */
export function invalidHeading(count: number): string {
  return count === 1 ? "invalid URI reference:" : `invalid URI reference (${count} errors):`;
}

function hazardLines(text: string, h: Hazard): string[] {
  const lines = [carets(text, [h.index]), `  ${h.code} (${h.component}): ${h.message}`];
  if (h.readings !== undefined) {
    const show = (v: string | null) => (v === null ? "(nothing / rejected)" : JSON.stringify(v));
    lines.push(`    RFC 3986: ${show(h.readings.rfc3986)}`, `    WHATWG:   ${show(h.readings.whatwg)}`);
  }
  lines.push(`    ${h.cite}`);
  return lines;
}

/**
 * Run `urikit inspect` over `uris`, writing to `out`; returns the exit code (0 when every URI is valid and has no
 * hazard, else 1).
 */
export function inspectCommand(uris: readonly string[], out: Output, json: boolean): number {
  let status = 0;
  for (const text of uris) {
    const report = inspect(text);
    const errors = report.valid ? [] : diagnose(text);
    if (!report.valid || report.hazards.length > 0) status = 1;
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
