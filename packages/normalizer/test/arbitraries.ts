// URI-biased fast-check arbitraries for normalization: one logical URI reference rendered twice, each time with
// its own spelling choices that RFC 3986 §6.2.2–6.2.3 calls equivalent (case of scheme, host and %XX hex digits,
// %XX of unreserved characters, "." / ".." segments spelled plain or %2E, default and empty ports, empty path vs
// "/", IPv6 text forms). Reserved characters are never switched between literal and encoded: that changes meaning.
import { formatIPv6 } from "@urikit/ip";
import { defaultPort } from "@urikit/schemes";
import fc from "fast-check";

const ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT = "0123456789";
const UNRESERVED = ALPHA + DIGIT + "-._~";
const SUB_DELIMS = "!$&'()*+,;=";

/** A logical unit of a component: an unreserved char, a literal reserved char, or an octet that stays encoded. */
type Token = { kind: "unreserved"; ch: string } | { kind: "literal"; ch: string } | { kind: "encoded"; byte: number };

const charFrom = (chars: string) => fc.constantFrom(...chars.split(""));
// Octets that are never unreserved: reserved characters, "%", space, controls, and non-ASCII bytes.
const encodedByte = fc.oneof(
  fc.constantFrom(...":/?#[]@!$&'()*+,;=% \"<>".split("").map((c) => c.charCodeAt(0))),
  fc.integer({ min: 0x80, max: 0xff }),
  fc.integer({ min: 0, max: 0x1f }),
);
const token = (literals: string): fc.Arbitrary<Token> =>
  fc.oneof(
    { weight: 5, arbitrary: charFrom(UNRESERVED).map((ch): Token => ({ kind: "unreserved", ch })) },
    { weight: 2, arbitrary: charFrom(literals).map((ch): Token => ({ kind: "literal", ch })) },
    { weight: 2, arbitrary: encodedByte.map((byte): Token => ({ kind: "encoded", byte })) },
  );
const tokens = (literals: string, minLength = 0, maxLength = 6) => fc.array(token(literals), { minLength, maxLength });

/** A path segment: text tokens, or a dot segment ("." or ".."), whose dots may be spelled %2E. */
type Segment = { kind: "text"; tokens: Token[] } | { kind: "dot"; dots: 1 | 2 };
const segment = (literals: string, minLength = 0): fc.Arbitrary<Segment> =>
  fc.oneof(
    { weight: 4, arbitrary: tokens(literals, minLength, 5).map((t): Segment => ({ kind: "text", tokens: t })) },
    { weight: 1, arbitrary: fc.constantFrom<1 | 2>(1, 2).map((dots): Segment => ({ kind: "dot", dots })) },
  );
const PCHAR_LITERALS = SUB_DELIMS + ":@";

type Host =
  | { kind: "reg-name"; tokens: Token[] }
  | { kind: "ipv4"; text: string }
  | { kind: "ipv6"; words: number[] }
  | { kind: "ipvfuture"; version: string; rest: string };

const word = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) });
const host: fc.Arbitrary<Host> = fc.oneof(
  { weight: 4, arbitrary: tokens(SUB_DELIMS, 0, 8).map((t): Host => ({ kind: "reg-name", tokens: t })) },
  { weight: 1, arbitrary: fc.ipV4().map((text): Host => ({ kind: "ipv4", text })) },
  { weight: 2, arbitrary: fc.array(word, { minLength: 8, maxLength: 8 }).map((words): Host => ({ kind: "ipv6", words })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.stringMatching(/^[0-9a-f]{1,3}$/), fc.array(charFrom(UNRESERVED + SUB_DELIMS + ":"), { minLength: 1, maxLength: 6 }))
      .map(([version, rest]): Host => ({ kind: "ipvfuture", version, rest: rest.join("") })),
  },
);

/** Port, logically: none-or-empty (equivalent, §3.2.3), the scheme's default (§6.2.3), or other digits. */
type Port = { kind: "none" } | { kind: "empty-or-none" } | { kind: "default"; port: number } | { kind: "digits"; digits: string };

