// fast-check arbitraries that generate text straight from the ABNF of RFC 3986 Appendix A, shared by the property
// tests of core and security (`@urikit/corpus/arbitraries`; fast-check is loaded only through this subpath).
import fc from "fast-check";
import type { ExpectedComponents } from "./index.js";

const ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const DIGIT = "0123456789";
const HEXDIG = DIGIT + "ABCDEFabcdef";
const UNRESERVED = ALPHA + DIGIT + "-._~";
const SUB_DELIMS = "!$&'()*+,;=";

const charFrom = (chars: string) => fc.constantFrom(...chars.split(""));
const pctEncoded = fc.tuple(charFrom(HEXDIG), charFrom(HEXDIG)).map(([a, b]) => "%" + a + b);
const textOf = (unit: fc.Arbitrary<string>, minLength = 0, maxLength = 8) =>
  fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(""));

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` */
export const scheme = fc.tuple(charFrom(ALPHA), textOf(charFrom(ALPHA + DIGIT + "+-."), 0, 6)).map(([a, b]) => a + b);
/** `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` */
export const userinfo = textOf(fc.oneof(charFrom(UNRESERVED + SUB_DELIMS + ":"), pctEncoded));
/** `reg-name = *( unreserved / pct-encoded / sub-delims )` */
export const regName = textOf(fc.oneof(charFrom(UNRESERVED + SUB_DELIMS), pctEncoded));
/** `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` */
export const ipvFuture = fc
  .tuple(charFrom("vV"), textOf(charFrom(HEXDIG), 1, 3), textOf(charFrom(UNRESERVED + SUB_DELIMS + ":"), 1, 6))
  .map(([v, h, rest]) => `${v}${h}.${rest}`);
/** `host = IP-literal / IPv4address / reg-name` */
export const host = fc.oneof(
  regName,
  fc.ipV4(),
  fc.ipV6().map((a) => `[${a}]`),
  ipvFuture.map((a) => `[${a}]`),
);
/** `port = *DIGIT` */
export const port = textOf(charFrom(DIGIT), 0, 6);
const pchar = fc.oneof(charFrom(UNRESERVED + SUB_DELIMS + ":@"), pctEncoded);
/** `segment = *pchar` */
export const segment = textOf(pchar, 0, 6);
/** `segment-nz = 1*pchar` */
export const segmentNz = textOf(pchar, 1, 6);
/** `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` */
export const segmentNzNc = textOf(fc.oneof(charFrom(UNRESERVED + SUB_DELIMS + "@"), pctEncoded), 1, 6);
const slashSegments = fc.array(segment, { maxLength: 4 }).map((s) => s.map((x) => "/" + x).join(""));
/** `path-abempty = *( "/" segment )` */
export const pathAbempty = slashSegments;
/** `path-absolute = "/" [ segment-nz *( "/" segment ) ]` */
export const pathAbsolute = fc.option(fc.tuple(segmentNz, slashSegments).map(([a, b]) => a + b)).map((x) => "/" + (x ?? ""));
/** `path-rootless = segment-nz *( "/" segment )` */
export const pathRootless = fc.tuple(segmentNz, slashSegments).map(([a, b]) => a + b);
/** `path-noscheme = segment-nz-nc *( "/" segment )` */
export const pathNoscheme = fc.tuple(segmentNzNc, slashSegments).map(([a, b]) => a + b);
/** `query = *( pchar / "/" / "?" )` (also `fragment`) */
export const query = textOf(fc.oneof(pchar, charFrom("/?")), 0, 8);

/** A generated reference: its text and the components `parse` must return for it. */
export interface Generated extends ExpectedComponents {
  text: string;
}

const authority = fc.record(
  { userinfo: fc.option(userinfo, { nil: undefined }), host, port: fc.option(port, { nil: undefined }) },
  { requiredKeys: ["host"] },
);

/** `URI-reference = URI / relative-ref`, with the components it was built from. */
export const uriReference: fc.Arbitrary<Generated> = fc
  .record({
    scheme: fc.option(scheme, { nil: undefined }),
    authority: fc.option(authority, { nil: undefined }),
    pathChoice: fc.nat(3),
    abempty: pathAbempty,
    absolute: pathAbsolute,
    rootless: pathRootless,
    noscheme: pathNoscheme,
    query: fc.option(query, { nil: undefined }),
    fragment: fc.option(query, { nil: undefined }),
  })
  .map((r) => {
    let path: string;
    if (r.authority !== undefined) path = r.abempty;
    else if (r.pathChoice === 0) path = r.absolute;
    else if (r.pathChoice === 1) path = r.scheme !== undefined ? r.rootless : r.noscheme;
    else if (r.pathChoice === 2) path = "";
    else path = r.scheme !== undefined ? r.rootless : r.noscheme;
    let text = r.scheme !== undefined ? r.scheme + ":" : "";
    const out: Generated = { text: "", path };
    if (r.scheme !== undefined) out.scheme = r.scheme;
    if (r.authority !== undefined) {
      const a = r.authority;
      text += "//";
      if (a.userinfo !== undefined) {
        text += a.userinfo + "@";
        out.userinfo = a.userinfo;
      }
      text += a.host;
      out.host = a.host;
      if (a.port !== undefined) {
        text += ":" + a.port;
        out.port = a.port;
      }
    }
    text += path;
    if (r.query !== undefined) {
      text += "?" + r.query;
      out.query = r.query;
    }
    if (r.fragment !== undefined) {
      text += "#" + r.fragment;
      out.fragment = r.fragment;
    }
    out.text = text;
    return out;
  });

/**
 * Code units that break a URI reference where they stand, or make one: every delimiter, a "%" (often), letters that
 * are and are not HEXDIG, characters RFC 3986 never allows, controls, non-ASCII, an astral character and lone
 * surrogates. For the invalid side of the property tests.
 */
export const uriUnit: fc.Arbitrary<string> = fc.constantFrom(
  ..."%%%:/?#[]@!$&'()*+,;=-._~09AFafgzGZvV \"<>\\^`{|}\u0000\u007f\u0080é\u00ff\u0100\u{1F600}\ud800\udfff",
);

/** A generated `URI-reference` with one to three code units replaced or inserted: every error path at every position. */
export const mutatedUriReference: fc.Arbitrary<string> = fc
  .tuple(uriReference, fc.array(fc.tuple(fc.nat(), uriUnit, fc.boolean()), { minLength: 1, maxLength: 3 }))
  .map(([g, edits]) => {
    let text = g.text;
    for (const [at, u, insert] of edits) {
      const k = text.length === 0 ? 0 : at % (text.length + 1);
      text = text.slice(0, k) + u + text.slice(insert ? k : k + 1);
    }
    return text;
  });

/** Strings of up to 24 `uriUnit`s: mostly invalid, sometimes valid by chance. */
export const uriBiasedText: fc.Arbitrary<string> = fc.array(uriUnit, { maxLength: 24 }).map((units) => units.join(""));
