import { UriError, encodeComponent, parseUriReference, serialize } from "@urikit/core";
import { matchScheme } from "@urikit/core/chars";
import { typeName } from "@urikit/core/engine";
import type { EncodableComponent, UriComponents } from "@urikit/core";
import { isIPv6, isIPvFuture } from "@urikit/ip";
import { parseQuery, serializeQuery } from "@urikit/query";
import type { QueryPair } from "@urikit/query";

/** A URI reference to edit: its text, or its components (as `parse` returns them, still percent-encoded). */
export type UriInput = string | UriComponents;

function componentsOf(uri: UriInput, caller: string): UriComponents {
  if (typeof uri === "string") return parseUriReference(uri);
  if (typeof uri !== "object" || uri === null || Array.isArray(uri)) {
    throw new TypeError(`${caller}: expected a URI string or components, got ${typeName(uri)}`);
  }
  serialize(uri); // throws the UriError of components that do not make a URI reference
  return { ...uri };
}

/** Percent-encode `value` for `component`; a lone surrogate throws `UriError` naming the component. */
function encodeFor(value: unknown, component: EncodableComponent, name: string, caller: string): string {
  if (typeof value !== "string") throw new TypeError(`${caller}: expected the ${name} as a string, got ${typeName(value)}`);
  try {
    return encodeComponent(value, component);
  } catch (error) {
    const e = error as UriError;
    throw new UriError(e.code, e.index, { rule: name, detail: `the ${name} value has a lone surrogate, which has no UTF-8 form` });
  }
}

/**
 * Recompose after an edit, keeping each component's meaning: the dot-segment device of RFC 3986 §4.2 for a path
 * that would otherwise read as something else, and the "/" that §5.2.3's merge puts before a path under an authority.
 */
function finish(c: UriComponents): string {
  const path = c.path;
  if (c.host !== undefined) {
    // §3.3: under an authority a path is empty or begins with "/"; as §5.2.3's merge does, root it.
    if (path !== "" && path.charCodeAt(0) !== 0x2f) c.path = "/" + path;
  } else {
    if (c.userinfo !== undefined || c.port !== undefined) {
      const name = c.userinfo !== undefined ? "userinfo" : "port";
      throw new UriError("unexpected-char", 0, { rule: name, detail: `a ${name} needs a host: set the host first` });
    }
    if (path.startsWith("//")) {
      // §3.3: without an authority the path cannot begin with "//" (it would read as one); "/." keeps the
      // same path after §5.2.4 removes dot segments.
      c.path = "/." + path;
    } else if (c.scheme === undefined) {
      // §4.2: a first segment with ":" would read as a scheme; "./" before it makes it a relative path.
      const slash = path.indexOf("/");
      const colon = path.indexOf(":");
      if (colon >= 0 && (slash < 0 || colon < slash)) c.path = "./" + path;
    }
  }
  return serialize(c);
}

/**
 * Return `uri` with scheme `scheme` (or without one: `undefined`). The scheme must match the ABNF (it is not
 * percent-encoded, §3.1 has no `pct-encoded`); anything else throws `UriError` (`invalid-scheme`, rule `scheme`).
 * ```abnf
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 * See also RFC 3986 §4.2 (a relative path whose first segment holds ":" gets "./")
 */
export function withScheme(uri: UriInput, scheme: string | undefined): string {
  const c = componentsOf(uri, "withScheme");
  if (scheme !== undefined) {
    if (typeof scheme !== "string") throw new TypeError(`withScheme: expected the scheme as a string, got ${typeName(scheme)}`);
    const end = matchScheme(scheme, 0, scheme.length);
    if (end !== scheme.length || scheme.length === 0) {
      const i = Math.max(end, 0); // matchScheme gives -1 when the first unit is not a letter
      throw new UriError("invalid-scheme", i, {
        rule: "scheme",
        detail: i >= scheme.length ? "the scheme is empty" : `the scheme cannot hold ${JSON.stringify(scheme[i])}${i === 0 ? " first" : ""}`,
      });
    }
  }
  c.scheme = scheme;
  return finish(c);
}

/**
 * Return `uri` with the userinfo `userinfo` (decoded text, percent-encoded here; `undefined` removes it).
 * A URI without a host has no authority to hold it: `UriError` (rule `userinfo`).
 * ```abnf
 * userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
 * ```
 * RFC 3986 §3.2.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1>
 */
export function withUserinfo(uri: UriInput, userinfo: string | undefined): string {
  const c = componentsOf(uri, "withUserinfo");
  c.userinfo = userinfo === undefined ? undefined : encodeFor(userinfo, "userinfo", "userinfo", "withUserinfo");
  return finish(c);
}

