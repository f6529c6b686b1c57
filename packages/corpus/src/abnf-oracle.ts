/**
 * A test oracle for every rule of RFC 3986 Appendix A (and the IRI rules of RFC 3987 §2.2): the rules as data
 * (generated from the ABNF text by tools/grammar/generate.mjs), compiled to a Thompson NFA and simulated on sets of
 * states, determinised lazily. It shares no code and no reasoning with the hand-written scanners it checks (core's
 * runs and walk, the WASM `scanLine`): it knows nothing of components, delimiters or fast paths, only the grammar.
 *
 * Why the simulation gives the longest viable prefix: every expression of these rules matches at least one string,
 * so every NFA state lies on some path to the accepting state. A prefix is therefore a prefix of some match exactly
 * when the state set after reading it is non-empty.
 */
import { RULES } from "./generated/grammar-rules.js";

/** An ABNF expression as data (see tools/grammar/abnf.mjs). */
export type AbnfExpr =
  | { readonly t: "alt"; readonly items: readonly AbnfExpr[] }
  | { readonly t: "seq"; readonly items: readonly AbnfExpr[] }
  | { readonly t: "rep"; readonly min: number; readonly max: number | null; readonly item: AbnfExpr }
  | { readonly t: "rule"; readonly name: string }
  | { readonly t: "chars"; readonly ranges: readonly (readonly [number, number])[] }
  | { readonly t: "prose"; readonly text: string };

/** Rules by name. */
export type AbnfRules = Readonly<Record<string, AbnfExpr>>;

interface State {
  readonly id: number;
  readonly eps: State[];
  readonly edges: { ranges: readonly (readonly [number, number])[]; to: State }[];
}

interface DfaState {
  readonly states: readonly State[];
  readonly accepting: boolean;
  /** Next state per ASCII code point (undefined: not computed yet; null: dead). */
  readonly ascii: (DfaState | null | undefined)[];
  readonly other: Map<number, DfaState | null>;
}

/** A compiled rule of RFC 3986 §1.3 (Appendix A): `check` and `accepts` over UTF-16 strings, reading code points. */
export class AbnfOracle {
  private readonly states: State[] = [];
  private readonly start: DfaState;
  private readonly accept: State;
  private readonly dfa = new Map<string, DfaState>();
  readonly rule: string;
  private readonly rules: AbnfRules;

  constructor(rule: string, rules: AbnfRules = RULES) {
    this.rule = rule;
    this.rules = rules;
    const first = this.state();
    this.accept = this.compile({ t: "rule", name: rule }, first, []);
    this.start = this.dfaState(this.closure([first]));
  }

  private state(): State {
    const s: State = { id: this.states.length, eps: [], edges: [] };
    this.states.push(s);
    return s;
  }

  /** Add `expr` after `from`; return the state reached after it. `path` guards against a recursive rule. */
  private compile(expr: AbnfExpr, from: State, path: readonly string[]): State {
    switch (expr.t) {
      case "chars": {
        const to = this.state();
        from.edges.push({ ranges: expr.ranges, to });
        return to;
      }
      case "rule": {
        const body = this.rules[expr.name];
        if (body === undefined) throw new Error(`AbnfOracle: no rule ${expr.name}`);
        if (path.includes(expr.name)) throw new Error(`AbnfOracle: ${expr.name} is recursive`);
        return this.compile(body, from, [...path, expr.name]);
      }
      case "prose":
        throw new Error(`AbnfOracle: prose <${expr.text}> outside a zero repetition`);
      case "seq":
        return expr.items.reduce((at, item) => this.compile(item, at, path), from);
      case "alt": {
        const to = this.state();
        for (const item of expr.items) {
          const branch = this.state();
          from.eps.push(branch);
          this.compile(item, branch, path).eps.push(to);
        }
        return to;
      }
      case "rep": {
        let at = from;
        for (let k = 0; k < expr.min; k++) at = this.compile(expr.item, at, path);
        const out = this.state();
        if (expr.max === null) {
          const loop = this.state();
          at.eps.push(loop, out);
          const after = this.compile(expr.item, loop, path);
          after.eps.push(loop, out);
        } else {
          for (let k = expr.min; k < expr.max; k++) {
            at.eps.push(out);
            at = this.compile(expr.item, at, path);
          }
          at.eps.push(out);
        }
        return out;
      }
    }
  }