const SCHEMES = ["http", "https", "ws", "wss", "ftp", "file", "mailto", "urn", "foo", "example", "a+b.c-d"];

export interface Logical {
  scheme: string | undefined;
  authority: { userinfo: Token[] | undefined; host: Host; port: Port } | undefined;
  /** "abempty" after an authority; else "absolute", "rootless" (with scheme), "noscheme" (without) or "empty". */
  pathKind: "abempty" | "absolute" | "rootless" | "noscheme" | "empty";
  segments: Segment[];
  query: Token[] | undefined;
  fragment: Token[] | undefined;
}

const logical: fc.Arbitrary<Logical> = fc
  .record({
    scheme: fc.option(fc.constantFrom(...SCHEMES), { nil: undefined, freq: 3 }),
    authority: fc.option(
      fc.record({
        userinfo: fc.option(tokens(SUB_DELIMS + ":"), { nil: undefined }),
        host,
        portChoice: fc.nat(3),
        digits: fc.stringMatching(/^[0-9]{1,5}$/),
      }),
      { nil: undefined, freq: 4 },
    ),
    pathChoice: fc.nat(3),
    segments: fc.array(segment(PCHAR_LITERALS), { maxLength: 5 }),
    firstSegment: segment(PCHAR_LITERALS, 1),
    firstNoscheme: tokens(SUB_DELIMS + "@", 1, 5),
    query: fc.option(tokens(PCHAR_LITERALS + "/?", 0, 8), { nil: undefined }),
    fragment: fc.option(tokens(PCHAR_LITERALS + "/?", 0, 8), { nil: undefined }),
  })
  .map((r): Logical => {
    let authority: Logical["authority"];
    if (r.authority !== undefined) {
      const known = r.scheme === undefined ? undefined : defaultPort(r.scheme);
      let port: Port;
      if (r.authority.portChoice === 0) port = { kind: "none" };
      else if (r.authority.portChoice === 1) port = { kind: "empty-or-none" };
      else if (r.authority.portChoice === 2 && known !== undefined) port = { kind: "default", port: known };
      else if (known !== undefined && Number(r.authority.digits) === known) port = { kind: "default", port: known };
      else port = { kind: "digits", digits: r.authority.digits };
      authority = { userinfo: r.authority.userinfo, host: r.authority.host, port };
    }
    let pathKind: Logical["pathKind"];
    let segments = r.segments;
    if (authority !== undefined) pathKind = "abempty";
    else if (r.pathChoice === 0) pathKind = "empty";
    else if (r.pathChoice === 1) pathKind = "absolute";
    else pathKind = r.scheme !== undefined ? "rootless" : "noscheme";
    if (pathKind === "empty") segments = [];
    else if (pathKind === "absolute" || pathKind === "rootless") segments = [r.firstSegment, ...r.segments];
    else if (pathKind === "noscheme") segments = [{ kind: "text", tokens: r.firstNoscheme }, ...r.segments];
    return { scheme: r.scheme, authority, pathKind, segments, query: r.query, fragment: r.fragment };
  });

const HEX = "0123456789ABCDEF";

