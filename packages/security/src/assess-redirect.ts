import { matchScheme } from "@urikit/core/chars";
import { expectString, typeName } from "@urikit/core/engine";
import { HOST_END, HOST_START, OFFSET_SLOTS, PORT_END, PORT_START, SCHEME_END, SCHEME_START, splitUriReference } from "@urikit/core/offsets";
import { defaultPort } from "@urikit/schemes";
import { HAZARD_CITES, type Hazard, type HazardCode } from "./hazard.js";
import { inspect } from "./inspect.js";

/**
 * Options of {@link assessRedirect}: `base`, the absolute URL of the response that carries the `Location`.
 * RFC 9110 §10.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-10.2.2>
 */
export interface RedirectOptions {
  base: string;
}

/**
 * What {@link assessRedirect} says of a `Location` value: whether a browser accepts it (`valid`), the URL it goes
 * to (`target`), whether it is a plain same-origin reference (`sameOrigin`: every reading keeps the base's origin and
 * it uses none of the tricks the hazards name), whether a browser alone stays (`browserSameOrigin`), the URL a browser goes to
 * when a server percent-decodes the value once more before redirecting (`decodedTarget`, when that decoding changes
 * the value), and a hazard for each trick it uses.
 * RFC 9110 §10.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-10.2.2>
 */
export interface RedirectAssessment {
  valid: boolean;
  target?: string;
  /** A plain same-origin reference, safe to redirect to: every reading keeps the origin and no hazard fires. */
  sameOrigin: boolean;
  /** The plain fact: a browser, reading the value as it stands, stays on the base's origin. */
  browserSameOrigin: boolean;
  decodedTarget?: string;
  hazards: Hazard[];
}

/** The WHATWG URL Standard's special schemes: "\" is "/" in them, and "scheme:host" reads an authority. */
const SPECIAL = new Set(["http", "https", "ws", "wss", "ftp", "file"]);

/** The hazards of `inspect` that name a trick of a `Location` value too. */
const FROM_INSPECT: ReadonlySet<HazardCode> = new Set<HazardCode>([
  "userinfo-present",
  "rare-ipv4-form",
  "pct-encoded-delimiter",
  "pct-encoded-in-host",
  "scheme-unsafe",
  "non-ascii-host",
  "punycode-label",
  "mixed-script-label",
  "bidi-control",
  "invisible-character",
]);

/**
 * Characters that render like "/" or "\" and that NFKC does not map to one: division slash, fraction slash, big
 * solidus and reverse solidus, set minus, the kana repeat marks and prolonged sound marks of the payload lists.
 */
const SLASH_LOOK_ALIKES = /[\u2044\u2215\u2216\u29F5\u29F8\u29F9\u3031-\u3035\u309D\u309E\u30FC\u30FD\u30FE\uFF70\u2571\u2572]/u;

/** The index of the first character of `s` that NFKC makes "/" or "\" (or that renders as one), else -1. */
function lookAlikeSlashIndex(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    const ch = String.fromCodePoint(s.codePointAt(i) as number);
    if (SLASH_LOOK_ALIKES.test(ch) || /[/\\]/.test(ch.normalize("NFKC"))) return i;
    if (ch.length === 2) i++;
  }
  return -1;
}

/** After decoding once: "//", "\\", "/\" anywhere, or a URL scheme right after a delimiter: a URL inside the URL. */
const NESTED = /[/\\]{2}|(?:^|[/=?&])(?:https?|wss?|ftp|file|javascript|data|vbscript):/i;

/**
 * `s` percent-decoded once, as a server or framework decodes a parameter: each run of "%XX" decoded as UTF-8, and
 * where a run is not UTF-8, its ASCII octets only; a "%" not followed by two hex digits is kept.
 */
function decodeOnce(s: string): string {
  return s.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9A-Fa-f])/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });
}

/** The WHATWG URL parser's reading of `value` against `base` (what a browser follows), or undefined when it rejects it. */
function browserTarget(value: string, base: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * Whether RFC 3986 reads `value` (split by its delimiters, Appendix B, as a server-side parser does) as a reference
 * on `base`'s origin: no scheme or the base's, and no authority or the base's host and port (compared after the
 * case and encoding normalizations of §6.2.2 and the default port of §6.2.3). A scheme with no authority is an
 * absolute URI without a host in the strict resolution of §5.2.2, so it is not on the origin.
 */
function rfcKeepsOrigin(value: string, base: URL, parts: Int32Array): boolean {
  splitUriReference(value, parts);
  const scheme = parts[SCHEME_START] >= 0 ? value.slice(parts[SCHEME_START], parts[SCHEME_END]).toLowerCase() : undefined;
  if (scheme !== undefined && (`${scheme}:` !== base.protocol || parts[HOST_START] < 0)) return false;
  if (parts[HOST_START] < 0) return true;
  // §6.2.2.1 case and §6.2.2.2 encoded unreserved characters do not make another host
  const host = value.slice(parts[HOST_START], parts[HOST_END]).replace(/%([0-9A-Fa-f]{2})/g, (all, hex: string) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9._~-]/.test(c) ? c : all;
  });
  if (host.toLowerCase() !== base.hostname) return false;
  const port = parts[PORT_START] >= 0 && parts[PORT_END] > parts[PORT_START] ? Number(value.slice(parts[PORT_START], parts[PORT_END])) : undefined;
  const schemeName = base.protocol.slice(0, -1);
  const basePort = base.port === "" ? defaultPort(schemeName) : Number(base.port);
  return (port ?? defaultPort(schemeName)) === basePort;
}

