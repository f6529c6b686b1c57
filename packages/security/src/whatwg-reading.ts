import {
  FRAGMENT_START,
  FRAGMENT_END,
  HOST_END,
  HOST_START,
  PATH_END,
  PATH_START,
  PORT_END,
  PORT_START,
  QUERY_END,
  QUERY_START,
  SCHEME_END,
  SCHEME_START,
  USERINFO_END,
  USERINFO_START,
} from "@urikit/core/offsets";
import { removeDotSegments, type ComponentName } from "@urikit/core";
import { EncodedText } from "@urikit/core/engine";
import { isIPv6, parseIPv6 } from "@urikit/ip";
import { HAZARD_CITES, type Hazard } from "./hazard.js";

/** The WHATWG URL Standard's special schemes and their default ports (file has none). */
const SPECIAL_PORTS: Readonly<Record<string, string>> = { http: "80", https: "443", ws: "80", wss: "443", ftp: "21", file: "" };

/** The platform's WHATWG `URL` constructor, or `undefined` in a runtime without one. */
function platformUrl(): (new (input: string) => URL) | undefined {
  const ctor = (globalThis as { URL?: unknown }).URL;
  return typeof ctor === "function" ? (ctor as new (input: string) => URL) : undefined;
}

/** Upper-case the hex digits of every "%XX" (RFC 3986 §6.2.2.1: they are case-insensitive). */
function hexUpper(s: string): string {
  // PERF: a triplet already in uppercase (as the WHATWG serializer writes every one) is passed over, and the others
  // join the text without a string each (10⁶ "%zz" made two million).
  let out: EncodedText | undefined;
  let copied = 0;
  for (let p = s.indexOf("%"); p >= 0; p = s.indexOf("%", p + 3)) {
    const end = Math.min(p + 3, s.length);
    let ascii = true;
    let lowercase = false;
    for (let k = p + 1; k < end; k++) {
      const c = s.charCodeAt(k);
      if (c >= 0x80) ascii = false;
      else if (c >= 0x61 && c <= 0x7a) lowercase = true;
    }
    if (ascii && !lowercase) continue;
    out ??= new EncodedText();
    out.slice(s, copied, p + 1);
    if (ascii) {
      for (let k = p + 1; k < end; k++) {
        const c = s.charCodeAt(k);
        out.unit(c >= 0x61 && c <= 0x7a ? c - 0x20 : c);
      }
    } else {
      const upper = s.slice(p + 1, end).toUpperCase();
      out.slice(upper, 0, upper.length);
    }
    copied = end;
  }
  if (out === undefined) return s;
  out.slice(s, copied, s.length);
  return out.toString();
}

/** Decode "%XX" of an unreserved ASCII character (RFC 3986 §6.2.2.2), as a WHATWG host parser does before all. */
function decodeUnreserved(s: string): string {
  if (!s.includes("%")) return s;
  return s.replace(/%([0-9A-Fa-f]{2})/g, (triplet, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9._~-]$/.test(c) ? c : triplet.toUpperCase();
  });
}

function sliceOf(text: string, parts: Int32Array, start: number, end: number): string | undefined {
  return parts[start] < 0 ? undefined : text.slice(parts[start], parts[end]);
}

/** Compare IPv6 literals by value (WHATWG writes an embedded IPv4 in hex, RFC 5952 in dotted decimal). */
function sameIPv6(a: string, b: string): boolean {
  const x = a.slice(1, -1);
  const y = b.slice(1, -1);
  if (!isIPv6(x) || !isIPv6(y)) return false;
  const p = parseIPv6(x);
  const q = parseIPv6(y);
  for (let k = 0; k < 8; k++) if (p[k] !== q[k]) return false;
  return true;
}

/** Percent-decode all of `s` as UTF-8, or return it as it is when it does not decode. */
function decodeLoosely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Whether reg-name `host`, percent-encoded UTF-8 (RFC 3986 §3.2.2), names the same domain as the WHATWG host
 * (IDNA ToASCII, RFC 3987 §3.1 step 2): "%C3%A9t%C3%A9.example" and "xn--t-9fab.example" are one name.
 */
