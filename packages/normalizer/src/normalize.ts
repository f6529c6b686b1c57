import { UriError } from "@urikit/core";
import { expectString } from "@urikit/core/engine";
import {
  ERR_NONE,
  FRAGMENT_END,
  FRAGMENT_START,
  HOST_END,
  HOST_KIND,
  HOST_KIND_IPV6,
  HOST_KIND_IPVFUTURE,
  HOST_START,
  OFFSET_SLOTS,
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
  errorRecordFromOffsets,
  scanUriReference,
} from "@urikit/core/offsets";
import { CHAR_CLASS, SOLIDUS, UNRESERVED } from "@urikit/core/chars";
import { removeDotSegments as removeDotSegmentsOf } from "@urikit/core";
import { encodeIri } from "@urikit/iri";
import { defaultPort, hasAuthority } from "@urikit/schemes";
import { isPlainlyNormal, isPlainlyNormalHost } from "./is-plainly-normal.js";
import { IPV6_CANONICAL, LOWERCASE_HOST, normalizeHost } from "./normalize-host.js";
import { DECODE_UNRESERVED, UPPERCASE_PERCENT_ENCODING, normalizePercentEncoding } from "./normalize-percent-encoding.js";

/**
 * Switches for the steps of {@link normalize}; every step is on unless set to `false`.
 * RFC 3986 §6.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2>
 */
export interface NormalizeOptions {
  /** RFC 3986 §6.2.2.2: decode `%XX` of unreserved characters (`%7E` → `~`, `%41` → `A`) in every component. */
  readonly decodeUnreserved?: boolean;
  /** RFC 3986 §6.2.2.1: lowercase the scheme (`HTTP:` → `http:`). */
  readonly lowercaseScheme?: boolean;
  /**
   * RFC 3986 §6.2.2.1: lowercase the host: a reg-name (its `%XX` keep uppercase hex), the hex digits of an
   * IPv6address, and all of an IPvFuture.
   */
  readonly lowercaseHost?: boolean;
  /** RFC 3986 §6.2.2.1: uppercase the hex digits of every `%XX` left encoded (`%3a` → `%3A`), in every component. */
  readonly uppercasePercentEncoding?: boolean;
  /** RFC 3986 §6.2.2.3: remove `.` and `..` segments from a path that begins with "/" (others keep them: §3.3). */
  readonly removeDotSegments?: boolean;
  /** RFC 3986 §6.2.3 (and §3.2.3): drop an empty port and the scheme's default port (from `@urikit/schemes`). */
  readonly removeDefaultPort?: boolean;
  /** RFC 3986 §6.2.3: an empty path after an authority becomes `"/"` for schemes registered with an authority. */
  readonly emptyPathToSlash?: boolean;
  /** RFC 5952 §4: write an IPv6address host in its canonical text form (`[2001:DB8:0::1]` → `[2001:db8::1]`). */
  readonly ipv6Canonical?: boolean;
  /**
   * RFC 3987 §5.3: take IRI references too (default `false`). An IRI is compared, as §5.3.2.3 says, by "converting
   * both IRIs to URIs (see section 3.1), eliminating escape differences in the resulting URIs": the normal form is
   * the normalized URI of its §3.1 mapping (UTF-8 percent-encoding), so `rosé` and `ros%C3%A9` are equivalent and
   * no character is NFC-normalized (§5.3.2.2). `uriToIri` of `@urikit/iri` turns the result back into an IRI.
   */
  readonly iri?: boolean;
  /**
   * With `iri`: how to write a host that is an internationalized domain name (a reg-name that percent-decodes to
   * something outside US-ASCII), e.g. `toASCII` of `@urikit/iri/idna` (UTS #46), so that `résumé.example.org` and
   * `xn--rsum-bpad.example.org` are equivalent (§5.3.3). A host it throws for is kept percent-encoded. Taken as a
   * function so that the Unicode tables of IDNA reach only the bundles that pass one.
   */
  readonly domainToAscii?: (domain: string) => string;
}

/**
 * Whether every step is on: no option set to `false` (an empty object, or options all `true`, normalize exactly as
 * no options do, so they take the same fast paths).
 */
function everyStepOn(o: NormalizeOptions | undefined): boolean {
  return (
    o === undefined ||
    (o.decodeUnreserved !== false &&
      o.lowercaseScheme !== false &&
      o.lowercaseHost !== false &&
      o.uppercasePercentEncoding !== false &&
      o.removeDotSegments !== false &&
      o.removeDefaultPort !== false &&
      o.emptyPathToSlash !== false &&
      o.ipv6Canonical !== false)
  );
}

