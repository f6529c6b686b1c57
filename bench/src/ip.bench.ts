// ip: string in → "is it an IPv4address / IPv6address?" out, over generated addresses.
import { isIP, isIPv4 as netIsIPv4, isIPv6 as netIsIPv6 } from "node:net";
import { consume, facade } from "./contenders.js";
import { rng, totalBytes } from "./data.js";
import type { Group, Suite, SuiteContext, TaskDef } from "./harness.js";
import { NODE_URL } from "./parse.bench.js";

/** `count` dotted-quad IPv4 addresses. */
export function ipv4List(count: number, seed: number): string[] {
  const random = rng(seed);
  const octet = (): number => (random() < 0.3 ? Math.floor(random() * 10) : Math.floor(random() * 256));
  return Array.from({ length: count }, () => `${octet()}.${octet()}.${octet()}.${octet()}`);
}

/** `count` IPv6 addresses in every RFC 4291 §2.2 form: full, `::`-compressed, mixed case, trailing IPv4. */
export function ipv6List(count: number, seed: number): string[] {
  const random = rng(seed);
  const word = (): string => {
    const w = Math.floor(random() * 0x10000).toString(16);
    return random() < 0.2 ? w.toUpperCase() : random() < 0.2 ? w.padStart(4, "0") : w;
  };
  return Array.from({ length: count }, () => {
    const v4 = random() < 0.2;
    const n = v4 ? 6 : 8;
    const words = Array.from({ length: n }, word);
    const tail = v4 ? `${words.length ? ":" : ""}${ipv4List(1, Math.floor(random() * 1e9))[0]}` : "";
    if (random() < 0.6) {
      const at = Math.floor(random() * n);
      const len = 1 + Math.floor(random() * (n - at));
      const head = words.slice(0, at).join(":");
      const rest = words.slice(at + len).join(":");
      const after = rest + (v4 ? (rest ? tail : tail.slice(1)) : "");
      return `${head}::${after}`;
    }
    return words.join(":") + tail;
  });
}

/** Near-misses: the valid lists with one character changed, removed or doubled. */
export function mutated(list: readonly string[], seed: number): string[] {
  const random = rng(seed);
  return list.map((s) => {
    const at = Math.floor(random() * s.length);
    const r = random();
    if (r < 0.33) return s.slice(0, at) + "g" + s.slice(at + 1);
    if (r < 0.66) return s.slice(0, at) + s.slice(at + 1);
    return s.slice(0, at) + s[at]! + s.slice(at);
  });
}

function ipTasks(list: readonly string[]): TaskDef[] {
  const urls = list.map((s) => (s.includes(":") ? `http://[${s}]/` : `http://${s}/`));
  const count = (ok: (s: string) => boolean): number => list.reduce((n, s) => (ok(s) ? n + 1 : n), 0);
  return [
    {
      name: "urikit isIPv4 || isIPv6 (facade)",
      accepted: count((s) => facade.isIPv4(s) || facade.isIPv6(s)),
      fn() {
        let n = 0;
        for (let i = 0; i < list.length; i++) if (facade.isIPv4(list[i]!) || facade.isIPv6(list[i]!)) n++;
        consume(n);
      },
    },
    {
      name: "node:net isIPv4 || isIPv6",
      accepted: count((s) => netIsIPv4(s) || netIsIPv6(s)),
      fn() {
        let n = 0;
        for (let i = 0; i < list.length; i++) if (netIsIPv4(list[i]!) || netIsIPv6(list[i]!)) n++;
        consume(n);
      },
    },
    {
      name: "node:net isIP",
      accepted: count((s) => isIP(s) !== 0),
      fn() {
        let n = 0;
        for (let i = 0; i < list.length; i++) if (isIP(list[i]!) !== 0) n++;
        consume(n);
      },
    },
    {
      name: NODE_URL,
      accepted: count((s) => URL.canParse(s.includes(":") ? `http://[${s}]/` : `http://${s}/`)),
      fn() {
        let n = 0;
        for (let i = 0; i < urls.length; i++) {
          try {
            n += new URL(urls[i]!).hostname.length;
          } catch {
            n--;
          }
        }
        consume(n);
      },
    },
  ];
}

export const suite: Suite = {
  name: "ip",
  description: "IP address validation; new URL() gets `http://<ip>/` (`[ip]` for IPv6) prepared before timing",
  async groups(ctx: SuiteContext): Promise<Group[]> {
    const count = ctx.quick ? 2_000 : 20_000;
    const v4 = ipv4List(count, 4);
    const v6 = ipv6List(count, 6);
    const bad = mutated([...v4.slice(0, count / 2), ...v6.slice(0, count / 2)], 9);
    const input = "generated, deterministic; new URL() parses a prepared `http://<ip>/` string (WHATWG accepts more IPv4 forms)";
    return [
      ["ipv4", v4],
      ["ipv6", v6],
      ["near-misses", bad],
    ].map(([name, list]) => ({
      name: `ip/${name as string}`,
      items: list!.length,
      bytes: totalBytes(list as string[]),
      input,
      baseline: NODE_URL,
      tasks: ipTasks(list as string[]),
    }));
  },
};
