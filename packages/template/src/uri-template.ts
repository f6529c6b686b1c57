import { CHAR_CLASS, GEN_DELIMS, SUB_DELIMS, UNRESERVED } from "@urikit/core/chars";
import { UriError, decode } from "@urikit/core";
import { EncodedText, expectString, typeName } from "@urikit/core/engine";
import { MatchProgram } from "./match-program.js";
import { TemplateError } from "./template-error.js";

/** One variable of an expression: its name and modifiers. */
export interface VarSpec {
  /** The `varname` as written (pct-encoded triplets kept: `Some%20Thing`). */
  name: string;
  /** The prefix length of `{var:3}`, or 0 for none. */
  prefix: number;
  /** Whether `{var*}` explodes the value. */
  explode: boolean;
  /** UTF-16 index of the name in the template. */
  index: number;
}

/** One `{…}` of a template. */
export interface TemplateExpression {
  /** `""` for simple string expansion, else one of `+ # . / ; ? &`. */
  operator: string;
  variables: VarSpec[];
  /** UTF-16 index of the `{`. */
  index: number;
}

/** A value that a template variable may take (RFC 6570 §2.3): a string, a list, or an associative array. */
export type TemplateValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean | null | undefined)[]
  | ReadonlyMap<string, string | number | boolean | null | undefined>
  | { readonly [key: string]: string | number | boolean | null | undefined };

/** The variables of an expansion, by name. */
export type TemplateVariables = Readonly<Record<string, TemplateValue>> | ReadonlyMap<string, TemplateValue>;

interface Operator {
  first: string;
  sep: string;
  named: boolean;
  ifemp: string;
  reserved: boolean;
}

// RFC 6570 Appendix A, the table of operator behaviour
const OPERATORS: Record<string, Operator> = {
  "": { first: "", sep: ",", named: false, ifemp: "", reserved: false },
  "+": { first: "", sep: ",", named: false, ifemp: "", reserved: true },
  ".": { first: ".", sep: ".", named: false, ifemp: "", reserved: false },
  "/": { first: "/", sep: "/", named: false, ifemp: "", reserved: false },
  ";": { first: ";", sep: ";", named: true, ifemp: "", reserved: false },
  "?": { first: "?", sep: "&", named: true, ifemp: "=", reserved: false },
  "&": { first: "&", sep: "&", named: true, ifemp: "=", reserved: false },
  "#": { first: "#", sep: ",", named: false, ifemp: "", reserved: true },
};

const RESERVED = GEN_DELIMS | SUB_DELIMS;

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isPctAt(s: string, i: number): boolean {
  return s.charCodeAt(i) === 0x25 && isHex(s.charCodeAt(i + 1)) && isHex(s.charCodeAt(i + 2));
}

/**
 * Percent-encode `value` with the allowed set U (unreserved) or U+R (unreserved, reserved and pct-encoded
 * triplets, which stay as they are), as UTF-8 with uppercase hex (RFC 6570 §3.2.1). A lone surrogate throws.
 */
function encodeValue(value: string, reserved: boolean): string {
  const allowed = reserved ? UNRESERVED | RESERVED : UNRESERVED;
  let out: EncodedText | undefined; // created at the first character to encode: most values have none
  let run = 0; // value[run, i) is kept as it is, not yet in `out`
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x80 && (CHAR_CLASS[c] & allowed) !== 0) continue;
    if (reserved && c === 0x25 && isPctAt(value, i)) {
      i += 2;
      continue;
    }
    out ??= new EncodedText();
    out.slice(value, run, i);
    let cp = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      const low = value.charCodeAt(i + 1);
      if (c > 0xdbff || !(low >= 0xdc00 && low <= 0xdfff)) {
        throw new UriError("invalid-utf8", i, { rule: "UTF8", detail: "a template value has a lone surrogate, which has no UTF-8 form" });
      }
      cp = 0x10000 + ((c - 0xd800) << 10) + (low - 0xdc00);
      i++;
    }
    out.percentEncoded(cp);
    run = i + 1;
  }
  if (out === undefined) return value;
  out.slice(value, run, value.length);
  return out.toString();
}