// INVARIANT: filled and read within one call of normalizeOrUndefined (no re-entrancy: nothing called back).
const scratch = new Int32Array(OFFSET_SLOTS);

/**
 * Whether the decimal port `text[start, end)` has the value `port`; leading zeros are allowed (`080` is 80), and
 * any number of digits is compared without overflow.
 */
function hasPortValue(text: string, start: number, end: number, port: number): boolean {
  let i = start;
  while (i < end - 1 && text.charCodeAt(i) === 0x30) i++;
  const digits = String(port);
  return end - i === digits.length && text.startsWith(digits, i);
}

/** Whether `text[start, end)` holds an ASCII capital letter. */
function hasUpperCase(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) return true;
  }
  return false;
}

/**
 * Whether every `%XX` of `text` (valid triplets: the scanner checked them) is already normal: uppercase hex digits
 * (§6.2.2.1 uppercases them) and an octet that is not an unreserved character (§6.2.2.2 decodes those).
 * RFC 3986 §6.2.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2.2>
 */
function percentEncodingsNormal(text: string): boolean {
  for (let p = text.indexOf("%"); p >= 0; p = text.indexOf("%", p + 3)) {
    const high = text.charCodeAt(p + 1);
    const low = text.charCodeAt(p + 2);
    if (high >= 0x61 || low >= 0x61) return false; // a lowercase hex digit ("a"-"f"; digits and "A"-"F" are below)
    const octet = ((high <= 0x39 ? high - 0x30 : high - 0x37) << 4) | (low <= 0x39 ? low - 0x30 : low - 0x37);
    if (octet < 0x80 && (CHAR_CLASS[octet] & UNRESERVED) !== 0) return false;
  }
  return true;
}

/**
 * Whether every step of `normalize` (all options on) would leave the reference scanned into `scratch` unchanged:
 * no "%XX" to decode or uppercase, no capital letter in scheme or host, no port (an empty or
 * default one would be dropped), no IP literal (RFC 5952 and IPvFuture case), no dot segment in a path that begins
 * with "/", and no empty path after an authority of a scheme that has one.
 * PERF: most real URIs are already normal; this answers for them without building any string (bench: normalize/kasztp).
 */
function isAlreadyNormal(text: string, hostKind: number): boolean {
  // PERF: "%20" and the like are normal as they are; only a lowercase or unreserved one needs the rebuild (bench:
  // normalize/userbait, where a line with "%20" cost six times one without).
  if (!percentEncodingsNormal(text)) return false;
  if (hostKind === HOST_KIND_IPV6 || hostKind === HOST_KIND_IPVFUTURE) return false;
  if (scratch[PORT_START] >= 0) return false;
  const schemeStart = scratch[SCHEME_START];
  if (schemeStart >= 0 && hasUpperCase(text, schemeStart, scratch[SCHEME_END])) return false;
  const hostStart = scratch[HOST_START];
  if (hostStart >= 0 && hasUpperCase(text, hostStart, scratch[HOST_END])) return false;
  const pathStart = scratch[PATH_START];
  const pathEnd = scratch[PATH_END];
  if (pathStart === pathEnd) {
    // §6.2.3: an empty path after an authority becomes "/" for the schemes the registry knows to have one.
    if (hostStart >= 0 && schemeStart >= 0 && hasAuthority(text.slice(schemeStart, scratch[SCHEME_END])) === true) return false;
    return true;
  }
  if (text.charCodeAt(pathStart) !== SOLIDUS) return true; // rootless or relative-path: dot segments stay
  const path = text.slice(pathStart, pathEnd);
  return removeDotSegmentsOf(path) === path;
}

/**
 * The normalized form of `text`, or `undefined` when `text` is not a URI reference (the scanner's error then
 * stays in this module's scratch offsets for `normalize` to report). Internal: shared by `normalize` and
 * `equivalent`, so that `equivalent` never builds an error it would throw away.
 * RFC 3986 §6.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2>
 */
