import { isSchemeName } from "@urikit/core/chars";
import { expectString, typeName } from "@urikit/core/engine";
import type { ParsedUri } from "@urikit/core";

/**
 * The scheme-specific fields a scheme rule's parser returns: a plain object, without `scheme` (which `parseScheme`
 * adds). An `object` rather than an index signature, so interfaces fit.
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export type SchemeFields = object;

/**
 * What urikit knows about one URI scheme: its name, its default port, whether its URIs have an authority, and
 * optionally a parser for its scheme-specific syntax.
 * ```abnf
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 * See also RFC 3986 §6.2.3
 */
export interface SchemeRule {
  /** The scheme name; matched case-insensitively and stored in lowercase. */
  readonly name: string;
  /** The port a URI of this scheme means when it names none (RFC 3986 §6.2.3). */
  readonly defaultPort?: number;
  /** Whether URIs of this scheme have an authority (`//host`), so an empty path normalizes to "/" (§6.2.3). */
  readonly hasAuthority: boolean;
  /**
   * Check `components` (the generic parse of `text`) against the scheme's own syntax and return its fields.
   * `parseScheme` also passes `offsets`, core's component offsets of `text` (the `scanUriReference` layout), so a
   * parser need not recompute where components start and end. Throws `UriError` with code `scheme-syntax`, `rule`
   * naming the scheme rule and `index` into `text`.
   */
  parse?(components: ParsedUri, text: string, offsets?: Int32Array): SchemeFields;
}

/** Options for {@link registerScheme}. */
export interface RegisterSchemeOptions {
  /** Allow replacing a rule already registered under the same name (built-in or not). Default `false`. */
  readonly replace?: boolean;
}

/** The rules the user registered (a built-in name here replaces the built-in rule). */
const rules = new Map<string, SchemeRule>();

/**
 * Default port and authority of each built-in rule, without its parser: `defaultPort` and `hasAuthority` (which
 * normalize needs for RFC 3986 §6.2.3) cost a few bytes, and the RFC 1738 parsers load only with `getSchemeRule` or
 * `parseScheme`. INVARIANT: equal to the fields of the rule objects in schemes/*.ts (registry.test.ts checks).
 */
const BUILTIN_SCHEMES = new Map<string, readonly [defaultPort: number | undefined, hasAuthority: boolean]>([
  ["http", [80, true]],
  ["https", [443, true]],
  ["ws", [80, true]],
  ["wss", [443, true]],
  ["ftp", [21, true]],
  ["gopher", [70, true]],
  ["mailto", [undefined, false]],
  ["news", [119, false]],
  ["nntp", [119, true]],
  ["telnet", [23, true]],
  ["wais", [210, true]],
  ["prospero", [1525, true]],
  ["file", [undefined, true]],
  ["urn", [undefined, false]],
]);

/** The built-in rule objects that `getSchemeRule` hands out: registering one of them restores the built-in. */
const builtinRuleObjects = new WeakSet<SchemeRule>();

/** Mark `rule` as the built-in rule of its name (called by the module that holds the parsers). @internal */
export function markBuiltinRule(rule: SchemeRule): SchemeRule {
  builtinRuleObjects.add(rule);
  return rule;
}

/** The names of the built-in rules. @internal */
export function builtinSchemeNames(): string[] {
  return [...BUILTIN_SCHEMES.keys()];
}

/** The user's rule for lowercase `name`, if any. @internal */
export function userSchemeRule(name: string): SchemeRule | undefined {
  return rules.get(name);
}

/** @internal ASCII-only lowercase: `toLowerCase` would map e.g. U+212A KELVIN SIGN to "k", which no scheme may contain. */
export function asciiLower(s: string): string {
  // PERF: a scheme is mostly lowercase already; then `s` itself, with no string built (bench: normalize/userbait,
  // where `hasAuthority` runs for every "http://host" without a path).
  let i = 0;
  while (i < s.length && !(s.charCodeAt(i) >= 0x41 && s.charCodeAt(i) <= 0x5a)) i++;
  if (i === s.length) return s;
  let out = s.slice(0, i);
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : s[i];
  }
  return out;
}

/**
 * Add a scheme rule to the registry, so `getSchemeRule`, `defaultPort`, `hasAuthority` and `parseScheme` know it.
 * Replacing a rule already registered under the same name (case-insensitively), built-in or not, needs
 * `{ replace: true }`. Throws `TypeError` when `rule` is not an object, its name not a string or its `defaultPort`
 * not a number, and `RangeError` (a bad option value, as everywhere in urikit) when the name is not a valid
 * `scheme`, when `defaultPort` is not an integer in 0–65535, or when the name is taken and `replace` is not set.
 * ```abnf
 * scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
 * ```
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export function registerScheme(rule: SchemeRule, options: RegisterSchemeOptions = {}): void {
  if (typeof rule !== "object" || rule === null || Array.isArray(rule)) {
    throw new TypeError(`registerScheme: expected a scheme rule object, got ${typeName(rule)}`);
  }
  if (typeof rule.name !== "string") {
    throw new TypeError(`registerScheme: expected the rule's name as a string, got ${typeName(rule.name)}`);
  }
  if (!isSchemeName(rule.name)) {
    throw new RangeError(`registerScheme: ${JSON.stringify(rule.name)} is not a valid scheme name (RFC 3986 §3.1)`);
  }
  const port = rule.defaultPort;
  if (port !== undefined && typeof port !== "number") {
    throw new TypeError(`registerScheme: expected defaultPort as a number, got ${typeName(port)}`);
  }
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new RangeError(`registerScheme: defaultPort ${String(port)} is not an integer in 0-65535`);
  }
  const name = asciiLower(rule.name);
  if ((rules.has(name) || BUILTIN_SCHEMES.has(name)) && options.replace !== true) {
    throw new RangeError(`registerScheme: scheme "${name}" is already registered; pass { replace: true } to replace it`);
  }
  if (builtinRuleObjects.has(rule) && rule.name === name) rules.delete(name);
  else rules.set(name, Object.freeze({ ...rule, name }));
}

/**
 * Whether `scheme` (any case) names one of urikit's built-in rules that has not been replaced by the user.
 * RFC 3986 §3.1 <https://www.rfc-editor.org/rfc/rfc3986#section-3.1>
 */
export function isBuiltinScheme(scheme: string): boolean {
  if (typeof scheme !== "string") return false;
  const name = asciiLower(scheme);
  return BUILTIN_SCHEMES.has(name) && !rules.has(name);
}

/**
 * The default port of `scheme` (http 80, https 443, ftp 21, news and nntp 119, …), or `undefined` when the scheme has none or is unknown.
 * ```abnf
 * port = *DIGIT
 * ```
 * RFC 3986 §6.2.3 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3>
 * See also RFC 1738 §3
 */
export function defaultPort(scheme: string): number | undefined {
  expectString(scheme, "defaultPort");
  const name = asciiLower(scheme);
  const rule = rules.get(name);
  return rule !== undefined ? rule.defaultPort : BUILTIN_SCHEMES.get(name)?.[0];
}

/**
 * Whether URIs of `scheme` have an authority (`//host`), or `undefined` when the scheme is unknown.
 * ```abnf
 * hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
 * ```
 * RFC 3986 §6.2.3 <https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3>
 */
export function hasAuthority(scheme: string): boolean | undefined {
  expectString(scheme, "hasAuthority");
  const name = asciiLower(scheme);
  const rule = rules.get(name);
  return rule !== undefined ? rule.hasAuthority : BUILTIN_SCHEMES.get(name)?.[1];
}