/** Whether `c` may stand in `literals` (RFC 6570 §2.1), `%` aside. */
function isLiteralChar(c: number): boolean {
  if (c >= 0x80) return true; // ucschar / iprivate (surrogates are checked by the caller)
  // DEVIATION(RFC 6570 §2.1): "'" (%x27) is taken, though the `literals` ABNF skips it: it is a sub-delim that
  // §2.1's prose copies as it is, and the RFC's own example "'{count}'" (§3.2.1) uses it.
  return c > 0x20 && c !== 0x22 && c !== 0x25 && c !== 0x3c && c !== 0x3e && c !== 0x5c && c !== 0x5e && c !== 0x60 && c !== 0x7b && c !== 0x7c && c !== 0x7d && c !== 0x7f;
}

function isVarchar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
}

/**
 * One piece of a parsed template, in order: literal text, or an expression in braces.
 * RFC 6570 §2 <https://www.rfc-editor.org/rfc/rfc6570#section-2>
 */
export type Part = string | TemplateExpression;

/**
 * A parsed URI Template: reusable, with its expressions and the names of its variables.
 * ```abnf
 * URI-Template  = *( literals / expression )
 * ```
 * RFC 6570 §2 <https://www.rfc-editor.org/rfc/rfc6570#section-2>
 */
export class UriTemplate {
  /** The template text. */
  readonly template: string;
  /** Literal text (already encoded for the URI, §3.1) and expressions, in order. */
  readonly parts: readonly Part[];
  /** The variable names, each once, in the order they first appear. */
  readonly variables: readonly string[];
  /** The lowest level of RFC 6570 §1.2 that covers every expression (1 to 4). */
  readonly level: 1 | 2 | 3 | 4;

  constructor(template: string) {
    expectString(template, "parseTemplate");
    this.template = template;
    this.parts = parseParts(template);
    const names: string[] = [];
    let level: 1 | 2 | 3 | 4 = 1;
    for (const part of this.parts) {
      if (typeof part === "string") continue;
      for (const v of part.variables) {
        if (!names.includes(v.name)) names.push(v.name);
        if (v.prefix > 0 || v.explode) level = 4;
      }
      if (level < 3 && (part.variables.length > 1 || (part.operator !== "" && part.operator !== "+" && part.operator !== "#"))) level = 3;
      if (level < 2 && (part.operator === "+" || part.operator === "#")) level = 2;
    }
    this.variables = names;
    this.level = level;
  }

  /** Expand with `variables` (RFC 6570 §3.2); see {@link expandTemplate}. */
  expand(variables: TemplateVariables): string {
    return expandParts(this.parts, variables);
  }

  /** Match `uri` against the template; see {@link matchTemplate}. */
  match(uri: string): Record<string, string> | undefined {
    return matchParts(this, uri);
  }

  toString(): string {
    return this.template;
  }
}

function parseParts(t: string): Part[] {
  const parts: Part[] = [];
  let start = 0; // t[start, i) is the literal being read
  let i = 0;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c === 0x7b) {
      if (start < i) parts.push(encodeLiteral(t.slice(start, i)));
      const [expression, end] = parseExpression(t, i);
      parts.push(expression);
      i = start = end;
      continue;
    }
    if (c === 0x7d) throw new TemplateError("unexpected-char", i, `"}" outside an expression`);
    if (c === 0x25) {
      if (!isPctAt(t, i)) throw new TemplateError("invalid-literal", i, `"%" in a literal must start a pct-encoded triplet`);
      i += 3;
      continue;
    }
    if (!isLiteralChar(c)) throw new TemplateError("invalid-literal", i, `${JSON.stringify(t[i])} cannot stand in a template literal`);
    if (c >= 0xd800 && c <= 0xdfff) {
      // a surrogate pair is one character; a lone surrogate has no UTF-8 form
      if (t.codePointAt(i)! <= 0xffff) throw new TemplateError("invalid-literal", i, "a lone surrogate cannot stand in a template literal");
      i += 2;
      continue;
    }
    i++;
  }
  if (start < t.length) parts.push(encodeLiteral(t.slice(start)));
  return parts;
}

/**
 * A literal as the expansion copies it (§3.1): every character the URI syntax allows as it is, the rest
 * pct-encoded as UTF-8. The characters `isLiteralChar` takes below U+0080 are all unreserved or reserved, so this
 * is the U+R encoding of a value. PERF: one pass over the whole literal, no string per character (a 1 MB literal of
 * "é" took 0.45 s, most of it collecting them).
 */
function encodeLiteral(literal: string): string {
  return encodeValue(literal, true);
}