export function normalizeOrUndefined(text: string, options?: NormalizeOptions): string | undefined {
  if (options?.iri !== undefined || options?.domainToAscii !== undefined) {
    if (options.iri !== true && options.iri !== false && options.iri !== undefined) throw new RangeError("normalize: option iri must be a boolean");
    if (options.domainToAscii !== undefined && typeof options.domainToAscii !== "function") {
      throw new RangeError("normalize: option domainToAscii must be a function");
    }
    if (options.iri === true) {
      // RFC 3987 §5.3.2.3: compare IRIs through the URIs they map to by §3.1.
      try {
        text = encodeIri(text);
      } catch {
        return undefined;
      }
      if (options.domainToAscii !== undefined) text = withAsciiDomain(text, options.domainToAscii);
    }
  }
  // PERF: one loop proves most real URIs valid and already normal, before any scan (bench: normalize/*).
  const allOn = everyStepOn(options);
  if (allOn) {
    if (isPlainlyNormal(text)) return text;
    // PERF: "http://host", nothing after the host, is the common URI that is not already normal (bench:
    // normalize/userbait): scheme and host proven normal with nothing else there, §6.2.3 adds the "/" for the
    // schemes the registry knows to have an authority, and nothing else changes. A second test of the same flat
    // string: testing `text + "/"` made V8 flatten a new string each time, and cost four times this.
    if (isPlainlyNormalHost(text)) return hasAuthority(text.slice(0, text.indexOf(":"))) === true ? text + "/" : text;
  }
  if (scanUriReference(text, scratch) !== ERR_NONE) return undefined;
  const schemeStart = scratch[SCHEME_START];
  const schemeEnd = scratch[SCHEME_END];
  const userinfoStart = scratch[USERINFO_START];
  const userinfoEnd = scratch[USERINFO_END];
  const hostStart = scratch[HOST_START];
  const hostEnd = scratch[HOST_END];
  const hostKind = scratch[HOST_KIND];
  const portStart = scratch[PORT_START];
  const portEnd = scratch[PORT_END];
  const pathStart = scratch[PATH_START];
  const pathEnd = scratch[PATH_END];
  const queryStart = scratch[QUERY_START];
  const queryEnd = scratch[QUERY_END];
  const fragmentStart = scratch[FRAGMENT_START];
  const fragmentEnd = scratch[FRAGMENT_END];

  if (allOn && isAlreadyNormal(text, hostKind)) return text;

  let flags = 0;
  if (options?.decodeUnreserved !== false) flags |= DECODE_UNRESERVED;
  if (options?.uppercasePercentEncoding !== false) flags |= UPPERCASE_PERCENT_ENCODING;
  if (options?.lowercaseHost !== false) flags |= LOWERCASE_HOST;
  if (options?.ipv6Canonical !== false) flags |= IPV6_CANONICAL;

  let result = "";
  // §6.2.2.1: the scheme is case-insensitive; ALPHA / DIGIT / "+" / "-" / "." are ASCII, so toLowerCase is exact.
  let scheme: string | undefined;
  if (schemeStart >= 0) {
    scheme = text.slice(schemeStart, schemeEnd);
    if (options?.lowercaseScheme !== false) scheme = scheme.toLowerCase();
    result = scheme + ":";
  }

  const hasAuthorityComponent = hostStart >= 0;
  if (hasAuthorityComponent) {
    result += "//";
    // §6.2.2.1, §6.2.2.2: userinfo is case-sensitive, so only its percent-encodings are normalized.
    if (userinfoStart >= 0) result += normalizePercentEncoding(text, userinfoStart, userinfoEnd, flags) + "@";
    result += normalizeHost(text, hostStart, hostEnd, hostKind, flags);
    if (portStart >= 0) {
      // §3.2.3: "URI producers and normalizers should omit the port component and its ":" delimiter if port is
      // empty or if its value would be the same as that of the scheme's default" (§6.2.3 repeats it).
      let omit = false;
      if (options?.removeDefaultPort !== false) {
        if (portStart === portEnd) omit = true;
        else if (scheme !== undefined) {
          const port = defaultPort(scheme);
          omit = port !== undefined && hasPortValue(text, portStart, portEnd, port);
        }
      }
      if (!omit) result += ":" + text.slice(portStart, portEnd);
    }
  }

  // §6.2.2.2 comes first, so "%2E" segments are dot segments for §6.2.2.3.
  let path = normalizePercentEncoding(text, pathStart, pathEnd, flags);
  // §6.2.2.3: remove dot segments from hierarchical paths only, the ones that begin with "/".
  // DEVIATION(RFC 3986 §6.2.2.3): a path that does not begin with "/" keeps its dot segments: in a relative-path
  // reference "../a" means something against a base, and a rootless path after a scheme is opaque (§3.3: "Aside
  // from dot-segments in hierarchical paths, a path segment is considered opaque"), so "urn:ex:a/../b" must not
  // become "urn:/b".
  const isHierarchical = path.charCodeAt(0) === SOLIDUS;
  if (options?.removeDotSegments !== false && isHierarchical) {
    path = removeDotSegmentsOf(path);
    // §3.3: "If a URI does not contain an authority component, then the path cannot begin with two slash
    // characters". "/..//a" leaves "//a", which would read as an authority; "/." keeps the path's meaning (it is
    // removed again on resolution) and makes normalize idempotent: "/.//a" normalizes to itself.
    if (!hasAuthorityComponent && path.charCodeAt(0) === SOLIDUS && path.charCodeAt(1) === SOLIDUS) path = "/." + path;
  }
  // §6.2.3: "a URI that uses the generic syntax for authority with an empty path should be normalized to a path
  // of "/"", for the schemes the registry knows to have an authority; nothing for unknown schemes.
  if (
    path === "" &&
    hasAuthorityComponent &&
    scheme !== undefined &&
    options?.emptyPathToSlash !== false &&
    hasAuthority(scheme) === true
  ) {
    path = "/";
  }
  result += path;

  // §6.2.3: an empty query or fragment is kept: "http://example.com/?" is not "http://example.com/".
  if (queryStart >= 0) result += "?" + normalizePercentEncoding(text, queryStart, queryEnd, flags);
  if (fragmentStart >= 0) result += "#" + normalizePercentEncoding(text, fragmentStart, fragmentEnd, flags);
  return result;
}

