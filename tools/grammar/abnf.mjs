// A reader for the ABNF of RFC 5234 (the subset RFC 3986 and RFC 3987 use: alternation, concatenation, repetition
// `n*m`, groups, options, quoted strings, `%x` values and ranges, prose `<…>`, comments), turning rule text into
// plain data. The data is JSON-serialisable, so the generator can write it into packages/corpus for the test oracle.
//
// An expression is one of
//   { t: "alt", items: Expr[] }                     a / b               (RFC 5234 §3.2)
//   { t: "seq", items: Expr[] }                     a b                 (RFC 5234 §3.1)
//   { t: "rep", min: number, max: number | null, item: Expr }   n*m a (null: no upper bound, RFC 5234 §3.6, §3.7)
//   { t: "rule", name: string }                     a reference to another rule
//   { t: "chars", ranges: [number, number][] }      one code point out of the inclusive ranges (%x, or one char of
//                                                   a quoted string, both cases for a letter: RFC 5234 §2.3)
//   { t: "prose", text: string }                    <prose-val> (RFC 5234 §4); RFC 3986 uses it only as `0<pchar>`

/**
 * Parse ABNF `text` into an object of rules (name → expression), in the order they appear. `=/` adds an
 * alternative to a rule defined before (RFC 5234 §3.3).
 */
export function parseAbnf(text) {
  const rules = {};
  let current = null;
  const flush = () => {
    if (current === null) return;
    const expr = parseExpression(tokenize(current.body), current.name);
    if (current.incremental) {
      if (!(current.name in rules)) throw new Error(`ABNF: "=/" for undefined rule ${current.name}`);
      const before = rules[current.name];
      rules[current.name] = { t: "alt", items: [...(before.t === "alt" ? before.items : [before]), expr] };
    } else {
      if (current.name in rules) throw new Error(`ABNF: rule ${current.name} defined twice`);
      rules[current.name] = expr;
    }
    current = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = stripComment(raw);
    const start = /^\s*([A-Za-z][A-Za-z0-9-]*)\s*(=\/|=)(.*)$/.exec(line);
    if (start !== null) {
      flush();
      current = { name: start[1], incremental: start[2] === "=/", body: start[3] };
    } else if (line.trim() !== "") {
      if (current === null) throw new Error(`ABNF: text outside a rule: ${raw.trim()}`);
      current.body += " " + line;
    }
  }
  flush();
  return rules;
}

/** The line without its comment: ";" to the end of the line, unless inside a quoted string or prose. */
function stripComment(line) {
  let quote = "";
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== "") {
      if (c === quote) quote = "";
    } else if (c === '"') quote = '"';
    else if (c === "<") quote = ">";
    else if (c === ";") return line.slice(0, i);
  }
  return line;
}

function tokenize(body) {
  const tokens = [];
  const re = /\s*(?:("[^"]*")|(<[^>]*>)|(%[xdb][0-9A-Fa-f]+(?:(?:\.[0-9A-Fa-f]+)+|-[0-9A-Fa-f]+)?)|(\d*\*\d*|\d+)|([A-Za-z][A-Za-z0-9-]*)|([/()[\]]))/y;
  let i = 0;
  while (i < body.length) {
    if (/^\s*$/.test(body.slice(i))) break;
    re.lastIndex = i;
    const m = re.exec(body);
    if (m === null) throw new Error(`ABNF: cannot read "${body.slice(i).trim()}"`);
    i = re.lastIndex;
    if (m[1] !== undefined) tokens.push({ k: "string", v: m[1].slice(1, -1) });
    else if (m[2] !== undefined) tokens.push({ k: "prose", v: m[2].slice(1, -1) });
    else if (m[3] !== undefined) tokens.push({ k: "num", v: m[3] });
    else if (m[4] !== undefined) tokens.push({ k: "repeat", v: m[4] });
    else if (m[5] !== undefined) tokens.push({ k: "name", v: m[5] });
    else tokens.push({ k: m[6], v: m[6] });
  }
  return tokens;
}

function parseExpression(tokens, name) {
  let p = 0;
  const peek = () => tokens[p];
  const expect = (k) => {
    if (tokens[p]?.k !== k) throw new Error(`ABNF ${name}: expected ${k} at token ${p}`);
    p++;
  };
  function alternation() {
    const items = [concatenation()];
    while (peek()?.k === "/") {
      p++;
      items.push(concatenation());
    }
    return items.length === 1 ? items[0] : { t: "alt", items };
  }
  function concatenation() {
    const items = [];
    while (p < tokens.length && !["/", ")", "]"].includes(peek().k)) items.push(repetition());
    if (items.length === 0) throw new Error(`ABNF ${name}: empty concatenation`);
    return items.length === 1 ? items[0] : { t: "seq", items };
  }
  function repetition() {
    const tok = peek();
    if (tok.k !== "repeat") return element();
    p++;
    let min;
    let max;
    if (tok.v.includes("*")) {
      const [lo, hi] = tok.v.split("*");
      min = lo === "" ? 0 : Number(lo);
      max = hi === "" ? null : Number(hi);
    } else {
      min = max = Number(tok.v);
    }
    return { t: "rep", min, max, item: element() };
  }
  function element() {
    const tok = tokens[p++];
    if (tok === undefined) throw new Error(`ABNF ${name}: unexpected end`);
    switch (tok.k) {
      case "name":
        return { t: "rule", name: tok.v };
      case "(": {
        const inner = alternation();
        expect(")");
        return inner;
      }
      case "[": {
        const inner = alternation();
        expect("]");
        return { t: "rep", min: 0, max: 1, item: inner };
      }
      case "string":
        return stringValue(tok.v);
      case "num":
        return numValue(tok.v);
      case "prose":
        return { t: "prose", text: tok.v };
      default:
        throw new Error(`ABNF ${name}: unexpected ${tok.k}`);
    }
  }
  const expr = alternation();
  if (p !== tokens.length) throw new Error(`ABNF ${name}: unexpected ${tokens[p].k}`);
  return expr;
}

/** A quoted string: each character case-insensitive (RFC 5234 §2.3). */
function stringValue(text) {
  const items = [...text].map((ch) => {
    const lower = ch.toLowerCase().codePointAt(0);
    const upper = ch.toUpperCase().codePointAt(0);
    return { t: "chars", ranges: lower === upper ? [[lower, lower]] : [[upper, upper], [lower, lower]] };
  });
  return items.length === 1 ? items[0] : { t: "seq", items };
}

/** `%x41`, `%x41-5A`, `%x41.42` (and `%d`, `%b`), RFC 5234 §2.3. */
function numValue(text) {
  const base = { x: 16, d: 10, b: 2 }[text[1]];
  const body = text.slice(2);
  if (body.includes("-")) {
    const [lo, hi] = body.split("-").map((v) => parseInt(v, base));
    return { t: "chars", ranges: [[lo, hi]] };
  }
  const items = body.split(".").map((v) => {
    const c = parseInt(v, base);
    return { t: "chars", ranges: [[c, c]] };
  });
  return items.length === 1 ? items[0] : { t: "seq", items };
}