/*
 * An expression, from its "{":
 *
 * > | /x{?a,b:3,c*}
 *       ^ start; operator "?" at start+1; varspecs separated by ","; "}" ends it
 */
function parseExpression(t: string, start: number): [TemplateExpression, number] {
  let i = start + 1;
  let operator = "";
  const op = t[i];
  if (op !== undefined && "+#./;?&".includes(op)) {
    operator = op;
    i++;
  } else if (op !== undefined && "=,!@|".includes(op)) {
    throw new TemplateError("invalid-operator", i, `the operator ${JSON.stringify(op)} is reserved for future extensions`);
  }
  const variables: VarSpec[] = [];
  for (;;) {
    const nameStart = i;
    let dotAllowed = false;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (isVarchar(c)) {
        i++;
        dotAllowed = true;
      } else if (c === 0x25) {
        if (!isPctAt(t, i)) throw new TemplateError("invalid-varname", i, `"%" in a variable name must start a pct-encoded triplet`);
        i += 3;
        dotAllowed = true;
      } else if (c === 0x2e && dotAllowed) {
        i++;
        dotAllowed = false;
      } else break;
    }
    if (i === nameStart || t.charCodeAt(i - 1) === 0x2e) {
      if (i >= t.length) throw new TemplateError("unclosed-expression", t.length, `the expression at ${start} has no "}"`);
      throw new TemplateError("invalid-varname", i, i === nameStart ? `a variable name cannot begin with ${JSON.stringify(t[i])}` : `a "." in a variable name must be followed by a name character`);
    }
    const spec: VarSpec = { name: t.slice(nameStart, i), prefix: 0, explode: false, index: nameStart };
    const c = t.charCodeAt(i);
    if (c === 0x3a) {
      const digits = i + 1;
      let j = digits;
      while (j < t.length && t.charCodeAt(j) >= 0x30 && t.charCodeAt(j) <= 0x39) j++;
      if (j === digits || t.charCodeAt(digits) === 0x30 || j - digits > 4) {
        throw new TemplateError("invalid-modifier", digits, "a prefix length is a number from 1 to 9999");
      }
      spec.prefix = Number(t.slice(digits, j));
      i = j;
    } else if (c === 0x2a) {
      spec.explode = true;
      i++;
    }
    variables.push(spec);
    if (i >= t.length) throw new TemplateError("unclosed-expression", t.length, `the expression at ${start} has no "}"`);
    const next = t.charCodeAt(i);
    if (next === 0x7d) return [{ operator, variables, index: start }, i + 1];
    if (next !== 0x2c) {
      throw new TemplateError(next === 0x7b ? "unclosed-expression" : "unexpected-char", i, `${JSON.stringify(t[i])} where "," or "}" should follow a variable`);
    }
    i++;
  }
}

/**
 * Parse a URI Template into a reusable {@link UriTemplate}; throws `TemplateError` with the index of the first
 * character in the way (unclosed `{`, a stray `}`, a reserved operator, a bad variable name or prefix, a character
 * that cannot stand in a literal).
 * ```abnf
 * URI-Template  = *( literals / expression )
 * expression    =  "{" [ operator ] variable-list "}"
 * ```
 * RFC 6570 §2 <https://www.rfc-editor.org/rfc/rfc6570#section-2>
 */
export function parseTemplate(template: string): UriTemplate {
  return new UriTemplate(template);
}

function lookup(variables: TemplateVariables, name: string): TemplateValue {
  if (variables instanceof Map) return variables.get(name) as TemplateValue;
  return Object.prototype.hasOwnProperty.call(variables, name) ? (variables as Record<string, TemplateValue>)[name] : undefined;
}

function scalar(value: unknown, expr: VarSpec): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  throw new TemplateError("invalid-value", expr.index, `the value of ${JSON.stringify(expr.name)} holds ${typeName(value)}, not a string`);
}

function prefixOf(value: string, length: number): string {
  if (length === 0) return value;
  // §2.4.1: the length counts characters (code points), never cutting a pct-encoded triplet or a surrogate pair
  let i = 0;
  for (let n = 0; n < length && i < value.length; n++) i += value.codePointAt(i)! > 0xffff ? 2 : 1;
  return value.slice(0, i);
}