/** Deterministic renderer that draws its spelling choices from a fixed list of numbers. */
class Speller {
  private at = 0;
  private readonly choices: readonly number[];
  private readonly insertDots: boolean;
  constructor(choices: readonly number[], insertDots: boolean) {
    this.choices = choices;
    this.insertDots = insertDots;
  }
  next(n: number): number {
    const value = this.choices[this.at % this.choices.length]!;
    this.at++;
    return value % n;
  }
  hexDigit(d: number): string {
    const c = HEX[d]!;
    return this.next(2) === 0 ? c : c.toLowerCase();
  }
  pct(byte: number): string {
    return "%" + this.hexDigit(byte >> 4) + this.hexDigit(byte & 15);
  }
  letterCase(ch: string): string {
    return this.next(2) === 0 ? ch.toLowerCase() : ch.toUpperCase();
  }
  tokens(list: Token[], caseInsensitive: boolean): string {
    let out = "";
    for (const t of list) {
      if (t.kind === "literal") out += t.ch;
      else if (t.kind === "encoded") out += this.pct(t.byte);
      else {
        const ch = caseInsensitive ? this.letterCase(t.ch) : t.ch;
        out += this.next(3) === 0 ? this.pct(ch.charCodeAt(0)) : ch;
      }
    }
    return out;
  }
  dots(n: 1 | 2): string {
    let out = "";
    for (let i = 0; i < n; i++) out += this.next(3) === 0 ? this.pct(0x2e) : ".";
    return out;
  }
  host(h: Host): string {
    switch (h.kind) {
      case "reg-name":
        return this.tokens(h.tokens, true);
      case "ipv4":
        return h.text;
      case "ipvfuture":
        return "[" + this.letterCase("v") + [...h.version].map((c) => this.letterCase(c)).join("") + "." + h.rest + "]";
      case "ipv6": {
        let text: string;
        if (this.next(2) === 0) text = formatIPv6(h.words);
        else text = h.words.map((w) => w.toString(16).padStart(1 + this.next(4), "0")).join(":");
        return "[" + [...text].map((c) => this.letterCase(c)).join("") + "]";
      }
    }
  }
  port(p: Port): string {
    switch (p.kind) {
      case "none":
        return "";
      case "empty-or-none":
        return this.next(2) === 0 ? "" : ":";
      case "default": {
        const k = this.next(4);
        return k === 0 ? "" : k === 1 ? ":" : k === 2 ? ":" + p.port : ":0" + p.port;
      }
      case "digits":
        return ":" + p.digits;
    }
  }
  segment(s: Segment): string {
    return s.kind === "dot" ? this.dots(s.dots) : this.tokens(s.tokens, false);
  }
  render(u: Logical): string {
    let text = u.scheme === undefined ? "" : [...u.scheme].map((c) => this.letterCase(c)).join("") + ":";
    if (u.authority !== undefined) {
      text += "//";
      if (u.authority.userinfo !== undefined) text += this.tokens(u.authority.userinfo, false) + "@";
      text += this.host(u.authority.host) + this.port(u.authority.port);
    }
    const rooted = u.pathKind === "abempty" || u.pathKind === "absolute";
    const parts = u.segments.map((s, i) => {
      let prefix = "";
      // §6.2.2.3: "/." or "/x/.." before an existing segment of a rooted path is removed again.
      if (this.insertDots && rooted && this.next(4) === 0) prefix = this.next(2) === 0 ? "/" + this.dots(1) : "/x/" + this.dots(2);
      return prefix + (rooted || i > 0 ? "/" : "") + this.segment(s);
    });
    let path = parts.join("");
    // §6.2.3: for a scheme with an authority, an empty path is "/".
    const slashScheme = u.scheme !== undefined && ["http", "https", "ws", "wss", "ftp", "file"].includes(u.scheme);
    if (path === "" && u.authority !== undefined && slashScheme && this.next(2) === 0) path = "/";
    text += path;
    if (u.query !== undefined) text += "?" + this.tokens(u.query, false);
    if (u.fragment !== undefined) text += "#" + this.tokens(u.fragment, false);
    return text;
  }
}

const choices = fc.array(fc.nat(1023), { minLength: 1, maxLength: 48 });

/** One URI reference, URI-biased (mixed case, %XX of unreserved and reserved characters, dots, ports, IPv6). */
export const uriReference: fc.Arbitrary<string> = fc
  .tuple(logical, choices)
  .map(([u, c]) => new Speller(c, true).render(u));

/** Two spellings of the same logical URI reference: equivalent under RFC 3986 §6.2.2 and §6.2.3. */
export const equivalentPair: fc.Arbitrary<{ a: string; b: string }> = fc
  .tuple(logical, choices, choices, fc.boolean())
  .map(([u, ca, cb, dots]) => ({ a: new Speller(ca, false).render(u), b: new Speller(cb, dots).render(u) }));
