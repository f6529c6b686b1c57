import { HOST_START, OFFSET_SLOTS, SCHEME_START, USERINFO_START, splitUriReference } from "@urikit/core/offsets";
import { isSchemeName } from "@urikit/core/chars";
import { expectString, typeName } from "@urikit/core/engine";
import { isIPv4 } from "@urikit/ip";
import { defaultPort } from "@urikit/schemes";
import { assessAddress } from "./assess-address.js";
import { HAZARD_CITES, type Hazard, type HazardCode } from "./hazard.js";
import { inspect } from "./inspect.js";
import { legacyIPv4 } from "./legacy-ipv4.js";
import { METADATA_ADDRESSES, classifyName } from "./special-names.js";
import type { AddressClass } from "./special-purpose.js";

/**
 * What {@link assessFetch} lets through. Defaults: schemes `http` and `https`, any port, no private address, no
 * userinfo.
 * RFC 3986 §7.1 <https://www.rfc-editor.org/rfc/rfc3986#section-7.1>
 */
export interface FetchPolicy {
  /** Schemes a fetch may use, in any case (default `["http", "https"]`). */
  allowSchemes?: readonly string[];
  /** Ports a fetch may use, the scheme's default port standing for an absent one (default: any). */
  allowPorts?: readonly number[];
  /**
   * Allow loopback, private, shared, link-local, unique-local, benchmarking, documentation and reserved
   * addresses, and the special-use names (default `false`). Never unspecified, multicast, broadcast, nor a cloud
   * metadata endpoint.
   */
  allowPrivate?: boolean;
  /** Allow a userinfo ("user:password@") in the URI (default `false`). */
  allowUserinfo?: boolean;
}

/**
 * What {@link assessFetch} decides: `allowed`, the host as the fetcher reads it, the address and its class when
 * the host is an IP address or a special-use name, and every hazard (the refusing ones among them).
 * RFC 3986 §7.1 <https://www.rfc-editor.org/rfc/rfc3986#section-7.1>
 */
export interface FetchAssessment {
  allowed: boolean;
  host?: string;
  address?: string;
  addressClass?: AddressClass;
  hazards: Hazard[];
}

/**
 * The hazard codes that make {@link assessFetch} refuse a URI: the two readings differ, or the policy is broken.
 * RFC 3986 §7.1 <https://www.rfc-editor.org/rfc/rfc3986#section-7.1>
 */
export const REFUSING_CODES: ReadonlySet<HazardCode> = new Set<HazardCode>([
  "whatwg-differs",
  "address-not-global",
  "metadata-endpoint",
  "host-not-dns-name",
  "scheme-not-allowed",
  "port-not-allowed",
  "userinfo-not-allowed",
  "not-absolute",
  "invalid-uri",
]);

/** Never a fetch target, whatever the policy: no host listens on them. */
const NEVER: ReadonlySet<AddressClass> = new Set<AddressClass>(["unspecified", "multicast", "broadcast"]);

interface Settings {
  schemes: Set<string>;
  ports: Set<number> | undefined;
  allowPrivate: boolean;
  allowUserinfo: boolean;
}

function readPolicy(policy: unknown): Settings {
  const settings: Settings = { schemes: new Set(["http", "https"]), ports: undefined, allowPrivate: false, allowUserinfo: false };
  if (policy === undefined) return settings;
  if (typeof policy !== "object" || policy === null || Array.isArray(policy)) throw new TypeError(`assessFetch: expected a policy object, got ${typeName(policy)}`);
  const { allowSchemes, allowPorts, allowPrivate, allowUserinfo } = policy as FetchPolicy;
  if (allowSchemes !== undefined) {
    if (!Array.isArray(allowSchemes)) throw new RangeError(`assessFetch: "allowSchemes" must be an array of strings, got ${typeName(allowSchemes)}`);
    settings.schemes = new Set();
    for (const s of allowSchemes as unknown[]) {
      if (typeof s !== "string") throw new RangeError(`assessFetch: "allowSchemes" must be an array of strings, got ${typeName(s)} in it`);
      if (!isSchemeName(s)) throw new RangeError(`assessFetch: "allowSchemes" holds ${JSON.stringify(s)}, which is not a scheme (RFC 3986 §3.1)`);
      settings.schemes.add(s.toLowerCase());
    }
  }
  if (allowPorts !== undefined) {
    if (!Array.isArray(allowPorts)) throw new RangeError(`assessFetch: "allowPorts" must be an array of port numbers, got ${typeName(allowPorts)}`);
    settings.ports = new Set();
    for (const p of allowPorts as unknown[]) {
      if (typeof p !== "number" || !Number.isInteger(p) || p < 0 || p > 65535) throw new RangeError(`assessFetch: "allowPorts" holds ${String(p)}, not an integer in 0 … 65535`);
      settings.ports.add(p);
    }
  }
  for (const [name, value] of [
    ["allowPrivate", allowPrivate],
    ["allowUserinfo", allowUserinfo],
  ] as const) {
    if (value !== undefined && typeof value !== "boolean") throw new RangeError(`assessFetch: "${name}" must be a boolean, got ${typeName(value)}`);
  }
  settings.allowPrivate = allowPrivate === true;
  settings.allowUserinfo = allowUserinfo === true;
  return settings;
}

