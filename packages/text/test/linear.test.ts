// Linear time, shown without a clock: the finder counts the code units it reads and validates. On the hostile texts
// (`http://` repeated, `(((((` or `.....` after a URI, `<` without `>`, `www.` repeated, and others built to defeat
// each shortcut), 16× the input costs about 16× the work, and the work per
// code unit stays under a small constant, for the whole text and for a stream cut into tiny chunks.
import { UriFinder } from "../src/uri-finder.js";
import { afterEach, describe, expect, it } from "vitest";

const hostile: Record<string, (n: number) => string> = {
  "http:// repeated": (n) => "http://".repeat(Math.ceil(n / 7)),
  "(((( after a URI": (n) => "http://a/b" + "(".repeat(n),
  ")))) after a URI": (n) => "http://a/b" + ")".repeat(n),
  "..... after a URI": (n) => "see http://a/b" + ".".repeat(n),
  "< without >": (n) => "<".repeat(n),
  "<a: without >": (n) => "<a:b ".repeat(Math.ceil(n / 5)),
  "www. repeated": (n) => "www.".repeat(Math.ceil(n / 4)),
  "www.. repeated": (n) => "www..".repeat(Math.ceil(n / 5)),
  "www.a.b@ repeated": (n) => "www.a.b@".repeat(Math.ceil(n / 8)),
  '" repeated': (n) => '"'.repeat(n),
  '"a:b repeated': (n) => '"a:b'.repeat(Math.ceil(n / 4)),
  "a://[ repeated, then ))))": (n) => "a://[".repeat(Math.ceil(n / 10)) + ")".repeat(n / 2),
  "a://x:y/ repeated (bad ports)": (n) => "a://x:y/".repeat(Math.ceil(n / 8)),
  "x://y/z://[ repeated": (n) => "x://y/z://[".repeat(Math.ceil(n / 11)),
  "mailto: repeated": (n) => "mailto:".repeat(Math.ceil(n / 7)),
  "a:a:a: (scheme runs)": (n) => "ab:".repeat(Math.ceil(n / 3)),
  "one long scheme run, then a colon": (n) => "a".repeat(n) + "://x",
  "%% in a run": (n) => "http://a/" + "%4".repeat(n / 2),
  "non-ASCII letters after a URI": (n) => "http://a/" + "é".repeat(n),
  "astral letters, then a bad %": (n) => "http://a/" + "𠮷".repeat(n / 2) + "%",
  "'http:// repeated (quoted schemes)": (n) => "'http://a".repeat(Math.ceil(n / 9)),
  "Markdown [x](http://a) repeated": (n) => "[x](http://a)".repeat(Math.ceil(n / 13)),
  "#/# repeated in a fragment": (n) => "http://a/#" + "/#".repeat(n / 2),
  "<http://a/b broken at every line, no >": (n) => "<http://a/b" + "\n c".repeat(Math.ceil(n / 3)),
  "<x: lines with blank lines": (n) => "<x:\n\n".repeat(Math.ceil(n / 5)),
  "registered schemes repeated": (n) => "urn:".repeat(Math.ceil(n / 4)),
  "www. after letters": (n) => "éwww.a.b.c ".repeat(Math.ceil(n / 11)),
};

function work(text: string, abbreviated: boolean, chunk?: number): number {
  const finder = new UriFinder(abbreviated);
  const out: unknown[] = [];
  if (chunk === undefined) {
    finder.find(text, 0, true, out as never);
  } else {
    // The stream's buffering rule (find-uris-stream.ts): search again only once new text ≥ text kept back.
    let buffer = "";
    let offset = 0;
    let kept = 0;
    for (let i = 0; i < text.length; i += chunk) {
      buffer += text.slice(i, i + chunk);
      if (buffer.length - kept < kept) continue;
      const keep = finder.find(buffer, offset, false, out as never);
      offset += keep;
      buffer = buffer.slice(keep);
      kept = buffer.length;
    }
    finder.find(buffer, offset, true, out as never);
  }
  return finder.work.scanned + finder.work.validated + finder.work.candidates;
}

const SMALL = 64 * 1024;
const LARGE = 1024 * 1024;

describe("linear work on hostile text", () => {
  // Each test is synchronous and seconds long: without a turn of the event loop between them, the test worker cannot
  // take vitest's own replies, and a file longer than vitest's 60 s RPC timeout (v8 coverage makes this one 2-4×
  // slower; a loaded machine more) ends the run with "Timeout calling onTaskUpdate".
  afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
  it.each(Object.entries(hostile))("%s", (_, make) => {
    for (const abbreviated of [false, true]) {
      const small = make(SMALL);
      const large = make(LARGE);
      const ratio = work(large, abbreviated) / work(small, abbreviated);
      // 16× the text: a linear search does 16× the work (give or take the constant parts); a quadratic one 256×.
      expect(ratio).toBeGreaterThan(12);
      expect(ratio).toBeLessThan(20);
      expect(work(large, abbreviated) / large.length).toBeLessThan(12);
      // In a stream of 7-code-unit chunks the work stays linear too, and close to one search of the whole: an open run
      // at the end of the text is walked once, not again with each chunk that extends it.
      expect(work(large, abbreviated, 7) / large.length).toBeLessThan(16);
    }
  });

  // A text that is one long open run (every code unit may continue a candidate) is kept whole until it ends: each
  // search with more text walks back only over the new part and skips the search when nothing precedes the run, so
  // a stream costs about what one search of the whole does (it cost twice that when each search walked the run again).
  it.each(["http:// repeated", "www. repeated", "one long scheme run, then a colon", "(((( after a URI"])("%s in 64 KiB chunks", (name) => {
    const text = hostile[name]!(LARGE);
    for (const abbreviated of [false, true]) {
      expect(work(text, abbreviated, 65536) / text.length).toBeLessThan(8);
      expect(work(text, abbreviated, 65536)).toBeLessThan(1.5 * work(text, abbreviated));
    }
  });
});
