// Precision and recall of findUris and of linkify-it 6 on the real-text test set (test/real-text/snippets.json),
// per corpus, as the Markdown table of the package README. Needs the built package: npm run build && npm run real-text
import { readFileSync } from "node:fs";
import { LinkifyIt } from "linkify-it";
import { findUris } from "../dist/index.js";

const snippets = JSON.parse(readFileSync(new URL("../test/real-text/snippets.json", import.meta.url), "utf8"));

/** A findUris match as the text writes it (what the labels hold). */
const written = (text, m) => {
  const raw = text.slice(m.start, m.end);
  return m.delimiter === "angle" ? raw.replace(/[ \t\r\n\f]+/g, "") : raw;
};
const linkify = new LinkifyIt();
const linkifyNoEmail = new LinkifyIt({ fuzzyEmail: false });
const finders = {
  urikit: (text) => findUris(text, { abbreviated: true }).map((m) => written(text, m)),
  "linkify-it": (text) => (linkify.match(text) ?? []).map((m) => m.raw),
  "linkify-it, no e-mail": (text) => (linkifyNoEmail.match(text) ?? []).map((m) => m.raw),
};

function score(list, find) {
  const s = { found: 0, truth: 0, correct: 0, cut: 0 };
  for (const snippet of list) {
    const left = [...snippet.uris];
    s.truth += left.length;
    for (const f of find(snippet.text)) {
      s.found++;
      const k = left.indexOf(f);
      if (k >= 0) {
        left.splice(k, 1);
        s.correct++;
      } else if (snippet.uris.some((t) => t.includes(f))) {
        s.cut++;
      }
    }
  }
  return s;
}

const pct = (a, b) => (b === 0 ? "–" : `${((100 * a) / b).toFixed(1)} %`);
const corpora = [...new Set(snippets.map((s) => s.corpus)), "all"];
const names = Object.keys(finders);
const rows = [
  `| corpus | snippets | URIs | ${names.map((n) => `${n}: precision | recall | cut`).join(" | ")} |`,
  `| --- | ---: | ---: | ${names.map(() => "---: | ---: | ---:").join(" | ")} |`,
];
for (const corpus of corpora) {
  const list = corpus === "all" ? snippets : snippets.filter((s) => s.corpus === corpus);
  const cells = names.map((n) => {
    const s = score(list, finders[n]);
    return `${pct(s.correct, s.found)} | ${pct(s.correct, s.truth)} | ${s.cut}`;
  });
  const truth = list.reduce((a, s) => a + s.uris.length, 0);
  rows.push(`| ${corpus === "all" ? "**all**" : corpus} | ${list.length} | ${truth} | ${cells.join(" | ")} |`);
}
console.log(rows.join("\n"));