function expandParts(parts: readonly Part[], variables: TemplateVariables): string {
  if (typeof variables !== "object" || variables === null) throw new TypeError(`expandTemplate: expected variables as an object or Map, got ${typeName(variables)}`);
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const op = OPERATORS[part.operator]!;
    let first = true;
    for (const spec of part.variables) {
      const text = expandVar(op, spec, lookup(variables, spec.name));
      if (text === undefined) continue;
      out += (first ? op.first : op.sep) + text;
      first = false;
    }
  }
  return out;
}

/** RFC 6570 Appendix A, "expand a varspec": undefined when the variable is undefined (§2.3). */
function expandVar(op: Operator, spec: VarSpec, value: TemplateValue): string | undefined {
  const enc = (s: string): string => encodeValue(s, op.reserved);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object") {
    const s = scalar(value, spec)!;
    const text = enc(prefixOf(s, spec.prefix));
    return op.named ? spec.name + (s === "" ? op.ifemp : "=" + text) : text;
  }
  let pairs: [string, string][] | undefined;
  let items: string[] | undefined;
  if (Array.isArray(value)) {
    items = [];
    for (const item of value) {
      const s = scalar(item, spec);
      if (s !== undefined) items.push(s);
    }
    if (items.length === 0) return undefined;
  } else {
    pairs = [];
    const entries = value instanceof Map ? [...(value as Map<unknown, unknown>)] : Object.entries(value);
    for (const [k, v] of entries) {
      const s = scalar(v, spec);
      if (s !== undefined) pairs.push([String(k), s]);
    }
    if (pairs.length === 0) return undefined;
  }
  if (spec.prefix > 0) {
    throw new TemplateError("prefix-on-composite", spec.index, `a prefix modifier cannot apply to the list or associative array ${JSON.stringify(spec.name)}`);
  }
  if (!spec.explode) {
    const joined = items !== undefined ? items.map(enc).join(",") : pairs!.map(([k, v]) => enc(k) + "," + enc(v)).join(",");
    return op.named ? spec.name + "=" + joined : joined;
  }
  if (items !== undefined) {
    return items.map((s) => (op.named ? spec.name + (s === "" ? op.ifemp : "=" + enc(s)) : enc(s))).join(op.sep);
  }
  return pairs!.map(([k, v]) => enc(k) + (op.named && v === "" ? op.ifemp : "=" + enc(v))).join(op.sep);
}

/**
 * Expand a URI Template (text or parsed) with `variables` (an object or `Map`; a value is a string, number,
 * boolean, list, or associative array, and `undefined`, `null`, `[]` and `{}` are undefined), at every level.
 * Throws `TemplateError` for an invalid template or a prefix on a composite value.
 * ```abnf
 * expression    =  "{" [ operator ] variable-list "}"
 * ```
 * RFC 6570 §3.2 <https://www.rfc-editor.org/rfc/rfc6570#section-3.2>
 * See also RFC 6570 Appendix A
 */
export function expandTemplate(template: string | UriTemplate, variables: TemplateVariables): string {
  const t = template instanceof UriTemplate ? template : parseTemplate(template);
  return t.expand(variables);
}

// Matching (the inverse of expansion for levels 1-3): the template as the regex `^literal(value)literal…$` and as a
// program of match-program.ts, which reads the URI the same way in time linear in the URI.

interface Compiled {
  program: MatchProgram;
  /** The regex, where it runs in linear time too (match-program.ts says when); undefined elsewhere. */
  regex: RegExp | undefined;
  // `equals`: the group holds "=value" or "" (a `;` parameter whose empty value drops the "=")
  groups: { name: string; reserved: boolean; equals: boolean }[];
}

const compiledCache = new WeakMap<UriTemplate, Compiled>();

