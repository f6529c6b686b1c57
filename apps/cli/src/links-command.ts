// `urikit links`: the links of HTML pages resolved against their base (rfc2396bis Appendix D, RFC 3986 §5.1), one row
// per link. A file is read twice (first for its <base href>, which may stand anywhere, then for its links), so its
// links stream out in flat memory; stdin is read once and its links are held until the end.
import { createReadStream, statSync } from "node:fs";
import { extractLinksStream, findBaseHref } from "@urikit/uri";
import type { Output } from "./commands.js";
import { counted } from "./extract-command.js";
import { Progress } from "./progress.js";
import { RecordWriter } from "./record-rows.js";
import type { RowFormat } from "./row-format.js";

export const LINKS_FIELDS = ["file", "element", "attribute", "value", "start", "end", "uri", "error_code", "error_index", "error_message"] as const;

export interface LinksOptions {
  format: RowFormat;
  header: boolean;
  base: string | undefined;
  progress: boolean;
  out: Output;
  err: NodeJS.WriteStream;
}

/** Run `urikit links` over `files` ("-" is stdin); exit 1 when some link is not a URI reference or cannot be resolved. */
export async function links(files: readonly string[], options: LinksOptions): Promise<number> {
  for (const file of files) if (file !== "-") statSync(file); // unreadable input fails before output
  const writer = new RecordWriter(options.out, options.format, LINKS_FIELDS, { header: options.header, absent: "" });
  let count = 0;
  let failed = 0;
  for (const file of files) {
    const name = file === "-" ? "<stdin>" : file;
    let baseHref: string | null | undefined;
    if (file !== "-") baseHref = await findBaseHref(createReadStream(file, { highWaterMark: 1 << 20 }));
    const size = file === "-" ? undefined : statSync(file).size;
    const progress = new Progress(options.err, size, options.progress);
    let read = 0;
    const source = counted(file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 1 << 20 }), (n) => {
      read += n;
    });
    const settings = { ...(options.base === undefined ? {} : { documentUri: options.base }), ...(baseHref === undefined ? {} : { baseHref }) };
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
        link.error?.message,
      ]);
      progress.update(read, count);
    }
    progress.done();
  }
  writer.flush();
  options.err.write(`links: ${count} links, ${count - failed} resolved, ${failed} with an error\n`);
  return failed > 0 ? 1 : 0;
}