/**
 * Where `name` (a host as WHATWG URL leaves it: ASCII, lower case, IDNA applied) stops being a name DNS can look
 * up: the index of its first empty label (a leading ".", "..", or more than the one trailing "." of the root) or
 * of its first ASCII character that is not a letter, digit, "-" or "_"; -1 for a name DNS can look up. RFC 3986
 * §3.2.2 sends a reg-name "intended for lookup in the DNS" to the syntax of RFC 1034 §3.5 and RFC 1123 §2.1
 * (letters, digits, hyphens; labels of one octet or more); "_" is let through because real host names carry it
 * and DNS does too (RFC 2181 §11), and no resolver reads it as a delimiter. WHATWG URL accepts `!$&'()*+,;=`,
 * `{}`, `` ` ``, `~`, `"` and empty labels in a domain, and a resolver then fails on them or repairs them
 * ("127.0.0.1.." cut back to the address 127.0.0.1, "127.0.0.1;https" cut at ";"): either way the host fetched is
 * not the host checked.
 */
function notDnsNameAt(name: string): number {
  const body = name.endsWith(".") && name.length > 1 ? name.slice(0, -1) : name;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 0x2e) {
      if (i === 0 || body.charCodeAt(i - 1) === 0x2e || i === body.length - 1) return i;
      continue;
    }
    const ok = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x5f || (c >= 0x41 && c <= 0x5a);
    if (!ok) return i;
  }
  return -1;
}

/** The platform's WHATWG URL reading of `uri`, or null when it rejects it or the runtime has no `URL`. */
function whatwgUrl(uri: string): URL | null {
  const ctor = (globalThis as { URL?: unknown }).URL;
  if (typeof ctor !== "function") return null;
  try {
    return new (ctor as new (input: string) => URL)(uri);
  } catch {
    return null;
  }
}

/**
 * May a server fetch this URI? Reads it as the fetcher will (the WHATWG URL parser of `fetch` and browsers) and
 * as RFC 3986 does, and refuses it when the two differ (`whatwg-differs`) or either rejects it; then when its
 * scheme, port or userinfo is outside `policy`, or its host is an address the IANA special-purpose registries
 * do not call globally reachable (every rare IPv4 form decoded first; an IPv6 address carrying an IPv4 one
 * classified by that one), `localhost` or a name under `.localhost` (RFC 6761), `.internal`, `.home.arpa`,
 * `.local`, or a cloud metadata endpoint. A registered domain name is allowed: its addresses are the caller's to
 * check, with {@link assessAddress} on every address DNS returns, before connecting to that address (DNS
 * rebinding). Never throws but for a non-string or a policy that is not an object (TypeError) or a bad
 * policy value (RangeError).
 * RFC 3986 §7.1 <https://www.rfc-editor.org/rfc/rfc3986#section-7.1>
 * See also RFC 6890 §2.2, RFC 6761 §6.3, RFC 3986 §7.3 (one URI, two parsers)
 */
