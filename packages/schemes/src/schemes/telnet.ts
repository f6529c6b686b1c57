import { expectString } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";
import { FRAGMENT_START, PATH_START } from "@urikit/core/offsets";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";
import { uriOffsets } from "../uri-offsets.js";

const CITE = "RFC 1738 §3.8";
const syntaxError = schemeSyntaxError(CITE);

/** The fields of a `telnet` URL: login parts decoded. */
export interface TelnetFields {
  user?: string;
  password?: string;
  host: string;
  port: number;
}

/**
 * Parse the scheme-specific part of a `telnet` URL: a login and at most a final "/". The host follows RFC 1738 (`hostname | hostnumber`, or an RFC 3986 IP literal). `offsets` are core's component offsets of `text` (scanned when not given). Throws `UriError` code
 * `scheme-syntax` (rule `telnet path`) at the first character after the optional "/".
 * ```abnf
 * telneturl = "telnet://" login [ "/" ]
 * ```
 * RFC 4248 §2 <https://www.rfc-editor.org/rfc/rfc4248#section-2>
 * See also RFC 1738 §3.8
 */
export function parseTelnet(components: ParsedUri, text: string, offsets?: Int32Array): TelnetFields {
  expectString(text, "parseTelnet");
  const o = uriOffsets(text, offsets);
  const login = parseLogin(components, text, o, { production: "telneturl", userinfo: true, defaultPort: 23, rfc1738: true, cite: CITE });
  // > | telnet://h/x
  //                ^ nothing may follow the optional "/"
  const after = o[PATH_START] + (components.path.length > 0 ? 1 : 0);
  const end = o[FRAGMENT_START] >= 0 ? o[FRAGMENT_START] - 1 : text.length;
  if (after < end) throw syntaxError(text, after, "telnet path", `expected the end of the URL after the optional "/"`);
  return login;
}

/**
 * The `telnet` scheme rule: default port 23, an authority, and {@link parseTelnet}.
 * ```abnf
 * telneturl = "telnet://" login [ "/" ]
 * ```
 * RFC 4248 §2 <https://www.rfc-editor.org/rfc/rfc4248#section-2>
 */
export const telnetScheme: SchemeRule = { name: "telnet", defaultPort: 23, hasAuthority: true, parse: parseTelnet };
