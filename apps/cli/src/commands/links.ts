// `urikit links`: the links of HTML pages resolved against their base (rfc2396bis Appendix D, RFC 3986 §5.1), one row
// per link. A file is read twice (first for its <base href>, which may stand anywhere, then for its links), so its
// links stream out in flat memory; stdin is read once and its links are held until the end.
import { createReadStream, readdirSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve as resolvePath, sep } from "node:path";
import { extractLinksStream, findBaseHref, resolve, type InvalidBytes } from "@urikit/uri";
import { UsageError, defineCommand } from "../command.js";
import { EXIT_INVALID, EXIT_OK } from "../exit-codes.js";
import { BASE, NO_HEADER, NO_PROGRESS, OUTPUT, TEXT_FORMAT } from "../options.js";
import type { Output } from "../output.js";
import { counted } from "../input.js";
import { Progress } from "../progress.js";
import { RecordWriter } from "../record-rows.js";
import type { RowFormat } from "../row-format.js";

export const linksCommand = defineCommand({
  name: "links",
  summary: "the links of HTML pages, resolved against their <base href>, --base or --base-dir: one row per link",
  description: `One row per link of each HTML page, in document order (href of a, area, link, base; src of img, script,
iframe, embed, input, audio, video, source, track; every srcset candidate of img and source; poster of video; data
of object; cite of blockquote, q, del, ins; action of form; the URL of <meta http-equiv=refresh content>): file,
element, attribute, value (character references decoded), start, end (offsets of the raw value), uri (resolved by RFC 3986 §5.2 against the page's first <base href>, itself resolved against the
page's URI: --base for one page, or --base-dir for many: the URI of each DIR argument (walked for .html, .htm and
.xhtml pages) with the page's path below it, or of the current directory for a PAGE file), or error_code,
error_index, error_message when the value is not a URI reference or a relative one has no base.
Exit codes: 0 every link resolved, 1 some link has an error, 2 wrong usage, 3 input not readable, 4 output not
writable.`,
  options: {
    base: { type: "string", value: "URI", check: BASE.check, help: "the URI the page was retrieved from (RFC 3986 §5.1.3)" },
    "base-dir": {
      type: "string",
      value: "URI",
      check: BASE.check,
      help: "the URI of the pages' root: a page found in a DIR argument gets URI + its path below DIR (site/a/b.html → URI/a/b.html), a PAGE file URI + its path below the current directory",
    },
    encoding: {
      type: "string",
      value: "LABEL",
      check: checkEncoding,
      help: "the pages' encoding as a server would declare it (latin1, utf-16le, …): wins over <meta charset>, not over a byte order mark",
    },
    format: TEXT_FORMAT,
    "no-header": NO_HEADER,
    "no-progress": { ...NO_PROGRESS, help: "no progress bar" },
    output: OUTPUT,
  },
  arguments: { name: "PAGE.html|DIR", stdin: true },
  run(call) {
    const { values } = call;
    // A DIR argument stands for the pages below it; with --base-dir each one's URI comes from its path below DIR.
    const pages = expandDirectories(call.files);
    const files = pages.map((page) => page.file);
    if (values.base !== undefined && values["base-dir"] !== undefined) throw new UsageError("give --base (one page) or --base-dir (many), not both");
    const baseDir = values["base-dir"];
    if (baseDir !== undefined && files.includes("-")) throw new UsageError("--base-dir needs PAGE files: stdin has no path");
    const bases = pages.map((page) => (baseDir === undefined ? values.base : pageUri(baseDir, page.file, page.root)));
    const out = call.open(files);
    return links(files, { encoding: values.encoding, format: values.format, header: !values["no-header"], bases, progress: !values["no-progress"], out, err: call.err });
  },
});

/**
 * Bytes read at a time. PERF: 64 KiB chunks, and strings decoded from them, stay in V8's young generation, which
 * frees them at once; 1 MiB ones go to the large-object space and pile up until a full collection (measured: a
 * 50 MB attribute peaks at 265 MB RSS with 1 MiB reads, 187 MB with 64 KiB ones; the speed is the same).
 */
const READ_CHUNK = 1 << 16;

export const LINKS_FIELDS = ["file", "element", "attribute", "value", "start", "end", "uri", "error_code", "error_index", "error_message"] as const;

export interface LinksOptions {
  /** The transport encoding label, from --encoding. */
  encoding?: string | undefined;
  format: RowFormat;
  header: boolean;
  /** The document URI of each file (RFC 3986 §5.1.3), from --base or --base-dir. */
  bases: readonly (string | undefined)[];
  progress: boolean;
  out: Output;
  err: NodeJS.WriteStream;
}

/** A label TextDecoder knows (the WHATWG Encoding Standard's labels). */
function checkEncoding(label: string): void {
  try {
    new TextDecoder(label);
  } catch {
    throw new Error(`--encoding: unknown encoding label "${label}" (labels as the WHATWG Encoding Standard names them: utf-8, latin1, utf-16le, …)`);
  }
}

