// The real-text test set (test/real-text/snippets.json): snippets of Debian changelogs, man pages, the Python docs,
// the German and Japanese Debian Reference, Markdown/AsciiDoc/Org READMEs and IRIs, each with the URIs a reader
// would click, labelled by hand. findUris must reach 99.5 % precision and 97 % recall there, and never return a
// match cut inside one of those URIs.
import { findUris, type UriMatch } from "@urikit/text";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Snippet {
  id: number;
  corpus: string;
  source: string;
  package: string;
  license: string;
  text: string;
  uris: string[];
}

const snippets = JSON.parse(readFileSync(new URL("real-text/snippets.json", import.meta.url), "utf8")) as Snippet[];

/** A match as the text writes it: what the labels hold. */
function written(text: string, m: UriMatch): string {
  const raw = text.slice(m.start, m.end);
  return m.delimiter === "angle" ? raw.replace(/[ \t\r\n\f]+/g, "") : raw;
}

interface Score {
  found: number;
  truth: number;
  correct: number;
  cut: string[];
  junk: string[];
  missed: string[];
}

function score(list: Snippet[]): Score {
  const s: Score = { found: 0, truth: 0, correct: 0, cut: [], junk: [], missed: [] };
  for (const snippet of list) {
    const found = findUris(snippet.text, { abbreviated: true }).map((m) => written(snippet.text, m));
    const left = [...snippet.uris];
    s.found += found.length;
    s.truth += snippet.uris.length;
    for (const f of found) {
      const k = left.indexOf(f);
      if (k >= 0) {
        left.splice(k, 1);
        s.correct++;
      } else if (snippet.uris.some((t) => t.includes(f))) {
        s.cut.push(`#${snippet.id}: ${f}`);
      } else {
        s.junk.push(`#${snippet.id}: ${f}`);
      }
    }
    for (const t of left) s.missed.push(`#${snippet.id}: ${t}`);
  }
  return s;
}

describe("the real-text test set", () => {
  it("is several hundred snippets of every named corpus, each with its source, package and licence", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(400);
    const corpora = new Set(snippets.map((s) => s.corpus));
    expect([...corpora].sort()).toEqual(["changelog", "debian-reference-de", "debian-reference-ja", "man", "markup", "non-ascii", "python-docs"]);
    for (const s of snippets) {
      expect(s.source, `#${s.id}`).toMatch(/^\/usr\/share\//);
      expect(s.package, `#${s.id}`).toMatch(/\S/);
      expect(s.license, `#${s.id}`).toMatch(/\S.*\/usr\/share\/doc\/.+\/copyright/);
      for (const u of s.uris) expect(s.text.replace(/[ \t\r\n\f]+/g, ""), `#${s.id}`).toContain(u.replace(/[ \t\r\n\f]+/g, ""));
    }
    // The traps are there: junk candidates and URIs of each kind the rules name.
    const all = snippets.map((s) => s.text).join("\n");
    for (const trap of ["<Color.", "](http", "[[http", "[]", "://", "www.", "é", "ウ"]) expect(all).toContain(trap);
  });

  it("findUris reaches ≥ 99.5 % precision and ≥ 97 % recall, with no match cut inside a URI", () => {
    const s = score(snippets);
    expect(s.cut).toEqual([]);
    const precision = s.correct / s.found;
    const recall = s.correct / s.truth;
    expect(precision, `junk: ${s.junk.join(", ")}`).toBeGreaterThanOrEqual(0.995);
    expect(recall, `missed: ${s.missed.join(", ")}`).toBeGreaterThanOrEqual(0.97);
  });

  it.each(["changelog", "man", "python-docs", "debian-reference-de", "debian-reference-ja", "markup", "non-ascii"])("%s: no junk beyond 0.5 % of matches", (corpus) => {
    const s = score(snippets.filter((x) => x.corpus === corpus));
    expect(s.junk.length, s.junk.join(", ")).toBeLessThanOrEqual(Math.floor(s.found * 0.005));
  });
});
