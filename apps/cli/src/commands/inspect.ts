// `urikit inspect URI...` or `urikit inspect -f FILE`: the RFC 3986 §7 hazards of each URI reference and where the
// WHATWG URL parser reads it differently, each with a caret under where it stands; `--fetch` for the verdict of a
// server-side fetch policy, `--redirect --base URL` for where a `Location` value sends a browser; `--json` (or
// `--format ndjson`) for one JSON object per URI.
import { isSchemeName } from "@urikit/core/chars";
import type { FetchPolicy } from "@urikit/uri";
import { UsageError, defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { inputName, openBatches } from "../input.js";
import { inspectReport, type InspectMode } from "../inspect-report.js";
import { JSON_OUTPUT, OUTPUT } from "../options.js";
import type { Output } from "../output.js";

/** Throws unless `value` is a comma-separated list of schemes (RFC 3986 §3.1). */
function checkSchemes(value: string): string[] {
  const schemes = value.split(",");
  for (const s of schemes) {
    if (!isSchemeName(s)) throw new Error(`--allow-scheme needs a comma-separated list of schemes (RFC 3986 §3.1), got "${s}" in "${value}"`);
  }
  return schemes;
}

/** Throws unless `value` is a comma-separated list of ports, each 0 … 65535. */
function checkPorts(value: string): number[] {
  return value.split(",").map((p) => {
    const n = /^\d{1,5}$/.test(p) ? Number(p) : Number.NaN;
    if (!(n <= 65535)) throw new Error(`--allow-port needs a comma-separated list of ports (0 … 65535), got "${value}"`);
    return n;
  });
}

/** Throws unless `value` is an absolute URL, as a browser reads the page's own address. */
function checkRedirectBase(value: string): void {
  if (!URL.canParse(value)) throw new Error(`--base must be an absolute URL (the address of the response that carries the Location), got "${value}"`);
}

/** The options that need `--fetch`. */
const FETCH_POLICY_OPTIONS = ["allow-scheme", "allow-port", "allow-private", "allow-userinfo"] as const;

export const inspectCommand = defineCommand({
  name: "inspect",
  summary: "the RFC 3986 §7 hazards of each URI, whether a server may fetch it (--fetch), where a redirect goes (--redirect)",
  description: `Lists the hazards of each URI reference (RFC 3986 §7): a password or any userinfo, a host spelled as a rare IPv4
form (0x7f.1, 2130706433, 0177.0.0.1, 127.1) with the address it becomes, percent-encoding in the host, encoded
delimiters and dot segments in the path, NUL, ".." above the root, a non-default port, an unsafe scheme
(javascript:, data:, vbscript:, file:), IDNA labels with their Unicode, mixed-script labels, bidi controls and
invisible characters, and every component the WHATWG URL parser (browsers, fetch) reads differently, with both
readings. Strings RFC 3986 rejects are inspected too, after their errors.

--fetch says whether a server may fetch each URI (assessFetch: http and https only, no private, loopback,
link-local or metadata address, no userinfo, unless the --allow-* options widen it); --redirect --base URL says
where each value, sent as the Location of a response from URL, takes a browser (assessRedirect), and whether it
is a plain same-origin reference: it stays on URL's origin for every reader (the browser's, RFC 3986's, and a
server's that decodes it once more) and uses no trick (nested URL, backslash, encoded slash, control, look-alike
slash, userinfo, ...); --json keeps the browser's own answer as browserSameOrigin.

-f FILE (or -f - for stdin) reads one URI per line instead of arguments and writes one row per line, an invalid
line included: FILE:LINE: verdict (code@index, ...): URI, or with --json one object with "file" and "line".
Characters a terminal would hide or reorder (bidi controls, zero-width characters, soft hyphen, controls) are
shown as <U+XXXX> in every text line; JSON escapes them as \\uXXXX.
Exit codes: 0 when every URI passes (no hazard; --fetch: allowed; --redirect: a plain same-origin reference), 1 when
some URI does not (or is invalid), 2 wrong usage, 3 FILE unreadable.`,
  options: {
    fetch: { type: "boolean", help: "say whether a server may fetch each URI (SSRF policy); exit 1 when one is refused" },
    "allow-scheme": { type: "string", value: "LIST", check: checkSchemes, help: "--fetch: the schemes a fetch may use, comma-separated (default http,https)" },
    "allow-port": { type: "string", value: "LIST", check: checkPorts, help: "--fetch: the only ports a fetch may use, comma-separated (default: any)" },
    "allow-private": {
      type: "boolean",
      help: "--fetch: allow loopback, private, link-local and other non-global addresses and special-use names (never a metadata endpoint)",
    },
    "allow-userinfo": { type: "boolean", help: "--fetch: allow a userinfo (user:password@)" },
    redirect: { type: "boolean", help: "say where each value, as a Location header of a response from --base, sends a browser" },
    base: { type: "string", value: "URL", check: checkRedirectBase, help: "--redirect: the absolute URL of the response that carries the Location" },
    file: { type: "string", short: "f", value: "FILE", help: "read one URI per line from FILE (- for stdin) instead of arguments: one row per line" },
    format: { type: "string", choices: ["text", "ndjson"], default: "text", help: "text for people, or ndjson: one JSON object per URI (same as --json)" },
    json: { ...JSON_OUTPUT, help: "one JSON object per URI: { input, valid, errors, hazards }, and what --fetch or --redirect add" },
    output: { ...OUTPUT, help: "write to FILE instead of stdout" },
  },
  arguments: { name: "URI", min: 0 },
  async run(call) {
    const { values, positionals } = call;
    if (values.fetch && values.redirect) throw new UsageError("--fetch and --redirect are two different questions: give one");
    for (const name of FETCH_POLICY_OPTIONS) {
      if (!values.fetch && values[name] !== undefined && values[name] !== false) throw new UsageError(`--${name} applies to --fetch only`);
    }
    if (values.redirect && values.base === undefined) throw new UsageError("--redirect needs --base URL (the address of the response that carries the Location)");
    if (!values.redirect && values.base !== undefined) throw new UsageError("--base applies to --redirect only");
    if (values.file !== undefined && positionals.length > 0) throw new UsageError("give URI arguments or -f FILE, not both");
    if (values.file === undefined && positionals.length === 0) throw new UsageError("inspect needs at least one URI argument, or -f FILE");
    let mode: InspectMode = { kind: "hazards" };
    if (values.fetch) {
      const policy: FetchPolicy = { allowPrivate: values["allow-private"], allowUserinfo: values["allow-userinfo"] };
      if (values["allow-scheme"] !== undefined) policy.allowSchemes = checkSchemes(values["allow-scheme"]);
      if (values["allow-port"] !== undefined) policy.allowPorts = checkPorts(values["allow-port"]);
      mode = { kind: "fetch", policy };
    } else if (values.redirect) mode = { kind: "redirect", base: values.base as string };
    const json = values.json || values.format === "ndjson";
    if (values.file === undefined) return inspectUris(positionals, call.open([]), mode, json);
    return inspectFile(values.file, call.open([values.file]), mode, json);
  },
});

/** Inspect each of `uris`, writing to `out`; returns the exit code (0 when every URI passes, else 1). */
function inspectUris(uris: readonly string[], out: Output, mode: InspectMode, json: boolean): number {
  let status = EXIT_OK;
  for (const text of uris) {
    const { lines, ok } = inspectReport(text, mode, json);
    if (!ok) status = EXIT_INVALID;
    for (const line of lines) out.line(line);
  }
  out.flush();
  return status;
}

/** Inspect every line of `file` ("-": stdin), one row each, in input order; returns the exit code. */
async function inspectFile(file: string, out: Output, mode: InspectMode, json: boolean): Promise<number> {
  let status = EXIT_OK;
  const name = inputName(file);
  const source = await openBatches(file, { workers: 1, engine: "auto" });
  for await (const result of source.batches) {
    for (let i = 0; i < result.length; i++) {
      const { lines, ok } = inspectReport(result.line(i), mode, json, { file: name, line: result.firstLine + i + 1 });
      if (!ok) status = EXIT_INVALID;
      for (const line of lines) out.line(line);
    }
    // A slow reader of a pipe: wait until it has taken the rows before making more (memory stays bounded).
    if (out.backlogged) await out.drained();
  }
  out.flush();
  return status;
}