function sameInternationalName(host: string, whatwgHost: string, URLCtor: new (input: string) => URL): boolean {
  if (!/%[89A-Fa-f][0-9A-Fa-f]/.test(host)) return false;
  const name = decodeLoosely(host);
  if (name === host || /[/?#@:\\[\]]/.test(name)) return false;
  try {
    return new URLCtor(`http://${name}/`).hostname === whatwgHost;
  } catch {
    return false;
  }
}

function show(value: string | undefined): string {
  return value === undefined ? "nothing" : JSON.stringify(value);
}

/**
 * Compare the RFC 3986 reading of `text` (its offsets in `parts`, from the parser or the Appendix B split) with
 * the WHATWG URL parser's, component by component, and return one `whatwg-differs` hazard per component they read
 * differently. Differences that RFC 3986 itself calls equivalent are not hazards: case in scheme and host and in
 * "%XX" (§6.2.2.1), an encoded unreserved character in the host (§6.2.2.2), dot segments (§5.2.4), an empty path
 * of an http-like URI and a default port (§6.2.3), and the "'" WHATWG encodes in a special query.
 */
export function whatwgDifferences(text: string, parts: Int32Array, valid: boolean, rfcError: string | undefined): Hazard[] {
  const URLCtor = platformUrl();
  if (URLCtor === undefined) return [];
  let url: URL | undefined;
  try {
    url = new URLCtor(text);
  } catch {
    url = undefined;
  }
  const cite = HAZARD_CITES["whatwg-differs"];
  const rawScheme = sliceOf(text, parts, SCHEME_START, SCHEME_END);
  if (url === undefined) {
    if (!valid || rawScheme === undefined) return [];
    return [
      {
        code: "whatwg-differs",
        index: 0,
        component: "input",
        message: `the WHATWG URL parser rejects this URI, which RFC 3986 accepts: one side of a stack may refuse what another lets through`,
        cite,
        readings: { rfc3986: text, whatwg: undefined },
      },
    ];
  }

  const hazards: Hazard[] = [];
  const scheme = rawScheme?.toLowerCase();
  const whatwgScheme = url.protocol.slice(0, -1);
  const special = Object.hasOwn(SPECIAL_PORTS, whatwgScheme);
  const hasAuthority = parts[HOST_START] >= 0;
  const at = (slot: number, fallback: number) => (parts[slot] >= 0 ? parts[slot] : fallback);
  const differ = (component: ComponentName, index: number, rfc3986: string | undefined, whatwg: string | undefined, shownRfc = rfc3986, shownWhatwg = whatwg) => {
    hazards.push({
      code: "whatwg-differs",
      index,
      component,
      message: `the WHATWG URL parser reads ${component} ${show(shownWhatwg)} where RFC 3986 reads ${show(shownRfc)}${
        valid ? "" : ` (RFC 3986 rejects the string: ${rfcError ?? "invalid"})`
      }`,
      cite,
      readings: { rfc3986: shownRfc, whatwg: shownWhatwg },
    });
  };

  // scheme: case-insensitive (§3.1); WHATWG strips tabs, newlines and leading C0 controls or spaces first
  if (scheme !== whatwgScheme) differ("scheme", 0, scheme, whatwgScheme, rawScheme);

  // userinfo (§3.2.1): WHATWG splits at the last "@", RFC 3986 allows none in the userinfo
  // compared decoded (what a server takes for user and password); an empty password is no password
  const userinfo = sliceOf(text, parts, USERINFO_START, USERINFO_END) ?? "";
  const whatwgUserinfo = url.username + (url.password === "" ? "" : ":" + url.password);
  const bare = userinfo.endsWith(":") ? userinfo.slice(0, -1) : userinfo;
  if (decodeLoosely(bare) !== decodeLoosely(whatwgUserinfo)) differ("userinfo", at(USERINFO_START, parts[PATH_START]), userinfo, whatwgUserinfo);

  // host (§3.2.2): case-insensitive, encoded unreserved characters decoded; IPv6 compared by value
  const rawHost = sliceOf(text, parts, HOST_START, HOST_END);
  const host = rawHost === undefined ? "" : rawHost;
  const whatwgHost = url.hostname;
  const sameHost =
    host.startsWith("[") && whatwgHost.startsWith("[")
      ? sameIPv6(host, whatwgHost)
      : decodeUnreserved(host).toLowerCase() === decodeUnreserved(whatwgHost).toLowerCase() || sameInternationalName(host, whatwgHost, URLCtor);
  if (!sameHost) differ("host", at(HOST_START, parts[PATH_START]), rawHost, whatwgHost, rawHost, whatwgHost);

  // port (§3.2.3, §6.2.3): a decimal number; empty or the default one are the same as none
  const rawPort = sliceOf(text, parts, PORT_START, PORT_END);
  let port = rawPort ?? "";
  if (/^[0-9]+$/.test(port)) port = port.replace(/^0+(?=[0-9])/, "");
  if (special && port === SPECIAL_PORTS[whatwgScheme]) port = "";
  if (port !== url.port) differ("port", at(PORT_START, parts[PATH_START]), rawPort, url.port === "" ? undefined : url.port);

  // path (§3.3): dot segments removed as resolution does (§5.2.4), an empty path of an http-like URI is "/"
  const rawPath = text.slice(parts[PATH_START], parts[PATH_END]);
  let path = rawPath.startsWith("/") ? removeDotSegments(rawPath) : rawPath;
  if (special && hasAuthority && path === "") path = "/";
  if (hexUpper(path) !== hexUpper(url.pathname)) differ("path", parts[PATH_START], rawPath, url.pathname);

  // query (§3.4): WHATWG encodes "'" in the query of a special scheme
  const rawQuery = sliceOf(text, parts, QUERY_START, QUERY_END);
  // url.search and url.hash say "" for both an empty and an absent component; the href tells them apart (WHATWG
  // percent-encodes every "#" before the fragment and every "?" before the query).
  const hash = url.href.indexOf("#");
  const beforeHash = hash < 0 ? url.href : url.href.slice(0, hash);
  const whatwgQuery = url.search !== "" ? url.search.slice(1) : beforeHash.endsWith("?") ? "" : undefined;
  const query = (q: string | undefined) => (q === undefined ? "" : hexUpper(q).replaceAll("%27", "'"));
  if (query(rawQuery) !== query(whatwgQuery)) differ("query", at(QUERY_START, parts[PATH_END]), rawQuery, whatwgQuery);

  // fragment (§3.5)
  const rawFragment = sliceOf(text, parts, FRAGMENT_START, FRAGMENT_END);
  const whatwgFragment = hash < 0 ? undefined : url.href.slice(hash + 1);
  if (hexUpper(rawFragment ?? "") !== hexUpper(whatwgFragment ?? "")) {
    differ("fragment", at(FRAGMENT_START, text.length), rawFragment, whatwgFragment);
  }

  if (!valid && hazards.length === 0) {
    hazards.push({
      code: "whatwg-differs",
      index: 0,
      component: "input",
      message: `RFC 3986 rejects this string (${rfcError ?? "invalid"}) but the WHATWG URL parser accepts it as ${JSON.stringify(url.href)}`,
      cite,
      readings: { rfc3986: undefined, whatwg: url.href },
    });
  }
  return hazards;
}