function compile(t: UriTemplate): Compiled {
  let compiled = compiledCache.get(t);
  if (compiled !== undefined) return compiled;
  const program = new MatchProgram();
  const groups: Compiled["groups"] = [];
  const capture = (name: string, reserved: boolean, equals: boolean, body: () => void): void => {
    groups[program.capture(body)] = { name, reserved, equals };
  };
  for (const part of t.parts) {
    if (typeof part === "string") {
      program.literal(part);
      continue;
    }
    for (const v of part.variables) {
      if (v.prefix > 0 || v.explode) {
        throw new TemplateError("unsupported-match", v.index, "matching covers levels 1 to 3; this variable has a level 4 modifier");
      }
    }
    const op = OPERATORS[part.operator]!;
    const names = part.variables.map((v) => v.name);
    if (!op.named) {
      // The values fill the variables in order: `{a,b}` matched by "x" gives a = "x" and leaves b undefined.
      // `value (sep value (sep value)?)?`, after `first` when the operator has one (the whole optional then).
      const values = (k: number): void => {
        if (k > 0) program.literal(op.sep);
        capture(names[k]!, op.reserved, false, () => program.value(op.reserved));
        if (k + 1 < names.length) program.optional(() => values(k + 1));
      };
      if (op.first === "") values(0);
      else
        program.optional(() => {
          program.literal(op.first);
          values(0);
        });
    } else {
      // Named: the names say which variable each value is; undefined variables are simply absent. Each variable may
      // come first; those after it follow in template order, each optional.
      const pair = (name: string): void => {
        program.literal(name);
        if (op.ifemp === "=") {
          program.literal("=");
          capture(name, false, false, () => program.value(false));
        } else {
          capture(name, false, true, () => program.optional(() => (program.literal("="), program.value(false))));
        }
      };
      program.optional(() => {
        program.literal(op.first);
        program.oneOf(
          names.map((_, k) => () => {
            pair(names[k]!);
            for (let j = k + 1; j < names.length; j++) program.optional(() => (program.literal(op.sep), pair(names[j]!)));
          }),
        );
      });
    }
  }
  program.end();
  let regex: RegExp | undefined;
  if (!program.sharesCharacters()) {
    try {
      regex = new RegExp(`^${program.source}$`);
    } catch {
      regex = undefined; // "Regular expression too large": a template of tens of thousands of characters
    }
  }
  compiled = { program, regex, groups };
  compiledCache.set(t, compiled);
  return compiled;
}

/**
 * `matchTemplate` through the matcher of match-program.ts even where the regex would serve (tests compare the two
 * readers on every template). @internal
 * RFC 6570 §1.4 <https://www.rfc-editor.org/rfc/rfc6570#section-1.4>
 */
export function matchByProgram(template: UriTemplate, uri: string): Record<string, string> | undefined {
  return matchParts(template, uri, true);
}

function matchParts(t: UriTemplate, uri: string, byProgram = false): Record<string, string> | undefined {
  expectString(uri, "matchTemplate");
  const { program, regex, groups } = compile(t);
  const texts = regex !== undefined && !byProgram ? regex.exec(uri)?.slice(1) : program.captured(uri);
  if (texts === undefined) return undefined;
  const result: Record<string, string> = {};
  for (let g = 0; g < groups.length; g++) {
    const text = texts[g];
    if (text === undefined) continue; // the group took no part
    const { name, reserved, equals } = groups[g]!;
    let value: string;
    if (reserved) value = text;
    else {
      try {
        value = decode(equals ? text.slice(1) : text);
      } catch {
        return undefined; // pct-encoded bytes that are not UTF-8 cannot come from an expansion
      }
    }
    if (Object.prototype.hasOwnProperty.call(result, name)) {
      if (result[name] !== value) return undefined; // one variable, two different values
    } else result[name] = value;
  }
  return result;
}

/**
 * The variables that expand `template` (levels 1 to 3) into `uri`, or `undefined` when no expansion gives it.
 * Values of `+` and `#` expressions come back as they stand (reserved expansion keeps pct-encoded triplets, so
 * decoding would lose what was there); the others are percent-decoded. Where expansion loses information the
 * result is one reading among several: an empty string and an undefined variable both expand to nothing in
 * `{var}` and `{+var}` (the match says `""`); in `{a,b}`, `{.a,b}`, `{/a,b}`, `{+a,b}` and `{#a,b}` a missing
 * value is taken to be the last ones' (`{a,b}` ← `"x"` gives `a: "x"`); `.` (unreserved, so it may stand in any
 * value) and `,` inside `{+a,b}` values split ambiguously, and an earlier value takes as much as it can. Named expressions (`;`, `?`, `&`) always say which variable is which.
 * Level 4 modifiers throw `TemplateError` (`unsupported-match`).
 * ```abnf
 * expression    =  "{" [ operator ] variable-list "}"
 * ```
 * RFC 6570 §1.4 <https://www.rfc-editor.org/rfc/rfc6570#section-1.4>
 * See also RFC 6570 §3.2
 */
export function matchTemplate(template: string | UriTemplate, uri: string): Record<string, string> | undefined {
  const t = template instanceof UriTemplate ? template : parseTemplate(template);
  return t.match(uri);
}