/** The index of the first "%XX" in `s` that decodes to a delimiter, "\", a control or a space, else of the first "%". */
function encodedTrickIndex(s: string): number {
  const trick = /%(?:[01][0-9A-Fa-f]|2[0-3Ff]|3[AaFf]|40|5[Cc]|7[Ff])/.exec(s);
  return trick?.index ?? Math.max(s.indexOf("%"), 0);
}

function readBase(options: unknown): URL {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`assessRedirect: expected options { base }, got ${typeName(options)}`);
  }
  const { base } = options as RedirectOptions;
  if (typeof base !== "string") throw new RangeError(`assessRedirect: option "base" must be a string, got ${typeName(base)}`);
  try {
    return new URL(base);
  } catch {
    throw new RangeError(`assessRedirect: "base" must be an absolute URL, got ${JSON.stringify(base)}`);
  }
}

/**
 * Where does this `Location` value send a browser? Resolves it against `base` as browsers do (the WHATWG URL
 * parser: ASCII tab and newline removed, leading and trailing C0 controls and spaces trimmed, "\" read as "/" in
 * special schemes, "//" a network-path reference, "https:host" an authority when the base's scheme differs) and
 * reports the `target`, whether it keeps the base's origin, and one hazard per trick: `ignored-whitespace`,
 * `backslash-as-slash`, `network-path-reference`, `scheme-relative-authority`, `userinfo-present`, host tricks
 * (`pct-encoded-in-host`, `non-ascii-host`, `rare-ipv4-form`, …), and `nested-url` for a same-origin target whose
 * path or query carries another URL (a second hop elsewhere if that page redirects again), `look-alike-slash`,
 * `encoded-control`. `sameOrigin` is true only for a plain same-origin reference: every reading
 * keeps the origin and no hazard fires; `browserSameOrigin` keeps the plain fact. `valid: false` (and
 * `sameOrigin: false`) when a browser rejects the value. Throws a TypeError for a non-string or an options argument that
 * is not an object, a RangeError when `base` is missing, not a string or not an absolute URL.
 * RFC 9110 §10.2.2 <https://www.rfc-editor.org/rfc/rfc9110#section-10.2.2>
 * See also RFC 3986 §5.2 (resolution), §4.2 (network-path reference); WHATWG URL Standard §4.4 (URL parsing)
 */