/**
 * Return `uri` with host `host`: an IPv6 address or IPvFuture (with or without brackets; brackets are added, and
 * text with ":" that is neither throws `UriError` `invalid-ip-literal`), or a reg-name or IPv4 address (decoded
 * text, percent-encoded here). `undefined` removes the whole authority (userinfo and port with it); a path that
 * begins with "//" then gets "/." so it does not read as an authority.
 * ```abnf
 * host = IP-literal / IPv4address / reg-name
 * ```
 * RFC 3986 §3.2.2 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2>
 * See also RFC 3986 §3.3, §5.2.3
 */
export function withHost(uri: UriInput, host: string | undefined): string {
  const c = componentsOf(uri, "withHost");
  if (host === undefined) {
    c.userinfo = c.port = c.host = undefined;
    return finish(c);
  }
  if (typeof host !== "string") throw new TypeError(`withHost: expected the host as a string, got ${typeName(host)}`);
  const bracketed = host.startsWith("[") && host.endsWith("]") && host.length >= 2;
  const literal = bracketed ? host.slice(1, -1) : host;
  if (bracketed || host.includes(":")) {
    if (!isIPv6(literal) && !isIPvFuture(literal)) {
      throw new UriError("invalid-ip-literal", bracketed ? 1 : 0, {
        rule: "host",
        detail: `${JSON.stringify(literal)} is neither an IPv6 address nor an IPvFuture, so it cannot stand in brackets`,
      });
    }
    c.host = "[" + literal + "]";
  } else {
    c.host = encodeFor(host, "host", "host", "withHost");
  }
  return finish(c);
}

/**
 * Return `uri` with port `port` (an integer from 0 to 65535, a string of digits, or `undefined` to remove it).
 * A non-digit throws `UriError` (`invalid-port`, rule `port`, at its index); so does a URI without a host.
 * ```abnf
 * port = *DIGIT
 * ```
 * RFC 3986 §3.2.3 <https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3>
 */
export function withPort(uri: UriInput, port: number | string | undefined): string {
  const c = componentsOf(uri, "withPort");
  if (typeof port === "number") {
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new UriError("invalid-port", 0, { rule: "port", detail: `the port ${port} is not an integer from 0 to 65535` });
    }
    c.port = String(port);
  } else if (typeof port === "string") {
    for (let i = 0; i < port.length; i++) {
      const ch = port.charCodeAt(i);
      if (ch < 0x30 || ch > 0x39) {
        throw new UriError("invalid-port", i, { rule: "port", detail: `the port can hold only digits, found ${JSON.stringify(port[i])}` });
      }
    }
    c.port = port;
  } else if (port === undefined) {
    c.port = undefined;
  } else {
    throw new TypeError(`withPort: expected the port as a number or string, got ${typeName(port)}`);
  }
  return finish(c);
}

/**
 * Return `uri` with path `path` (decoded text: "/" separates segments, everything else that `segment` does not
 * allow is percent-encoded). Under an authority the path must be empty or begin with "/" (else `UriError`, rule
 * `path`); without one, "//…" gets "/." and a first segment with ":" in a relative reference gets "./" (§4.2).
 * ```abnf
 * path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty
 * ```
 * RFC 3986 §3.3 <https://www.rfc-editor.org/rfc/rfc3986#section-3.3>
 * See also RFC 3986 §4.2
 */
export function withPath(uri: UriInput, path: string): string {
  const c = componentsOf(uri, "withPath");
  const encoded = encodeFor(path, "path", "path", "withPath");
  if (c.host !== undefined && encoded !== "" && encoded.charCodeAt(0) !== 0x2f) {
    throw new UriError("unexpected-char", 0, {
      rule: "path",
      detail: `a path after an authority must be empty or begin with "/", found ${JSON.stringify(path[0])}`,
    });
  }
  c.path = encoded;
  return finish(c);
}

/**
 * Return `uri` with path segments `segments` (decoded text each; "/" inside a segment is percent-encoded). The
 * path is rooted ("/" first) when the URI has an authority or its path was rooted; `[]` (and `[""]`) give the empty
 * path. A path that is not rooted cannot begin with an empty segment (`UriError`, rule `path`).
 * ```abnf
 * segment = *pchar
 * ```
 * RFC 3986 §3.3 <https://www.rfc-editor.org/rfc/rfc3986#section-3.3>
 * See also RFC 3986 §4.2
 */
