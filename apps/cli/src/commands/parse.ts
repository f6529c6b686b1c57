// `urikit parse URI...`: the components of each URI reference, or every error with a caret under each.
import { UriError, diagnose, parse } from "@urikit/uri";
import { COMPONENT_NAMES } from "@urikit/uri/offsets";
import { caretDiagram, errorsDiagram, invalidHeading } from "../caret.js";
import { defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { humanMessage } from "../messages.js";
import { JSON_OUTPUT, OUTPUT } from "../options.js";
import type { Output } from "../output.js";

export const parseCommand = defineCommand({
  name: "parse",
  summary: "show the components of each URI given as an argument, or every error with a caret",
  description: `Shows the components of each URI reference, or where and why it is invalid: every error (the parser resumes
after each one), with a caret under each bad character (invisible characters shown as U+XXXX).`,
  options: {
    json: {
      ...JSON_OUTPUT,
      help:
        "one object per URI of one shape, valid or not: input, valid, scheme, userinfo, host, port, path, query, " +
        "fragment (null when absent or invalid), error (null or { code, index, rule, message }) and errors (every " +
        "error in that shape)",
    },
    output: { ...OUTPUT, help: "write to FILE instead of stdout" },
  },
  arguments: { name: "URI", min: 1 },
  run(call) {
    return parseUris(call.positionals, call.open([]), call.values.json);
  },
});

/**
 * The components of each URI, or every error with a caret under each bad character. With `--json`, one object of the same shape per URI, valid or not: `input`, `valid`, the seven components (`null` when
 * absent or when the input is invalid) and `error` (`null`, or `{ code, index, rule, message }`).
 */
function parseUris(uris: readonly string[], out: Output, json: boolean): number {
  let status = EXIT_OK;
  for (const text of uris) {
    let parsed: ReturnType<typeof parse> | undefined;
    let error: UriError | undefined;
    try {
      parsed = parse(text);
    } catch (e) {
      if (!UriError.is(e)) throw e;
      error = e;
      status = EXIT_INVALID;
    }
    // Every error, not only the first: diagnose's first one is the one parse threw.
    const errors = error === undefined ? [] : diagnose(text);
    if (json) {
      const record: Record<string, unknown> = { input: text, valid: error === undefined };
      for (const name of COMPONENT_NAMES) record[name] = parsed?.[name] ?? null;
      const brief = (x: UriError) => ({ code: x.code, index: x.index, rule: x.rule, message: humanMessage(text, x) });
      record.error = error === undefined ? null : brief(error);
      record.errors = errors.map(brief);
      out.line(JSON.stringify(record));
    } else if (error !== undefined) {
      if (errors.length <= 1) out.line(`invalid URI reference:\n${caretDiagram(text, error, "  ", humanMessage(text, error))}`);
      else out.line(`${invalidHeading(errors.length)}\n${errorsDiagram(text, errors)}`);
    } else {
      out.line(text);
      for (const name of COMPONENT_NAMES) {
        const value = parsed![name];
        out.line(`  ${name.padEnd(9)} ${value === undefined ? "(absent)" : JSON.stringify(value)}`);
      }
    }
  }
  out.flush();
  return status;
}