/** The message of a relative link on a page without a base: it names this command's options. */
const NO_BASE =
  "base-not-absolute: a relative reference needs a base URI; the page has no <base href>: give --base URI (the page's URI) or --base-dir URI (the URI of the pages' root directory)";

/** Percent-encode a path segment: UTF-8, every octet but the unreserved ones and `!'()*` (RFC 3986 §2.1, §3.3). */
const encodeSegment = (segment: string): string => encodeURIComponent(segment);

/** A page to read, and the directory its URI is relative to (the DIR argument it was found in, else the current one). */
export interface Page {
  file: string;
  root: string | undefined;
}

/** The HTML pages below a directory, sorted by path (byte order, so the output does not depend on the file system). */
function walk(dir: string, out: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile() && /\.x?html?$/i.test(entry.name)) out.push(path);
  }
}

/** Each argument as pages: a directory becomes its `.html`/`.htm`/`.xhtml` files, walked recursively, with itself as root. */
export function expandDirectories(args: readonly string[]): Page[] {
  const pages: Page[] = [];
  for (const arg of args) {
    let directory = false;
    try {
      directory = arg !== "-" && statSync(arg).isDirectory();
    } catch {
      // not readable: the input check reports it with its exit code
    }
    if (!directory) {
      pages.push({ file: arg, root: undefined });
      continue;
    }
    const found: string[] = [];
    walk(arg, found);
    if (found.length === 0) throw new UsageError(`"${arg}" holds no .html, .htm or .xhtml page`);
    for (const file of found) pages.push({ file, root: arg });
  }
  return pages;
}

/**
 * The URI of `file` under `baseDir`, the URI of `root` (the DIR argument it was found in, else the current
 * directory): its relative path, segment by segment.
 */
export function pageUri(baseDir: string, file: string, root?: string): string {
  const path = relative(resolvePath(root ?? "."), resolvePath(file));
  if (path === "" || path === ".." || path.startsWith(".." + sep) || isAbsolute(path)) {
    throw new UsageError(`--base-dir: "${file}" is not below the current directory, whose URI --base-dir gives`);
  }
  const directory = baseDir.endsWith("/") ? baseDir : baseDir + "/";
  return resolve(directory, path.split(sep).map(encodeSegment).join("/"));
}

/** Run `urikit links` over `files` ("-" is stdin); exit 1 when some link is not a URI reference or cannot be resolved. */
async function links(files: readonly string[], options: LinksOptions): Promise<number> {
  for (const file of files) if (file !== "-") statSync(file); // unreadable input fails before output
  const writer = new RecordWriter(options.out, options.format, LINKS_FIELDS, { header: options.header, absent: "" });
  let count = 0;
  let failed = 0;
  for (let f = 0; f < files.length; f++) {
    const file = files[f];
    const base = options.bases[f];
    const name = file === "-" ? "<stdin>" : file;
    // A file is read twice: first for its <base href> (then known, even when absent), then for its links.
    const decoding = options.encoding === undefined ? {} : { encoding: options.encoding };
    const known = file === "-" ? {} : { baseHref: await findBaseHref(createReadStream(file, { highWaterMark: READ_CHUNK }), decoding) };
    const size = file === "-" ? undefined : statSync(file).size;
    const progress = new Progress(options.err, size, options.progress);
    let read = 0;
    const source = counted(file === "-" ? process.stdin : createReadStream(file, { highWaterMark: READ_CHUNK }), (n) => {
      read += n;
    });
    let invalid = 0;
    let firstInvalid: InvalidBytes | undefined;
    const onInvalidBytes = (problem: InvalidBytes): void => {
      invalid++;
      firstInvalid ??= problem;
    };
    const settings = { ...(base === undefined ? {} : { documentUri: base }), ...known, ...decoding, onInvalidBytes };
    for await (const link of extractLinksStream(source, settings)) {
      count++;
      if (link.error !== undefined) failed++;
      progress.clear(); // no row glued to the bar on a terminal
      writer.row([
        name,
        link.element,
        link.attribute,
        link.value,
        link.start,
        link.end,
        link.uri,
        link.error?.code,
        link.error?.index,
        link.error?.code === "base-not-absolute" ? NO_BASE : link.error?.message,
      ]);
      progress.update(read, count);
      if (options.out.backlogged) await options.out.drained();
    }
    progress.done();
    if (firstInvalid !== undefined) {
      // An invalid byte is never silent: a link holding one has an error row, and each page gets its count here.
      options.err.write(
        `links: ${name}: ${invalid} invalid byte ${invalid === 1 ? "sequence" : "sequences"} in ${firstInvalid.encoding} (first at byte ${firstInvalid.byteOffset}), decoded as U+FFFD\n`,
      );
    }
  }
  writer.flush();
  options.err.write(`links: ${count} links, ${count - failed} resolved, ${failed} with an error\n`);
  return failed > 0 ? EXIT_INVALID : EXIT_OK;
}
