// The IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890, updated by RFC 8190), as data.
//
// Source: https://www.iana.org/assignments/iana-ipv4-special-registry/ and
// https://www.iana.org/assignments/iana-ipv6-special-registry/ (the CSV files `…-special-registry-1.csv`), every row
// as published in the registry versions retrieved 2026-07-18 (IPv6 registry "Last Updated 2025-10-09"; its newest
// rows 100:0:0:1::/64 RFC 9780, 3fff::/20 RFC 9637, 5f00::/16 RFC 9602, 2001:1::3/128 RFC 9665). The `global` flag
// is the registry's "Globally Reachable" column; a blank cell (a terminated row) or "N/A" counts as not global,
// except for 6to4 and Teredo, whose "N/A" means "as the carried address" (RFC 6890 §2.2.3 footnotes), which
// `assessAddress` follows. A few rows are not in the special-purpose registries but are just as special and are
// cited to their own RFC: IPv4 multicast (RFC 5771), IPv6 multicast (RFC 4291 §2.7), IPv6 site-local (RFC 3879),
// IPv4-compatible IPv6 (RFC 4291 §2.5.5.1), IPv4-translated IPv6 (RFC 7915), and the space outside 2000::/3 that
// the IPv6 Address Space registry keeps "Reserved by IETF" (RFC 4291 §2.4). To update: re-read both CSV files, diff against the rows below,
// and add a test for each new row in assess-address.test.ts.

/**
 * The class of an IP address for a fetch policy: `global` or one of the special-purpose kinds of the IANA
 * registries (`reserved` gathers the protocol assignments, dummy, discard-only, terminated and "Reserved" rows).
 * RFC 6890 §2.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2>
 */
export type AddressClass =
  | "global"
  | "unspecified"
  | "loopback"
  | "private"
  | "shared"
  | "link-local"
  | "documentation"
  | "benchmarking"
  | "multicast"
  | "broadcast"
  | "reserved"
  | "unique-local";

/** How an IPv6 address of a row carries an IPv4 address, when it does. */
export type Embedding = "ipv4-mapped" | "ipv4-compatible" | "ipv4-translated" | "nat64" | "6to4" | "teredo";

/**
 * One row of a special-purpose registry: the block, its name and RFC as the registry spells them, the class it
 * gets here, whether the registry calls it globally reachable, and how it carries an IPv4 address (if it does).
 * RFC 6890 §2.2.1 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2.1>
 */
export interface SpecialBlock {
  block: string;
  name: string;
  rfc: string;
  addressClass: AddressClass;
  global: boolean;
  embeds?: Embedding;
}

type Row = [block: string, name: string, rfc: string, addressClass: AddressClass, global: boolean, embeds?: Embedding];

/**
 * The date of the registry versions below (the day the CSV files were read).
 * RFC 6890 §2.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2>
 */
export const REGISTRY_DATE = "2026-07-18";

const IPV4_ROWS: Row[] = [
  ["0.0.0.0/8", '"This network"', "RFC 791 §3.2", "unspecified", false],
  ["0.0.0.0/32", '"This host on this network"', "RFC 1122 §3.2.1.3", "unspecified", false],
  ["10.0.0.0/8", "Private-Use", "RFC 1918", "private", false],
  ["100.64.0.0/10", "Shared Address Space", "RFC 6598", "shared", false],
  ["127.0.0.0/8", "Loopback", "RFC 1122 §3.2.1.3", "loopback", false],
  ["169.254.0.0/16", "Link Local", "RFC 3927", "link-local", false],
  ["172.16.0.0/12", "Private-Use", "RFC 1918", "private", false],
  ["192.0.0.0/24", "IETF Protocol Assignments", "RFC 6890 §2.1", "reserved", false],
  ["192.0.0.0/29", "IPv4 Service Continuity Prefix", "RFC 7335", "reserved", false],
  ["192.0.0.8/32", "IPv4 dummy address", "RFC 7600", "reserved", false],
  ["192.0.0.9/32", "Port Control Protocol Anycast", "RFC 7723", "global", true],
  ["192.0.0.10/32", "Traversal Using Relays around NAT Anycast", "RFC 8155", "global", true],
  ["192.0.0.170/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 §2.2", "reserved", false],
  ["192.0.0.171/32", "NAT64/DNS64 Discovery", "RFC 8880, RFC 7050 §2.2", "reserved", false],
  ["192.0.2.0/24", "Documentation (TEST-NET-1)", "RFC 5737", "documentation", false],
  ["192.31.196.0/24", "AS112-v4", "RFC 7535", "global", true],
  ["192.52.193.0/24", "AMT", "RFC 7450", "global", true],
  ["192.88.99.0/24", "Deprecated (6to4 Relay Anycast)", "RFC 7526", "reserved", false],
  ["192.88.99.2/32", "6a44-relay anycast address", "RFC 6751", "reserved", false],
  ["192.168.0.0/16", "Private-Use", "RFC 1918", "private", false],
  ["192.175.48.0/24", "Direct Delegation AS112 Service", "RFC 7534", "global", true],
  ["198.18.0.0/15", "Benchmarking", "RFC 2544", "benchmarking", false],
  ["198.51.100.0/24", "Documentation (TEST-NET-2)", "RFC 5737", "documentation", false],
  ["203.0.113.0/24", "Documentation (TEST-NET-3)", "RFC 5737", "documentation", false],
  ["224.0.0.0/4", "Multicast (IPv4 Multicast Address Space registry)", "RFC 5771", "multicast", false],
  ["240.0.0.0/4", "Reserved", "RFC 1112 §4", "reserved", false],
  ["255.255.255.255/32", "Limited Broadcast", "RFC 8190, RFC 919 §7", "broadcast", false],
];