export function assessRedirect(location: string, options: RedirectOptions): RedirectAssessment {
  expectString(location, "assessRedirect");
  const base = readBase(options);
  const hazards: Hazard[] = [];
  const add = (code: HazardCode, index: number, component: Hazard["component"], message: string) => {
    hazards.push({ code, index, component, message, cite: HAZARD_CITES[code] });
  };

  // WHATWG URL's first steps: what a browser drops before it reads the value; `at[k]` is the index in `location`
  // of the k-th code unit it keeps
  let start = 0;
  let end = location.length;
  while (start < end && location.charCodeAt(start) <= 0x20) start++;
  while (end > start && location.charCodeAt(end - 1) <= 0x20) end--;
  let kept = "";
  const at: number[] = [];
  let dropped = start > 0 ? 0 : -1;
  for (let i = start; i < end; i++) {
    const c = location.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      if (dropped < 0) dropped = i;
      continue;
    }
    kept += location[i];
    at.push(i);
  }
  if (dropped < 0 && end < location.length) dropped = end;
  at.push(location.length);
  if (dropped >= 0) {
    add("ignored-whitespace", dropped, "input", "a browser drops ASCII tab and newline anywhere, and C0 controls and spaces at either end, before it reads the value: what a filter saw is not what the browser follows");
  }

  const target = browserTarget(location, base);
  const special = SPECIAL.has((target ?? base).protocol.slice(0, -1));

  const schemeEnd = matchScheme(kept, 0, kept.length);
  const scheme = schemeEnd > 0 && kept.charCodeAt(schemeEnd) === 0x3a ? kept.slice(0, schemeEnd).toLowerCase() : undefined;
  const afterScheme = scheme === undefined ? 0 : scheme.length + 1;
  const slashes = /^[/\\]*/.exec(kept.slice(afterScheme))?.[0] ?? "";
  if (scheme === undefined && slashes.length >= 2) {
    add("network-path-reference", at[0], "input", `"${slashes}" starts a network-path reference: the host that follows replaces the base's host`);
  }
  if (scheme !== undefined && SPECIAL.has(scheme) && slashes.length < 2) {
    const same = scheme === base.protocol.slice(0, -1);
    add(
      "scheme-relative-authority",
      at[0],
      "scheme",
      `"${scheme}:" with ${slashes.length === 0 ? "no slash" : "one slash"}: RFC 3986 reads a path; a browser reads ${same ? "a path relative to the base here, but an authority (a host) from any page of another scheme" : "an authority (a host) after it"}`,
    );
  }
  if (special) {
    const stop = kept.search(/[?#]/);
    const slash = kept.slice(0, stop < 0 ? kept.length : stop).indexOf("\\");
    if (slash >= 0) add("backslash-as-slash", at[slash], "input", `a browser reads "\\" as "/" in a ${scheme ?? base.protocol.slice(0, -1)} URL, so it can start an authority or escape the path`);
  }
  const look = lookAlikeSlashIndex(location);
  if (look >= 0) {
    add("look-alike-slash", look, "input", `${JSON.stringify(location[look])} (U+${(location.codePointAt(look) as number).toString(16).toUpperCase().padStart(4, "0")}) looks like a slash, or becomes one under NFKC as some servers normalize: a filter sees no "/", a reader or a server does`);
  }
  const control = /%(?:[01][0-9A-Fa-f]|7[Ff])/.exec(location);
  if (control !== null) {
    add("encoded-control", control.index, "input", `"${control[0]}" encodes a control character: a server that decodes the value drops it, or reads a line break that ends the header`);
  }
  const report = inspect(location);
  for (const h of report.hazards) if (FROM_INSPECT.has(h.code)) hazards.push(h);
  if (report.error !== undefined && target !== undefined) {
    add("invalid-uri", report.error.index, "input", `a Location value is a URI reference (RFC 9110 §10.2.2), and RFC 3986 rejects this one (${report.error.message}); a browser repairs it, a server-side check may read it otherwise`);
  }

  // Same origin only when every plausible reading keeps it: the browser's (WHATWG), RFC 3986's (what a server-side
  // check parses), and both again after one more percent-decoding (what many servers and frameworks do to a `next=`
  // or `Location` value before they redirect to it). A security check must not bet on which one the far end uses.
  const sameBase = (url: URL | undefined) => url !== undefined && url.origin !== "null" && url.origin === base.origin;
  const parts = new Int32Array(OFFSET_SLOTS);
  const browserSame = sameBase(target);
  const rfcSame = rfcKeepsOrigin(location, base, parts);
  if (browserSame && !rfcSame && !hazards.some((h) => h.code === "scheme-relative-authority" || h.code === "pct-encoded-in-host" || h.code === "non-ascii-host")) {
    add("whatwg-differs", at[0], "input", "RFC 3986 reads another scheme, host or port here than a browser does: a server-side check and the browser disagree on where this goes");
  }
  const decoded = decodeOnce(location);
  let decodedSame = true;
  let decodedTarget: URL | undefined;
  // only worth saying when the browser stays: a value that a browser already takes elsewhere has its trick named above
  if (decoded !== location && browserSame) {
    decodedTarget = browserTarget(decoded, base);
    decodedSame = (decodedTarget === undefined || sameBase(decodedTarget)) && rfcKeepsOrigin(decoded, base, parts);
    if (!decodedSame) {
      const where = decodedTarget === undefined || sameBase(decodedTarget) ? "which RFC 3986 reads as another origin" : `which a browser resolves to ${decodedTarget.href}`;
      add(
        "decoded-off-origin",
        encodedTrickIndex(location),
        "input",
        `decoded once more, as many servers and frameworks decode a next= or Location value before redirecting to it, the value reads ${JSON.stringify(decoded)}, ${where}: another origin`,
      );
    }
  }
  // decoded once, tab and newline dropped as a second parse drops them
  if (target !== undefined && browserSame && rfcSame && decodedSame && NESTED.test(decodeOnce(target.pathname + target.search).replace(/[\t\n\r]/g, ""))) {
    add("nested-url", at[0], "input", `the target ${JSON.stringify(target.pathname + target.search)} carries another URL: if that page redirects again (or strips a leading "/"), the second hop leaves the origin`);
  }
  // "//host/x" naming the base's own host and port is a plain reference to the origin, not the trick
  if (browserSame && rfcSame) {
    const own = hazards.findIndex((h) => h.code === "network-path-reference");
    if (own >= 0 && !/\\/.test(kept.slice(0, 2))) hazards.splice(own, 1);
  }
  hazards.sort((a, b) => a.index - b.index);
  // a value that uses a trick is not plainly same-origin, whichever reading the far end makes of it
  const sameOrigin = browserSame && rfcSame && decodedSame && hazards.length === 0;
  const result: RedirectAssessment = { valid: target !== undefined, sameOrigin, browserSameOrigin: browserSame, hazards };
  if (target !== undefined) result.target = target.href;
  if (decodedTarget !== undefined) result.decodedTarget = decodedTarget.href;
  return result;
}