/**
 * Normalize a URI reference so that equivalent references compare equal as strings: syntax-based normalization
 * (decode percent-encoded unreserved characters first, in every component; lowercase scheme and host; uppercase the
 * hex digits of the percent-encodings left; remove dot segments from paths that begin with "/"), then
 * scheme-based normalization from the `@urikit/schemes` registry (drop an empty or default port, an empty path after
 * an authority becomes `"/"`), and IPv6 literals in RFC 5952 form. Empty queries and fragments are kept, reserved
 * characters are never decoded, and the result is always a valid URI reference. Throws `UriError` (from the core
 * parser, not repaired) when `text` is not a URI reference.
 * RFC 3986 §6.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2>
 * See also RFC 3986 §6.2.3, RFC 5952 §4
 */
export function normalize(text: string, options?: NormalizeOptions): string {
  expectString(text, "normalize");
  // With `iri`, an invalid IRI reference throws the IRI grammar's UriError (RFC 3987 §2.2).
  if (options?.iri === true) encodeIri(text);
  const normalized = normalizeOrUndefined(text, options);
  // PERF: the error tryNormalize returns, thrown: Error's constructor costs microseconds per invalid line (bench:
  // as-used/normalize-kasztp).
  if (normalized === undefined) throw errorRecordFromOffsets(text, scratch);
  return normalized;
}

/**
 * `normalize` without throwing: the normal form, or the `UriError` that `normalize` would throw, returned (for bulk
 * callers that meet invalid lines often). A non-string still throws `TypeError`.
 * RFC 3986 §6.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2>
 *
 * @example tryNormalize("HTTP://a/%7e") // "http://a/~"
 */
export function tryNormalize(text: string, options?: NormalizeOptions): string | UriError {
  expectString(text, "tryNormalize");
  if (options?.iri === true) {
    // The IRI grammar's error comes from normalize's own check (RFC 3987 §2.2); rare enough to catch.
    try {
      return normalize(text, options);
    } catch (error) {
      if (UriError.is(error)) return error;
      throw error;
    }
  }
  return normalizeOrUndefined(text, options) ?? errorRecordFromOffsets(text, scratch);
}

/**
 * `uri` with its reg-name host replaced by `domainToAscii` of the host percent-decoded, when that has a character
 * outside US-ASCII (an internationalized domain name, written as an IRI or percent-encoded) and `domainToAscii`
 * accepts it; else `uri` as it is. A `uri` that is not a URI reference is returned as it is, for the caller to reject.
 * RFC 3987 §5.3.3 <https://www.rfc-editor.org/rfc/rfc3987#section-5.3.3>
 */
function withAsciiDomain(uri: string, domainToAscii: (domain: string) => string): string {
  if (scanUriReference(uri, scratch) !== ERR_NONE) return uri;
  const start = scratch[HOST_START];
  const end = scratch[HOST_END];
  if (start < 0 || scratch[HOST_KIND] === HOST_KIND_IPV6 || scratch[HOST_KIND] === HOST_KIND_IPVFUTURE) return uri;
  try {
    // PERF: the built-in UTF-8 decoder (it throws URIError for bytes that are not UTF-8) keeps core's decode out of
    // the bundle of every normalize (its size budget).
    const host = decodeURIComponent(uri.slice(start, end));
    // INVARIANT: only a non-ASCII name is handed over; an ASCII host keeps RFC 3986's normalization.
    if (!/[^\0-\x7f]/.test(host)) return uri;
    return uri.slice(0, start) + domainToAscii(host) + uri.slice(end);
  } catch {
    // Not UTF-8, or refused by ToASCII: RFC 3987 §3.1 "this would mean that the IRI cannot be resolved"; it is
    // compared as written.
    return uri;
  }
}
