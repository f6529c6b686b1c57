import {
  COMPONENT_NAMES,
  HOST_END,
  HOST_KIND,
  HOST_KIND_IPV4,
  HOST_START,
  OFFSET_SLOTS,
  PATH_END,
  PATH_START,
  PORT_END,
  PORT_START,
  SCHEME_END,
  SCHEME_START,
  USERINFO_END,
  USERINFO_START,
  splitUriReference,
} from "@urikit/core/offsets";
import { UriError, tryParse, type ComponentName } from "@urikit/core";
import { expectString, typeName } from "@urikit/core/engine";
import { defaultPort } from "@urikit/schemes";
import { HAZARD_CITES, type Hazard, type HazardCode, type InspectResult } from "./hazard.js";
import { legacyIPv4 } from "./legacy-ipv4.js";
import { unicodeHazards } from "./unicode-hazards.js";
import { whatwgDifferences } from "./whatwg-reading.js";

/**
 * Options of {@link inspect}.
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 */
export interface InspectOptions {
  /** Compare with the platform's WHATWG `URL` (default `true`; skipped where the runtime has none). */
  whatwg?: boolean;
  /** Schemes that are expected here and not `scheme-unsafe` (default none: `javascript`, `data`, `vbscript`, `file` are). */
  allowSchemes?: readonly string[];
}

/** Schemes that run code, carry their own content or reach the local file system: not what a web context expects. */
const UNSAFE_SCHEMES = new Set(["javascript", "data", "vbscript", "file"]);

/** `s` without ASCII tab, LF, CR, and without leading C0 controls and spaces (WHATWG URL's first steps). */
function stripWhatwgIgnored(s: string): string {
  let out = "";
  let leading = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d || (leading && c <= 0x20)) continue;
    leading = false;
    out += s[i];
  }
  return out;
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const l = c | 0x20;
  return l >= 0x61 && l <= 0x66 ? l - 0x61 + 10 : -1;
}

/** The octet of a valid "%XX" at `i`, or -1. */
function octetAt(s: string, i: number, end: number): number {
  if (s.charCodeAt(i) !== 0x25 || i + 2 >= end) return -1;
  const h = hexValue(s.charCodeAt(i + 1));
  const l = hexValue(s.charCodeAt(i + 2));
  return h < 0 || l < 0 ? -1 : h * 16 + l;
}

/** Name an ASCII octet for a message: `"."`, `NUL`, `"/"`. */
function nameOctet(o: number): string {
  if (o === 0) return "NUL";
  if (o < 0x20 || o === 0x7f) return `control U+${o.toString(16).toUpperCase().padStart(4, "0")}`;
  return JSON.stringify(String.fromCharCode(o));
}

function readOptions(options: unknown): { whatwg: boolean; allow: Set<string> } {
  if (options === undefined) return { whatwg: true, allow: new Set() };
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new TypeError(`inspect: expected an options object, got ${typeName(options)}`);
  }
  const { whatwg, allowSchemes } = options as InspectOptions;
  if (whatwg !== undefined && typeof whatwg !== "boolean") throw new RangeError(`inspect: option "whatwg" must be a boolean, got ${typeName(whatwg)}`);
  const allow = new Set<string>();
  if (allowSchemes !== undefined) {
    if (!Array.isArray(allowSchemes)) throw new RangeError(`inspect: option "allowSchemes" must be an array of strings, got ${typeName(allowSchemes)}`);
    for (const s of allowSchemes as unknown[]) {
      if (typeof s !== "string") throw new RangeError(`inspect: option "allowSchemes" must be an array of strings, got ${typeName(s)} in it`);
      allow.add(s.toLowerCase());
    }
  }
  return { whatwg: whatwg ?? true, allow };
}

/**
 * Find the hazards of RFC 3986 §7 in a URI reference, and where the WHATWG URL parser (browsers, Node's `fetch`)
 * reads it differently: the check that two parsers of one stack agree. Works on any string: one that strict
 * RFC 3986 rejects (`http:\\evil.example\`) is read by the split of Appendix B, reported `valid: false` with the
 * error `parse` throws, and inspected all the same, because those are the strings attackers send. Never throws
 * but for a non-string argument (TypeError). Linear in the input (the platform `URL` parser aside).
 * RFC 3986 §7 <https://www.rfc-editor.org/rfc/rfc3986#section-7>
 * See also RFC 3986 §7.2–§7.6, §5.2.4; WHATWG URL Standard §4.4 (host parsing), §4.4 (URL parsing)
 */
