// TypeDoc plugin: the API pages show the RFC citation of every export, as STYLE A4 writes them. A constant in a
// group (consecutive exports under one doc block, such as the offset slots or the char codes) has its citation on
// the group's block, which TypeDoc attaches to the first member only; this plugin copies the group's citation
// to every member whose own doc has none, using the same reading of the source as tools/check-cites.mjs.
import { readFileSync } from "node:fs";
import { Comment, Converter, ReflectionKind } from "typedoc";
import { docAbove } from "./check-cites.mjs";

const CITE = /RFC \d{4} §\d/;
// The cite as STYLE A4 spells it: "RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>".
const CITE_SPELLED = /RFC \d{4} §\d+(?:\.\d+)*(?: <https:\/\/[^>\s]+>)?/g;

/** The text of a comment's summary. */
function summaryText(comment) {
  return comment === undefined ? "" : Comment.combineDisplayParts(comment.summary);
}

/** @param {import("typedoc").Application} app */
export function load(app) {
  const files = new Map();
  const textOf = (path) => {
    if (!files.has(path)) files.set(path, readFileSync(path, "utf8"));
    return files.get(path);
  };
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const kinds = ReflectionKind.Variable | ReflectionKind.Function | ReflectionKind.Class;
    for (const reflection of context.project.getReflectionsByKind(kinds)) {
      const owner = reflection.signatures?.[0] ?? reflection;
      if (CITE.test(summaryText(owner.comment)) || CITE.test(summaryText(reflection.comment))) continue;
      // Where the export is written: from the symbol, so this works with disableSources (no git needed).
      const id = context.project.getSymbolIdFromReflection(reflection);
      if (id?.fileName === undefined || !Number.isFinite(id.pos)) continue;
      let text;
      try {
        text = textOf(id.fileName);
      } catch {
        continue;
      }
      const line = text.slice(0, id.pos).split("\n").length - 1;
      const cites = docAbove(text.split("\n"), line).match(CITE_SPELLED);
      if (cites === null) continue;
      const cite = [...new Set(cites)].join("\n\n");
      owner.comment ??= new Comment();
      owner.comment.summary.push({ kind: "text", text: `${owner.comment.summary.length > 0 ? "\n\n" : ""}${cite}` });
    }
  });
}