export function assessFetch(uri: string, policy?: FetchPolicy): FetchAssessment {
  expectString(uri, "assessFetch");
  const settings = readPolicy(policy);
  const report = inspect(uri, { allowSchemes: [...settings.schemes] });
  const hazards = report.hazards;
  const parts = new Int32Array(OFFSET_SLOTS);
  splitUriReference(uri, parts);
  const add = (code: HazardCode, index: number, component: Hazard["component"], message: string, extra?: Partial<Hazard>) => {
    hazards.push({ code, index, component, message, cite: HAZARD_CITES[code], ...extra });
  };
  const result: FetchAssessment = { allowed: false, hazards };
  const url = whatwgUrl(uri);
  const hostIndex = parts[HOST_START] >= 0 ? parts[HOST_START] : 0;

  if (url === null && report.error !== undefined) {
    add("invalid-uri", report.error.index, "input", `neither reading accepts this string: ${report.error.message}; the WHATWG URL parser rejects it too`);
  }
  if (parts[SCHEME_START] < 0) add("not-absolute", 0, "input", "a relative reference: a fetch needs an absolute URI (resolve it against its base first)");
  const scheme = url !== null ? url.protocol.slice(0, -1) : parts[SCHEME_START] >= 0 ? uri.slice(0, uri.indexOf(":")).toLowerCase() : undefined;
  if (scheme !== undefined && !settings.schemes.has(scheme)) {
    add("scheme-not-allowed", 0, "scheme", `scheme "${scheme}:" is not one this fetch allows (${[...settings.schemes].join(", ")})`);
  }
  if ((parts[USERINFO_START] >= 0 || (url !== null && (url.username !== "" || url.password !== ""))) && !settings.allowUserinfo) {
    add("userinfo-not-allowed", parts[USERINFO_START] >= 0 ? parts[USERINFO_START] : hostIndex, "userinfo", "a userinfo is sent as credentials to the host; this fetch allows none");
  }
  if (url !== null && settings.ports !== undefined && scheme !== undefined) {
    const port = url.port !== "" ? Number(url.port) : defaultPort(scheme);
    if (port === undefined || !settings.ports.has(port)) {
      add("port-not-allowed", hostIndex, "port", `port ${port ?? "(none)"} is not one this fetch allows (${[...settings.ports].join(", ")})`);
    }
  }

  if (url !== null && url.hostname !== "") {
    const host = url.hostname;
    result.host = host;
    // WHATWG URL folds case and decodes the legacy IPv4 forms only in the host of a special scheme (http, https,
    // ws, wss, ftp, file); the host of any other scheme stays opaque, as written. Its client still hands it to
    // inet_aton() and a case-insensitive resolver (RFC 3986 §3.2.2: the host is case-insensitive; §7.4: rare
    // IPv4 forms), so read it as they will: "gopher://0x7f.1/" is 127.0.0.1, "ssh://Metadata.Google.Internal/"
    // the metadata server.
    const folded = host.toLowerCase();
    const literal = host.startsWith("[") || isIPv4(host) ? host : legacyIPv4(folded);
    if (literal !== undefined) {
      const a = assessAddress(literal);
      result.address = a.address;
      result.addressClass = a.addressClass;
      if (METADATA_ADDRESSES.includes(a.address)) {
        add("metadata-endpoint", hostIndex, "host", `${a.address} is a cloud instance-metadata address`, { address: a.address });
      }
      if (!a.global && (!settings.allowPrivate || NEVER.has(a.addressClass))) {
        const carried = a.embedded === undefined ? "" : ` (the ${a.embedded.kind} IPv6 address carries ${a.embedded.address})`;
        add("address-not-global", hostIndex, "host", `${a.address} is ${a.addressClass}${carried} (${a.name ?? ""}, ${a.block ?? ""}): not a public address`, {
          address: a.address,
          addressClass: a.addressClass,
        });
      }
    } else {
      const bad = notDnsNameAt(host);
      if (bad >= 0) {
        add("host-not-dns-name", hostIndex, "host", `"${host}" is not a name DNS can look up (${host.charCodeAt(bad) === 0x2e ? "an empty label" : `"${host[bad]}" at ${bad}`}): a resolver fails on it or repairs it into another host (RFC 1123 §2.1)`);
      }
      const name = classifyName(folded);
      if (name !== undefined) {
        result.addressClass = name.addressClass;
        if (name.metadata) add("metadata-endpoint", hostIndex, "host", name.reason);
        else if (!settings.allowPrivate) add("address-not-global", hostIndex, "host", `${name.reason}: not a public name`, { addressClass: name.addressClass });
      }
    }
  }

  hazards.sort((a, b) => a.index - b.index);
  result.allowed = report.valid && url !== null && !hazards.some((h) => REFUSING_CODES.has(h.code));
  return result;
}
