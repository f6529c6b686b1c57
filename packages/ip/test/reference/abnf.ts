/**
 * The test oracle for the IP rules: the shared ABNF oracle of @urikit/corpus (RFC 3986 Appendix A compiled to an
 * NFA from the RFC's own text), plus the zone identifiers of RFC 6874 §2 written here as rule data. It shares no
 * code and no reasoning with the hand-written scanners in src/.
 */
import { ABNF_RULES, AbnfOracle, type AbnfExpr } from "@urikit/corpus";

const rule = (name: string): AbnfExpr => ({ t: "rule", name });
const char = (ch: string): AbnfExpr => ({ t: "chars", ranges: [[ch.charCodeAt(0), ch.charCodeAt(0)]] });

// RFC 6874 §2:
//   IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
//   ZoneID = 1*( unreserved / pct-encoded )
//   IPv6addrz = IPv6address "%25" ZoneID
const RFC6874 = {
  ...ABNF_RULES,
  ZoneID: { t: "rep", min: 1, max: null, item: { t: "alt", items: [rule("unreserved"), rule("pct-encoded")] } },
  IPv6addrz: { t: "seq", items: [rule("IPv6address"), char("%"), char("2"), char("5"), rule("ZoneID")] },
  "IP-literal-rfc6874": { t: "seq", items: [char("["), { t: "alt", items: [rule("IPv6address"), rule("IPv6addrz"), rule("IPvFuture")] }, char("]")] },
} satisfies Record<string, AbnfExpr>;

const oracles = {
  IPv4address: new AbnfOracle("IPv4address"),
  IPv6address: new AbnfOracle("IPv6address"),
  IPvFuture: new AbnfOracle("IPvFuture"),
  IPLiteral: new AbnfOracle("IP-literal"),
  IPLiteralZ: new AbnfOracle("IP-literal-rfc6874", RFC6874),
};

/** The reference answer for `check<rule>(s, 0, s.length)`: -1, or the index of the first unit not taken. */
export function referenceCheck(name: keyof typeof oracles, s: string): number {
  return oracles[name].check(s);
}
