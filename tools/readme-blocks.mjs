// The fenced code blocks of the repository's READMEs and docs (STYLE A10), and the rules that turn a ```ts block into
// a module whose shown results can be checked. Used by tools/test/readme-blocks.test.ts, which runs every block;
// run alone (`node tools/readme-blocks.mjs`) it lists each block as "run" or "not run: <reason>".
//
// A block runs unless the HTML comment right before its fence says `<!-- not run: <reason> -->`. In a ```ts or ```js
// block, an expression statement followed by `// → value` (on its line, or on the next comment line; a value may go
// on over further comment lines until its brackets close) shows what the expression returns: the value is the
// longest prefix of the comment that is a JavaScript expression, the rest is a remark; "…" inside an object or an
// array means "and more" (the shown part must match, the rest may be anything). `// → throws Name [code] [at N]`
// shows an error (`// → throws Name: message` with its whole message), and `// prints: text` the line that the block's console.log writes.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** The markdown files whose blocks must run or say why not: READMEs of the root, packages, apps, bench, and docs/. */
export function markdownFiles() {
  const files = ["README.md", "CONTRIBUTING.md", "SECURITY.md", "bench/README.md"];
  for (const group of ["packages", "apps"]) {
    for (const dir of readdirSync(join(root, group)).sort()) {
      try {
        readFileSync(join(root, group, dir, "README.md"));
        files.push(`${group}/${dir}/README.md`);
      } catch {
        // a folder without a README (repo.test.ts requires one for every package)
      }
    }
  }
  for (const name of readdirSync(join(root, "docs")).sort()) if (name.endsWith(".md")) files.push(`docs/${name}`);
  return files;
}

const NOT_RUN = /<!--\s*not run:\s*([^]*?)\s*-->\s*$/;

/**
 * The fenced blocks of one markdown text: `{ lang, code, line, notRun }` where `line` is the 1-based line of the
 * opening fence and `notRun` the reason given right before it (or undefined).
 */
export function fencedBlocks(markdown) {
  const lines = markdown.split("\n");
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(lines[i]);
    if (open === null) continue;
    const [, indent, fence, lang] = open;
    let j = i + 1;
    while (j < lines.length && !(lines[j].startsWith(indent + fence) && lines[j].trim() === fence)) j++;
    const code = lines
      .slice(i + 1, j)
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join("\n");
    // The mark: the last non-blank text before the fence ends with `<!-- not run: … -->` (it may span lines).
    let k = i - 1;
    while (k >= 0 && lines[k].trim() === "") k--;
    let before = "";
    if (k >= 0 && lines[k].trim().endsWith("-->")) {
      let s = k;
      while (s > 0 && !lines[s].includes("<!--")) s--;
      before = lines.slice(s, k + 1).join(" ");
    }
    const mark = NOT_RUN.exec(before);
    blocks.push({ lang: lang.toLowerCase(), code, line: i + 1, notRun: mark === null ? undefined : mark[1].replace(/\s+/g, " ") });
    i = j;
  }
  return blocks;
}

/** Index just past the bracketed/quoted prefix balance of `text`: the depth of unclosed brackets at its end. */
function openDepth(text) {
  let depth = 0;
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote !== "") {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
  }
  return depth;
}

/**
 * `…` in a shown value means "and more": inside an object it becomes the key "…", inside an array the element
 * "…"; strings are left alone.
 */
function markEllipses(text) {
  let out = "";
  const stack = [];
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote !== "") {
      out += c;
      if (c === "\\") out += text[++i] ?? "";
      else if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "'" || c === "`") quote = c;
    if (c === "{" || c === "[") stack.push(c);
    if (c === "}" || c === "]") stack.pop();
    if (c === "…" && stack.length > 0) out += stack.at(-1) === "{" ? '"…": 1' : '"…"';
    else out += c;
  }
  return out;
}

