// `urikit query QUERY...`: the [name, value] pairs of each query (RFC 3986 §3.4, or the WHATWG form reading).
import { parseQuery, type QueryProblem } from "@urikit/uri";
import { defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { OUTPUT } from "../options.js";

export const queryCommand = defineCommand({
  name: "query",
  summary: "the [name, value] pairs of each query (or URI with a query) given as an argument, as JSON",
  description: `Prints the pairs of each query as one JSON array per argument (RFC 3986 §3.4: split on "&" and the first
"=", percent-decoded as UTF-8). An argument with a "?" is read as a URI: its query is the text after the first "?",
up to "#". Undecodable percent-encoding is kept, reported with its index on stderr, and makes the exit code 1.`,
  options: {
    form: { type: "boolean", help: "the WHATWG application/x-www-form-urlencoded reading (+ is a space), as URLSearchParams" },
    output: { ...OUTPUT, help: "write to FILE instead of stdout" },
  },
  arguments: { name: "QUERY", min: 1 },
  run(call) {
    const out = call.open([]);
    let status = EXIT_OK;
    for (const arg of call.positionals) {
      const q = queryOf(arg);
      const problems: QueryProblem[] = [];
      const pairs = parseQuery(q.text, { form: call.values.form, onProblem: (p) => problems.push(p) });
      for (const p of problems) {
        status = EXIT_INVALID;
        const name = p.code === "invalid-utf8" ? "percent-encoded bytes that are not UTF-8" : `"%" without two hex digits`;
        call.err.write(`urikit query: ${name} at index ${p.index + q.offset} of ${JSON.stringify(arg)} (${p.code})\n`);
      }
      out.line(JSON.stringify(pairs));
    }
    out.flush();
    return status;
  },
});

/** The query in `arg`: after its first "?" (up to "#") when there is one, else all of it. */
function queryOf(arg: string): { text: string; offset: number } {
  const question = arg.indexOf("?");
  if (question < 0) return { text: arg, offset: 0 };
  const hash = arg.indexOf("#", question);
  return { text: arg.slice(question + 1, hash < 0 ? arg.length : hash), offset: question + 1 };
}

