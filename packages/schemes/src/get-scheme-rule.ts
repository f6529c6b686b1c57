import { expectString } from "@urikit/core/engine";
import { asciiLower, builtinSchemeNames, markBuiltinRule, userSchemeRule, type SchemeRule } from "./registry.js";
import { httpScheme } from "./schemes/http.js";
import { httpsScheme } from "./schemes/https.js";
import { wsScheme } from "./schemes/ws.js";
import { wssScheme } from "./schemes/wss.js";
import { ftpScheme } from "./schemes/ftp.js";
import { gopherScheme } from "./schemes/gopher.js";
import { mailtoScheme } from "./schemes/mailto.js";
import { newsScheme } from "./schemes/news.js";
import { nntpScheme } from "./schemes/nntp.js";
import { telnetScheme } from "./schemes/telnet.js";
import { waisScheme } from "./schemes/wais.js";
import { prosperoScheme } from "./schemes/prospero.js";
import { fileScheme } from "./schemes/file.js";
import { urnScheme } from "./schemes/urn.js";

let builtinRules: Map<string, SchemeRule> | undefined;

/**
 * The built-in rules with their parsers, frozen, built on first use. Lazily, because a scheme module imports the
 * registry (news reads its default port from it) and may be loaded first; and in a module of its own, so that code
 * which needs only `defaultPort` or `hasAuthority` (normalize) never bundles the RFC 1738 parsers.
 */
function builtins(): Map<string, SchemeRule> {
  if (builtinRules === undefined) {
    const all = [
      httpScheme, httpsScheme, wsScheme, wssScheme, ftpScheme, gopherScheme, mailtoScheme, newsScheme, nntpScheme, telnetScheme, waisScheme, prosperoScheme, fileScheme, urnScheme,
    ];
    builtinRules = new Map(all.map((rule) => [rule.name, markBuiltinRule(Object.freeze({ ...rule }))]));
  }
  return builtinRules;
}

/** The built-in rules, with their parsers (for tests: they must agree with the registry's table). @internal */
export function builtinSchemeRules(): SchemeRule[] {
  return builtinSchemeNames().map((name) => builtins().get(name)!);
}

/**
 * The rule registered for `scheme`, looked up case-insensitively ("HTTP" finds "http"), or `undefined`: the user's
 * rule if one was registered under that name, else the built-in one.
 * ```abnf
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export function getSchemeRule(scheme: string): SchemeRule | undefined {
  expectString(scheme, "getSchemeRule");
  const name = asciiLower(scheme);
  return userSchemeRule(name) ?? builtins().get(name);
}
