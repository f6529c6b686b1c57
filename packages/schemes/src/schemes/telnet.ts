import type { ParsedUri } from "@urikit/core";
import { componentOffsets } from "../component-offsets.js";
import { parseLogin } from "../parse-login.js";
import type { SchemeRule } from "../registry.js";
import { schemeSyntaxError } from "../scheme-syntax-error.js";

/** The fields of a `telnet` URL: login parts decoded. */
export interface TelnetFields {
  user?: string;
  password?: string;
  host: string;
  port: number;
}

/**
 * Parse the scheme-specific part of a `telnet` URL: a login and at most a final "/". Throws `UriError` code
 * `scheme-syntax` (rule `telnet path`) at the first character after the optional "/".
 * ```abnf
 * telneturl = "telnet://" login [ "/" ]
 * ```
 * RFC 4248 §2 <https://www.rfc-editor.org/rfc/rfc4248#section-2>
 * See also RFC 1738 §3.8
 */
export function parseTelnet(components: ParsedUri, text: string): TelnetFields {
  const offsets = componentOffsets(components, text);
  const login = parseLogin(components, text, offsets, { production: "telneturl", userinfo: true, defaultPort: 23 });
  // > | telnet://h/x
  //                ^ nothing may follow the optional "/"
  const after = offsets.path + (components.path.length > 0 ? 1 : 0);
  const end = offsets.fragment >= 0 ? offsets.fragment - 1 : text.length;
  if (after < end) throw schemeSyntaxError(text, after, "telnet path", `expected the end of the URL after the optional "/"`);
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