export function inspect(text: string, options?: InspectOptions): InspectResult {
  expectString(text, "inspect");
  const settings = readOptions(options);
  // The error `parse` throws, and no other. PERF: `diagnose` would make an error for every bad character, to keep
  // only this one.
  const parsed = tryParse(text);
  const error = parsed instanceof UriError ? parsed : undefined;
  const parts = new Int32Array(OFFSET_SLOTS);
  splitUriReference(text, parts);
  const hazards: Hazard[] = [];
  const add = (code: HazardCode, index: number, component: ComponentName | "input", message: string, extra?: Partial<Hazard>) => {
    hazards.push({ code, index, component, message, cite: HAZARD_CITES[code], ...extra });
  };
  const componentAt = (index: number): ComponentName => {
    let name: ComponentName = "path";
    for (let k = 0; k < COMPONENT_NAMES.length; k++) if (parts[2 * k] >= 0 && parts[2 * k] <= index) name = COMPONENT_NAMES[k];
    return name;
  };

  // §7.2: a scheme whose dereference runs code or reads local files
  const scheme = parts[SCHEME_START] >= 0 ? text.slice(0, parts[SCHEME_END]).toLowerCase() : undefined;
  // WHATWG URL drops tabs and newlines and leading C0 controls and spaces before it reads the scheme:
  // "java\tscript:" runs as "javascript:" in a browser.
  const runScheme = scheme === undefined ? undefined : stripWhatwgIgnored(scheme);
  if (runScheme !== undefined && UNSAFE_SCHEMES.has(runScheme) && !settings.allow.has(runScheme)) {
    add("scheme-unsafe", 0, "scheme", `scheme "${runScheme}:" ${runScheme === "file" ? "reads the local file system" : "runs or embeds content"}, not a web resource`);
  }

  // §7.5, §7.6: userinfo, and a password in it (its text is not repeated in the message)
  if (parts[USERINFO_START] >= 0) {
    const start = parts[USERINFO_START];
    const end = parts[USERINFO_END];
    const userinfo = text.slice(start, end);
    const host = parts[HOST_START] >= 0 ? text.slice(parts[HOST_START], parts[HOST_END]) : "";
    const hostLike = /[A-Za-z0-9-]\.[A-Za-z]/.test(userinfo);
    add(
      "userinfo-present",
      start,
      "userinfo",
      hostLike
        ? `userinfo ${JSON.stringify(userinfo.split(":")[0])} reads like a host, but the host is ${JSON.stringify(host)}`
        : `a userinfo stands before the host ${JSON.stringify(host)}; a reader may take it for the authority`,
    );
    const colon = userinfo.indexOf(":");
    if (colon >= 0) add("password-in-userinfo", start + colon, "userinfo", `userinfo carries a password after ":" (deprecated; it ends up in logs and history)`);
  }

  // §7.3, §7.4: the host
  const hostStart = parts[HOST_START];
  const hostEnd = parts[HOST_END];
  if (hostStart >= 0 && parts[HOST_KIND] !== HOST_KIND_IPV4 && text.charCodeAt(hostStart) !== 0x5b) {
    let decoded = "";
    let firstPct = -1;
    const octets: string[] = [];
    let ascii = true;
    for (let i = hostStart; i < hostEnd; i++) {
      const c = text.charCodeAt(i);
      const o = c === 0x25 ? octetAt(text, i, hostEnd) : -1;
      if (o >= 0) {
        if (o < 0x80) {
          if (firstPct < 0) firstPct = i;
          octets.push(`%${text.slice(i + 1, i + 3)} → ${nameOctet(o)}`);
        } else ascii = false;
        decoded += String.fromCharCode(o);
        i += 2;
      } else {
        if (c >= 0x80) ascii = false;
        decoded += text[i];
      }
    }
    if (firstPct >= 0) {
      add("pct-encoded-in-host", firstPct, "host", `the host hides ASCII behind percent-encoding (${octets.join(", ")}); a resolver decodes it to ${JSON.stringify(decoded)}`);
    }
    const address = ascii ? legacyIPv4(decoded.toLowerCase()) : undefined;
    if (address !== undefined) {
      add("rare-ipv4-form", hostStart, "host", `host ${JSON.stringify(text.slice(hostStart, hostEnd))} is not dotted decimal, but inet_aton() and WHATWG URL read it as the IPv4 address ${address}`, { address });
    }
  }

  // §7.2: a port other than the one registered for the scheme
  if (parts[PORT_START] >= 0 && parts[PORT_END] > parts[PORT_START] && scheme !== undefined) {
    const portText = text.slice(parts[PORT_START], parts[PORT_END]);
    const expected = defaultPort(scheme);
    if (expected !== undefined && /^[0-9]+$/.test(portText) && Number(portText) !== expected) {
      const port = Number(portText);
      const wellKnown = port < 1024 ? `; ${port} is a well-known port of another protocol` : "";
      add("non-default-port", parts[PORT_START], "port", `port ${portText} is not the ${scheme} port ${expected}${wellKnown}`);
    }
  }

  // §7.3, §5.2.4: the path
  const pathStart = parts[PATH_START];
  const pathEnd = parts[PATH_END];
  const rooted = text.charCodeAt(pathStart) === 0x2f;
  const relative = scheme === undefined && hostStart < 0 && !rooted;
  let depth = 0;
  let climbed = false;
  for (let s = pathStart; s <= pathEnd; ) {
    if (s === pathStart && rooted) {
      s++;
      continue;
    }
    let e = s;
    while (e < pathEnd && text.charCodeAt(e) !== 0x2f) e++;
    // one segment [s, e): literal dots, encoded dots, encoded delimiters
    let dots = 0;
    let encodedDots = 0;
    let other = false;
    for (let i = s; i < e; i++) {
      const c = text.charCodeAt(i);
      const o = c === 0x25 ? octetAt(text, i, e) : -1;
      if (c === 0x2e) dots++;
      else if (o === 0x2e) {
        encodedDots++;
        i += 2;
      } else {
        other = true;
        if (o === 0x2f || o === 0x5c || o === 0x3f || o === 0x23) {
          add("pct-encoded-delimiter", i, "path", `%${text.slice(i + 1, i + 3)} encodes ${nameOctet(o)} inside a segment; a server that decodes before routing sees a delimiter`);
        }
        if (o >= 0) i += 2;
      }
    }
    const n = dots + encodedDots;
    if (!other && encodedDots > 0 && n <= 2) {
      add("pct-encoded-delimiter", s, "path", `segment ${JSON.stringify(text.slice(s, e))} decodes to "${".".repeat(n)}", a dot segment that RFC 3986 §5.2.4 does not remove but a decoding server (and WHATWG URL) does`);
    }
    if (!other && encodedDots === 0 && dots === 2) {
      if (depth === 0 && !climbed && (rooted || relative)) {
        climbed = true;
        add("dot-segment-above-root", s, "path", rooted ? `".." climbs above the root; joined to a directory on a server it escapes it` : `".." climbs above the directory of the base URI`);
      }
      depth = Math.max(0, depth - 1);
    } else if (!(!other && encodedDots === 0 && dots === 1) && e > s) {
      depth++;
    }
    s = e + 1;
  }

  // §7.3: NUL, encoded or raw, anywhere
  for (let i = text.indexOf("%00"); i >= 0; i = text.indexOf("%00", i + 3)) add("nul-byte", i, componentAt(i), `%00 decodes to NUL, which ends a string in C and many back ends`);
  for (let i = text.indexOf("\0"); i >= 0; i = text.indexOf("\0", i + 1)) add("nul-byte", i, componentAt(i), `a raw NUL character`);

  // §7.6, RFC 3987 §4.1: homographs, bidi controls and invisible characters
  hazards.push(...unicodeHazards(text, parts, componentAt));

  // the WHATWG reading (§7.3: one URI parsed by more than one party)
  if (settings.whatwg) hazards.push(...whatwgDifferences(text, parts, error === undefined, error === undefined ? undefined : `${error.code} at index ${error.index}`));

  hazards.sort((a, b) => a.index - b.index);
  const result: InspectResult = { valid: error === undefined, hazards };
  if (error !== undefined) result.error = error;
  return result;
}
