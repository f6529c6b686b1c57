import { UriError } from "@urikit/core";
import { expectString } from "@urikit/core/engine";
import { checkIPv4address, checkIPv6address, formatIPv4, formatIPv6, parseIPv4, parseIPv6 } from "@urikit/ip";
import { legacyIPv4 } from "./legacy-ipv4.js";
import { IPV4_SPECIAL_BLOCKS, IPV6_SPECIAL_BLOCKS, type AddressClass, type Embedding, type SpecialBlock } from "./special-purpose.js";

/**
 * What {@link assessAddress} says of one IP address: its class, whether a fetch may reach it (`global`), the
 * canonical text (dotted decimal, RFC 5952), the registry row it falls in (`block`, `name`), and for an IPv6
 * address that carries an IPv4 address (IPv4-mapped, -compatible, NAT64, 6to4, Teredo) that address, whose class
 * decides.
 * RFC 6890 §2.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2>
 */
export interface AddressAssessment {
  address: string;
  addressClass: AddressClass;
  global: boolean;
  block?: string;
  name?: string;
  embedded?: { kind: Embedding; address: string };
}

interface V4Range {
  start: number;
  end: number;
  row: SpecialBlock;
}

interface V6Range {
  words: Uint16Array;
  length: number;
  row: SpecialBlock;
}

const V4_RANGES: V4Range[] = IPV4_SPECIAL_BLOCKS.map((row) => {
  const [text, length] = row.block.split("/");
  const size = 2 ** (32 - Number(length));
  const start = parseIPv4(text);
  return { start, end: start + size - 1, row };
});

const V6_RANGES: V6Range[] = IPV6_SPECIAL_BLOCKS.map((row) => {
  const [text, length] = row.block.split("/");
  return { words: parseIPv6(text), length: Number(length), row };
});

/** The most specific row (longest prefix) holding `value`, or undefined. */
function rowOfIPv4(value: number): SpecialBlock | undefined {
  let best: V4Range | undefined;
  for (const r of V4_RANGES) if (value >= r.start && value <= r.end && (best === undefined || r.end - r.start < best.end - best.start)) best = r;
  return best?.row;
}

function inPrefix(words: Uint16Array, prefix: Uint16Array, length: number): boolean {
  for (let bit = 0; bit < length; bit += 16) {
    const k = bit >> 4;
    const take = Math.min(16, length - bit);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if ((words[k] & mask) !== (prefix[k] & mask)) return false;
  }
  return true;
}

function rowOfIPv6(words: Uint16Array): SpecialBlock | undefined {
  let best: V6Range | undefined;
  for (const r of V6_RANGES) if (inPrefix(words, r.words, r.length) && (best === undefined || r.length > best.length)) best = r;
  return best?.row;
}

function assessIPv4(value: number): AddressAssessment {
  const address = formatIPv4(value);
  const row = rowOfIPv4(value);
  if (row === undefined) return { address, addressClass: "global", global: true };
  return { address, addressClass: row.addressClass, global: row.global, block: row.block, name: row.name };
}

/** The IPv4 address an IPv6 address of `kind` carries (RFC 4291 §2.5.5, RFC 6052 §2.2, RFC 3056 §2, RFC 4380 §4). */
function carried(kind: Embedding, w: Uint16Array): number[] {
  const v4 = (hi: number, lo: number) => hi * 0x10000 + lo;
  switch (kind) {
    case "6to4":
      return [v4(w[1], w[2])];
    case "teredo":
      // the client's public address, bits 96–127 inverted; then the Teredo server, bits 32–63
      return [v4(w[6] ^ 0xffff, w[7] ^ 0xffff), v4(w[2], w[3])];
    default:
      return [v4(w[6], w[7])];
  }
}

function assessIPv6(words: Uint16Array): AddressAssessment {
  const address = formatIPv6(words);
  const row = rowOfIPv6(words);
  if (row === undefined) return { address, addressClass: "global", global: true };
  const base: AddressAssessment = { address, addressClass: row.addressClass, global: row.global, block: row.block, name: row.name };
  if (row.embeds === undefined) return base;
  // classified by the address it carries: the first one that is not global decides, else the first one
  const inner = carried(row.embeds, words).map(assessIPv4);
  const decisive = inner.find((a) => !a.global) ?? inner[0];
  return {
    address,
    addressClass: decisive.addressClass,
    global: decisive.global,
    block: row.block,
    name: row.name,
    embedded: { kind: row.embeds, address: decisive.address },
  };
}

function invalid(ip: string, index: number, rule: string): UriError {
  const detail = index >= ip.length ? "the address ends early" : `unexpected ${JSON.stringify(ip[index])}`;
  return new UriError("invalid-ip-literal", index, { rule, detail: `${detail} in ${rule}`, cite: "RFC 3986 §3.2.2" });
}

/**
 * Classify one IP address (the text DNS returned, or a URI's host) by the IANA special-purpose registries:
 * `{ addressClass, global }` and the row it falls in. IPv4 in dotted decimal or any form `inet_aton()` reads
 * (`0x7f.1`, `2130706433`, `0177.0.0.1`, `127.1`); IPv6 with or without brackets and a zone (`fe80::1%eth0`).
 * An IPv6 address that carries an IPv4 address (IPv4-mapped `::ffff:0:0/96`, IPv4-compatible `::/96`, NAT64
 * `64:ff9b::/96`, 6to4 `2002::/16`, Teredo `2001::/32`) takes the class of the address it carries. Throws a
 * `UriError` (`invalid-ip-literal`, with the index of the first bad character) for anything else, a `TypeError`
 * for a non-string.
 * RFC 6890 §2.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2>
 * See also RFC 4291 §2.5.5, RFC 6052 §2.1, RFC 3056 §2, RFC 4380 §4
 */
export function assessAddress(ip: string): AddressAssessment {
  expectString(ip, "assessAddress");
  let start = 0;
  let end = ip.length;
  if (ip.startsWith("[")) {
    if (!ip.endsWith("]") || ip.length < 2) throw invalid(ip, ip.length, "IP-literal");
    start = 1;
    end = ip.length - 1;
  }
  const zone = ip.indexOf("%", start);
  if (zone >= 0 && zone < end && ip.slice(start, zone).includes(":")) end = zone;
  const text = ip.slice(start, end);
  if (text.includes(":") || start === 1) {
    const bad = checkIPv6address(text, 0, text.length);
    if (bad !== -1) throw invalid(ip, start + bad, "IPv6address");
    return assessIPv6(parseIPv6(text));
  }
  if (checkIPv4address(text, 0, text.length) === -1) return assessIPv4(parseIPv4(text));
  const legacy = legacyIPv4(text.toLowerCase());
  if (legacy !== undefined) return assessIPv4(parseIPv4(legacy));
  throw invalid(ip, checkIPv4address(text, 0, text.length), "IPv4address");
}