const IPV6_ROWS: Row[] = [
  // The IPv6 Address Space registry: outside 2000::/3 (global unicast), fc00::/7, fe80::/10 and ff00::/8,
  // everything is "Reserved by IETF"; the special-purpose rows inside it are more specific and win.
  ["::/3", "Reserved by IETF (IPv6 Address Space)", "RFC 4291 §2.4", "reserved", false],
  ["4000::/2", "Reserved by IETF (IPv6 Address Space)", "RFC 4291 §2.4", "reserved", false],
  ["8000::/1", "Reserved by IETF (IPv6 Address Space)", "RFC 4291 §2.4", "reserved", false],
  ["::1/128", "Loopback Address", "RFC 4291", "loopback", false],
  ["::/128", "Unspecified Address", "RFC 4291", "unspecified", false],
  ["::/96", "IPv4-compatible Address (deprecated)", "RFC 4291 §2.5.5.1", "reserved", false, "ipv4-compatible"],
  ["::ffff:0:0/96", "IPv4-mapped Address", "RFC 4291", "reserved", false, "ipv4-mapped"],
  ["::ffff:0:0:0/96", "IPv4-translated Address", "RFC 7915 §2.1 (was RFC 6145)", "reserved", false, "ipv4-translated"],
  ["64:ff9b::/96", "IPv4-IPv6 Translat.", "RFC 6052", "global", true, "nat64"],
  ["64:ff9b:1::/48", "IPv4-IPv6 Translat.", "RFC 8215", "reserved", false],
  ["100::/64", "Discard-Only Address Block", "RFC 6666", "reserved", false],
  ["100:0:0:1::/64", "Dummy IPv6 Prefix", "RFC 9780", "reserved", false],
  ["2001::/23", "IETF Protocol Assignments", "RFC 2928", "reserved", false],
  ["2001::/32", "TEREDO", "RFC 4380, RFC 8190", "reserved", false, "teredo"],
  ["2001:1::1/128", "Port Control Protocol Anycast", "RFC 7723", "global", true],
  ["2001:1::2/128", "Traversal Using Relays around NAT Anycast", "RFC 8155", "global", true],
  ["2001:1::3/128", "DNS-SD Service Registration Protocol Anycast", "RFC 9665", "global", true],
  ["2001:2::/48", "Benchmarking", "RFC 5180, RFC Errata 1752", "benchmarking", false],
  ["2001:3::/32", "AMT", "RFC 7450", "global", true],
  ["2001:4:112::/48", "AS112-v6", "RFC 7535", "global", true],
  ["2001:10::/28", "Deprecated (previously ORCHID)", "RFC 4843", "reserved", false],
  ["2001:20::/28", "ORCHIDv2", "RFC 7343", "global", true],
  ["2001:30::/28", "Drone Remote ID Protocol Entity Tags (DETs) Prefix", "RFC 9374", "global", true],
  ["2001:db8::/32", "Documentation", "RFC 3849", "documentation", false],
  ["2002::/16", "6to4", "RFC 3056", "reserved", false, "6to4"],
  ["2620:4f:8000::/48", "Direct Delegation AS112 Service", "RFC 7534", "global", true],
  ["3fff::/20", "Documentation", "RFC 9637", "documentation", false],
  ["5f00::/16", "Segment Routing (SRv6) SIDs", "RFC 9602", "reserved", false],
  ["fc00::/7", "Unique-Local", "RFC 4193, RFC 8190", "unique-local", false],
  ["fe80::/10", "Link-Local Unicast", "RFC 4291", "link-local", false],
  ["fec0::/10", "Site-Local Unicast (deprecated)", "RFC 3879", "reserved", false],
  ["ff00::/8", "Multicast (IPv6 Multicast Address Space registry)", "RFC 4291 §2.7", "multicast", false],
];

function toBlock(row: Row): SpecialBlock {
  const [block, name, rfc, addressClass, global, embeds] = row;
  return embeds === undefined ? { block, name, rfc, addressClass, global } : { block, name, rfc, addressClass, global, embeds };
}

/**
 * The IPv4 Special-Purpose Address Registry (plus IPv4 multicast), one entry per row, in the registry's order.
 * RFC 6890 §2.2.2 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2.2>
 */
export const IPV4_SPECIAL_BLOCKS: readonly SpecialBlock[] = IPV4_ROWS.map(toBlock);

/**
 * The IPv6 Special-Purpose Address Registry (plus multicast, site-local, IPv4-compatible), one entry per row.
 * RFC 6890 §2.2.3 <https://www.rfc-editor.org/rfc/rfc6890#section-2.2.3>
 */
export const IPV6_SPECIAL_BLOCKS: readonly SpecialBlock[] = IPV6_ROWS.map(toBlock);
