// (base, reference) pairs for the resolver's fast-path tests, built from the URL lists of bench/data the way the
// bench builds its pairs (bench/src/resolve.bench.ts): an RFC 3986 §5.4 reference shape, another line's path (and
// query) behind "", "./", "../" or "../../", another line's path as an absolute path, or another line itself.
import { readFileSync } from "node:fs";
import { realWorldListPath, resolveCases } from "@urikit/corpus";

/** The references of RFC 3986 §5.4.1 and §5.4.2 (base `http://a/b/c/d;p?q`), in order, from the shared corpus. */
export const RFC3986_EXAMPLE_REFERENCES: readonly string[] = [
  ...new Set(resolveCases().filter((c) => c.source.startsWith("RFC 3986 §5.4")).map((c) => c.input)),
];

/** Lines of a URL list shipped in bench/data (UTF-8 BOM skipped, LF or CRLF). */
export function readLines(file: "kasztp.txt" | "node_files.txt" | "isaacs_files.txt"): string[] {
  let text = readFileSync(realWorldListPath(file), "utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.split(/\r?\n/).filter((line) => line !== "");
}

/** The path and query of `line` (after scheme and authority, before the fragment); a linear scan, no regex. */
function pathAndQuery(line: string): string {
  let i = line.indexOf(":") + 1;
  if (line.startsWith("//", i)) {
    i += 2;
    while (i < line.length && !"/?#".includes(line[i]!)) i++;
  }
  const hash = line.indexOf("#", i);
  return line.slice(i, hash < 0 ? line.length : hash);
}

/** Every line of bench/data as a base once, with a reference of one of the bench's four kinds, in turn. */
export function realPairs(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const file of ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] as const) {
    const lines = readLines(file);
    for (let i = 0; i < lines.length; i++) {
      const base = lines[i]!;
      const other = lines[(i * 7919 + 1) % lines.length]!;
      const tail = pathAndQuery(other);
      let reference: string;
      switch (i % 4) {
        case 0:
          reference = RFC3986_EXAMPLE_REFERENCES[i % RFC3986_EXAMPLE_REFERENCES.length]!;
          break;
        case 1:
          reference = ["", "./", "../", "../../"][(i >> 2) % 4]! + tail.replace(/^\/+/, "");
          break;
        case 2:
          reference = tail.startsWith("/") ? tail : "/" + tail;
          break;
        default:
          reference = other;
      }
      pairs.push([base, reference]);
    }
  }
  return pairs;
}
