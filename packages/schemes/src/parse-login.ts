import type { ParsedUri } from "@urikit/core";
import type { ComponentOffsets } from "./component-offsets.js";
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
 * written (non-empty), `port` a number with the default filled in. Throws `UriError` code `scheme-syntax`.
 * ```abnf
 * ip-schemepart  = "//" login [ "/" urlpath ]
 * login          = [ user [ ":" password ] "@" ] hostport
 * hostport       = host [ ":" port ]
 * password       = *[ uchar | ";" | "?" | "&" | "=" ]
 * ```
 * RFC 1738 §3.1 <https://www.rfc-editor.org/rfc/rfc1738#section-3.1>
 */
export function parseLogin(components: ParsedUri, text: string, offsets: ComponentOffsets, options: LoginOptions): Login {
  const { production } = options;
  if (components.host === undefined) {
    // > | ftp:/path
    //         ^ "//" expected right after "ftp:"
    throw schemeSyntaxError(text, components.scheme!.length + 1, production, `expected "//" and a host`);
  }
  const login: Login = { host: components.host, port: options.defaultPort };
  const userinfo = components.userinfo;
  if (userinfo !== undefined) {
    if (!options.userinfo) {
      throw schemeSyntaxError(text, offsets.userinfo, production, "expected a host (no user or password)");
    }
    const start = offsets.userinfo;
    const end = start + userinfo.length;
    const colon = text.indexOf(":", start);
    if (colon < 0 || colon >= end) {
      login.user = decodeRange(text, start, end);
    } else {
      const second = text.indexOf(":", colon + 1);
      if (second >= 0 && second < end) {
        // Within the user and password field, any ":", "@", or "/" must be encoded (RFC 1738 §3.1).
        throw schemeSyntaxError(text, second, "password", `expected ":" to be encoded as "%3A" in the password`);
      }
      login.user = decodeRange(text, start, colon);
      login.password = decodeRange(text, colon + 1, end);
    }
  }
  if (components.host.length === 0) {
    throw schemeSyntaxError(text, offsets.host, production, "expected a host");
  }
  const port = components.port;
  if (port !== undefined && port.length > 0) {
    let value = 0;
    for (let i = 0; i < port.length; i++) {
      value = value * 10 + (port.charCodeAt(i) - 0x30);
      if (value > MAX_PORT) {
        throw schemeSyntaxError(text, offsets.port, production, `expected a port number up to ${MAX_PORT}`);
      }
    }
    login.port = value;
  }
  return login;
}