export function withPathSegments(uri: UriInput, segments: readonly string[]): string {
  const c = componentsOf(uri, "withPathSegments");
  if (!Array.isArray(segments)) throw new TypeError(`withPathSegments: expected an array of segments, got ${typeName(segments)}`);
  const rooted = c.host !== undefined || c.path.startsWith("/");
  const encoded = segments.map((s) => encodeFor(s, "segment", "path", "withPathSegments"));
  if (!rooted && segments.length > 1 && segments[0] === "") {
    // a path that is not rooted cannot begin with an empty segment: its "/" would root it (§3.3 path-rootless)
    throw new UriError("unexpected-char", 0, { rule: "path", detail: "a relative or rootless path cannot begin with an empty segment" });
  }
  c.path = segments.length === 0 ? "" : (rooted ? "/" : "") + encoded.join("/");
  return finish(c);
}

/**
 * Return `uri` with query `query`: decoded text (percent-encoded here: `&` and `=` stay), or `[name, value]` pairs
 * written by `serializeQuery`, or `undefined` to remove the query and its "?".
 * ```abnf
 * query = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.4 <https://www.rfc-editor.org/rfc/rfc3986#section-3.4>
 */
export function withQuery(uri: UriInput, query: string | readonly QueryPair[] | undefined, options: { form?: boolean } = {}): string {
  const c = componentsOf(uri, "withQuery");
  c.query = query === undefined ? undefined : Array.isArray(query) ? serializeQuery(query, options) : encodeFor(query, "query", "query", "withQuery");
  return finish(c);
}

/**
 * Return `uri` with fragment `fragment` (decoded text, percent-encoded here; `undefined` removes it and its "#").
 * ```abnf
 * fragment = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.5 <https://www.rfc-editor.org/rfc/rfc3986#section-3.5>
 */
export function withFragment(uri: UriInput, fragment: string | undefined): string {
  const c = componentsOf(uri, "withFragment");
  c.fragment = fragment === undefined ? undefined : encodeFor(fragment, "fragment", "fragment", "withFragment");
  return finish(c);
}

/** The decoded name of one raw `&`-part of a query. */
function nameOf(part: string, form: boolean): string | undefined {
  const pairs = parseQuery(part, { form });
  return pairs.length === 0 ? undefined : pairs[0]![0];
}

function checkForm(options: { form?: boolean }, caller: string): boolean {
  if (typeof options !== "object" || options === null) throw new TypeError(`${caller}: expected an options object, got ${typeName(options)}`);
  const { form = false } = options;
  if (typeof form !== "boolean") throw new RangeError(`${caller}: option "form" must be a boolean, got ${typeName(form)}`);
  return form;
}

/**
 * Return `uri` with query parameter `name` set to `value`: the first pair of that name takes the value, later
 * ones go, and a new pair goes at the end. Every other part of the query stays byte for byte.
 * ```abnf
 * query = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.4 <https://www.rfc-editor.org/rfc/rfc3986#section-3.4>
 */
export function withQueryParam(uri: UriInput, name: string, value: string, options: { form?: boolean } = {}): string {
  const c = componentsOf(uri, "withQueryParam");
  const form = checkForm(options, "withQueryParam");
  const pair = serializeQuery([[name, value]], { form });
  const parts = c.query === undefined || c.query === "" ? [] : c.query.split("&");
  const kept: string[] = [];
  let placed = false;
  for (const part of parts) {
    if (nameOf(part, form) !== name) kept.push(part);
    else if (!placed) {
      kept.push(pair);
      placed = true;
    }
  }
  if (!placed) kept.push(pair);
  c.query = kept.join("&");
  return finish(c);
}

/**
 * Return `uri` without the query parameters named `name`; every other part stays byte for byte, and a query left
 * with nothing is removed with its "?".
 * ```abnf
 * query = *( pchar / "/" / "?" )
 * ```
 * RFC 3986 §3.4 <https://www.rfc-editor.org/rfc/rfc3986#section-3.4>
 */
export function withoutQueryParam(uri: UriInput, name: string, options: { form?: boolean } = {}): string {
  const c = componentsOf(uri, "withoutQueryParam");
  const form = checkForm(options, "withoutQueryParam");
  if (typeof name !== "string") throw new TypeError(`withoutQueryParam: expected the name as a string, got ${typeName(name)}`);
  if (c.query !== undefined) {
    const parts = c.query.split("&");
    const kept = parts.filter((part) => nameOf(part, form) !== name);
    if (kept.length < parts.length) c.query = kept.every((p) => p === "") ? undefined : kept.join("&");
  }
  return finish(c);
}