  private closure(from: readonly State[]): State[] {
    const seen = new Set<State>(from);
    const stack = [...from];
    while (stack.length > 0) {
      for (const t of stack.pop()!.eps) {
        if (!seen.has(t)) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
    return [...seen].sort((a, b) => a.id - b.id);
  }

  private dfaState(states: State[]): DfaState {
    const key = states.map((s) => s.id).join(",");
    let d = this.dfa.get(key);
    if (d === undefined) {
      d = { states, accepting: states.includes(this.accept), ascii: [], other: new Map() };
      this.dfa.set(key, d);
    }
    return d;
  }

  private step(d: DfaState, c: number): DfaState | null {
    const cached = c < 0x80 ? d.ascii[c] : d.other.get(c);
    if (cached !== undefined) return cached;
    const next: State[] = [];
    for (const st of d.states) {
      for (const e of st.edges) if (e.ranges.some(([lo, hi]) => c >= lo && c <= hi)) next.push(e.to);
    }
    const result = next.length === 0 ? null : this.dfaState(this.closure(next));
    if (c < 0x80) d.ascii[c] = result;
    else d.other.set(c, result);
    return result;
  }

  /**
   * -1 when all of `s` matches the rule; otherwise the UTF-16 index of the first code point after the longest
   * prefix of `s` that is a prefix of some match (`s.length` when all of `s` is such a prefix, but not a match).
   */
  check(s: string): number {
    let d = this.start;
    for (let i = 0; i < s.length; ) {
      const c = s.codePointAt(i)!;
      const next = this.step(d, c);
      if (next === null) return i;
      d = next;
      i += c > 0xffff ? 2 : 1;
    }
    return d.accepting ? -1 : s.length;
  }

  /** Whether all of `s` matches the rule. */
  accepts(s: string): boolean {
    return this.check(s) === -1;
  }
}

const cache = new Map<string, AbnfOracle>();

/**
 * The oracle of `rule` (compiled once), e.g. `abnfOracle("URI-reference")`, `abnfOracle("IPv6address")`.
 * RFC 3986 Appendix A <https://www.rfc-editor.org/rfc/rfc3986#appendix-A>, the rules it compiles:
 * RFC 3986 §1.3 <https://www.rfc-editor.org/rfc/rfc3986#section-1.3>
 */
export function abnfOracle(rule: string): AbnfOracle {
  let oracle = cache.get(rule);
  if (oracle === undefined) {
    oracle = new AbnfOracle(rule);
    cache.set(rule, oracle);
  }
  return oracle;
}

/** The names of every rule the oracle knows (RFC 3986 §1.3: the grammar is the ABNF of Appendix A). */
export const ABNF_RULE_NAMES: readonly string[] = Object.keys(RULES);

/** The rules themselves (RFC 3986 §1.3, Appendix A), to extend in a test, e.g. with the zone identifiers of RFC 6874 §2. */
export const ABNF_RULES: AbnfRules = RULES;

/** The first error of an invalid URI reference as the oracle places it: a code of `UriError` and a UTF-16 index. */
export interface OracleError {
  readonly code: "unexpected-char" | "invalid-scheme" | "invalid-port" | "invalid-pct-encoded" | "invalid-ip-literal" | "unclosed-ip-literal";
  readonly index: number;
  /** The rule whose oracle refused the component. */
  readonly rule: string;
}

/** RFC 3986 Appendix B, verbatim: the split by delimiters alone, with the scheme group, and without it. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
const APPENDIX_B_RELATIVE = /^(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/**
 * Where the first error of `s` lies, by the oracle (undefined when `s` is a `URI-reference`). The string is split as
 * RFC 3986 Appendix B does (a scheme that `scheme` refuses makes it a relative reference), the authority at its first
 * "@" and at the ":" after the host, and each component is checked, left to right, with the oracle of its own rule:
 * the error lies where that oracle stops (a "%" without two HEXDIG stops at the first missing digit). The codes name
 * the component: `invalid-port`, `invalid-ip-literal` (or `unclosed-ip-literal` at the "[" when no "]" closes it in
 * the authority), `invalid-scheme` for a ":" in the first segment of a relative path (RFC 3986 §4.2), and
 * `invalid-pct-encoded` or `unexpected-char` elsewhere.
 * RFC 3986 §4.1 <https://www.rfc-editor.org/rfc/rfc3986#section-4.1>
 */
export function oracleUriError(s: string): OracleError | undefined {
  if (abnfOracle("URI-reference").accepts(s)) return undefined;
  let m = APPENDIX_B.exec(s)!;
  let at = 0;
  let relative = true;
  let authority: string | undefined;
  let path: string;
  let query: string | undefined;
  let fragment: string | undefined;
  if (m[1] !== undefined && abnfOracle("scheme").accepts(m[2]!)) {
    relative = false;
    at = m[1].length;
    [authority, path, query, fragment] = [m[4], m[5]!, m[7], m[9]];
  } else {
    m = APPENDIX_B_RELATIVE.exec(s)!;
    [authority, path, query, fragment] = [m[2], m[3]!, m[5], m[7]];
  }
  const component = (text: string, start: number, rule: string, code?: OracleError["code"]): OracleError | undefined => {
    const bad = abnfOracle(rule).check(text);
    if (bad < 0) return undefined;
    const index = start + bad;
    const pct = (bad >= 1 && text[bad - 1] === "%") || (bad >= 2 && text[bad - 2] === "%");
    return { code: code ?? (pct ? "invalid-pct-encoded" : "unexpected-char"), index, rule };
  };
  if (authority !== undefined) {
    at += 2;
    const atSign = authority.indexOf("@");
    let hostStart = at;
    if (atSign >= 0) {
      const e = component(authority.slice(0, atSign), at, "userinfo");
      if (e) return e;
      hostStart = at + atSign + 1;
    }
    const hostPort = s.slice(hostStart, at + authority.length);
    let portAt = -1;
    if (hostPort.startsWith("[")) {
      const close = hostPort.indexOf("]");
      if (close < 0) return { code: "unclosed-ip-literal", index: hostStart, rule: "IP-literal" };
      const e = component(hostPort.slice(0, close + 1), hostStart, "IP-literal", "invalid-ip-literal");
      if (e) return e;
      if (close + 1 < hostPort.length) {
        if (hostPort[close + 1] !== ":") return { code: "unexpected-char", index: hostStart + close + 1, rule: "authority" };
        portAt = close + 1;
      }
    } else {
      const colon = hostPort.indexOf(":");
      const e = component(colon < 0 ? hostPort : hostPort.slice(0, colon), hostStart, "reg-name");
      if (e) return e;
      portAt = colon;
    }
    if (portAt >= 0) {
      const e = component(hostPort.slice(portAt + 1), hostStart + portAt + 1, "port", "invalid-port");
      if (e) return e;
    }
    at += authority.length;
  }
  const pathRule = authority !== undefined ? "path-abempty" : relative ? "relative-part" : "path";
  const e = component(path, at, pathRule);
  // A ":" the path cannot take stands in the first segment of a relative path: what precedes it is no scheme.
  if (e) return e.code === "unexpected-char" && relative && authority === undefined && s[e.index] === ":" ? { ...e, code: "invalid-scheme" } : e;
  at += path.length;
  if (query !== undefined) {
    const q = component(query, at + 1, "query");
    if (q) return q;
    at += 1 + query.length;
  }
  if (fragment !== undefined) {
    const f = component(fragment, at + 1, "fragment");
    if (f) return f;
  }
  throw new Error(`oracleUriError: the oracle refuses ${JSON.stringify(s)} as a whole but accepts each component`);
}
