import type { AddressClass } from "./special-purpose.js";

/**
 * Host names of cloud instance-metadata services, which answer with credentials to whoever asks from inside the
 * instance (the usual SSRF target), as each provider documents them:
 * - `metadata.google.internal`, `metadata.goog`, `metadata`: Google Cloud ("About VM metadata": the metadata server
 *   is reached as `metadata.google.internal`, the short name `metadata`, or 169.254.169.254).
 * - `instance-data`, `instance-data.ec2.internal`: Amazon EC2 (the resolvable name of the Instance Metadata Service
 *   at 169.254.169.254).
 * - `metadata.tencentyun.com`: Tencent Cloud CVM ("Instance Metadata": `http://metadata.tencentyun.com/latest/meta-data/`).
 * - `metadata.platformequinix.com`, `metadata.packet.net` (its former name): Equinix Metal ("Metadata": the
 *   service answers `https://metadata.platformequinix.com/metadata` with the instance's data, SSH keys and
 *   user data, choosing the instance by the caller's source address). It is served from a public address, so
 *   no address check can catch it: only its name.
 * The addresses behind the others (169.254.169.254, 169.254.170.2, fd00:ec2::254, 100.100.100.200, 192.0.0.192) are all
 * in a special-purpose block already, so `assessAddress` refuses them by class.
 * RFC 6761 §6.3 <https://www.rfc-editor.org/rfc/rfc6761#section-6.3>
 */
export const METADATA_HOST_NAMES: readonly string[] = [
  "metadata.google.internal",
  "metadata.goog",
  "metadata",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.tencentyun.com",
  "metadata.platformequinix.com",
  "metadata.packet.net",
];

/** The metadata names served from a public address (the service picks the instance by the caller's address). */
const PUBLIC_METADATA: ReadonlySet<string> = new Set(["metadata.platformequinix.com", "metadata.packet.net"]);

const METADATA = new Set(METADATA_HOST_NAMES);

/**
 * Addresses of cloud instance-metadata services, refused even where a policy allows private addresses:
 * 169.254.169.254 (AWS, Google Cloud, Azure, OpenStack, DigitalOcean, Oracle Cloud), 169.254.170.2 (AWS ECS task
 * metadata), fd00:ec2::254 (AWS, IPv6), 100.100.100.200 (Alibaba Cloud), 192.0.0.192 (Oracle Cloud Classic).
 * RFC 3927 §2.1 <https://www.rfc-editor.org/rfc/rfc3927#section-2.1>
 */
export const METADATA_ADDRESSES: readonly string[] = ["169.254.169.254", "169.254.170.2", "fd00:ec2::254", "100.100.100.200", "192.0.0.192"];

/** What {@link classifyName} says of a special-use domain name: its class and why. */
export interface NameClass {
  addressClass: AddressClass;
  metadata: boolean;
  reason: string;
}

/**
 * Classify a domain name (lower case, as WHATWG URL leaves it) before any DNS lookup: `localhost` and every name
 * under `.localhost` are loopback (RFC 6761 §6.3: resolvers answer them with the loopback address, and an
 * attacker's DNS may not be asked); names under `.internal` (reserved by ICANN for private use, 2024),
 * `.home.arpa` (RFC 8375) are private; `.local` (RFC 6762, multicast DNS) is link-local; a cloud metadata name
 * ({@link METADATA_HOST_NAMES}) is link-local (global for the two served from a public address) and flagged
 * `metadata`; `ip6-localhost` and `ip6-loopback` (the loopback names of Debian's /etc/hosts) are loopback; a single-label name (no ".") is private, because the
 * resolver completes it with the local search domains. Returns undefined for every other name.
 * RFC 6761 §6.3 <https://www.rfc-editor.org/rfc/rfc6761#section-6.3>
 */
export function classifyName(name: string): NameClass | undefined {
  const host = name.endsWith(".") ? name.slice(0, -1) : name;
  if (METADATA.has(host)) {
    return { addressClass: PUBLIC_METADATA.has(host) ? "global" : "link-local", metadata: true, reason: `"${host}" names a cloud instance-metadata service` };
  }
  if (host === "localhost" || host.endsWith(".localhost") || host === "ip6-localhost" || host === "ip6-loopback") {
    return { addressClass: "loopback", metadata: false, reason: `"${host}" is loopback by RFC 6761 §6.3, whatever DNS says` };
  }
  if (host.endsWith(".internal") || host === "internal") {
    return { addressClass: "private", metadata: false, reason: `".internal" is reserved for private networks` };
  }
  if (host.endsWith(".home.arpa") || host === "home.arpa") {
    return { addressClass: "private", metadata: false, reason: `".home.arpa" names a home network (RFC 8375)` };
  }
  if (host.endsWith(".local") || host === "local") {
    return { addressClass: "link-local", metadata: false, reason: `".local" is resolved by multicast DNS on the local link (RFC 6762)` };
  }
  if (!host.includes(".")) {
    return { addressClass: "private", metadata: false, reason: `"${host}" is a single label: the resolver completes it with the local search domains, to an intranet host` };
  }
  return undefined;
}
