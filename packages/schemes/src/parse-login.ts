import type { ParsedUri } from "@urikit/core";
import { HOST_END, HOST_START, PORT_END, PORT_START, USERINFO_END, USERINFO_START } from "@urikit/core/offsets";
import { checkRfc1738Host } from "./check-rfc1738-host.js";
import { decodeRange } from "./decode-range.js";
import { schemeSyntaxError } from "./scheme-syntax-error.js";

/** What {@link parseLogin} checks for one scheme. */
export interface LoginOptions {
  /** The scheme's URL production, named in errors (e.g. `"ftpurl"`, `"http-URI"`). */
  readonly production: string;
  /** Whether `user [ ":" password ] "@"` may appear. */
  readonly userinfo: boolean;
  /** The port filled in when the URI names none. */
  readonly defaultPort: number;
  /**
   * Whether the RFC 1738 `hostport` rule applies: `host = hostname | hostnumber` (IP literals still accepted) and
   * `port = digits` (not empty). Without it the host and port are RFC 3986's (as for http, RFC 9110 §4.2).
   */
  readonly rfc1738: boolean;
  /** The scheme's governing section, ending the message of its `scheme-syntax` errors, e.g. `"RFC 1738 §3.2"`. */
  readonly cite: string;
}

/** The decoded parts of `login`. */
export interface Login {
  user?: string;
  password?: string;
  host: string;
  port: number;
}

const MAX_PORT = 65535;

/**
 * Check the authority of a common Internet scheme URL and return its parts: `user`/`password` decoded, `host` as
 * written (non-empty), `port` a number with the default filled in. `offsets` are core's component offsets of `text`.
 * Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * ip-schemepart  = "//" login [ "/" urlpath ]
 * login          = [ user [ ":" password ] "@" ] hostport
 * hostport       = host [ ":" port ]
 * port           = digits
 * password       = *[ uchar | ";" | "?" | "&" | "=" ]
 * ```
 * RFC 1738 §3.1 <https://www.rfc-editor.org/rfc/rfc1738#section-3.1>
 */
export function parseLogin(components: ParsedUri, text: string, offsets: Int32Array, options: LoginOptions): Login {
  const { production } = options;
  const syntaxError = schemeSyntaxError(options.cite);
  if (components.host === undefined) {
    // > | ftp:/path
    //         ^ "//" expected right after "ftp:"
    throw syntaxError(text, components.scheme!.length + 1, production, `expected "//" and a host`);
  }
  const login: Login = { host: components.host, port: options.defaultPort };
  if (components.userinfo !== undefined) {
    const start = offsets[USERINFO_START];
    const end = offsets[USERINFO_END];
    if (!options.userinfo) throw syntaxError(text, start, production, "expected a host (no user or password)");
    const colon = text.indexOf(":", start);
    if (colon < 0 || colon >= end) {
      login.user = decodeRange(text, start, end);
    } else {
      const second = text.indexOf(":", colon + 1);
      if (second >= 0 && second < end) {
        // Within the user and password field, any ":", "@", or "/" must be encoded (RFC 1738 §3.1).
        throw syntaxError(text, second, "password", `expected ":" to be encoded as "%3A" in the password`);
      }
      login.user = decodeRange(text, start, colon);
      login.password = decodeRange(text, colon + 1, end);
    }
  }
  const hostStart = offsets[HOST_START];
  const hostEnd = offsets[HOST_END];
  if (hostStart === hostEnd) throw syntaxError(text, hostStart, production, "expected a host");
  if (options.rfc1738) {
    const bad = checkRfc1738Host(text, hostStart, hostEnd);
    if (bad >= 0) {
      throw syntaxError(text, bad, "host", "expected a host name (letters, digits, inner \"-\", labels separated by \".\", the last one starting with a letter) or four dot-separated numbers");
    }
  }
  const portStart = offsets[PORT_START];
  if (portStart >= 0) {
    const portEnd = offsets[PORT_END];
    // > | ftp://h:/x
    //             ^ port = digits = 1*digit, so ":" needs a digit after it
    if (portStart === portEnd) {
      if (options.rfc1738) throw syntaxError(text, portEnd, "port", `expected a port number after ":"`);
      return login;
    }
    let value = 0;
    for (let i = portStart; i < portEnd; i++) {
      value = value * 10 + (text.charCodeAt(i) - 0x30);
      if (value > MAX_PORT) throw syntaxError(text, portStart, production, `expected a port number up to ${MAX_PORT}`);
    }
    login.port = value;
  }
  return login;
}