/**
 * The value a `// →` comment shows: the longest prefix of `text` that evaluates as a JavaScript expression (the rest
 * is a remark), with "…" marked as above. Returns `{ source }` or `{ throws: { name, code?, index? } }`, or
 * undefined when no prefix is a value.
 */
export function shownValue(text) {
  const t = text.trim();
  const withMessage = /^throws (\w+): (.+)$/.exec(t);
  if (withMessage !== null) return { throws: { name: withMessage[1], message: withMessage[2] } };
  const thrown = /^throws (\w+)(?: ([a-z][a-z0-9-]*))?(?: at (?:index )?(\d+))?/.exec(t);
  if (thrown !== null) {
    return { throws: { name: thrown[1], code: thrown[2], index: thrown[3] === undefined ? undefined : Number(thrown[3]) } };
  }
  for (let end = t.length; end > 0; end--) {
    if (end < t.length && !/[\s:;,]/.test(t[end])) continue;
    const source = markEllipses(t.slice(0, end).trim());
    if (source === "" || openDepth(source) !== 0) continue;
    try {
      new Function(`"use strict"; return (${source});`)();
      return { source };
    } catch {
      // not a value (a remark, or a name the reader fills in): try a shorter prefix
    }
  }
  return undefined;
}

/**
 * Rewrites a ```ts/```js block for checking: each expression statement with a shown value becomes
 * `__show(id, () => (expression))`, and the list of `{ id, line, expected }` (line within the block, 1-based) is
 * returned beside the code, with the `// prints:` lines in order. `ts` is the TypeScript compiler module.
 */
export function instrument(ts, code) {
  const file = ts.createSourceFile("block.ts", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lines = code.split("\n");
  const lineOf = (pos) => file.getLineAndCharacterOfPosition(pos).line;
  const checks = [];
  const edits = [];
  const claimed = new Set();
  const visit = (node) => {
    if (ts.isExpressionStatement(node)) {
      const last = lineOf(node.getEnd());
      let shown;
      let k = last;
      const same = /\/\/\s*→\s*(.*)$/.exec(lines[last].slice(file.getLineAndCharacterOfPosition(node.getEnd()).character));
      if (same !== null) shown = same[1];
      else if (/^\s*\/\/\s*→/.test(lines[last + 1] ?? "")) {
        k = last + 1;
        shown = /\/\/\s*→\s*(.*)$/.exec(lines[k])[1];
      }
      if (shown !== undefined) {
        while (openDepth(shown) > 0 && /^\s*\/\//.test(lines[k + 1] ?? "")) shown += " " + lines[++k].replace(/^\s*\/\/\s*/, "");
        for (let n = last; n <= k; n++) claimed.add(n);
        const id = checks.length;
        checks.push({ id, line: last + 1, text: shown.trim(), expected: shownValue(shown) });
        const expression = node.expression.getText(file);
        const call = /\bawait\b/.test(expression) ? `await __show(${id}, async () => (${expression}));` : `__show(${id}, () => (${expression}));`;
        edits.push({ start: node.getStart(file), end: node.getEnd(), text: call });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  // A `// →` that no expression statement owns is a mistake in the README (it would never be checked).
  const orphans = lines.flatMap((l, n) => (/\/\/\s*→/.test(l) && !claimed.has(n) ? [n + 1] : []));
  const prints = lines.flatMap((l) => {
    const m = /\/\/\s*prints:\s?(.*)$/.exec(l);
    return m === null ? [] : [m[1].trimEnd()];
  });
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return { code: out, checks, orphans, prints };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let run = 0;
  let notRun = 0;
  for (const file of markdownFiles()) {
    for (const b of fencedBlocks(readFileSync(join(root, file), "utf8"))) {
      if (b.notRun === undefined) run++;
      else notRun++;
      console.log(`${relative(root, join(root, file))}:${b.line} ${b.lang || "(no language)"} ${b.notRun === undefined ? "run" : `not run: ${b.notRun}`}`);
    }
  }
  console.log(`${run} blocks run, ${notRun} marked not run`);
}
