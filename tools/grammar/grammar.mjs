// The one grammar of the repository: RFC 3986 Appendix A, the RFC 5234 core rules it uses and the IRI rules of
// RFC 3987 §2.2, read from the .abnf files beside this one. Everything that encodes the grammar elsewhere
// (character tables for TypeScript and AssemblyScript, the regular expressions of core and the normalizer, the
// rules the test oracle compiles) is generated from `RULES` by generate.mjs.
import { readFileSync } from "node:fs";
import { parseAbnf } from "./abnf.mjs";

const read = (name) => readFileSync(new URL(name, import.meta.url), "utf8");

/** The source files, in the order their rules are merged (a later file may use the rules of an earlier one). */
export const SOURCES = ["rfc5234-core.abnf", "rfc3986-appendix-a.abnf", "rfc3987-iri.abnf"];

/** Every rule: name → expression (see abnf.mjs for the shape). */
export const RULES = (() => {
  const all = {};
  for (const file of SOURCES) {
    for (const [name, expr] of Object.entries(parseAbnf(read(file)))) {
      if (name in all) throw new Error(`grammar: ${name} defined in two files`);
      all[name] = expr;
    }
  }
  // Every reference resolves: a typo in a rule name fails here, not in a generated table.
  const check = (expr, inRule) => {
    if (expr.t === "rule" && !(expr.name in all)) throw new Error(`grammar: ${inRule} uses undefined rule ${expr.name}`);
    for (const item of expr.items ?? (expr.item ? [expr.item] : [])) check(item, inRule);
  };
  for (const [name, expr] of Object.entries(all)) check(expr, name);
  return all;
})();

/** The rules of each source file by name, for targets that want one RFC's rules only. */
export function rulesOf(file) {
  return Object.keys(parseAbnf(read(file)));
}

/**
 * The alphabet of rule `name`: every code point that can stand in a string the rule matches, as sorted, merged
 * inclusive ranges. Rules named in `drop` are left out altogether (`drop: ["pct-encoded"]` gives the characters a
 * component takes literally, the "%" of a triplet being checked apart). A repetition with at most zero items adds
 * nothing (`path-empty = 0<pchar>`).
 */
export function alphabet(name, { drop = [] } = {}) {
  const out = [];
  const visit = (expr) => {
    switch (expr.t) {
      case "chars":
        out.push(...expr.ranges);
        return;
      case "rule":
        if (!drop.includes(expr.name)) visit(RULES[expr.name]);
        return;
      case "rep":
        if (expr.max !== 0) visit(expr.item);
        return;
      case "prose":
        throw new Error(`grammar: the alphabet of prose <${expr.text}> is unknown`);
      default:
        for (const item of expr.items) visit(item);
    }
  };
  if (!(name in RULES)) throw new Error(`grammar: no rule ${name}`);
  if (!drop.includes(name)) visit(RULES[name]);
  return mergeRanges(out);
}

/** Sorted, merged inclusive ranges. */
export function mergeRanges(ranges) {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged = [];
  for (const [lo, hi] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

/** Ranges less the code points `remove` accepts (applied to code points < 0x80 only: enough for ASCII edits). */
export function without(ranges, remove) {
  const out = [];
  for (const [lo, hi] of ranges) {
    let start = -1;
    for (let c = lo; c <= hi; c++) {
      const keep = c >= 0x80 || !remove(c);
      if (keep && start < 0) start = c;
      if (!keep && start >= 0) {
        out.push([start, c - 1]);
        start = -1;
      }
      if (c >= 0x80) {
        if (start < 0) start = c;
        break;
      }
    }
    if (start >= 0) out.push([start, hi]);
  }
  return mergeRanges(out);
}

/** Whether code point `c` lies in `ranges`. */
export function inRanges(ranges, c) {
  return ranges.some(([lo, hi]) => c >= lo && c <= hi);
}

/**
 * The character classes of @urikit/core's `CHAR_CLASS`, one bit each, in bit order: the name, the rule whose
 * alphabet (less pct-encoded) the class is, and the section that defines the rule. Core, the scanner's
 * AssemblyScript tables and the regular expressions all take their sets from here.
 */
export const CHAR_CLASSES = [
  { name: "ALPHA", rule: "ALPHA", cite: "RFC 3986 §1.3", what: "`ALPHA`, the core rule RFC 3986 §1.3 takes from RFC 5234" },
  { name: "DIGIT", rule: "DIGIT", cite: "RFC 3986 §1.3", what: "`DIGIT`, the core rule RFC 3986 §1.3 takes from RFC 5234" },
  { name: "HEXDIG", rule: "HEXDIG", cite: "RFC 3986 §2.1", what: "`HEXDIG` (case-insensitive)" },
  { name: "SCHEME_CHAR", rule: "scheme", cite: "RFC 3986 §3.1", what: "The characters of `scheme`" },
  { name: "UNRESERVED", rule: "unreserved", cite: "RFC 3986 §2.3", what: "`unreserved`" },
  { name: "SUB_DELIMS", rule: "sub-delims", cite: "RFC 3986 §2.2", what: "`sub-delims`" },
  { name: "PCHAR", rule: "pchar", cite: "RFC 3986 §3.3", what: "`pchar` less `pct-encoded`" },
  { name: "QUERY", rule: "query", cite: "RFC 3986 §3.4", what: "The characters of `query` (and `fragment`) less `pct-encoded`" },
  { name: "USERINFO", rule: "userinfo", cite: "RFC 3986 §3.2.1", what: "The characters of `userinfo` less `pct-encoded`" },
  { name: "REG_NAME", rule: "reg-name", cite: "RFC 3986 §3.2.2", what: "The characters of `reg-name` less `pct-encoded`" },
  { name: "GEN_DELIMS", rule: "gen-delims", cite: "RFC 3986 §2.2", what: "`gen-delims`" },
].map((c, bit) => ({ ...c, bit, flag: 1 << bit, ranges: alphabet(c.rule, { drop: ["pct-encoded"] }) }));

/** `CHAR_CLASS` as the generator computes it: bit flags per ASCII code point. */
export function charClassTable(size = 128) {
  const table = new Array(size).fill(0);
  for (const c of CHAR_CLASSES) for (let u = 0; u < Math.min(size, 0x80); u++) if (inRanges(c.ranges, u)) table[u] |= c.flag;
  return table;
}

/**
 * The regular expression of RFC 3986 Appendix B, as the RFC prints it (rfc3986-appendix-b.txt, the one line that
 * starts with "^"): the split by delimiters alone that every component reading of an invalid reference rests on.
 */
export const APPENDIX_B = (() => {
  const lines = read("rfc3986-appendix-b.txt").split("\n").filter((line) => /^\s+\^/.test(line));
  if (lines.length !== 1) throw new Error("grammar: rfc3986-appendix-b.txt must hold one line starting with ^");
  return lines[0].trim();
})();
