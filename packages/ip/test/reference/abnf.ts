/**
 * A test-only reference for the IP rules: the ABNF of RFC 3986 §3.2.2 and RFC 6874 §2 transcribed literally
 * (all nine IPv6address alternatives as written) into combinators, compiled to a Thompson NFA and simulated
 * on a set of states. It shares no code and no reasoning with the hand-written scanners in src/.
 *
 * Why the simulation gives the longest valid prefix: every expression here matches at least one string, so
 * every NFA state lies on some path to the accepting state. A prefix is therefore a prefix of some match exactly
 * when the state set after reading it is non-empty.
 */

type Expr =
  | { readonly kind: "unit"; readonly test: (c: number) => boolean }
  | { readonly kind: "seq"; readonly items: readonly Expr[] }
  | { readonly kind: "alt"; readonly items: readonly Expr[] }
  | { readonly kind: "rep"; readonly min: number; readonly max: number; readonly item: Expr };

const unit = (test: (c: number) => boolean): Expr => ({ kind: "unit", test });
const seq = (...items: Expr[]): Expr => ({ kind: "seq", items });
const alt = (...items: Expr[]): Expr => ({ kind: "alt", items });
const rep = (min: number, max: number, item: Expr): Expr => ({ kind: "rep", min, max, item });
const opt = (item: Expr): Expr => rep(0, 1, item);
/** A quoted ABNF string: case-insensitive (RFC 5234 §2.3). */
const str = (text: string): Expr =>
  seq(...[...text].map((ch) => unit((c) => String.fromCharCode(c).toLowerCase() === ch.toLowerCase())));
/** A %x range. */
const range = (lo: string, hi: string): Expr => unit((c) => c >= lo.charCodeAt(0) && c <= hi.charCodeAt(0));
const oneOf = (chars: string): Expr => unit((c) => chars.includes(String.fromCharCode(c)) && c < 0x80);

// RFC 5234 Appendix B.1
const ALPHA = alt(range("A", "Z"), range("a", "z"));
const DIGIT = range("0", "9");
const HEXDIG = alt(DIGIT, str("A"), str("B"), str("C"), str("D"), str("E"), str("F"));

// RFC 3986 §2.1–§2.3
const pctEncoded = seq(str("%"), HEXDIG, HEXDIG);
const unreserved = alt(ALPHA, DIGIT, oneOf("-._~"));
const subDelims = oneOf("!$&'()*+,;=");

// RFC 3986 §3.2.2
const decOctet = alt(
  DIGIT, // 0-9
  seq(range("1", "9"), DIGIT), // 10-99
  seq(str("1"), DIGIT, DIGIT), // 100-199
  seq(str("2"), range("0", "4"), DIGIT), // 200-249
  seq(str("25"), range("0", "5")), // 250-255
);
const IPv4address = seq(decOctet, str("."), decOctet, str("."), decOctet, str("."), decOctet);
const h16 = rep(1, 4, HEXDIG);
const ls32 = alt(seq(h16, str(":"), h16), IPv4address);
const h16c = seq(h16, str(":"));
const cc = str("::");
const IPv6address = alt(
  seq(rep(6, 6, h16c), ls32),
  seq(cc, rep(5, 5, h16c), ls32),
  seq(opt(h16), cc, rep(4, 4, h16c), ls32),
  seq(opt(seq(rep(0, 1, h16c), h16)), cc, rep(3, 3, h16c), ls32),
  seq(opt(seq(rep(0, 2, h16c), h16)), cc, rep(2, 2, h16c), ls32),
  seq(opt(seq(rep(0, 3, h16c), h16)), cc, h16c, ls32),
  seq(opt(seq(rep(0, 4, h16c), h16)), cc, ls32),
  seq(opt(seq(rep(0, 5, h16c), h16)), cc, h16),
  seq(opt(seq(rep(0, 6, h16c), h16)), cc),
);
const IPvFuture = seq(str("v"), rep(1, Infinity, HEXDIG), str("."), rep(1, Infinity, alt(unreserved, subDelims, str(":"))));
const IPLiteral = seq(str("["), alt(IPv6address, IPvFuture), str("]"));

// RFC 6874 §2
const ZoneID = rep(1, Infinity, alt(unreserved, pctEncoded));
const IPv6addrz = seq(IPv6address, str("%25"), ZoneID);
const IPLiteralZ = seq(str("["), alt(IPv6address, IPv6addrz, IPvFuture), str("]"));

interface State {
  readonly id: number;
  readonly eps: State[];
  readonly edges: { test: (c: number) => boolean; to: State }[];
}

class Nfa {
  private readonly states: State[] = [];
  readonly start: State;
  readonly accept: State;
  private readonly closures = new Map<number, readonly State[]>();

  constructor(expr: Expr) {
    this.start = this.state();
    this.accept = this.compile(expr, this.start);
  }

  private state(): State {
    const s: State = { id: this.states.length, eps: [], edges: [] };
    this.states.push(s);
    return s;
  }

  /** Add `expr` after `from`; return the state reached after it. */
  private compile(expr: Expr, from: State): State {
    switch (expr.kind) {
      case "unit": {
        const to = this.state();
        from.edges.push({ test: expr.test, to });
        return to;
      }
      case "seq":
        return expr.items.reduce((at, item) => this.compile(item, at), from);
      case "alt": {
        const to = this.state();
        for (const item of expr.items) {
          const branch = this.state();
          from.eps.push(branch);
          this.compile(item, branch).eps.push(to);
        }
        return to;
      }
      case "rep": {
        let at = from;
        for (let k = 0; k < expr.min; k++) at = this.compile(expr.item, at);
        const out = this.state();
        if (expr.max === Infinity) {
          const loop = this.state();
          at.eps.push(loop, out);
          const after = this.compile(expr.item, loop);
          after.eps.push(loop, out);
        } else {
          for (let k = expr.min; k < expr.max; k++) {
            at.eps.push(out);
            at = this.compile(expr.item, at);
          }
          at.eps.push(out);
        }
        return out;
      }
    }
  }

  private closure(s: State): readonly State[] {
    let found = this.closures.get(s.id);
    if (found === undefined) {
      const seen = new Set<State>([s]);
      const stack = [s];
      while (stack.length > 0) {
        for (const t of stack.pop()!.eps) {
          if (!seen.has(t)) {
            seen.add(t);
            stack.push(t);
          }
        }
      }
      found = [...seen];
      this.closures.set(s.id, found);
    }
    return found;
  }

  /** -1 when `s` matches; otherwise the length of its longest prefix that is a prefix of some match. */
  check(s: string): number {
    let current = new Set(this.closure(this.start));
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      const next = new Set<State>();
      for (const st of current) {
        for (const e of st.edges) if (e.test(c)) for (const t of this.closure(e.to)) next.add(t);
      }
      if (next.size === 0) return i;
      current = next;
    }
    return current.has(this.accept) ? -1 : s.length;
  }
}

const nfas = {
  IPv4address: new Nfa(IPv4address),
  IPv6address: new Nfa(IPv6address),
  IPvFuture: new Nfa(IPvFuture),
  IPLiteral: new Nfa(IPLiteral),
  IPLiteralZ: new Nfa(IPLiteralZ),
};

/** The reference answer for `check<rule>(s, 0, s.length)`: -1, or the index of the first unit not taken. */
export function referenceCheck(rule: keyof typeof nfas, s: string): number {
  return nfas[rule].check(s);
}
