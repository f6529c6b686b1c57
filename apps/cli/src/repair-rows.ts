// `urikit split --repair`: a line strict RFC 3986 rejects is repaired by `repair` of @urikit/security
// (percent-encoding what the grammar forbids where it stands), and its row carries the repaired reference's
// components with `repaired` true; a line no repair can mend keeps its error row.
import { classifyHost, parse, UriError, type ParsedUri } from "@urikit/core";
import { repair } from "@urikit/uri";

/** The repaired reference of an invalid `text` and its components, or `undefined` when no repair can make it valid. */
export function repairLine(text: string): { uri: string; parsed: ParsedUri; hostKind: string | undefined } | undefined {
  try {
    const { uri } = repair(text);
    const parsed = parse(uri);
    return { uri, parsed, hostKind: parsed.host === undefined ? undefined : classifyHost(parsed.host) };
  } catch (e) {
    if (UriError.is(e)) return undefined;
    throw e;
  }
}
